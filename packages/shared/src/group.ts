import type { Bilingual } from './i18n-text.js';

/** Group access: 1 public (free to join), 2 protected (apply), 3 private (invitation code). */
export const GroupAuth = { PUBLIC: 1, PROTECTED: 2, PRIVATE: 3 } as const;
export type GroupAuthValue = (typeof GroupAuth)[keyof typeof GroupAuth];
export const GROUP_AUTH_INFO: Record<GroupAuthValue, { label: Bilingual; tagType: 'success' | 'warning' | 'error' }> = {
  1: { label: { 'en-US': 'Public', 'zh-CN': '公开团队' }, tagType: 'success' },
  2: { label: { 'en-US': 'Protected', 'zh-CN': '保护团队' }, tagType: 'warning' },
  3: { label: { 'en-US': 'Private', 'zh-CN': '私有团队' }, tagType: 'error' },
};

/** Group member level: 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
export const MemberAuth = { APPLYING: 1, REFUSED: 2, MEMBER: 3, ADMIN: 4, ROOT: 5 } as const;
export type MemberAuthValue = (typeof MemberAuth)[keyof typeof MemberAuth];
export const MEMBER_AUTH_LABELS: Record<MemberAuthValue, Bilingual> = {
  1: { 'en-US': 'Applying', 'zh-CN': '申请中' },
  2: { 'en-US': 'Refused', 'zh-CN': '已拒绝' },
  3: { 'en-US': 'General Member', 'zh-CN': '普通成员' },
  4: { 'en-US': 'Admin', 'zh-CN': '管理员' },
  5: { 'en-US': 'Root', 'zh-CN': '超级管理员' },
};
export const isGroupMember = (auth: number | undefined | null): boolean => auth != null && auth >= MemberAuth.MEMBER;
export const isGroupAdmin = (auth: number | undefined | null): boolean => auth != null && auth >= MemberAuth.ADMIN;
export const isGroupRoot = (auth: number | undefined | null): boolean => auth === MemberAuth.ROOT;

/** Training access. */
export const TrainingAuth = { PUBLIC: 'Public', PRIVATE: 'Private' } as const;

/** Announcement status: 0 visible, 1 hidden. */
export const AnnouncementStatus = { VISIBLE: 0, HIDDEN: 1 } as const;
