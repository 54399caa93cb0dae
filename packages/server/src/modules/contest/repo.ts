// Contest queries and contest_record upkeep for the judge. The record of a contest submission is
// derived from its judge row by one function, `syncContestRecord`, called inside every transaction
// that changes a submission's status (submission-repo.ts), so the mapping lives in one place and a
// job that runs twice writes the same values twice (idempotent). Both record functions also rewrite
// the board cells of that (user, problem) in the same transaction (board/cells.ts).
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/types.js';
import { contestRecordStatusOf } from './rules.js';
import { syncBoardCells } from './board/cells.js';

import type { ContestRow, ContestProblemRow, ContestRecordRow } from '../../db/rows.js';
export type { ContestRow, ContestProblemRow, ContestRecordRow };
type Db = Kysely<DB> | Transaction<DB>;

/** contest_register.status of a valid registration. */
export const REGISTER_VALID = 0;

export function findContest(db: Db, cid: number) {
  return db.selectFrom('contest').selectAll().where('id', '=', cid).executeTakeFirst();
}

/** The problem of a contest by its id inside the contest ("A", "B", …). */
export function findContestProblemByDisplayId(db: Db, cid: number, displayId: string) {
  return db
    .selectFrom('contest_problem')
    .selectAll()
    .where('cid', '=', cid)
    .where('display_id', '=', displayId)
    .executeTakeFirst();
}

/** Has the user a valid registration for the contest? */
export async function isRegistered(db: Db, cid: number, uid: string): Promise<boolean> {
  const row = await db
    .selectFrom('contest_register')
    .select('id')
    .where('cid', '=', cid)
    .where('uid', '=', uid)
    .where('status', '=', REGISTER_VALID)
    .executeTakeFirst();
  return !!row;
}

export interface NewContestRecord {
  cid: number;
  uid: string;
  pid: number;
  cpid: number;
  displayId: string;
  submitId: number;
  username: string;
  realname: string | null;
  submitTime: string;
  /** seconds since the contest start (0 before it) */
  time: number;
}

/**
 * The record of a new contest submission: status NULL (judging), no score yet. Its board cell is
 * updated in the same transaction (a pending try shows on a sealed board).
 */
export async function insertContestRecord(db: Db, database: Database, r: NewContestRecord) {
  const now = database.cols.time();
  const row = await db
    .insertInto('contest_record')
    .values({
      cid: r.cid,
      uid: r.uid,
      pid: r.pid,
      cpid: r.cpid,
      display_id: r.displayId,
      submit_id: r.submitId,
      username: r.username,
      realname: r.realname,
      status: null,
      submit_time: r.submitTime,
      time: r.time,
      score: null,
      use_time: null,
      first_blood: database.cols.bool(false),
      checked: database.cols.bool(false),
      gmt_create: now,
      gmt_modified: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await syncBoardCells(db, database, r.cid, r.uid, r.pid);
  return row;
}

/**
 * Brings the contest_record of one submission in line with its judge row: status by
 * `contestRecordStatusOf` (NULL while judging), score = the submission's score (OI; NULL for ACM,
 * after a cancel and while judging), use_time = its run time. No-op for non-contest submissions.
 * Call it in the transaction that changed the judge row, after the change.
 */
export async function syncContestRecord(db: Db, database: Database, submitId: number): Promise<void> {
  const s = await db
    .selectFrom('judge')
    .select(['cid', 'uid', 'pid', 'status', 'score', 'time'])
    .where('submit_id', '=', submitId)
    .executeTakeFirst();
  if (!s || s.cid <= 0) return;
  const status = contestRecordStatusOf(s.status);
  const judged = status !== null;
  await db
    .updateTable('contest_record')
    .set({
      status,
      score: judged ? s.score : null,
      use_time: judged ? s.time : null,
      gmt_modified: database.cols.time(),
    })
    .where('submit_id', '=', submitId)
    .execute();
  // The board cells of this (user, problem) follow its records, in this transaction.
  await syncBoardCells(db, database, s.cid, s.uid, s.pid);
}

/**
 * `syncContestRecord` in its own transaction with the judge row locked (PostgreSQL `FOR UPDATE`;
 * SQLite transactions are serial), for callers that did not change the row themselves — e.g. a
 * judge whose claim failed (cancelled before judging: the record says "not penalised").
 */
export async function refreshContestRecord(database: Database, submitId: number): Promise<void> {
  await database.db.transaction().execute(async (trx) => {
    let q = trx.selectFrom('judge').select('cid').where('submit_id', '=', submitId);
    if (database.dialect === 'postgres') q = q.forUpdate();
    const row = await q.executeTakeFirst();
    if (row && row.cid > 0) await syncContestRecord(trx, database, submitId);
  });
}
