// Slot bookkeeping: a slot is one uid + one cgroup + one netns in the runner, so at most one box
// runs in a slot at a time. Waiters are served first-come first-served. Free slots are handed out
// least recently used first: the runner finishes a slot's teardown after sending its verdict, so
// back-to-back runs alternate slots instead of waiting for that.
export class SlotPool {
  private free: number[];
  private waiters: { n: number; resolve: (s: number[]) => void }[] = [];

  constructor(count: number) {
    this.free = Array.from({ length: count }, (_, i) => i);
  }

  acquire(n: number): Promise<number[]> {
    if (this.waiters.length === 0 && this.free.length >= n) return Promise.resolve(this.free.splice(0, n));
    return new Promise((resolve) => this.waiters.push({ n, resolve }));
  }

  release(slots: number[]): void {
    this.free.push(...slots);
    while (this.waiters.length && this.free.length >= this.waiters[0].n) {
      const w = this.waiters.shift()!;
      w.resolve(this.free.splice(0, w.n));
    }
  }
}
