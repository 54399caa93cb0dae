/* Control groups, v1 and v2 behind one interface.
 * v1 (memory, pids, cpuacct hierarchies): fresh run cgroups per run under each slot's dir, made
 *   after the previous run and already holding the slot's pre-spawned init (see run_dir_name).
 * v2 (unified, with memory and pids controllers): a fresh child cgroup per run, killed with
 *   cgroup.kill and removed afterwards (memory.peak cannot be reset on kernels < 6.12).
 * Layout: <own cgroup>/judge-sandbox/d<daemon pid>/slot<N>/{w<worker><a|b> (v1) | run (v2)}. Stale d<pid> dirs of dead daemons
 * are swept at start. */
#define _GNU_SOURCE
#include "sbx.h"
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

enum { C_MEM, C_PIDS, C_CPU };
static const char *v1_names[3] = {"memory", "pids", "cpuacct"};
static char base[3][512];  /* v1: per controller daemon dir; v2: base[0] */
static int have_memsw;

/* Find where hierarchy `ctrl` (v1) or the unified hierarchy (ctrl == NULL) is mounted and our own
 * directory inside it. */
static int own_dir(const char *ctrl, char *out, size_t cap) {
  char mi[16384], cg[4096];
  if (read_file("/proc/self/mountinfo", mi, sizeof mi) < 0 || read_file("/proc/self/cgroup", cg, sizeof cg) < 0) return -1;
  char mnt[512] = "", mroot[512] = "";
  for (char *l = mi, *nl; l && *l; l = nl) {
    nl = strchr(l, '\n');
    if (nl) *nl++ = 0;
    char *sep = strstr(l, " - ");
    if (!sep) continue;
    char fstype[32], src[64], opts[512];
    if (sscanf(sep + 3, "%31s %63s %511s", fstype, src, opts) != 3) continue;
    if (ctrl ? strcmp(fstype, "cgroup") : strcmp(fstype, "cgroup2")) continue;
    if (ctrl) {
      char list[600], needle[64];
      snprintf(list, sizeof list, ",%s,", opts);
      snprintf(needle, sizeof needle, ",%s,", ctrl);
      if (!strstr(list, needle)) continue;
    }
    char r[512], m[512];
    if (sscanf(l, "%*s %*s %*s %511s %511s", r, m) != 2) continue;
    snprintf(mroot, sizeof mroot, "%s", r);
    snprintf(mnt, sizeof mnt, "%s", m);
    break;
  }
  if (!mnt[0]) return -1;
  /* /proc/self/cgroup: "id:ctrl1,ctrl2:/path" (v1) or "0::/path" (v2) */
  for (char *l = cg, *nl; l && *l; l = nl) {
    nl = strchr(l, '\n');
    if (nl) *nl++ = 0;
    char *c1 = strchr(l, ':'), *c2 = c1 ? strchr(c1 + 1, ':') : NULL;
    if (!c2) continue;
    *c2 = 0;
    int match = 0;
    if (!ctrl) match = c1[1] == 0;
    else {
      char list[256];
      snprintf(list, sizeof list, ",%s,", c1 + 1);
      char needle[64];
      snprintf(needle, sizeof needle, ",%s,", ctrl);
      match = strstr(list, needle) != NULL;
    }
    if (!match) continue;
    const char *path = c2 + 1;
    size_t rl = strlen(mroot);
    if (strcmp(mroot, "/") && !strncmp(path, mroot, rl)) path += rl;
    snprintf(out, cap, "%s%s", mnt, strcmp(path, "/") ? path : "");
    return 0;
  }
  return -1;
}

