// Board cells (migration 0007): per (contest, user, problem, segment) the few numbers a board needs,
// derived from contest_record by one pure function (`cellsOfRecords`). They are rewritten from the
// records of that (user, problem) in the transaction that changed a record (`syncBoardCells`, called
// by contest/repo.ts), so a job that runs twice, a rejudge, a cancel or a manual verdict all leave
// the same cells a full rebuild (`rebuildContestCells`) would write.
import { CompiledQuery, sql, type Kysely, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { Database } from '../../../db/index.js';
import type { DB, ContestBoardRankTable } from '../../../db/types.js';
import { ContestRecordStatus } from '../rules.js';
import { VIEWS, scoreUser, type RankRules } from './ranking.js';
import { boardBoundsOf, segmentOf, type BoardBounds, type Cell } from './segments.js';

export { Segment, boardBoundsOf, segmentOf, type BoardBounds, type Cell } from './segments.js';

type Db = Kysely<DB> | Transaction<DB>;

/**
 * What the cells and rank keys were computed for: a change of times, problems, rule type or OI
 * score basis means a rebuild.
 */
export function builtKeyOf(
  b: BoardBounds,
  contestProblemIds: readonly number[],
  rules: { type: number; oiRankScoreType: string },
): string {
  const ids = [...contestProblemIds].sort((x, y) => x - y).join(',');
  return `${b.start}|${b.seal}|${b.end}|${ids}|${rules.type}|${rules.oiRankScoreType}`;
}

export interface RecordForCell {
  uid: string;
  pid: number;
  /** NULL judging, 1 AC, −1 penalised, 0 not penalised */
  status: number | null;
  /** Epoch ms (both databases hand the time over as a number, see `recordSql`). */
  submit_time: number;
  submit_id: number;
  score: number | null;
  use_time: number | null;
}

/**
 * The cells of one (user, problem) from all its records in the contest. Records are taken in
 * submission order; in each segment, the first AC closes the count of tries and penalties.
 */
export function cellsOfRecords(cid: number, b: BoardBounds, records: readonly RecordForCell[]): Cell[] {
  const timed = [...records].sort((x, y) => x.submit_time - y.submit_time || x.submit_id - y.submit_id);
  // At most one cell per segment, and segments come in time order: the last cell is the open one.
  const cells: Cell[] = [];
  let c: Cell | undefined;
  for (const r of timed) {
    const t = r.submit_time;
    const segment = segmentOf(b, t);
    if (segment === null) continue;
    if (!c || c.segment !== segment) {
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
      cells.push(c);
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
  return cells;
}

/**
 * What cells read of a contest's records (of one user and problem with `oneCell`) in cell order,
 * as SQL text: the time as epoch ms on both databases, which spares the parse of every timestamp
 * (the driver's on PostgreSQL, `Date.parse` of SQLite's ISO text); `date_part` is double precision,
 * where `extract` computes in numeric (2.5 times slower over 500 000 rows). The order names the
 * table's column: the select list's `submit_time` (the epoch ms) would be taken first, and sorting
 * by that expression kept the index from giving the order.
 */
function recordSql(dialect: Database['dialect'], scope: 'contest' | 'cell' | 'users'): string {
  const pg = dialect === 'postgres';
  const epochMs = pg
    ? "round(date_part('epoch', submit_time) * 1000)"
    : "cast(round(unixepoch(submit_time, 'subsec') * 1000) as integer)";
  const param = (i: number) => (pg ? `$${i}` : '?');
  const where =
    `cid = ${param(1)}` +
    (scope === 'cell'
      ? ` and uid = ${param(2)} and pid = ${param(3)}`
      : scope === 'users'
        ? ` and uid >= ${param(2)} and uid <= ${param(3)}`
        : '');
  return `select uid, pid, status, submit_id, score, use_time, ${epochMs} as submit_time from contest_record
    where ${where} order by uid, pid, contest_record.submit_time, submit_id`;
}

/** The records of one (user, problem) of a contest. */
async function recordsOf(db: Db, database: Database, cid: number, uid: string, pid: number) {
  const q = CompiledQuery.raw(recordSql(database.dialect, 'cell'), [cid, uid, pid]);
  return (await db.executeQuery<RecordForCell>(q)).rows;
}

/**
 * Hands every record of a contest to `visit` in cell order: by (user, problem), then by time.
 * SQLite's rows come as arrays off the connection (`rawRows`), one plain object made per row here,
 * which halves the read of 500 000 records; PostgreSQL's come through the driver.
 */
async function forEachRecord(db: Db, database: Database, cid: number, visit: (r: RecordForCell) => void) {
  const text = recordSql(database.dialect, 'contest');
  if (database.rawRows) {
    for (const r of database.rawRows(text, [cid]))
      visit({
        uid: r[0] as string,
        pid: r[1] as number,
        status: r[2] as number | null,
        submit_id: r[3] as number,
        score: r[4] as number | null,
        use_time: r[5] as number | null,
        submit_time: r[6] as number,
      });
    return;
  }
  for (const r of (await db.executeQuery<RecordForCell>(CompiledQuery.raw(text, [cid]))).rows) visit(r);
}

/** The cells of some users of a contest, by user (a user with none is absent). */
export async function cellsByUser(
  db: Db,
  cid: number,
  uids: readonly string[],
): Promise<Map<string, Cell[]>> {
  const byUser = new Map<string, Cell[]>();
  if (uids.length === 0) return byUser;
  const cells = await db
    .selectFrom('contest_board_cell')
    .selectAll()
    .where('cid', '=', cid)
    .where('uid', 'in', uids)
    .execute();
  for (const c of cells) {
    const l = byUser.get(c.uid);
    if (l) l.push(c);
    else byUser.set(c.uid, [c]);
  }
  return byUser;
}

/** Rows a multi-row insert takes: 24 000 values, below SQLite's bound parameter limit (32 766). */
const INSERT_BATCH = 2000;

const CELL_COLUMNS = [
  'cid',
  'uid',
  'pid',
  'segment',
  'ac_time',
  'penalty',
  'tries',
  'last_score',
  'last_time',
  'last_submit_id',
  'max_score',
  'ac_use_time',
] as const;
const RANK_COLUMNS = [
  'cid',
  'uid',
  'sealed_primary',
  'sealed_secondary',
  'live_primary',
  'live_secondary',
  'end_primary',
  'end_secondary',
] as const;
const PG_TYPES: Record<string, string> = { uid: 'text' };

/**
 * A PostgreSQL array literal of numbers and texts (NULL for null), written here in one pass: the
 * driver's own array encoding takes 0.8 s for a rebuild's 12 columns × 145 000 cells, this 0.3 s.
 */
function arrayLiteral(values: readonly unknown[]): string {
  const out = values.map((v) =>
    v === null ? 'NULL' : typeof v === 'number' ? String(v) : `"${String(v).replace(/["\\]/g, '\\$&')}"`,
  );
  return `{${out.join(',')}}`;
}

/**
 * Writes many cell or rank rows. PostgreSQL takes them as one array parameter per column
 * (`insert … select * from unnest(…)`), far cheaper than thousands of bound values; SQLite takes
 * multi-row inserts.
 */
async function insertRows<T extends 'contest_board_cell' | 'contest_board_rank'>(
  db: Db,
  database: Database,
  table: T,
  rows: (T extends 'contest_board_cell' ? Cell : ContestBoardRankTable)[],
) {
  if (rows.length === 0) return;
  if (database.dialect === 'postgres') {
    const columns = table === 'contest_board_cell' ? CELL_COLUMNS : RANK_COLUMNS;
    const arrays = columns.map((c) => {
      const values = rows.map((r) => (r as unknown as Record<string, unknown>)[c] ?? null);
      return sql`${arrayLiteral(values)}::${sql.raw(PG_TYPES[c] ?? 'integer')}[]`;
    });
    await sql`insert into ${sql.table(table)} (${sql.join(columns.map((c) => sql.ref(c)))})
      select * from unnest(${sql.join(arrays)})`.execute(db);
    return;
  }
  // SQLite: multi-row inserts written as text with their values flattened, not through the query
  // builder, which parsed and compiled every one of a rebuild's 1.7 million values (10 % of its
  // time); a full batch has the same text each time, so its prepared statement is kept.
  const columns = table === 'contest_board_cell' ? CELL_COLUMNS : RANK_COLUMNS;
  const tuple = `(${columns.map(() => '?').join(', ')})`;
  const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    const batch = rows.slice(i, i + INSERT_BATCH) as unknown as Record<string, unknown>[];
    const values: unknown[] = [];
    for (const r of batch) for (const c of columns) values.push(r[c] ?? null);
    await db.executeQuery(CompiledQuery.raw(head + Array(batch.length).fill(tuple).join(', '), values));
  }
}

/** One user's rank keys on the three views from all their cells; null when on no board. */
export function rankRowOf(
  cid: number,
  uid: string,
  rules: RankRules,
  cells: readonly Cell[],
): ContestBoardRankTable | null {
  const sealed = scoreUser(rules, VIEWS.sealed, cells);
  const live = scoreUser(rules, VIEWS.live, cells);
  const end = scoreUser(rules, VIEWS.end, cells);
  if (!sealed && !live && !end) return null;
  return {
    cid,
    uid,
    sealed_primary: sealed?.primary ?? null,
    sealed_secondary: sealed?.secondary ?? null,
    live_primary: live?.primary ?? null,
    live_secondary: live?.secondary ?? null,
    end_primary: end?.primary ?? null,
    end_secondary: end?.secondary ?? null,
  };
}

interface ContestFacts {
  bounds: BoardBounds;
  rules: RankRules;
  key: string;
}

async function contestAndKey(db: Db, cid: number): Promise<ContestFacts | null> {
  const contest = await db
    .selectFrom('contest')
    .select(['start_time', 'end_time', 'seal_rank', 'seal_rank_time', 'type', 'oi_rank_score_type'])
    .where('id', '=', cid)
    .executeTakeFirst();
  if (!contest) return null;
  const cps = await db
    .selectFrom('contest_problem')
    .select(['id', 'pid', 'display_id'])
    .where('cid', '=', cid)
    .execute();
  const bounds = boardBoundsOf(contest);
  const rules: RankRules = {
    type: contest.type,
    oiRankScoreType: contest.oi_rank_score_type,
    problems: new Map(cps.map((p) => [p.pid, p.display_id])),
  };
  return {
    bounds,
    rules,
    key: builtKeyOf(
      bounds,
      cps.map((p) => Number(p.id)),
      rules,
    ),
  };
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

/**
 * Deletes the cells and rank keys of contests about to be deleted (a subquery of their ids, or
 * ids). PostgreSQL keeps no foreign key from these caches to contest (migration 0018), so whoever
 * deletes a contest calls this first.
 */
export async function dropBoards(
  db: Db,
  cids: readonly number[] | SelectQueryBuilder<DB, 'contest', { id: number }>,
): Promise<void> {
  if (Array.isArray(cids) && cids.length === 0) return;
  await db.deleteFrom('contest_board_cell').where('cid', 'in', cids).execute();
  await db.deleteFrom('contest_board_rank').where('cid', 'in', cids).execute();
}

/**
 * Marks a contest's board changed without a record change (a problem added or removed, a display
 * id, title or colour changed): bumps its version, so cached boards of every server process miss
 * (their stamp holds the version) and open boards' watchers notice within a second. A new problem
 * set also changes the build key, so the next read rebuilds the cells. Call it at the end of the
 * transaction that made the change, as record writers take the board row after their records.
 */
export async function touchBoard(db: Db, database: Database, cid: number): Promise<void> {
  await lockBoard(db, database, cid);
}

/**
 * Builds cells and rank keys from records handed over in cell order (by user and problem, then
 * time): consecutive records of one (user, problem) make its cells, consecutive cells of a user
 * its keys. `take` closes the last user and hands over what was built since the last take, so the
 * records may come in runs of whole users.
 */
function cellBuilder(cid: number, f: ContestFacts) {
  let cells: Cell[] = [];
  let ranks: ContestBoardRankTable[] = [];
  let group: RecordForCell[] = [];
  let userCells: Cell[] = [];
  const closeGroup = (next: RecordForCell | null) => {
    const a = group[0];
    if (!a || (next && next.uid === a.uid && next.pid === a.pid)) return;
    for (const c of cellsOfRecords(cid, f.bounds, group)) userCells.push(c);
    group = [];
    if (next && next.uid === a.uid) return;
    const rank = rankRowOf(cid, a.uid, f.rules, userCells);
    if (rank) ranks.push(rank);
    for (const c of userCells) cells.push(c);
    userCells = [];
  };
  return {
    add(r: RecordForCell) {
      closeGroup(r);
      group.push(r);
    },
    take() {
      closeGroup(null);
      const built = { cells, ranks };
      cells = [];
      ranks = [];
      return built;
    },
  };
}

/** Users per read of a pipelined rebuild: about 50 000 records a read at the benchmark's size. */
const USERS_PER_READ = 1000;

/** A promise that may settle before it is awaited, without an unhandled rejection meanwhile. */
function awaitedLater<T>(p: Promise<T>): Promise<T> {
  p.catch(() => undefined);
  return p;
}

/**
 * PostgreSQL, a rebuild in a transaction of its own: the records are read on other connections
 * (`Database.sideReads`), a run of whole users at a time, while this transaction writes the cells
 * of the run before. The driver's parse of the rows (Node) and the insert (the server) then overlap
 * instead of adding up: 3.8 → 2.7 s for 500 000 records (bench/README.md "Scoreboard"). Reading
 * outside the transaction sees what it would see inside: this transaction wrote no record, and a
 * verdict not yet committed waits for the board row this transaction holds, then brings its own
 * cells in line.
 */
async function buildPipelined(
  db: Db,
  database: Database,
  pool: Kysely<DB>,
  cid: number,
  f: ContestFacts,
  usersPerRead: number,
) {
  const uids = (
    await pool.executeQuery<{ uid: string }>(
      CompiledQuery.raw('select distinct uid from contest_record where cid = $1 order by uid', [cid]),
    )
  ).rows.map((r) => r.uid);
  const text = recordSql(database.dialect, 'users');
  const read = (i: number) => {
    const run = uids.slice(i, i + usersPerRead);
    return awaitedLater(pool.executeQuery<RecordForCell>(CompiledQuery.raw(text, [cid, run[0], run.at(-1)])));
  };
  const builder = cellBuilder(cid, f);
  const ranks: ContestBoardRankTable[] = [];
  let writing: Promise<void> = Promise.resolve();
  let next = uids.length > 0 ? read(0) : null;
  for (let i = 0; next; i += usersPerRead) {
    const { rows } = await next;
    next = i + usersPerRead < uids.length ? read(i + usersPerRead) : null;
    for (const r of rows) builder.add(r);
    const built = builder.take();
    ranks.push(...built.ranks);
    await writing;
    writing = awaitedLater(insertRows(db, database, 'contest_board_cell', built.cells));
  }
  await writing;
  return ranks;
}

/**
 * Recomputes every cell and rank key of a contest whose board row this transaction holds. With
 * `usersPerRead` (the transaction is a rebuild's own and wrote no record), PostgreSQL reads the
 * records in runs of that many users in parallel with the writes (`buildPipelined`).
 */
async function rebuildLocked(
  db: Db,
  database: Database,
  cid: number,
  f: ContestFacts,
  usersPerRead?: number,
) {
  await db.deleteFrom('contest_board_cell').where('cid', '=', cid).execute();
  await db.deleteFrom('contest_board_rank').where('cid', '=', cid).execute();
  let ranks: ContestBoardRankTable[];
  if (usersPerRead && database.sideReads) {
    ranks = await buildPipelined(db, database, database.sideReads, cid, f, usersPerRead);
  } else {
    const builder = cellBuilder(cid, f);
    await forEachRecord(db, database, cid, (r) => builder.add(r));
    const built = builder.take();
    await insertRows(db, database, 'contest_board_cell', built.cells);
    ranks = built.ranks;
  }
  await insertRows(db, database, 'contest_board_rank', ranks);
  await db.updateTable('contest_board').set({ built_key: f.key }).where('cid', '=', cid).execute();
}

/**
 * Recomputes every cell of a contest from its records (after a rejudge or a problem removal, when
 * the contest's times or problems changed, and in the benchmark) and bumps the board version. With
 * `onlyIfStale`, does nothing when the cells were already built for the contest as it is now (a
 * concurrent reader rebuilt them first). `db` is a transaction of its own that wrote no record,
 * which lets PostgreSQL read the records on other connections (`buildPipelined`).
 */
async function rebuildContestCells(
  db: Db,
  database: Database,
  cid: number,
  opts: RebuildOptions,
): Promise<void> {
  const ck = await contestAndKey(db, cid);
  if (!ck) return;
  const built = await lockBoard(db, database, cid);
  if (opts.onlyIfStale && built === ck.key) return;
  await rebuildLocked(db, database, cid, ck, opts.usersPerRead ?? USERS_PER_READ);
}

export interface RebuildOptions {
  /** Do nothing when the cells were built for the contest as it is now. */
  onlyIfStale?: boolean;
  /** PostgreSQL: users per read of the records (`buildPipelined`); tests make it small. */
  usersPerRead?: number;
}

/** `rebuildContestCells` in a transaction of its own. */
export function rebuildContestBoard(
  database: Database,
  cid: number,
  opts: RebuildOptions = {},
): Promise<void> {
  return database.db.transaction().execute((trx) => rebuildContestCells(trx, database, cid, opts));
}

/**
 * Brings the cells of one (contest, user, problem), and the user's rank keys, in line with its
 * records; call it in the
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
    await rebuildLocked(db, database, cid, ck);
    return;
  }
  const records = await recordsOf(db, database, cid, uid, pid);
  await db
    .deleteFrom('contest_board_cell')
    .where('cid', '=', cid)
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .execute();
  await insertRows(db, database, 'contest_board_cell', cellsOfRecords(cid, ck.bounds, records));
  // The user's rank keys from all their cells in this contest.
  const cells = (await cellsByUser(db, cid, [uid])).get(uid) ?? [];
  await db.deleteFrom('contest_board_rank').where('cid', '=', cid).where('uid', '=', uid).execute();
  const rank = rankRowOf(cid, uid, ck.rules, cells);
  if (rank) await db.insertInto('contest_board_rank').values(rank).execute();
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
  await rebuildContestBoard(database, cid, { onlyIfStale: true });
  return (await read())?.version ?? 0;
}
