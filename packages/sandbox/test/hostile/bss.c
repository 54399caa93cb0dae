/* A 1 GiB static array, touched: the memory cgroup must stop it (MLE), not the loader. */
#include <string.h>
static char big[1u << 30];
int main(int argc, char **argv) {
  (void)argv;
  if (argc > 1) memset(big, 1, sizeof big);
  return big[argc];
}
