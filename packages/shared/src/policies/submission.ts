// Who may do what with submissions: submit (intake), rejudge, and what of a submission each caller
// sees. One function, submissionVisibility, decides the latter for every path: detail, list rows,
// status polling (and its push stream), case results and the wrong-case download.
import { hasPermission, isAdminRole, isProblemAdminRole, isRoot, Permission } from '../roles.js';
import { ContestAuth, ContestStatus, contestStatusAt, matchesAccountLimit, type ContestStatusValue } from '../contest.js';
import { ProblemAuth } from '../problem.js';
import { isGroupMember, isGroupRoot } from '../group.js';
import { JudgeStatus } from '../judge-status.js';
import { allow, deny, isActive, type Actor, type Decision, type Switches } from './actor.js';
import { isContestAdmin, type ContestRef, type ContestViewerState } from './contest.js';
import { canViewProblem, type ProblemRef } from './problem.js';

/**
 * May the user submit to a problem, optionally inside a contest (hoj-behaviour §1.2, site.md §6)?
 * Switches come from the site configuration.
 */
export function canSubmit(
  u: Actor | null | undefined,
  problem: ProblemRef,
  contest: ContestRef | null,
  switches: Switches,
  opts: { now?: number; view?: ContestViewerState } = {},
): Decision {
  if (!u) return deny('login_required');
  if (!isActive(u)) return deny('banned');
  if (!hasPermission(u.role, Permission.SUBMIT)) return deny('no_submit_permission');
  const view = opts.view ?? {};
  if (contest) {
    if (!switches.openContestJudge) return deny('judge_closed');
    const status: ContestStatusValue = contestStatusAt(contest.startTime, contest.endTime, opts.now ?? Date.now());
    // Ended without after-contest submissions: closed for everyone, contest admins included (§1.2).
    if (status === ContestStatus.ENDED && !contest.allowEndSubmit) return deny('contest_ended');
    if (problem.auth === ProblemAuth.PRIVATE) return deny('problem_hidden');
    if (isContestAdmin(u, contest, view)) return allow;
    if (status === ContestStatus.SCHEDULED) return deny('contest_not_started');
    if (contest.gid != null && !isGroupMember(view.groupAuth)) return deny('not_group_member');
    // Private and protected contests: submitting needs a registration.
    if (contest.auth !== ContestAuth.PUBLIC && !view.registered) return deny('contest_not_registered');
    if (contest.openAccountLimit && !matchesAccountLimit(u.username, contest.accountLimitRule))
      return deny('contest_account_limit');
    return allow;
  }
  if (problem.gid != null) {
    if (!switches.openGroupJudge) return deny('judge_closed');
    if (!isRoot(u.role) && !isGroupMember(view.groupAuth)) return deny('not_group_member');
  } else if (!switches.openPublicJudge) return deny('judge_closed');
  if (!canViewProblem(u, problem, view.groupAuth)) return deny('problem_hidden');
  return allow;
}

/** Only the super admin sees rejudge and manual judge. */
export const canRejudge = (u: Actor | null | undefined): boolean => isActive(u) && hasPermission(u.role, Permission.REJUDGE);


/** What a visibility decision needs of a submission. */
export interface SubmissionFacts {
  uid: string;
  /** 0 outside contests. */
  cid: number;
  status: number;
  share: boolean;
  /**
   * The caller's level in the group of a group submission (0 or null: none). Members read the
   * group's submissions (its status tab lists them); group roots also see their code (HOJ).
   */
  groupAuth?: number | null;
}

/** What it needs of the submission's problem (null when the problem is gone). */
export interface SubmissionProblemFacts extends ProblemRef {
  author: string | null;
  codeShare: boolean;
  openCaseResult: boolean;
}

/** Why the wrong-case download is not offered (the server maps each to a message). */
export type WrongCaseRefusal = 'not_own' | 'contest' | 'closed' | 'no_failing_case';