int cgroup_detect(char *why, size_t whylen) {
  const char *force = getenv("SANDBOX_CGROUP");
  char d[512], f[600], buf[512];
  if (!force || !strcmp(force, "v2")) {
    if (own_dir(NULL, d, sizeof d) == 0) {
      const char *root = getenv("SANDBOX_CGROUP_ROOT");
      snprintf(f, sizeof f, "%s/cgroup.controllers", root ? root : d);
      if (read_file(f, buf, sizeof buf) >= 0 && strstr(buf, "memory") && strstr(buf, "pids")) return 2;
    }
    if (force) { snprintf(why, whylen, "cgroup v2 forced but no unified hierarchy with memory and pids controllers"); return 0; }
  }
  for (int c = 0; c < 3; c++) {
    if (own_dir(v1_names[c], d, sizeof d) < 0) {
      snprintf(why, whylen, "no cgroup v2 with memory+pids and no cgroup v1 '%s' hierarchy mounted", v1_names[c]);
      return 0;
    }
  }
  return 1;
}

/* v1: every run gets a fresh memory cgroup (its peak cannot be reset to zero, and pages a run
 * leaves in the page cache stay charged to it), named per worker and alternating between two
 * names: <slot dir>/w<worker><a|b>. The one a run used is removed only after the following run,
 * and the one for the next run is made right after a run, off the request's path. The pids and
 * cpuacct cgroups are the worker's own, made once (<slot dir>/w<worker>): a run reads its CPU time
 * and pids.max hits as differences, and an init that is not kept is moved out of them before it
 * exits. The slot's waiting init joins the next memory cgroup after a run, and the worker's two
 * others once: a write to cgroup.procs takes the kernel's threadgroup lock for writing, which
 * waits for an RCU grace period when no cgroup migration happened in the last few milliseconds
 * (5-20 ms measured on these VMs; a first run after a pause paid it on its path). The program,
 * cloned by init, starts in init's cgroups without a write. Names carry the worker so that an
 * interactive run's second box, which uses another worker's slot, never touches that worker's
 * init. */
static int g_worker = 0;
void cgroup_set_worker(int worker) { g_worker = worker < 0 ? 0 : worker; }
static void run_dir_name(char *out, size_t cap, int c, int slot, int idx) {
  if (c == C_MEM) snprintf(out, cap, "%s/slot%d/w%d%c", base[c], slot, g_worker, idx ? 'b' : 'a');
  else snprintf(out, cap, "%s/slot%d/w%d", base[c], slot, g_worker);
}

/* rmdir every child directory of `dir` (run cgroups left by a dead daemon or at exit) */
static void rmdir_children(const char *dir) {
  DIR *dp = opendir(dir);
  if (!dp) return;
  struct dirent *e;
  char p[1200];
  while ((e = readdir(dp))) {
    if (e->d_type != DT_DIR || e->d_name[0] == '.') continue;
    snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
    rmdir(p);
  }
  closedir(dp);
}

/* Remove d<pid> directories of daemons that no longer exist (after a crash). */
static void sweep_stale(const char *dir) {
  DIR *dp = opendir(dir);
  if (!dp) return;
  struct dirent *e;
  while ((e = readdir(dp))) {
    if (e->d_name[0] != 'd') continue;
    int pid = atoi(e->d_name + 1);
    if (pid <= 0 || kill(pid, 0) == 0 || errno != ESRCH) continue;
    char p[1024];
    for (int s = 0; s < SBX_MAX_SLOTS; s++) {
      snprintf(p, sizeof p, "%s/%s/slot%d", dir, e->d_name, s);
      rmdir_children(p);
      rmdir(p);
    }
    snprintf(p, sizeof p, "%s/%s", dir, e->d_name);
    rmdir(p);
  }
  closedir(dp);
}

