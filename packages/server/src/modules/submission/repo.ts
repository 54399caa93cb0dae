// The `judge` (submission), `judge_case` and `user_acproblem` tables, and the `contest_record` of
// contest submissions: every write of a verdict goes through here, and every status change ends with
// syncAcProblem + syncContestRecord in the same transaction, and the user's rank counters after it. Writes of a judging run are
// conditional on the submission's `version` and on the status still being in progress, so a job
// that runs twice (or a run made stale by a rejudge or cancel) can never overwrite a newer state
// or count anything twice.
import type { Kysely, Transaction } from 'kysely';
import { JudgeStatus } from '@judge/shared';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/types.js';
import type { CaseReport, FinalVerdict } from '../../judging/protocol.js';
import { insertContestRecord, syncContestRecord, type ContestRow } from '../contest/repo.js';
import { secondsFromStart } from '../contest/rules.js';
import { refreshRankCount } from '../rank/counters.js';

import type { SubmissionRow } from '../../db/rows.js';
export type { SubmissionRow };

/**
 * The rank counters of the submission's user, once its change has committed (rank/counters.ts);
 * contest and group submissions count on no site list.
 */
async function recount(database: Database, s: Pick<SubmissionRow, 'uid' | 'cid' | 'gid'> | null) {
  if (s && s.cid === 0 && s.gid == null) await refreshRankCount(database, s.uid);
}

/** Pending, Compiling, Judging. */
export const IN_PROGRESS = [JudgeStatus.PENDING, JudgeStatus.COMPILING, JudgeStatus.JUDGING] as number[];

export function findSubmission(db: Kysely<DB>, submitId: number) {
  return db.selectFrom('judge').selectAll().where('submit_id', '=', submitId).executeTakeFirst();
}

/** The submission a user already made with this Idempotency-Key, if any. */
export function findByClientKey(db: Kysely<DB>, uid: string, clientKey: string) {
  return db
    .selectFrom('judge')
    .selectAll()
    .where('uid', '=', uid)
    .where('client_key', '=', clientKey)
    .executeTakeFirst();
}

export interface NewSubmission {
  pid: number;
  displayPid: string;
  uid: string;
  username: string;
  code: string;
  language: string;
  cid: number;
  cpid: number;
  gid: number | null;
  ip: string | null;
  /** The client's Idempotency-Key, if it sent one. */
  clientKey?: string | null;
  /** When it was made: now for the intake; test fixtures and benches place it in a contest's past. */
  submitTime?: Date;
  /** A contest submission also gets its contest_record (status NULL), in the same transaction. */
  contest?: {
    contest: Pick<ContestRow, 'start_time'>;
    /** Id of the problem inside the contest ("A"). */
    displayId: string;
    realname: string | null;
  };
}

/** Writes a new submission as Pending (before it is queued), with its contest record if any. */
export async function insertSubmission(database: Database, s: NewSubmission): Promise<SubmissionRow> {
  const { db, cols } = database;
  const submitTime = s.submitTime ?? new Date();
  const now = cols.time(submitTime);
  const inserted = await db.transaction().execute(async (trx) => {
    const row = await insertJudgeRow(trx, database, s, now);
    if (s.contest && s.cid > 0)
      await insertContestRecord(trx, database, {
        cid: s.cid,
        uid: s.uid,
        pid: s.pid,
        cpid: s.cpid,
        displayId: s.contest.displayId,
        submitId: Number(row.submit_id),
        username: s.username,
        realname: s.contest.realname,
        submitTime: now,
        time: secondsFromStart(s.contest.contest, submitTime),
      });
    return row;
  });
  await recount(database, inserted);
  return inserted;
}

