// Contest back office (hoj-api-paths §1.8; hoj-behaviour §5.1): the contest form, list, clone,
// visibility and deletion; the contest's problems (picker, add from the public set, display id,
// title and balloon colour, removal); its announcements. Who may do what is decided by
// policies/contest.ts; the form's rules by checkContestForm in the shared schemas.
import { type Kysely } from 'kysely';
import {
  ContestAuth,
  ProblemAuth,
  canDeleteContest,
  canManageContest,
  canManageGroupContest,
  canRemoveContestProblem,
  isProblemAdminRole,
  seesAllContests,
  type Actor,
} from '@judge/shared';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/types.js';
import type { ContestProblemRow, ContestRow, ProblemRow } from '../../db/rows.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { groupAccess } from '../group/access.js';
import { pageOf, readPage } from '../../lib/pagination.js';
import { keywordConditions, searchKeyword } from '../../lib/search.js';
import { presentProblemForAdmin } from '../problem/presenter.js';
import { problemPickerPage } from '../problem/picker.js';
import { findContest } from './repo.js';
import { dropBoards, touchBoard } from './board/cells.js';
import type { BoardEvents } from './board/events.js';
import { withAnnouncements } from './announcement-tables.js';
import {
  presentAdminContest,
  presentContestEntity,
  presentContestProblem,
} from './presenter.js';
import {
  checkAnnouncement,
  checkBalloonColor,
  checkContestForm,
  checkDisplayId,
  type AdminContestInput,
  type ContestForm,
  type FormCheck,
} from './schema.js';
import { announcementPage, inContest } from '../announcement/page.js';

/** The first refusal of a shared form rule, as a translated 400. */
function valid<T>(c: FormCheck<T>): T {
  if (!c.ok) throw badRequest(c.issue.key, c.issue.params);
  return c.value;
}

/** `lower(col) like %kw%` with the keyword's wildcards escaped. */

/**
 * `board`: the app's board notices (ctx.contestBoard.events). A change of a contest's problems is
 * told on it at once; without it (a caller that has none) open boards still learn of it from the
 * board version within a second (events.ts watcher), and caches never serve the old problem set.
 */
