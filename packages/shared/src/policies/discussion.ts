// Who may do what in discussions and comments: pure functions, enforced by the server and used by the web to show or hide.
import { hasPermission, isAdminRole, isRoot, Permission } from '../roles.js';
import { isActive, type Actor } from './actor.js';
import { canAdministerGroup, canEnterGroup, type GroupRef } from './group.js';

/**
 * A group discussion's group as the caller stands in it (null: a main-site discussion). `level`
 * is the caller's group_member.auth there (0 = none), as in the other group policies.
 */
export interface DiscussionGroup {
  group: GroupRef;
  level: number;
}

/** Posting discussions, comments and replies; in a group also its membership (GM or site root). */
export const canPostDiscussion = (
  u: Actor | null | undefined,
  inGroup: DiscussionGroup | null = null,
): boolean =>
  isActive(u) &&
  hasPermission(u.role, Permission.DISCUSSION_ADD) &&
  (inGroup === null || canEnterGroup(u, inGroup.group, inGroup.level));
export const canComment = (u: Actor | null | undefined): boolean =>
  isActive(u) && hasPermission(u.role, Permission.COMMENT_ADD);
export const canReply = (u: Actor | null | undefined): boolean =>
  isActive(u) && hasPermission(u.role, Permission.REPLY_ADD);

/**
 * Admin roles skip the AC thresholds and daily limits of the switches (hoj-behaviour §7.4); in a
 * group so do its admins (they run the group's discussion area as admins run the site's).
 */
export const isPostingExempt = (
  u: Actor | null | undefined,
  inGroup: DiscussionGroup | null = null,
): boolean =>
  isActive(u) &&
  (isAdminRole(u.role) || (inGroup !== null && canAdministerGroup(u, inGroup.group, inGroup.level)));

/** The edit dialog is the author's (site.md §2); admins moderate through the back office. */
export const canEditDiscussion = (u: Actor | null | undefined, d: { uid: string }): boolean =>
  isActive(u) && d.uid === u.uid && hasPermission(u.role, Permission.DISCUSSION_EDIT);

/** Delete: the author (muted users too: they keep discussion_del) or any admin role (site.md §6). */
export const canDeleteDiscussion = (u: Actor | null | undefined, d: { uid: string }): boolean =>
  isActive(u) &&
  (isAdminRole(u.role) || (d.uid === u.uid && hasPermission(u.role, Permission.DISCUSSION_DEL)));

/** Top priority, hiding, the report list: admin roles. */
export const canModerateDiscussions = (u: Actor | null | undefined): boolean =>
  isActive(u) && isAdminRole(u.role);

/**
 * Who still gets in while an area's switch is off: admin roles in the site's discussion area (to
 * moderate it), the site root alone in the groups' (site admins are ordinary members there).
 */
export const passesClosedDiscussionArea = (u: Actor | null | undefined, groupArea: boolean): boolean =>
  isActive(u) && (groupArea ? isRoot(u.role) : isAdminRole(u.role));

/** What one caller may do with one discussion (discussionRights). */
export interface DiscussionRights {
  /** Its detail, comments and replies, likes, reports (and posting comments, with canComment). */
  read: boolean;
  /** Also while hidden (status ≠ 0). */
  seeHidden: boolean;
  edit: boolean;
  remove: boolean;
  /** Top priority and status (hide / show). */
  moderate: boolean;
}

/**
 * The one rule of who may do what with a discussion, main-site or group (hoj-behaviour §8, §9).
 * A group discussion exists only for those who may enter its group (GM or site root): a
 * non-member reads, comments on, likes or reports none, and the public list never shows one. In
 * the group its author (still a member) edits and deletes it, and the group's admins (GA, and
 * the site root) moderate, edit and delete any; site admin roles are ordinary members there.
 * A main-site discussion: anyone reads it while shown; hidden, its author and admin roles.
 */
export function discussionRights(
  u: Actor | null | undefined,
  d: { uid: string; status: number },
  inGroup: DiscussionGroup | null,
): DiscussionRights {
  const author = isActive(u) && d.uid === u.uid;
  const shown = d.status === 0;
  if (inGroup === null) {
    const seeHidden = canModerateDiscussions(u) || author;
    return {
      read: shown || seeHidden,
      seeHidden,
      edit: canEditDiscussion(u, d),
      remove: canDeleteDiscussion(u, d),
      moderate: canModerateDiscussions(u),
    };
  }
  const { group, level } = inGroup;
  if (!canEnterGroup(u, group, level))
    return { read: false, seeHidden: false, edit: false, remove: false, moderate: false };
  const admin = canAdministerGroup(u, group, level);
  return {
    read: shown || admin || author,
    seeHidden: admin || author,
    edit: admin || (author && hasPermission(u!.role, Permission.DISCUSSION_EDIT)),
    remove: admin || (author && hasPermission(u!.role, Permission.DISCUSSION_DEL)),
    moderate: admin,
  };
}

/** Categories are edited by the super admin alone. */
export const canEditDiscussionCategories = (u: Actor | null | undefined): boolean =>
  isActive(u) && isRoot(u.role);

/**
 * Deleting a comment or reply (site.md §6, hoj-behaviour §9): its author; on a main-site
 * discussion any admin role; in a contest its contest admins (`contestAdmin`, from
 * policies/contest isContestAdmin); on a group discussion the group's admins (`groupAdmin`, from
 * discussionRights' `moderate`).
 */
export function canDeleteComment(
  u: Actor | null | undefined,
  c: { fromUid: string },
  place: { contestAdmin: boolean } | { groupAdmin: boolean } | null,
): boolean {
  if (!isActive(u)) return false;
  if (c.fromUid === u.uid) return true;
  if (place === null) return isAdminRole(u.role);
  return 'contestAdmin' in place ? place.contestAdmin : place.groupAdmin;
}

/**
 * Replying in a contest's comments (site.md §6): the comment's author, contest admins, or anyone
 * when the comment's author is no contest admin. The reference names root and the contest's owner;
 * a group contest's managers hold the same place there (contest/access.ts), so their notes are no
 * threads either.
 */
export function canReplyInContest(
  u: Actor | null | undefined,
  target: { fromUid: string; fromContestAdmin: boolean },
  contest: { contestAdmin: boolean },
): boolean {
  if (!isActive(u)) return false;
  if (contest.contestAdmin || target.fromUid === u.uid) return true;
  return !target.fromContestAdmin;
}
