// Computed boards, per contest and view, kept in this process. An entry is valid while the stamp it
// was computed for still holds (the board version bumped in the same transaction as every record
// change, the contest's last edit and its build key), so a change made by any server process
// invalidates it on the next read here: the stamp is read from the database, which every process
// shares. Change events (events.ts, through Redis pub/sub in scaled mode) also drop entries early.
// A short lifetime bounds how long profile edits (names, schools) take to show.
import type { RankedEntry, Scored } from './ranking.js';

/**
 * A computed board of one view: its order, the earliest AC per problem (first blood), and the rows
 * built so far from their users' cells (filled as pages are read, so a page read again under the
 * same stamp reads no cells; `null` for a user whose cells no longer make a row).
 */
export interface BoardSnapshot {
  entries: RankedEntry[];
  firstAc: ReadonlyMap<number, number>;
  rows: Map<string, Scored | null>;
}

/** Lifetime of an entry even when nothing changed (HOJ caches its outside board 15 s). */
export const BOARD_CACHE_TTL_MS = 15_000;
/** Boards kept at most (least recently used dropped first). */
const MAX_ENTRIES = 200;

export interface BoardViewKey {
  cid: number;
  sealed: boolean;
  containsEnd: boolean;
}

interface Entry {
  stamp: string;
  at: number;
  board: BoardSnapshot;
}

export class BoardCache {
  private readonly entries = new Map<string, Entry>();

  private static keyOf(k: BoardViewKey) {
    return `${k.cid}|${k.sealed ? 'sealed' : 'live'}|${k.containsEnd ? 'end' : 'in'}`;
  }

  get(k: BoardViewKey, stamp: string, now = Date.now()): BoardSnapshot | null {
    const key = BoardCache.keyOf(k);
    const e = this.entries.get(key);
    if (!e) return null;
    if (e.stamp !== stamp || now - e.at > BOARD_CACHE_TTL_MS) {
      this.entries.delete(key);
      return null;
    }
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, e);
    return e.board;
  }

  set(k: BoardViewKey, stamp: string, board: BoardSnapshot, now = Date.now()) {
    const key = BoardCache.keyOf(k);
    this.entries.delete(key);
    this.entries.set(key, { stamp, at: now, board });
    while (this.entries.size > MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
  }

  /** Drops every view of a contest. */
  drop(cid: number) {
    const prefix = `${cid}|`;
    for (const k of [...this.entries.keys()]) if (k.startsWith(prefix)) this.entries.delete(k);
  }

  get size() {
    return this.entries.size;
  }
}
