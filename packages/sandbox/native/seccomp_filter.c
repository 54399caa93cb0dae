/* Per-profile seccomp allow-lists, written as classic BPF by hand (no libseccomp).
 * Anything not allowed goes to SECCOMP_RET_USER_NOTIF: the thread blocks before the syscall runs
 * and the job, which holds the listener fd, reads the syscall number, kills the box and reports
 * SE with that number. Non-x86_64 ABIs (int 0x80 i386) and x32 numbers are killed outright. */
#define _GNU_SOURCE
#include "sbx.h"
#include <errno.h>
#include <linux/audit.h>
#include <linux/filter.h>
#include <linux/seccomp.h>
#include <sched.h>
#include <stddef.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <termios.h>
#include <unistd.h>
#include <fcntl.h>
#include <sys/socket.h>

#define X32_SYSCALL_BIT 0x40000000u
#define MAX_INSNS 1024
#define NS_CLONE_FLAGS (CLONE_NEWNS | CLONE_NEWUTS | CLONE_NEWIPC | CLONE_NEWUSER | CLONE_NEWPID | CLONE_NEWNET | CLONE_NEWCGROUP | 0x80 /* CLONE_NEWTIME */)

static const char *names[PROFILE_COUNT] = {"static", "native", "python", "jvm", "node", "go", "compiler", "checker",
                                            "pypy", "php", "ruby", "mono"};

const char *profile_name(enum sbx_profile p) { return names[p]; }
int profile_from_name(const char *s) {
  for (int i = 0; i < PROFILE_COUNT; i++) if (!strcmp(s, names[i])) return i;
  return -1;
}
/* The filter variant of a profile: the minimal one for programs that run on libc alone (compiled
 * C/C++/Rust/Pascal, testlib checkers and interactors, CPython), the runtime one for managed
 * runtimes with event loops and helper threads, the compiler one for compilers. */
enum filter_variant profile_filter(enum sbx_profile p) {
  switch (p) {
  case PROFILE_COMPILER: return FILTER_COMPILER;
  case PROFILE_STATIC: case PROFILE_NATIVE: case PROFILE_CHECKER: case PROFILE_PYTHON: return FILTER_MINIMAL;
  default: return FILTER_RUNTIME;
  }
}

/* Allowed for every profile: file I/O on already-reachable paths, memory, signals to itself and
 * its own pid namespace, time, threads' plumbing. Everything touching other namespaces, the
 * kernel's global state, other users' processes or new kernel objects is absent. */
