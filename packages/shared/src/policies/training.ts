// Who may do what with trainings (hoj-behaviour §6; hoj-api-paths §1.7; site.md §6): pure
// functions, enforced by the server and used by the web to show or hide.
import { isAdminRole, isProblemAdminRole, isRoot } from '../roles.js';
import { TrainingAuth, isGroupAdmin, isGroupRoot } from '../group.js';
import { isActive, type Actor } from './actor.js';

export interface TrainingRef {
  /** Creator's username: HOJ compares the caller's username with it. */
  author: string;
  /** "Public" | "Private" */
  auth: string;
  gid?: number | null;
}

export interface TrainingViewerState {
  /** Registered with the password and not banned from the training. */
  registered?: boolean;
  /** Group member level in the training's group, if any. */
  groupAuth?: number | null;
}

export const isPrivateTraining = (t: Pick<TrainingRef, 'auth'>): boolean => t.auth === TrainingAuth.PRIVATE;

/**
 * Training admin (site.md §6): root, the author, or the root of the training's group. They enter
 * private trainings without a password, see real names in the rank and are left out of it.
 */
export function isTrainingAdmin(
  u: Actor | null | undefined,
  t: TrainingRef,
  view: TrainingViewerState = {},
): boolean {
  if (!isActive(u)) return false;
  return isRoot(u.role) || u.username === t.author || (t.gid != null && isGroupRoot(view.groupAuth));
}

/**
 * May the user open the training's problems and rank? Public trainings are open; private ones
 * need a registration (the password) unless the user is a training admin (hoj-behaviour §6).
 */
export function mayEnterTraining(
  u: Actor | null | undefined,
  t: TrainingRef,
  view: TrainingViewerState = {},
): boolean {
  if (!isPrivateTraining(t)) return true;
  return isTrainingAdmin(u, t, view) || (isActive(u) && !!view.registered);
}

// ---- Back office (hoj-api-paths §1.7) ------------------------------------------------------------

/**
 * Edit a training in the back office (form, visibility): root, or its author while they hold a
 * back-office role. The stored author decides, never an author the client sends.
 */
export function canManageTraining(u: Actor | null | undefined, t: Pick<TrainingRef, 'author'>): boolean {
  if (!isActive(u) || !isAdminRole(u.role)) return false;
  return isRoot(u.role) || u.username === t.author;
}

/** Deleting a training (its problem links and registrations go with it) is for root alone. */
export const canDeleteTraining = (u: Actor | null | undefined): boolean => isActive(u) && isRoot(u.role);

/**
 * A training's problem list (add, order, remove): whoever manages the training, and problem
 * admins, who HOJ lets order and remove training problems of any training.
 */
export function canEditTrainingProblems(
  u: Actor | null | undefined,
  t: Pick<TrainingRef, 'author'>,
): boolean {
  return canManageTraining(u, t) || (isActive(u) && isProblemAdminRole(u.role));
}

/** Training categories (create, rename, recolour, delete): root and problem admins. */
export const canManageTrainingCategories = (u: Actor | null | undefined): boolean =>
  isActive(u) && isProblemAdminRole(u.role);

/**
 * Edit, delete, show/hide a group training and its problem list (hoj-api-paths §2.5 "owner or
 * GR"): the site root, the group's roots, its author while a group admin. `groupLevel` is the
 * caller's member level in the training's group.
 */
export function canManageGroupTraining(
  u: Actor | null | undefined,
  t: Pick<TrainingRef, 'author'>,
  groupLevel: number,
): boolean {
  if (!isActive(u)) return false;
  if (isRoot(u.role) || isGroupRoot(groupLevel)) return true;
  return isGroupAdmin(groupLevel) && u.username === t.author;
}
