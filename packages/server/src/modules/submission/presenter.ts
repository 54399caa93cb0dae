// Submission rows as the API shows them (hoj-api-paths §8 `Judge`, §7 `JudgeVO`), with the caller's
// visibility applied.
import { JudgeStatus } from '@judge/shared';
import { readBool, isoOrNull } from '../../db/columns.js';
import { FULL_VISIBILITY, type SubmissionVisibility } from './visibility.js';
import type { SubmissionRow } from '../../db/rows.js';
export type { SubmissionRow };

/**
 * The one shape of a submission in answers; `v` hides what the caller may not see (default: all
 * shown). A result hidden by a contest's seal (`v.sealed`) shows as Submitted Unknown Result,
 * without score, judge or error text.
 */
export function presentSubmission(
  r: SubmissionRow,
  v: Pick<SubmissionVisibility, 'code' | 'errorMessage' | 'stats' | 'ip' | 'share'> & {
    sealed?: boolean;
  } = FULL_VISIBILITY,
  opts: { withCode?: boolean } = {},
) {
  const view = presentRow(r, v, opts);
  if (!v.sealed) return view;
  return {
    ...view,
    status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
    score: null,
    oiRankScore: null,
    errorMessage: null,
    time: null,
    memory: null,
    judger: null,
  };
}

function presentRow(
  r: SubmissionRow,
  v: Pick<SubmissionVisibility, 'code' | 'errorMessage' | 'stats' | 'ip' | 'share'>,
  opts: { withCode?: boolean },
) {
  return {
    submitId: Number(r.submit_id),
    pid: r.pid,
    displayPid: r.display_pid,
    uid: r.uid,
    username: r.username,
    submitTime: isoOrNull(r.submit_time),
    status: r.status,
    share: v.share ? readBool(r.share) : false,
    errorMessage: v.errorMessage ? r.error_message : null,
    time: v.stats ? r.time : null,
    memory: v.stats ? r.memory : null,
    score: r.score,
    length: v.stats ? r.length : null,
    code: opts.withCode !== false && v.code ? r.code : null,
    language: r.language,
    cid: r.cid,
    cpid: r.cpid,
    gid: r.gid,
    judger: r.judger,
    ip: v.ip ? r.ip : null,
    version: r.version,
    oiRankScore: r.oi_rank_score,
    vjudgeSubmitId: null,
    vjudgeUsername: null,
    vjudgePassword: null,
    isManual: readBool(r.is_manual),
    gmtCreate: isoOrNull(r.gmt_create),
    gmtModified: isoOrNull(r.gmt_modified),
  };
}
export type SubmissionView = ReturnType<typeof presentSubmission>;

/**
 * The judge columns a submission list row shows (site list, contest list): never `j.*`, which
 * brings each row's source code and compiler output along (a read of the row's overflow pages per
 * submission: most of a list page's query time under load, bench/README.md "Load").
 */
export const SUBMISSION_LIST_COLUMNS = [
  'j.uid',
  'j.submit_id',
  'j.username',
  'j.pid',
  'j.display_pid',
  'j.submit_time',
  'j.status',
  'j.share',
  'j.time',
  'j.memory',
  'j.score',
  'j.oi_rank_score',
  'j.length',
  'j.language',
  'j.cid',
  'j.cpid',
  'j.judger',
  'j.ip',
  'j.is_manual',
] as const;
