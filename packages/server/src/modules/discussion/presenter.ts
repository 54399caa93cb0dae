// The one place that shapes discussion rows for the API (hoj-api-paths §7, §8): Discussion list
// rows, DiscussionVO, Category and DiscussionReportVO.
import { readBool } from '../../db/columns.js';
import { UNKNOWN_AUTHOR, iso, type Author } from './authors.js';
import type { DiscussionRowDb } from './tables.js';

/** Where a discussion is read in the web app: a group's under its group (the reminders link there). */
export const discussionUrl = (d: Pick<DiscussionRowDb, 'id' | 'gid'>): string =>
  d.gid == null ? `/discussion-detail/${d.id}` : `/group/${d.gid}/discussion-detail/${d.id}`;

export function presentDiscussion(
  d: DiscussionRowDb,
  author: Author | undefined,
  categoryName: string | null,
  opts: { withContent: boolean },
) {
  const a = author ?? UNKNOWN_AUTHOR;
  return {
    id: Number(d.id),
    categoryId: Number(d.category_id),
    categoryName,
    title: d.title,
    description: d.description,
    // Lists blank the body but for its author (hoj-behaviour §9): the detail call counts the view.
    content: opts.withContent ? d.content : '',
    pid: d.pid,
    uid: d.uid,
    author: a.username,
    avatar: a.avatar,
    titleName: a.titleName,
    titleColor: a.titleColor,
    role: a.role,
    viewNum: Number(d.view_num),
    likeNum: Number(d.like_num),
    commentNum: Number(d.comment_num),
    topPriority: readBool(d.top_priority),
    status: Number(d.status),
    gid: d.gid,
    gmtCreate: iso(d.gmt_create),
    gmtModified: iso(d.gmt_modified),
  };
}