export interface SubmissionVisibility {
  /** May the caller see the submission at all? A hidden problem's submissions stay hidden. */
  read: boolean;
  code: boolean;
  /** Compiler output / error text. */
  errorMessage: boolean;
  /** time, memory, length */
  stats: boolean;
  ip: boolean;
  /** The share flag is meaningful only outside contests. */
  share: boolean;
  /** May the caller toggle the share flag? */
  canShare: boolean;
  /** Per-case results: every field, what HOJ shows other users, or nothing. */
  cases: 'all' | 'limited' | 'none';
  /** null when the wrong-case download is offered to the caller. */
  wrongCase: WrongCaseRefusal | null;
}

/** Statuses whose error text (compiler output, system error, submit failure) others may read. */
const PUBLIC_ERROR_STATUSES: ReadonlySet<number> = new Set([
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.SYSTEM_ERROR,
  JudgeStatus.SUBMITTED_FAILED,
]);

export const isSubmissionOwner = (u: Actor | null | undefined, s: { uid: string }): boolean =>
  isActive(u) && u.uid === s.uid;

/** Root, problem admins, and an admin who wrote the problem see everything about its submissions. */
export function isSubmissionAdmin(u: Actor | null | undefined, p: { author: string | null } | null): boolean {
  if (!isActive(u)) return false;
  if (isProblemAdminRole(u.role)) return true;
  return isAdminRole(u.role) && !!p?.author && p.author === u.username;
}

/**
 * The submission list filters in SQL (it is paginated): callers who manage every problem see all
 * rows; others see rows of public problems and their own. Rows that pass still go through
 * submissionVisibility for their fields.
 */
export const seesAllSubmissions = (u: Actor | null | undefined): boolean => isActive(u) && isProblemAdminRole(u.role);

/** What the caller sees of a submission (hoj-behaviour §5.5 and the visibility matrix, site.md §6). */
export function submissionVisibility(
  u: Actor | null | undefined,
  s: SubmissionFacts,
  p: SubmissionProblemFacts | null,
  switches: { hideNonContestSubmissionCode?: boolean },
): SubmissionVisibility {
  const owner = isSubmissionOwner(u, s);
  const submissionAdmin = isSubmissionAdmin(u, p);
  const read = owner || submissionAdmin || !p || s.cid > 0 || canViewProblem(u, p, s.groupAuth ?? null);
  const root = isActive(u) && isRoot(u.role);
  const groupRoot = isActive(u) && p?.gid != null && isGroupRoot(s.groupAuth);
  let cases: SubmissionVisibility['cases'] = 'limited';
  if (submissionAdmin) cases = 'all';
  else if (!read || (p && !p.openCaseResult)) cases = 'none';
  // Contest submissions: never for anonymous users; details follow the contest rules.
  else if (s.cid > 0 && !owner) cases = 'none';
  const wrongCase: WrongCaseRefusal | null = !owner
    ? 'not_own'
    : s.cid > 0
      ? 'contest'
      : !p || !p.openCaseResult
        ? 'closed'
        : s.status === JudgeStatus.ACCEPTED || s.status === JudgeStatus.COMPILE_ERROR
          ? 'no_failing_case'
          : null;
  const canShare = owner && s.cid === 0 && !!p?.codeShare;
  if (s.cid > 0) {
    // Contest submissions: only the owner and root (contest admins once contests exist).
    const full = owner || root;
    return { read, code: full, errorMessage: full, stats: full, ip: full, share: false, canShare, cases, wrongCase };
  }
  // Any back-office role sees code, error text and IP of submissions outside contests.
  const admin = submissionAdmin || (isActive(u) && isAdminRole(u.role));
  const shared = s.share && !!p?.codeShare && !switches.hideNonContestSubmissionCode;
  const code = switches.hideNonContestSubmissionCode ? owner || root : owner || admin || groupRoot || shared;
  return {
    read,
    code,
    errorMessage: owner || admin || PUBLIC_ERROR_STATUSES.has(s.status),
    stats: true,
    ip: owner || admin,
    share: true,
    canShare,
    cases,
    wrongCase,
  };
}
