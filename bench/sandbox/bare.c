/* Bare fork + execve + wait4 of argv[2..] (stdio to /dev/null), argv[1] times after 10% warmup.
 * Prints one line of JSON: the median and quartiles of the per-run wall time in microseconds. */
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
  if (argc < 3) { fprintf(stderr, "usage: bare N program [args...]\n"); return 64; }
  int n = atoi(argv[1]), warm = n / 10;
  double *t = malloc(sizeof(double) * (size_t)n);
  int devnull = open("/dev/null", O_RDWR);
  for (int i = -warm; i < n; i++) {
    double t0 = now_us();
    pid_t p = fork();
    if (p == 0) {
      dup2(devnull, 0); dup2(devnull, 1); dup2(devnull, 2);
      execv(argv[2], argv + 2);
      _exit(127);
    }
    int st;
    struct rusage ru;
    wait4(p, &st, 0, &ru);
    if (i >= 0) t[i] = now_us() - t0;
    if (!WIFEXITED(st) || WEXITSTATUS(st) != 0) { fprintf(stderr, "run failed: status %d\n", st); return 1; }
  }
  qsort(t, (size_t)n, sizeof *t, cmp);
  printf("{\"runs\":%d,\"medianUs\":%.1f,\"p25Us\":%.1f,\"p75Us\":%.1f}\n", n, t[n / 2], t[n / 4], t[3 * n / 4]);
  return 0;
}
