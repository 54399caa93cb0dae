// The scroll board (ICPC resolver) of an ended, sealed ACM contest (hoj-behaviour §5.6; site.md §9),
// as a pure model the page animates and the server tests against the board service:
//
//   const r = createResolver(info, submissions, medals);   // the sealed board, cursor at the bottom
//   while (!r.done) r.step();                              // reveal one pending cell per step
//   r.rows                                                 // = the unsealed board (same order)
//
// The rules are the board's (§5.3): a try before the first AC of a problem counts; PE/WA/TLE/MLE/RE
// cost 20 minutes once the problem is solved; solved desc, penalty asc, username asc; star users
// keep their place without a rank. A step takes the lowest row that still has pending (sealed)
// cells and reveals its leftmost one; a row with none left hands the cursor to the row above.
import { JudgeStatus } from './judge-status.js';

export interface ResolverInfo {
  startTime: string;
  sealRankTime: string;
  starUserList: string[];
  /** Display ids in column order. */
  displayIds: string[];
}
export interface ResolverSubmission {
  uid: string;
  username: string;
  nickname?: string | null;
  realname?: string | null;
  school?: string | null;
  status: number;
  submitTime: string;
  displayId: string;
  submitId: number;
}

export interface ResolverCell {
  /** Seconds from the start of the first AC (null: not solved as far as revealed). */
  acTime: number | null;
  /** Penalised tries before the AC (or so far). */
  errorNum: number;
  /** Tries hidden by the seal, not revealed yet. */
  pending: number;
  /** The hidden part solves the problem (known to the model, not shown before the reveal). */
  pendingAc: number | null;
  pendingErrors: number;
}
export interface ResolverRow {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  star: boolean;
  cells: Record<string, ResolverCell>;
  ac: number;
  /** Penalty seconds. */
  totalTime: number;
  /** 1-based among non-star rows, equal scores share it; −1 for stars. */
  rank: number;
  /** 0 gold, 1 silver, 2 bronze, null none. */
  medal: number | null;
}

export const RESOLVER_PENALTY_SECONDS = 20 * 60;
const PENALISED: ReadonlySet<number> = new Set([
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
]);

/** "yyyy/MM/dd HH:mm:ss" in GMT+8 → epoch ms. */
export function parseGmt8(v: string): number {
  const m = /^(\d{4})\/(\d{2})\/(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(v.trim());
  if (!m) return Date.parse(v);
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]) - 8 * 3600_000;
}

/** Medal counts from percentages of the ranked users, rounded down (site.md §9 defaults 10/20/30). */
export const medalsByPercent = (ranked: number, percents: readonly number[]) =>
  percents.map((p) => Math.floor((ranked * p) / 100));

export interface Resolver {
  rows: ResolverRow[];
  /** Index in `rows` of the row being resolved (−1 when done). */
  cursor: number;
  done: boolean;
  /** Reveals the next pending cell (or moves the cursor up); returns what happened. */
  step(): ResolverEvent;
  /** Back to the sealed board. */
  reset(): void;
}
export type ResolverEvent =
  | { kind: 'reveal'; uid: string; displayId: string; solved: boolean; from: number; to: number }
  | { kind: 'next-row'; uid: string; rank: number; medal: number | null }
  | { kind: 'done' };

function order(rows: ResolverRow[], medals: readonly number[]) {
  rows.sort((a, b) => b.ac - a.ac || a.totalTime - b.totalTime || (a.username < b.username ? -1 : a.username > b.username ? 1 : 0));
  let position = 0;
  let rank = 0;
  let prev: ResolverRow | null = null;
  const bounds = medals.reduce<number[]>((acc, n) => [...acc, (acc[acc.length - 1] ?? 0) + n], []);
  for (const r of rows) {
    if (r.star) {
      r.rank = -1;
      r.medal = null;
      continue;
    }
    position++;
    if (!prev || prev.ac !== r.ac || prev.totalTime !== r.totalTime) rank = position;
    prev = r;
    r.rank = rank;
    const tier = bounds.findIndex((b) => rank <= b);
    r.medal = r.ac > 0 && tier >= 0 ? tier : null;
  }
}

