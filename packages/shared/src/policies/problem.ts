// Who may do what with problems: pure functions, enforced by the server and used by the web to show or hide.
import { isAdminRole, isProblemAdminRole, isRoot } from '../roles.js';
import { ProblemAuth } from '../problem.js';
import { isGroupAdmin, isGroupMember, isGroupRoot } from '../group.js';
import { isActive, type Actor } from './actor.js';

export interface ProblemRef {
  auth: number;
  author?: string | null;
  gid?: number | null;
  isRemote?: boolean;
}

/**
 * Does the user manage every problem (root, problem admin), not only the ones they wrote? Decides
 * deleting problems, making them public, the tag admin and seeing every problem's data.
 */
export const canManageAllProblems = (u: Actor | null | undefined): boolean =>
  isActive(u) && isProblemAdminRole(u.role);

/** May the user see (and so submit to) a problem outside a contest? */
export function canViewProblem(u: Actor | null | undefined, p: ProblemRef, groupAuth?: number | null): boolean {
  if (p.auth === ProblemAuth.PUBLIC && p.gid == null) return true;
  if (!isActive(u)) return false;
  if (canManageAllProblems(u)) return true;
  if (isAdminRole(u.role) && p.author === u.username) return true;
  if (p.gid != null) return isGroupMember(groupAuth) && p.auth !== ProblemAuth.PRIVATE;
  return false;
}

/** May the user edit a problem in the back office? Problem admins and root: all; admins: their own. */
export function canManageProblem(u: Actor | null | undefined, p: Pick<ProblemRef, 'author'>): boolean {
  if (!isActive(u)) return false;
  if (canManageAllProblems(u)) return true;
  return isAdminRole(u.role) && !!p.author && p.author === u.username;
}

/** Problem banks shown on the problem list: Group → admin roles; Contest → root and problem admin; Conceal → root. */
export function visibleProblemBanks(u: Actor | null | undefined): string[] {
  const banks = ['All', 'Mine'];
  if (!isActive(u)) return banks;
  if (canManageAllProblems(u)) banks.push('Contest');
  if (isRoot(u.role)) banks.push('Conceal');
  if (isAdminRole(u.role)) banks.push('Group');
  return banks;
}

/**
 * Edit, delete, change the auth of, or apply to publish a group problem (hoj-api-paths §2.4 "owner
 * or GR"): the site root, the group's roots, and its author while they are still a group admin.
 * `groupLevel` is the caller's member level in the problem's group.
 */
export function canManageGroupProblem(
  u: Actor | null | undefined,
  p: Pick<ProblemRef, 'author'>,
  groupLevel: number,
): boolean {
  if (!isActive(u)) return false;
  if (isRoot(u.role) || isGroupRoot(groupLevel)) return true;
  return isGroupAdmin(groupLevel) && !!p.author && p.author === u.username;
}
