import type { Bilingual } from './i18n-text.js';

/** Role ids are stable and part of the API (reference: hoj-behaviour §7.3). One role per user. */
export const Role = {
  ROOT: 1000,
  ADMIN: 1001,
  USER: 1002,
  NO_SUBMIT_USER: 1003,
  NO_DISCUSS_USER: 1004,
  MUTE_USER: 1005,
  NO_SUBMIT_NO_DISCUSS_USER: 1006,
  NO_SUBMIT_MUTE_USER: 1007,
  PROBLEM_ADMIN: 1008,
} as const;
export type RoleId = (typeof Role)[keyof typeof Role];
export const ALL_ROLES = Object.values(Role) as RoleId[];

export const Permission = {
  PROBLEM_ADMIN: 'problem_admin',
  SUBMIT: 'submit',
  CONTEST_ADMIN: 'contest_admin',
  REJUDGE: 'rejudge',
  ANNOUNCEMENT_ADMIN: 'announcement_admin',
  USER_ADMIN: 'user_admin',
  SYSTEM_INFO_ADMIN: 'system_info_admin',
  DISCUSSION_ADD: 'discussion_add',
  DISCUSSION_DEL: 'discussion_del',
  DISCUSSION_EDIT: 'discussion_edit',
  COMMENT_ADD: 'comment_add',
  REPLY_ADD: 'reply_add',
  GROUP_ADD: 'group_add',
  GROUP_DEL: 'group_del',
} as const;
export type PermissionName = (typeof Permission)[keyof typeof Permission];

const P = Permission;
const DISCUSS_ALL = [P.DISCUSSION_ADD, P.DISCUSSION_DEL, P.DISCUSSION_EDIT, P.COMMENT_ADD, P.REPLY_ADD];
const GROUP = [P.GROUP_ADD, P.GROUP_DEL];

export interface RoleInfo {
  id: RoleId;
  /** Role string as HOJ names it (used by the back office and in tokens). */
  role: string;
  label: Bilingual;
  permissions: ReadonlySet<PermissionName>;
}

const r = (id: RoleId, role: string, en: string, zh: string, perms: PermissionName[]): RoleInfo => ({
  id,
  role,
  label: { 'en-US': en, 'zh-CN': zh },
  permissions: new Set(perms),
});

export const ROLE_INFO: Readonly<Record<RoleId, RoleInfo>> = {
  1000: r(1000, 'root', 'Super Admin', '超级管理员', Object.values(Permission)),
  1001: r(1001, 'admin', 'Admin', '普通管理员', [P.PROBLEM_ADMIN, P.SUBMIT, P.CONTEST_ADMIN, ...DISCUSS_ALL, ...GROUP]),
  1002: r(1002, 'default_user', 'User (default)', '用户(默认)', [P.SUBMIT, ...DISCUSS_ALL, ...GROUP]),
  1003: r(1003, 'no_submit_user', 'User (no submit)', '用户(禁止提交)', DISCUSS_ALL),
  1004: r(1004, 'no_discuss_user', 'User (no posting)', '用户(禁止发讨论)', [
    P.SUBMIT,
    P.DISCUSSION_DEL,
    P.DISCUSSION_EDIT,
    P.COMMENT_ADD,
    P.REPLY_ADD,
  ]),
  1005: r(1005, 'mute_user', 'User (muted)', '用户(禁言)', [P.SUBMIT, P.DISCUSSION_DEL, P.DISCUSSION_EDIT]),
  1006: r(1006, 'no_submit_no_discuss_user', 'User (no submit, no posting)', '用户(禁止提交&禁止发讨论)', [
    P.DISCUSSION_DEL,
    P.DISCUSSION_EDIT,
    P.COMMENT_ADD,
    P.REPLY_ADD,
  ]),
  1007: r(1007, 'no_submit_mute_user', 'User (no submit, muted)', '用户(禁止提交&禁言)', [
    P.DISCUSSION_DEL,
    P.DISCUSSION_EDIT,
  ]),
  1008: r(1008, 'problem_admin', 'Problem Admin', '题目管理员', [
    P.PROBLEM_ADMIN,
    P.SUBMIT,
    P.CONTEST_ADMIN,
    ...DISCUSS_ALL,
    ...GROUP,
  ]),
};

/** Order of the role dropdown in the admin user editor. */
export const ADMIN_ROLE_OPTIONS: RoleId[] = [1000, 1008, 1001, 1002, 1003, 1004, 1005, 1006, 1007];

export const isRoleId = (v: number): v is RoleId => v in ROLE_INFO;
export const hasPermission = (role: number | undefined | null, p: PermissionName): boolean =>
  role != null && isRoleId(role) && ROLE_INFO[role].permissions.has(p);

/** Super admin (root). */
export const isRoot = (role: number | undefined | null): boolean => role === Role.ROOT;
/** Any back-office role: root, admin, problem admin. */
export const isAdminRole = (role: number | undefined | null): boolean =>
  role === Role.ROOT || role === Role.ADMIN || role === Role.PROBLEM_ADMIN;
/** Roles that may manage every problem (not only their own). */
export const isProblemAdminRole = (role: number | undefined | null): boolean =>
  role === Role.ROOT || role === Role.PROBLEM_ADMIN;