static const int base_allow[] = {
  SYS_read, SYS_write, SYS_readv, SYS_writev, SYS_pread64, SYS_pwrite64, SYS_preadv, SYS_pwritev,
  SYS_preadv2, SYS_pwritev2, SYS_lseek, SYS_close, SYS_dup, SYS_dup2, SYS_dup3, SYS_open, SYS_openat,
  SYS_stat, SYS_fstat, SYS_lstat, SYS_newfstatat, SYS_statx, SYS_access, SYS_faccessat,
#ifdef SYS_faccessat2
  SYS_faccessat2,
#endif
  SYS_readlink, SYS_readlinkat, SYS_getcwd, SYS_chdir, SYS_fchdir, SYS_getdents, SYS_getdents64,
  SYS_brk, SYS_mmap, SYS_munmap, SYS_mremap, SYS_mprotect, SYS_madvise, SYS_mincore, SYS_msync,
  SYS_exit, SYS_exit_group, SYS_rt_sigaction, SYS_rt_sigprocmask, SYS_rt_sigreturn, SYS_rt_sigpending,
  SYS_rt_sigtimedwait, SYS_rt_sigsuspend, SYS_sigaltstack, SYS_futex,
#ifdef SYS_futex_waitv
  SYS_futex_waitv,
#endif
  SYS_set_robust_list, SYS_get_robust_list, SYS_set_tid_address, SYS_rseq, SYS_arch_prctl,
  SYS_getrandom, SYS_uname, SYS_sysinfo, SYS_clock_gettime, SYS_clock_getres, SYS_clock_nanosleep,
  SYS_nanosleep, SYS_gettimeofday, SYS_time, SYS_times, SYS_getrusage, SYS_sched_yield,
  SYS_sched_getaffinity, SYS_sched_getparam, SYS_sched_getscheduler, SYS_sched_get_priority_max,
  SYS_sched_get_priority_min, SYS_getpid, SYS_gettid, SYS_getppid, SYS_getuid, SYS_geteuid, SYS_getgid,
  SYS_getegid, SYS_getgroups, SYS_getresuid, SYS_getresgid, SYS_getpgrp, SYS_getpgid, SYS_getsid,
  SYS_getrlimit, SYS_setrlimit, SYS_prlimit64, SYS_restart_syscall, SYS_poll, SYS_ppoll, SYS_select,
  SYS_pselect6, SYS_kill, SYS_tgkill, SYS_tkill, SYS_umask, SYS_pipe, SYS_pipe2,
  SYS_mkdir, SYS_mkdirat, SYS_rmdir, SYS_unlink, SYS_unlinkat, SYS_rename, SYS_renameat, SYS_renameat2,
  SYS_ftruncate, SYS_truncate, SYS_fsync, SYS_fdatasync, SYS_fadvise64, SYS_fallocate, SYS_chmod,
  SYS_fchmod, SYS_fchmodat, SYS_utimensat, SYS_sendmsg, SYS_recvmsg, SYS_membarrier,
  SYS_pkey_alloc, SYS_pkey_free, SYS_pkey_mprotect, SYS_capget, SYS_get_mempolicy, SYS_getcpu,
  SYS_getpriority, SYS_setpriority, SYS_wait4, SYS_waitid, SYS_getitimer, SYS_setitimer, SYS_alarm,
  SYS_timer_create, SYS_timer_settime, SYS_timer_gettime, SYS_timer_getoverrun, SYS_timer_delete,
  SYS_sched_setaffinity,
#ifdef SYS_close_range
  SYS_close_range,
#endif
  /* socket calls on fds the box can have: an AF_UNIX socketpair where the filter variant allows
   * one (below); without one they fail as on any non-socket fd */
  SYS_setsockopt, SYS_getsockopt, SYS_getsockname, SYS_shutdown, SYS_sendto, SYS_recvfrom,
  SYS_sendfile, SYS_copy_file_range, SYS_sync_file_range, SYS_pause,
  /* keeps the thread's policy and only sets its priority: box threads are SCHED_OTHER (the worker's
   * SCHED_RESET_ON_FORK, real-time policies refused below, RLIMIT_RTPRIO 0 for the slot uid), where
   * the only valid priority is 0, so this can change nothing */
  SYS_sched_setparam,
};

/* Runtimes' plumbing, in the filters of the runtime and compiler variants only: event loops and
 * their fds (JVM, Node, Go, Mono, libuv…), in-memory files, pipe splicing. The minimal variant
 * (compiled C/C++/Rust/Pascal, checkers, CPython) answers them ENOSYS: that kernel code stays out
 * of reach of the programs that never need it, and a library probing one still gets an error. */
static const int runtime_allow[] = {
  SYS_epoll_create, SYS_epoll_create1, SYS_epoll_ctl, SYS_epoll_wait, SYS_epoll_pwait,
#ifdef SYS_epoll_pwait2
  SYS_epoll_pwait2,
#endif
  SYS_eventfd2, SYS_timerfd_create, SYS_timerfd_settime, SYS_timerfd_gettime, SYS_signalfd4,
  SYS_memfd_create, SYS_splice, SYS_tee,
};

/* Compilers spawn their pipeline (cpp/cc1/as/collect2/ld) and make links and temp files. */
static const int compiler_allow[] = {
  SYS_fork, SYS_vfork, SYS_execve, SYS_link, SYS_linkat, SYS_symlink, SYS_symlinkat, SYS_fchown,
  SYS_chown, SYS_lchown, SYS_fchownat, SYS_utime, SYS_utimes, SYS_futimesat, SYS_setpgid, SYS_setsid,
};

/* Calls answered with an error instead of killing: runtimes probe them and cope. */
static const struct { int nr; int err; } errno_list[] = {
  {SYS_socket, EACCES},    /* JVM probes nscd; no network exists anyway */
  {SYS_flock, EPERM},      /* locks on shared read-only inodes are a cross-box side channel */
#ifdef SYS_clone3
  {SYS_clone3, ENOSYS},    /* flags live in memory where BPF cannot check them; glibc falls back to clone */
#endif
  {SYS_mbind, EPERM}, {SYS_set_mempolicy, EPERM}, {SYS_mlock, EPERM}, {SYS_mlockall, EPERM}, {SYS_munlock, EPERM},
  {SYS_munlockall, EPERM}, {SYS_personality, EPERM},
};

