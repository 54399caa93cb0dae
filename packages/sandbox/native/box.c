/* Running boxes: the job side (setup, polling, killing, verdict), the init (pid 1 of the box's pid
 * namespace) and the program (pid 2) right up to execve. */
#define _GNU_SOURCE
#include "sbx.h"
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <linux/close_range.h>
#include <linux/futex.h>
#include <linux/seccomp.h>
#include <poll.h>
#include <sched.h>
#include <sys/resource.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/mount.h>
#include <sys/prctl.h>
#include <sys/random.h>
#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define POLL_MIN_US 500        /* never poll the cgroup more often than this */
#define RUN_NICE -10           /* worker while a box runs: limit checks must be on time */
#define TEARDOWN_NICE 10       /* worker after the verdict is out */
#define RUN_RT_PRIORITY 1      /* SCHED_FIFO priority of the worker while it watches a box */

/* While a box runs, its worker only sleeps in ppoll and reads a few cgroup files, but it must wake
 * up on time on a saturated host to kill at the CPU limit: it runs SCHED_FIFO (lowest RT priority)
 * with SCHED_RESET_ON_FORK, so inits and programs it creates are ordinary SCHED_OTHER tasks.
 * After the verdict it drops to SCHED_OTHER at nice 10 for the teardown. */
static void worker_priority(int running) {
  struct sched_param sp = {.sched_priority = running ? RUN_RT_PRIORITY : 0};
  if (running) {
    if (sched_setscheduler(0, SCHED_FIFO | SCHED_RESET_ON_FORK, &sp) < 0) setpriority(PRIO_PROCESS, 0, RUN_NICE);
  } else {
    sched_setscheduler(0, SCHED_OTHER | SCHED_RESET_ON_FORK, &sp);
    setpriority(PRIO_PROCESS, 0, TEARDOWN_NICE);
  }
}
#define POLL_MAX_US 50000      /* and never less often than this */
#define HOSTNAME "sandbox"
#define OPEN_MAX_FDS 64        /* nofile floor so the runtime's own start-up never fails on fds */

static int slot_netns[SBX_MAX_SLOTS];

/* SBX_TIMING: init and program stamp their steps into a page shared with the worker (they cannot
 * print: their stderr is the box's), and the worker prints them relative to handing over the box */
static const char *const stamp_names[T_COUNT] = {"i:go", "i:binds", "i:pivot", "i:rootfs", "p:start", "p:cgjoin", "p:rlimits", "p:ids", "p:filter", "p:exec", "i:vforked", "i:waited", "i:report"};
static uint64_t *stamps;
void box_stamp(int i) { if (stamps) stamps[i] = now_us(); }
static void print_stamps(uint64_t start) {
  if (!stamps) return;
  char b[512];
  int n = 0;
  for (int i = 0; i < T_COUNT; i++) {
    if (stamps[i] >= start) n += snprintf(b + n, sizeof b - (size_t)n, "%s=%llu ", stamp_names[i], (unsigned long long)(stamps[i] - start));
    stamps[i] = 0;
  }
  (void)!write(2, b, (size_t)n);
}

/* SBX_TIMING=1: per-phase timestamps of each run on stderr (for the benchmark write-up) */
static void mark(const char *what) {
  static int on = -1;
  static uint64_t t0;
  if (on < 0) on = getenv("SBX_TIMING") != NULL;
  if (!on) return;
  uint64_t t = now_us();
  if (!t0 || !strcmp(what, "job") || !strcmp(what, "i:go")) t0 = t; /* a pre-spawned init starts its own timeline */
  char b[64];
  int n = snprintf(b, sizeof b, "%s+%llu ", what, (unsigned long long)(t - t0));
  (void)!write(2, b, (size_t)n);
}

/* One network namespace per slot, made once: a fresh netns per run costs ~0.2 ms and is torn down
 * asynchronously. Nothing is configured in it (not even loopback) and socket() is refused by seccomp,
 * so a box can neither reach the network nor anything left by an earlier run of the same slot
 * (all its processes are dead by then). SANDBOX_FRESH_NETNS=1 makes one per run instead. */
int netns_init_slots(int nslots, char *why, size_t whylen) {
  for (int s = 0; s < SBX_MAX_SLOTS; s++) slot_netns[s] = -1;
  if (getenv("SANDBOX_FRESH_NETNS") && !strcmp(getenv("SANDBOX_FRESH_NETNS"), "1")) return 0;
  int self = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
  if (self < 0) { snprintf(why, whylen, "open own netns: %s", strerror(errno)); return -1; }
  for (int s = 0; s < nslots; s++) {
    if (unshare(CLONE_NEWNET) < 0) { snprintf(why, whylen, "unshare(CLONE_NEWNET): %s", strerror(errno)); return -1; }
    slot_netns[s] = open("/proc/self/ns/net", O_RDONLY | O_CLOEXEC);
    if (slot_netns[s] < 0 || setns(self, CLONE_NEWNET) < 0) { snprintf(why, whylen, "netns setup: %s", strerror(errno)); return -1; }
  }
  close(self);
  return 0;
}

/* A source a kept init already shows: the same inode (its mount pins it, so the number cannot be
 * reused meanwhile) with the same access. */
struct mkey { dev_t dev; ino_t ino; int rw; int valid; };

struct box_run {
  struct sbx_box *box;
  struct sbx_result *res;
  struct sbx_cgroup cg;
  int fds[3];             /* stdin, stdout, stderr for the program */
  pid_t init;
  int sock;               /* job end of the status socket (init and program hold the other) */
  int listener;           /* seccomp notification fd, once the program sent it */
  uint64_t start, end;
  int started, finished, have_status, wstatus;
  int pidfd;              /* unsafe mode only: the program is our direct child */
  int trees[1 + SBX_MAX_BINDS]; /* detached copies of the work dir and the extra binds' sources */
  int ntrees;
  int keep[3];            /* copies the stdio files were reopened through; init drops them after the run */
  int nkeep;
  struct rusage ru;
  /* job side, kept inits (see "pre-spawned inits"): */
  int kept_init;          /* run by the slot's waiting init, which may take the slot's next run too */
  int init_runs;          /* runs that init had done before this one */
  uint64_t shape;         /* what its root must show for this request (box_shape) */
  struct mkey keys[1 + SBX_MAX_BINDS]; /* what /box and each bind show (see mount_key) */
  uint64_t reuse;         /* bit t: trees[t] is already attached in the kept init, none is sent */
  int clean, have_clean;  /* init emptied /tmp after the run ('C'): it can be kept */
  uint64_t killed_at;     /* first kill of the program's processes (a kept init is spared at first) */
};

/* ---------------- program (pid 2 inside the box) ---------------- */

static void set_limit(int sock, int res, uint64_t v) {
  struct rlimit rl = {v, v};
  if (setrlimit(res, &rl) < 0) die_msg(sock, "setrlimit %d: %s", res, strerror(errno));
}

static void apply_rlimits(const struct sbx_box *b, int sock) {
  set_limit(sock, RLIMIT_STACK, b->stack_kb * 1024);
  set_limit(sock, RLIMIT_FSIZE, b->output_kb * 1024);
  set_limit(sock, RLIMIT_NOFILE, b->nofile < OPEN_MAX_FDS / 4 ? OPEN_MAX_FDS / 4 : b->nofile);
  set_limit(sock, RLIMIT_CORE, 0);
  set_limit(sock, RLIMIT_CPU, (b->cpu_ms + 999) / 1000 + 1); /* backstop only: the cgroup poll kills first */
  set_limit(sock, RLIMIT_MEMLOCK, 0);
  set_limit(sock, RLIMIT_MSGQUEUE, 0);
  /* seccomp lets threads pick SCHED_OTHER/BATCH/IDLE and nice values; these keep real-time
   * priorities and a nice below 0 out of reach whatever the daemon inherited */
  set_limit(sock, RLIMIT_RTPRIO, 0);
  set_limit(sock, RLIMIT_NICE, 0);
}

static void close_others(int keep) {
  if (keep > 3) syscall(SYS_close_range, 3, keep - 1, 0);
  syscall(SYS_close_range, keep + 1, ~0U, 0);
}

/* Copy the executable path to a page at a random address: the seccomp filter allows execve only
 * with exactly this pointer, which no longer exists once the new program image replaces ours. */
