// Group membership (groups-accounts-admin.md §4, §6; hoj-behaviour §8; hoj-api-paths §2.2): apply,
// exit, the member and application lists, level changes (approve, refuse, promote, demote) and
// removal. The rules are policies/group.ts; the notices go through message/notify.ts.
import {
  GroupAuth,
  MemberAuth,
  levelOnApply,
  mayApply,
  mayChangeMemberAuth,
  mayExit,
  mayRemoveMember,
  type Actor,
} from '@judge/shared';
import { checkApplyReason } from '@judge/shared/schemas/group';
import type { Database } from '../../db/index.js';
import type { GroupRow } from '../../db/rows.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { keywordConditions, searchKeyword } from '../../lib/search.js';
import { notifyUser } from '../message/notify.js';
import { requireGroup } from './access.js';
import { both, refuse, type Page } from './helpers.js';
import { presentMember } from './presenter.js';

export function groupMembershipService(database: Database) {
  const { db, cols } = database;

  const welcome = (g: GroupRow, uid: string, by: string | null) =>
    notifyUser(db, {
      recipientId: uid,
      title: both('Group_Notice_Welcome_Title', { name: g.name }),
      content: both('Group_Notice_Welcome_Content', { name: g.name }),
      adminId: by,
    });

  /**
   * POST /api/group/member (query gid, code, reason): public groups admit at once; protected and
   * private ones take an application (private: the invitation code first) and tell the group roots.
   */
  async function apply(actor: Actor | null, q: { gid: number; code?: string; reason?: string }) {
    const a = await requireGroup(db, actor, q.gid, 'see');
    const me = actor!;
    refuse(mayApply(me, { ...a.ref, code: a.group.code }, a.level, q.code?.trim()));
    const level = levelOnApply(a.ref);
    const reason = (q.reason ?? '').trim();
    if (a.ref.auth !== GroupAuth.PUBLIC || reason) {
      const issue = checkApplyReason(reason);
      if (issue) throw badRequest(issue.key, issue.params);
    }
    const now = cols.time();
    if (a.level > 0) {
      // a refused applicant applies again
      await db
        .updateTable('group_member')
        .set({ auth: level, reason: reason || null, gmt_modified: now })
        .where('gid', '=', q.gid)
        .where('uid', '=', me.uid)
        .execute();
    } else {
      try {
        await db
          .insertInto('group_member')
          .values({
            gid: q.gid,
            uid: me.uid,
            auth: level,
            reason: reason || null,
            gmt_create: now,
            gmt_modified: now,
          })
          .execute();
      } catch {
        // the same user's other request won the race for the (gid, uid) row
        throw badRequest('Group_Already_Applying');
      }
    }
    if (level === MemberAuth.MEMBER) {
      await welcome(a.group, me.uid, null);
      return 'Group_Joined';
    }
    const roots = await db
      .selectFrom('group_member')
      .select('uid')
      .where('gid', '=', q.gid)
      .where('auth', '=', MemberAuth.ROOT)
      .execute();
    for (const r of roots)
      await notifyUser(db, {
        recipientId: r.uid,
        title: both('Group_Notice_Apply_Title', { name: a.group.name }),
        content: both('Group_Notice_Apply_Content', { name: a.group.name, username: me.username, reason }),
        adminId: me.uid,
      });
    return 'Group_Applied';
  }

  /** DELETE /api/group/member/exit: leave, or withdraw an application; never the owner. */
  async function exit(actor: Actor | null, gid: number) {
    const a = await requireGroup(db, actor, gid, 'see');
    refuse(mayExit(actor, a.ref, a.level));
    await db.deleteFrom('group_member').where('gid', '=', gid).where('uid', '=', actor!.uid).execute();
  }

  const memberRows = (gid: number) =>
    db.selectFrom('group_member as m').leftJoin('user_info as u', 'u.uuid', 'm.uid').where('m.gid', '=', gid);

  async function memberPage(
    gid: number,
    q: Page & { keyword?: string; auth?: number },
    levels: number[],
    showPrivate: boolean,
  ) {
    const { currentPage, limit, offset } = pageOf(q, 'groupLists');
    const keyword = searchKeyword(q.keyword);
    let base = memberRows(gid).where('m.auth', 'in', levels);
    if (q.auth) base = base.where('m.auth', '=', q.auth);
    if (keyword)
      base = base.where((eb) =>
        eb.or(keywordConditions(eb, keyword, showPrivate ? ['u.username', 'u.realname'] : ['u.username'])),
      );
    const { rows, total } = await readPage(
      base,
      (b) =>
        b
          .selectAll('m')
          .select(['u.username', 'u.realname'])
          .orderBy('m.auth', 'desc')
          .orderBy('m.id', 'asc'),
      { limit, offset },
    );
    const records = rows.map((r) => {
      const vo = presentMember(r, showPrivate);
      // the application's reason is for the group's admins
      return showPrivate ? vo : { ...vo, reason: null };
    });
    return pageResult(records, total, limit, currentPage);
  }

  /** GET /api/group/get-member-list: members (3–5) for members; real names and reasons for admins. */
  async function members(actor: Actor | null, q: Page & { gid: number; keyword?: string; auth?: number }) {
    const a = await requireGroup(db, actor, q.gid, 'enter');
    return memberPage(q.gid, q, [MemberAuth.MEMBER, MemberAuth.ADMIN, MemberAuth.ROOT], a.administer);
  }

  /** GET /api/group/get-apply-list: applications (applying, refused) for group admins. */
  async function applications(
    actor: Actor | null,
    q: Page & { gid: number; keyword?: string; auth?: number },
  ) {
    await requireGroup(db, actor, q.gid, 'administer');
    return memberPage(q.gid, q, [MemberAuth.APPLYING, MemberAuth.REFUSED], true);
  }

  async function targetOf(gid: number, uid: string) {
    const row = await db
      .selectFrom('group_member')
      .selectAll()
      .where('gid', '=', gid)
      .where('uid', '=', uid)
      .executeTakeFirst();
    if (!row) throw notFound('Group_Member_Not_Found');
    return row;
  }

  /** PUT /api/group/member: approve (1→3), refuse (1→2), promote or demote under the level rules. */
  async function changeMember(actor: Actor | null, b: { gid: number; uid: string; auth: number }) {
    const a = await requireGroup(db, actor, b.gid, 'administer');
    const target = await targetOf(b.gid, b.uid);
    refuse(mayChangeMemberAuth(actor, a.ref, a.level, { uid: target.uid, level: target.auth }, b.auth));
    if (target.auth === b.auth) return;
    await db
      .updateTable('group_member')
      .set({ auth: b.auth, gmt_modified: cols.time() })
      .where('id', '=', target.id)
      .execute();
    if (target.auth < MemberAuth.MEMBER && b.auth >= MemberAuth.MEMBER)
      await welcome(a.group, target.uid, actor!.uid);
    if (b.auth === MemberAuth.REFUSED)
      await notifyUser(db, {
        recipientId: target.uid,
        title: both('Group_Notice_Refused_Title', { name: a.group.name }),
        content: both('Group_Notice_Refused_Content', { name: a.group.name }),
        adminId: actor!.uid,
      });
  }

  /** DELETE /api/group/member: remove a member or an application; never oneself or the owner. */
  async function removeMember(actor: Actor | null, q: { gid: number; uid: string }) {
    const a = await requireGroup(db, actor, q.gid, 'administer');
    const target = await targetOf(q.gid, q.uid);
    refuse(mayRemoveMember(actor, a.ref, a.level, { uid: target.uid, level: target.auth }));
    await db.deleteFrom('group_member').where('id', '=', target.id).execute();
    if (target.auth >= MemberAuth.MEMBER)
      await notifyUser(db, {
        recipientId: target.uid,
        title: both('Group_Notice_Removed_Title', { name: a.group.name }),
        content: both('Group_Notice_Removed_Content', { name: a.group.name }),
        adminId: actor!.uid,
      });
  }

  return { apply, exit, members, applications, changeMember, removeMember };
}
