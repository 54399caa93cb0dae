// Who may do what with groups (groups-accounts-admin.md §4, §6; hoj-behaviour §8; hoj-api-paths §2):
// pure functions, enforced by the server (modules/group/access.ts loads the group and the caller's
// level, then asks these) and used by the web to show or hide.
//
// The words used throughout:
// - level: the caller's group_member.auth in the group (0 = no row): 1 applying, 2 refused,
//   3 member, 4 admin, 5 root. The owner always holds a root row (written when the group is made).
// - GM (member) = level ≥ 3, GA (group admin) = level ≥ 4, GR (group root) = level 5.
// - The site root passes every group check (hoj-api-paths §2); a site admin (1001) or problem
//   admin (1008) is an ordinary user inside a group, except that they skip the creation quotas.
// - A banned group (status 1) does not exist for anyone but the site root; an invisible group
//   (visible false) exists only for its members and the site root.
import { hasPermission, Permission, isAdminRole, isRoot } from '../roles.js';
import { GroupAuth, MemberAuth, isGroupAdmin, isGroupMember, isGroupRoot } from '../group.js';
import { isActive, type Actor } from './actor.js';

/** What the rules need of a group. */
export interface GroupRef {
  /** The owner's uid. */
  uid: string;
  /** 1 public, 2 protected, 3 private. */
  auth: number;
  visible: boolean;
  /** 0 normal, 1 banned. */
  status: number;
}

export const GROUP_NORMAL = 0;
export const GROUP_BANNED = 1;

const siteRoot = (u: Actor | null | undefined): u is Actor => isActive(u) && isRoot(u.role);
export const isGroupOwner = (u: Actor | null | undefined, g: Pick<GroupRef, 'uid'>): boolean =>
  isActive(u) && u.uid === g.uid;

/**
 * Rank used when one person acts on another's membership: the site root outranks everyone, the
 * owner outranks the group's other roots, everyone else is their level. A caller may act on a
 * member only when their rank is above the member's (and grant only levels below their rank).
 */
export function memberRank(u: Actor | null | undefined, g: Pick<GroupRef, 'uid'>, level: number): number {
  if (!isActive(u)) return 0;
  if (isRoot(u.role)) return 7;
  if (u.uid === g.uid) return 6;
  return level;
}

/** Does the group exist for this caller (list, detail, apply)? */
export function canSeeGroup(u: Actor | null | undefined, g: GroupRef, level: number): boolean {
  if (siteRoot(u)) return true;
  if (g.status === GROUP_BANNED) return false;
  return g.visible || (isActive(u) && isGroupMember(level));
}

/** Enter the group (problems, trainings, contests, discussions, members, announcements, rank): GM or R. */
export const canEnterGroup = (u: Actor | null | undefined, g: GroupRef, level: number): boolean =>
  canSeeGroup(u, g, level) && (siteRoot(u) || (isActive(u) && isGroupMember(level)));

/** Administer the group's content (announcements, applications, members): GA or R. */
export const canAdministerGroup = (u: Actor | null | undefined, g: GroupRef, level: number): boolean =>
  canSeeGroup(u, g, level) && (siteRoot(u) || (isActive(u) && isGroupAdmin(level)));

/** Group root powers (setting tab, edit group info and avatar, see the invitation code): GR or R. */
export const isGroupRootOf = (u: Actor | null | undefined, g: GroupRef, level: number): boolean =>
  canSeeGroup(u, g, level) && (siteRoot(u) || (isActive(u) && isGroupRoot(level)));

/**
 * Ban or lift the ban of a group (its `status`, PUT /api/group): the site root only. A banned group
 * does not exist for anyone else (canSeeGroup; its members lose their level, access.ts memberLevel).
 */
export const canChangeGroupStatus = (u: Actor | null | undefined): boolean => siteRoot(u);

/** Disband the group: its owner or the site root (confirmed with an e-mail code by the server). */
export const canDisbandGroup = (u: Actor | null | undefined, g: GroupRef): boolean =>
  siteRoot(u) || (isGroupOwner(u, g) && hasPermission(u!.role, Permission.GROUP_DEL));

/** Real names in the member list: group admins and the site root (groups-accounts-admin.md §6). */
export const canSeeMemberRealNames = canAdministerGroup;

// ---- membership -----------------------------------------------------------------------------

export type GroupRefusal =
  | 'login_required'
  | 'group_not_found'
  | 'already_member'
  | 'already_applying'
  | 'code_required'
  | 'code_wrong'
  | 'not_member'
  | 'owner_cannot_exit'
  | 'no_permission'
  | 'cannot_act_on_self'
  | 'cannot_act_on_owner'
  | 'level_too_high'
  | 'cannot_demote_member'
  | 'bad_level';
export type GroupDecision = { ok: true } | { ok: false; reason: GroupRefusal };
const yes: GroupDecision = { ok: true };
const no = (reason: GroupRefusal): GroupDecision => ({ ok: false, reason });

/**
 * Apply to join (POST /api/group/member). Public: joins at once as a member; protected: an
 * application with a reason; private: the correct invitation code, then an application. A pending
 * application or a membership cannot apply again; a refused applicant may apply again.
 */
