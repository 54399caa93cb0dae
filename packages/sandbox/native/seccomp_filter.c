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

static const char *names[PROFILE_COUNT] = {"static", "native", "python", "jvm", "node", "go", "compiler", "checker"};

const char *profile_name(enum sbx_profile p) { return names[p]; }
int profile_from_name(const char *s) {
  for (int i = 0; i < PROFILE_COUNT; i++) if (!strcmp(s, names[i])) return i;
  return -1;
}
int profile_allows_processes(enum sbx_profile p) { return p == PROFILE_COMPILER; }

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
  SYS_pselect6, SYS_kill, SYS_tgkill, SYS_tkill, SYS_umask, SYS_pipe, SYS_pipe2, SYS_eventfd2,
  SYS_epoll_create, SYS_epoll_create1, SYS_epoll_ctl, SYS_epoll_wait, SYS_epoll_pwait,
#ifdef SYS_epoll_pwait2
  SYS_epoll_pwait2,
#endif
  SYS_mkdir, SYS_mkdirat, SYS_rmdir, SYS_unlink, SYS_unlinkat, SYS_rename, SYS_renameat, SYS_renameat2,
  SYS_ftruncate, SYS_truncate, SYS_fsync, SYS_fdatasync, SYS_fadvise64, SYS_fallocate, SYS_chmod,
  SYS_fchmod, SYS_fchmodat, SYS_utimensat, SYS_sendmsg, SYS_recvmsg, SYS_membarrier, SYS_memfd_create,
  SYS_pkey_alloc, SYS_pkey_free, SYS_pkey_mprotect, SYS_capget, SYS_get_mempolicy, SYS_getcpu,
  SYS_getpriority, SYS_setpriority, SYS_wait4, SYS_waitid, SYS_getitimer, SYS_setitimer, SYS_alarm,
  SYS_timer_create, SYS_timer_settime, SYS_timer_gettime, SYS_timer_getoverrun, SYS_timer_delete,
  SYS_timerfd_create, SYS_timerfd_settime, SYS_timerfd_gettime, SYS_signalfd4, SYS_sched_setaffinity,
#ifdef SYS_close_range
  SYS_close_range,
#endif
  /* an unnamed AF_UNIX socketpair reaches nothing (the JDK's NIO makes one to pre-close fds);
   * socketpair itself is checked for AF_UNIX below */
  SYS_setsockopt, SYS_getsockopt, SYS_getsockname, SYS_shutdown, SYS_sendto, SYS_recvfrom,
  SYS_sendfile, SYS_copy_file_range, SYS_splice, SYS_tee, SYS_sync_file_range, SYS_pause,
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
  {SYS_mbind, EPERM}, {SYS_set_mempolicy, EPERM}, {SYS_sched_setscheduler, EPERM},
  {SYS_sched_setparam, EPERM}, {SYS_mlock, EPERM}, {SYS_mlockall, EPERM}, {SYS_munlock, EPERM},
  {SYS_munlockall, EPERM}, {SYS_personality, EPERM},
};

static const unsigned ioctl_allow[] = {TCGETS, TIOCGWINSZ, FIONBIO, FIOCLEX, FIONCLEX, FIONREAD, TIOCGPGRP};
static const unsigned prctl_allow[] = {PR_SET_NAME, PR_GET_NAME, PR_GET_DUMPABLE, PR_SET_VMA, PR_GET_NO_NEW_PRIVS,
                                       PR_SET_PDEATHSIG, PR_GET_SECCOMP, PR_CAPBSET_READ, PR_GET_TIMERSLACK};
static const unsigned fcntl_locks[] = {F_GETLK, F_SETLK, F_SETLKW, F_OFD_GETLK, F_OFD_SETLK, F_OFD_SETLKW};

#define ARG_LO(i) (offsetof(struct seccomp_data, args) + (i) * 8)
#define ARG_HI(i) (offsetof(struct seccomp_data, args) + (i) * 8 + 4)

struct prog { struct sock_filter f[MAX_INSNS]; int n; };

static void emit(struct prog *p, struct sock_filter s) { if (p->n < MAX_INSNS) p->f[p->n++] = s; }
#define STMT(c, k) emit(p, (struct sock_filter)BPF_STMT(c, k))
#define JUMP(c, k, t, f) emit(p, (struct sock_filter)BPF_JUMP(c, k, t, f))
#define RET(v) STMT(BPF_RET | BPF_K, v)
#define LOAD_NR() STMT(BPF_LD | BPF_W | BPF_ABS, offsetof(struct seccomp_data, nr))
#define LOAD(off) STMT(BPF_LD | BPF_W | BPF_ABS, off)

/* if (nr == n) { <block of len instructions, must return> } */
#define IF_NR(n, len) JUMP(BPF_JMP | BPF_JEQ | BPF_K, (unsigned)(n), 0, (len))

static void allow_nr(struct prog *p, int nr) { IF_NR(nr, 1); RET(SECCOMP_RET_ALLOW); }

