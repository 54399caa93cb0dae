// Who may do what in contests: pure functions, enforced by the server and used by the web to show or hide.
import { isAdminRole, isProblemAdminRole, isRoot } from '../roles.js';
import { isGroupRoot } from '../group.js';
import { isActive, type Actor } from './actor.js';

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

/** Contest admin: root, the creator, or the root of the contest's group. */
export function isContestAdmin(u: Actor | null | undefined, c: ContestRef, view: ContestViewerState = {}): boolean {
  if (!isActive(u)) return false;
  return isRoot(u.role) || (!!c.uid && c.uid === u.uid) || (c.gid != null && isGroupRoot(view.groupAuth));
}


// ---- Back office (hoj-behaviour §5.1, §7.3; hoj-api-paths §1.8) --------------------------------

/**
 * May the user edit this contest in the back office (form, visibility, problems, announcements,
 * clone)? Root, or its creator while they hold a back-office role. HOJ compared the caller with a
 * uid the client sent; we compare with the stored creator, so a forged body cannot pass.
 */
export function canManageContest(u: Actor | null | undefined, c: Pick<ContestRef, 'uid'>): boolean {
  if (!isActive(u) || !isAdminRole(u.role)) return false;
  return isRoot(u.role) || (!!c.uid && c.uid === u.uid);
}

/** Deleting a contest (and its submissions, records, announcements) is for root alone. */
export const canDeleteContest = (u: Actor | null | undefined): boolean => isActive(u) && isRoot(u.role);

/** The back-office contest list: root and problem admins see every contest, admins their own. */
export const seesAllContests = (u: Actor | null | undefined): boolean => isActive(u) && isProblemAdminRole(u.role);

/**
 * Taking a problem out of a contest (its submissions in that contest go with it): whoever manages
 * the contest, and problem admins (HOJ lets root and problem admins do it on any contest).
 */
export function canRemoveContestProblem(u: Actor | null | undefined, c: Pick<ContestRef, 'uid'>): boolean {
  return canManageContest(u, c) || (isActive(u) && isProblemAdminRole(u.role));
}