static char *random_page(void) {
  for (int i = 0; i < 64; i++) {
    uint64_t r = 0;
    if (getrandom(&r, sizeof r, 0) != sizeof r) break;
    uintptr_t addr = (uintptr_t)((r & 0x00007ffffffff000ull) | 0x0000100000000000ull) & 0x00007ffffffff000ull;
    void *m = mmap((void *)addr, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_FIXED_NOREPLACE, -1, 0);
    if (m != MAP_FAILED) return m;
  }
  return NULL;
}

/* A pre-spawned init reserves the page and builds the filters for it before its request (each
 * init is new per run, so the address still changes every run); the program shares that memory. */
static char *exec_page;
static int worker_slot_of_init; /* a pre-spawned init's slot (its launcher's uid) */

static char *random_path_copy(const char *path, int sock) {
  size_t len = strlen(path) + 1;
  if (len > 4096) die_msg(sock, "path too long");
  char *m = exec_page ? exec_page : random_page();
  if (!m) die_msg(sock, "cannot place exec path");
  memcpy(m, path, len);
  return m;
}

static int send_fd_quiet(int sock, int fd);
static void send_fd(int sock, int fd) {
  if (send_fd_quiet(sock, fd) < 0) die_msg(sock, "send listener: %s", strerror(errno));
}

static int send_fd_quiet(int sock, int fd) {
  char tag = 'L';
  struct iovec iov = {&tag, 1};
  union { struct cmsghdr h; char buf[CMSG_SPACE(sizeof(int))]; } u;
  memset(&u, 0, sizeof u);
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.buf, .msg_controllen = sizeof u.buf};
  struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof(int));
  memcpy(CMSG_DATA(c), &fd, sizeof fd);
  return sendmsg(sock, &mh, 0) < 0 ? -1 : 0;
}

/* fds[i] becomes the program's fd i, whatever numbers the three arrived at: one at 0..2 is first
 * copied above 2, so that no dup2 overwrites a file a later one still needs (a kept init receives
 * them at the lowest free numbers, which were once left crossed). */
static int install_stdio(const int fds[3]) {
  if (fds[0] == 0 && fds[1] == 1 && fds[2] == 2) return 0; /* where a kept init's usually arrive */
  int src[3];
  for (int i = 0; i < 3; i++) {
    src[i] = fds[i] > 2 ? fds[i] : fcntl(fds[i], F_DUPFD_CLOEXEC, 3);
    if (src[i] < 0) return -1;
  }
  for (int i = 0; i < 3; i++)
    if (dup2(src[i], i) < 0) return -1;
  for (int i = 0; i < 3; i++)
    if (src[i] != fds[i]) close(src[i]);
  return 0;
}

static void program_main(struct box_run *br, int sock) {
  const struct sbx_box *b = br->box;
  box_stamp(T_VFORKED);
  mark("p:fork");
  box_stamp(T_PSTART);
  int mark_fd = fcntl(2, F_DUPFD_CLOEXEC, 3); /* above the stdio numbers install_stdio fills */
  if (install_stdio(br->fds) < 0) die_msg(sock, "stdio: %s", strerror(errno));
  if (!g_unsafe && cgroup_join(&br->cg) < 0) die_msg(sock, "join cgroup: %s", strerror(errno));
  if (getenv("SBX_TIMING")) { int s2 = dup(2); dup2(mark_fd, 2); mark("p:cgjoin"); dup2(s2, 2); close(s2); }
  close(mark_fd);
  box_stamp(T_CGJOIN);
  apply_rlimits(b, sock);
  box_stamp(T_RLIMITS);
  umask(022); /* files the box creates are readable by the judge and by later boxes */
  if (g_unsafe) {
    if (chdir(b->workdir) < 0) die_msg(sock, "chdir %s: %s", b->workdir, strerror(errno));
    close_others(sock);
    fcntl(sock, F_SETFD, FD_CLOEXEC);
    /* development mode: /box/x in the request means <workdir>/x on the host */
    char path[4096];
    if (!strncmp(b->path, "/box/", 5)) snprintf(path, sizeof path, "%s/%s", b->workdir, b->path + 5);
    else snprintf(path, sizeof path, "%s", b->path);
    execve(path, b->argv, b->envp);
    die_msg(sock, "execve %s: %s", path, strerror(errno));
  }
  if (chdir(b->cwd) < 0) die_msg(sock, "chdir %s: %s", b->cwd, strerror(errno));
  gid_t gid = (gid_t)(g_uid_base + b->slot);
  uid_t uid = (uid_t)(g_uid_base + b->slot);
  if (setgroups(0, NULL) < 0 || setresgid(gid, gid, gid) < 0 || setresuid(uid, uid, uid) < 0)
    die_msg(sock, "drop privileges: %s", strerror(errno));
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) die_msg(sock, "no_new_privs: %s", strerror(errno));
  box_stamp(T_IDS);
  close_others(sock);
  fcntl(sock, F_SETFD, FD_CLOEXEC);
  char *path = random_path_copy(b->path, sock);
  int listener = -1;
  int e = seccomp_install(b->profile, path, &listener);
  if (e < 0) die_msg(sock, "seccomp: %s", strerror(-e));
  box_stamp(T_FILTER);
  send_fd(sock, listener);
  close(listener);
  /* set-up ran at init's nice -10; the program itself runs at nice 0 (raising nice needs no privilege) */
  if (setpriority(PRIO_PROCESS, 0, 0) < 0) die_msg(sock, "setpriority: %s", strerror(errno));
  box_stamp(T_EXEC);
  execve(path, b->argv, b->envp);
  die_msg(sock, "execve %s: %s", b->path, strerror(errno));
}

#define PROGRAM_STACK (256 * 1024)
struct program_args { struct box_run *br; int sock; };
static int program_entry(void *arg) {
  struct program_args *a = arg;
  program_main(a->br, a->sock);
  return 127;
}

/* ---------------- launchers: a kept box's next program, made ready ahead ----------------
 * The program's set-up that does not depend on the request (lower priority, fixed rlimits, the
 * slot's uid, no new privileges and above all the seccomp filter: ~50-85 us to load here) is done
 * after the previous run, by a process init clones then: it shares init's memory and file table
 * (CLONE_VM | CLONE_FILES), is already in the next run's cgroups (the worker says so: 'P'), and
 * waits on a futex. For the request it takes its stdio, gives up the shared file table, sets the
 * request's limits and working directory and execs. The filter allows execve only with the exec
 * page init reserved for this run, as for a program cloned per run; the variant (new processes or
 * not) is the box's, part of its shape. */
static struct launch {
  int ready;         /* launcher -> init: set up, waiting for the request */
  int go;            /* init -> launcher: br and sock describe the request */
  int unshared;      /* launcher -> init: it holds its own files now; init may close the run's */
  struct box_run *br;
  int sock;
  enum sbx_profile profile; /* whose filter variant the launcher loads */
  pid_t pid;         /* 0: none */
} launch;

static void futex_wait(int *addr, int val) { syscall(SYS_futex, addr, FUTEX_WAIT_PRIVATE, val, NULL, NULL, 0); }
static void futex_wake(int *addr) { syscall(SYS_futex, addr, FUTEX_WAKE_PRIVATE, 1, NULL, NULL, 0); }

