/* Programs with known behaviour, selected by argv[1], to check every status and measurement. */
#define _GNU_SOURCE
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static double cpu_ms(clockid_t c) {
  struct timespec ts;
  clock_gettime(c, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}

/* burn until this thread has used `ms` of CPU */
static void burn(double ms) {
  volatile unsigned long x = 0;
  double start = cpu_ms(CLOCK_THREAD_CPUTIME_ID);
  while (cpu_ms(CLOCK_THREAD_CPUTIME_ID) - start < ms) for (int i = 0; i < 10000; i++) x += i;
}

static void *burn_thread(void *arg) { burn(*(double *)arg); return NULL; }

int main(int argc, char **argv) {
  const char *mode = argc > 1 ? argv[1] : "";
  long n = argc > 2 ? atol(argv[2]) : 0;
  if (!strcmp(mode, "exit")) return (int)n;
  if (!strcmp(mode, "busy")) { burn((double)n); return 0; }            /* n ms of CPU */
  if (!strcmp(mode, "alloc")) {                                         /* n MiB touched */
    char *p = malloc((size_t)n << 20);
    if (!p) return 2;
    memset(p, 1, (size_t)n << 20);
    return p[12345] == 1 ? 0 : 3;
  }
  if (!strcmp(mode, "output")) {                                        /* n bytes to stdout */
    static char buf[65536];
    memset(buf, 'x', sizeof buf);
    for (long left = n; left > 0;) {
      long k = left < (long)sizeof buf ? left : (long)sizeof buf;
      if (fwrite(buf, 1, (size_t)k, stdout) != (size_t)k) return 4;
      left -= k;
    }
    return 0;
  }
  if (!strcmp(mode, "echo")) {                                          /* copy stdin to stdout */
    int c;
    while ((c = getchar()) != EOF) putchar(c);
    return 0;
  }
  if (!strcmp(mode, "segv")) { volatile int *p = NULL; return *p; }
  if (!strcmp(mode, "abort")) abort();
  if (!strcmp(mode, "fpe")) { volatile int z = 0, a = 100; return a / z; }
  if (!strcmp(mode, "sleep")) { sleep((unsigned)n); return 0; }
  if (!strcmp(mode, "loop")) for (;;) {}
  if (!strcmp(mode, "threads")) {                                       /* 2 threads x n ms */
    pthread_t t[2];
    double ms = (double)n;
    for (int i = 0; i < 2; i++) if (pthread_create(&t[i], NULL, burn_thread, &ms)) return 5;
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    return 0;
  }
  if (!strcmp(mode, "kernel")) {                                        /* burn system time */
    for (;;) { char b[4096]; FILE *f = fopen("/dev/zero", "r"); if (f) { (void)!fread(b, 1, sizeof b, f); fclose(f); } }
  }
  if (!strcmp(mode, "stderr")) { fputs("to stderr\n", stderr); puts("to stdout"); return 0; }
  fprintf(stderr, "unknown mode %s\n", mode);
  return 100;
}
