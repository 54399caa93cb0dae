/* Interactor: the solution must find a secret in [1, 100] with at most 7 guesses.
 * Replies "<" (secret smaller), ">" (bigger) or "=" and exits 0 on success, 1 otherwise. */
#include <stdio.h>
#include <stdlib.h>
int main(int argc, char **argv) {
  int secret = argc > 1 ? atoi(argv[1]) : 37, g;
  for (int i = 0; i < 7; i++) {
    if (scanf("%d", &g) != 1) { fprintf(stderr, "no guess\n"); return 1; }
    if (g == secret) { puts("="); fflush(stdout); fprintf(stderr, "found in %d\n", i + 1); return 0; }
    puts(g > secret ? "<" : ">");
    fflush(stdout);
  }
  fprintf(stderr, "too many guesses\n");
  return 1;
}