static int launcher_entry(void *arg) {
  (void)arg;
  int sock = launch.sock;
  uid_t uid = (uid_t)(g_uid_base + worker_slot_of_init);
  /* before any request: nothing here may write to sock (an 'E' would be read as the next run's
   * error); on failure the launcher just exits and init clones the program as usual */
  if (setpriority(PRIO_PROCESS, 0, 0) < 0) _exit(0);
  umask(022);
  static const int fixed[][2] = {{RLIMIT_CORE, 0}, {RLIMIT_MEMLOCK, 0}, {RLIMIT_MSGQUEUE, 0}, {RLIMIT_RTPRIO, 0}, {RLIMIT_NICE, 0}};
  for (size_t i = 0; i < sizeof fixed / sizeof *fixed; i++) {
    struct rlimit rl = {(rlim_t)fixed[i][1], (rlim_t)fixed[i][1]};
    if (setrlimit(fixed[i][0], &rl) < 0) _exit(0);
  }
  /* the request's own limits are set after the uid change, so they may only go down from here */
  static const int per_run[] = {RLIMIT_STACK, RLIMIT_FSIZE, RLIMIT_CPU};
  for (size_t i = 0; i < sizeof per_run / sizeof *per_run; i++) {
    struct rlimit rl = {RLIM_INFINITY, RLIM_INFINITY};
    if (setrlimit(per_run[i], &rl) < 0) _exit(0);
  }
  if (setgroups(0, NULL) < 0 || setresgid(uid, uid, uid) < 0 || setresuid(uid, uid, uid) < 0) _exit(0);
  if (prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) < 0) _exit(0);
  int listener = -1;
  if (!exec_page || seccomp_install(launch.profile, exec_page, &listener) < 0) _exit(0);
  /* from here on only what the program's own filter allows */
  if (send_fd_quiet(sock, listener) < 0) _exit(0);
  close(listener);
  __atomic_store_n(&launch.ready, 1, __ATOMIC_RELEASE);
  futex_wake(&launch.ready);
  while (!__atomic_load_n(&launch.go, __ATOMIC_ACQUIRE)) futex_wait(&launch.go, 0);
  struct box_run *br = launch.br;
  const struct sbx_box *b = br->box;
  box_stamp(T_PSTART);
  if (install_stdio(br->fds) < 0) die_msg(sock, "stdio: %s", strerror(errno));
  /* a file table of its own with stdio and the status socket only: init's stays as it is */
  if (sock > 3 && syscall(SYS_close_range, 3, sock - 1, CLOSE_RANGE_UNSHARE) < 0) die_msg(sock, "close_range: %s", strerror(errno));
  syscall(SYS_close_range, sock + 1, ~0U, sock > 3 ? 0 : CLOSE_RANGE_UNSHARE);
  fcntl(sock, F_SETFD, FD_CLOEXEC);
  __atomic_store_n(&launch.unshared, 1, __ATOMIC_RELEASE);
  futex_wake(&launch.unshared);
  struct rlimit rl;
  rl.rlim_cur = rl.rlim_max = b->stack_kb * 1024;
  if (setrlimit(RLIMIT_STACK, &rl) < 0) die_msg(sock, "setrlimit stack: %s", strerror(errno));
  rl.rlim_cur = rl.rlim_max = b->output_kb * 1024;
  if (setrlimit(RLIMIT_FSIZE, &rl) < 0) die_msg(sock, "setrlimit fsize: %s", strerror(errno));
  rl.rlim_cur = rl.rlim_max = b->nofile < OPEN_MAX_FDS / 4 ? OPEN_MAX_FDS / 4 : b->nofile;
  if (setrlimit(RLIMIT_NOFILE, &rl) < 0) die_msg(sock, "setrlimit nofile: %s", strerror(errno));
  rl.rlim_cur = rl.rlim_max = (b->cpu_ms + 999) / 1000 + 1; /* backstop only: the cgroup poll kills first */
  if (setrlimit(RLIMIT_CPU, &rl) < 0) die_msg(sock, "setrlimit cpu: %s", strerror(errno));
  box_stamp(T_RLIMITS);
  if (chdir(b->cwd) < 0) die_msg(sock, "chdir %s: %s", b->cwd, strerror(errno));
  char *path = random_path_copy(b->path, sock);
  box_stamp(T_EXEC);
  execve(path, b->argv, b->envp);
  die_msg(sock, "execve %s: %s", b->path, strerror(errno));
}

/* Clone the next run's launcher (init, after the worker's 'P'). */
static void launcher_spawn(int sock, enum sbx_profile profile) {
  static char lstack[PROGRAM_STACK] __attribute__((aligned(16)));
  if (launch.pid > 0 || !exec_page) return;
  launch.ready = launch.go = launch.unshared = 0;
  launch.br = NULL;
  launch.sock = sock;
  launch.profile = profile;
  pid_t pid = clone(launcher_entry, lstack + sizeof lstack, CLONE_VM | CLONE_FILES | SIGCHLD, NULL);
  launch.pid = pid > 0 ? pid : 0;
  /* Its set-up opens and closes a file (the filter's listener) in the table it shares with init.
   * Init takes the next run's files only after that: received while that close ran, they once
   * arrived crossed (stdout at a lower number than stdin) and the program wrote into its input. */
  siginfo_t si;
  while (launch.pid > 0 && !__atomic_load_n(&launch.ready, __ATOMIC_ACQUIRE)) {
    memset(&si, 0, sizeof si);
    if (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) < 0 || si.si_pid == pid) return; /* launcher_go reaps it */
    struct timespec ts = {0, 1000000};
    syscall(SYS_futex, &launch.ready, FUTEX_WAIT_PRIVATE, 0, &ts, NULL, 0);
  }
}

/* The launcher, if it is alive: hand it the request. Returns its pid, or 0 (clone one instead). */
static pid_t launcher_go(struct box_run *br) {
  pid_t pid = launch.pid;
  launch.pid = 0;
  if (pid <= 0) return 0;
  siginfo_t si;
  /* still setting up (a request can come soon after a run): wait; if it gave up, clone instead */
  while (!__atomic_load_n(&launch.ready, __ATOMIC_ACQUIRE)) {
    memset(&si, 0, sizeof si);
    if (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) < 0 || si.si_pid == pid) {
      waitpid(pid, NULL, __WALL);
      return 0;
    }
    struct timespec ts = {0, 1000000};
    syscall(SYS_futex, &launch.ready, FUTEX_WAIT_PRIVATE, 0, &ts, NULL, 0);
  }
  launch.br = br;
  __atomic_store_n(&launch.go, 1, __ATOMIC_RELEASE);
  futex_wake(&launch.go);
  /* init may close the run's files once the launcher has its own (or has died trying) */
  while (!__atomic_load_n(&launch.unshared, __ATOMIC_ACQUIRE)) {
    memset(&si, 0, sizeof si);
    if (waitid(P_PID, (id_t)pid, &si, WEXITED | WNOHANG | WNOWAIT) == 0 && si.si_pid == pid) break;
    struct timespec ts = {0, 1000000};
    syscall(SYS_futex, &launch.unshared, FUTEX_WAIT_PRIVATE, 0, &ts, NULL, 0);
  }
  return pid;
}

/* ---------------- init (pid 1 of the box's pid namespace) ---------------- */

/* 'S': the run is over and every process of it is gone. A pre-spawned init then empties /tmp and
 * sends 'C' with whether it could (it can serve another run only then). */
struct status_msg { char tag; int wstatus; struct rusage ru; };

static void init_enter_ns(int slot, int sock) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  if (slot_netns[slot] >= 0 && setns(slot_netns[slot], CLONE_NEWNET) < 0) die_msg(sock, "setns net: %s", strerror(errno));
  sethostname(HOSTNAME, sizeof HOSTNAME - 1);
  mark("i:ns");
}

/* One run of the box: its root (built in full, or only the run's own mounts for a kept init's
 * later runs), the program, and the status report once every process of the run is gone. */
static void init_run(struct box_run *br, int sock, int later_run, int stay) {
  const struct sbx_box *b = br->box;
  char err[SBX_ERR_LEN];
  if ((later_run ? rootfs_rebind(b, br->trees, err, sizeof err) : rootfs_build(b, br->trees, err, sizeof err)) < 0) die_msg(sock, "%s", err);
  /* the stdio copies stay open until init exits (see reopen_hidden): above the range closed below */
  for (int k = 0; k < br->nkeep; k++) {
    int hi = fcntl(br->keep[k], F_DUPFD_CLOEXEC, rootfs_keep_fd_min());
    if (hi >= 0) br->keep[k] = hi;
  }
  mark("i:rootfs");
  box_stamp(T_ROOTFS);
  /* the program: the launcher made ready ahead (kept boxes), else cloned now; it shares init's
   * memory until it execs (like vfork): no page tables to copy */
  pid_t pid = later_run ? launcher_go(br) : 0;
  if (pid <= 0) {
    static char stack[PROGRAM_STACK] __attribute__((aligned(16)));
    struct program_args pa = {br, sock};
    pid = clone(program_entry, stack + sizeof stack, CLONE_VM | CLONE_VFORK | SIGCHLD, &pa);
  }
  box_stamp(T_VFORKED);
  if (pid < 0) die_msg(sock, "clone program: %s", strerror(errno));
  /* hold nothing the program's peers could wait on (pipes of interactive runs, stdio files); the
   * unused system-path copies stay open until init exits (closing one waits for an RCU grace period) */
  syscall(SYS_close_range, 0, sock - 1, 0);
  syscall(SYS_close_range, sock + 1, (unsigned)rootfs_keep_fd_min() - 1, 0);
  struct status_msg m = {'S', 0, {0}};
  for (;;) {
    int st;
    struct rusage ru;
    pid_t w = wait4(-1, &st, __WALL, &ru);
    if (w < 0) {
      if (errno == EINTR) continue;
      break;
    }
    if (w == pid) {
      box_stamp(T_WAITED);
      m.wstatus = st;
      m.ru = ru;
      kill(-1, SIGKILL); /* the program ended: every process it left behind goes with it */
    }
  }
  box_stamp(T_REPORT);
  (void)!write(sock, &m, sizeof m);
  /* after the report, so that neither the run's wall time nor its CPU time (read by the worker on
   * 'S') include the clean-up; the next run must not see this one's files */
  if (stay) {
    char c[2] = {'C', (char)(rootfs_clean_tmp() == 0)};
    (void)!write(sock, c, sizeof c);
  }
}

