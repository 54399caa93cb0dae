/**
 * Who may do what, as pure functions. The server calls them to enforce; the web calls the same
 * functions to decide what to show. A rule lives here once; never re-derive it elsewhere.
 */
import { hasPermission, isAdminRole, isProblemAdminRole, isRoot, Permission } from './roles.js';
import {
  ContestAuth,
  ContestStatus,
  contestStatusAt,
  matchesAccountLimit,
  type ContestStatusValue,
} from './contest.js';
import { ProblemAuth } from './problem.js';
import { isGroupMember, isGroupRoot } from './group.js';

/** The caller as policies see it (null = anonymous). */
export interface Actor {
  uid: string;
  username: string;
  role: number;
  /** 0 = normal, 1 = banned. */
  status?: number;
}

export interface ProblemRef {
  auth: number;
  author?: string | null;
  gid?: number | null;
  isRemote?: boolean;
}

export interface ContestRef {
  uid?: string | null;
  auth: number;
  startTime: number;
  endTime: number;
  allowEndSubmit?: boolean;
  gid?: number | null;
  /** Account-limit rule (§5.2), checked for non-admins when `openAccountLimit` is on. */
  openAccountLimit?: boolean;
  accountLimitRule?: string | null;
}

export interface ContestViewerState {
  /** Registered (entered the password / joined) for this contest. */
  registered?: boolean;
  /** Group member level in the contest's group, if any. */
  groupAuth?: number | null;
}

export interface Switches {
  openPublicJudge: boolean;
  openContestJudge: boolean;
  openGroupJudge: boolean;
  openPublicDiscussion?: boolean;
  openGroupDiscussion?: boolean;
  openContestComment?: boolean;
}

/** A reason code when a policy refuses; the server maps it to an i18n message. */
export type Refusal =
  | 'login_required'
  | 'banned'
  | 'no_submit_permission'
  | 'judge_closed'
  | 'problem_hidden'
  | 'contest_not_started'
  | 'contest_ended'
  | 'contest_not_registered'
  | 'contest_account_limit'
  | 'not_group_member';
export type Decision = { ok: true } | { ok: false; reason: Refusal };
const allow: Decision = { ok: true };
const deny = (reason: Refusal): Decision => ({ ok: false, reason });

export const isActive = (u: Actor | null | undefined): u is Actor => !!u && (u.status ?? 0) === 0;

/** May this user open the back office (/manage)? Root, admin, problem admin. */
export const canAccessAdmin = (u: Actor | null | undefined): boolean => isActive(u) && isAdminRole(u.role);
/** Super-admin-only areas: users, system config, switches, announcements, rejudge, import/export. */
export const canAccessSuperAdmin = (u: Actor | null | undefined): boolean => isActive(u) && isRoot(u.role);

/** Contest admin: root, the creator, or the root of the contest's group. */
export function isContestAdmin(u: Actor | null | undefined, c: ContestRef, view: ContestViewerState = {}): boolean {
  if (!isActive(u)) return false;
  return isRoot(u.role) || (!!c.uid && c.uid === u.uid) || (c.gid != null && isGroupRoot(view.groupAuth));
}

/** May the user see (and so submit to) a problem outside a contest? */
export function canViewProblem(u: Actor | null | undefined, p: ProblemRef, groupAuth?: number | null): boolean {
  if (p.auth === ProblemAuth.PUBLIC && p.gid == null) return true;
  if (!isActive(u)) return false;
  if (isProblemAdminRole(u.role)) return true;
  if (isAdminRole(u.role) && p.author === u.username) return true;
  if (p.gid != null) return isGroupMember(groupAuth) && p.auth !== ProblemAuth.PRIVATE;
  return false;
}

/** May the user edit a problem in the back office? Problem admins and root: all; admins: their own. */
export function canManageProblem(u: Actor | null | undefined, p: Pick<ProblemRef, 'author'>): boolean {
  if (!isActive(u)) return false;
  if (isProblemAdminRole(u.role)) return true;
  return isAdminRole(u.role) && !!p.author && p.author === u.username;
}

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

/** Posting discussions, comments and replies. */
export const canPostDiscussion = (u: Actor | null | undefined): boolean =>
  isActive(u) && hasPermission(u.role, Permission.DISCUSSION_ADD);
export const canComment = (u: Actor | null | undefined): boolean =>
  isActive(u) && hasPermission(u.role, Permission.COMMENT_ADD);

/** Only the super admin sees rejudge and manual judge. */
export const canRejudge = (u: Actor | null | undefined): boolean => isActive(u) && hasPermission(u.role, Permission.REJUDGE);

/** Problem banks shown on the problem list: Group → admin roles; Contest → root and problem admin; Conceal → root. */
export function visibleProblemBanks(u: Actor | null | undefined): string[] {
  const banks = ['All', 'Mine'];
  if (!isActive(u)) return banks;
  if (isProblemAdminRole(u.role)) banks.push('Contest');
  if (isRoot(u.role)) banks.push('Conceal');
  if (isAdminRole(u.role)) banks.push('Group');
  return banks;
}
