/* Wire protocol between the TypeScript client and the daemon.
 * Request frame: u32 little-endian length, then NUL-terminated "key=value" tokens.
 *   Request keys: id, mode (single|interactive), grace_ms. "box=" starts the next box.
 *   Box keys: profile, slot, path, arg*, env*, cwd, workdir, workdir_rw, wfile*, stdin, stdout, stderr,
 *             bind* ("r" or "w", source path, "\n", destination path), cpu_ms, wall_ms, mem_kb,
 *             stack_kb, output_kb, tmp_kb, nproc, nofile.
 * Result: one JSON line per request, written with a single write() (< PIPE_BUF). */
#define _GNU_SOURCE
#include "sbx.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void box_defaults(struct sbx_box *b) {
  memset(b, 0, sizeof *b);
  b->profile = PROFILE_NATIVE;
  b->cwd = "/box";
  b->cpu_ms = 1000;
  b->wall_ms = 0;        /* 0: derived from cpu_ms below */
  b->mem_kb = 256 * 1024;
  b->output_kb = 64 * 1024;
  b->tmp_kb = 16 * 1024;
  b->nproc = 1;
  b->nofile = 64;
  b->pipe_in = b->pipe_out = -1;
}

static int parse_u64(const char *v, uint64_t *out) {
  char *end;
  unsigned long long x = strtoull(v, &end, 10);
  if (*v == 0 || *end != 0) return -1;
  *out = x;
  return 0;
}

int parse_request(char *buf, size_t len, struct sbx_request *req, char *err, size_t errlen) {
  memset(req, 0, sizeof *req);
  req->id = "";
  req->grace_ms = 200;
  struct sbx_box *b = NULL;
  if (len == 0 || buf[len - 1] != 0) { snprintf(err, errlen, "frame must end with NUL"); return -1; }
  for (char *tok = buf, *next; tok < buf + len; tok = next) {
    next = tok + strlen(tok) + 1;
    char *eq = strchr(tok, '=');
    if (!eq) { snprintf(err, errlen, "token without '=': %.40s", tok); return -1; }
    *eq = 0;
    const char *k = tok;
    char *v = eq + 1;
    uint64_t n;
#define NUM(field) do { if (parse_u64(v, &n) < 0) { snprintf(err, errlen, "bad number for %s", k); return -1; } field = n; } while (0)
    if (!strcmp(k, "id")) { req->id = v; continue; }
    if (!strcmp(k, "mode")) {
      if (!strcmp(v, "interactive")) req->interactive = 1;
      else if (strcmp(v, "single")) { snprintf(err, errlen, "unknown mode %.20s", v); return -1; }
      continue;
    }
    if (!strcmp(k, "grace_ms")) { NUM(req->grace_ms); continue; }
    if (!strcmp(k, "box")) {
      if (req->nboxes >= SBX_MAX_BOXES) { snprintf(err, errlen, "too many boxes"); return -1; }
      b = &req->boxes[req->nboxes++];
      box_defaults(b);
      continue;
    }
    if (!b) { snprintf(err, errlen, "box key %.20s before box=", k); return -1; }
    if (!strcmp(k, "profile")) {
      int p = profile_from_name(v);
      if (p < 0) { snprintf(err, errlen, "unknown profile %.30s", v); return -1; }
      b->profile = (enum sbx_profile)p;
    } else if (!strcmp(k, "slot")) {
      NUM(b->slot);
      if (b->slot < 0 || b->slot >= g_nslots) { snprintf(err, errlen, "slot %d out of range 0..%d", b->slot, g_nslots - 1); return -1; }
    } else if (!strcmp(k, "path")) b->path = v;
    else if (!strcmp(k, "arg")) {
      if (b->argc >= SBX_MAX_ARGS) { snprintf(err, errlen, "too many args"); return -1; }
      b->argv[b->argc++] = v;
    } else if (!strcmp(k, "env")) {
      if (b->envc >= SBX_MAX_ENV) { snprintf(err, errlen, "too many env entries"); return -1; }
      b->envp[b->envc++] = v;
    } else if (!strcmp(k, "cwd")) b->cwd = v;
    else if (!strcmp(k, "workdir")) b->workdir = v;
    else if (!strcmp(k, "workdir_rw")) b->workdir_writable = !strcmp(v, "1");
    else if (!strcmp(k, "wfile")) { /* the one place for this rule: the client only encodes */
      if (b->nwfiles >= SBX_MAX_WFILES) { snprintf(err, errlen, "at most %d writable files", SBX_MAX_WFILES); return -1; }
      if (!*v || strpbrk(v, "/\n") || !strcmp(v, ".") || !strcmp(v, "..") || strlen(v) > 255) {
        snprintf(err, errlen, "writable file must be a plain file name");
        return -1;
      }
      b->wfiles[b->nwfiles++] = v;
    }
    else if (!strcmp(k, "stdin")) b->stdin_path = *v ? v : NULL;
    else if (!strcmp(k, "stdout")) b->stdout_path = *v ? v : NULL;
    else if (!strcmp(k, "stderr")) b->stderr_path = *v ? v : NULL;
    else if (!strcmp(k, "bind")) {
      char *nl = strchr(v, '\n');
      if (b->nbinds >= SBX_MAX_BINDS || !nl || (v[0] != 'r' && v[0] != 'w')) { snprintf(err, errlen, "bad bind"); return -1; }
      *nl = 0;
      struct sbx_bind *bd = &b->binds[b->nbinds++];
      bd->writable = v[0] == 'w';
      bd->src = v + 1;
      bd->dst = nl + 1;
      if (bd->src[0] != '/' || bd->dst[0] != '/' || strstr(bd->dst, "..")) { snprintf(err, errlen, "bind paths must be absolute"); return -1; }
    } else if (!strcmp(k, "cpu_ms")) NUM(b->cpu_ms);
    else if (!strcmp(k, "wall_ms")) NUM(b->wall_ms);
    else if (!strcmp(k, "mem_kb")) NUM(b->mem_kb);
    else if (!strcmp(k, "stack_kb")) NUM(b->stack_kb);
    else if (!strcmp(k, "output_kb")) NUM(b->output_kb);
    else if (!strcmp(k, "tmp_kb")) NUM(b->tmp_kb);
    else if (!strcmp(k, "nproc")) NUM(b->nproc);
    else if (!strcmp(k, "nofile")) NUM(b->nofile);
    else { snprintf(err, errlen, "unknown key %.30s", k); return -1; }
#undef NUM
  }
  if (req->nboxes != (req->interactive ? 2 : 1)) { snprintf(err, errlen, "expected %d box(es)", req->interactive ? 2 : 1); return -1; }
  for (int i = 0; i < req->nboxes; i++) {
    struct sbx_box *x = &req->boxes[i];
    if (!x->path || !x->workdir) { snprintf(err, errlen, "box %d: path and workdir are required", i); return -1; }
    if (x->nwfiles) {
      if (x->workdir_writable) { snprintf(err, errlen, "box %d: writable files need a work dir that is not writable", i); return -1; }
      x->workdir_writable = 1; /* mounted read-write; the directory's owner and mode do the rest */
    }
    if (x->argc == 0) x->argv[x->argc++] = x->path;
    if (x->wall_ms == 0) x->wall_ms = x->cpu_ms * 2 + 1000;
    if (x->stack_kb == 0) x->stack_kb = x->mem_kb;
    if (x->nproc == 0) x->nproc = 1;
  }
  if (req->interactive && req->boxes[0].slot == req->boxes[1].slot) { snprintf(err, errlen, "interactive boxes need two slots"); return -1; }
  return 0;
}

