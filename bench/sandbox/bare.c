/* Bare fork + execve + wait4 of argv[3..] (stdio to /dev/null): argv[2] warmup runs, then argv[1]
 * measured runs. Prints one line of JSON: every per-run wall time in microseconds, and the median. */
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static double now_us(void) {
  struct timespec ts;
  clock_gettime(CLOCK_MONOTONIC, &ts);
  return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}
static int cmp(const void *a, const void *b) { double x = *(const double *)a, y = *(const double *)b; return (x > y) - (x < y); }

int main(int argc, char **argv) {
  if (argc < 4) { fprintf(stderr, "usage: bare N WARMUP program [args...]\n"); return 64; }
  int n = atoi(argv[1]), warm = atoi(argv[2]);
  double *t = malloc(sizeof(double) * (size_t)n);
  int devnull = open("/dev/null", O_RDWR);
  for (int i = -warm; i < n; i++) {
    double t0 = now_us();
    pid_t p = fork();
    if (p == 0) {
      dup2(devnull, 0); dup2(devnull, 1); dup2(devnull, 2);
      execv(argv[3], argv + 3);
      _exit(127);
    }
    int st;
    struct rusage ru;
    wait4(p, &st, 0, &ru);
    if (i >= 0) t[i] = now_us() - t0;
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) { fprintf(stderr, "run failed: status %d\n", st); return 1; }
  }
  printf("{\"samplesUs\":[");
  for (int i = 0; i < n; i++) printf("%s%.1f", i ? "," : "", t[i]);
  qsort(t, (size_t)n, sizeof *t, cmp);
  printf("],\"medianUs\":%.1f}\n", t[n / 2]);
  return 0;
}