/* ---------------- pre-spawned inits ----------------
 * Creating a process with new namespaces is the costliest step of a run that does not depend on
 * the request, so each worker keeps the next init of its slot ready: cloned right after a run ends,
 * waiting in its namespaces for the request. The request frame travels through a shared mapping,
 * the box's file descriptors (stdio, cgroup.procs) through SCM_RIGHTS with the "go" message. */

#define GO_FDS (6 + 1 + SBX_MAX_BINDS + 3) /* stdin, stdout, stderr, up to 3 cgroup.procs, work dir + bind copies, stdio copies */
struct go_msg { char tag; int box; uint32_t len; int nfds; int nprocs; int nkeep; int prejoined; uint64_t reuse; };
static char *shm_frame;          /* MAP_SHARED copy of the current request frame */
static size_t shm_cap, shm_len;
static struct { pid_t pid; int sock; int runs; uint64_t shape; struct mkey mounted[1 + SBX_MAX_BINDS]; } pre[SBX_MAX_SLOTS];
/* A slot's init runs up to this many requests in a row when they need the same root: namespaces,
 * root and init are then made once, not per run. The bound limits what a box carries from run to
 * run: its pid counter, and the memory cgroups of earlier runs that init's own pages keep alive. */
#define KEEP_RUNS 32
static int keep_runs = KEEP_RUNS; /* SANDBOX_KEEP_RUNS: 1 = a new box for every run */
static int cross_stdio_for_tests; /* SBX_TEST_CROSS_STDIO, see cross_stdio */
static int worker_slot = -1;

void box_worker_init(int slot, size_t max_frame) {
  worker_slot = slot;
  cross_stdio_for_tests = getenv("SBX_TEST_CROSS_STDIO") != NULL;
  const char *k = getenv("SANDBOX_KEEP_RUNS");
  if (k && atoi(k) >= 1 && atoi(k) <= 1000) keep_runs = atoi(k);
  cgroup_set_worker(slot);
  shm_cap = max_frame;
  shm_frame = mmap(NULL, shm_cap, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
  if (getenv("SBX_TIMING")) {
    stamps = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (stamps == MAP_FAILED) stamps = NULL;
  }
  if (shm_frame == MAP_FAILED) shm_frame = NULL;
}

static void prespawn(int slot);
/* the slot's next init, already in the next run's cgroups (v1; see cgroup.c) */
static void prespawn_joined(int slot) {
  prespawn(slot);
  if (!g_unsafe && slot >= 0 && pre[slot].pid > 0) cgroup_prejoin(slot, pre[slot].pid);
}
void box_prespawn(void) { prespawn_joined(worker_slot); }

void box_set_frame(const char *frame, size_t len) {
  if (!shm_frame || len > shm_cap) { shm_len = 0; return; }
  memcpy(shm_frame, frame, len);
  shm_len = len;
}

static int recv_fds(int sock, void *data, size_t len, int *fds, int maxfds) {
  union { struct cmsghdr h; char buf[CMSG_SPACE(sizeof(int) * GO_FDS)]; } u;
  struct iovec iov = {data, len};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.buf, .msg_controllen = sizeof u.buf};
  ssize_t n = recvmsg(sock, &mh, MSG_CMSG_CLOEXEC);
  if (n <= 0) return -1;
  int got = 0;
  for (struct cmsghdr *c = CMSG_FIRSTHDR(&mh); c; c = CMSG_NXTHDR(&mh, c))
    if (c->cmsg_type == SCM_RIGHTS) {
      got = (int)((c->cmsg_len - CMSG_LEN(0)) / sizeof(int));
      if (got > maxfds) got = maxfds;
      memcpy(fds, CMSG_DATA(c), sizeof(int) * (size_t)got);
    }
  return got;
}

/* SBX_TEST_CROSS_STDIO=1 (tests only): a kept init's stdin and stdout trade numbers before its
 * program gets them, as a close racing the arrival of the "go" message's files once left them: the
 * program must still read the run's input and write the run's output (install_stdio). */
static void cross_stdio(int fds[3]) {
  if (fds[0] != 0 || fds[1] != 1) return; /* only where the files arrived: nothing else is moved */
  int in = fcntl(0, F_DUPFD_CLOEXEC, 3);
  if (in < 0 || dup2(1, 0) < 0 || dup2(in, 1) < 0) _exit(0);
  close(in);
  fds[0] = 1;
  fds[1] = 0;
}

/* A pre-spawned init: enter the slot's namespaces, then wait for "go" and run the box; then, if
 * the worker keeps it, wait for the slot's next request, up to KEEP_RUNS runs in all. */
static void init_prespawned(int slot, int sock) {
  init_enter_ns(slot, sock);
  /* nothing of the worker's (netns fds, the last run's cgroup files) is needed from here on */
  if (sock > 3) syscall(SYS_close_range, 3, sock - 1, 0);
  syscall(SYS_close_range, sock + 1, ~0U, 0);
  char perr[SBX_ERR_LEN];
  if (rootfs_prepare(perr, sizeof perr) < 0) _exit(0); /* the worker falls back to a fresh clone */
  worker_slot_of_init = slot;
  enum sbx_profile last_profile = PROFILE_STATIC;
  for (int run = 0;; run++) {
    /* a new page per run: the execve address the filter allows changes every run */
    exec_page = random_page();
    if (exec_page) seccomp_prebuild(exec_page);
    struct go_msg g;
    int fds[GO_FDS];
    int n;
    /* 'P': this init is in the next run's cgroups, its launcher can get ready (kept boxes only) */
    while ((n = recv_fds(sock, &g, sizeof g, fds, GO_FDS)) >= 0 && g.tag == 'P')
      if (run > 0) launcher_spawn(sock, last_profile);
    if (n < 0 || g.tag != 'G' || !shm_frame || g.len > shm_cap) _exit(0); /* worker gone or idle shutdown */
    mark("i:go");
    box_stamp(T_GO);
    setpriority(PRIO_PROCESS, 0, RUN_NICE); /* cloned during the low-priority teardown */
    static char frame[1 << 20];
    static struct sbx_request req;
    if (g.len > sizeof frame) die_msg(sock, "frame too large");
    memcpy(frame, shm_frame, g.len);
    char err[SBX_ERR_LEN];
    if (parse_request(frame, g.len, &req, err, sizeof err) < 0 || g.box < 0 || g.box >= req.nboxes) die_msg(sock, "bad frame in init: %s", err);
    static struct box_run br;
    memset(&br, 0, sizeof br);
    br.box = &req.boxes[g.box];
    br.cg.version = g_cgroup_version;
    br.cg.prejoined = g.prejoined; /* then the worker sent no cgroup.procs: this init is in the cgroups */
    int np = g.nprocs < 0 || g.nprocs > 3 ? 0 : g.nprocs;
    for (int i = 0; i < 3; i++) { br.fds[i] = i < n ? fds[i] : -1; br.cg.procs_fd[i] = i < np && 3 + i < n ? fds[3 + i] : -1; }
    br.nkeep = g.nkeep < 0 || g.nkeep > 3 || g.nkeep > n - 3 - np ? 0 : g.nkeep;
    for (int k = 0; k < br.nkeep; k++) br.keep[k] = fds[n - br.nkeep + k];
    /* trees[t] = -1: what /box (t = 0) or bind t - 1 shows stays as it was (only in later runs) */
    int got = n - 3 - np - br.nkeep, want = 0;
    uint64_t reuse = run > 0 ? g.reuse : 0;
    br.ntrees = 1 + br.box->nbinds;
    for (int t = 0; t < br.ntrees; t++) br.trees[t] = reuse >> t & 1 ? -1 : want < got ? fds[3 + np + want++] : -1;
    if (want != got || br.ntrees - __builtin_popcountll(reuse) != got) die_msg(sock, "box set-up: %d mount copies received, %d expected", got, br.ntrees - __builtin_popcountll(reuse));
    for (int i = 0; i < 3 + np; i++) fcntl(fds[i], F_SETFD, 0);
    if (run > 0 && cross_stdio_for_tests) cross_stdio(br.fds);
    last_profile = br.box->profile;
    init_run(&br, sock, run > 0, 1);
    /* the verdict is out: dropping the stdio copies waits for RCU grace periods (the run's other
     * fds were closed in init_run) */
    for (int k = 0; k < br.nkeep; k++) close(br.keep[k]);
    if (exec_page) munmap(exec_page, 4096);
    exec_page = NULL;
  }
}

