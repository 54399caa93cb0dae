/* Control groups, v1 and v2 behind one interface.
 * v1 (memory, pids, cpuacct hierarchies): one cgroup per slot per controller, created at daemon start
 *   and reused: counters are reset before each run, leftover page cache is reclaimed after it.
 * v2 (unified, with memory and pids controllers): a fresh child cgroup per run, killed with
 *   cgroup.kill and removed afterwards (memory.peak cannot be reset on kernels < 6.12).
 * Layout: <own cgroup>/judge-sandbox/d<daemon pid>/slot<N>[/run]. Stale d<pid> dirs of dead daemons
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

/* v1: a slot's per-run memory cgroups alternate between two names, so that the one a run used is
 * removed only after the following run, when its last task is long gone (removing it right after
 * its run waited for the box's init to exit, up to ~1 ms on a busy host, and delayed the next
 * request behind that teardown). */
static const char *const memcg_names[2] = {"run", "runb"};

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
      for (int k = 0; k < 2; k++) {
        snprintf(p, sizeof p, "%s/%s/slot%d/%s", dir, e->d_name, s, memcg_names[k]);
        rmdir(p);
      }
      snprintf(p, sizeof p, "%s/%s/slot%d", dir, e->d_name, s);
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
      for (int k = 0; k < 2; k++) {
        snprintf(p, sizeof p, "%s/slot%d/%s", base[c], s, memcg_names[k]);
        rmdir(p);
      }
      snprintf(p, sizeof p, "%s/slot%d", base[c], s);
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

/* v1 per-slot state a worker keeps between runs: the slot's pids/cpuacct cgroups are reused, so
 * their files stay open and their counters are read as differences instead of being reset. */
struct slot_cache {
  int ready, memcg_fresh;
  int memcg_idx;               /* memcg_names[] index the next run uses */
  int procs_fd[3], cpu_fd;
  uint64_t nproc, pids_events, cpu_ns;
};
static struct slot_cache slots[SBX_MAX_SLOTS];

static int open_in(const char *dir, const char *file, int flags) {
  char p[1024];
  snprintf(p, sizeof p, "%s/%s", dir, file);
  return open(p, flags | O_CLOEXEC);
}

