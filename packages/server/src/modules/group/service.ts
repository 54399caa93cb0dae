// Groups (groups-accounts-admin.md §2–§9; hoj-behaviour §8; hoj-api-paths §2.1–§2.3): the list, the
// group itself (create, update, disband), membership (apply, exit, applications, level changes,
// removal) and group announcements. Who may do what is policies/group.ts; access.ts loads a group
// and the caller's level. Notices go to users through message/notify.ts in both languages.
import { sql } from 'kysely';
import {
  GroupAuth,
  MemberAuth,
  canDisbandGroup,
  levelOnApply,
  mayApply,
  mayChangeMemberAuth,
  mayCreateGroup,
  mayEditGroupAnnouncement,
  mayExit,
  mayRemoveMember,
  isRoot,
  type Actor,
  type GroupRefusal,
} from '@judge/shared';
import {
  GROUP_ANNOUNCEMENT_LIMIT,
  GROUP_LIST_LIMIT,
  GROUP_MEMBER_LIMIT,
  checkApplyReason,
  checkGroupForm,
  type GroupBody,
} from '@judge/shared/schemas/group';
import { checkAnnouncement } from '@judge/shared/schemas/announcement';
import type { AppContext } from '../../context.js';
import type { GroupRow } from '../../db/rows.js';
import { BizError, badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { t } from '../../lib/i18n.js';
import { pageOf } from '../../lib/pagination.js';
import { keywordConditions, searchKeyword } from '../../lib/search.js';
import { accountService } from '../account/service.js';
import { presentAnnouncement } from '../contest/presenter.js';
import { notifyUser } from '../message/notify.js';
import { removeAvatar, storeAvatar } from '../user/avatar.js';
import { memberLevels, requireGroup } from './access.js';
import { presentGroup, presentGroupVO, presentMember } from './presenter.js';

type Page = { currentPage?: number; limit?: number };
const STORED_AVATAR = /^\/api\/public\/img\/[a-f0-9]{32}\.(png|jpg|gif|bmp|webp)$/;

/** The message and status of each refusal of policies/group.ts. */
const REFUSALS: Record<GroupRefusal, [string, number]> = {
  login_required: ['Please_login_first', 401],
  group_not_found: ['Group_Not_Found', 404],
  already_member: ['Group_Already_Member', 400],
  already_applying: ['Group_Already_Applying', 400],
  code_required: ['Group_Apply_Code_Required', 400],
  code_wrong: ['Group_Apply_Code_Wrong', 400],
  not_member: ['Group_Not_In_Group', 400],
  owner_cannot_exit: ['Group_Owner_Cannot_Exit', 400],
  no_permission: ['Group_Admin_Required', 403],
  cannot_act_on_self: ['Group_Cannot_Act_On_Self', 400],
  cannot_act_on_owner: ['Group_Cannot_Act_On_Owner', 403],
  level_too_high: ['Group_Level_Too_High', 403],
  cannot_demote_member: ['Group_Cannot_Demote_Member', 400],
  bad_level: ['Group_Bad_Level', 400],
};
function refuse(d: { ok: true } | { ok: false; reason: GroupRefusal }): void {
  if (!d.ok) {
    const [key, status] = REFUSALS[d.reason];
    throw new BizError(key, {}, status);
  }
}

/** A notice in both languages (recipients' languages are not stored). */
const both = (key: string, params: Record<string, string | number>) =>
  `${t('zh-CN', key, params)} / ${t('en-US', key, params)}`;

const pageOfRows = <T>(records: T[], total: number, limit: number, current: number) => ({
  records,
  total,
  size: limit,
  current,
  pages: Math.ceil(total / limit),
});

export function groupService(ctx: AppContext) {
  const { db, cols } = ctx.database;

  const memberCounts = async (gids: number[]) => {
    const out = new Map<number, number>();
    if (!gids.length) return out;
    const rows = await db
      .selectFrom('group_member')
      .select(['gid', (eb) => eb.fn.countAll<number>().as('n')])
      .where('gid', 'in', gids)
      .where('auth', '>=', MemberAuth.MEMBER)
      .groupBy('gid')
      .execute();
    for (const r of rows) out.set(r.gid, Number(r.n));
    return out;
  };

  // ---- the list -------------------------------------------------------------------------------

  /**
   * GET /api/get-group-list: groups that exist for the caller (not banned; visible, or the caller
   * is a member; everything for the site root), newest first, 9 a page.
   */
  async function list(
    actor: Actor | null,
    q: Page & { keyword?: string; auth?: number; onlyMine?: boolean },
  ) {
    const { currentPage, limit, offset } = pageOf(q, GROUP_LIST_LIMIT);
    const keyword = searchKeyword(q.keyword);
    const root = !!actor && isRoot(actor.role);
    const uid = actor?.uid ?? '';
    const memberOf = db
      .selectFrom('group_member as m')
      .select('m.gid')
      .where('m.uid', '=', uid)
      .where('m.auth', '>=', MemberAuth.MEMBER);
    let base = db.selectFrom('group as g');
    if (!root) {
      base = base
        .where('g.status', '=', 0)
        .where((eb) => eb.or([eb('g.visible', '=', cols.bool(true)), eb('g.id', 'in', memberOf)]));
    }
    if (q.auth) base = base.where('g.auth', '=', q.auth);
    if (keyword)
      base = base.where((eb) =>
        eb.or(keywordConditions(eb, keyword, ['g.name', 'g.short_name', 'g.brief', 'g.owner'], 'g.id')),
      );
    if (q.onlyMine) base = actor ? base.where('g.id', 'in', memberOf) : base.where(sql<boolean>`1 = 0`);
    const [rows, count] = await Promise.all([
      base.selectAll('g').orderBy('g.id', 'desc').limit(limit).offset(offset).execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const counts = await memberCounts(rows.map((r) => r.id));
    return pageOfRows(
      rows.map((g) => presentGroupVO(g, counts.get(g.id) ?? 0)),
      Number(count.n),
      limit,
      currentPage,
    );
  }

  // ---- the group itself -------------------------------------------------------------------------

  async function detail(actor: Actor | null, gid: number) {
    const a = await requireGroup(db, actor, gid, 'see');
    return presentGroup(a.group, a.root);
  }

  async function access(actor: Actor | null, gid: number) {
    const a = await requireGroup(db, actor, gid, 'see');
    return { access: a.enter };
  }

  async function auth(actor: Actor | null, gid: number) {
    const a = await requireGroup(db, actor, gid, 'see');
    return a.level;
  }

  async function assertUnique(name: string, shortName: string, exceptId?: number) {
    const clash = await db
      .selectFrom('group')
      .select(['id', 'name', 'short_name'])
      .where((eb) => eb.or([eb('name', '=', name), eb('short_name', '=', shortName)]))
      .execute();
    for (const c of clash) {
      if (c.id === exceptId) continue;
      if (c.name === name) throw badRequest('Group_Name_Exists');
      throw badRequest('Group_ShortName_Exists');
    }
  }

  /**
   * The form's rules; an avatar is only ever one we stored (upload-group-avatar), so a client
   * cannot point the group's image at another site.
   */
  function validForm(b: GroupBody, currentAvatar: string | null = null) {
    const c = checkGroupForm(b as never);
    if (!c.ok) throw badRequest(c.issue.key, c.issue.params);
    const avatar = c.value.avatar && STORED_AVATAR.test(c.value.avatar) ? c.value.avatar : currentAvatar;
    return { ...c.value, avatar };
  }

  /** POST /api/group: quotas from the switches for non-admins; the creator becomes owner and root. */
  async function create(actor: Actor | null, body: GroupBody) {
    if (!actor) throw unauthorized();
    const sw = await ctx.siteConfig.switches();
    const dayStart = new Date();
    dayStart.setUTCHours(0, 0, 0, 0);
    const [ac, today, all] = await Promise.all([
      db
        .selectFrom('user_acproblem')
        .select((eb) => eb.fn.count<number>('pid').distinct().as('n'))
        .where('uid', '=', actor.uid)
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('group')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('uid', '=', actor.uid)
        .where('gmt_create', '>=', cols.time(dayStart))
        .executeTakeFirstOrThrow(),
      db
        .selectFrom('group')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('uid', '=', actor.uid)
        .executeTakeFirstOrThrow(),
    ]);
    const may = mayCreateGroup(
      actor,
      { acCount: Number(ac.n), createdToday: Number(today.n), createdTotal: Number(all.n) },
      sw,
    );
    if (!may.ok) {
      switch (may.reason) {
        case 'login_required':
          throw unauthorized();
        case 'no_permission':
          throw forbidden('Group_Create_Forbidden');
        case 'ac_too_few':
          throw forbidden('Group_Create_AC_Too_Few', { count: sw.defaultCreateGroupACInitValue });
        case 'daily_limit':
          throw forbidden('Group_Create_Daily_Limit', { count: sw.defaultCreateGroupDailyLimit });
        case 'total_limit':
          throw forbidden('Group_Create_Total_Limit', { count: sw.defaultCreateGroupLimit });
      }
    }
    const v = validForm(body);
    await assertUnique(v.name, v.shortName);
    const now = cols.time();
    try {
      await db.transaction().execute(async (trx) => {
        const g = await trx
          .insertInto('group')
          .values({
            avatar: v.avatar,
            name: v.name,
            short_name: v.shortName,
            brief: v.brief,
            description: v.description,
            owner: actor.username,
            uid: actor.uid,
            auth: v.auth,
            visible: cols.bool(v.visible),
            status: 0,
            code: v.code,
            gmt_create: now,
            gmt_modified: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('group_member')
          .values({
            gid: g.id,
            uid: actor.uid,
            auth: MemberAuth.ROOT,
            reason: null,
            gmt_create: now,
            gmt_modified: now,
          })
          .execute();
      });
    } catch {
      // a concurrent create took the name or short name between the check and the insert
      await assertUnique(v.name, v.shortName);
      throw badRequest('Group_Name_Exists');
    }
  }

  /** PUT /api/group: group roots and the site root; absent fields keep their values. */
  async function update(actor: Actor | null, body: GroupBody) {
    if (body.id == null) throw badRequest('Group_Not_Found');
    const a = await requireGroup(db, actor, Number(body.id), 'root');
    const g = a.group;
    const pick = <T>(v: T | null | undefined, cur: T) =>
      v === null || v === undefined || v === '' ? cur : v;
    const v = validForm(
      {
        name: pick(body.name, g.name),
        shortName: pick(body.shortName, g.short_name),
        brief: pick(body.brief, g.brief),
        description: pick(body.description, g.description),
        auth: pick(body.auth, g.auth),
        visible: body.visible ?? (g.visible === true || g.visible === 1),
        code: pick(body.code, g.code ?? ''),
        avatar: pick(body.avatar, g.avatar ?? ''),
      },
      g.avatar,
    );
    await assertUnique(v.name, v.shortName, g.id);
    await db
      .updateTable('group')
      .set({
        name: v.name,
        short_name: v.shortName,
        brief: v.brief,
        description: v.description,
        auth: v.auth,
        visible: cols.bool(v.visible),
        code: v.code,
        avatar: v.avatar || null,
        gmt_modified: cols.time(),
      })
      .where('id', '=', g.id)
      .execute();
  }

  /**
   * DELETE /api/group: the owner or the site root, confirmed with the code sent to the caller's
   * own e-mail (get-verify-email-code). Members are told; the group's rows go with it.
   */
  async function disband(actor: Actor | null, gid: number, verify: { email?: string; code?: string }) {
    const a = await requireGroup(db, actor, gid, 'see');
    if (!canDisbandGroup(actor, a.ref)) throw forbidden('Group_Disband_Forbidden');
    const me = await db
      .selectFrom('user_info')
      .select('email')
      .where('uuid', '=', actor!.uid)
      .executeTakeFirst();
    if (verify.email && me?.email !== verify.email) throw badRequest('Group_Disband_Email_Mismatch');
    const code = (verify.code ?? '').trim();
    if (!code || !(await accountService(ctx).checkVerifyEmailCode(actor!.uid, code)))
      throw badRequest('Group_Disband_Code_Wrong');
    const members = await db
      .selectFrom('group_member')
      .select('uid')
      .where('gid', '=', gid)
      .where('auth', '>=', MemberAuth.MEMBER)
      .where('uid', '!=', actor!.uid)
      .execute();
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('group_member').where('gid', '=', gid).execute();
      await trx.deleteFrom('announcement').where('gid', '=', gid).execute();
      await trx.deleteFrom('group').where('id', '=', gid).execute();
      for (const m of members)
        await notifyUser(trx, {
          recipientId: m.uid,
          title: both('Group_Notice_Disband_Title', { name: a.group.name }),
          content: both('Group_Notice_Disband_Content', { name: a.group.name }),
          adminId: actor!.uid,
        });
    });
    await removeAvatar(ctx.config.dataDir, a.group.avatar);
  }

  /** POST /api/file/upload-group-avatar: group roots and the site root; answers the group. */
  async function setAvatar(actor: Actor | null, gid: number, file: { filename: string; buf: Buffer }) {
    const a = await requireGroup(db, actor, gid, 'root');
    const url = await storeAvatar(ctx.config.dataDir, file.filename, file.buf);
    await db
      .updateTable('group')
      .set({ avatar: url, gmt_modified: cols.time() })
      .where('id', '=', gid)
      .execute();
    await removeAvatar(ctx.config.dataDir, a.group.avatar);
    return presentGroup({ ...a.group, avatar: url }, true);
  }

  // ---- membership -------------------------------------------------------------------------------

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
    const { currentPage, limit, offset } = pageOf(q, GROUP_MEMBER_LIMIT);
    const keyword = searchKeyword(q.keyword);
    let base = memberRows(gid).where('m.auth', 'in', levels);
    if (q.auth) base = base.where('m.auth', '=', q.auth);
    if (keyword)
      base = base.where((eb) =>
        eb.or(keywordConditions(eb, keyword, showPrivate ? ['u.username', 'u.realname'] : ['u.username'])),
      );
    const [rows, count] = await Promise.all([
      base
        .selectAll('m')
        .select(['u.username', 'u.realname'])
        .orderBy('m.auth', 'desc')
        .orderBy('m.id', 'asc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    const records = rows.map((r) => {
      const vo = presentMember(r, showPrivate);
      // the application's reason is for the group's admins
      return showPrivate ? vo : { ...vo, reason: null };
    });
    return pageOfRows(records, Number(count.n), limit, currentPage);
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

  // ---- announcements ------------------------------------------------------------------------------

  /** A group contest's announcements share the table (with the group's gid); they are the contest's, not the group's. */
  const notContestAnnouncement = sql<boolean>`not exists (select 1 from contest_announcement ca where ca.aid = a.id)`;

  async function announcementPage(gid: number, q: Page, shownOnly: boolean) {
    const { currentPage, limit, offset } = pageOf(q, GROUP_ANNOUNCEMENT_LIMIT);
    let base = db.selectFrom('announcement as a').where('a.gid', '=', gid).where(notContestAnnouncement);
    if (shownOnly) base = base.where('a.status', '=', 0);
    const [rows, count] = await Promise.all([
      base
        .leftJoin('user_info as u', 'u.uuid', 'a.uid')
        .selectAll('a')
        .select('u.username')
        .orderBy('a.id', 'desc')
        .limit(limit)
        .offset(offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageOfRows(rows.map(presentAnnouncement), Number(count.n), limit, currentPage);
  }

  async function announcements(actor: Actor | null, q: Page & { gid: number }) {
    await requireGroup(db, actor, q.gid, 'enter');
    return announcementPage(q.gid, q, true);
  }

  async function adminAnnouncements(actor: Actor | null, q: Page & { gid: number }) {
    await requireGroup(db, actor, q.gid, 'administer');
    return announcementPage(q.gid, q, false);
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
    const ann = await db
      .selectFrom('announcement as a')
      .selectAll('a')
      .where('a.id', '=', id)
      .where('a.gid', 'is not', null)
      .where(notContestAnnouncement)
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

  return {
    list,
    detail,
    access,
    auth,
    create,
    update,
    disband,
    setAvatar,
    apply,
    exit,
    members,
    applications,
    changeMember,
    removeMember,
    announcements,
    adminAnnouncements,
    addAnnouncement,
    updateAnnouncement,
    deleteAnnouncement,
    memberLevels: (uid: string | null | undefined, gids: number[]) => memberLevels(db, uid, gids),
  };
}
export type GroupService = ReturnType<typeof groupService>;
