// One page of announcements, newest first, with their authors' names: the site list, a contest's
// (participants' and admins' views) and a group's all read the one table, each with its own scope.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { presentAnnouncement } from '../contest/presenter.js';

const announcementRows = (db: Kysely<DB>) => db.selectFrom('announcement as a');
export type AnnouncementQuery = ReturnType<typeof announcementRows>;

/** The announcements one contest links to (its announcement rows). */
export const inContest = (db: Kysely<DB>, cid: number) => (q: AnnouncementQuery) =>
  q.where('a.id', 'in', db.selectFrom('contest_announcement').select('aid').where('cid', '=', cid));

/** The announcements no contest links to (the site's and the groups' own). */
export const notInContest = (q: AnnouncementQuery) =>
  q.where((eb) =>
    eb.not(
      eb.exists(eb.selectFrom('contest_announcement as ca').select('ca.id').whereRef('ca.aid', '=', 'a.id')),
    ),
  );

export async function announcementPage(
  db: Kysely<DB>,
  q: { currentPage?: number; limit?: number },
  scope: (q: AnnouncementQuery) => AnnouncementQuery,
) {
  const { currentPage, limit, offset } = pageOf(q, 'announcements');
  const base = scope(announcementRows(db));
  const { rows, total } = await readPage(
    base,
    (b) =>
      b
        .leftJoin('user_info as u', 'u.uuid', 'a.uid')
        .selectAll('a')
        .select('u.username')
        .orderBy('a.id', 'desc'),
    { limit, offset },
  );
  return pageResult(rows.map(presentAnnouncement), total, limit, currentPage);
}
