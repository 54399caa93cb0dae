/* Resource bombs, selected by argv[1]. Each must be stopped by a limit, not by politeness. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/wait.h>
#include <unistd.h>

static void *idle(void *a) { (void)a; for (;;) pause(); return NULL; }
static void *spin(void *a) { (void)a; volatile unsigned long x = 0; for (;;) x++; return NULL; }

static int depth(int n) { volatile char frame[4096]; frame[0] = (char)n; return depth(n + 1) + frame[0]; }

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  if (!strcmp(mode, "fork")) { for (;;) fork(); }
  if (!strcmp(mode, "fork-report")) {       /* fork until refused, report how many, keep them alive */
    int n = 0;
    for (;;) { pid_t p = fork(); if (p == 0) { pause(); _exit(0); } if (p < 0) break; n++; }
    printf("%d\n", n);
    fflush(stdout);
    return 0;
  }
  if (!strcmp(mode, "thread")) {
    int n = 0;
    pthread_t t;
    while (pthread_create(&t, NULL, idle, NULL) == 0) n++;
    printf("%d\n", n);
    fflush(stdout);
    for (;;) pause();
  }
  if (!strcmp(mode, "heap")) { for (;;) { char *p = malloc(1 << 20); if (p) memset(p, 1, 1 << 20); } }
  if (!strcmp(mode, "stack")) return depth(0);
  if (!strcmp(mode, "tmpfs")) {             /* fill /tmp with many files */
    char b[65536], name[64];
    memset(b, 'x', sizeof b);
    for (int i = 0;; i++) {
      snprintf(name, sizeof name, "/tmp/f%d", i);
      int fd = open(name, O_CREAT | O_WRONLY, 0600);
      if (fd < 0) { printf("stopped at file %d\n", i); return 0; }
      for (int k = 0; k < 16; k++) if (write(fd, b, sizeof b) < 0) { printf("write failed at file %d\n", i); return 0; }
      close(fd);
    }
  }
  if (!strcmp(mode, "file")) {              /* one ever-growing file at argv[2] */
    char b[65536];
    memset(b, 'x', sizeof b);
    int fd = open(argv[2], O_CREAT | O_WRONLY | O_TRUNC, 0600);
    if (fd < 0) { perror("open"); return 1; }
    for (;;) if (write(fd, b, sizeof b) < 0) { perror("write"); return 1; }
  }
  if (!strcmp(mode, "children-cpu")) {      /* CPU burnt in children, parent just waits */
    for (int i = 0; i < 2; i++) if (fork() == 0) spin(NULL);
    while (wait(NULL) > 0) {}
    return 0;
  }
  if (!strcmp(mode, "threads-cpu")) {       /* CPU burnt in threads */
    pthread_t t[2];
    for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, spin, NULL);
    pthread_join(t[0], NULL);
    return 0;
  }
  if (!strcmp(mode, "daemon")) {            /* detach a grandchild that outlives the program */
    if (fork() == 0) {
      setsid();
      if (fork() == 0) { for (;;) sleep(1); }
      _exit(0);
    }
    usleep(50000);
    puts("parent exits");
    return 0;
  }
  if (!strcmp(mode, "stdout-hold")) {       /* child keeps stdout open after the parent exits */
    if (fork() == 0) { sleep(30); _exit(0); }
    return 0;
  }
  if (!strcmp(mode, "memfd")) {             /* memory hidden in a memfd, never mapped */
    int fd = memfd_create("hide", 0);
    static char mb[1 << 20];
    memset(mb, 1, sizeof mb);
    for (;;) if (write(fd, mb, sizeof mb) != (ssize_t)sizeof mb) { printf("memfd write stopped\n"); return 0; }
  }
  if (!strcmp(mode, "shared")) {            /* shared anonymous memory (shmem), touched */
    for (;;) {
      char *p = mmap(NULL, 64 << 20, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
      if (p == MAP_FAILED) { printf("mmap failed\n"); return 0; }
      memset(p, 1, 64 << 20);
    }
  }
  if (!strcmp(mode, "pipes")) {             /* kernel memory in pipe buffers, as many as the fd limit allows */
    static char mb[1 << 16];
    int n = 0;
    for (;;) {
      int fds[2];
      if (pipe2(fds, O_NONBLOCK) < 0) break;
      fcntl(fds[1], F_SETPIPE_SZ, 1 << 20);
      while (write(fds[1], mb, sizeof mb) > 0) n++;
    }
    printf("pipes hold %d x 64 KiB\n", n);
    return 0;
  }
  if (!strcmp(mode, "big-file")) {          /* argv[2] made huge without writing: ftruncate, then fallocate */
    int fd = open(argv[2], O_WRONLY | O_CREAT, 0644);
    signal(SIGXFSZ, SIG_IGN);
    int t = ftruncate(fd, 1LL << 40), f = fallocate(fd, 0, 0, 1LL << 36);
    printf("ftruncate %s, fallocate %s\n", t ? "refused" : "DONE", f ? "refused" : "DONE");
    return !t || !f;
  }
  if (!strcmp(mode, "stop")) { raise(SIGSTOP); return 0; } /* stopped: uses no CPU, must end on the wall limit */
  fprintf(stderr, "unknown mode %s\n", mode);
  return 100;
}
