// Pure contest rules the judge needs (hoj-behaviour §1.2, §5.1–§5.3): status from the clock, the
// policy view of a contest row, who is a contest admin, the record time, and the one mapping of a
// judge status to a contest_record status.
import {
  ContestStatus,
  JudgeStatus,
  contestStatusAt,
  isContestAdmin,
  type Actor,
  type ContestRef,
  type ContestStatusValue,
  type ContestViewerState,
} from '@judge/shared';
import { readBool, readTime } from '../../db/columns.js';
import type { ContestRow } from '../../db/rows.js';

/** contest_record.status: AC, penalised try, try without penalty; NULL (= judging) is `null`. */
export const ContestRecordStatus = { AC: 1, PENALTY: -1, NO_PENALTY: 0 } as const;
export type ContestRecordStatusValue = (typeof ContestRecordStatus)[keyof typeof ContestRecordStatus];

/** Verdicts that cost an ACM penalty try (§5.3): PE, WA, TLE, MLE, RE. */
export const PENALTY_STATUSES: ReadonlySet<number> = new Set([
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
]);

/** Statuses of a submission that has no verdict yet: its record stays NULL. */
const UNJUDGED: ReadonlySet<number> = new Set([
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
]);

/**
 * The contest_record status for a submission status: Accepted → 1; PE/WA/TLE/MLE/RE → −1; anything
 * else final (CE, SE, Submitted Failed, Partial Accepted, Cancelled, …) → 0, never penalised; still
 * being judged → null.
 */
export function contestRecordStatusOf(judgeStatus: number): ContestRecordStatusValue | null {
  if (UNJUDGED.has(judgeStatus)) return null;
  if (judgeStatus === JudgeStatus.ACCEPTED) return ContestRecordStatus.AC;
  if (PENALTY_STATUSES.has(judgeStatus)) return ContestRecordStatus.PENALTY;
  return ContestRecordStatus.NO_PENALTY;
}

const ms = (v: Date | string) => readTime(v)!.getTime();

/** Scheduled / Running / Ended at `now` (computed on read, never stored). */
export function contestStatusOf(
  c: Pick<ContestRow, 'start_time' | 'end_time'>,
  now = Date.now(),
): ContestStatusValue {
  return contestStatusAt(ms(c.start_time), ms(c.end_time), now);
}

/** contest_record.time: whole seconds from the start to the submission, 0 before the start. */
export function secondsFromStart(c: Pick<ContestRow, 'start_time'>, submitTime: Date): number {
  return Math.max(0, Math.floor((submitTime.getTime() - ms(c.start_time)) / 1000));
}

/** The contest as the shared policies see it. */
export function contestRefOf(c: ContestRow): ContestRef {
  return {
    uid: c.uid,
    auth: c.auth,
    startTime: ms(c.start_time),
    endTime: ms(c.end_time),
    allowEndSubmit: readBool(c.allow_end_submit),
    gid: c.gid,
    openAccountLimit: readBool(c.open_account_limit),
    accountLimitRule: c.account_limit_rule,
  };
}

/** Site root, the creator, or (group contests) the group's root: bypass access rules (§5.2). */
export function isContestAdminOf(
  u: Actor | null | undefined,
  c: ContestRow,
  view: ContestViewerState = {},
): boolean {
  return isContestAdmin(u, contestRefOf(c), view);
}

export { ContestStatus };