int cgroup_init_slots(int nslots, char *why, size_t whylen) {
  char d[512], p[1024];
  int ncontrollers = g_cgroup_version == 2 ? 1 : 3;
  for (int c = 0; c < ncontrollers; c++) {
    const char *root = g_cgroup_version == 2 ? getenv("SANDBOX_CGROUP_ROOT") : NULL;
    if (root) snprintf(d, sizeof d, "%s", root);
    else if (own_dir(g_cgroup_version == 2 ? NULL : v1_names[c], d, sizeof d) < 0) {
      snprintf(why, whylen, "cannot locate own cgroup");
      return -1;
    }
    if (g_cgroup_version == 2) {
      /* v2 only delegates controllers downwards: enable them in our dir and in judge-sandbox */
      snprintf(p, sizeof p, "%s/cgroup.subtree_control", d);
      int e = write_str(p, "+memory +pids");
      if (e < 0) {
        snprintf(why, whylen, "cgroup v2: cannot enable memory,pids in %s (%s); point SANDBOX_CGROUP_ROOT at a delegated cgroup without processes", d, strerror(-e));
        return -1;
      }
    }
    snprintf(p, sizeof p, "%s/judge-sandbox", d);
    if (mkdir(p, 0755) < 0 && errno != EEXIST) {
      snprintf(why, whylen, "cannot create %s: %s", p, strerror(errno));
      return -1;
    }
    sweep_stale(p);
    if (g_cgroup_version == 2) {
      snprintf(p, sizeof p, "%s/judge-sandbox/cgroup.subtree_control", d);
      write_str(p, "+memory +pids");
    }
    snprintf(base[c], sizeof base[c], "%s/judge-sandbox/d%d", d, getpid());
    if (mkdir(base[c], 0755) < 0 && errno != EEXIST) {
      snprintf(why, whylen, "cannot create %s: %s", base[c], strerror(errno));
      return -1;
    }
    if (g_cgroup_version == 2) {
      snprintf(p, sizeof p, "%s/cgroup.subtree_control", base[c]);
      write_str(p, "+memory +pids");
    }
    for (int s = 0; s < nslots; s++) {
      snprintf(p, sizeof p, "%s/slot%d", base[c], s);
      if (mkdir(p, 0755) < 0 && errno != EEXIST) {
        snprintf(why, whylen, "cannot create %s: %s", p, strerror(errno));
        return -1;
      }
      if (g_cgroup_version == 2) {
        char q[1100];
        snprintf(q, sizeof q, "%s/cgroup.subtree_control", p);
        write_str(q, "+memory +pids");
      }
    }
  }
  if (g_cgroup_version == 1) {
    snprintf(p, sizeof p, "%s/slot0/memory.memsw.limit_in_bytes", base[C_MEM]);
    have_memsw = access(p, F_OK) == 0;
  }
  return 0;
}

/* Remove the daemon's cgroups at exit (all jobs are gone by then). */
void cgroup_cleanup(void) {
  char p[1024];
  for (int c = 0; c < 3 && base[c][0]; c++) {
    for (int s = 0; s < SBX_MAX_SLOTS; s++) {
      snprintf(p, sizeof p, "%s/slot%d", base[c], s);
      rmdir_children(p);
      rmdir(p);
    }
    rmdir(base[c]);
  }
}

static int setf(const char *dir, const char *file, uint64_t v, char *err, size_t errlen) {
  char p[1024];
  snprintf(p, sizeof p, "%s/%s", dir, file);
  int e = write_u64(p, v);
  if (e < 0 && err) snprintf(err, errlen, "write %s: %s", p, strerror(-e));
  return e;
}

/* v1 per-slot state a worker keeps between runs (see run_dir_name) */
struct slot_cache {
  int idx;        /* which of the two memory cgroup names the next run uses */
  int fresh;      /* that one was made after the previous run (nothing left in it) */
  pid_t joined;   /* the pre-spawned init already in the next run's cgroups, 0 if none */
  int fixed_ready;            /* the worker's pids and cpuacct cgroups exist and their files are open */
  int fd_cpu, fd_pev;         /* their cpuacct.usage and pids.events, open for good */
  pid_t fixed_joined;         /* the init in them */
  uint64_t nproc_now;         /* their pids.max, 0 = not written yet */
  /* Also made off the request's path for a fresh memory cgroup: the files a run reads, already
   * open, and the previous run's limit already written (a judge's consecutive runs mostly share it). */
  int have_fds;
  int fd_peak, fd_oom;
  uint64_t mem_set;   /* limit written to the fresh memory cgroup, 0 = none */
  uint64_t last_mem;  /* the last run's */
};
static struct slot_cache slots[SBX_MAX_SLOTS];

static int open_in(const char *dir, const char *file, int flags) {
  char p[1024];
  snprintf(p, sizeof p, "%s/%s", dir, file);
  return open(p, flags | O_CLOEXEC);
}

