// Rows to the facts the shared submission policy takes, and the one call of that policy
// (@judge/shared policies/submission.ts: submissionVisibility) for every path of the server.
import {
  canEnterContest,
  contestCasesHidden,
  isContestAdmin,
  isResultSealed,
  statsHidden,
  submissionVisibility,
  type ContestRef,
  type ContestViewerState,
  type SubmissionProblemFacts,
  type SubmissionVisibility,
} from '@judge/shared';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import { readBool, readTime } from '../../db/columns.js';
import type { DB } from '../../db/types.js';
import type { ProblemRow, SubmissionRow } from '../../db/rows.js';
import { REGISTER_VALID } from '../contest/repo.js';
import { contestFactsOf } from '../contest/access.js';

export type { SubmissionVisibility };

/** The problem columns the policy reads (a join may bring only these). */
export type ProblemFactsRow = Pick<
  ProblemRow,
  'auth' | 'author' | 'gid' | 'is_remote' | 'code_share' | 'open_case_result'
>;

/** The problem columns a submission row joined with its problem (`p`) brings for the policy. */
export const PROBLEM_FACT_COLUMNS = [
  'p.auth',
  'p.author',
  'p.gid as p_gid',
  'p.is_remote',
  'p.code_share',
  'p.open_case_result',
] as const;

/** The problem columns of a submission row joined with its problem (null: the problem is gone). */
export function problemOfRow(r: {
  auth: number | null;
  author: string | null;
  p_gid: number | null;
  is_remote: ProblemRow['is_remote'] | null;
  code_share: ProblemRow['code_share'] | null;
  open_case_result: ProblemRow['open_case_result'] | null;
}): ProblemFactsRow | null {
  if (r.auth === null) return null;
  return {
    auth: r.auth,
    author: r.author,
    gid: r.p_gid,
    is_remote: r.is_remote ?? false,
    code_share: r.code_share ?? false,
    open_case_result: r.open_case_result ?? false,
  };
}

export const problemFactsOf = (p: ProblemFactsRow | null | undefined): SubmissionProblemFacts | null =>
  p
    ? {
        auth: p.auth,
        author: p.author,
        gid: p.gid,
        isRemote: readBool(p.is_remote),
        codeShare: readBool(p.code_share),
        openCaseResult: readBool(p.open_case_result),
      }
    : null;

export const visibilityOf = (
  u: AuthUser | null,
  s: Pick<SubmissionRow, 'uid' | 'cid' | 'status' | 'share'>,
  p: ProblemFactsRow | null | undefined,
  switches: { hideNonContestSubmissionCode?: boolean },
  /** The caller's level in the submission's group (a group submission), as memberLevel answers. */
  groupAuth: number | null = null,
): SubmissionVisibility =>
  submissionVisibility(
    actorOf(u),
    { uid: s.uid, cid: s.cid, status: s.status, share: readBool(s.share), groupAuth },
    problemFactsOf(p),
    switches,
  );

/** Everything visible: the submitter's own answer right after submit, and the back-office verdict calls. */
export const FULL_VISIBILITY: SubmissionVisibility = {
  read: true,
  code: true,
  errorMessage: true,
  stats: true,
  ip: true,
  share: true,
  canShare: false,
  cases: 'all',
  wrongCase: null,
};

// ---- contest submissions (hoj-behaviour §5.4, §5.5) ----------------------------------------------
// The shared policy above knows no contest; a contest submission's fields also depend on the
// contest (its admins, its state, the seal) and on the caller's registration. Every path that
// shows a contest submission (detail, status polling and its push stream, case results, the
// contest's submission list) takes its visibility from `contestVisibilityOf`, so the seal holds
// everywhere.

/** What a contest submission's visibility needs of its contest, for one caller. */
export interface ContestFacts {
  ref: ContestRef;
  view: ContestViewerState;
}

/** The facts of the given contests for one caller (registration included), by contest id. */
export async function contestFactsFor(
  db: Kysely<DB>,
  u: AuthUser | null,
  cids: readonly number[],
): Promise<Map<number, ContestFacts>> {
  const ids = [...new Set(cids.filter((c) => c > 0))];
  const out = new Map<number, ContestFacts>();
  if (ids.length === 0) return out;
  const [contests, registrations] = await Promise.all([
    db.selectFrom('contest').selectAll().where('id', 'in', ids).execute(),
    u
      ? db
          .selectFrom('contest_register')
          .select('cid')
          .where('cid', 'in', ids)
          .where('uid', '=', u.uid)
          .where('status', '=', REGISTER_VALID)
          .execute()
      : Promise.resolve([] as { cid: number }[]),
  ]);
  const registered = new Set(registrations.map((r) => r.cid));
  // Group membership comes with the group module (a group contest is then its admins' only).
  for (const c of contests)
    out.set(Number(c.id), {
      ref: contestFactsOf(c),
      view: { registered: registered.has(Number(c.id)), groupAuth: null },
    });
  return out;
}

/** A contest submission as one caller may see it: the field visibility, and whether its result is sealed. */
export interface ContestSubmissionVisibility extends SubmissionVisibility {
  /** The result is hidden by the seal: shown as Submitted Unknown Result (−5) without score or stats. */
  sealed: boolean;
  /**
   * Shown under the contest's own problem id and title ("A"), not the problem's: a contest
   * submission seen by someone who is not an admin of its contest.
   */
  contestNames: boolean;
}

/**
 * Visibility of a submission that may belong to a contest. Outside contests (or when its contest
 * is gone) it is the shared policy's answer. Inside: the contest's admins see everything; the
 * submitter sees code and verdict (OI verdicts made during the seal stay unknown); others see
 * it only if they may enter the contest, never its code or error text, its time/memory/length
 * only once the contest is over, and nothing of its result while it is sealed. Case results
 * follow `contestCasesHidden` and the problem's openCaseResult switch.
 */
export function contestVisibilityOf(
  u: AuthUser | null,
  s: Pick<SubmissionRow, 'uid' | 'cid' | 'status' | 'share' | 'submit_time'>,
  p: ProblemFactsRow | null | undefined,
  switches: { hideNonContestSubmissionCode?: boolean },
  facts: ContestFacts | undefined,
  now = Date.now(),
  groupAuth: number | null = null,
): ContestSubmissionVisibility {
  const base = visibilityOf(u, s, p, switches, groupAuth);
  if (s.cid <= 0 || !facts) return { ...base, sealed: false, contestNames: false };
  const actor = actorOf(u);
  const { ref, view } = facts;
  if (isContestAdmin(actor, ref, view))
    return {
      ...FULL_VISIBILITY,
      share: false,
      canShare: false,
      wrongCase: 'contest',
      sealed: false,
      contestNames: false,
    };
  const owner = !!u && u.uid === s.uid;
  const read = owner || canEnterContest(actor, ref, view, now).ok;
  const sealed =
    read &&
    isResultSealed(actor, ref, { uid: s.uid, submitTime: readTime(s.submit_time)!.getTime() }, view, now);
  const openCases = !!p && readBool(p.open_case_result);
  const cases: SubmissionVisibility['cases'] =
    !read || sealed || !openCases || contestCasesHidden(actor, ref, view, now) ? 'none' : 'limited';
  return {
    read,
    code: owner,
    errorMessage: owner && !sealed,
    stats: read && !sealed && !statsHidden(actor, ref, s, view, now),
    ip: owner,
    share: false,
    canShare: false,
    cases,
    wrongCase: 'contest',
    sealed,
    contestNames: true,
  };
}
