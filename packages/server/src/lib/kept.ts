// A bounded map for what a server process keeps to avoid work (answers, session facts, verified
// tokens): at most `max` entries, the least recently used dropped first. A Map keeps insertion
// order, so a read moves its entry to the end and the first key is always the oldest.
export interface Kept<K, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): void;
  delete(key: K): void;
  readonly size: number;
}

export function kept<K, V>(max: number): Kept<K, V> {
  const map = new Map<K, V>();
  return {
    get(key) {
      const v = map.get(key);
      if (v !== undefined) {
        map.delete(key);
        map.set(key, v);
      }
      return v;
    },
    set(key, value) {
      map.delete(key);
      if (map.size >= max) map.delete(map.keys().next().value!);
      map.set(key, value);
    },
    delete(key) {
      map.delete(key);
    },
    get size() {
      return map.size;
    },
  };
}
