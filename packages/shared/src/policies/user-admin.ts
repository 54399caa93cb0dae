// Who may manage accounts in the back office (hoj-behaviour §7.3: user_admin belongs to root
// alone): pure functions, enforced by the server and used by the web to show or hide.
import { Permission, Role, hasPermission } from '../roles.js';
import { isActive, type Actor } from './actor.js';

/** An account as these rules see it. */
export interface ManagedUser {
  uid: string;
  role: number;
}

export type UserAdminRefusal = 'no_permission' | 'delete_self' | 'delete_root' | 'demote_self' | 'ban_self';
export type UserAdminDecision = { ok: true } | { ok: false; reason: UserAdminRefusal };
const yes: UserAdminDecision = { ok: true };
const no = (reason: UserAdminRefusal): UserAdminDecision => ({ ok: false, reason });

/** The user list, edit, import and generation: root (permission user_admin). */
export const canManageUsers = (u: Actor | null | undefined): boolean =>
  isActive(u) && hasPermission(u.role, Permission.USER_ADMIN);

/** Deleting never removes the caller nor a super admin (demote a super admin first). */
export function canDeleteUser(u: Actor | null | undefined, target: ManagedUser): UserAdminDecision {
  if (!canManageUsers(u)) return no('no_permission');
  if (target.uid === u!.uid) return no('delete_self');
  if (target.role === Role.ROOT) return no('delete_root');
  return yes;
}

/** Editing: the caller may not take away their own super-admin role nor ban themselves (no lock-out). */
export function canEditUser(
  u: Actor | null | undefined,
  target: ManagedUser,
  change: { role: number; status: number },
): UserAdminDecision {
  if (!canManageUsers(u)) return no('no_permission');
  if (target.uid === u!.uid && change.role !== Role.ROOT) return no('demote_self');
  if (target.uid === u!.uid && change.status !== 0) return no('ban_self');
  return yes;
}
