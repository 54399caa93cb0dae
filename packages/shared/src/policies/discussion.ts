// Who may do what in discussions and comments: pure functions, enforced by the server and used by the web to show or hide.
import { hasPermission, isAdminRole, isRoot, Permission } from '../roles.js';
import { isActive, type Actor } from './actor.js';

/** Posting discussions, comments and replies. */
export const canPostDiscussion = (u: Actor | null | undefined): boolean =>
  isActive(u) && hasPermission(u.role, Permission.DISCUSSION_ADD);
export const canComment = (u: Actor | null | undefined): boolean =>
  isActive(u) && hasPermission(u.role, Permission.COMMENT_ADD);
export const canReply = (u: Actor | null | undefined): boolean =>
  isActive(u) && hasPermission(u.role, Permission.REPLY_ADD);

/** Admin roles skip the AC thresholds and daily limits of the switches (hoj-behaviour §7.4). */
export const isPostingExempt = (u: Actor | null | undefined): boolean => isActive(u) && isAdminRole(u.role);

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

/** Categories are edited by the super admin alone. */
export const canEditDiscussionCategories = (u: Actor | null | undefined): boolean =>
  isActive(u) && isRoot(u.role);

/**
 * Deleting a comment or reply (site.md §6): its author; outside contests any admin role; in a
 * contest its contest admins (`contestAdmin`, from policies/contest isContestAdmin).
 */
export function canDeleteComment(
  u: Actor | null | undefined,
  c: { fromUid: string },
  contest: { contestAdmin: boolean } | null,
): boolean {
  if (!isActive(u)) return false;
  if (c.fromUid === u.uid) return true;
  return contest ? contest.contestAdmin : isAdminRole(u.role);
}

/**
 * Replying in a contest's comments (site.md §6): the comment's author, contest admins, or anyone
 * when the comment's author is neither root nor the contest's owner (their notes are not threads).
 */
export function canReplyInContest(
  u: Actor | null | undefined,
  target: { fromUid: string; fromRole: string },
  contest: { ownerUid: string | null; contestAdmin: boolean },
): boolean {
  if (!isActive(u)) return false;
  if (contest.contestAdmin || target.fromUid === u.uid) return true;
  return target.fromRole !== 'root' && target.fromUid !== contest.ownerUid;
}
