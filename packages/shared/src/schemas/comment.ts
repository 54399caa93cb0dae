// Request and response shapes of comments and replies, on discussions (`did`) and on contests
// (`cid`) (hoj-api-paths §6, §8: Comment, CommentVO, ReplyVO, ReplyDTO), and the content rule
// (site.md §5 "Comment and reply"), shared by the comment box and the server.
import { z } from 'zod';
import { INPUT_LIMITS } from '../limits.js';
import { pageQuery, pageSchema, clientFlag } from './page.js';
import type { FormCheck } from './contest.js';

const int = z.coerce.number().int();

/** Replies a comment shows before "Click to Show All" (site.md §9). */
export const REPLIES_SHOWN = 3;
export const COMMENT_SOURCE_TYPES = ['Discussion', 'Contest'] as const;
export const QUOTE_TYPES = ['Comment', 'Reply'] as const;

/**
 * The text of a comment or a reply as sent: bounded loosely here (twice the limit), the limit
 * itself is checkCommentContent's, after trimming.
 */
const sentText = z
  .string()
  .max(INPUT_LIMITS.commentMax * 2)
  .nullish();

export const commentsQuery = pageQuery.extend({ cid: int.optional(), did: int.optional() });
export const commentBody = z.object({
  content: sentText,
  cid: int.nullish(),
  did: int.nullish(),
});
/** DELETE /api/comment carries the Comment as a JSON body (hoj-api-paths §9.8); the id decides. */
export const commentDeleteBody = z.object({
  id: int,
  fromUid: z.string().nullish(),
  did: int.nullish(),
  cid: int.nullish(),
});
export const commentLikeQuery = z.object({
  cid: int.optional(),
  toLike: clientFlag,
  sourceId: int,
  sourceType: z.enum(COMMENT_SOURCE_TYPES),
});

/** The Reply inside ReplyDTO; the server fills the sender and looks the target up itself. */
export const replyEntity = z.object({
  id: int.nullish(),
  commentId: int.nullish(),
  content: sentText,
  fromUid: z.string().nullish(),
  toUid: z.string().nullish(),
  toName: z.string().nullish(),
  toAvatar: z.string().nullish(),
});
export const replyDto = z.object({
  reply: replyEntity,
  did: int.nullish(),
  cid: int.nullish(),
  quoteId: int.nullish(),
  quoteType: z.enum(QUOTE_TYPES).nullish(),
});
export type ReplyDto = z.input<typeof replyDto>;
export const replyListQuery = z.object({ commentId: int, cid: int.optional() });

// ---- answers -------------------------------------------------------------------------------------

/** Who wrote a comment or a reply, as both answers show it (name, avatar, role badge, title). */
const sender = {
  fromUid: z.string(),
  fromName: z.string(),
  fromAvatar: z.string().nullable(),
  fromRole: z.string(),
  fromTitleName: z.string().nullable(),
  fromTitleColor: z.string().nullable(),
};

export const replyVO = z.object({
  id: z.number(),
  commentId: z.number(),
  ...sender,
  toUid: z.string().nullable(),
  toName: z.string().nullable(),
  toAvatar: z.string().nullable(),
  content: z.string(),
  status: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ReplyVO = z.infer<typeof replyVO>;

export const commentVO = z.object({
  id: z.number(),
  content: z.string(),
  ...sender,
  likeNum: z.number(),
  totalReplyNum: z.number(),
  gmtCreate: z.string(),
  /** The newest three replies; GET /api/reply gives all. */
  replyList: z.array(replyVO),
});
export type CommentVO = z.infer<typeof commentVO>;

export const commentListVO = z.object({
  commentList: pageSchema(commentVO),
  /** Comment id → liked by the caller. */
  commentLikeMap: z.record(z.string(), z.boolean()),
});
export type CommentListVO = z.infer<typeof commentListVO>;

// ---- rules -----------------------------------------------------------------------------------------

/** A comment or reply: non-empty after trim, at most 10 000 characters (site.md §5). */
export function checkCommentContent(content: string | null | undefined): FormCheck<string> {
  const text = (content ?? '').trim();
  if (!text) return { ok: false, issue: { key: 'Content_cannot_be_empty' } };
  if (text.length > INPUT_LIMITS.commentMax)
    return {
      ok: false,
      issue: { key: 'Comment_Content_Too_Long', params: { max: INPUT_LIMITS.commentMax } },
    };
  return { ok: true, value: text };
}

/**
 * Author badges (hoj-ui §1, site.md §6): SPA for root, ADM for admin; null for everyone else
 * (a problem admin too). The badged authors' texts are the ones the word filter leaves as written
 * (server: modules/discussion/word-filter.ts).
 */
export function roleBadge(role: string | null | undefined): 'SPA' | 'ADM' | null {
  if (role === 'root') return 'SPA';
  if (role === 'admin') return 'ADM';
  return null;
}
