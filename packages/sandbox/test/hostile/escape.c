/* Attempts to leave the box, selected by argv[1]. Prints what happened; exits 0 if contained,
 * 1 if the attempt succeeded (a test failure), so the tests can tell the two apart. */
#define _GNU_SOURCE
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <netdb.h>
#include <netinet/in.h>
#include <arpa/inet.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ptrace.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <time.h>
#include <sched.h>
#include <sys/syscall.h>
#include <unistd.h>

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  if (!strcmp(mode, "read")) {              /* every argv[2..] must be unreadable */
    int leaked = 0;
    for (int i = 2; i < argc; i++) {
      int fd = open(argv[i], O_RDONLY);
      printf("read %s: %s\n", argv[i], fd >= 0 ? "OPENED" : strerror(errno));
      if (fd >= 0) { char c; if (read(fd, &c, 1) >= 0 || errno != EISDIR) leaked = 1; close(fd); }
    }
    return leaked;
  }
  if (!strcmp(mode, "write")) {             /* every argv[2..] must be unwritable */
    int leaked = 0;
    for (int i = 2; i < argc; i++) {
      int fd = open(argv[i], O_WRONLY | O_CREAT | O_APPEND, 0666);
      printf("write %s: %s\n", argv[i], fd >= 0 ? "OPENED" : strerror(errno));
      if (fd >= 0) { leaked = 1; close(fd); }
    }
    return leaked;
  }
  if (!strcmp(mode, "exists")) {            /* every argv[2..] must be invisible */
    int leaked = 0;
    for (int i = 2; i < argc; i++) {
      struct stat st;
      int r = stat(argv[i], &st);
      printf("stat %s: %s\n", argv[i], r == 0 ? "EXISTS" : strerror(errno));
      if (r == 0) leaked = 1;
    }
    return leaked;
  }
  if (!strcmp(mode, "connect")) {
    int s = socket(AF_INET, SOCK_STREAM, 0);
    if (s < 0) { printf("socket: %s\n", strerror(errno)); return 0; }
    struct sockaddr_in a = {.sin_family = AF_INET, .sin_port = htons(atoi(argv[2]))};
    a.sin_addr.s_addr = htonl(0x7f000001);
    int r = connect(s, (struct sockaddr *)&a, sizeof a);
    printf("connect: %s\n", r == 0 ? "CONNECTED" : strerror(errno));
    return r == 0;
  }
  if (!strcmp(mode, "dns")) {
    struct addrinfo *res;
    int r = getaddrinfo("example.com", "80", NULL, &res);
    printf("getaddrinfo: %s\n", r == 0 ? "RESOLVED" : gai_strerror(r));
    return r == 0;
  }
  if (!strcmp(mode, "exec")) { execl("/bin/sh", "sh", "-c", "echo pwned", (char *)NULL); printf("exec: %s\n", strerror(errno)); return 0; }
  if (!strcmp(mode, "kill-all")) { int r = kill(-1, SIGKILL); printf("kill(-1): %s\n", r == 0 ? "sent" : strerror(errno)); return 0; }
  if (!strcmp(mode, "kill-pid")) { int r = kill(atoi(argv[2]), SIGKILL); printf("kill: %s\n", r == 0 ? "SENT" : strerror(errno)); return r == 0; }
  if (!strcmp(mode, "ptrace")) { long r = ptrace(PTRACE_ATTACH, atoi(argv[2]), 0, 0); printf("ptrace: %s\n", r == 0 ? "ATTACHED" : strerror(errno)); return r == 0; }
  if (!strcmp(mode, "rlimit")) {
    struct rlimit rl = {RLIM_INFINITY, RLIM_INFINITY};
    int a = setrlimit(RLIMIT_CPU, &rl), b = setrlimit(RLIMIT_FSIZE, &rl), c = setrlimit(RLIMIT_STACK, &rl);
    printf("setrlimit raise: cpu %s, fsize %s, stack %s\n", a ? strerror(errno) : "RAISED", b ? "refused" : "RAISED", c ? "refused" : "RAISED");
    return !(a && b && c);
  }
  if (!strcmp(mode, "setuid")) { int r = setuid(0); printf("setuid: %s\n", r ? strerror(errno) : "ROOT"); return r == 0; }
  if (!strcmp(mode, "sethostname")) { int r = sethostname("pwned", 5); printf("sethostname: %s\n", r ? strerror(errno) : "CHANGED"); return r == 0; }
  if (!strcmp(mode, "clock")) { struct timespec ts = {0, 0}; int r = clock_settime(CLOCK_REALTIME, &ts); printf("clock_settime: %s\n", r ? strerror(errno) : "CHANGED"); return r == 0; }
  if (!strcmp(mode, "syscall")) {           /* raw syscall number argv[2] with zero args */
    long r = syscall(atol(argv[2]), 0, 0, 0, 0, 0, 0);
    printf("syscall %s: %ld %s\n", argv[2], r, r < 0 ? strerror(errno) : "");
    return 0;
  }
  if (!strcmp(mode, "int80")) {             /* i386 ABI: getpid via int 0x80 */
    long r;
    __asm__ volatile("int $0x80" : "=a"(r) : "a"(20) : "memory");
    printf("int80 getpid: %ld\n", r);
    return 1;
  }
  if (!strcmp(mode, "sched")) {             /* time-sharing policies are fine, real-time and nice < 0 are not */
    struct sched_param sp = {0};
    int other = sched_setscheduler(0, SCHED_OTHER, &sp);
    int batch = sched_setscheduler(0, SCHED_BATCH | SCHED_RESET_ON_FORK, &sp);
    int param = sched_setparam(0, &sp);
    sp.sched_priority = 1;
    int fifo = sched_setscheduler(0, SCHED_FIFO, &sp);
    int rr = sched_setscheduler(0, SCHED_RR, &sp);
    int rtparam = sched_setparam(0, &sp);
    int nice = setpriority(PRIO_PROCESS, 0, -5);
    printf("other=%d batch=%d param=%d fifo=%d rr=%d rtparam=%d nice=%d policy=%d\n", other, batch, param, fifo, rr, rtparam, nice, sched_getscheduler(0));
    return !(other == 0 && batch == 0 && param == 0 && fifo < 0 && rr < 0 && rtparam < 0 && nice < 0);
  }
  if (!strcmp(mode, "plumbing")) {          /* what only runtime profiles may use: each ok or its errno */
#define TRY(name, expr) do { long v_ = (long)(expr); printf("%s=%s ", name, v_ >= 0 ? "ok" : errno == ENOSYS ? "ENOSYS" : errno == EACCES ? "EACCES" : strerror(errno)); } while (0)
    int p[2] = {-1, -1}, sv[2];
    pipe(p);
    TRY("epoll", syscall(SYS_epoll_create1, 0));
    TRY("eventfd", syscall(SYS_eventfd2, 0, 0));
    TRY("timerfd", syscall(SYS_timerfd_create, CLOCK_MONOTONIC, 0));
    sigset_t set;
    sigemptyset(&set);
    TRY("signalfd", syscall(SYS_signalfd4, -1, &set, 8, 0));
    TRY("memfd", syscall(SYS_memfd_create, "m", 0));
    int z = open(argv[0], O_RDONLY); /* a regular file (this program): splice reads it on every kernel */
    TRY("splice", syscall(SYS_splice, z, NULL, p[1], NULL, 16, 0));
    TRY("socketpair", socketpair(AF_UNIX, SOCK_STREAM, 0, sv));
    printf("\n");
    return 0;
  }
  if (!strcmp(mode, "x32")) { long r = syscall(0x40000000L | 39); printf("x32 getpid: %ld\n", r); return 1; }
  if (!strcmp(mode, "box-files")) {         /* /box with writable files argv[2..]: only those take data */
    int leaked = 0;
    for (int i = 2; i < argc; i++) {
      int fd = open(argv[i], O_WRONLY | O_TRUNC);
      printf("write %s: %s\n", argv[i], fd >= 0 ? "ok" : strerror(errno));
      if (fd < 0 || write(fd, "data\n", 5) != 5) leaked = 1; /* a named file must be writable */
      if (fd >= 0) close(fd);
    }
    char name[64];
    for (int i = 0; i < 100; i++) { /* a flood of new files: each must fail */
      snprintf(name, sizeof name, "/box/flood%d", i);
      int fd = open(name, O_WRONLY | O_CREAT | O_EXCL, 0644);
      if (fd >= 0) { printf("create %s: CREATED\n", name); leaked = 1; close(fd); }
    }
    const char *other = "/box/staged";
    int r1 = mkdir("/box/d", 0777), r2 = chmod("/box", 0777), r3 = rename(other, "/box/moved"), r4 = unlink(other);
    int fd = open(other, O_WRONLY | O_APPEND);
    printf("mkdir %d chmod %d rename %d unlink %d write-staged %s\n", r1, r2, r3, r4, fd >= 0 ? "OPENED" : strerror(errno));
    if (!r1 || !r2 || !r3 || !r4 || fd >= 0) leaked = 1;
    return leaked;
  }
  if (!strcmp(mode, "tmp-write")) { FILE *f = fopen("/tmp/left-behind", "w"); if (!f) return 2; fputs("x", f); fclose(f); return 0; }
  if (!strcmp(mode, "tmp-check")) { int r = access("/tmp/left-behind", F_OK); printf("left-behind: %s\n", r == 0 ? "FOUND" : "absent"); return r == 0; }
  if (!strcmp(mode, "tmp-mess")) {          /* what a run may leave for a kept box's cleanup */
    if (symlink("/box", "/tmp/to-box") < 0 || symlink("/box/mine", "/tmp/to-file") < 0) return 2;
    char p[512] = "/tmp";
    for (int d = 0; d < 6; d++) {
      strcat(p, "/d");
      if (mkdir(p, 0700) < 0) return 3;
      char f[600];
      snprintf(f, sizeof f, "%s/f", p);
      FILE *o = fopen(f, "w");
      if (!o) return 4;
      fputs("x", o);
      fclose(o);
    }
    if (mkdir("/tmp/locked", 0700) < 0 || mkdir("/tmp/locked/in", 0700) < 0 || chmod("/tmp/locked", 0) < 0) return 5;
    return 0;
  }
  if (!strcmp(mode, "tmp-deep")) {          /* deeper than the cleanup goes */
    if (chdir("/tmp") < 0) return 2;
    for (int d = 0; d < 40; d++) if (mkdir("d", 0700) < 0 || chdir("d") < 0) return 3;
    return 0;
  }
  if (!strcmp(mode, "tmp-list")) {          /* names in /tmp, one per line */
    DIR *d = opendir("/tmp");
    if (!d) return 2;
    for (struct dirent *e; (e = readdir(d));) if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) puts(e->d_name);
    closedir(d);
    return 0;
  }
  if (!strcmp(mode, "cat")) {               /* argv[2]'s content */
    FILE *f = fopen(argc > 2 ? argv[2] : "", "r");
    if (!f) { printf("cat: %s\n", strerror(errno)); return 1; }
    for (int c; (c = fgetc(f)) != EOF;) putchar(c);
    fclose(f);
    return 0;
  }
  if (!strcmp(mode, "hostname")) { char h[64] = {0}; gethostname(h, sizeof h - 1); puts(h); return 0; }
  if (!strcmp(mode, "ids")) { errno = 0; int nice = getpriority(PRIO_PROCESS, 0); printf("%d %d %d %d %d\n", getuid(), getgid(), getpid(), nice, sched_getscheduler(0)); return 0; }
  if (!strcmp(mode, "fds")) {               /* no fd beyond 0..2 may be open */
    int n = 0;
    for (int fd = 3; fd < 1024; fd++) if (fcntl(fd, F_GETFD) >= 0) { printf("open fd %d\n", fd); n++; }
    return n > 0;
  }
  if (!strcmp(mode, "env")) { extern char **environ; for (char **e = environ; *e; e++) puts(*e); return 0; }
  fprintf(stderr, "unknown mode %s\n", mode);
  return 100;
}