static const char *status_name[] = {"OK", "TLE", "MLE", "OLE", "RE", "SE", "IE"};

uint64_t g_frame_recv_us; /* CLOCK_MONOTONIC when the worker had read the request frame */

size_t format_result(const struct sbx_request *req, const struct sbx_result *res, char *out, size_t cap) {
  char *p = out, *end = out + cap - 2;
  p += snprintf(p, (size_t)(end - p), "{\"id\":");
  json_str(&p, end, req->id);
  /* monotonic timestamps (same clock as Node's process.hrtime) to split the per-run cost */
  p += snprintf(p, (size_t)(end - p), ",\"recvUs\":%llu,\"emitUs\":%llu", (unsigned long long)g_frame_recv_us, (unsigned long long)now_us());
  p += snprintf(p, (size_t)(end - p), ",\"unsafe\":%s,\"cgroup\":%d,\"boxes\":[", g_unsafe ? "true" : "false", g_cgroup_version);
  for (int i = 0; i < req->nboxes; i++) {
    const struct sbx_result *r = &res[i];
    p += snprintf(p, (size_t)(end - p),
                  "%s{\"status\":\"%s\",\"exited\":%s,\"exitCode\":%d,\"signal\":%d,\"syscall\":%d,"
                  "\"cpuUs\":%llu,\"wallUs\":%llu,\"peakKb\":%llu,\"maxrssKb\":%llu,\"utimeUs\":%llu,"
                  "\"stimeUs\":%llu,\"oomKills\":%llu,\"pidsMaxHits\":%llu,\"killedCpu\":%s,"
                  "\"killedWall\":%s,\"killedSyscall\":%s,\"outputExceeded\":%s,\"error\":",
                  i ? "," : "", status_name[r->status], r->exited ? "true" : "false", r->exit_code, r->signal,
                  r->syscall, (unsigned long long)r->cpu_us, (unsigned long long)r->wall_us,
                  (unsigned long long)r->peak_kb, (unsigned long long)r->maxrss_kb,
                  (unsigned long long)r->utime_us, (unsigned long long)r->stime_us,
                  (unsigned long long)r->oom_kills, (unsigned long long)r->pids_max_hits,
                  r->killed_cpu ? "true" : "false", r->killed_wall ? "true" : "false",
                  r->killed_se ? "true" : "false", r->output_exceeded ? "true" : "false");
    json_str(&p, end, r->error);
    if (p < end) *p++ = '}';
  }
  p += snprintf(p, (size_t)(end + 2 - p), "]}\n");
  return (size_t)(p - out);
}