static void prespawn(int slot) {
  if (g_unsafe || slot < 0 || pre[slot].pid > 0 || !shm_frame) return;
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0) return;
  fcntl(sv[1], F_SETFD, 0);
  unsigned long flags = SIGCHLD | CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWUTS | (slot_netns[slot] < 0 ? CLONE_NEWNET : 0);
  pid_t pid = (pid_t)syscall(SYS_clone, flags, NULL, NULL, NULL, 0);
  if (pid < 0) { close(sv[0]); close(sv[1]); return; }
  if (pid == 0) {
    close(sv[0]);
    init_prespawned(slot, sv[1]);
    _exit(0);
  }
  close(sv[1]);
  pre[slot].pid = pid;
  pre[slot].sock = sv[0];
  pre[slot].runs = 0;
  /* it was cloned during the low-priority teardown; waiting at nice -10 it wakes up promptly */
  setpriority(PRIO_PROCESS, (id_t)pid, RUN_NICE);
}

/* What a box's root must show: the profile's file-system class and each bind's destination and
 * kind (a file cannot be mounted on a directory). A kept init takes the request only if its
 * first run had the same shape. */
static uint64_t box_shape(const struct sbx_box *b, const struct stat *st) {
  uint64_t h = 1469598103934665603ull;
#define MIX(byte) (h = (h ^ (uint8_t)(byte)) * 1099511628211ull)
  MIX(rootfs_class(b->profile));
  MIX(profile_filter(b->profile)); /* the filter variant the next program gets (its launcher's) */
  for (int i = 0; i < b->nbinds; i++) {
    MIX(S_ISDIR(st[1 + i].st_mode) ? 'd' : 'f');
    for (const char *c = b->binds[i].dst; *c; c++) MIX(*c);
    MIX(0);
  }
#undef MIX
  return h;
}

/* The kept init of a slot cannot serve this request: it goes, and is waited for, so that it
 * neither holds a process of the run's cgroups nor races the fresh one. */
static void discard_prespawned(int slot) {
  if (pre[slot].pid <= 0) return;
  if (!g_unsafe) cgroup_evict(slot, pre[slot].pid);
  kill(pre[slot].pid, SIGKILL);
  while (waitpid(pre[slot].pid, NULL, __WALL) < 0 && errno == EINTR) {}
  close(pre[slot].sock);
  pre[slot].pid = 0;
}

/* Hand the request to the slot's waiting init. 0 on success; -1: use a fresh clone instead. */
static int use_prespawned(struct box_run *br, int box_index) {
  int slot = br->box->slot;
  if (g_unsafe || pre[slot].pid <= 0 || shm_len == 0) return -1;
  pid_t pid = pre[slot].pid;
  int sock = pre[slot].sock;
  pre[slot].pid = 0;
  int fds[GO_FDS], n = 0;
  for (int i = 0; i < 3; i++) fds[n++] = br->fds[i];
  int np = br->cg.prejoined ? 0 : br->cg.version == 1 ? 3 : 1;
  for (int c = 0; c < np; c++) fds[n++] = br->cg.procs_fd[c];
  for (int t = 0; t < br->ntrees; t++) if (br->trees[t] >= 0) fds[n++] = br->trees[t];
  for (int k = 0; k < br->nkeep; k++) fds[n++] = br->keep[k];
  struct go_msg g = {'G', box_index, (uint32_t)shm_len, n, np, br->nkeep, br->cg.prejoined, br->reuse};
  union { struct cmsghdr h; char buf[CMSG_SPACE(sizeof(int) * GO_FDS)]; } u;
  memset(&u, 0, sizeof u);
  struct iovec iov = {&g, sizeof g};
  struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.buf, .msg_controllen = CMSG_SPACE(sizeof(int) * (size_t)n)};
  struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
  c->cmsg_level = SOL_SOCKET;
  c->cmsg_type = SCM_RIGHTS;
  c->cmsg_len = CMSG_LEN(sizeof(int) * (size_t)n);
  memcpy(CMSG_DATA(c), fds, sizeof(int) * (size_t)n);
  br->start = now_us();
  if (sendmsg(sock, &mh, MSG_NOSIGNAL) < 0) { /* it died meanwhile */
    kill(pid, SIGKILL);
    waitpid(pid, NULL, __WALL);
    close(sock);
    return -1;
  }
  br->init = pid;
  br->sock = sock;
  br->started = 1;
  br->pidfd = -1;
  br->kept_init = 1;
  br->init_runs = pre[slot].runs;
  mark("clone");
  return 0;
}

/* ---------------- job side ---------------- */

/* Inits that reported their program's end are exiting on their own (their mount namespace's
 * teardown takes a while): they are reaped later so the next request does not wait for it. */
#define MAX_EXITING 64
static pid_t exiting[MAX_EXITING];

static void reap_exiting(int block) {
  for (int i = 0; i < MAX_EXITING; i++) {
    if (!exiting[i]) continue;
    int st;
    pid_t r = waitpid(exiting[i], &st, __WALL | (block ? 0 : WNOHANG));
    if (r == exiting[i] || (r < 0 && errno == ECHILD)) exiting[i] = 0;
  }
}

static void defer_reap(pid_t pid) {
  for (int pass = 0; pass < 2; pass++) {
    for (int i = 0; i < MAX_EXITING; i++) if (!exiting[i]) { exiting[i] = pid; return; }
    reap_exiting(1); /* table full: wait for the oldest ones */
  }
}

/* /proc/self/fd/N of a file opened on the host shows its host path (the test data's location)
 * inside the box. Reopened through a detached copy of the file itself (open_tree of the open fd,
 * so no path is looked up twice), it shows "/" instead. The copy must stay referenced until the
 * run is over: dropping it unmounts it, which waits for an RCU grace period, so it travels to the
 * box's init, which drops it when it exits, after the verdict. Best effort: on any failure the
 * plain fd is kept. */
static void reopen_hidden(struct box_run *br, int i) {
  struct stat st;
  if (br->nkeep >= 3 || fstat(br->fds[i], &st) < 0 || !S_ISREG(st.st_mode)) return;
  int t = open_tree(br->fds[i], "", OPEN_TREE_CLONE | OPEN_TREE_CLOEXEC | AT_EMPTY_PATH);
  if (t < 0) return;
  char p[64];
  snprintf(p, sizeof p, "/proc/self/fd/%d", t);
  int fd = open(p, (i == 0 ? O_RDONLY : O_WRONLY) | O_CLOEXEC);
  if (fd < 0) { close(t); return; }
  close(br->fds[i]);
  br->fds[i] = fd;
  br->keep[br->nkeep++] = t;
}