function scoreOf(r: ResolverRow) {
  r.ac = 0;
  r.totalTime = 0;
  for (const c of Object.values(r.cells))
    if (c.acTime !== null) {
      r.ac++;
      r.totalTime += c.acTime + RESOLVER_PENALTY_SECONDS * c.errorNum;
    }
}

/** The sealed board of the submissions, ready to be resolved. `medals` = gold, silver, bronze counts. */
export function createResolver(info: ResolverInfo, submissions: readonly ResolverSubmission[], medals: readonly number[] = []): Resolver {
  const start = parseGmt8(info.startTime);
  const seal = parseGmt8(info.sealRankTime);
  const stars = new Set(info.starUserList);
  const columns = new Set(info.displayIds);
  const build = (): ResolverRow[] => {
    const byUser = new Map<string, ResolverRow>();
    const timed = submissions
      .filter((s) => columns.has(s.displayId) && s.status !== JudgeStatus.CANCELLED)
      .map((s) => ({ s, t: parseGmt8(s.submitTime) }))
      .filter((x) => x.t >= start)
      .sort((a, b) => a.t - b.t || a.s.submitId - b.s.submitId);
    for (const { s, t } of timed) {
      let row = byUser.get(s.uid);
      if (!row) {
        row = {
          uid: s.uid,
          username: s.username,
          nickname: s.nickname ?? null,
          realname: s.realname ?? null,
          school: s.school ?? null,
          star: stars.has(s.username),
          cells: {},
          ac: 0,
          totalTime: 0,
          rank: 0,
          medal: null,
        };
        byUser.set(s.uid, row);
      }
      const c = (row.cells[s.displayId] ??= { acTime: null, errorNum: 0, pending: 0, pendingAc: null, pendingErrors: 0 });
      if (c.acTime !== null || c.pendingAc !== null) continue;
      const seconds = Math.floor((t - start) / 1000);
      if (t < seal) {
        if (s.status === JudgeStatus.ACCEPTED) c.acTime = seconds;
        else if (PENALISED.has(s.status)) c.errorNum++;
      } else {
        c.pending++;
        if (s.status === JudgeStatus.ACCEPTED) c.pendingAc = seconds;
        else if (PENALISED.has(s.status)) c.pendingErrors++;
      }
    }
    const rows = [...byUser.values()];
    rows.forEach(scoreOf);
    order(rows, medals);
    return rows;
  };

  const model: Resolver = {
    rows: [],
    cursor: -1,
    done: false,
    reset() {
      model.rows = build();
      model.cursor = model.rows.length - 1;
      model.done = model.rows.length === 0;
    },
    step(): ResolverEvent {
      if (model.done) return { kind: 'done' };
      const row = model.rows[model.cursor];
      const id = info.displayIds.find((d) => (row.cells[d]?.pending ?? 0) > 0);
      if (id === undefined) {
        // This row is final: announce it and move up.
        const ev: ResolverEvent = { kind: 'next-row', uid: row.uid, rank: row.rank, medal: row.medal };
        model.cursor--;
        if (model.cursor < 0) model.done = true;
        return ev;
      }
      const c = row.cells[id];
      const solved = c.pendingAc !== null;
      if (solved) c.acTime = c.pendingAc;
      c.errorNum += c.pendingErrors;
      c.pending = 0;
      c.pendingAc = null;
      c.pendingErrors = 0;
      const from = model.cursor;
      scoreOf(row);
      order(model.rows, medals);
      const to = model.rows.indexOf(row);
      // The cursor stays at its place on the board: when the row moved up, the row that slid
      // into this place is resolved next; else the same row goes on.
      return { kind: 'reveal', uid: row.uid, displayId: id, solved, from, to };
    },
  };
  model.reset();
  return model;
}

/** Runs a resolver to the end (the final standings). */
export function resolveAll(r: Resolver): ResolverRow[] {
  for (let guard = 0; !r.done && guard < 1_000_000; guard++) r.step();
  return r.rows;
}
