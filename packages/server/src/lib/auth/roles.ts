// Roles 1000–1008 and their permissions come from @judge/shared (one place per rule);
// this module adds what only the server needs: the role-name lookup and refusal messages.
import {
  ALL_ROLES,
  ROLE_INFO,
  Role,
  hasPermission as sharedHasPermission,
  isAdminRole,
  isRoleId,
  isRoot,
  type PermissionName,
} from '@judge/shared';

export type Permission = PermissionName;
export { Role, isAdminRole, isRoot };

export const ROLE_NAMES: Record<number, string> = Object.fromEntries(
  ALL_ROLES.map((id) => [id, ROLE_INFO[id].role]),
);

/** Roles that may enter the back office (admin login): root, admin, problem admin. */
export const ADMIN_ROLES: readonly number[] = ALL_ROLES.filter((r) => isAdminRole(r));

/** Route auth modes by role name (see index.ts): the back office, and root alone. */
export const BACK_OFFICE = { roles: ADMIN_ROLES } as const;
export const ROOT_ONLY = { roles: [Role.ROOT] } as const;

/** A user without a user_role row has the default role. */
export function roleIdOf(row: { role_id: number | null }): number {
  return row.role_id ?? Role.USER;
}

export function roleNameOf(roleId: number): string {
  return ROLE_NAMES[roleId] ?? ROLE_INFO[Role.USER].role;
}

export function permissionsOf(roleId: number): Permission[] {
  return isRoleId(roleId) ? [...ROLE_INFO[roleId].permissions] : [];
}

export function hasPermission(roleId: number, perm: Permission): boolean {
  return sharedHasPermission(roleId, perm);
}

/** Message key of the refusal a restricted user gets for a missing permission. */
export function refusalKey(perm: Permission): string {
  switch (perm) {
    case 'submit':
      return 'No_Permission_Submit';
    case 'discussion_add':
      return 'No_Permission_Discuss';
    case 'comment_add':
    case 'reply_add':
      return 'No_Permission_Comment';
    default:
      return 'No_Permission';
  }
}
