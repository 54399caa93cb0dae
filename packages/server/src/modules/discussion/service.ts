// Discussions (site.md §2, §5, §6; hoj-behaviour §9): the list (keyword, category, problem, mine;
// top first), a problem's explanations, the detail with its view count, create/edit/delete, likes,
// reports, categories, and the back office's moderation (top, hide, delete, reports).
// A discussion with a gid is a group discussion (hoj-api-paths §2.7): the group calls list,
// create, edit and delete it (`group*` below, behind the openGroupDiscussion switch), the public
// detail, like, report and comment calls read it, and policies/discussion.ts discussionRights
// decides for both kinds, so a non-member reaches none and the public lists show none.
import {
  ProblemAuth,
  canEditDiscussionCategories,
  canModerateDiscussions,
  canPostDiscussion,
  discussionRights,
  isAdminRole,
  passesClosedDiscussionArea,
  type Actor,
  type DiscussionGroup,
} from '@judge/shared';
import {
  CATEGORY_NAME_MAX,
  EXPLANATION_CATEGORY,
  checkDiscussionForm,
  checkReport,
  problemTitle,
  type DiscussionBody,
} from '@judge/shared/schemas/discussion';
import type { AppContext } from '../../context.js';
import { readBool } from '../../db/columns.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { keywordConditions, searchKeyword } from '../../lib/search.js';
import { recordReminder } from '../message/remind.js';
import { wordFilter } from './word-filter.js';
import { requireGroup } from '../group/access.js';
import { authorsOf, iso } from './authors.js';
import { postingRules } from './posting.js';
import { discussionUrl, presentDiscussion } from './presenter.js';
import { withCommunity, type DiscussionRowDb } from './tables.js';

/** A view counts once per viewer in this window (a reload or a double render is not a new reader). */
const VIEW_WINDOW_MS = 10 * 60 * 1000;