static const unsigned ioctl_allow[] = {TCGETS, TIOCGWINSZ, FIONBIO, FIOCLEX, FIONCLEX, FIONREAD, TIOCGPGRP};
static const unsigned prctl_allow[] = {PR_SET_NAME, PR_GET_NAME, PR_GET_DUMPABLE, PR_SET_VMA, PR_GET_NO_NEW_PRIVS,
                                       PR_SET_PDEATHSIG, PR_GET_SECCOMP, PR_CAPBSET_READ, PR_GET_TIMERSLACK};
static const unsigned fcntl_locks[] = {F_GETLK, F_SETLK, F_SETLKW, F_OFD_GETLK, F_OFD_SETLK, F_OFD_SETLKW};
static const unsigned unix_only[] = {AF_UNIX};
/* sched_setscheduler: only the time-sharing policies, which cannot take CPU from anyone beyond
 * what nice 0 gets (priority must be 0); real-time policies are EPERM. Runtimes (Mono) set their
 * threads' policy/priority and, when refused, print a warning on stdout. SCHED_RESET_ON_FORK
 * (0x40000000) may be or'ed into the policy: it is masked off before the comparison. */
#define SCHED_RESET_ON_FORK_BIT 0x40000000u
static const unsigned sched_fair[] = {SCHED_OTHER, SCHED_BATCH, SCHED_IDLE};
#define COUNT(a) (int)(sizeof(a) / sizeof *(a))

#define ARG_LO(i) (offsetof(struct seccomp_data, args) + (i) * 8)
#define ARG_HI(i) (offsetof(struct seccomp_data, args) + (i) * 8 + 4)

/* What a syscall number leads to. Leaves of the search tree below. */
enum kind { K_ALLOW, K_ERRNO, K_CLONE, K_EXECVE_SELF, K_IOCTL, K_PRCTL, K_FCNTL, K_SOCKETPAIR, K_SCHED_POLICY };
struct rule { int nr; enum kind kind; int err; };

struct prog { struct sock_filter f[MAX_INSNS]; int n; int procs; uint64_t exec_ptr; };

static void emit(struct prog *p, struct sock_filter s) { if (p->n < MAX_INSNS) p->f[p->n++] = s; }
#define STMT(c, k) emit(p, (struct sock_filter)BPF_STMT(c, k))
#define JUMP(c, k, t, f) emit(p, (struct sock_filter)BPF_JUMP(c, k, t, f))
#define RET(v) STMT(BPF_RET | BPF_K, v)
#define LOAD(off) STMT(BPF_LD | BPF_W | BPF_ABS, off)
#define NOTIFY SECCOMP_RET_USER_NOTIF

/* arg (low 32 bits) in vals -> allow, else -> other. Always returns. */
static void arg_in_list(struct prog *p, int arg, const unsigned *vals, int nvals, unsigned in, unsigned other) {
  LOAD(ARG_LO(arg));
  for (int i = 0; i < nvals; i++) { JUMP(BPF_JMP | BPF_JEQ | BPF_K, vals[i], 0, 1); RET(in); }
  RET(other);
}

/* The instructions run once the syscall number matched; every path returns. */
static void emit_action(struct prog *p, const struct rule *r) {
  switch (r->kind) {
  case K_ALLOW: RET(SECCOMP_RET_ALLOW); break;
  case K_ERRNO: RET(SECCOMP_RET_ERRNO | (unsigned)r->err); break;
  case K_CLONE: /* threads always; new processes only for compilers; never new namespaces */
    LOAD(ARG_LO(0));
    JUMP(BPF_JMP | BPF_JSET | BPF_K, NS_CLONE_FLAGS, 1, 0);
    JUMP(BPF_JMP | BPF_JSET | BPF_K, p->procs ? 0xffffffffu : CLONE_THREAD, 1, 0);
    RET(NOTIFY);
    RET(SECCOMP_RET_ALLOW);
    break;
  case K_EXECVE_SELF: /* only the runner's own execve: the path pointer sits at a random address
                       * placed right before exec; after exec that memory is gone */
    LOAD(ARG_LO(0));
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)p->exec_ptr, 0, 2);
    LOAD(ARG_HI(0));
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)(p->exec_ptr >> 32), 1, 0);
    RET(NOTIFY);
    RET(SECCOMP_RET_ALLOW);
    break;
  case K_IOCTL: arg_in_list(p, 1, ioctl_allow, COUNT(ioctl_allow), SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO | ENOTTY); break;
  case K_PRCTL: arg_in_list(p, 0, prctl_allow, COUNT(prctl_allow), SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO | EINVAL); break;
  case K_FCNTL: arg_in_list(p, 1, fcntl_locks, COUNT(fcntl_locks), SECCOMP_RET_ERRNO | EPERM, SECCOMP_RET_ALLOW); break;
  case K_SOCKETPAIR: arg_in_list(p, 0, unix_only, COUNT(unix_only), SECCOMP_RET_ALLOW, SECCOMP_RET_ERRNO | EACCES); break;
  case K_SCHED_POLICY: /* policy = arg 1 (int); the high word of a 64-bit register is ignored by the kernel */
    LOAD(ARG_LO(1));
    STMT(BPF_ALU | BPF_AND | BPF_K, ~SCHED_RESET_ON_FORK_BIT);
    for (int i = 0; i < COUNT(sched_fair); i++) { JUMP(BPF_JMP | BPF_JEQ | BPF_K, sched_fair[i], 0, 1); RET(SECCOMP_RET_ALLOW); }
    RET(SECCOMP_RET_ERRNO | EPERM);
    break;
  }
}

