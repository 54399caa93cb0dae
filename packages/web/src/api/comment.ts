// Comment and reply calls (site.md §7; hoj-api-paths §6): on a discussion (`did`) or a contest
// (`cid`); the types come from the shared zod schemas.
import type { CommentListVO, CommentVO, ReplyDto, ReplyVO } from '@judge/shared/schemas/comment';
import { api, compact } from './http';

export type { CommentListVO, CommentVO, ReplyVO };

/** Where comments live: a discussion or a contest. */
export type CommentSource = { did: number; cid?: undefined } | { cid: number; did?: undefined };

export const getComments = (src: CommentSource, currentPage: number, limit: number) =>
  api.get<CommentListVO>('/api/comments', compact({ ...src, currentPage, limit }));
export const addComment = (src: CommentSource, content: string) =>
  api.post<CommentVO>('/api/comment', { ...src, content });
/** DELETE with the Comment as a JSON body (hoj-api-paths §9.8). */
export const deleteComment = (src: CommentSource, c: { id: number; fromUid: string }) =>
  api.delete<null>('/api/comment', { data: { ...src, id: c.id, fromUid: c.fromUid } });
/** `cid` of this call is the comment's id (HOJ's name); sourceId is the discussion or contest. */
export const likeComment = (src: CommentSource, commentId: number, toLike: boolean) =>
  api.get<null>('/api/comment-like', {
    cid: commentId,
    toLike,
    sourceId: src.did ?? src.cid,
    sourceType: src.did != null ? 'Discussion' : 'Contest',
  });
export const getAllReplies = (commentId: number, cid?: number) =>
  api.get<ReplyVO[]>('/api/reply', compact({ commentId, cid }));
export const addReply = (dto: ReplyDto) => api.post<ReplyVO>('/api/reply', dto);
export const deleteReply = (dto: ReplyDto) => api.delete<null>('/api/reply', { data: dto });
