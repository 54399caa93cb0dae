// The one place that shapes comments and replies for the API (hoj-api-paths §8: CommentVO, ReplyVO).
import { UNKNOWN_AUTHOR, iso, type Author } from '../discussion/authors.js';
import type { CommentRowDb, ReplyRowDb } from '../discussion/tables.js';

export function presentReply(r: ReplyRowDb, authors: Map<string, Author>) {
  const from = authors.get(r.from_uid) ?? UNKNOWN_AUTHOR;
  const to = r.to_uid ? authors.get(r.to_uid) : undefined;
  return {
    id: Number(r.id),
    commentId: Number(r.comment_id),
    fromUid: r.from_uid,
    fromName: from.username,
    fromAvatar: from.avatar,
    fromRole: from.role,
    fromTitleName: from.titleName,
    fromTitleColor: from.titleColor,
    toUid: r.to_uid,
    toName: to?.username ?? null,
    toAvatar: to?.avatar ?? null,
    content: r.content,
    status: Number(r.status),
    gmtCreate: iso(r.gmt_create),
    gmtModified: iso(r.gmt_modified),
  };
}

export function presentComment(
  c: CommentRowDb,
  authors: Map<string, Author>,
  replies: ReplyRowDb[],
  totalReplyNum: number,
) {
  const from = authors.get(c.from_uid) ?? UNKNOWN_AUTHOR;
  return {
    id: Number(c.id),
    content: c.content,
    fromUid: c.from_uid,
    fromName: from.username,
    fromAvatar: from.avatar,
    fromRole: from.role,
    fromTitleName: from.titleName,
    fromTitleColor: from.titleColor,
    likeNum: Number(c.like_num),
    totalReplyNum,
    gmtCreate: iso(c.gmt_create),
    replyList: replies.map((r) => presentReply(r, authors)),
  };
}