/* Always-allowed calls are looked up in a bitmap (16 words of 32 bits for numbers 0..511):
 *   X = nr & 31;  for each word w, in order: if nr < 32(w+1): allowed iff (mask_w >> X) & 1.
 * Loading a filter costs time in proportion to its length (the kernel converts and JITs it), ~0.7 us
 * per instruction on these VMs: a plain chain of one comparison per call was ~620 instructions and
 * ~0.5 ms per run; this layout is four instructions per bitmap word. */
#define BITMAP_WORDS 16
/* Emits the bitmap; returns the index of the shared "not in bitmap" jump to patch. */
static int emit_bitmap(struct prog *p, const uint32_t *mask) {
  int last = -1;
  for (int w = 0; w < BITMAP_WORDS; w++) if (mask[w]) last = w;
  STMT(BPF_ALU | BPF_AND | BPF_K, 31);
  STMT(BPF_MISC | BPF_TAX, 0); /* X = nr & 31 */
  LOAD(offsetof(struct seccomp_data, nr));
  int words = last + 1;
  /* layout: words x [JGE bound; LD mask; RSH X; JSET 1 -> allow | -> miss], RET ALLOW, JA miss */
  for (int w = 0; w < words; w++) {
    int after = (words - 1 - w) * 4; /* instructions of the later words */
    /* nr >= bound: try the next word (A still holds nr); the last word falls to the miss jump */
    JUMP(BPF_JMP | BPF_JGE | BPF_K, (unsigned)(w + 1) * 32, w == words - 1 ? 4 : 3, 0);
    STMT(BPF_LD | BPF_IMM, mask[w]);
    STMT(BPF_ALU | BPF_RSH | BPF_X, 0);
    JUMP(BPF_JMP | BPF_JSET | BPF_K, 1, (unsigned char)after, (unsigned char)(after + 1));
  }
  RET(SECCOMP_RET_ALLOW);
  int miss = p->n;
  STMT(BPF_JMP | BPF_JA, 0);
  return miss;
}

/* Special rules: a chain of comparisons, each followed by its self-contained action. */
static void emit_specials(struct prog *p, const struct rule *r, int n) {
  STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr));
  for (int i = 0; i < n; i++) {
    struct prog tmp;
    tmp.n = 0; tmp.procs = p->procs; tmp.exec_ptr = p->exec_ptr;
    emit_action(&tmp, &r[i]);
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)r[i].nr, 0, (unsigned char)tmp.n);
    for (int k = 0; k < tmp.n; k++) emit(p, tmp.f[k]);
  }
  RET(NOTIFY);
}

static int by_nr(const void *a, const void *b) { return ((const struct rule *)a)->nr - ((const struct rule *)b)->nr; }

