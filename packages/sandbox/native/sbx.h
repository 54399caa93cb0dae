/* Shared declarations of the sandbox runner (sbx-runner).
 * Process shape ("box"):
 *   slot worker (host namespaces, root) -> init (pid 1 of a new pid ns, root, private root fs)
 *                                       -> program (slot uid, rlimits, seccomp, execve).
 * The daemon forks one worker per slot; the worker runs that slot's requests one after another,
 * polls the cgroups and decides the verdicts. An init serves up to 32 consecutive requests of the
 * same shape (kept boxes, box.c). */
#ifndef SBX_H
#define SBX_H

#include <stdint.h>
#include <sys/types.h>
#include <sys/resource.h>

#define SBX_MAX_ARGS 256
#define SBX_MAX_ENV 128
#define SBX_MAX_BINDS 32
#define SBX_MAX_WFILES 8          /* files a run may write in a work dir it cannot otherwise change */
#define SBX_MAX_BOXES 2          /* single run, or solution + interactor */
#define SBX_MAX_SLOTS 64
#define SBX_UID_BASE 60000       /* default: slot N runs as uid/gid 60000 + N (SANDBOX_UID_BASE overrides) */
#define SBX_ERR_LEN 200          /* error messages are truncated so a result line stays < PIPE_BUF */

/* Syscall profiles: which seccomp allow-list and which read-only binds a box gets. */
enum sbx_profile {
  PROFILE_STATIC,   /* static binary: no /usr at all */
  PROFILE_NATIVE,   /* dynamically linked C/C++/Rust/Pascal: /usr, threads */
  PROFILE_PYTHON,   /* CPython */
  PROFILE_JVM,      /* Java: threads, /proc, /etc/java-17-openjdk */
  PROFILE_NODE,     /* Node.js: threads, epoll, /proc */
  PROFILE_GO,       /* Go runtime: threads */
  PROFILE_COMPILER, /* gcc/g++/javac/...: new processes and execve allowed */
  PROFILE_CHECKER,  /* testlib checkers / interactors: like NATIVE */
  PROFILE_PYPY,     /* PyPy 3: /usr, threads (JIT, GC) */
  PROFILE_PHP,      /* PHP CLI: /usr */
  PROFILE_RUBY,     /* CRuby: /usr, its timer thread */
  PROFILE_MONO,     /* Mono (C#): /usr, /proc, /etc/mono, threads with SCHED_OTHER priorities */
  PROFILE_COUNT
};

struct sbx_bind {
  char *src;  /* host path */
  char *dst;  /* absolute path inside the box */
  int writable;
};

/* One box = one sandboxed program. Strings point into the request frame buffer. */
struct sbx_box {
  enum sbx_profile profile;
  int slot;
  char *path;               /* executable, path inside the box */
  char *argv[SBX_MAX_ARGS + 1];
  int argc;
  char *envp[SBX_MAX_ENV + 1];
  int envc;
  char *cwd;                /* inside the box, default /box */
  char *workdir;            /* host dir mounted at /box */
  int workdir_writable;      /* /box mounted read-write (set too when wfiles are named) */
  /* Only these files of the work dir may be written (plain names): the runner makes them (if
   * missing) owned by the slot uid; the directory stays root's (0750, group = slot), so the
   * program can create, remove or rename nothing in it. A total cap on what /box can take. */
  char *wfiles[SBX_MAX_WFILES];
  int nwfiles;
  char *stdin_path, *stdout_path, *stderr_path; /* host files; NULL = /dev/null */
  struct sbx_bind binds[SBX_MAX_BINDS];
  int nbinds;
  uint64_t cpu_ms;          /* CPU time limit of the whole tree */
  uint64_t wall_ms;         /* wall clock limit */
  uint64_t mem_kb;          /* memory cgroup limit */
  uint64_t stack_kb;        /* RLIMIT_STACK; 0 = same as memory */
  uint64_t output_kb;       /* RLIMIT_FSIZE: max size of any file the program writes */
  uint64_t tmp_kb;          /* size of the fresh /tmp tmpfs */
  uint64_t nproc;           /* pids.max: processes + threads */
  uint64_t nofile;          /* RLIMIT_NOFILE */
  /* wiring for interactive runs: fds created by the job, -1 when unused */
  int pipe_in, pipe_out;
};

