// Listeners kept per key (a contest id, a uid): the one bookkeeping of the live-update hubs
// (lib/fanout.ts, the contest board and announcement watchers).

/**
 * Adds `fn` to the listeners of `key` (the set is made on first use); the returned function removes
 * it again, and when the key has no listener left drops its set and calls `onEmpty`.
 */
export function addListener<K, L>(sets: Map<K, Set<L>>, key: K, fn: L, onEmpty?: () => void): () => void {
  let set = sets.get(key);
  if (!set) sets.set(key, (set = new Set()));
  set.add(fn);
  return () => {
    const s = sets.get(key);
    if (!s) return;
    s.delete(fn);
    if (s.size === 0) {
      sets.delete(key);
      onEmpty?.();
    }
  };
}