/* nr with argument `arg` (low 32 bits) in a list -> allow, else -> `other` */
static void arg_in_list(struct prog *p, int nr, int arg, const unsigned *vals, int nvals, unsigned other) {
  IF_NR(nr, (unsigned char)(1 + 2 * nvals + 1));
  LOAD(ARG_LO(arg));
  for (int i = 0; i < nvals; i++) { JUMP(BPF_JMP | BPF_JEQ | BPF_K, vals[i], 0, 1); RET(SECCOMP_RET_ALLOW); }
  RET(other);
}

int seccomp_install(enum sbx_profile prof, const char *exec_path, int *listener) {
  static struct prog prog;
  struct prog *p = &prog;
  p->n = 0;
  const unsigned NOTIFY = SECCOMP_RET_USER_NOTIF;
  int procs = profile_allows_processes(prof);

  /* 1. native ABI only: i386 (int 0x80) is killed, x32 numbers are killed */
  LOAD(offsetof(struct seccomp_data, arch));
  JUMP(BPF_JMP | BPF_JEQ | BPF_K, AUDIT_ARCH_X86_64, 1, 0);
  RET(SECCOMP_RET_KILL_PROCESS);
  LOAD_NR();
  JUMP(BPF_JMP | BPF_JGE | BPF_K, X32_SYSCALL_BIT, 0, 1);
  RET(SECCOMP_RET_KILL_PROCESS);

  /* 2. plain allow-list (most frequent calls first: read/write/mmap are at the front) */
  for (size_t i = 0; i < sizeof base_allow / sizeof *base_allow; i++) allow_nr(p, base_allow[i]);
  if (procs) for (size_t i = 0; i < sizeof compiler_allow / sizeof *compiler_allow; i++) allow_nr(p, compiler_allow[i]);

  /* 3. calls with argument checks */
  /* clone: threads always; new processes only for compilers; never new namespaces */
  IF_NR(SYS_clone, 5);
  LOAD(ARG_LO(0));
  JUMP(BPF_JMP | BPF_JSET | BPF_K, NS_CLONE_FLAGS, 1, 0);
  JUMP(BPF_JMP | BPF_JSET | BPF_K, procs ? 0xffffffffu : CLONE_THREAD, 1, 0);
  RET(NOTIFY);
  RET(SECCOMP_RET_ALLOW);
  /* note: the JSET with all bits accepts any non-namespace clone for compilers, including flags 0 */
  if (!procs) {
    /* execve only of the program itself: the path pointer was placed by the runner at a random
     * address right before exec; after exec that memory is gone */
    uint64_t ptr = (uint64_t)(uintptr_t)exec_path;
    IF_NR(SYS_execve, 6);
    LOAD(ARG_LO(0));
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)ptr, 0, 2);
    LOAD(ARG_HI(0));
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, (uint32_t)(ptr >> 32), 1, 0);
    RET(NOTIFY);
    RET(SECCOMP_RET_ALLOW);
  }
  static const unsigned unix_only[] = {AF_UNIX};
  arg_in_list(p, SYS_socketpair, 0, unix_only, 1, SECCOMP_RET_ERRNO | EACCES);
  arg_in_list(p, SYS_ioctl, 1, ioctl_allow, sizeof ioctl_allow / sizeof *ioctl_allow, SECCOMP_RET_ERRNO | ENOTTY);
  arg_in_list(p, SYS_prctl, 0, prctl_allow, sizeof prctl_allow / sizeof *prctl_allow, SECCOMP_RET_ERRNO | EINVAL);
  /* fcntl: everything except record locks */
  IF_NR(SYS_fcntl, (unsigned char)(1 + 2 * (sizeof fcntl_locks / sizeof *fcntl_locks) + 1));
  LOAD(ARG_LO(1));
  for (size_t i = 0; i < sizeof fcntl_locks / sizeof *fcntl_locks; i++) {
    JUMP(BPF_JMP | BPF_JEQ | BPF_K, fcntl_locks[i], 0, 1);
    RET(SECCOMP_RET_ERRNO | EPERM);
  }
  RET(SECCOMP_RET_ALLOW);
  LOAD_NR();

  /* 4. polite refusals */
  for (size_t i = 0; i < sizeof errno_list / sizeof *errno_list; i++) {
    IF_NR(errno_list[i].nr, 1);
    RET(SECCOMP_RET_ERRNO | (unsigned)errno_list[i].err);
  }

  /* 5. everything else: report and kill */
  RET(NOTIFY);
  if (p->n >= MAX_INSNS) return -E2BIG;

  struct sock_fprog fp = {.len = (unsigned short)p->n, .filter = p->f};
  long fd = syscall(SYS_seccomp, SECCOMP_SET_MODE_FILTER, SECCOMP_FILTER_FLAG_NEW_LISTENER, &fp);
  if (fd < 0) return -errno;
  *listener = (int)fd;
  return 0;
}