export function mayApply(
  u: Actor | null | undefined,
  g: GroupRef & { code?: string | null },
  level: number,
  code: string | undefined,
): GroupDecision {
  if (!isActive(u)) return no('login_required');
  if (!canSeeGroup(u, g, level)) return no('group_not_found');
  if (isGroupMember(level)) return no('already_member');
  if (level === MemberAuth.APPLYING) return no('already_applying');
  if (g.auth === GroupAuth.PRIVATE) {
    if (!code) return no('code_required');
    if (code !== g.code) return no('code_wrong');
  }
  return yes;
}

/** The level an accepted application starts at: public groups admit at once. */
export const levelOnApply = (g: Pick<GroupRef, 'auth'>): number =>
  g.auth === GroupAuth.PUBLIC ? MemberAuth.MEMBER : MemberAuth.APPLYING;

/** Leave the group (or withdraw an application): anyone with a row, except the owner. */
export function mayExit(u: Actor | null | undefined, g: GroupRef, level: number): GroupDecision {
  if (!isActive(u)) return no('login_required');
  if (isGroupOwner(u, g)) return no('owner_cannot_exit');
  if (level < MemberAuth.APPLYING) return no('not_member');
  return yes;
}

/**
 * Change a member's level (approve = 1→3, refuse = 1→2, promote, demote). Group admins and the
 * site root only; the caller's rank must exceed both the old and the new level; never oneself,
 * never the owner; a member (≥ 3) is never put back to applying or refused.
 */
export function mayChangeMemberAuth(
  u: Actor | null | undefined,
  g: GroupRef,
  callerLevel: number,
  target: { uid: string; level: number },
  newLevel: number,
): GroupDecision {
  if (!isActive(u)) return no('login_required');
  if (!canAdministerGroup(u, g, callerLevel)) return no('no_permission');
  if (!(newLevel >= MemberAuth.APPLYING && newLevel <= MemberAuth.ROOT)) return no('bad_level');
  if (target.uid === u.uid) return no('cannot_act_on_self');
  if (target.uid === g.uid) return no('cannot_act_on_owner');
  const rank = memberRank(u, g, callerLevel);
  if (rank <= target.level || rank <= newLevel) return no('level_too_high');
  if (isGroupMember(target.level) && newLevel < MemberAuth.MEMBER) return no('cannot_demote_member');
  return yes;
}

/**
 * Remove someone (member or applicant) from the group: group admins and the site root, when the
 * target's level is below the caller's rank (the owner outranks every other root); never
 * oneself, never the owner (groups-accounts-admin.md §6).
 */
export function mayRemoveMember(
  u: Actor | null | undefined,
  g: GroupRef,
  callerLevel: number,
  target: { uid: string; level: number },
): GroupDecision {
  if (!isActive(u)) return no('login_required');
  if (!canAdministerGroup(u, g, callerLevel)) return no('no_permission');
  if (target.uid === u.uid) return no('cannot_act_on_self');
  if (target.uid === g.uid) return no('cannot_act_on_owner');
  if (memberRank(u, g, callerLevel) <= target.level) return no('level_too_high');
  return yes;
}

// ---- creation ---------------------------------------------------------------------------------

export interface GroupCreationQuota {
  /** Distinct problems the user has accepted on the main site. */
  acCount: number;
  /** Groups the user created today and in all. */
  createdToday: number;
  createdTotal: number;
}
export interface GroupCreationSwitches {
  defaultCreateGroupACInitValue: number;
  defaultCreateGroupDailyLimit: number;
  defaultCreateGroupLimit: number;
}
export type CreationRefusal =
  'login_required' | 'no_permission' | 'ac_too_few' | 'daily_limit' | 'total_limit';

/** Create a group: any signed-in user with group_add; non-admins also need the switches' AC count and quotas. */
export function mayCreateGroup(
  u: Actor | null | undefined,
  quota: GroupCreationQuota,
  sw: GroupCreationSwitches,
): { ok: true } | { ok: false; reason: CreationRefusal } {
  if (!isActive(u)) return { ok: false, reason: 'login_required' };
  if (!hasPermission(u.role, Permission.GROUP_ADD)) return { ok: false, reason: 'no_permission' };
  if (isAdminRole(u.role)) return { ok: true };
  if (quota.acCount < sw.defaultCreateGroupACInitValue) return { ok: false, reason: 'ac_too_few' };
  if (quota.createdToday >= sw.defaultCreateGroupDailyLimit) return { ok: false, reason: 'daily_limit' };
  if (quota.createdTotal >= sw.defaultCreateGroupLimit) return { ok: false, reason: 'total_limit' };
  return { ok: true };
}

// ---- announcements ------------------------------------------------------------------------------

/** Edit or delete a group announcement: its author while still a group admin, any group root, or R. */
export function mayEditGroupAnnouncement(
  u: Actor | null | undefined,
  g: GroupRef,
  level: number,
  announcement: { uid: string },
): boolean {
  if (!canAdministerGroup(u, g, level)) return false;
  return isGroupRootOf(u, g, level) || u!.uid === announcement.uid;
}

/** The caller's shell button (groups-accounts-admin.md §2): what the action button shows. */
export function groupAction(
  u: Actor | null | undefined,
  g: GroupRef,
  level: number,
): 'disband' | 'exit' | 'apply' | 'applying' | 'refused' | 'none' {
  if (!isActive(u)) return 'none';
  if (canDisbandGroup(u, g)) return 'disband';
  if (isGroupMember(level)) return 'exit';
  if (level === MemberAuth.APPLYING) return 'applying';
  if (level === MemberAuth.REFUSED) return 'refused';
  return 'apply';
}
