// Site announcements (hoj-behaviour §9; hoj-api-paths §1.3, §7): the home list and the detail page
// for everyone, and the back office (super admin). A site announcement is a row of `announcement`
// with no group that no contest links to (contest and group announcements share the table).
import { canManageSiteAnnouncements, canReadSiteAnnouncement, type Actor } from '@judge/shared';
import { checkAnnouncement } from '@judge/shared/schemas/announcement';

/** What the form sends that matters here (the validated body). */
interface AnnouncementInput {
  title?: string | null;
  content?: string | null;
  status: number;
}
import type { Database } from '../../db/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { presentAnnouncement } from '../contest/presenter.js';
import { announcementPage, notInContest, type AnnouncementQuery } from './page.js';

export function announcementService(database: Database) {
  const { db, cols } = database;

  /** Site announcements only: no group, not linked to a contest. */
  const siteOnly = (q: AnnouncementQuery) => notInContest(q.where('a.gid', 'is', null));
  const siteRows = () => siteOnly(db.selectFrom('announcement as a'));

  function page(q: { currentPage?: number; limit?: number }, shownOnly: boolean) {
    return announcementPage(db, q, (rows) => {
      const site = siteOnly(rows);
      return shownOnly ? site.where('a.status', '=', 0) : site;
    });
  }

  async function findSite(id: number) {
    return siteRows()
      .leftJoin('user_info as u', 'u.uuid', 'a.uid')
      .selectAll('a')
      .select('u.username')
      .where('a.id', '=', id)
      .executeTakeFirst();
  }

  /** One announcement for /announcement/:id: shown ones for everyone, hidden ones for their managers. */
  async function detail(actor: Actor | null, id: number) {
    const a = await findSite(id);
    if (!a || !canReadSiteAnnouncement(a, actor)) throw notFound('Announcement_Not_Exist');
    return presentAnnouncement(a);
  }

  function mustManage(actor: Actor) {
    if (!canManageSiteAnnouncements(actor)) throw forbidden();
  }

  function valid(a: AnnouncementInput) {
    const c = checkAnnouncement({ title: a.title, content: a.content, status: a.status });
    if (!c.ok) throw badRequest(c.issue.key, c.issue.params);
    return c.value;
  }

  async function adminList(actor: Actor, q: { currentPage?: number; limit?: number }) {
    mustManage(actor);
    return page(q, false);
  }

  async function create(actor: Actor, a: AnnouncementInput) {
    mustManage(actor);
    const v = valid(a);
    const now = cols.time();
    // the author is the caller, whatever uid the body names; a site announcement has no group
    await db
      .insertInto('announcement')
      .values({ ...v, uid: actor.uid, gid: null, gmt_create: now, gmt_modified: now })
      .execute();
  }

  async function update(actor: Actor, id: number, a: AnnouncementInput) {
    mustManage(actor);
    if (!(await findSite(id))) throw notFound('Announcement_Not_Exist');
    const v = valid(a);
    await db
      .updateTable('announcement')
      .set({ ...v, gmt_modified: cols.time() })
      .where('id', '=', id)
      .execute();
  }

  async function remove(actor: Actor, id: number) {
    mustManage(actor);
    if (!(await findSite(id))) throw notFound('Announcement_Not_Exist');
    await db.deleteFrom('announcement').where('id', '=', id).execute();
  }

  return {
    list: (q: { currentPage?: number; limit?: number }) => page(q, true),
    detail,
    adminList,
    create,
    update,
    remove,
  };
}
