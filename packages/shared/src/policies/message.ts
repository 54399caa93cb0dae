// Messages, system notices and site announcements (hoj-behaviour §9; groups-accounts-admin.md §2, §6):
// who may write notices and announcements, who may read an announcement, whose messages are whose.
import { isAdminRole, isRoot } from '../roles.js';
import { isActive, type Actor } from './actor.js';

/** System notices are a super-admin area (groups-accounts-admin.md §2: "notice: super admin only"). */
export const canManageNotices = (u: Actor | null | undefined): boolean => isActive(u) && isRoot(u.role);

/** Site announcements: super admin only (HOJ's announcement_admin permission is root's alone). */
export const canManageSiteAnnouncements = (u: Actor | null | undefined): boolean =>
  isActive(u) && isRoot(u.role);

/** Does a notice of this type reach this role? All: everyone; Admin: the back-office roles. */
export const noticeReachesRole = (type: string, role: number): boolean =>
  type === 'All' || (type === 'Admin' && isAdminRole(role));

/**
 * A site announcement (no group) is public while shown (status 0); a hidden one is seen only by
 * those who manage announcements. Group and contest announcements are not served here.
 */
export function canReadSiteAnnouncement(
  a: { status: number; gid: number | null },
  u: Actor | null | undefined,
): boolean {
  if (a.gid != null) return false;
  return a.status === 0 || canManageSiteAnnouncements(u);
}

/** Only the recipient reads, marks or deletes a message. */
export const ownsMessage = (u: Actor | null | undefined, recipientId: string): boolean =>
  !!u && u.uid === recipientId;
