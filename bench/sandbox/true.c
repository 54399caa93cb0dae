/* The trivial program whose per-run cost is measured. */
int main(void) { return 0; }
