// A small contest builder for board tests: a contest with seeded problems, and submissions made at
// chosen minutes of it, recorded by the functions the judge uses (insertContestRecord when the
// submission is written, finishSubmission / the judge results for its verdict), so the cells under
// test come from the real record path and never from hand-written cell rows. Test-only (the board
// stream's reader is test/helpers/sse.ts: openBoardStream).
import { ContestAuth, ContestType, JudgeStatus, type Award } from '@judge/shared';
import type { BuiltApp } from '../../../app.js';
import { finishSubmission } from '../../submission/repo.js';
import { insertContestRecord } from '../repo.js';
import { secondsFromStart } from '../rules.js';

export interface ContestSpec {
  type?: number;
  auth?: number;
  /** Minutes from now to the start (negative: started). */
  startInMinutes?: number;
  lengthMinutes?: number;
  /** Seal this many minutes before the end (null: no seal). */
  sealMinutesBeforeEnd?: number | null;
  autoRealRank?: boolean;
  starUsers?: string[];
  awardType?: number;
  awards?: Award[];
  openRank?: boolean;
  allowEndSubmit?: boolean;
  oiRankScoreType?: 'Recent' | 'Highest';
  rankShowName?: string;
  /** Display id → seeded problem id (P1000 …). */
  problems?: Record<string, string>;
  /** The group of a group contest. */
  gid?: number;
}

export interface BoardContest {
  cid: number;
  start: Date;
  end: Date;
  creatorUid: string;
  /** display id → problem pid / contest problem id */
  pid: Record<string, number>;
  cpid: Record<string, number>;
}

export interface Who {
  uid: string;
  username: string;
}

export async function createBoardContest(
  app: BuiltApp,
  creator: Who,
  s: ContestSpec = {},
): Promise<BoardContest> {
  const { db, cols } = app.ctx.database;
  const start = new Date(Date.now() + (s.startInMinutes ?? -120) * 60_000);
  const length = s.lengthMinutes ?? 300;
  const end = new Date(start.getTime() + length * 60_000);
  const seal =
    s.sealMinutesBeforeEnd == null ? null : new Date(end.getTime() - s.sealMinutesBeforeEnd * 60_000);
  const now = cols.time();
  const row = await db
    .insertInto('contest')
    .values({
      uid: creator.uid,
      author: creator.username,
      title: 'Board contest',
      description: 'board',
      source: null,
      type: s.type ?? ContestType.ACM,
      auth: s.auth ?? ContestAuth.PUBLIC,
      pwd: s.auth ? 'secret' : null,
      start_time: cols.time(start),
      end_time: cols.time(end),
      duration: length * 60,
      seal_rank: cols.bool(seal !== null),
      seal_rank_time: seal ? cols.time(seal) : null,
      auto_real_rank: cols.bool(s.autoRealRank ?? true),
      visible: cols.bool(true),
      open_print: cols.bool(false),
      open_account_limit: cols.bool(false),
      account_limit_rule: null,
      rank_show_name: s.rankShowName ?? 'username',
      star_account: cols.json({ star_account: s.starUsers ?? [] }),
      open_rank: cols.bool(s.openRank ?? false),
      oi_rank_score_type: s.oiRankScoreType ?? 'Recent',
      is_group: cols.bool(s.gid != null),
      gid: s.gid ?? null,
      award_type: s.awardType ?? 0,
      award_config: s.awards ? cols.json(s.awards) : null,
      allow_end_submit: cols.bool(s.allowEndSubmit ?? false),
      gmt_create: now,
      gmt_modified: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const cid = Number(row.id);
  const pid: Record<string, number> = {};
  const cpid: Record<string, number> = {};
  for (const [displayId, problemId] of Object.entries(s.problems ?? { A: 'P1000', B: 'P1001', C: 'P1002' })) {
    const p = await db
      .selectFrom('problem')
      .select('id')
      .where('problem_id', '=', problemId)
      .executeTakeFirstOrThrow();
    const cp = await db
      .insertInto('contest_problem')
      .values({
        cid,
        pid: Number(p.id),
        display_id: displayId,
        display_title: `${displayId} title`,
        color: null,
        gmt_create: now,
        gmt_modified: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    pid[displayId] = Number(p.id);
    cpid[displayId] = Number(cp.id);
  }
  return { cid, start, end, creatorUid: creator.uid, pid, cpid };
}

export interface Verdict {
  status: number;
  score?: number | null;
  /** run time, ms */
  time?: number | null;
}

/**
 * A submission of `who` to problem `displayId` made `atMinutes` after the start (negative: before
 * it), written as the intake writes one (Pending, with its contest record, in one transaction),
 * then given `verdict` by `finishSubmission` unless it is left pending (`null`).
 */
export async function submitAt(
  app: BuiltApp,
  c: BoardContest,
  who: Who,
  displayId: string,
  atMinutes: number,
  verdict: Verdict | null,
): Promise<number> {
  const database = app.ctx.database;
  const { cols } = database;
  const at = new Date(c.start.getTime() + atMinutes * 60_000);
  const submitId = await database.db.transaction().execute(async (trx) => {
    const j = await trx
      .insertInto('judge')
      .values({
        pid: c.pid[displayId],
        display_pid: displayId,
        uid: who.uid,
        username: who.username,
        submit_time: cols.time(at),
        status: JudgeStatus.PENDING,
        share: cols.bool(false),
        length: 10,
        code: 'print(1)',
        language: 'Python3',
        cid: c.cid,
        cpid: c.cpid[displayId],
        gid: null,
        ip: null,
        version: 0,
        is_manual: cols.bool(false),
        gmt_create: cols.time(at),
        gmt_modified: cols.time(at),
      })
      .returning('submit_id')
      .executeTakeFirstOrThrow();
    await insertContestRecord(trx, database, {
      cid: c.cid,
      uid: who.uid,
      pid: c.pid[displayId],
      cpid: c.cpid[displayId],
      displayId,
      submitId: Number(j.submit_id),
      username: who.username,
      realname: null,
      submitTime: cols.time(at),
      time: secondsFromStart({ start_time: cols.time(c.start) }, at),
    });
    return Number(j.submit_id);
  });
  if (verdict) await verdictFor(app, submitId, 0, verdict);
  return submitId;
}

/** The final verdict of a judging run (version) through the judge's own write. */
export async function verdictFor(app: BuiltApp, submitId: number, version: number, v: Verdict) {
  const ok = await finishSubmission(app.ctx.database, submitId, version, {
    status: v.status,
    time: v.time ?? 10,
    memory: 1024,
    score: v.score ?? null,
    oiRankScore: null,
    errorMessage: null,
  });
  if (!ok) throw new Error(`verdict of ${submitId} v${version} not written`);
}

export const AC: Verdict = { status: JudgeStatus.ACCEPTED };
export const WA: Verdict = { status: JudgeStatus.WRONG_ANSWER };
export const CE: Verdict = { status: JudgeStatus.COMPILE_ERROR };
export const SE: Verdict = { status: JudgeStatus.SYSTEM_ERROR };
export const TLE: Verdict = { status: JudgeStatus.TIME_LIMIT_EXCEEDED };
