// Roles 1000–1008 and what each may do (hoj-behaviour §7.3). One role per user.
// TODO(shared): move to @judge/shared (roles + policies) once the lead's constants land.

export const RoleId = {
  root: 1000,
  admin: 1001,
  defaultUser: 1002,
  noSubmitUser: 1003,
  noDiscussUser: 1004,
  muteUser: 1005,
  noSubmitNoDiscussUser: 1006,
  noSubmitMuteUser: 1007,
  problemAdmin: 1008,
} as const;
export type RoleIdValue = (typeof RoleId)[keyof typeof RoleId];

export const ROLE_NAMES: Record<number, string> = {
  1000: 'root',
  1001: 'admin',
  1002: 'default_user',
  1003: 'no_submit_user',
  1004: 'no_discuss_user',
  1005: 'mute_user',
  1006: 'no_submit_no_discuss_user',
  1007: 'no_submit_mute_user',
  1008: 'problem_admin',
};

export type Permission =
  | 'problem_admin'
  | 'submit'
  | 'contest_admin'
  | 'rejudge'
  | 'announcement_admin'
  | 'user_admin'
  | 'system_info_admin'
  | 'discussion_add'
  | 'discussion_del'
  | 'discussion_edit'
  | 'comment_add'
  | 'reply_add'
  | 'group_add'
  | 'group_del';

const DISCUSS_ALL: Permission[] = ['discussion_add', 'discussion_del', 'discussion_edit', 'comment_add', 'reply_add'];
const GROUP: Permission[] = ['group_add', 'group_del'];

export const ROLE_PERMISSIONS: Record<number, readonly Permission[]> = {
  1000: [
    'problem_admin', 'submit', 'contest_admin', 'rejudge', 'announcement_admin', 'user_admin', 'system_info_admin',
    ...DISCUSS_ALL, ...GROUP,
  ],
  1001: ['problem_admin', 'submit', 'contest_admin', ...DISCUSS_ALL, ...GROUP],
  1002: ['submit', ...DISCUSS_ALL, ...GROUP],
  1003: [...DISCUSS_ALL],
  1004: ['submit', 'discussion_del', 'discussion_edit', 'comment_add', 'reply_add'],
  1005: ['submit', 'discussion_del', 'discussion_edit'],
  1006: ['discussion_del', 'discussion_edit', 'comment_add', 'reply_add'],
  1007: ['discussion_del', 'discussion_edit'],
  1008: ['problem_admin', 'submit', 'contest_admin', ...DISCUSS_ALL, ...GROUP],
};

/** Roles that may enter the back office (admin login). */
export const ADMIN_ROLES: readonly number[] = [RoleId.root, RoleId.admin, RoleId.problemAdmin];

export function permissionsOf(roleId: number): readonly Permission[] {
  return ROLE_PERMISSIONS[roleId] ?? [];
}

export function hasPermission(roleId: number, perm: Permission): boolean {
  return permissionsOf(roleId).includes(perm);
}

export const isRoot = (roleId: number) => roleId === RoleId.root;
export const isAdminRole = (roleId: number) => ADMIN_ROLES.includes(roleId);

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
