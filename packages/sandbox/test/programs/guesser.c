/* Solution for the interactor: binary search. With argv[1] == "silent" it never answers,
 * with "spin" it burns CPU without reading. */
#include <stdio.h>
#include <string.h>
int main(int argc, char **argv) {
  if (argc > 1 && !strcmp(argv[1], "silent")) { char c; while (fread(&c, 1, 1, stdin) == 1) {} return 0; }
  if (argc > 1 && !strcmp(argv[1], "spin")) { volatile unsigned long x = 0; for (;;) x++; }
  int lo = 1, hi = 100;
  char r[8];
  while (lo <= hi) {
    int mid = (lo + hi) / 2;
    printf("%d\n", mid);
    fflush(stdout);
    if (scanf("%7s", r) != 1) return 2;
    if (r[0] == '=') return 0;
    if (r[0] == '<') hi = mid - 1; else lo = mid + 1;
  }
  return 3;
}
