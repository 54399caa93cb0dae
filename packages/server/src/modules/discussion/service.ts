// Discussions (site.md §2, §5, §6; hoj-behaviour §9): the list (keyword, category, problem, mine;
// top first), a problem's explanations, the detail with its view count, create/edit/delete, likes,
// reports, categories, and the back office's moderation (top, hide, delete, reports).
import {
  PAGE_SIZES,
  ProblemAuth,
  canDeleteDiscussion,
  canEditDiscussion,
  canEditDiscussionCategories,
  canModerateDiscussions,
  canPostDiscussion,
  isAdminRole,
  type Actor,
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
import { pageOf } from '../../lib/pagination.js';
import { keywordConditions, searchKeyword } from '../../lib/search.js';
import { recordReminder } from '../message/remind.js';
import { authorsOf, iso } from './authors.js';
import { postingRules } from './posting.js';
import { presentDiscussion } from './presenter.js';
import { withCommunity, type DiscussionRowDb } from './tables.js';

/** A view counts once per viewer in this window (a reload or a double render is not a new reader). */
const VIEW_WINDOW_MS = 10 * 60 * 1000;

const page = <T>(records: T[], total: number, limit: number, current: number) => ({
  records,
  total,
  size: limit,
  current,
  pages: Math.ceil(total / limit),
});

export function discussionService(ctx: AppContext) {
  const { db: base, cols } = ctx.database;
  const db = withCommunity(base);
  const posting = postingRules(ctx);

  /** The public discussion area is behind its switch (site.md §2); admins moderate regardless. */
  async function assertOpen(actor: Actor | null) {
    if (canModerateDiscussions(actor)) return;
    if (!(await ctx.siteConfig.switches()).openPublicDiscussion)
      throw forbidden('No_Access_There_is_no_open_discussion_area_on_the_website');
  }

  async function find(did: number): Promise<DiscussionRowDb> {
    const d = await db.selectFrom('discussion').selectAll().where('id', '=', did).executeTakeFirst();
    if (!d || d.gid != null) throw notFound('Discussion_Not_Exist');
    return d;
  }

  /** A discussion the caller may read: hidden ones only for admins and the author. */
  async function readable(did: number, actor: Actor | null) {
    const d = await find(did);
    if (Number(d.status) !== 0 && !canModerateDiscussions(actor) && d.uid !== actor?.uid)
      throw forbidden('Discussion_Hidden');
    return d;
  }

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

  /** A problem a discussion may name: it exists and is public (admins: any). */
  async function checkProblem(problemId: string, actor: Actor) {
    const p = await base
      .selectFrom('problem')
      .select(['problem_id', 'auth'])
      .where('problem_id', '=', problemId.trim())
      .executeTakeFirst();
    if (!p || (p.auth !== ProblemAuth.PUBLIC && !isAdminRole(actor.role)))
      throw notFound('Problem_Not_Exist');
    return p.problem_id;
  }

  async function checkCategory(id: number) {
    const c = await db.selectFrom('category').select('id').where('id', '=', id).executeTakeFirst();
    if (!c) throw badRequest('Discussion_Category_Not_Exist');
  }

  function form(body: DiscussionBody) {
    const checked = checkDiscussionForm({
      title: body.title,
      description: body.description,
      content: body.content,
      categoryId: body.categoryId == null ? null : Number(body.categoryId),
    });
    if (!checked.ok) throw badRequest(checked.issue.key, checked.issue.params);
    return checked.value;
  }

  return {
    /** For the comment module: the switch and the readable-discussion rule. */
    assertOpen,
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
      const { currentPage, limit, offset } = pageOf(q, PAGE_SIZES.discussions);
      let qb = db.selectFrom('discussion').where('gid', 'is', null);
      if (!adminView) qb = qb.where('status', '=', 0);
      const kw = searchKeyword(q.keyword);
      if (kw) qb = qb.where((eb) => eb.or(keywordConditions(eb, kw, ['title', 'description'], 'id')));
      if (q.cid != null) qb = qb.where('category_id', '=', q.cid);
      const pid = q.pid?.trim();
      if (pid) qb = qb.where('pid', '=', pid);
      if (q.onlyMine && actor) qb = qb.where('uid', '=', actor.uid);
      const [rows, count] = await Promise.all([
        qb
          .selectAll()
          .orderBy('top_priority', 'desc')
          .orderBy('gmt_create', 'desc')
          .orderBy('like_num', 'desc')
          .orderBy('view_num', 'desc')
          .orderBy('id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        qb.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(await present(rows, actor), Number(count.n), limit, currentPage);
    },

    /** A problem's explanations: its shown discussions in the explanation category, 4 a page, most liked first. */
    async explanations(actor: Actor | null, q: { currentPage?: number; limit?: number; pid: string }) {
      await assertOpen(actor);
      const { currentPage, limit, offset } = pageOf(q, PAGE_SIZES.explanations);
      const qb = db
        .selectFrom('discussion as d')
        .innerJoin('category as c', 'c.id', 'd.category_id')
        .where('d.pid', '=', q.pid.trim())
        .where('c.name', '=', EXPLANATION_CATEGORY)
        .where('d.status', '=', 0)
        .where('d.gid', 'is', null);
      const [rows, count] = await Promise.all([
        qb
          .selectAll('d')
          .orderBy('d.top_priority', 'desc')
          .orderBy('d.like_num', 'desc')
          .orderBy('d.gmt_create', 'desc')
          .orderBy('d.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        qb.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ]);
      return page(await present(rows, actor), Number(count.n), limit, currentPage);
    },

    /** The detail; a view counts once per viewer (uid, or address for guests) in a 10-minute window. */
    async detail(actor: Actor | null, did: number, viewer: string) {
      await assertOpen(actor);
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
      const f = form(body);
      await checkCategory(f.categoryId);
      const pid = body.pid?.trim() ? await checkProblem(body.pid, actor) : null;
      await posting.checkDiscussion(actor);
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
          top_priority: cols.bool(canModerateDiscussions(actor) && !!body.topPriority),
          gid: null,
          gmt_create: now,
          gmt_modified: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await posting.countDiscussion(actor);
      return Number(row.id);
    },

    /** The author edits title, description and content; the category stays (site.md §5); admins also set top. */
    async update(actor: Actor, body: DiscussionBody) {
      if (body.id == null) throw badRequest('Discussion_Not_Exist');
      const d = await find(Number(body.id));
      if (!canEditDiscussion(actor, d)) throw forbidden();
      await assertOpen(actor);
      const f = form({ ...body, categoryId: Number(d.category_id) });
      await db
        .updateTable('discussion')
        .set({
          title: d.pid ? problemTitle(d.pid, f.title) : f.title,
          description: f.description,
          content: f.content,
          ...(canModerateDiscussions(actor) && body.topPriority != null
            ? { top_priority: cols.bool(!!body.topPriority) }
            : {}),
          gmt_modified: cols.time(),
        })
        .where('id', '=', d.id)
        .execute();
    },

    async remove(actor: Actor, did: number) {
      const d = await find(did);
      if (!canDeleteDiscussion(actor, d)) throw forbidden();
      await removeAll([did]);
    },

    /** Like once or take the like back; a like tells the author (Like_Post). */
    async like(actor: Actor, did: number, toLike: boolean) {
      await assertOpen(actor);
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
          await recordReminder(tx as never, {
            action: 'Like_Post',
            senderId: actor.uid,
            recipientId: d.uid,
            sourceId: did,
            sourceType: 'Discussion',
            sourceTitle: d.title,
            sourceContent: d.description,
            url: `/discussion-detail/${did}`,
          });
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
      await find(body.id);
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

    async adminRemove(actor: Actor, ids: number[]) {
      if (!canModerateDiscussions(actor)) throw forbidden();
      await removeAll(ids);
    },

    /** Reports, unhandled first then newest, 10 a page, with the discussion's title and author. */
    async reports(actor: Actor, q: { currentPage?: number; limit?: number }) {
      if (!canModerateDiscussions(actor)) throw forbidden();
      const { currentPage, limit, offset } = pageOf(q, PAGE_SIZES.adminLists);
      const [rows, count] = await Promise.all([
        db
          .selectFrom('discussion_report as r')
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
          .orderBy('r.id', 'desc')
          .limit(limit)
          .offset(offset)
          .execute(),
        db
          .selectFrom('discussion_report')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow(),
      ]);
      const users = await authorsOf(
        base,
        rows.flatMap((r) => [r.reporter_uid, r.uid]),
      );
      return page(
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
        Number(count.n),
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

  /** Deletes discussions with their comments, replies, likes and reports (explicitly: both databases alike). */
  async function removeAll(ids: number[]) {
    await db.transaction().execute(async (tx) => {
      const comments = tx.selectFrom('comment').select('id').where('did', 'in', ids);
      await tx.deleteFrom('reply').where('comment_id', 'in', comments).execute();
      await tx.deleteFrom('comment_like').where('comment_id', 'in', comments).execute();
      await tx.deleteFrom('comment').where('did', 'in', ids).execute();
      await tx.deleteFrom('discussion_like').where('did', 'in', ids).execute();
      await tx.deleteFrom('discussion_report').where('did', 'in', ids).execute();
      await tx.deleteFrom('discussion').where('id', 'in', ids).execute();
    });
  }
}
