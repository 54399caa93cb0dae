// Groups (groups-accounts-admin.md §2–§9; hoj-behaviour §8; hoj-api-paths §2.1): the list and the
// group itself (detail, access, level, create with the switches' quotas, update, disband with the
// e-mail code, avatar). Membership is membership.ts, announcements announcements.ts, the rank
// rank.ts; who may do what is policies/group.ts, and access.ts loads a group and the caller's level.
import { sql } from 'kysely';
import {
  GROUP_BANNED,
  GROUP_NORMAL,
  MemberAuth,
  canChangeGroupStatus,
  canDisbandGroup,
  mayCreateGroup,
  isRoot,
  type Actor,
} from '@judge/shared';
import { checkGroupForm, type GroupBody } from '@judge/shared/schemas/group';
import type { AppContext } from '../../context.js';
import { badRequest, forbidden, unauthorized } from '../../lib/errors.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { keywordConditions, searchKeyword } from '../../lib/search.js';
import { accountService } from '../account/service.js';
import { notifyUser } from '../message/notify.js';
import { removeAvatar, storeAvatar } from '../user/avatar.js';
import { memberLevels, requireGroup } from './access.js';
import { both, type Page } from './helpers.js';
import { presentGroup, presentGroupVO } from './presenter.js';
import { purgeGroupContent } from './purge.js';

const STORED_AVATAR = /^\/api\/public\/img\/[a-f0-9]{32}\.(png|jpg|gif|bmp|webp)$/;

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
    const { currentPage, limit, offset } = pageOf(q, 'groups');
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
    const { rows, total } = await readPage(base, (b) => b.selectAll('g').orderBy('g.id', 'desc'), {
      limit,
      offset,
    });
    const counts = await memberCounts(rows.map((r) => r.id));
    return pageResult(
      rows.map((g) => presentGroupVO(g, counts.get(g.id) ?? 0)),
      total,
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
    const status = statusOf(actor!, body.status, g.status);
    await assertUnique(v.name, v.shortName, g.id);
    await db
      .updateTable('group')
      .set({
        status,
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
   * The group's status after an update: the one sent (0 normal, 1 banned), which only the site root
   * may change (hoj-behaviour §8: a banned group is unreachable for everyone else); anything else
   * sent back unchanged (as the setting form does) or left out keeps the current one.
   */
  function statusOf(actor: Actor, sent: unknown, current: number): number {
    if (sent === undefined || sent === null || sent === '') return current;
    const status = Number(sent);
    if (status === current) return current;
    if (!canChangeGroupStatus(actor)) throw forbidden('Group_Status_Root_Only');
    if (status !== GROUP_NORMAL && status !== GROUP_BANNED) throw badRequest('Group_Status_Invalid');
    return status;
  }

  /**
   * DELETE /api/group: the owner or the site root, confirmed with the code sent to the caller's
   * own e-mail (get-verify-email-code). Members are told; the group's rows go with it, and so does
   * everything scoped to it (purge.ts).
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
      await purgeGroupContent(trx, gid);
      await trx.deleteFrom('group_member').where('gid', '=', gid).execute();
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

  return {
    list,
    detail,
    access,
    auth,
    create,
    update,
    disband,
    setAvatar,
    memberLevels: (uid: string | null | undefined, gids: number[]) => memberLevels(db, uid, gids),
  };
}
export type GroupService = ReturnType<typeof groupService>;