export function discussionService(ctx: AppContext) {
  const { db: base, cols } = ctx.database;
  const db = withCommunity(base);
  const posting = postingRules(ctx);
  const words = wordFilter(ctx.config.dataDir);

  /**
   * Each discussion area is behind its switch (site.md §2, hoj-api-paths §2.7): the site's
   * (`gid` null) and the groups' (openGroupDiscussion).
   */
  async function assertOpen(actor: Actor | null, gid: number | null = null) {
    const groupArea = gid !== null;
    if (passesClosedDiscussionArea(actor, groupArea)) return;
    const sw = await ctx.siteConfig.switches();
    if (groupArea && !sw.openGroupDiscussion)
      throw forbidden('No_Access_There_is_no_open_group_discussion_area_on_the_website');
    if (!groupArea && !sw.openPublicDiscussion)
      throw forbidden('No_Access_There_is_no_open_discussion_area_on_the_website');
  }

  /** Any discussion, main-site or group. */
  async function find(did: number): Promise<DiscussionRowDb> {
    const d = await db.selectFrom('discussion').selectAll().where('id', '=', did).executeTakeFirst();
    if (!d) throw notFound('Discussion_Not_Exist');
    return d;
  }

  /** A main-site discussion: the site's edit, delete and back-office calls never touch a group's. */
  async function findSite(did: number): Promise<DiscussionRowDb> {
    const d = await find(did);
    if (d.gid != null) throw notFound('Discussion_Not_Exist');
    return d;
  }

  /** The caller's standing in a group (401 anonymous, 404 a group they may not see). */
  async function groupOf(actor: Actor | null, gid: number) {
    const a = await requireGroup(base, actor, gid, 'see');
    return { access: a, inGroup: { group: a.ref, level: a.level } satisfies DiscussionGroup };
  }

  /**
   * A discussion the caller may read, with what else they may do with it (discussionRights): its
   * area's switch, then for a group discussion membership of the group, then hidden ones only
   * for those who see them.
   */
  async function access(did: number, actor: Actor | null) {
    const d = await find(did);
    const gid = d.gid ?? null;
    await assertOpen(actor, gid);
    const standing = gid === null ? null : await groupOf(actor, gid);
    const inGroup = standing?.inGroup ?? null;
    const rights = discussionRights(actor, { uid: d.uid, status: Number(d.status) }, inGroup);
    if (!rights.read)
      throw forbidden(standing && !standing.access.enter ? 'Not_Group_Member' : 'Discussion_Hidden');
    return { d, rights, inGroup };
  }

  const readable = async (did: number, actor: Actor | null) => (await access(did, actor)).d;

  async function categoryNames(ids: number[]) {
    if (!ids.length) return new Map<number, string>();
    const rows = await db
      .selectFrom('category')
      .select(['id', 'name'])
      .where('id', 'in', [...new Set(ids)])
      .execute();
    return new Map(rows.map((r) => [Number(r.id), r.name]));
  }

  async function present(rows: DiscussionRowDb[], actor: Actor | null) {
    const [authors, names] = await Promise.all([
      authorsOf(
        base,
        rows.map((d) => d.uid),
      ),
      categoryNames(rows.map((d) => Number(d.category_id))),
    ]);
    return rows.map((d) =>
      presentDiscussion(d, authors.get(d.uid), names.get(Number(d.category_id)) ?? null, {
        withContent: !!actor && actor.uid === d.uid,
      }),
    );
  }

  /**
   * A problem a discussion may name: on the main site a public main-site problem (admins: any
   * main-site one); in a group a public one or one of the group's own (hidden ones: its admins).
   * A group's problems are never named outside it.
   */
  async function checkProblem(
    problemId: string,
    actor: Actor,
    group: { gid: number; admin: boolean } | null,
  ) {
    const p = await base
      .selectFrom('problem')
      .select(['problem_id', 'auth', 'gid'])
      .where('problem_id', '=', problemId.trim())
      .executeTakeFirst();
    const ok = !p
      ? false
      : p.gid != null
        ? // a group's public problem, or any of its problems for its admins (a contest problem stays
          // hidden from members outside the contest: policies/problem canViewProblem)
          group !== null && p.gid === group.gid && (p.auth === ProblemAuth.PUBLIC || group.admin)
        : p.auth === ProblemAuth.PUBLIC || (group === null && isAdminRole(actor.role));
    if (!ok) throw notFound('Problem_Not_Exist');
    return p!.problem_id;
  }

  async function checkCategory(id: number) {
    const c = await db.selectFrom('category').select('id').where('id', '=', id).executeTakeFirst();
    if (!c) throw badRequest('Discussion_Category_Not_Exist');
  }

  /** The checked form as it is saved: the sensitive-word filter applied unless root or admin writes it. */
  function form(actor: Actor, body: DiscussionBody) {
    const checked = checkDiscussionForm({
      title: body.title,
      description: body.description,
      content: body.content,
      categoryId: body.categoryId == null ? null : Number(body.categoryId),
    });
    if (!checked.ok) throw badRequest(checked.issue.key, checked.issue.params);
    const v = checked.value;
    return {
      ...v,
      title: words.filterUserText(actor, v.title),
      description: words.filterUserText(actor, v.description),
      content: words.filterUserText(actor, v.content),
    };
  }

  /** The page of a list query: top first, then newest, likes, views (hoj-behaviour §9). */
  async function pageOfRows(
    actor: Actor | null,
    qb: ReturnType<typeof listBase>,
    p: { currentPage: number; limit: number; offset: number },
  ) {
    const { rows, total } = await readPage(
      qb,
      (b) =>
        b
          .selectAll()
          .orderBy('top_priority', 'desc')
          .orderBy('gmt_create', 'desc')
          .orderBy('like_num', 'desc')
          .orderBy('view_num', 'desc')
          .orderBy('id', 'desc'),
      { limit: p.limit, offset: p.offset },
    );
    return pageResult(await present(rows, actor), total, p.limit, p.currentPage);
  }

  /** The discussions of one area: the main site's (`gid` null) or one group's; shown ones unless `withHidden`. */
  function listBase(gid: number | null, withHidden: boolean) {
    let qb = db.selectFrom('discussion').where('gid', gid === null ? 'is' : '=', gid);
    if (!withHidden) qb = qb.where('status', '=', 0);
    return qb;
  }

  /** Creates a discussion in its area (`inGroup` null: the main site) once the area has let the caller in. */
  async function insert(
    actor: Actor,
    body: DiscussionBody,
    gid: number | null,
    inGroup: DiscussionGroup | null,
  ) {
    if (!canPostDiscussion(actor, inGroup)) throw forbidden('No_Permission_Discuss');
    const moderate = discussionRights(actor, { uid: actor.uid, status: 0 }, inGroup).moderate;
    const f = form(actor, body);
    await checkCategory(f.categoryId);
    const pid = body.pid?.trim()
      ? await checkProblem(body.pid, actor, gid === null ? null : { gid, admin: moderate })
      : null;
    await posting.checkDiscussion(actor, inGroup);
    const now = cols.time();
    const row = await db
      .insertInto('discussion')
      .values({
        category_id: f.categoryId,
        title: pid ? problemTitle(pid, f.title) : f.title,
        description: f.description,
        content: f.content,
        pid,
        uid: actor.uid,
        top_priority: cols.bool(moderate && !!body.topPriority),
        gid,
        gmt_create: now,
        gmt_modified: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await posting.countDiscussion(actor, inGroup);
    return Number(row.id);
  }

  /** The author edits title, description and content; the category stays (site.md §5); moderators also set top (and in a group, status). */
  async function edit(
    actor: Actor,
    d: DiscussionRowDb,
    body: DiscussionBody,
    moderate: boolean,
    withStatus: boolean,
  ) {
    const f = form(actor, { ...body, categoryId: Number(d.category_id) });
    await db
      .updateTable('discussion')
      .set({
        title: d.pid ? problemTitle(d.pid, f.title) : f.title,
        description: f.description,
        content: f.content,
        ...(moderate && body.topPriority != null ? { top_priority: cols.bool(!!body.topPriority) } : {}),
        ...(moderate && withStatus && body.status != null ? { status: body.status === 0 ? 0 : 1 } : {}),
        gmt_modified: cols.time(),
      })
      .where('id', '=', d.id)
      .execute();
  }

  return {
    /** For the comment module: the readable-discussion rule with the caller's rights (switch included). */
    access,
    readable,

    async categories() {
      const rows = await db.selectFrom('category').select(['id', 'name']).orderBy('id').execute();
      return rows.map((c) => ({ id: Number(c.id), name: c.name }));
    },

    /** The super admin saves the whole list: rows with an id are renamed, rows without are added. */
    async upsertCategories(actor: Actor, list: { id?: number | null; name?: string | null }[]) {
      if (!canEditDiscussionCategories(actor)) throw forbidden();
      const names = list.map((c) => (c.name ?? '').trim());
      if (names.some((n) => !n)) throw badRequest('Category_Name_Required');
      if (names.some((n) => n.length > CATEGORY_NAME_MAX))
        throw badRequest('Category_Name_Too_Long', { max: CATEGORY_NAME_MAX });
      const now = cols.time();
      await db.transaction().execute(async (tx) => {
        for (const [i, c] of list.entries()) {
          if (c.id != null) {
            const r = await tx
              .updateTable('category')
              .set({ name: names[i], gmt_modified: now })
              .where('id', '=', c.id)
              .executeTakeFirst();
            if (Number(r.numUpdatedRows) === 0) throw badRequest('Discussion_Category_Not_Exist');
          } else
            await tx
              .insertInto('category')
              .values({ name: names[i], gmt_create: now, gmt_modified: now })
              .execute();
        }
      });
      return this.categories();
    },

    /**
     * The list, 10 a page: top first, then newest, likes, views (hoj-behaviour §9). Main-site and
     * shown discussions only; `admin` (admin roles) includes hidden ones.
     */
    async list(
      actor: Actor | null,
      q: {
        currentPage?: number;
        limit?: number;
        keyword?: string;
        cid?: number;
        pid?: string;
        onlyMine?: boolean;
        admin?: boolean;
      },
    ) {
      const adminView = !!q.admin && canModerateDiscussions(actor);
      if (q.admin && !adminView) throw forbidden();
      if (!adminView) await assertOpen(actor);
      if (q.onlyMine && !actor) throw unauthorized();
      const p = pageOf(q, 'discussions');
      let qb = listBase(null, adminView);
      const kw = searchKeyword(q.keyword);
      if (kw) qb = qb.where((eb) => eb.or(keywordConditions(eb, kw, ['title', 'description'], 'id')));
      if (q.cid != null) qb = qb.where('category_id', '=', q.cid);
      const pid = q.pid?.trim();
      if (pid) qb = qb.where('pid', '=', pid);
      if (q.onlyMine && actor) qb = qb.where('uid', '=', actor.uid);
      return pageOfRows(actor, qb, p);
    },

    /** A problem's explanations: its shown discussions in the explanation category, 4 a page, most liked first. */
    async explanations(actor: Actor | null, q: { currentPage?: number; limit?: number; pid: string }) {
      await assertOpen(actor);
      const { currentPage, limit, offset } = pageOf(q, 'explanations');
      const qb = db
        .selectFrom('discussion as d')
        .innerJoin('category as c', 'c.id', 'd.category_id')
        .where('d.pid', '=', q.pid.trim())
        .where('c.name', '=', EXPLANATION_CATEGORY)
        .where('d.status', '=', 0)
        .where('d.gid', 'is', null);
      const { rows, total } = await readPage(
        qb,
        (b) =>
          b
            .selectAll('d')
            .orderBy('d.top_priority', 'desc')
            .orderBy('d.like_num', 'desc')
            .orderBy('d.gmt_create', 'desc')
            .orderBy('d.id', 'desc'),
        { limit, offset },
      );
      return pageResult(await present(rows, actor), total, limit, currentPage);
    },

    /** The detail; a view counts once per viewer (uid, or address for guests) in a 10-minute window. */
    async detail(actor: Actor | null, did: number, viewer: string) {
      let d = await readable(did, actor);
      if (await ctx.kv.setIfAbsent(`discussion-view:${did}:${actor?.uid ?? viewer}`, '1', VIEW_WINDOW_MS)) {
        await db
          .updateTable('discussion')
          .set((eb) => ({ view_num: eb('view_num', '+', 1) }))
          .where('id', '=', did)
          .execute();
        d = await find(did);
      }
      const [[row], liked] = await Promise.all([
        present([d], actor),
        actor
          ? db
              .selectFrom('discussion_like')
              .select('id')
              .where('did', '=', did)
              .where('uid', '=', actor.uid)
              .executeTakeFirst()
          : Promise.resolve(undefined),
      ]);
      const { commentNum, ...vo } = { ...row, content: d.content };
      return { ...vo, commentNum, hasLike: !!liked };
    },

    async create(actor: Actor, body: DiscussionBody) {
      if (!canPostDiscussion(actor)) throw forbidden('No_Permission_Discuss');
      await assertOpen(actor);
      return insert(actor, body, null, null);
    },

    /** The author edits title, description and content; the category stays (site.md §5); admins also set top. */
    async update(actor: Actor, body: DiscussionBody) {
      if (body.id == null) throw badRequest('Discussion_Not_Exist');
      const d = await findSite(Number(body.id));
      const rights = discussionRights(actor, { uid: d.uid, status: Number(d.status) }, null);
      if (!rights.edit) throw forbidden();
      await assertOpen(actor);
      await edit(actor, d, body, rights.moderate, false);
    },

    async remove(actor: Actor, did: number) {
      const d = await findSite(did);
      if (!discussionRights(actor, { uid: d.uid, status: Number(d.status) }, null).remove) throw forbidden();
      await removeAll([did]);
    },

    // ---- a group's discussions (hoj-api-paths §2.7) ---------------------------------------------------

    /**
     * A group's discussions, 10 a page, top first: its members see the shown ones (`pid`: one
     * problem's), its admins (`admin`) every one.
     */
    async groupList(
      actor: Actor | null,
      q: { gid: number; pid?: string; currentPage?: number; limit?: number },
      admin: boolean,
    ) {
      await assertOpen(actor, q.gid);
      await requireGroup(base, actor, q.gid, admin ? 'administer' : 'enter');
      let qb = listBase(q.gid, admin);
      const pid = q.pid?.trim();
      if (pid) qb = qb.where('pid', '=', pid);
      return pageOfRows(actor, qb, pageOf(q, 'discussions'));
    },

    /** Post in the group `body.gid`: its members, with the site's posting thresholds for non-admins. */
    async groupCreate(actor: Actor, body: DiscussionBody) {
      if (body.gid == null) throw badRequest('Param_Required', { field: 'gid' });
      const gid = Number(body.gid);
      await assertOpen(actor, gid);
      const { access: a, inGroup } = await groupOf(actor, gid);
      if (!a.enter) throw forbidden('Not_Group_Member');
      return insert(actor, body, gid, inGroup);
    },

    /** Edit a group discussion: its author, the group's admins (who also set top and status). */
    async groupUpdate(actor: Actor, body: DiscussionBody) {
      if (body.id == null) throw badRequest('Discussion_Not_Exist');
      const { d, rights } = await groupDiscussion(actor, Number(body.id));
      if (!rights.edit) throw forbidden();
      await edit(actor, d, body, rights.moderate, true);
    },

    async groupRemove(actor: Actor, did: number) {
      const { rights } = await groupDiscussion(actor, did);
      if (!rights.remove) throw forbidden();
      await removeAll([did]);
    },

    /** Like once or take the like back; a like tells the author (Like_Post). */
    async like(actor: Actor, did: number, toLike: boolean) {
      const d = await readable(did, actor);
      await db.transaction().execute(async (tx) => {
        if (toLike) {
          const r = await tx
            .insertInto('discussion_like')
            .values({ did, uid: actor.uid, gmt_create: cols.time() })
            .onConflict((oc) => oc.columns(['did', 'uid']).doNothing())
            .executeTakeFirst();
          if (Number(r.numInsertedOrUpdatedRows ?? 0) === 0) throw badRequest('Discussion_Already_Liked');
          await tx
            .updateTable('discussion')
            .set((eb) => ({ like_num: eb('like_num', '+', 1) }))
            .where('id', '=', did)
            .execute();
          const reminded = await recordReminder(tx as never, {
            action: 'Like_Post',
            senderId: actor.uid,
            recipientId: d.uid,
            sourceId: did,
            sourceType: 'Discussion',
            sourceTitle: d.title,
            sourceContent: d.description,
            url: discussionUrl(d),
          });
          // The author's open stream hears of it (message/live.ts).
          if (reminded != null) ctx.userEvents.changed(d.uid);
        } else {
          const r = await tx
            .deleteFrom('discussion_like')
            .where('did', '=', did)
            .where('uid', '=', actor.uid)
            .executeTakeFirst();
          if (Number(r.numDeletedRows) === 0) throw badRequest('Discussion_Not_Liked');
          await tx
            .updateTable('discussion')
            .set((eb) => ({ like_num: eb('like_num', '-', 1) }))
            .where('id', '=', did)
            .execute();
        }
      });
    },

    async report(actor: Actor, did: number, content: string | null | undefined) {
      const checked = checkReport(content);
      if (!checked.ok) throw badRequest(checked.issue.key, checked.issue.params);
      await readable(did, actor);
      const now = cols.time();
      await db
        .insertInto('discussion_report')
        .values({
          did,
          reporter_uid: actor.uid,
          content: checked.value,
          status: cols.bool(false),
          gmt_create: now,
          gmt_modified: now,
        })
        .execute();
    },

    // ---- back office ----------------------------------------------------------------------------------

    async adminUpdate(
      actor: Actor,
      body: { id: number; topPriority?: boolean | null; status?: number | null },
    ) {
      if (!canModerateDiscussions(actor)) throw forbidden();
      await findSite(body.id);
      await db
        .updateTable('discussion')
        .set({
          ...(body.topPriority != null ? { top_priority: cols.bool(body.topPriority) } : {}),
          ...(body.status != null ? { status: body.status } : {}),
          gmt_modified: cols.time(),
        })
        .where('id', '=', body.id)
        .execute();
    },

    /** 404 when none of the ids names a discussion (nothing was deleted). */
    async adminRemove(actor: Actor, ids: number[]) {
      if (!canModerateDiscussions(actor)) throw forbidden();
      if (!(await removeAll(ids))) throw notFound('Discussion_Not_Exist');
    },

    /** Reports, unhandled first then newest, 10 a page, with the discussion's title and author. */
    async reports(actor: Actor, q: { currentPage?: number; limit?: number }) {
      if (!canModerateDiscussions(actor)) throw forbidden();
      const { currentPage, limit, offset } = pageOf(q, 'adminLists');
      const { rows, total } = await readPage(
        db.selectFrom('discussion_report as r'),
        (b) =>
          b
            .leftJoin('discussion as d', 'd.id', 'r.did')
            .select([
              'r.id',
              'r.did',
              'r.reporter_uid',
              'r.content',
              'r.status',
              'r.gmt_create',
              'r.gmt_modified',
              'd.title',
              'd.uid',
              'd.gid',
            ])
            .orderBy('r.status')
            .orderBy('r.gmt_create', 'desc')
            .orderBy('r.id', 'desc'),
        { limit, offset },
      );
      const users = await authorsOf(
        base,
        rows.flatMap((r) => [r.reporter_uid, r.uid]),
      );
      return pageResult(
        rows.map((r) => ({
          id: Number(r.id),
          did: Number(r.did),
          reporter: users.get(r.reporter_uid)?.username ?? '',
          content: r.content,
          status: readBool(r.status),
          gid: r.gid ?? null,
          discussionTitle: r.title ?? null,
          discussionAuthor: r.uid ? (users.get(r.uid)?.username ?? null) : null,
          gmtCreate: iso(r.gmt_create),
          gmtModified: iso(r.gmt_modified),
        })),
        total,
        limit,
        currentPage,
      );
    },

    async updateReport(actor: Actor, id: number, status: boolean) {
      if (!canModerateDiscussions(actor)) throw forbidden();
      const r = await db
        .updateTable('discussion_report')
        .set({ status: cols.bool(status), gmt_modified: cols.time() })
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(r.numUpdatedRows) === 0) throw notFound('Report_Not_Exist');
    },
  };

  /** A group discussion through the group calls (a main-site one is not theirs to touch). */
  async function groupDiscussion(actor: Actor, did: number) {
    const d = await find(did);
    if (d.gid == null) throw notFound('Discussion_Not_Exist');
    return access(did, actor);
  }

  /**
   * Deletes discussions with their comments, replies, likes and reports (explicitly: both databases
   * alike); answers how many discussions were deleted.
   */
  async function removeAll(ids: number[]): Promise<number> {
    return db.transaction().execute(async (tx) => {
      const comments = tx.selectFrom('comment').select('id').where('did', 'in', ids);
      await tx.deleteFrom('reply').where('comment_id', 'in', comments).execute();
      await tx.deleteFrom('comment_like').where('comment_id', 'in', comments).execute();
      await tx.deleteFrom('comment').where('did', 'in', ids).execute();
      await tx.deleteFrom('discussion_like').where('did', 'in', ids).execute();
      await tx.deleteFrom('discussion_report').where('did', 'in', ids).execute();
      const gone = await tx.deleteFrom('discussion').where('id', 'in', ids).executeTakeFirst();
      return Number(gone.numDeletedRows);
    });
  }
}