/* Builds the filter of one variant (see profile_filter) for an execve path pointer. 0 or -E2BIG. */
static int build(struct prog *p, enum filter_variant variant, const char *exec_path) {
  static struct rule rules[512];
  p->n = 0;
  p->procs = variant == FILTER_COMPILER;
  p->exec_ptr = (uint64_t)(uintptr_t)exec_path;
  int nr = 0;
  for (int i = 0; i < COUNT(base_allow); i++) rules[nr++] = (struct rule){base_allow[i], K_ALLOW, 0};
  if (p->procs) for (int i = 0; i < COUNT(compiler_allow); i++) rules[nr++] = (struct rule){compiler_allow[i], K_ALLOW, 0};
  else rules[nr++] = (struct rule){SYS_execve, K_EXECVE_SELF, 0};
  for (int i = 0; i < COUNT(runtime_allow); i++)
    rules[nr++] = variant == FILTER_MINIMAL ? (struct rule){runtime_allow[i], K_ERRNO, ENOSYS} : (struct rule){runtime_allow[i], K_ALLOW, 0};
  for (int i = 0; i < COUNT(errno_list); i++) rules[nr++] = (struct rule){errno_list[i].nr, K_ERRNO, errno_list[i].err};
  rules[nr++] = (struct rule){SYS_clone, K_CLONE, 0};
  rules[nr++] = (struct rule){SYS_ioctl, K_IOCTL, 0};
  rules[nr++] = (struct rule){SYS_prctl, K_PRCTL, 0};
  rules[nr++] = (struct rule){SYS_fcntl, K_FCNTL, 0};
  /* an AF_UNIX socketpair reaches nothing outside (the JDK's NIO makes one to pre-close fds); the
   * minimal variant refuses it like socket(); only Mono sets its threads' scheduling policy */
  rules[nr++] = variant == FILTER_MINIMAL ? (struct rule){SYS_socketpair, K_ERRNO, EACCES} : (struct rule){SYS_socketpair, K_SOCKETPAIR, 0};
  rules[nr++] = variant == FILTER_MINIMAL ? (struct rule){SYS_sched_setscheduler, K_ERRNO, EPERM} : (struct rule){SYS_sched_setscheduler, K_SCHED_POLICY, 0};
  qsort(rules, (size_t)nr, sizeof *rules, by_nr);
  int w = 0; /* drop duplicates, keeping the first */
  for (int i = 0; i < nr; i++) if (w == 0 || rules[w - 1].nr != rules[i].nr) rules[w++] = rules[i];
  nr = w;
  uint32_t mask[BITMAP_WORDS] = {0};
  static struct rule special[128];
  int ns = 0;
  for (int i = 0; i < nr; i++) {
    if (rules[i].kind == K_ALLOW && rules[i].nr < BITMAP_WORDS * 32) mask[rules[i].nr / 32] |= 1u << (rules[i].nr % 32);
    else if (ns < 128) special[ns++] = rules[i];
  }

  /* Loading the filter makes the kernel build its per-syscall "always allowed" cache by emulating
   * the filter for every syscall number of every ABI, about 30 us of the ~80 us a load took here.
   * Its emulator gives up at the first load it cannot evaluate, so the filter starts with one (the
   * value is overwritten at once). Measured: no difference in the cost of an allowed syscall. */
  LOAD(offsetof(struct seccomp_data, instruction_pointer));
  /* native ABI only: i386 (int 0x80) and x32 numbers are killed outright */
  LOAD(offsetof(struct seccomp_data, arch));
  JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0);
  RET(SECCOMP_RET_KILL_PROCESS);
  LOAD(offsetof(struct seccomp_data, nr));
  JUMP(BPF_JMP | BPF_JGE | BPF_K, X32_SYSCALL_BIT, 0, 1);
  RET(SECCOMP_RET_KILL_PROCESS);
  int miss = emit_bitmap(p, mask);
  p->f[miss].k = (unsigned)(p->n - miss - 1); /* the specials follow right away: 0 */
  emit_specials(p, special, ns);
  return p->n >= MAX_INSNS ? -E2BIG : 0;
}

/* Every variant, built ahead of the request by a pre-spawned init (whose memory the program
 * shares until it execs), for the exec path page that init reserved. */
static struct prog built[FILTER_VARIANTS];
static int built_ok[FILTER_VARIANTS];

void seccomp_prebuild(const char *exec_path) {
  for (int v = 0; v < FILTER_VARIANTS; v++) built_ok[v] = build(&built[v], (enum filter_variant)v, exec_path) == 0;
}

int seccomp_install(enum sbx_profile prof, const char *exec_path, int *listener) {
  enum filter_variant v = profile_filter(prof);
  struct prog *p = &built[v];
  if (!built_ok[v] || p->exec_ptr != (uint64_t)(uintptr_t)exec_path) {
    int e = build(p, v, exec_path);
    if (e < 0) return e;
    built_ok[v] = 1;
  }
  struct sock_fprog fp = {.len = (unsigned short)p->n, .filter = p->f};
  long fd = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, &fp);
  if (fd < 0) return -errno;
  *listener = (int)fd;
  return 0;
}
