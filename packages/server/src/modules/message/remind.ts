/**
 * Reminders (hoj-behaviour §9, msg_remind): how other modules tell a user that someone commented on
 * their post, replied to them or liked their post or comment. The reminder lands in the recipient's
 * message centre (/api/msg/comment, /reply, /like) as unread and raises their unread counter.
 *
 * Usage (e.g. in the comment service, inside or outside a transaction):
 *
 *   await recordReminder(db, {
 *     action: 'Discuss',              // Discuss | Reply | Like_Post | Like_Discuss
 *     senderId: user.uid,             // who did it
 *     recipientId: discussion.uid,    // whose post it was; a reminder to oneself is skipped
 *     sourceId: discussion.id,        // the discussion or contest it happened in
 *     sourceType: 'Discussion',       // Discussion | Contest
 *     sourceTitle: discussion.title,  // shown in the list (kept as written)
 *     sourceContent: comment.content, // cut to 250 characters here
 *     quoteId: comment.id, quoteType: 'Comment', quoteContent: comment.content, // optional: what was answered
 *     url: `/discussion-detail/${discussion.id}`, // where the list entry links to
 *   });
 *
 * Actions (HOJ's names): Discuss = someone commented on my discussion or contest comment thread;
 * Reply = someone replied to my comment or reply; Like_Post = someone liked my discussion;
 * Like_Discuss = someone liked my comment. Returns the new reminder's id, or null when nothing was
 * written (sender = recipient, or no recipient).
 */
import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../../db/types.js';

export const REMIND_ACTIONS = ['Discuss', 'Reply', 'Like_Post', 'Like_Discuss'] as const;
export type RemindAction = (typeof REMIND_ACTIONS)[number];

/** Longest snippet kept of a source or quote (hoj-behaviour §9: ≤ 250 characters). */
export const REMIND_SNIPPET_MAX = 250;

export interface Reminder {
  action: RemindAction;
  senderId: string;
  recipientId: string | null | undefined;
  sourceId?: number | null;
  sourceType?: 'Discussion' | 'Contest' | null;
  sourceTitle?: string | null;
  sourceContent?: string | null;
  quoteId?: number | null;
  quoteType?: 'Comment' | 'Reply' | null;
  quoteContent?: string | null;
  url?: string | null;
}

export function snippet(text: string | null | undefined): string | null {
  if (text == null) return null;
  const chars = [...text];
  return chars.length > REMIND_SNIPPET_MAX ? chars.slice(0, REMIND_SNIPPET_MAX).join('') : text;
}

/** Records one reminder for its recipient (never for the sender themself). */
export async function recordReminder(db: Kysely<DB> | Transaction<DB>, r: Reminder): Promise<number | null> {
  if (!r.recipientId || r.recipientId === r.senderId) return null;
  const now = new Date().toISOString();
  const row = await db
    .insertInto('msg_remind')
    .values({
      action: r.action,
      sender_id: r.senderId,
      recipient_id: r.recipientId,
      source_id: r.sourceId ?? null,
      source_type: r.sourceType ?? null,
      source_title: r.sourceTitle ?? null,
      source_content: snippet(r.sourceContent),
      quote_id: r.quoteId ?? null,
      quote_type: r.quoteType ?? null,
      quote_content: snippet(r.quoteContent),
      url: r.url ?? null,
      // unread; `(1 = 0)` is false on PostgreSQL and 0 on SQLite, so no dialect is needed
      state: sql<boolean>`(1 = 0)`,
      gmt_create: now,
      gmt_modified: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}
