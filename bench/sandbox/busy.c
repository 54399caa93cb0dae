/* Burns argv[1] ms of its own thread CPU time, then exits 0: the "true" CPU time is known. */
#include <stdlib.h>
#include <time.h>
static double cpu_ms(void) {
  struct timespec ts;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
  return ts.tv_sec * 1e3 + ts.tv_nsec / 1e6;
}
int main(int argc, char **argv) {
  double ms = argc > 1 ? atof(argv[1]) : 100, start = cpu_ms();
  volatile unsigned long x = 0;
  while (cpu_ms() - start < ms) for (int i = 0; i < 10000; i++) x += i;
  return 0;
}
