/* sbx-runner: the sandbox daemon.
 *   sbx-runner --daemon [--slots N]   read request frames on stdin, write one JSON result line per
 *                                     request on stdout; one forked job per request, runs in
 *                                     parallel across slots.
 *   sbx-runner --check                 report whether isolation can be set up here, then exit.
 * First line on stdout is {"ready":...} or {"fatal":"<exactly what is missing>"}. */
#define _GNU_SOURCE
#include "sbx.h"
#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/prctl.h>
#include <sys/resource.h>
#include <sys/signalfd.h>
#include <sys/wait.h>
#include <unistd.h>

#define MAX_FRAME (1 << 20)
#define WORKER_NICE -10

int g_unsafe;
int g_cgroup_version;
int g_nslots = 4;
static int g_slot_fds; /* --slot-fds: the client writes slot N's requests to fd 3+N directly */
long g_ncpu = 1;
int g_uid_base = SBX_UID_BASE;


static void out_line(const char *s) { (void)!write(1, s, strlen(s)); }

static void fatal(const char *why) {
  char buf[1024], *p = buf;
  p += snprintf(p, 64, "{\"fatal\":");
  json_str(&p, buf + sizeof buf - 4, why);
  strcpy(p, "}\n");
  out_line(buf);
  fprintf(stderr, "sbx-runner: refusing to start: %s\n", why);
  exit(2);
}

static int setup(char *why, size_t whylen) {
  if (g_unsafe) {
    fprintf(stderr,
            "\n*** sbx-runner: SANDBOX_UNSAFE=1 -- NO ISOLATION: no namespaces, no cgroups, no seccomp, no uid change.\n"
            "*** Untrusted code runs with YOUR privileges. Development only. ***\n\n");
    return 0;
  }
  if (geteuid() != 0) {
    snprintf(why, whylen, "not running as root: namespaces, mounts, cgroups and per-slot uids need root "
                          "(CAP_SYS_ADMIN, CAP_SETUID, CAP_SETGID); set SANDBOX_UNSAFE=1 only for development");
    return -1;
  }
  g_cgroup_version = cgroup_detect(why, whylen);
  if (!g_cgroup_version) return -1;
  if (cgroup_init_slots(g_nslots, why, whylen) < 0) return -1;
  if (netns_init_slots(g_nslots, why, whylen) < 0) return -1;
  if (rootfs_daemon_init(why, whylen) < 0) return -1;
  return 0;
}

/* The request id is echoed even when the job dies, so the client can fail that one request. */
static void frame_id(const char *buf, size_t len, char *id, size_t cap) {
  id[0] = 0;
  if (len > 3 && !strncmp(buf, "id=", 3)) snprintf(id, cap, "%.*s", (int)strnlen(buf + 3, len - 3), buf + 3);
}

/* The slot of the frame's first box: the worker of that slot runs it. */
static int frame_slot(const char *buf, size_t len) {
  for (const char *t = buf; t < buf + len; t += strlen(t) + 1)
    if (!strncmp(t, "slot=", 5)) {
      int s = atoi(t + 5);
      return s >= 0 && s < g_nslots ? s : 0;
    }
  return 0;
}

static void emit_result(const struct sbx_request *req, const struct sbx_result *res) {
  static char out[4096];
  size_t n = format_result(req, res, out, sizeof out);
  (void)!write(1, out, n); /* one write below PIPE_BUF: lines of concurrent workers never interleave */
  if (getenv("SBX_TIMING")) (void)!write(2, "\n", 1);
}

static void handle_frame(char *frame, size_t len) {
  static struct sbx_request req;
  static struct sbx_result res[SBX_MAX_BOXES];
  char err[SBX_ERR_LEN];
  char id[64];
  frame_id(frame, len, id, sizeof id); /* before parsing, which cuts the tokens in place */
  box_set_frame(frame, len); /* parsing rewrites the buffer; a pre-spawned init parses its own copy */
  if (parse_request(frame, len, &req, err, sizeof err) < 0) {
    char out[1024], *p = out;
    p += sprintf(p, "{\"id\":");
    json_str(&p, out + 200, id);
    p += sprintf(p, ",\"error\":");
    json_str(&p, out + 600, err);
    strcpy(p, "}\n");
    out_line(out);
    return;
  }
  run_boxes(&req, res, emit_result);
}

