// Board cells (migration 0007): per (contest, user, problem, segment) the few numbers a board needs,
// derived from contest_record by one pure function (`cellsOfRecords`). They are rewritten from the
// records of that (user, problem) in the transaction that changed a record (`syncBoardCells`, called
// by contest/repo.ts), so a job that runs twice, a rejudge, a cancel or a manual verdict all leave
// the same cells a full rebuild (`rebuildContestCells`) would write.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../../db/index.js';
import type { DB, ContestBoardCellTable } from '../../../db/types.js';
import { readBool, readTime } from '../../../db/columns.js';
import type { ContestRow } from '../../../db/rows.js';
import { ContestRecordStatus } from '../rules.js';

type Db = Kysely<DB> | Transaction<DB>;

/** Time windows of a contest: a record's segment decides in which views it counts. */
export const Segment = { BEFORE_SEAL: 0, SEALED: 1, AFTER_END: 2 } as const;

export interface BoardBounds {
  start: number;
  /** When the board seals (epoch ms); the end when the contest has no seal. */
  seal: number;
  end: number;
}

export function boardBoundsOf(
  c: Pick<ContestRow, 'start_time' | 'end_time' | 'seal_rank' | 'seal_rank_time'>,
): BoardBounds {
  const start = readTime(c.start_time)!.getTime();
  const end = readTime(c.end_time)!.getTime();
  const sealAt = readBool(c.seal_rank) && c.seal_rank_time ? readTime(c.seal_rank_time)!.getTime() : end;
  return { start, end, seal: Math.min(Math.max(sealAt, start), end) };
}

/** What the cells were computed for: a change of times or of the problem set means a rebuild. */
export function builtKeyOf(b: BoardBounds, contestProblemIds: readonly number[]): string {
  return `${b.start}|${b.seal}|${b.end}|${[...contestProblemIds].sort((x, y) => x - y).join(',')}`;
}

/** The segment of a submission made at `t` (epoch ms); null before the start (never on a board). */
export function segmentOf(b: BoardBounds, t: number): number | null {
  if (t < b.start) return null;
  if (t >= b.end) return Segment.AFTER_END;
  return t >= b.seal ? Segment.SEALED : Segment.BEFORE_SEAL;
}

export interface RecordForCell {
  uid: string;
  pid: number;
  /** NULL judging, 1 AC, −1 penalised, 0 not penalised */
  status: number | null;
  submit_time: Date | string;
  submit_id: number;
  score: number | null;
  use_time: number | null;
}

export type Cell = ContestBoardCellTable;

/**
 * The cells of one (user, problem) from all its records in the contest. Records are taken in
 * submission order; in each segment, the first AC closes the count of tries and penalties.
 */
export function cellsOfRecords(cid: number, b: BoardBounds, records: readonly RecordForCell[]): Cell[] {
  const timed = records
    .map((r) => ({ r, t: readTime(r.submit_time)!.getTime() }))
    .sort((x, y) => x.t - y.t || x.r.submit_id - y.r.submit_id);
  const cells = new Map<string, Cell>();
  for (const { r, t } of timed) {
    const segment = segmentOf(b, t);
    if (segment === null) continue;
    const key = `${r.uid}\u0000${r.pid}\u0000${segment}`;
    let c = cells.get(key);
    if (!c) {
      c = {
        cid,
        uid: r.uid,
        pid: r.pid,
        segment,
        ac_time: null,
        penalty: 0,
        tries: 0,
        last_score: null,
        last_time: null,
        last_submit_id: null,
        max_score: null,
        ac_use_time: null,
      };
      cells.set(key, c);
    }
    const seconds = Math.floor((t - b.start) / 1000);
    if (c.ac_time === null) {
      c.tries++;
      if (r.status === ContestRecordStatus.PENALTY) c.penalty++;
      if (r.status === ContestRecordStatus.AC) c.ac_time = seconds;
    }
    if (r.status === null) continue;
    // OI: the latest and the highest judged score, and the fastest AC run.
    const score = r.score ?? 0;
    c.last_score = score;
    c.last_time = seconds;
    c.last_submit_id = r.submit_id;
    if (c.max_score === null || score > c.max_score) c.max_score = score;
    if (r.status === ContestRecordStatus.AC && r.use_time !== null)
      c.ac_use_time = c.ac_use_time === null ? r.use_time : Math.min(c.ac_use_time, r.use_time);
  }
  return [...cells.values()];
}

const recordColumns = ['uid', 'pid', 'status', 'submit_time', 'submit_id', 'score', 'use_time'] as const;

/** Batches below the bound parameter limits of both databases (12 columns a row). */
const INSERT_BATCH = 500;

async function insertCells(db: Db, cells: Cell[]) {
  for (let i = 0; i < cells.length; i += INSERT_BATCH)
    await db
      .insertInto('contest_board_cell')
      .values(cells.slice(i, i + INSERT_BATCH))
      .execute();
}

