// Who may do what in contests: pure functions, enforced by the server and used by the web to show or hide.
import { isRoot } from '../roles.js';
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

