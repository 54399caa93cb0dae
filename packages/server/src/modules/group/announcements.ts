// Group announcements (hoj-api-paths §2.3): members read the shown ones, group admins list all and
// add; the author (while a group admin) or a group root edits and deletes. Announcements share the
// table with site and contest ones: a group's are those with its gid that no contest links to.
import { mayEditGroupAnnouncement, type Actor } from '@judge/shared';
import { checkAnnouncement } from '@judge/shared/schemas/announcement';
import type { Database } from '../../db/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { requireGroup } from './access.js';
import type { Page } from './helpers.js';
import { announcementPage, notInContest } from '../announcement/page.js';

export function groupAnnouncementService(database: Database) {
  const { db, cols } = database;

  // A group contest's announcements share the table (with the group's gid): they are the
  // contest's, not the group's (notInContest).

  function groupAnnouncementPage(gid: number, q: Page, shownOnly: boolean) {
    return announcementPage(db, q, (rows) => {
      const own = notInContest(rows.where('a.gid', '=', gid));
      return shownOnly ? own.where('a.status', '=', 0) : own;
    });
  }

  async function announcements(actor: Actor | null, q: Page & { gid: number }) {
    await requireGroup(db, actor, q.gid, 'enter');
    return groupAnnouncementPage(q.gid, q, true);
  }

  async function adminAnnouncements(actor: Actor | null, q: Page & { gid: number }) {
    await requireGroup(db, actor, q.gid, 'administer');
    return groupAnnouncementPage(q.gid, q, false);
  }

  function validAnnouncement(b: { title?: string | null; content?: string | null; status: number }) {
    const c = checkAnnouncement({ title: b.title, content: b.content, status: b.status });
    if (!c.ok) throw badRequest(c.issue.key, c.issue.params);
    return c.value;
  }

  async function addAnnouncement(
    actor: Actor | null,
    b: { title?: string | null; content?: string | null; status: number; gid?: number | null },
  ) {
    if (b.gid == null) throw notFound('Group_Not_Found');
    await requireGroup(db, actor, b.gid, 'administer');
    const v = validAnnouncement(b);
    const now = cols.time();
    await db
      .insertInto('announcement')
      .values({ ...v, uid: actor!.uid, gid: b.gid, gmt_create: now, gmt_modified: now })
      .execute();
  }

  /** A group announcement and the right to change it (its author while a group admin, group roots, R). */
  async function editable(actor: Actor | null, id: number) {
    const ann = await notInContest(db.selectFrom('announcement as a'))
      .selectAll('a')
      .where('a.id', '=', id)
      .where('a.gid', 'is not', null)
      .executeTakeFirst();
    if (!ann) throw notFound('Group_Announcement_Not_Found');
    const a = await requireGroup(db, actor, ann.gid!, 'administer');
    if (!mayEditGroupAnnouncement(actor, a.ref, a.level, ann)) throw forbidden('Group_Root_Required');
    return ann;
  }

  async function updateAnnouncement(
    actor: Actor | null,
    b: { id?: number | null; title?: string | null; content?: string | null; status: number },
  ) {
    if (b.id == null) throw notFound('Group_Announcement_Not_Found');
    const ann = await editable(actor, b.id);
    const v = validAnnouncement(b);
    await db
      .updateTable('announcement')
      .set({ ...v, gmt_modified: cols.time() })
      .where('id', '=', ann.id)
      .execute();
  }

  async function deleteAnnouncement(actor: Actor | null, id: number) {
    const ann = await editable(actor, id);
    await db.deleteFrom('announcement').where('id', '=', ann.id).execute();
  }

  return { announcements, adminAnnouncements, addAnnouncement, updateAnnouncement, deleteAnnouncement };
}