struct sbx_request {
  char *id;
  int interactive;          /* boxes[0] = solution, boxes[1] = interactor */
  uint64_t grace_ms;        /* interactive: how long the solution may live after the interactor ended */
  struct sbx_box boxes[SBX_MAX_BOXES];
  int nboxes;
};

enum sbx_status { ST_OK, ST_TLE, ST_MLE, ST_OLE, ST_RE, ST_SE, ST_IE };

struct sbx_result {
  enum sbx_status status;
  int exited;               /* 1: exited normally, exit_code valid */
  int exit_code;
  int signal;               /* terminating signal, 0 if none */
  int syscall;              /* forbidden syscall number for SE, -1 otherwise */
  uint64_t cpu_us;          /* cgroup CPU usage (all processes, user+sys) */
  uint64_t wall_us;
  uint64_t peak_kb;         /* cgroup peak memory */
  uint64_t maxrss_kb;       /* ru_maxrss of the program (raw, for debugging) */
  uint64_t utime_us, stime_us; /* rusage of the program + reaped children */
  uint64_t oom_kills;       /* OOM kills inside the box's cgroup during the run */
  uint64_t pids_max_hits;   /* fork/clone failures because of pids.max */
  int killed_cpu, killed_wall, killed_se; /* we killed the box for that reason */
  int output_exceeded;      /* SIGXFSZ or an output file at the cap */
  char error[SBX_ERR_LEN];  /* internal error or exec failure message */
};

