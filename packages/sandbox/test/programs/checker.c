/* testlib-style checker: check <input> <output> <answer>; exit 0 if output == answer, 1 if not.
 * With a 5th argument it also tries to open that path and fails (exit 3) if it can. */
#include <stdio.h>
#include <string.h>
static int slurp(const char *p, char *buf, size_t cap) {
  FILE *f = fopen(p, "r");
  if (!f) return -1;
  size_t n = fread(buf, 1, cap - 1, f);
  buf[n] = 0;
  fclose(f);
  return (int)n;
}
int main(int argc, char **argv) {
  static char in[1 << 16], out[1 << 16], ans[1 << 16];
  if (argc < 4 || slurp(argv[1], in, sizeof in) < 0 || slurp(argv[2], out, sizeof out) < 0 || slurp(argv[3], ans, sizeof ans) < 0) {
    fprintf(stderr, "cannot read files\n");
    return 3;
  }
  if (argc > 4 && fopen(argv[4], "r")) { fprintf(stderr, "could open %s\n", argv[4]); return 3; }
  if (strcmp(out, ans)) { fprintf(stderr, "wrong answer\n"); return 1; }
  fprintf(stderr, "ok\n");
  return 0;
}