static int v1_set_memory(const char *m, uint64_t mem, char *err, size_t errlen);
static uint64_t read_keyed_fd(int fd, const char *path, const char *key);

/* v1: the worker's pids and cpuacct cgroups (once) */
static int v1_fixed(int slot) {
  struct slot_cache *sc = &slots[slot];
  if (sc->fixed_ready) return 0;
  char d[600];
  for (int c = C_PIDS; c <= C_CPU; c++) {
    run_dir_name(d, sizeof d, c, slot, 0);
    if (mkdir(d, 0755) < 0 && errno != EEXIST) return -1;
  }
  run_dir_name(d, sizeof d, C_CPU, slot, 0);
  sc->fd_cpu = open_in(d, "cpuacct.usage", O_RDONLY);
  run_dir_name(d, sizeof d, C_PIDS, slot, 0);
  sc->fd_pev = open_in(d, "pids.events", O_RDONLY);
  if (sc->fd_cpu < 0 || sc->fd_pev < 0) {
    if (sc->fd_cpu >= 0) close(sc->fd_cpu);
    if (sc->fd_pev >= 0) close(sc->fd_pev);
    return -1;
  }
  sc->fixed_ready = 1;
  sc->nproc_now = 0;
  return 0;
}

/* v1: make the next run's memory cgroup of a slot (no-op when it is ready) */
static int v1_make_next(int slot) {
  struct slot_cache *sc = &slots[slot];
  if (v1_fixed(slot) < 0) return -1;
  if (sc->fresh) return 0;
  char d[600];
  run_dir_name(d, sizeof d, C_MEM, slot, sc->idx);
  if (mkdir(d, 0755) < 0) {
    if (errno != EEXIST) return -1;
    return 0; /* left by a crashed worker of an earlier daemon with the same pid: prepare copes */
  }
  sc->fresh = 1;
  sc->fd_peak = open_in(d, "memory.max_usage_in_bytes", O_RDONLY);
  sc->fd_oom = open_in(d, "memory.oom_control", O_RDONLY);
  sc->have_fds = 1;
  sc->mem_set = 0;
  if (sc->last_mem && v1_set_memory(d, sc->last_mem, NULL, 0) == 0) sc->mem_set = sc->last_mem;
  return 0;
}

/* the fds v1_make_next opened, when the run does not take them */
static void drop_slot_fds(struct slot_cache *sc) {
  if (!sc->have_fds) return;
  if (sc->fd_peak >= 0) close(sc->fd_peak);
  if (sc->fd_oom >= 0) close(sc->fd_oom);
  sc->have_fds = 0;
}

/* limit_in_bytes may never exceed memsw.limit_in_bytes (EINVAL): on a memcg whose limit was
 * smaller, raise memsw first; when lowering, memory first. */
static int v1_set_memory(const char *m, uint64_t mem, char *err, size_t errlen) {
  if (setf(m, "memory.limit_in_bytes", mem, err, errlen) < 0) {
    if (!have_memsw || setf(m, "memory.memsw.limit_in_bytes", mem, err, errlen) < 0 ||
        setf(m, "memory.limit_in_bytes", mem, err, errlen) < 0) return -1;
  } else if (have_memsw && setf(m, "memory.memsw.limit_in_bytes", mem, err, errlen) < 0) return -1;
  return 0;
}

static int write_pid(const char *dir, pid_t pid) {
  char num[24];
  int len = snprintf(num, sizeof num, "%d", (int)pid);
  int fd = open_in(dir, "cgroup.procs", O_WRONLY);
  ssize_t w = fd < 0 ? -1 : write(fd, num, (size_t)len);
  if (fd >= 0) close(fd);
  return w == len ? 0 : -1;
}