async function contestAndKey(db: Db, cid: number) {
  const contest = await db
    .selectFrom('contest')
    .select(['start_time', 'end_time', 'seal_rank', 'seal_rank_time'])
    .where('id', '=', cid)
    .executeTakeFirst();
  if (!contest) return null;
  const cps = await db.selectFrom('contest_problem').select('id').where('cid', '=', cid).execute();
  const bounds = boardBoundsOf(contest);
  return { bounds, key: builtKeyOf(bounds, cps.map((p) => Number(p.id))) };
}

/**
 * Takes the contest's board row lock (creating the row when missing) and bumps its version; returns
 * the build key its cells were made for ('' when none). Every writer of a contest's cells goes
 * through it first, so on PostgreSQL two verdicts, or a verdict and a rebuild, never interleave
 * (each computes from committed records); SQLite runs one writer at a time anyway.
 */
async function lockBoard(db: Db, database: Database, cid: number): Promise<string> {
  const now = database.cols.time();
  await db
    .insertInto('contest_board')
    .values({ cid, version: 0, built_key: '', gmt_modified: now })
    .onConflict((oc) => oc.column('cid').doNothing())
    .execute();
  const row = await db
    .updateTable('contest_board')
    .set((eb) => ({ version: eb('version', '+', 1), gmt_modified: now }))
    .where('cid', '=', cid)
    .returning('built_key')
    .executeTakeFirstOrThrow();
  return row.built_key;
}

/** Recomputes every cell of a contest whose board row this transaction holds. */
async function rebuildLocked(db: Db, cid: number, bounds: BoardBounds, key: string) {
  await db.deleteFrom('contest_board_cell').where('cid', '=', cid).execute();
  const records = await db
    .selectFrom('contest_record')
    .select([...recordColumns])
    .where('cid', '=', cid)
    .orderBy('uid')
    .orderBy('pid')
    .execute();
  // Group consecutive rows of one (user, problem) and compute its cells.
  const cells: Cell[] = [];
  let from = 0;
  for (let i = 1; i <= records.length; i++) {
    const a = records[from];
    const r = records[i];
    if (i === records.length || r.uid !== a.uid || r.pid !== a.pid) {
      cells.push(...cellsOfRecords(cid, bounds, records.slice(from, i)));
      from = i;
    }
  }
  await insertCells(db, cells);
  await db.updateTable('contest_board').set({ built_key: key }).where('cid', '=', cid).execute();
}

/**
 * Recomputes every cell of a contest from its records (after a rejudge or a problem removal, when
 * the contest's times or problems changed, and in the benchmark) and bumps the board version. With
 * `onlyIfStale`, does nothing when the cells were already built for the contest as it is now (a
 * concurrent reader rebuilt them first). Run it inside a transaction.
 */
export async function rebuildContestCells(
  db: Db,
  database: Database,
  cid: number,
  onlyIfStale = false,
): Promise<void> {
  const ck = await contestAndKey(db, cid);
  if (!ck) return;
  const built = await lockBoard(db, database, cid);
  if (onlyIfStale && built === ck.key) return;
  await rebuildLocked(db, cid, ck.bounds, ck.key);
}

/** `rebuildContestCells` in a transaction of its own. */
export function rebuildContestBoard(database: Database, cid: number, onlyIfStale = false): Promise<void> {
  return database.db.transaction().execute((trx) => rebuildContestCells(trx, database, cid, onlyIfStale));
}

/**
 * Brings the cells of one (contest, user, problem) in line with its records; call it in the
 * transaction that changed one of them. When the contest's times or problems changed since the
 * cells were built (or it has none yet), rebuilds them all instead.
 */
export async function syncBoardCells(
  db: Db,
  database: Database,
  cid: number,
  uid: string,
  pid: number,
): Promise<void> {
  const ck = await contestAndKey(db, cid);
  if (!ck) return;
  const built = await lockBoard(db, database, cid);
  if (built !== ck.key) {
    await rebuildLocked(db, cid, ck.bounds, ck.key);
    return;
  }
  const records = await db
    .selectFrom('contest_record')
    .select([...recordColumns])
    .where('cid', '=', cid)
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .execute();
  await db
    .deleteFrom('contest_board_cell')
    .where('cid', '=', cid)
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .execute();
  await insertCells(db, cellsOfRecords(cid, ck.bounds, records));
}

/**
 * The board version of a contest whose current build key is `key` (`builtKeyOf`), rebuilding its
 * cells first when they are missing or were built for other times or problems (a contest edited in
 * the back office). Caches key on the returned version.
 */
export async function ensureBoardCells(database: Database, cid: number, key: string): Promise<number> {
  const { db } = database;
  const read = () =>
    db.selectFrom('contest_board').select(['version', 'built_key']).where('cid', '=', cid).executeTakeFirst();
  const row = await read();
  if (row && row.built_key === key) return row.version;
  await rebuildContestBoard(database, cid, true);
  return (await read())?.version ?? 0;
}
