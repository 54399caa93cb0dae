// Rows to the facts the shared submission policy takes, and the one call of that policy
// (@judge/shared policies/submission.ts: submissionVisibility) for every path of the server.
import { submissionVisibility, type SubmissionProblemFacts, type SubmissionVisibility } from '@judge/shared';
import type { AuthUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import { readBool } from '../../db/columns.js';
import type { ProblemRow, SubmissionRow } from '../../db/rows.js';

export type { SubmissionVisibility };

/** The problem columns the policy reads (a join may bring only these). */
export type ProblemFactsRow = Pick<ProblemRow, 'auth' | 'author' | 'gid' | 'is_remote' | 'code_share' | 'open_case_result'>;

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
): SubmissionVisibility =>
  submissionVisibility(actorOf(u), { uid: s.uid, cid: s.cid, status: s.status, share: readBool(s.share) }, problemFactsOf(p), switches);

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