int cgroup_prejoin(int slot, pid_t pid) {
  if (g_cgroup_version != 1 || slot < 0 || slot >= SBX_MAX_SLOTS || pid <= 0) return -1;
  struct slot_cache *sc = &slots[slot];
  sc->joined = 0;
  if (v1_make_next(slot) < 0 || !sc->fresh) return -1;
  char d[600];
  run_dir_name(d, sizeof d, C_MEM, slot, sc->idx);
  if (write_pid(d, pid) < 0) return -1; /* the program joins all three itself (joining twice is harmless) */
  if (sc->fixed_joined != pid) {
    for (int c = C_PIDS; c <= C_CPU; c++) {
      run_dir_name(d, sizeof d, c, slot, 0);
      if (write_pid(d, pid) < 0) return -1;
    }
    sc->fixed_joined = pid;
  }
  sc->joined = pid;
  return 0;
}

/* An init of the slot that is not kept leaves the worker's pids and cpuacct cgroups (for the slot
 * dir above them), so that its exit counts in no later run. Before it is killed: the kernel does
 * not move a task that is exiting (and says nothing), and a dead task's pid stays charged until
 * it is reaped. */
void cgroup_evict(int slot, pid_t pid) {
  if (g_cgroup_version != 1 || slot < 0 || slot >= SBX_MAX_SLOTS || pid <= 0) return;
  struct slot_cache *sc = &slots[slot];
  if (sc->fixed_joined != pid) return;
  sc->fixed_joined = 0;
  for (int c = C_PIDS; c <= C_CPU; c++) {
    char d[600];
    snprintf(d, sizeof d, "%s/slot%d", base[c], slot);
    write_pid(d, pid); /* ESRCH when it is gone already */
  }
}

int cgroup_prepare(struct sbx_cgroup *cg, int slot, const struct sbx_box *box, pid_t init_pid, char *err, size_t errlen) {
  memset(cg, 0, sizeof *cg);
  cg->version = g_cgroup_version;
  cg->slot = slot;
  for (int i = 0; i < 3; i++) cg->procs_fd[i] = -1;
  cg->cpu_fd = cg->peak_fd = cg->oom_fd = cg->pev_fd = -1;
  uint64_t mem = box->mem_kb * 1024;
  char p[1024];
  if (cg->version == 1) {
    struct slot_cache *sc = &slots[slot];
    if (v1_make_next(slot) < 0) { snprintf(err, errlen, "make run cgroups of slot %d: %s", slot, strerror(errno)); return -1; }
    for (int c = 0; c < 3; c++) run_dir_name(cg->dir[c], sizeof cg->dir[c], c, slot, sc->idx);
    cg->prejoined = init_pid > 0 && sc->joined == init_pid;
    cg->init_pid = cg->prejoined ? init_pid : 0;
    int fresh = sc->fresh;
    if (fresh && sc->have_fds) { /* opened off the path by v1_make_next; the run closes them */
      cg->peak_fd = sc->fd_peak;
      cg->oom_fd = sc->fd_oom;
      sc->have_fds = 0;
    }
    drop_slot_fds(sc);
    cg->cpu_fd = sc->fd_cpu; /* the worker's own, kept open */
    cg->pev_fd = sc->fd_pev;
    cg->shared_fds = 1;
    if (!fresh) { /* a leftover: empty it and count only this run's events */
      cgroup_kill_all(cg);
      snprintf(p, sizeof p, "%s/memory.oom_control", cg->dir[C_MEM]);
      cg->oom_before = read_keyed_u64(p, "oom_kill");
    }
    snprintf(p, sizeof p, "%s/pids.events", cg->dir[C_PIDS]);
    cg->pids_before = read_keyed_fd(cg->pev_fd, p, "max");
    sc->fresh = 0;
    sc->joined = 0;
    /* a pre-joined init counts as one of the box's processes */
    uint64_t nproc = box->nproc + (cg->prejoined ? 1 : 0);
    if (!(fresh && sc->mem_set == mem) && v1_set_memory(cg->dir[C_MEM], mem, err, errlen) < 0) return -1;
    if (sc->nproc_now != nproc) {
      if (setf(cg->dir[C_PIDS], "pids.max", nproc, err, errlen) < 0) return -1;
      sc->nproc_now = nproc;
    }
    sc->last_mem = mem;
    sc->mem_set = 0;
    /* what the worker's cpuacct cgroup counted before: init's own work between runs is not the run's */
    read_u64_fd(cg->cpu_fd, &cg->cpu_base_ns);
    if (!cg->prejoined)
      for (int c = 0; c < 3; c++) cg->procs_fd[c] = open_in(cg->dir[c], "cgroup.procs", O_WRONLY);
  } else {
    snprintf(cg->dir[0], sizeof cg->dir[0], "%s/slot%d/run", base[0], slot);
    if (mkdir(cg->dir[0], 0755) < 0) {
      if (errno != EEXIST) { snprintf(err, errlen, "mkdir %s: %s", cg->dir[0], strerror(errno)); return -1; }
      cgroup_kill_all(cg); /* left over by a crashed job */
    }
    const char *d = cg->dir[0];
    if (setf(d, "memory.max", mem, err, errlen) < 0) return -1;
    setf(d, "memory.swap.max", 0, NULL, 0); /* absent when swap accounting is off */
    if (setf(d, "pids.max", box->nproc, err, errlen) < 0) return -1;
    cg->procs_fd[0] = open_in(d, "cgroup.procs", O_WRONLY);
    cg->cpu_fd = open_in(d, "cpu.stat", O_RDONLY);
  }
  for (int c = 0; c < (cg->version == 1 ? 3 : 1) && !cg->prejoined; c++)
    if (cg->procs_fd[c] < 0) { snprintf(err, errlen, "open cgroup.procs in %s: %s", cg->dir[c], strerror(errno)); return -1; }
  if (cg->cpu_fd < 0) { snprintf(err, errlen, "open cpu usage file: %s", strerror(errno)); return -1; }
  return 0;
}

