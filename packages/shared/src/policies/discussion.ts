// Who may do what in discussions and comments: pure functions, enforced by the server and used by the web to show or hide.
import { hasPermission, Permission } from '../roles.js';
import { isActive, type Actor } from './actor.js';

/** Posting discussions, comments and replies. */
export const canPostDiscussion = (u: Actor | null | undefined): boolean =>
  isActive(u) && hasPermission(u.role, Permission.DISCUSSION_ADD);
export const canComment = (u: Actor | null | undefined): boolean =>
  isActive(u) && hasPermission(u.role, Permission.COMMENT_ADD);

