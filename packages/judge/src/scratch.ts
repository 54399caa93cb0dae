/**
 * Scratch dirs of finished submissions are removed in the background, after the verdict has gone
 * out (a recursive rm of a submission's case dirs costs milliseconds of thread-pool round trips).
 * `scratchRemoved()` settles when every removal started so far is over (tests, shutdown).
 */
import { rm } from 'node:fs/promises';

const pending = new Set<Promise<void>>();

export function removeScratch(dir: string): void {
  const p: Promise<void> = rm(dir, { recursive: true, force: true })
    .catch(() => {})
    .finally(() => pending.delete(p));
  pending.add(p);
}

export async function scratchRemoved(): Promise<void> {
  while (pending.size) await Promise.all([...pending]);
}