int cgroup_unprejoin(struct sbx_cgroup *cg, char *err, size_t errlen) {
  cg->prejoined = 0;
  cg->init_pid = 0;
  for (int c = 0; c < 3; c++) {
    cg->procs_fd[c] = open_in(cg->dir[c], "cgroup.procs", O_WRONLY);
    if (cg->procs_fd[c] < 0) { snprintf(err, errlen, "open cgroup.procs in %s: %s", cg->dir[c], strerror(errno)); return -1; }
  }
  return 0;
}

uint64_t cgroup_cpu_us(struct sbx_cgroup *cg) {
  if (cg->version == 1) {
    uint64_t ns = 0;
    read_u64_fd(cg->cpu_fd, &ns);
    return ns > cg->cpu_base_ns ? (ns - cg->cpu_base_ns) / 1000 : 0;
  }
  char b[512];
  ssize_t n = pread(cg->cpu_fd, b, sizeof b - 1, 0);
  if (n <= 0) return 0;
  b[n] = 0;
  char *u = strstr(b, "usage_usec ");
  return u ? strtoull(u + 11, NULL, 10) : 0;
}

int cgroup_join(const struct sbx_cgroup *cg) {
  if (cg->prejoined) return 0; /* inherited from init */
  for (int c = 0; c < (cg->version == 1 ? 3 : 1); c++)
    if (write(cg->procs_fd[c], "0", 1) != 1) return -errno;
  return 0;
}

/* Kill whatever of the run is still in its cgroup (v1: its memory cgroup, the run's own). */
void cgroup_kill_all(struct sbx_cgroup *cg) {
  char p[1100], buf[8192];
  const char *d = cg->version == 1 ? cg->dir[C_MEM] : cg->dir[0];
  if (cg->version == 2) {
    snprintf(p, sizeof p, "%s/cgroup.kill", d);
    write_str(p, "1");
  }
  snprintf(p, sizeof p, "%s/cgroup.procs", d);
  for (int tries = 0; tries < 2000; tries++) {
    int n = read_file(p, buf, sizeof buf);
    if (n <= 0) return;
    /* a pre-joined init that reported its program's end is exiting by itself (its mount namespace
     * takes a while to go): it is killed with the rest but not waited for */
    int others = 0;
    for (char *l = strtok(buf, "\n"); l; l = strtok(NULL, "\n")) {
      pid_t pid = (pid_t)atoi(l);
      if (pid == cg->init_pid && cg->spare_init) continue;
      kill(pid, SIGKILL);
      if (pid != cg->init_pid) others = 1;
    }
    if (!others) return;
    struct timespec ts = {0, 500000};
    nanosleep(&ts, NULL);
  }
}