function insertJudgeRow(db: Transaction<DB>, database: Database, s: NewSubmission, now: string) {
  const { cols } = database;
  return db
    .insertInto('judge')
    .values({
      pid: s.pid,
      display_pid: s.displayPid,
      uid: s.uid,
      username: s.username,
      submit_time: now,
      status: JudgeStatus.PENDING,
      share: cols.bool(false),
      length: s.code.length,
      code: s.code,
      language: s.language,
      cid: s.cid,
      cpid: s.cpid,
      gid: s.gid,
      ip: s.ip,
      version: 0,
      is_manual: cols.bool(false),
      client_key: s.clientKey ?? null,
      gmt_create: now,
      gmt_modified: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Submissions left unfinished (start-up recovery, stale sweep). */
export function unfinishedSubmissions(db: Kysely<DB>, olderThan?: Date) {
  let q = db
    .selectFrom('judge')
    .select(['submit_id', 'version', 'cid', 'status'])
    .where('status', 'in', IN_PROGRESS)
    .orderBy('submit_id');
  if (olderThan) q = q.where('gmt_modified', '<', olderThan.toISOString());
  return q.execute();
}

/**
 * A judge takes a submission: Pending/Compiling/Judging of this version → Compiling, judger set,
 * results of an earlier attempt of the same version removed. False = nothing to do (cancelled,
 * rejudged since, or already final).
 */
export async function claimSubmission(
  database: Database,
  submitId: number,
  version: number,
  judger: string,
): Promise<boolean> {
  const { db, cols } = database;
  return db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('judge')
      .set({ status: JudgeStatus.COMPILING, judger, gmt_modified: cols.time() })
      .where('submit_id', '=', submitId)
      .where('version', '=', version)
      .where('status', 'in', IN_PROGRESS)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return false;
    await trx.deleteFrom('judge_case').where('submit_id', '=', submitId).execute();
    return true;
  });
}

/** Compiling → Judging (only while this version is in progress). */
export async function markJudging(database: Database, submitId: number, version: number): Promise<boolean> {
  const { db, cols } = database;
  const res = await db
    .updateTable('judge')
    .set({ status: JudgeStatus.JUDGING, gmt_modified: cols.time() })
    .where('submit_id', '=', submitId)
    .where('version', '=', version)
    .where('status', 'in', IN_PROGRESS)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
}

export type CaseRow = CaseReport;

async function stillRunning(trx: Transaction<DB>, submitId: number, version: number) {
  return trx
    .selectFrom('judge')
    .select(['pid', 'uid'])
    .where('submit_id', '=', submitId)
    .where('version', '=', version)
    .where('status', 'in', IN_PROGRESS)
    .executeTakeFirst();
}

/** One case result, written as soon as it is known (upsert by seq: a second run overwrites). */
export async function writeCaseResult(
  database: Database,
  submitId: number,
  version: number,
  c: CaseRow,
): Promise<boolean> {
  const { db, cols } = database;
  return db.transaction().execute(async (trx) => {
    const sub = await stillRunning(trx, submitId, version);
    if (!sub) return false;
    const now = cols.time();
    const values = {
      status: c.status,
      time: c.time,
      memory: c.memory,
      score: c.score,
      group_num: c.groupNum,
      case_id: c.caseId,
      mode: c.mode,
      input_data: c.inputData,
      output_data: c.outputData,
      user_output: c.userOutput,
      gmt_modified: now,
    };
    await trx
      .insertInto('judge_case')
      .values({ submit_id: submitId, pid: sub.pid, uid: sub.uid, seq: c.seq, gmt_create: now, ...values })
      .onConflict((oc) => oc.columns(['submit_id', 'seq']).doUpdateSet(values))
      .execute();
    return true;
  });
}

export type { FinalVerdict };

/**
 * The final verdict in one update, only while this version is still in progress; then the AC list.
 * False when the run was stale (nothing written).
 */
export async function finishSubmission(
  database: Database,
  submitId: number,
  version: number,
  v: FinalVerdict,
): Promise<boolean> {
  const { db, cols } = database;
  const sub = await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('judge')
      .set({
        status: v.status,
        time: v.time,
        memory: v.memory,
        score: v.score,
        oi_rank_score: v.oiRankScore,
        error_message: v.errorMessage,
        gmt_modified: cols.time(),
      })
      .where('submit_id', '=', submitId)
      .where('version', '=', version)
      .where('status', 'in', IN_PROGRESS)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return null;
    const sub = await trx
      .selectFrom('judge')
      .select(['uid', 'pid', 'cid', 'gid'])
      .where('submit_id', '=', submitId)
      .executeTakeFirstOrThrow();
    await syncAcProblem(trx, database, sub.uid, sub.pid);
    await syncContestRecord(trx, database, submitId);
    return sub;
  });
  await recount(database, sub);
  return sub !== null;
}

/**
 * The one rule of the AC list: user_acproblem holds, per (user, problem), the first Accepted
 * submission outside contests and groups; no row when there is none. Recomputed after every change
 * of a submission's status, so rejudge, cancel and manual judge keep it consistent.
 */
export async function syncAcProblem(
  db: Kysely<DB> | Transaction<DB>,
  database: Database,
  uid: string,
  pid: number,
): Promise<void> {
  const first = await db
    .selectFrom('judge')
    .select(['submit_id', 'submit_time'])
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .where('status', '=', JudgeStatus.ACCEPTED)
    .where('cid', '=', 0)
    .where('gid', 'is', null)
    .orderBy('submit_id')
    .limit(1)
    .executeTakeFirst();
  const row = await db
    .selectFrom('user_acproblem')
    .select(['id', 'submit_id'])
    .where('uid', '=', uid)
    .where('pid', '=', pid)
    .executeTakeFirst();
  const now = database.cols.time();
  if (!first) {
    if (row) await db.deleteFrom('user_acproblem').where('id', '=', row.id).execute();
    return;
  }
  if (row?.submit_id === first.submit_id) return;
  if (row) {
    await db
      .updateTable('user_acproblem')
      .set({ submit_id: first.submit_id, gmt_modified: now })
      .where('id', '=', row.id)
      .execute();
  } else {
    await db
      .insertInto('user_acproblem')
      .values({ uid, pid, submit_id: first.submit_id, gmt_create: now, gmt_modified: now })
      .onConflict((oc) =>
        oc.columns(['uid', 'pid']).doUpdateSet({ submit_id: first.submit_id, gmt_modified: now }),
      )
      .execute();
  }
}