static int read_full(int fd, void *buf, size_t n) {
  for (size_t got = 0; got < n;) {
    ssize_t r = read(fd, (char *)buf + got, n - got);
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) return -1;
    got += (size_t)r;
  }
  return 0;
}

/* One worker per slot, forked at start: requests of a slot run one after another in the same
 * process, so a run does not pay for forking a job process. */
static void worker_main(int in, int slot) {
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  /* a worker must wake up on time to kill a box at its CPU limit even on a busy machine (it runs
   * at nice -10 during a run, see box.c); the program itself is put back to nice 0 before exec */
  setpriority(PRIO_PROCESS, 0, WORKER_NICE);
  signal(SIGCHLD, SIG_DFL);
  signal(SIGPIPE, SIG_IGN);
  sigset_t none;
  sigemptyset(&none);
  sigprocmask(SIG_SETMASK, &none, NULL);
  int devnull = open("/dev/null", O_RDONLY);
  dup2(devnull, 0); /* the request stream belongs to the daemon */
  close(devnull);
  static char frame[MAX_FRAME + 1];
  box_worker_init(slot, MAX_FRAME);
  box_prespawn();
  for (;;) {
    uint32_t len;
    if (read_full(in, &len, 4) < 0 || len > MAX_FRAME || read_full(in, frame, len) < 0) _exit(0);
    g_frame_recv_us = now_us();
    handle_frame(frame, len);
  }
}

static struct { pid_t pid; int fd; char id[64]; } workers[SBX_MAX_SLOTS];

static int spawn_worker(int s) {
  int p[2] = {-1, -1};
  if (g_slot_fds) p[0] = 3 + s; /* the client's own stream for this slot: one hop less */
  else if (pipe2(p, O_CLOEXEC) < 0) return -1;
  pid_t pid = fork();
  if (pid < 0) { if (!g_slot_fds) { close(p[0]); close(p[1]); } return -1; }
  if (pid == 0) {
    if (p[1] >= 0) close(p[1]);
    for (int i = 0; i < g_nslots; i++) {
      if (workers[i].fd > 0) close(workers[i].fd);
      if (g_slot_fds && i != s) close(3 + i);
    }
    fcntl(p[0], F_SETFD, FD_CLOEXEC);
    worker_main(p[0], s);
  }
  if (!g_slot_fds) close(p[0]);
  workers[s].pid = pid;
  workers[s].fd = p[1];
  workers[s].id[0] = 0;
  return 0;
}

static void reap(void) {
  int st;
  pid_t p;
  while ((p = waitpid(-1, &st, WNOHANG)) > 0) {
    for (int i = 0; i < g_nslots; i++) {
      if (workers[i].pid != p) continue;
      char buf[256], *q = buf;
      q += sprintf(q, "{\"id\":");
      json_str(&q, buf + 150, workers[i].id);
      sprintf(q, ",\"slot\":%d,\"error\":\"slot worker died (%s %d)\"}\n", i, WIFSIGNALED(st) ? "signal" : "exit",
              WIFSIGNALED(st) ? WTERMSIG(st) : WEXITSTATUS(st));
      out_line(buf);
      close(workers[i].fd);
      workers[i].pid = 0;
      workers[i].fd = -1;
      spawn_worker(i);
    }
  }
}

static void shutdown_jobs(void) {
  for (int i = 0; i < g_nslots; i++) if (workers[i].pid > 0) { close(workers[i].fd); kill(workers[i].pid, SIGKILL); }
  while (wait(NULL) > 0 || errno == EINTR) {}
  if (!g_unsafe) cgroup_cleanup();
}

