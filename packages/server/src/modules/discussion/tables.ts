// Table types of the community tables (migration 0008): discussions, categories, likes, reports,
// comments, comment likes and replies. Read through `withCommunity`, a typed view of the same
// connection, so that the shared db/types.ts needs no edit while several modules grow at once.
import type { Generated, Selectable } from 'kysely';
import { tableView } from '../../db/table-view.js';
import type { Bool, DB, Timestamp } from '../../db/types.js';

export interface CategoryTable {
  id: Generated<number>;
  name: string;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface DiscussionTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  description: string;
  content: string;
  /** problem.problem_id of a problem discussion. */
  pid: string | null;
  uid: string;
  view_num: Generated<number>;
  like_num: Generated<number>;
  comment_num: Generated<number>;
  top_priority: Bool;
  /** 0 shown, 1 hidden. */
  status: Generated<number>;
  gid: number | null;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface DiscussionLikeTable {
  id: Generated<number>;
  did: number;
  uid: string;
  gmt_create: Timestamp;
}

export interface DiscussionReportTable {
  id: Generated<number>;
  did: number;
  reporter_uid: string;
  content: string;
  status: Bool;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface CommentTable {
  id: Generated<number>;
  cid: number | null;
  did: number | null;
  content: string;
  from_uid: string;
  like_num: Generated<number>;
  status: Generated<number>;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

export interface CommentLikeTable {
  id: Generated<number>;
  comment_id: number;
  uid: string;
  gmt_create: Timestamp;
}

export interface ReplyTable {
  id: Generated<number>;
  comment_id: number;
  from_uid: string;
  to_uid: string | null;
  content: string;
  status: Generated<number>;
  gmt_create: Timestamp;
  gmt_modified: Timestamp;
}

/** The community tables (migration 0008), beside `DB`. */
export interface CommunityTables {
  category: CategoryTable;
  discussion: DiscussionTable;
  discussion_like: DiscussionLikeTable;
  discussion_report: DiscussionReportTable;
  comment: CommentTable;
  comment_like: CommentLikeTable;
  reply: ReplyTable;
}
export type DBWithCommunity = DB & CommunityTables;
export type DiscussionRowDb = Selectable<DiscussionTable>;
export type CommentRowDb = Selectable<CommentTable>;
export type ReplyRowDb = Selectable<ReplyTable>;

/** The same connection or transaction, typed with the community tables. */
export const withCommunity = tableView<CommunityTables>();