static int open_stdio(struct box_run *br, struct sbx_result *r) {
  struct sbx_box *b = br->box;
  const char *paths[3] = {b->stdin_path, b->stdout_path, b->stderr_path};
  for (int i = 0; i < 3; i++) {
    int pipefd = i == 0 ? b->pipe_in : i == 1 ? b->pipe_out : -1;
    if (pipefd >= 0) { br->fds[i] = pipefd; continue; }
    const char *p = paths[i] ? paths[i] : "/dev/null";
    /* stderr to stdout's file (a compile log): the same open file, so one offset, as 2>&1. Two
     * opens had two offsets, and a compiler writing to both (mcs) overwrote its own error text. */
    if (i == 2 && paths[2] && paths[1] && b->pipe_out < 0 && !strcmp(paths[1], paths[2])) {
      br->fds[2] = fcntl(br->fds[1], F_DUPFD_CLOEXEC, 3);
      if (br->fds[2] < 0) { set_error(r, "dup stdout: %s", strerror(errno)); return -1; }
      continue;
    }
    if (!paths[i]) { /* a copy of the worker's own /dev/null: a dup is cheaper than an open */
      static int null_fd[2] = {-1, -1};
      int w = i > 0;
      if (null_fd[w] < 0) null_fd[w] = open("/dev/null", (w ? O_WRONLY : O_RDONLY) | O_CLOEXEC);
      br->fds[i] = null_fd[w] < 0 ? -1 : fcntl(null_fd[w], F_DUPFD_CLOEXEC, 3);
      if (br->fds[i] < 0) { set_error(r, "open /dev/null: %s", strerror(errno)); return -1; }
      continue;
    }
    /* O_NOFOLLOW: a previous box may have left a symlink where the judge expects a file */
    int fl = i == 0 ? O_RDONLY : O_WRONLY | O_CREAT | O_TRUNC;
    br->fds[i] = open(p, fl | O_CLOEXEC | (paths[i] ? O_NOFOLLOW : 0), 0644);
    if (br->fds[i] < 0) { set_error(r, "open %s: %s", p, strerror(errno)); return -1; }
    if (i > 0 && paths[i] && !g_unsafe) (void)!fchown(br->fds[i], g_uid_base + b->slot, g_uid_base + b->slot);
    if (paths[i] && !g_unsafe) reopen_hidden(br, i);
  }
  /* fds must not be close-on-exec for init/program: they are dup2'ed onto 0..2 in the program */
  return 0;
}

/* The files a run may write in a work dir it cannot otherwise change: regular files with one link
 * (a name an earlier run of the same dir turned into a link, a FIFO or a directory is refused, and
 * no link is followed), made empty if missing, kept as they are otherwise, owned by the slot uid. */
