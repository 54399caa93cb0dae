// The bounded map of kept things: at most `max`, the least recently used dropped first.
import { describe, expect, it } from 'vitest';
import { kept } from './kept.js';

describe('kept', () => {
  it('holds at most max entries and drops the least recently used', () => {
    const k = kept<string, number>(2);
    k.set('a', 1);
    k.set('b', 2);
    expect(k.get('a')).toBe(1); // a is now the most recent
    k.set('c', 3);
    expect(k.size).toBe(2);
    expect(k.get('b')).toBeUndefined();
    expect(k.get('a')).toBe(1);
    expect(k.get('c')).toBe(3);
    k.set('c', 4); // a new value for a kept key takes no extra room
    expect(k.size).toBe(2);
    k.delete('a');
    expect(k.get('a')).toBeUndefined();
    expect(k.size).toBe(1);
  });
});