int cgroup_prepare(struct sbx_cgroup *cg, int slot, const struct sbx_box *box, char *err, size_t errlen) {
  memset(cg, 0, sizeof *cg);
  cg->version = g_cgroup_version;
  cg->slot = slot;
  for (int i = 0; i < 3; i++) cg->procs_fd[i] = -1;
  cg->cpu_fd = -1;
  uint64_t mem = box->mem_kb * 1024;
  char p[1024];
  if (cg->version == 1) {
    for (int c = 0; c < 3; c++) snprintf(cg->dir[c], sizeof cg->dir[c], "%s/slot%d", base[c], slot);
    struct slot_cache *sc = &slots[slot];
    if (!sc->ready) { /* first run of the slot in this worker: open and read once */
      sc->procs_fd[C_PIDS] = open_in(cg->dir[C_PIDS], "cgroup.procs", O_WRONLY);
      sc->procs_fd[C_CPU] = open_in(cg->dir[C_CPU], "cgroup.procs", O_WRONLY);
      sc->cpu_fd = open_in(cg->dir[C_CPU], "cpuacct.usage", O_RDONLY);
      if (sc->procs_fd[C_PIDS] < 0 || sc->procs_fd[C_CPU] < 0 || sc->cpu_fd < 0) { snprintf(err, errlen, "open slot cgroup files: %s", strerror(errno)); return -1; }
      snprintf(p, sizeof p, "%s/pids.events", cg->dir[C_PIDS]);
      sc->pids_events = read_keyed_u64(p, "max");
      read_u64_fd(sc->cpu_fd, &sc->cpu_ns);
      sc->nproc = 0;
      sc->ready = 1;
    }
    /* memory: a fresh child per run. Page cache written by a run (its output file) stays charged
     * to the cgroup afterwards; reclaiming it with force_empty waits for writeback (~100 ms), while
     * a fresh memcg starts from zero and the old one is freed by the kernel in the background.
     * The next one is created right after a run ends, off the request's path. */
    snprintf(cg->dir[C_MEM], sizeof cg->dir[C_MEM], "%s/slot%d/%s", base[C_MEM], slot, memcg_names[sc->memcg_idx]);
    int fresh = sc->memcg_fresh;
    sc->memcg_fresh = 0;
    if (!fresh && mkdir(cg->dir[C_MEM], 0755) < 0 && errno != EEXIST) { snprintf(err, errlen, "mkdir %s: %s", cg->dir[C_MEM], strerror(errno)); return -1; }
    const char *m = cg->dir[C_MEM];
    /* limit_in_bytes may never exceed memsw.limit_in_bytes (EINVAL): on a reused memcg whose last
     * run had a smaller limit, raise memsw first; when lowering, memory first. */
    if (setf(m, "memory.limit_in_bytes", mem, err, errlen) < 0) {
      if (!have_memsw || setf(m, "memory.memsw.limit_in_bytes", mem, err, errlen) < 0 ||
          setf(m, "memory.limit_in_bytes", mem, err, errlen) < 0) return -1;
    } else if (have_memsw && setf(m, "memory.memsw.limit_in_bytes", mem, err, errlen) < 0) return -1;
    if (!fresh) { /* possibly left by a crashed worker: count only this run's OOM kills */
      snprintf(p, sizeof p, "%s/memory.oom_control", m);
      cg->oom_before = read_keyed_u64(p, "oom_kill");
    }
    if (sc->nproc != box->nproc) {
      if (setf(cg->dir[C_PIDS], "pids.max", box->nproc, err, errlen) < 0) return -1;
      sc->nproc = box->nproc;
    }
    /* counters of the reused slot cgroups are not reset: the run's share is the difference */
    cg->pids_before = sc->pids_events;
    cg->cpu_base_ns = sc->cpu_ns;
    cg->procs_fd[C_MEM] = open_in(m, "cgroup.procs", O_WRONLY);
    cg->procs_fd[C_PIDS] = sc->procs_fd[C_PIDS];
    cg->procs_fd[C_CPU] = sc->procs_fd[C_CPU];
    cg->cpu_fd = sc->cpu_fd;
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
  for (int c = 0; c < (cg->version == 1 ? 3 : 1); c++)
    if (cg->procs_fd[c] < 0) { snprintf(err, errlen, "open cgroup.procs in %s: %s", cg->dir[c], strerror(errno)); return -1; }
  if (cg->cpu_fd < 0) { snprintf(err, errlen, "open cpu usage file: %s", strerror(errno)); return -1; }
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
  for (int c = 0; c < (cg->version == 1 ? 3 : 1); c++)
    if (write(cg->procs_fd[c], "0", 1) != 1) return -errno;
  return 0;
}

/* Kill whatever is still in the cgroup. Normally nothing is: the pid namespace died with its
 * init. This is the backstop for processes that somehow got there outside the namespace. */
void cgroup_kill_all(struct sbx_cgroup *cg) {
  char p[1100], buf[8192];
  const char *d = cg->version == 1 ? cg->dir[C_PIDS] : cg->dir[0];
  if (cg->version == 2) {
    snprintf(p, sizeof p, "%s/cgroup.kill", d);
    write_str(p, "1");
  }
  snprintf(p, sizeof p, "%s/cgroup.procs", d);
  for (int tries = 0; tries < 2000; tries++) {
    int n = read_file(p, buf, sizeof buf);
    if (n <= 0) return;
    for (char *l = strtok(buf, "\n"); l; l = strtok(NULL, "\n")) kill(atoi(l), SIGKILL);
    struct timespec ts = {0, 500000};
    nanosleep(&ts, NULL);
  }
}

void cgroup_collect(struct sbx_cgroup *cg, struct sbx_result *r) {
  char p[1100];
  r->cpu_us = cgroup_cpu_us(cg);
  if (cg->version == 1) {
    uint64_t v = 0;
    snprintf(p, sizeof p, "%s/memory.max_usage_in_bytes", cg->dir[C_MEM]);
    char b[64];
    if (read_file(p, b, sizeof b) > 0) v = strtoull(b, NULL, 10);
    r->peak_kb = v / 1024;
    snprintf(p, sizeof p, "%s/memory.oom_control", cg->dir[C_MEM]);
    r->oom_kills = read_keyed_u64(p, "oom_kill") - cg->oom_before;
    snprintf(p, sizeof p, "%s/pids.events", cg->dir[C_PIDS]);
    uint64_t ev = read_keyed_u64(p, "max");
    r->pids_max_hits = ev - cg->pids_before;
    /* every process of the run is gone: these are the next run's starting points */
    slots[cg->slot].pids_events = ev;
    read_u64_fd(cg->cpu_fd, &slots[cg->slot].cpu_ns);
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
    /* pids/cpuacct fds belong to the slot cache; only the run's memcg goes */
    if (cg->procs_fd[C_MEM] >= 0) close(cg->procs_fd[C_MEM]);
    struct slot_cache *sc = &slots[cg->slot];
    int next = sc->memcg_idx ^ 1;
    char other[1024];
    snprintf(other, sizeof other, "%s/slot%d/%s", base[C_MEM], cg->slot, memcg_names[next]);
    /* the previous run's memcg: normally empty by now; otherwise wait as before */
    for (int tries = 0; tries < 1000 && rmdir(other) < 0 && errno == EBUSY; tries++) {
      struct timespec ts = {0, 200000};
      nanosleep(&ts, NULL);
    }
    sc->memcg_idx = next;
    sc->memcg_fresh = mkdir(other, 0755) == 0;
    return;
  }
  for (int c = 0; c < 3; c++) if (cg->procs_fd[c] >= 0) close(cg->procs_fd[c]);
  if (cg->cpu_fd >= 0) close(cg->cpu_fd);
  for (int tries = 0; tries < 1000 && rmdir(cg->dir[0]) < 0 && errno == EBUSY; tries++) {
    struct timespec ts = {0, 200000};
    nanosleep(&ts, NULL);
  }
}