/* ---- util.c ---- */
uint64_t now_us(void);
int write_str(const char *path, const char *s);           /* 0 or -errno */
int write_u64(const char *path, uint64_t v);
int read_u64_fd(int fd, uint64_t *v);                      /* pread from offset 0 */
int read_file(const char *path, char *buf, size_t cap);    /* bytes or -errno */
uint64_t read_keyed_u64(const char *path, const char *key); /* "key N" lines; 0 if absent */
int mkdir_p(const char *path, mode_t mode);
void json_str(char **p, char *end, const char *s);
void die_msg(int fd, const char *fmt, ...) __attribute__((noreturn, format(printf, 2, 3)));
void set_error(struct sbx_result *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* ---- protocol.c ---- */
extern uint64_t g_frame_recv_us;
int parse_request(char *buf, size_t len, struct sbx_request *req, char *err, size_t errlen);
size_t format_result(const struct sbx_request *req, const struct sbx_result *res, char *out, size_t cap);

/* ---- cgroup.c: v1 and v2 behind one interface ---- */
struct sbx_cgroup {
  int version;                 /* 1 or 2 */
  int slot;
  char dir[3][512];            /* v1: memory, pids, cpuacct dirs; v2: dir[0] only */
  int procs_fd[3];             /* cgroup.procs of each dir, opened O_WRONLY; program writes "0" */
  int cpu_fd;                  /* cpuacct.usage (ns) or cpu.stat (usage_usec) */
  int peak_fd, oom_fd, pev_fd; /* v1, when opened ahead: max_usage_in_bytes, oom_control, pids.events; else -1 */
  uint64_t oom_before, pids_before;
  uint64_t cpu_base_ns;        /* v1: cpuacct.usage when the run started (a pre-joined init's set-up is not the run's) */
  int prejoined;               /* v1: the pre-spawned init is already in these cgroups; the program inherits them */
  pid_t init_pid;              /* that init: killed with the rest but not waited for once it reported */
  int spare_init;              /* ...or not killed at all: it stays for the slot's next run */
  int shared_fds;              /* v1: cpu_fd and pev_fd belong to the worker (release leaves them open) */
};
int cgroup_detect(char *why, size_t whylen);                  /* 1, 2, or 0 with reason */
int cgroup_init_slots(int nslots, char *why, size_t whylen);  /* create the per-daemon hierarchy */
int cgroup_prepare(struct sbx_cgroup *cg, int slot, const struct sbx_box *box, pid_t init_pid, char *err, size_t errlen); /* init_pid: the pre-spawned init the run will use, or 0 */
void cgroup_set_worker(int worker);                           /* per worker process: names its run cgroups */
int cgroup_prejoin(int slot, pid_t pid);
void cgroup_evict(int slot, pid_t pid);                       /* v1: an init that is not kept leaves the worker's cgroups */
int cgroup_unprejoin(struct sbx_cgroup *cg, char *err, size_t errlen); /* the pre-joined init is gone: the program joins */                      /* v1: put a pre-spawned init into the next run's cgroups */
uint64_t cgroup_cpu_us(struct sbx_cgroup *cg);
void cgroup_kill_all(struct sbx_cgroup *cg);                  /* SIGKILL every process left, wait until empty */
void cgroup_collect(struct sbx_cgroup *cg, struct sbx_result *r);
void cgroup_release(struct sbx_cgroup *cg);
void cgroup_cleanup(void);
int cgroup_join(const struct sbx_cgroup *cg);                 /* called by the program itself */

/* ---- rootfs.c ---- */
int rootfs_daemon_init(char *why, size_t whylen);             /* private mount ns for the daemon */
int rootfs_prepare(char *err, size_t errlen);  /* box-independent part incl. pivot_root, ahead of time */
int rootfs_build(const struct sbx_box *box, const int *trees, char *err, size_t errlen); /* trees: see rootfs_copy */
int rootfs_copy(const char *host_path);        /* detached copy (open_tree) of a host path, in the worker */
int rootfs_attach(int tree, const char *dst, int writable, char *err, size_t errlen);
int rootfs_keep_fd_min(void);                  /* init keeps fds from here up (system-path copies) */
int rootfs_class(enum sbx_profile p);          /* profiles with this number show the same file system */
int rootfs_rebind(const struct sbx_box *box, const int *trees, char *err, size_t errlen); /* a kept box's next run; trees[t] = -1: unchanged */
int rootfs_clean_tmp(void);                    /* empty /tmp after a run; 0 when it is empty */

/* ---- seccomp_filter.c ---- */
int seccomp_install(enum sbx_profile p, const char *exec_path, int *listener); /* 0 or -errno */
void seccomp_prebuild(const char *exec_path);  /* every filter variant, ahead of the request */
/* seccomp filter variants: what a profile's programs may call beyond the common allow-list */
enum filter_variant { FILTER_MINIMAL, FILTER_RUNTIME, FILTER_COMPILER, FILTER_VARIANTS };
enum filter_variant profile_filter(enum sbx_profile p);
const char *profile_name(enum sbx_profile p);
int profile_from_name(const char *s);

/* ---- box.c ---- */
enum { T_GO, T_BINDS, T_PIVOT, T_ROOTFS, T_PSTART, T_CGJOIN, T_RLIMITS, T_IDS, T_FILTER, T_EXEC, T_VFORKED, T_WAITED, T_REPORT, T_COUNT };
void box_stamp(int step);        /* SBX_TIMING only: time of a set-up step inside the box */
struct sbx_box_run;              /* opaque state of one running box */
int netns_init_slots(int nslots, char *why, size_t whylen);
void box_worker_init(int slot, size_t max_frame);   /* per worker: shared frame buffer */
void box_set_frame(const char *frame, size_t len);  /* before parsing: pre-spawned inits read it */
void box_prespawn(void);                           /* make the worker's slot's next init ready */
void run_boxes(struct sbx_request *req, struct sbx_result *res, void (*emit)(const struct sbx_request *, const struct sbx_result *));

/* ---- global config (main.c) ---- */
extern int g_unsafe;             /* SANDBOX_UNSAFE=1: no isolation at all, development only */
extern int g_cgroup_version;
extern int g_nslots;
extern long g_ncpu;
extern int g_uid_base;            /* first slot uid; daemons sharing a host should use distinct ranges */

#endif