/** Last states of a remote run in which a rejudge re-polls it instead of submitting again. */
const REMOTE_REPOLL_STATUSES: ReadonlySet<number> = new Set([
  JudgeStatus.SUBMITTED_FAILED,
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SYSTEM_ERROR,
]);

/**
 * Back to Pending for a new judging run (rejudge, resubmit, recovery of a failed job): version + 1,
 * results cleared, case rows removed, AC list recomputed, contest record back to NULL. Returns the
 * new row.
 *
 * `onlyIfInProgress` (the stale sweep): only when the row is still in progress at that version,
 * checked under a row lock; else nothing changes and null comes back. The sweep lists stale rows,
 * then asks the queue about each: a job that completed in between is gone from the queue, and its
 * row, final by then, must not be judged a second time.
 */
export async function resetForRejudge(
  database: Database,
  submitId: number,
  onlyIfInProgress?: { version: number },
): Promise<SubmissionRow | null> {
  const { db, cols } = database;
  const row = await db.transaction().execute(async (trx) => {
    let q = trx.selectFrom('judge').selectAll().where('submit_id', '=', submitId);
    if (onlyIfInProgress) {
      q = q.where('version', '=', onlyIfInProgress.version).where('status', 'in', IN_PROGRESS);
      // PostgreSQL: hold the row until the reset commits (a verdict waits, then finds a new version).
      if (database.dialect === 'postgres') q = q.forUpdate();
    }
    const cur = await q.executeTakeFirst();
    if (!cur) return null;
    // A remote run is looked at again (same run, same account) only when its last state was no
    // verdict of the site (hoj-behaviour §1.6); a rejudge of a judged remote run submits anew.
    const keepRemoteRun = REMOTE_REPOLL_STATUSES.has(cur.status);
    await trx
      .updateTable('judge')
      .set({
        ...(keepRemoteRun ? {} : { vjudge_submit_id: null, vjudge_username: null }),
        status: JudgeStatus.PENDING,
        version: cur.version + 1,
        judger: null,
        is_manual: cols.bool(false),
        time: null,
        memory: null,
        score: null,
        oi_rank_score: null,
        error_message: null,
        gmt_modified: cols.time(),
      })
      .where('submit_id', '=', submitId)
      .where('version', '=', cur.version)
      .execute();
    await trx.deleteFrom('judge_case').where('submit_id', '=', submitId).execute();
    await syncAcProblem(trx, database, cur.uid, cur.pid);
    // Contest record back to NULL (judging), score NULL.
    await syncContestRecord(trx, database, submitId);
    return (
      (await trx.selectFrom('judge').selectAll().where('submit_id', '=', submitId).executeTakeFirst()) ?? null
    );
  });
  await recount(database, row);
  return row;
}

/** Admin verdict (cancel or manual judge): status set by hand, `isManual`, judger = admin. */
export async function setManualVerdict(
  database: Database,
  submitId: number,
  fromVersion: number,
  patch: { status: number; score?: number | null; oiRankScore?: number | null; judger: string },
): Promise<SubmissionRow | null> {
  const { db, cols } = database;
  const changed = await db.transaction().execute(async (trx) => {
    const res = await trx
      .updateTable('judge')
      .set({
        status: patch.status,
        ...(patch.score !== undefined ? { score: patch.score } : {}),
        ...(patch.oiRankScore !== undefined ? { oi_rank_score: patch.oiRankScore } : {}),
        is_manual: cols.bool(true),
        judger: patch.judger,
        // A running job of the old version must not write over the admin's verdict.
        version: fromVersion + 1,
        gmt_modified: cols.time(),
      })
      .where('submit_id', '=', submitId)
      .where('version', '=', fromVersion)
      .executeTakeFirst();
    if (Number(res.numUpdatedRows) === 0) return null;
    const row = await trx
      .selectFrom('judge')
      .selectAll()
      .where('submit_id', '=', submitId)
      .executeTakeFirstOrThrow();
    await syncAcProblem(trx, database, row.uid, row.pid);
    // Cancel → not penalised, score NULL; manual judge → the verdict's mapping and score.
    await syncContestRecord(trx, database, submitId);
    return row;
  });
  await recount(database, changed);
  return changed;
}