export function contestAdminService(database: Database, board?: Pick<BoardEvents, 'changed'>) {
  const { db, cols } = database;
  const adb = withAnnouncements(db);

  /**
   * The contest's problem set or their display ids, titles or colours changed: in the transaction
   * of the change (last, as record writers take the board row after their rows), the board version
   * moves, which every process's cached boards and open boards' watchers compare with.
   */
  const touchProblems = (trx: Kysely<DB>, cid: number) => touchBoard(trx, database, cid);
  /** After the commit: open boards and submission lists refetch now (Redis carries it to every process). */
  const announceProblems = (cid: number) => board?.changed(cid);

  async function mustFind(cid: number): Promise<ContestRow> {
    const c = await findContest(db, cid);
    if (!c) throw notFound('Contest_Not_Exist');
    return c;
  }

  /**
   * The contest, if the actor may edit it (root or its creator). A group's contest: the site
   * root, the group's roots, its creator while a group admin (canManageGroupContest); it exists
   * only for those who may enter the group.
   */
  async function manageable(actor: Actor, cid: number): Promise<ContestRow> {
    const c = await mustFind(cid);
    if (c.gid != null) {
      const g = await groupAccess(db, actor, c.gid);
      if (!g.enter) throw notFound('Contest_Not_Exist');
      if (!canManageGroupContest(actor, c, g.level)) throw forbidden('Contest_Not_Yours');
      return c;
    }
    if (!canManageContest(actor, c)) throw forbidden('Contest_Not_Yours');
    return c;
  }

  async function mustFindProblem(pid: number): Promise<ProblemRow> {
    const p = await db.selectFrom('problem').selectAll().where('id', '=', pid).executeTakeFirst();
    if (!p) throw notFound('Problem_Not_Exist');
    return p;
  }

  function columnsOf(f: ContestForm) {
    return {
      title: f.title,
      description: f.description,
      type: f.type,
      auth: f.auth,
      pwd: f.pwd,
      start_time: cols.time(new Date(f.startTime)),
      end_time: cols.time(new Date(f.endTime)),
      duration: f.duration,
      seal_rank: cols.bool(f.sealRank),
      seal_rank_time: f.sealRankTime === null ? null : cols.time(new Date(f.sealRankTime)),
      auto_real_rank: cols.bool(f.autoRealRank),
      visible: cols.bool(f.visible),
      open_print: cols.bool(f.openPrint),
      open_account_limit: cols.bool(f.openAccountLimit),
      account_limit_rule: f.accountLimitRule,
      rank_show_name: f.rankShowName,
      star_account: cols.json({ star_account: f.starAccount }),
      open_rank: cols.bool(f.openRank),
      oi_rank_score_type: f.oiRankScoreType,
      award_type: f.awardType,
      award_config: cols.json(f.awardConfigList),
      allow_end_submit: cols.bool(f.allowEndSubmit),
    };
  }

  // ---- contests --------------------------------------------------------------------------------------

  /** Non-group contests, newest start first; admins see their own, root and problem admins all. */
  async function list(actor: Actor, q: { currentPage?: number; limit?: number; keyword?: string }) {
    const { currentPage, limit, offset } = pageOf(q, 'adminLists');
    let base = db.selectFrom('contest').where('is_group', '=', cols.bool(false) as never);
    if (!seesAllContests(actor)) base = base.where('uid', '=', actor.uid);
    const kw = searchKeyword(q.keyword);
    if (kw) {
      base = base.where((eb) => eb.or(keywordConditions(eb, kw, ['title', 'author'], 'id')));
    }
    const { rows, total } = await readPage(
      base,
      (b) => b.selectAll().orderBy('start_time', 'desc').orderBy('id', 'desc'),
      { limit, offset },
    );
    const now = Date.now();
    return {
      records: rows.map((c) => presentContestEntity(cols, c, canManageContest(actor, c), now)),
      total,
      size: limit,
      current: currentPage,
      pages: Math.ceil(total / limit),
    };
  }

  async function get(actor: Actor, cid: number) {
    return presentAdminContest(cols, await manageable(actor, cid));
  }

  /** `gid`: a contest of that group (the caller's right to create there is the group scope's). */
  async function create(actor: Actor, body: AdminContestInput, gid: number | null = null): Promise<number> {
    const f = valid(checkContestForm(body));
    const now = cols.time();
    const row = await db
      .insertInto('contest')
      .values({
        ...columnsOf(f),
        uid: actor.uid,
        author: actor.username,
        source: null,
        is_group: cols.bool(gid != null),
        gid,
        gmt_create: now,
        gmt_modified: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * Saves the form over a contest the actor manages. Changing the password of a contest that is
   * not public drops its registrations, so everyone enters with the new password.
   */
  async function update(actor: Actor, body: AdminContestInput): Promise<void> {
    if (body.id == null) throw badRequest('Param_Required', { field: 'id' });
    const before = await manageable(actor, body.id);
    const f = valid(checkContestForm(body));
    const cid = Number(before.id);
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('contest')
        .set({ ...columnsOf(f), gmt_modified: cols.time() })
        .where('id', '=', cid)
        .execute();
      if (f.auth !== ContestAuth.PUBLIC && (before.pwd ?? '') !== (f.pwd ?? ''))
        await trx.deleteFrom('contest_register').where('cid', '=', cid).execute();
    });
  }

  /** Root only: the contest with its problems' links, registrations, records, submissions and announcements. */
  async function remove(actor: Actor, cid: number): Promise<void> {
    const c = await mustFind(cid);
    // A group's contest is deleted by those who manage it; the site's by root alone.
    if (c.gid != null) await manageable(actor, cid);
    else if (!canDeleteContest(actor)) throw forbidden('No_Permission');
    await db.transaction().execute(async (trx) => {
      const t = withAnnouncements(trx);
      const aids = (
        await t.selectFrom('contest_announcement').select('aid').where('cid', '=', cid).execute()
      ).map((r) => r.aid);
      if (aids.length) await t.deleteFrom('announcement').where('id', 'in', aids).execute();
      await trx.deleteFrom('judge').where('cid', '=', cid).execute();
      await dropBoards(trx, [cid]);
      await trx.deleteFrom('contest').where('id', '=', cid).execute();
    });
  }

  /**
   * A copy of the contest owned by the caller: same settings and problems (display ids, titles,
   * colours), title marked as a clone, `source` pointing at the original; no registrations,
   * submissions or announcements.
   */
  async function clone(actor: Actor, cid: number): Promise<number> {
    const c = await manageable(actor, cid);
    const now = cols.time();
    return db.transaction().execute(async (trx) => {
      const { id: _id, ...rest } = c;
      void _id;
      const row = await trx
        .insertInto('contest')
        .values({
          ...rest,
          star_account: c.star_account === null ? null : cols.json(cols.readJson(c.star_account)),
          award_config: c.award_config === null ? null : cols.json(cols.readJson(c.award_config)),
          start_time: cols.time(new Date(c.start_time)),
          end_time: cols.time(new Date(c.end_time)),
          seal_rank_time: c.seal_rank_time === null ? null : cols.time(new Date(c.seal_rank_time)),
          title: `${c.title} [Cloned]`.slice(0, 500),
          uid: actor.uid,
          author: actor.username,
          source: String(cid),
          gmt_create: now,
          gmt_modified: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const newCid = Number(row.id);
      const problems = await trx.selectFrom('contest_problem').selectAll().where('cid', '=', cid).execute();
      if (problems.length)
        await trx
          .insertInto('contest_problem')
          .values(
            problems.map((p) => ({
              cid: newCid,
              pid: p.pid,
              display_id: p.display_id,
              display_title: p.display_title,
              color: p.color,
              gmt_create: now,
              gmt_modified: now,
            })),
          )
          .execute();
      return newCid;
    });
  }

  async function changeVisible(actor: Actor, cid: number, visible: boolean): Promise<void> {
    await manageable(actor, cid);
    await db
      .updateTable('contest')
      .set({ visible: cols.bool(visible), gmt_modified: cols.time() })
      .where('id', '=', cid)
      .execute();
  }

  // ---- contest problems --------------------------------------------------------------------------------

  /**
   * Without `problemType`: the contest's problems by display id, with their contest rows. With it:
   * the picker of problems not yet in the contest: main bank (no group), of that type or remote,
   * not private (and not contest-only for group contests).
   */
  async function problemList(
    actor: Actor,
    q: {
      currentPage?: number;
      limit?: number;
      keyword?: string;
      cid: number;
      problemType?: number;
      oj?: string;
    },
  ) {
    const c = await manageable(actor, q.cid);
    const { currentPage, limit, offset } = pageOf(q, 'adminLists');
    const kw = searchKeyword(q.keyword);
    const links = await db.selectFrom('contest_problem').selectAll().where('cid', '=', q.cid).execute();
    const map: Record<string, ReturnType<typeof presentContestProblem>> = {};
    let rows: ProblemRow[];
    let total: number;
    if (q.problemType === undefined) {
      let base = db
        .selectFrom('problem as p')
        .innerJoin('contest_problem as cp', 'cp.pid', 'p.id')
        .where('cp.cid', '=', q.cid);
      if (kw) {
        base = base.where((eb) =>
          eb.or(keywordConditions(eb, kw, ['p.title', 'p.problem_id', 'cp.display_id'])),
        );
      }
      ({ rows, total } = await readPage(base, (b) => b.selectAll('p').orderBy('cp.display_id'), {
        limit,
        offset,
      }));
      const shown = new Set(rows.map((r) => Number(r.id)));
      for (const l of links) if (shown.has(l.pid)) map[String(l.pid)] = presentContestProblem(l);
    } else {
      const taken = links.map((l) => l.pid);
      let base = db
        .selectFrom('problem')
        .where('gid', 'is', null)
        .where('is_group', '=', cols.bool(false) as never)
        .where('auth', '!=', ProblemAuth.PRIVATE)
        .where((eb) =>
          eb.or([eb('type', '=', q.problemType!), eb('is_remote', '=', cols.bool(true) as never)]),
        );
      if (c.gid != null) base = base.where('auth', '!=', ProblemAuth.CONTEST);
      if (taken.length) base = base.where('id', 'not in', taken);
      ({ rows, total } = await problemPickerPage(base, kw, { limit, offset }));
    }
    return {
      problemList: {
        records: rows.map(presentProblemForAdmin),
        total,
        size: limit,
        current: currentPage,
        pages: Math.ceil(total / limit),
      },
      contestProblemMap: map,
    };
  }

  async function findLink(trx: Kysely<DB>, cid: number, pid: number): Promise<ContestProblemRow | undefined> {
    return trx
      .selectFrom('contest_problem')
      .selectAll()
      .where('cid', '=', cid)
      .where('pid', '=', pid)
      .executeTakeFirst();
  }

  async function assertDisplayIdFree(cid: number, displayId: string, exceptId: number | null) {
    let q = db
      .selectFrom('contest_problem')
      .select('id')
      .where('cid', '=', cid)
      .where('display_id', '=', displayId);
    if (exceptId != null) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw badRequest('Contest_Problem_Display_Id_Exists', { id: displayId });
  }

  /**
   * Which problems a contest may take: the main bank's (never a private one), and for a group's
   * contest also that group's own. One rule for every path that links a problem (add from the
   * public set, add from the group, and the save call when it links a new or another problem):
   * another group's problem must never reach a contest, where its statement would be shown. A
   * group's contest takes only public problems of the main bank (hoj GroupContestProblemManager
   * addProblemFromPublic: auth 1 and public): a group admin is an ordinary user on the main site and
   * must not reach a hidden or another contest's problem through their group's contest.
   */
  function assertAddable(c: { gid: number | null }, problem: { gid: number | null; auth: number }) {
    if ((problem.gid != null && problem.gid !== c.gid) || problem.auth === ProblemAuth.PRIVATE)
      throw badRequest('Contest_Problem_Not_Addable');
    if (c.gid != null && problem.gid == null && problem.auth !== ProblemAuth.PUBLIC)
      throw badRequest('Contest_Problem_Not_Public');
  }

  async function getContestProblem(actor: Actor, cid: number, pid: number) {
    await manageable(actor, cid);
    const link = await findLink(db, cid, pid);
    if (!link) throw notFound('Contest_Problem_Not_Exist');
    return presentContestProblem(link);
  }

  /** Saves a problem's place in the contest (display id, title, balloon colour); adds it when new. */
  async function setContestProblem(
    actor: Actor,
    b: {
      id?: number | null;
      cid: number;
      pid: number;
      displayId?: string | null;
      displayTitle?: string | null;
      color?: string | null;
    },
  ) {
    const c = await manageable(actor, b.cid);
    const problem = await mustFindProblem(b.pid);
    const displayId = valid(checkDisplayId(b.displayId));
    const color = valid(checkBalloonColor(b.color));
    const displayTitle = (b.displayTitle ?? '').trim() || problem.title;
    if (displayTitle.length > 255) throw badRequest('Contest_Problem_Display_Title_Too_Long', { max: 255 });
    let link: ContestProblemRow | undefined;
    if (b.id != null) {
      link = await db.selectFrom('contest_problem').selectAll().where('id', '=', b.id).executeTakeFirst();
      if (!link || link.cid !== b.cid) throw notFound('Contest_Problem_Not_Exist');
      if (link.pid !== b.pid) {
        if (await findLink(db, b.cid, b.pid)) throw badRequest('Contest_Problem_Already_Added');
      }
    } else link = await findLink(db, b.cid, b.pid);
    // Linking a problem not yet in the contest goes through the same rule as adding one.
    if (!link || link.pid !== b.pid) assertAddable(c, problem);
    await assertDisplayIdFree(b.cid, displayId, link ? Number(link.id) : null);
    const now = cols.time();
    const values = {
      pid: b.pid,
      display_id: displayId,
      display_title: displayTitle,
      color,
      gmt_modified: now,
    };
    const id = await db.transaction().execute(async (trx) => {
      const saved = link
        ? (await trx.updateTable('contest_problem').set(values).where('id', '=', link.id).execute(),
          Number(link.id))
        : Number(
            (
              await trx
                .insertInto('contest_problem')
                .values({ ...values, cid: b.cid, gmt_create: now })
                .returning('id')
                .executeTakeFirstOrThrow()
            ).id,
          );
      // Records carry the display id (AC info, exports): they follow a new one (HOJ syncContestRecord).
      if (link && link.pid === b.pid && link.display_id !== displayId)
        await trx
          .updateTable('contest_record')
          .set({ display_id: displayId })
          .where('cid', '=', b.cid)
          .where('pid', '=', b.pid)
          .execute();
      await touchProblems(trx, b.cid);
      return saved;
    });
    announceProblems(b.cid);
    const row = await db
      .selectFrom('contest_problem')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    return presentContestProblem(row);
  }

  /**
   * Adds a problem of the main bank under a display id; a problem is in a contest once and a
   * display id names one problem. A site contest makes it a contest problem (auth 3: hidden from
   * the public set), as HOJ does (hoj-behaviour §5.1). A group's contest takes only a public
   * main-bank problem and leaves it as it is: a group's admins never change a site problem
   * (HOJ's group call neither checks less nor writes the problem).
   */
  async function addFromPublic(actor: Actor, b: { pid: number; cid: number; displayId?: string | null }) {
    const c = await manageable(actor, b.cid);
    const problem = await mustFindProblem(b.pid);
    if (c.gid != null && problem.gid != null) throw badRequest('Contest_Problem_Not_Public');
    await linkProblem(c, problem, b.displayId, c.gid == null);
  }

  /**
   * Adds one of the group's own problems to the group's contest (add-contest-problem-from-group,
   * and a new problem made for the contest): it becomes a contest problem (auth 3), hidden from
   * the group's members outside the contest, as HOJ does.
   */
  async function addFromGroup(actor: Actor, b: { pid: number; cid: number; displayId?: string | null }) {
    const c = await manageable(actor, b.cid);
    const problem = await mustFindProblem(b.pid);
    if (c.gid == null || problem.gid !== c.gid) throw badRequest('Contest_Problem_Not_Addable');
    await linkProblem(c, problem, b.displayId, true);
  }

  async function linkProblem(c: ContestRow, problem: ProblemRow, shownId: string | null | undefined, hide: boolean) {
    const cid = Number(c.id);
    const pid = Number(problem.id);
    const displayId = valid(checkDisplayId(shownId));
    assertAddable(c, problem);
    if (await findLink(db, cid, pid)) throw badRequest('Contest_Problem_Already_Added');
    await assertDisplayIdFree(cid, displayId, null);
    const now = cols.time();
    await db.transaction().execute(async (trx) => {
      if (hide)
        await trx
          .updateTable('problem')
          .set({ auth: ProblemAuth.CONTEST, gmt_modified: now })
          .where('id', '=', pid)
          .execute();
      await trx
        .insertInto('contest_problem')
        .values({
          cid,
          pid,
          display_id: displayId,
          display_title: problem.title,
          color: null,
          gmt_create: now,
          gmt_modified: now,
        })
        .execute();
      await touchProblems(trx, cid);
    });
    announceProblems(cid);
  }

  /**
   * With a contest: takes the problem out of it, with its submissions in that contest (their
   * records go with them). Without: deletes the problem itself (root and problem admins).
   */
  async function removeContestProblem(actor: Actor, pid: number, cid: number | undefined) {
    if (cid === undefined) {
      if (!isProblemAdminRole(actor.role)) throw forbidden('No_Permission');
      await mustFindProblem(pid);
      await db.deleteFrom('problem').where('id', '=', pid).execute();
      return;
    }
    const c = await mustFind(cid);
    if (c.gid != null) await manageable(actor, cid);
    else if (!canRemoveContestProblem(actor, c)) throw forbidden('Contest_Not_Yours');
    if (!(await findLink(db, cid, pid))) throw notFound('Contest_Problem_Not_Exist');
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('judge').where('cid', '=', cid).where('pid', '=', pid).execute();
      await trx.deleteFrom('contest_problem').where('cid', '=', cid).where('pid', '=', pid).execute();
      await touchProblems(trx, cid);
    });
    announceProblems(cid);
  }

  // ---- announcements ------------------------------------------------------------------------------------

  async function announcements(actor: Actor, q: { cid: number; currentPage?: number; limit?: number }) {
    await manageable(actor, q.cid);
    return announcementPage(adb, q, inContest(adb, q.cid));
  }

  async function createAnnouncement(actor: Actor, cid: number, a: Parameters<typeof checkAnnouncement>[0]) {
    await manageable(actor, cid);
    const v = valid(checkAnnouncement(a));
    const now = cols.time();
    await adb.transaction().execute(async (trx) => {
      const row = await trx
        .insertInto('announcement')
        .values({ ...v, uid: actor.uid, gid: null, gmt_create: now, gmt_modified: now })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('contest_announcement')
        .values({ cid, aid: Number(row.id), gmt_create: now, gmt_modified: now })
        .execute();
    });
  }

  /** The contest an announcement belongs to, if the actor manages it. */
  async function announcementOf(actor: Actor, aid: number, cid?: number) {
    const link = await adb
      .selectFrom('contest_announcement')
      .selectAll()
      .where('aid', '=', aid)
      .executeTakeFirst();
    if (!link || (cid !== undefined && link.cid !== cid)) throw notFound('Announcement_Not_Exist');
    await manageable(actor, link.cid);
    return link;
  }

  async function updateAnnouncement(actor: Actor, cid: number, a: Parameters<typeof checkAnnouncement>[0]) {
    if (a.id == null) throw badRequest('Param_Required', { field: 'announcement.id' });
    await announcementOf(actor, a.id, cid);
    const v = valid(checkAnnouncement(a));
    await adb
      .updateTable('announcement')
      .set({ ...v, gmt_modified: cols.time() })
      .where('id', '=', a.id)
      .execute();
  }

  async function deleteAnnouncement(actor: Actor, aid: number, cid?: number) {
    await announcementOf(actor, aid, cid);
    await adb.deleteFrom('announcement').where('id', '=', aid).execute();
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    clone,
    changeVisible,
    problemList,
    getContestProblem,
    setContestProblem,
    addFromPublic,
    addFromGroup,
    removeContestProblem,
    announcements,
    createAnnouncement,
    updateAnnouncement,
    deleteAnnouncement,
  };
}
export type ContestAdminService = ReturnType<typeof contestAdminService>;
