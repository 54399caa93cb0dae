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

/**
 * May the user see (and so submit to, test-run) a problem outside a contest? The one rule of the
 * statement, the problem lists, submitting and test runs. `groupAuth` is the caller's member level
 * in the problem's group. Inside a group, as on the main site, only public problems are the
 * members': a private one (auth 2) is nobody's there, and a contest problem (auth 3) is hidden
 * from the members outside its contest (HOJ answers auth ≠ 1 with 403 before the group check);
 * only those who administer it see it there: the group's admins (the owner among them) and its
 * author while a member, besides root and problem admins.
 */
export function canViewProblem(u: Actor | null | undefined, p: ProblemRef, groupAuth?: number | null): boolean {
  if (p.auth === ProblemAuth.PUBLIC && p.gid == null) return true;
  if (!isActive(u)) return false;
  if (canManageAllProblems(u)) return true;
  if (isAdminRole(u.role) && p.author === u.username) return true;
  if (p.gid == null || !isGroupMember(groupAuth)) return false;
  if (p.auth === ProblemAuth.PUBLIC) return true;
  return p.auth === ProblemAuth.CONTEST && (isGroupAdmin(groupAuth) || (!!p.author && p.author === u.username));
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

/**
 * Download a problem's test data (GET /api/file/download-testcase, hoj-api-paths §3). A group
 * problem: the site root, its author, and the group's admins (the owner among them; `groupLevel`
 * is the caller's member level in the problem's group). A main-site problem: whoever may edit it
 * in the back office (canManageProblem).
 */
export function canDownloadTestcase(
  u: Actor | null | undefined,
  p: Pick<ProblemRef, 'author' | 'gid'>,
  groupLevel: number | null,
): boolean {
  if (!isActive(u)) return false;
  if (p.gid == null) return canManageProblem(u, p);
  if (isRoot(u.role)) return true;
  return (!!p.author && p.author === u.username) || isGroupAdmin(groupLevel);
}
