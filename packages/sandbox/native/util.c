/* Small helpers: clocks, cgroup-style file I/O, JSON string escaping. */
#define _GNU_SOURCE
#include "sbx.h"
#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

uint64_t now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return (uint64_t)ts.tv_sec * 1000000u + (uint64_t)ts.tv_nsec / 1000u;
}

int write_str(const char *path, const char *s) {
  int fd = open(path, O_WRONLY | O_CLOEXEC);
  if (fd < 0) return -errno;
  ssize_t n = write(fd, s, strlen(s));
  int e = n < 0 ? -errno : 0;
  close(fd);
  return e;
}

int write_u64(const char *path, uint64_t v) {
  char b[32];
  snprintf(b, sizeof b, "%llu", (unsigned long long)v);
  return write_str(path, b);
}

int read_u64_fd(int fd, uint64_t *v) {
  char b[64];
  ssize_t n = pread(fd, b, sizeof b - 1, 0);
  if (n <= 0) return -1;
  b[n] = 0;
  *v = strtoull(b, NULL, 10);
  return 0;
}

int read_file(const char *path, char *buf, size_t cap) {
  int fd = open(path, O_RDONLY | O_CLOEXEC);
  if (fd < 0) return -errno;
  ssize_t n = read(fd, buf, cap - 1);
  int e = errno;
  close(fd);
  if (n < 0) return -e;
  buf[n] = 0;
  return (int)n;
}

uint64_t read_keyed_u64(const char *path, const char *key) {
  char buf[4096];
  if (read_file(path, buf, sizeof buf) < 0) return 0;
  size_t kl = strlen(key);
  for (char *line = buf; line && *line; line = strchr(line, '\n') ? strchr(line, '\n') + 1 : NULL) {
    if (strncmp(line, key, kl) == 0 && line[kl] == ' ') return strtoull(line + kl + 1, NULL, 10);
  }
  return 0;
}

int mkdir_p(const char *path, mode_t mode) {
  char tmp[1024];
  if (strlen(path) >= sizeof tmp) return -ENAMETOOLONG;
  strcpy(tmp, path);
  for (char *p = tmp + 1; *p; p++) {
    if (*p != '/') continue;
    *p = 0;
    if (mkdir(tmp, mode) < 0 && errno != EEXIST) return -errno;
    *p = '/';
  }
  if (mkdir(tmp, mode) < 0 && errno != EEXIST) return -errno;
  return 0;
}

void json_str(char **p, char *end, const char *s) {
  char *o = *p;
  if (o < end) *o++ = '"';
  for (; s && *s && o + 7 < end; s++) {
    unsigned char c = (unsigned char)*s;
    if (c == '"' || c == '\\') { *o++ = '\\'; *o++ = (char)c; }
    else if (c < 0x20) o += sprintf(o, "\\u%04x", c);
    else *o++ = (char)c;
  }
  if (o < end) *o++ = '"';
  *p = o;
}

/* Used by the init and program processes: report a setup failure to the job and exit. */
void die_msg(int fd, const char *fmt, ...) {
  char b[SBX_ERR_LEN + 1];
  b[0] = 'E';
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(b + 1, sizeof b - 1, fmt, ap);
  va_end(ap);
  if (fd >= 0) (void)!write(fd, b, strlen(b));
  _exit(126);
}

void set_error(struct sbx_result *r, const char *fmt, ...) {
  if (r->error[0]) return; /* keep the first cause */
  va_list ap;
  va_start(ap, fmt);
  vsnprintf(r->error, sizeof r->error, fmt, ap);
  va_end(ap);
}