/* "key N" from an open cgroup file (pread from 0), or from its path when there is no fd */
static uint64_t read_keyed_fd(int fd, const char *path, const char *key) {
  if (fd < 0) return read_keyed_u64(path, key);
  char buf[4096];
  ssize_t n = pread(fd, buf, sizeof buf - 1, 0);
  if (n < 0) return read_keyed_u64(path, key);
  buf[n] = 0;
  size_t kl = strlen(key);
  for (char *line = buf; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL)
    if (strncmp(line, key, kl) == 0 && line[kl] == ' ') return strtoull(line + kl + 1, NULL, 10);
  return 0;
}

void cgroup_collect(struct sbx_cgroup *cg, struct sbx_result *r) {
  char p[1100];
  r->cpu_us = cgroup_cpu_us(cg);
  if (cg->version == 1) {
    uint64_t v = 0;
    snprintf(p, sizeof p, "%s/memory.max_usage_in_bytes", cg->dir[C_MEM]);
    if (cg->peak_fd < 0 || read_u64_fd(cg->peak_fd, &v) < 0) {
      char b[64];
      v = read_file(p, b, sizeof b) > 0 ? strtoull(b, NULL, 10) : 0;
    }
    r->peak_kb = v / 1024;
    snprintf(p, sizeof p, "%s/memory.oom_control", cg->dir[C_MEM]);
    r->oom_kills = read_keyed_fd(cg->oom_fd, p, "oom_kill") - cg->oom_before;
    snprintf(p, sizeof p, "%s/pids.events", cg->dir[C_PIDS]);
    uint64_t ev = read_keyed_fd(cg->pev_fd, p, "max");
    r->pids_max_hits = ev - cg->pids_before;
  } else {
    char b[64];
    snprintf(p, sizeof p, "%s/memory.peak", cg->dir[0]);
    if (read_file(p, b, sizeof b) > 0) r->peak_kb = strtoull(b, NULL, 10) / 1024;
    snprintf(p, sizeof p, "%s/memory.events", cg->dir[0]);
    r->oom_kills = read_keyed_u64(p, "oom_kill");
    snprintf(p, sizeof p, "%s/pids.events", cg->dir[0]);
    r->pids_max_hits = read_keyed_u64(p, "max");
  }
}

void cgroup_release(struct sbx_cgroup *cg) {
  if (cg->version == 1) {
    for (int c = 0; c < 3; c++) if (cg->procs_fd[c] >= 0) close(cg->procs_fd[c]);
    if (cg->peak_fd >= 0) close(cg->peak_fd);
    if (cg->oom_fd >= 0) close(cg->oom_fd);
    if (!cg->shared_fds) {
      if (cg->cpu_fd >= 0) close(cg->cpu_fd);
      if (cg->pev_fd >= 0) close(cg->pev_fd);
    }
    struct slot_cache *sc = &slots[cg->slot];
    int next = sc->idx ^ 1;
    /* the run before last's memory cgroup: normally empty by now; otherwise wait as before */
    char other[600];
    run_dir_name(other, sizeof other, C_MEM, cg->slot, next);
    for (int tries = 0; tries < 1000 && rmdir(other) < 0 && errno == EBUSY; tries++) {
      struct timespec ts = {0, 200000};
      nanosleep(&ts, NULL);
    }
    sc->idx = next;
    sc->fresh = 0;
    sc->joined = 0;
    v1_make_next(cg->slot);
    return;
  }
  for (int c = 0; c < 3; c++) if (cg->procs_fd[c] >= 0) close(cg->procs_fd[c]);
  if (cg->cpu_fd >= 0) close(cg->cpu_fd);
  for (int tries = 0; tries < 1000 && rmdir(cg->dir[0]) < 0 && errno == EBUSY; tries++) {
    struct timespec ts = {0, 200000};
    nanosleep(&ts, NULL);
  }
}