int main(int argc, char **argv) {
  int check = 0;
  for (int i = 1; i < argc; i++) {
    if (!strcmp(argv[i], "--check")) check = 1;
    else if (!strcmp(argv[i], "--daemon")) {}
    else if (!strcmp(argv[i], "--slots") && i + 1 < argc) g_nslots = atoi(argv[++i]);
    else if (!strcmp(argv[i], "--slot-fds")) g_slot_fds = 1;
    else { fprintf(stderr, "usage: sbx-runner --daemon [--slots N] [--slot-fds] | --check\n"); return 64; }
  }
  if (g_nslots < 1 || g_nslots > SBX_MAX_SLOTS) { fprintf(stderr, "slots must be 1..%d\n", SBX_MAX_SLOTS); return 64; }
  const char *u = getenv("SANDBOX_UNSAFE");
  g_unsafe = u && !strcmp(u, "1");
  const char *ub = getenv("SANDBOX_UID_BASE");
  if (ub) {
    g_uid_base = atoi(ub);
    if (g_uid_base < 1000 || g_uid_base > 2000000000) { fprintf(stderr, "SANDBOX_UID_BASE must be 1000..2000000000\n"); return 64; }
  }
  g_ncpu = sysconf(_SC_NPROCESSORS_ONLN);
  if (g_ncpu < 1) g_ncpu = 1;
  char why[512];
  if (setup(why, sizeof why) < 0) fatal(why);
  /* orphans of jobs (should not exist: inits die with their job) are reaped here, not by host init */
  prctl(PR_SET_CHILD_SUBREAPER, 1);
  /* die with the client: Node going away must not leave a root daemon behind */
  prctl(PR_SET_PDEATHSIG, SIGTERM);
  char ready[256];
  snprintf(ready, sizeof ready, "{\"ready\":true,\"pid\":%d,\"cgroup\":%d,\"unsafe\":%s,\"slots\":%d,\"ncpu\":%ld,\"uidBase\":%d}\n",
           getpid(), g_cgroup_version, g_unsafe ? "true" : "false", g_nslots, g_ncpu, g_uid_base);
  out_line(ready);
  if (check) { shutdown_jobs(); return 0; }

  sigset_t mask;
  sigemptyset(&mask);
  sigaddset(&mask, SIGCHLD);
  sigaddset(&mask, SIGTERM);
  sigaddset(&mask, SIGINT);
  sigprocmask(SIG_BLOCK, &mask, NULL);
  int sfd = signalfd(-1, &mask, SFD_CLOEXEC | SFD_NONBLOCK);
  signal(SIGPIPE, SIG_IGN);
  for (int i = 0; i < g_nslots; i++) workers[i].fd = -1;
  for (int i = 0; i < g_nslots; i++)
    if (spawn_worker(i) < 0) fatal("cannot start slot workers");
  static char buf[MAX_FRAME + 4];
  size_t have = 0;
  for (;;) {
    struct pollfd pf[2] = {{0, POLLIN, 0}, {sfd, POLLIN, 0}};
    if (poll(pf, 2, -1) < 0 && errno != EINTR) break;
    if (pf[1].revents) {
      struct signalfd_siginfo si;
      int stop = 0;
      while (read(sfd, &si, sizeof si) == sizeof si) stop |= si.ssi_signo != SIGCHLD;
      reap();
      if (stop) break;
    }
    if (!pf[0].revents) continue;
    ssize_t n = read(0, buf + have, sizeof buf - have);
    if (n <= 0) break; /* client closed the stream: shut down */
    if (g_slot_fds) continue; /* requests arrive on the slot fds; stdin only says when to stop */
    have += (size_t)n;
    while (have >= 4) {
      uint32_t len;
      memcpy(&len, buf, 4);
      if (len > MAX_FRAME) fatal("request frame too large");
      if (have < 4 + len) break;
      int s = frame_slot(buf + 4, len);
      frame_id(buf + 4, len, workers[s].id, sizeof workers[s].id);
      if (workers[s].pid <= 0 || write(workers[s].fd, buf, 4 + len) != (ssize_t)(4 + len)) {
        char e[200], *q = e;
        q += sprintf(q, "{\"id\":");
        json_str(&q, e + 120, workers[s].id);
        strcpy(q, ",\"error\":\"slot worker unavailable\"}\n");
        out_line(e);
      }
      memmove(buf, buf + 4 + len, have - 4 - len);
      have -= 4 + len;
    }
  }
  shutdown_jobs();
  return 0;
}