static int prepare_wfiles(const struct sbx_box *b, struct sbx_result *r) {
  if (!b->nwfiles) return 0;
  int dfd = open(b->workdir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (dfd < 0) { set_error(r, "open workdir %s: %s", b->workdir, strerror(errno)); return -1; }
  uid_t uid = (uid_t)(g_uid_base + b->slot);
  for (int i = 0; i < b->nwfiles; i++) {
    int fd = openat(dfd, b->wfiles[i], O_WRONLY | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0600);
    struct stat fst;
    const char *why = fd < 0 ? strerror(errno)
                      : fstat(fd, &fst) < 0 ? strerror(errno)
                      : !S_ISREG(fst.st_mode) || fst.st_nlink != 1 ? "not a regular file with one link"
                      : !g_unsafe && (fchown(fd, uid, uid) < 0 || fchmod(fd, 0600) < 0) ? strerror(errno)
                      : NULL;
    if (fd >= 0) close(fd);
    if (why) { set_error(r, "writable file %s: %s", b->wfiles[i], why); close(dfd); return -1; }
  }
  close(dfd);
  return 0;
}

static void close_trees(struct box_run *br) {
  for (int t = 0; t < br->ntrees; t++) if (br->trees[t] >= 0) close(br->trees[t]);
  br->ntrees = 0;
  for (int k = 0; k < br->nkeep; k++) close(br->keep[k]);
  br->nkeep = 0;
}

static int start_box(struct box_run *br, int box_index) {
  struct sbx_box *b = br->box;
  struct sbx_result *r = br->res;
  br->listener = -1;
  br->sock = -1;
  br->fds[0] = br->fds[1] = br->fds[2] = -1;
  if (open_stdio(br, r) < 0) return -1;
  mark("stdio");
  struct stat st[1 + SBX_MAX_BINDS];
  int nsrc = 1 + b->nbinds;
  if (!g_unsafe) {
    char err[SBX_ERR_LEN];
    for (int t = 0; t < nsrc; t++) {
      struct mkey *k = &br->keys[t];
      memset(&st[t], 0, sizeof st[t]);
      k->valid = stat(t ? b->binds[t - 1].src : b->workdir, &st[t]) == 0; /* a failure shows below */
      k->dev = st[t].st_dev;
      k->ino = st[t].st_ino;
      k->rw = t ? b->binds[t - 1].writable : b->workdir_writable;
    }
    int kept = b->slot == worker_slot && b->slot >= 0 && pre[b->slot].pid > 0 && pre[b->slot].runs > 0;
    if (b->slot == worker_slot && b->slot >= 0 && pre[b->slot].pid > 0) {
      br->shape = box_shape(b, st);
      if (kept && pre[b->slot].shape != br->shape) { discard_prespawned(b->slot); kept = 0; }
    }
    /* what the kept init shows already is not copied again (a judge's cases share work dir and binds) */
    for (int t = 0; kept && t < nsrc; t++) {
      const struct mkey *k = &br->keys[t], *m = &pre[b->slot].mounted[t];
      if (k->valid && m->valid && k->dev == m->dev && k->ino == m->ino && k->rw == m->rw) br->reuse |= 1ull << t;
    }
    pid_t waiting = b->slot == worker_slot && b->slot >= 0 ? pre[b->slot].pid : 0;
    if (cgroup_prepare(&br->cg, b->slot, b, waiting, err, sizeof err) < 0) { set_error(r, "%s", err); return -1; }
    mark("cgroup");
    /* the work dir belongs to the slot's uid for the run; 0700 keeps other slots out. With named
     * writable files it stays root's (the slot's group may read it) and only those are the slot's. */
    uid_t uid = (uid_t)(g_uid_base + b->slot);
    uid_t owner = b->nwfiles ? 0 : uid;
    mode_t mode = b->nwfiles ? 0750 : 0700;
    int owned = br->keys[0].valid && st[0].st_uid == owner && st[0].st_gid == uid && (st[0].st_mode & 07777) == mode;
    if (!owned && (chown(b->workdir, owner, uid) < 0 || chmod(b->workdir, mode) < 0)) {
      set_error(r, "prepare workdir %s: %s", b->workdir, strerror(errno));
      return -1;
    }
  }
  if (prepare_wfiles(b, r) < 0) return -1;
  if (!g_unsafe) { /* the init no longer sees the host: it gets detached copies of what /box shows */
    br->ntrees = nsrc;
    for (int t = 0; t < nsrc; t++) br->trees[t] = -1;
    for (int t = 0; t < nsrc; t++) {
      if (br->reuse >> t & 1) continue;
      const char *src = t ? b->binds[t - 1].src : b->workdir;
      br->trees[t] = rootfs_copy(src);
      if (br->trees[t] < 0) { set_error(r, "bind source %s: %s", src, strerror(errno)); return -1; }
    }
    mark("copies");
  }
  if (use_prespawned(br, box_index) == 0) { close_trees(br); return 0; }
  /* the waiting init is gone: the fresh one's program must join the cgroups itself, and its root
   * needs every copy */
  if (!g_unsafe && br->cg.prejoined) {
    char err[SBX_ERR_LEN];
    if (cgroup_unprejoin(&br->cg, err, sizeof err) < 0) { set_error(r, "%s", err); return -1; }
  }
  for (int t = 0; !g_unsafe && t < br->ntrees; t++) {
    if (br->trees[t] >= 0) continue;
    const char *src = t ? b->binds[t - 1].src : b->workdir;
    br->trees[t] = rootfs_copy(src);
    if (br->trees[t] < 0) { set_error(r, "bind source %s: %s", src, strerror(errno)); return -1; }
  }
  br->reuse = 0;
  int sv[2];
  if (socketpair(AF_UNIX, SOCK_SEQPACKET | SOCK_CLOEXEC, 0, sv) < 0) { set_error(r, "socketpair: %s", strerror(errno)); return -1; }
  /* the box end must survive into init and program (it is made close-on-exec just before execve) */
  fcntl(sv[1], F_SETFD, 0);
  unsigned long flags = SIGCHLD;
  if (!g_unsafe) flags |= CLONE_NEWNS | CLONE_NEWPID | CLONE_NEWIPC | CLONE_NEWUTS | (slot_netns[b->slot] < 0 ? CLONE_NEWNET : 0);
  br->start = now_us();
  pid_t pid = (pid_t)syscall(SYS_clone, flags, NULL, NULL, NULL, 0);
  if (pid < 0) { set_error(r, "clone: %s", strerror(errno)); close(sv[0]); close(sv[1]); return -1; }
  if (pid == 0) {
    close(sv[0]);
    for (int i = 0; i < 3; i++) fcntl(br->fds[i], F_SETFD, 0);
    if (g_unsafe) program_main(br, sv[1]);
    init_enter_ns(b->slot, sv[1]);
    init_run(br, sv[1], 0, 0);
    _exit(0);
  }
  mark("clone");
  br->init = pid;
  br->sock = sv[0];
  br->started = 1;
  close(sv[1]);
  close_trees(br); /* the init has its own references */
  br->pidfd = g_unsafe ? (int)syscall(SYS_pidfd_open, pid, 0) : -1;
  return 0;
}

/* How long a kept init gets to report after its run's processes were killed before it is killed too */
#define SPARE_INIT_US 200000
static void kill_box(struct box_run *br) {
  if (!br->started || br->finished) return;
  uint64_t now = now_us();
  if (!br->killed_at) br->killed_at = now;
  /* a kept init reaps the killed processes and reports as usual, and stays for the next run */
  if (br->kept_init && !g_unsafe && br->cg.cpu_fd > 0 && now - br->killed_at < SPARE_INIT_US) {
    br->cg.init_pid = br->init;
    br->cg.spare_init = 1;
    cgroup_kill_all(&br->cg);
    return;
  }
  br->cg.spare_init = 0;
  if (br->kept_init && !g_unsafe) cgroup_evict(br->box->slot, br->init);
  kill(br->init, SIGKILL);
  /* and every process of the box at once: the pid namespace only dies after init has closed its
   * files, and dropping its unused mount copies waits for RCU grace periods (tens of ms on a busy
   * host) during which threads at the CPU limit would keep running */
  if (!g_unsafe && br->cg.cpu_fd > 0) cgroup_kill_all(&br->cg);
}

/* After the verdict: init's word on /tmp ('C'), which comes right after its report. */
static int await_clean(struct box_run *br) {
  if (br->have_clean) return br->clean; /* it came with the report */
  struct pollfd pf = {br->sock, POLLIN, 0};
  char c[2];
  if (poll(&pf, 1, 2000) != 1 || recv(br->sock, c, sizeof c, 0) != 2 || c[0] != 'C') return 0;
  br->have_clean = 1;
  br->clean = c[1] == 1;
  return br->clean;
}

static void handle_sock(struct box_run *br) {
  for (;;) {
    union { struct cmsghdr h; char buf[CMSG_SPACE(sizeof(int))]; } u;
    char data[sizeof(struct status_msg) + SBX_ERR_LEN];
    struct iovec iov = {data, sizeof data};
    struct msghdr mh = {.msg_iov = &iov, .msg_iovlen = 1, .msg_control = u.buf, .msg_controllen = sizeof u.buf};
    ssize_t n = recvmsg(br->sock, &mh, MSG_DONTWAIT | MSG_CMSG_CLOEXEC);
    if (n < 0 && (errno == EAGAIN || errno == EINTR)) return;
    if (n <= 0) { /* init is gone (unsafe mode: the program exec'ed; its pidfd tells when it ends) */
      if (g_unsafe) { br->sock = -1; return; }
      if (!br->finished) { br->finished = 1; br->end = now_us(); }
      return;
    }
    if (data[0] == 'L') {
      mark("exec");
      struct cmsghdr *c = CMSG_FIRSTHDR(&mh);
      if (c && c->cmsg_type == SCM_RIGHTS) {
        if (br->listener >= 0) close(br->listener); /* a launcher that gave up sent one too */
        memcpy(&br->listener, CMSG_DATA(c), sizeof(int));
      }
    } else if (data[0] == 'C' && n == 2) {
      br->have_clean = 1;
      br->clean = data[1] == 1;
    } else if (data[0] == 'E') {
      data[n < (ssize_t)sizeof data ? n : (ssize_t)sizeof data - 1] = 0;
      set_error(br->res, "%s", data + 1);
    } else if (data[0] == 'S' && n == sizeof(struct status_msg)) {
      struct status_msg m;
      memcpy(&m, data, sizeof m);
      br->wstatus = m.wstatus;
      br->ru = m.ru;
      br->have_status = 1;
      mark("status");
      if (!br->finished) { br->finished = 1; br->end = now_us(); }
    }
  }
}

/* POLLIN: a thread is blocked in a forbidden syscall. POLLHUP: every task using the filter is gone
 * (the program exited), which is not an event. */
static void handle_listener(struct box_run *br, short revents) {
  if (revents & POLLIN) {
    struct seccomp_notif n;
    memset(&n, 0, sizeof n);
    if (ioctl(br->listener, SECCOMP_IOCTL_NOTIF_RECV, &n) == 0) {
      br->res->syscall = n.data.nr;
      br->res->killed_se = 1;
      kill_box(br);
      return;
    }
  }
  if (revents & (POLLHUP | POLLERR | POLLNVAL)) {
    close(br->listener);
    br->listener = -1;
  }
}

static void handle_pidfd(struct box_run *br) {
  if (wait4(br->init, &br->wstatus, __WALL | WNOHANG, &br->ru) != br->init) return;
  br->have_status = 1;
  br->finished = 1;
  br->end = now_us();
  br->init = 0;
}

static uint64_t rusage_us(const struct timeval *tv) { return (uint64_t)tv->tv_sec * 1000000u + (uint64_t)tv->tv_usec; }

static void decide(struct box_run *br) {
  struct sbx_box *b = br->box;
  struct sbx_result *r = br->res;
  r->wall_us = br->end - br->start;
  r->utime_us = rusage_us(&br->ru.ru_utime);
  r->stime_us = rusage_us(&br->ru.ru_stime);
  r->maxrss_kb = (uint64_t)br->ru.ru_maxrss;
  if (g_unsafe) {
    r->cpu_us = r->utime_us + r->stime_us;
    r->peak_kb = r->maxrss_kb;
  }
  if (br->have_status) {
    if (WIFEXITED(br->wstatus)) { r->exited = 1; r->exit_code = WEXITSTATUS(br->wstatus); }
    else if (WIFSIGNALED(br->wstatus)) r->signal = WTERMSIG(br->wstatus);
  } else if (br->started) r->signal = SIGKILL;
  for (int i = 1; i < 3; i++) {
    struct stat st;
    if (br->fds[i] >= 0 && fstat(br->fds[i], &st) == 0 && S_ISREG(st.st_mode) && (uint64_t)st.st_size >= b->output_kb * 1024)
      r->output_exceeded = 1;
  }
  if (r->signal == SIGXFSZ) r->output_exceeded = 1;
  int abnormal = r->signal != 0 || r->exit_code != 0;
  if (r->error[0] && !r->killed_se && !r->killed_cpu && !r->killed_wall) r->status = ST_IE;
  else if (r->killed_se || r->signal == SIGSYS) r->status = ST_SE;
  else if (r->killed_cpu || r->cpu_us > b->cpu_ms * 1000 || r->signal == SIGXCPU) r->status = ST_TLE;
  else if (r->killed_wall) r->status = ST_TLE;
  else if (r->oom_kills > 0 || (abnormal && r->peak_kb * 100 >= b->mem_kb * 98)) r->status = ST_MLE;
  else if (r->output_exceeded) r->status = ST_OLE;
  else if (abnormal) r->status = ST_RE;
  else r->status = ST_OK;
}

void run_boxes(struct sbx_request *req, struct sbx_result *res, void (*emit)(const struct sbx_request *, const struct sbx_result *)) {
  mark("job");
  worker_priority(1);
  reap_exiting(0);
  struct box_run br[SBX_MAX_BOXES];
  memset(br, 0, sizeof br);
  int n = req->nboxes;
  int pipes[2][2] = {{-1, -1}, {-1, -1}};
  for (int i = 0; i < n; i++) {
    memset(&res[i], 0, sizeof res[i]);
    res[i].syscall = -1;
    br[i].box = &req->boxes[i];
    br[i].res = &res[i];
    br[i].sock = br[i].listener = br[i].pidfd = -1;
    br[i].fds[0] = br[i].fds[1] = br[i].fds[2] = -1;
    br[i].cg.cpu_fd = -1;
  }
  if (req->interactive) {
    /* pipes[0]: solution stdout -> interactor stdin; pipes[1]: interactor stdout -> solution stdin */
    if (pipe2(pipes[0], O_CLOEXEC) < 0 || pipe2(pipes[1], O_CLOEXEC) < 0) { set_error(&res[0], "pipe: %s", strerror(errno)); goto out; }
    req->boxes[0].pipe_out = pipes[0][1];
    req->boxes[1].pipe_in = pipes[0][0];
    req->boxes[1].pipe_out = pipes[1][1];
    req->boxes[0].pipe_in = pipes[1][0];
  }
  for (int i = 0; i < n; i++)
    if (start_box(&br[i], i) < 0) goto out;
  for (int p = 0; p < 2; p++) for (int e = 0; e < 2; e++) if (pipes[p][e] >= 0) { close(pipes[p][e]); pipes[p][e] = -1; }
  for (int i = 0; i < n; i++) {
    /* pipe ends were closed above; the stdin file is not needed any more */
    if (br[i].box->pipe_in < 0 && br[i].fds[0] >= 0) close(br[i].fds[0]);
    br[i].fds[0] = -1;
    if (br[i].box->pipe_out >= 0) br[i].fds[1] = -1;
  }
  uint64_t grace_deadline = 0;
  for (;;) {
    int all_done = 1;
    uint64_t now = now_us(), timeout = POLL_MAX_US;
    for (int i = 0; i < n; i++) {
      struct box_run *b = &br[i];
      if (b->finished) continue;
      all_done = 0;
      uint64_t cpu_limit = b->box->cpu_ms * 1000, wall_limit = b->box->wall_ms * 1000;
      if (!g_unsafe) {
        uint64_t cpu = cgroup_cpu_us(&b->cg);
        if (cpu > cpu_limit) { b->res->killed_cpu = 1; kill_box(b); }
        else {
          /* CPU cannot grow faster than ncpu x wall: sleep no longer than that takes to hit the limit */
          uint64_t t = (cpu_limit - cpu) / (uint64_t)g_ncpu;
          if (t < timeout) timeout = t;
        }
      }
      if (now - b->start > wall_limit) { b->res->killed_wall = 1; kill_box(b); }
      else if (b->killed_at) kill_box(b); /* a spared init that has not reported in time goes too */
      else if (wall_limit - (now - b->start) < timeout) timeout = wall_limit - (now - b->start);
    }
    if (req->interactive && br[1].finished && !br[0].finished) {
      if (!grace_deadline) grace_deadline = now + req->grace_ms * 1000;
      if (now >= grace_deadline) { br[0].res->killed_wall = 1; kill_box(&br[0]); }
      else if (grace_deadline - now < timeout) timeout = grace_deadline - now;
    }
    if (all_done) break;
    if (timeout < POLL_MIN_US) timeout = POLL_MIN_US;
    struct pollfd pf[2 * SBX_MAX_BOXES];
    int np = 0, idx[2 * SBX_MAX_BOXES], kind[2 * SBX_MAX_BOXES];
    for (int i = 0; i < n; i++) {
      if (br[i].finished) continue;
      if (br[i].pidfd >= 0) { pf[np] = (struct pollfd){br[i].pidfd, POLLIN, 0}; idx[np] = i; kind[np++] = 2; }
      pf[np] = (struct pollfd){br[i].sock, POLLIN, 0}; idx[np] = i; kind[np++] = 0;
      if (br[i].listener >= 0) { pf[np] = (struct pollfd){br[i].listener, POLLIN, 0}; idx[np] = i; kind[np++] = 1; }
    }
    struct timespec ts = {(time_t)(timeout / 1000000), (long)(timeout % 1000000) * 1000};
    if (ppoll(pf, (nfds_t)np, &ts, NULL) <= 0) continue;
    for (int k = 0; k < np; k++) {
      if (!pf[k].revents) continue;
      if (kind[k] == 1) handle_listener(&br[idx[k]], pf[k].revents);
      else if (kind[k] == 2) handle_pidfd(&br[idx[k]]);
      else if (!g_unsafe || (pf[k].revents & POLLIN)) handle_sock(&br[idx[k]]);
    }
  }
out:
  /* 1. every box has ended: killed ones are reaped (their pid namespace is gone with them); a box
   *    that reported its status has no process left but its init, which is exiting by itself */
  for (int i = 0; i < n; i++) {
    struct box_run *b = &br[i];
    if (b->started && b->init > 0 && !b->have_status) {
      b->kept_init = 0; /* no report: init goes with the rest, and is waited for */
      kill_box(b);
      int st;
      while (waitpid(b->init, &st, __WALL) < 0 && errno == EINTR) {}
      b->init = 0;
      if (!b->end) b->end = now_us();
      mark("reaped");
    }
    if (!g_unsafe && b->cg.cpu_fd > 0) {
      /* a report means init waited for every other process: only init can be left */
      b->cg.spare_init = b->kept_init && b->have_status;
      if (b->cg.spare_init) b->cg.init_pid = b->init;
      else {
        if (b->kept_init && b->init > 0) cgroup_evict(b->box->slot, b->init); /* it goes: see cgroup_evict */
        cgroup_kill_all(&b->cg);
      }
      cgroup_collect(&b->cg, b->res);
    }
    decide(b);
  }
  mark("collected");
  print_stamps(br[0].start);
  /* 2. the verdict goes out before the slower teardown (namespace exit, cgroup removal), which
   *    runs at low priority so it does not delay the client reading it on a busy machine */
  emit(req, res);
  worker_priority(0);
  for (int i = 0; i < n; i++) {
    struct box_run *b = &br[i];
    int slot = b->box->slot;
    if (b->kept_init && b->have_status && b->init > 0 && b->init_runs + 1 < keep_runs && slot == worker_slot && pre[slot].pid <= 0 &&
        await_clean(b)) {
      /* the slot's next request goes to this init if it needs the same root */
      pre[slot].pid = b->init;
      pre[slot].sock = b->sock;
      pre[slot].runs = b->init_runs + 1;
      pre[slot].shape = b->shape;
      memcpy(pre[slot].mounted, b->keys, sizeof b->keys);
      b->init = 0;
      b->sock = -1;
    }
    if (b->started && b->init > 0) {
      if (b->kept_init && !g_unsafe) cgroup_evict(slot, b->init); /* it exits by itself: not in a later run */
      defer_reap(b->init);
    }
    if (b->sock >= 0) close(b->sock);
    if (b->listener >= 0) close(b->listener);
    if (b->pidfd >= 0) close(b->pidfd);
    close_trees(b);
    for (int f = 0; f < 3; f++) {
      int is_pipe = (f == 0 && b->box->pipe_in >= 0) || (f == 1 && b->box->pipe_out >= 0);
      if (b->fds[f] >= 0 && !is_pipe) close(b->fds[f]);
    }
  }
  for (int p = 0; p < 2; p++) for (int e = 0; e < 2; e++) if (pipes[p][e] >= 0) close(pipes[p][e]);
  /* 3. the next init first (after the run's fds are closed, so it inherits none of them): it
   *    builds its common root while the cgroups are tidied, and is ready when the next request
   *    comes, which on a busy host is often before this teardown would otherwise have ended */
  prespawn(worker_slot);
  mark("prespawned");
  for (int i = 0; i < n; i++)
    if (!g_unsafe && br[i].cg.cpu_fd > 0) cgroup_release(&br[i].cg);
  if (!g_unsafe && worker_slot >= 0 && pre[worker_slot].pid > 0 && cgroup_prejoin(worker_slot, pre[worker_slot].pid) == 0 &&
      pre[worker_slot].runs > 0) {
    struct go_msg pm = {'P', 0, 0, 0, 0, 0, 0, 0}; /* its launcher may start (see launchers) */
    (void)!send(pre[worker_slot].sock, &pm, sizeof pm, MSG_DONTWAIT | MSG_NOSIGNAL);
  }
  mark("cg-released");
  setpriority(PRIO_PROCESS, 0, RUN_NICE); /* wake up promptly for the next request */
  mark("released");
}
