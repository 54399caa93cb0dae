// A group's problems (hoj-api-paths §2.4) and their road to the main site (§1.6). The problem
// module does the work (problem/manage-service.ts with a group scope: same editor rules, same
// test data, the display id prefixed with the group's short name); this file decides who may:
// - create: the group's admins (GA) and the site root; a new problem for one of the group's
//   contests also needs the right to edit that contest (policies/contest.ts canManageGroupContest),
//   and the contest module links it (contest/manage-service.ts addFromGroup);
// - read for editing, update, delete, change auth, apply to publish: the site root, the group's
//   roots, the author while a group admin (policies/problem.ts canManageGroupProblem);
// - review applications (approve: the problem leaves the group for the main site; refuse): site
//   root and problem admins, in the back office.
import { sql } from 'kysely';
import {
  ProblemAuth,
  Role,
  canManageAllProblems,
  canManageGroupContest,
  canManageGroupProblem,
  type Actor,
} from '@judge/shared';
import { checkDisplayId } from '@judge/shared/schemas/contest';
import type { AppContext } from '../../../context.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../../lib/errors.js';
import { pageOf, pageResult } from '../../../lib/pagination.js';
import { keywordConditions, searchKeyword } from '../../../lib/search.js';
import { problemAdminService, type GroupScope } from '../../problem/manage-service.js';
import { contestAdminService } from '../../contest/manage-service.js';
import { findContest } from '../../contest/repo.js';
import type { ProblemDto } from '../../problem/manage-schema.js';
import { ApplyProgress } from '@judge/shared/schemas/problem-manage';
import { requireGroup } from '../access.js';
import { notifyUser } from '../../message/notify.js';
import { both } from '../helpers.js';

export function groupProblemService(ctx: AppContext) {
  const { database, kv, judge } = ctx;
  const { db, cols } = database;
  const editor = problemAdminService({ database, kv, blobs: judge.blobs });
  const contests = contestAdminService(database, ctx.contestBoard.events);

  const scopeOf = (g: { id: number; short_name: string }): GroupScope => ({
    gid: Number(g.id),
    shortName: g.short_name,
  });

  /** A group problem the actor may manage, with the group scope to hand to the editor. */
  async function managed(actor: Actor | null, pid: number) {
    if (!actor) throw unauthorized();
    const row = await db.selectFrom('problem').selectAll().where('id', '=', pid).executeTakeFirst();
    if (!row || row.gid == null) throw notFound('Problem_Not_Exist');
    const a = await requireGroup(db, actor, row.gid, 'enter');
    if (!canManageGroupProblem(actor, row, a.level)) throw forbidden('Problem_Not_Yours');
    return { row, scope: scopeOf(a.group) };
  }

  async function detail(actor: Actor | null, pid: number) {
    const { scope } = await managed(actor, pid);
    return editor.detail(actor!, pid, scope);
  }

  async function cases(actor: Actor | null, pid: number) {
    const { scope } = await managed(actor, pid);
    return editor.cases(actor!, pid, scope);
  }

  /** Create in `problem.gid`: group admins. */
  async function create(actor: Actor | null, dto: ProblemDto, gid: number) {
    const a = await requireGroup(db, actor, gid, 'administer');
    return editor.save(actor!, dto, null, { groupScope: scopeOf(a.group) });
  }

  /**
   * A new problem of the group `gid` for its contest `cid` (hoj-api-paths §2.6 POST
   * /api/group/contest-problem): everything is checked before the problem is written (group
   * admin, the contest is the group's and the caller's to edit, the display id is valid and
   * free), then the editor saves it with the group scope and the contest module links it. Answers the new problem's id.
   */
  async function createForContest(
    actor: Actor | null,
    dto: ProblemDto,
    gid: number,
    cid: number,
    displayId: string | null | undefined,
  ): Promise<number> {
    const a = await requireGroup(db, actor, gid, 'administer');
    const contest = await findContest(db, cid);
    if (!contest || contest.gid !== gid) throw notFound('Contest_Not_Exist');
    if (!canManageGroupContest(actor, contest, a.level)) throw forbidden('Contest_Not_Yours');
    const shown = checkDisplayId(displayId ?? dto.problem.problemId);
    if (!shown.ok) throw badRequest(shown.issue.key, shown.issue.params);
    const taken = await db
      .selectFrom('contest_problem')
      .select('id')
      .where('cid', '=', cid)
      .where('display_id', '=', shown.value)
      .executeTakeFirst();
    if (taken) throw badRequest('Contest_Problem_Display_Id_Exists', { id: shown.value });
    // Saved as a group problem (the group editor knows auth 1 and 2 only); linking it makes it
    // a contest problem (auth 3), as adding any group problem to the contest does.
    const row = await editor.save(
      actor!,
      { ...dto, problem: { ...dto.problem, auth: ProblemAuth.PUBLIC } },
      null,
      { groupScope: scopeOf(a.group) },
    );
    const pid = Number(row.id);
    try {
      await contests.addFromGroup(actor!, { pid, cid, displayId: shown.value });
    } catch (e) {
      // A link refused after all (another admin took the display id meanwhile): no orphan problem.
      await db.deleteFrom('problem').where('id', '=', pid).execute();
      throw e;
    }
    return pid;
  }

  async function update(actor: Actor | null, dto: ProblemDto) {
    const id = dto.problem.id;
    if (id == null) throw badRequest('Param_Required', { field: 'problem.id' });
    const { scope } = await managed(actor, id);
    return editor.save(actor!, dto, id, { groupScope: scope });
  }

  async function remove(actor: Actor | null, pid: number) {
    await managed(actor, pid);
    await db.deleteFrom('problem').where('id', '=', pid).execute();
  }

  /** Inside a group a problem is for the members (1) or hidden (2). */
  async function changeAuth(actor: Actor | null, pid: number, auth: number) {
    await managed(actor, pid);
    if (auth !== ProblemAuth.PUBLIC && auth !== ProblemAuth.PRIVATE) throw badRequest('Problem_Auth_Invalid');
    await db
      .updateTable('problem')
      .set({ auth, modified_user: actor!.username, gmt_modified: cols.time() })
      .where('id', '=', pid)
      .execute();
  }

  /** Apply (1) or withdraw (null): the problem stays the group's until a reviewer accepts. */
  async function applyPublic(actor: Actor | null, pid: number, isApplied: boolean) {
    const { row } = await managed(actor, pid);
    if (row.apply_public_progress === ApplyProgress.ACCEPTED)
      throw badRequest('Param_Invalid', {
        field: 'isApplied',
        detail: 'the application was already accepted',
      });
    await db
      .updateTable('problem')
      .set({ apply_public_progress: isApplied ? ApplyProgress.APPLYING : null, gmt_modified: cols.time() })
      .where('id', '=', pid)
      .execute();
    // A new application waits for a reviewer: the automatic notice of the reference (hoj-behaviour §9)
    // goes to everyone who reviews (roots and problem admins), once per application.
    if (isApplied && row.apply_public_progress !== ApplyProgress.APPLYING) {
      const reviewers = await db
        .selectFrom('user_role')
        .select('uid')
        .where('role_id', 'in', [Role.ROOT, Role.PROBLEM_ADMIN])
        .execute();
      for (const r of reviewers) {
        await notifyUser(db, {
          recipientId: r.uid,
          title: both('Group_Notice_Problem_Apply_Title', { id: row.problem_id }),
          content: both('Group_Notice_Problem_Apply_Content', {
            id: row.problem_id,
            title: row.title,
            username: actor!.username,
          }),
          adminId: actor!.uid,
        });
        ctx.userEvents.changed(r.uid);
      }
    }
  }

  // ---- the back office's review (§1.6) --------------------------------------------------------

  function reviewer(actor: Actor | null): Actor {
    if (!actor) throw unauthorized();
    if (!canManageAllProblems(actor)) throw forbidden('No_Permission');
    return actor;
  }

  /** Problems with an application (any state), by progress then group. */
  async function applications(
    actor: Actor | null,
    q: { currentPage?: number; limit?: number; keyword?: string; gid?: number },
  ) {
    reviewer(actor);
    const p = pageOf(q, 'adminLists');
    let base = db.selectFrom('problem').where('apply_public_progress', 'is not', null);
    if (q.gid) base = base.where('gid', '=', q.gid);
    const kw = searchKeyword(q.keyword);
    if (kw) base = base.where((eb) => eb.or(keywordConditions(eb, kw, ['title', 'problem_id', 'author'])));
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'gid', 'apply_public_progress', 'problem_id', 'title', 'author', 'type', 'judge_mode'])
        .orderBy('apply_public_progress')
        .orderBy('gid')
        .orderBy('id')
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const total = Number(count.n);
    return pageResult(
      rows.map((r) => ({
        id: Number(r.id),
        gid: r.gid,
        applyPublicProgress: r.apply_public_progress,
        problemId: r.problem_id,
        title: r.title,
        author: r.author,
        type: r.type,
        judgeMode: r.judge_mode,
      })),
      total,
      p.limit,
      p.currentPage,
    );
  }

  /**
   * 1 applying, 2 accepted: the problem becomes a main-site problem (no group any more, so it
   * leaves the group's lists and enters the site's), 3 refused: it stays the group's.
   */
  async function changeProgress(actor: Actor | null, pid: number, progress: number) {
    const who = reviewer(actor);
    if (!(Object.values(ApplyProgress) as number[]).includes(progress))
      throw badRequest('Param_Invalid', { field: 'progress', detail: '1, 2 or 3' });
    const row = await db
      .selectFrom('problem')
      .select(['id', 'gid', 'apply_public_progress'])
      .where('id', '=', pid)
      .executeTakeFirst();
    if (!row) throw notFound('Problem_Not_Exist');
    // only a group problem that applied is reviewed (the review list's rows): a site problem never is
    if (row.apply_public_progress == null) throw badRequest('Group_Problem_Not_Applying');
    const publish = progress === ApplyProgress.ACCEPTED;
    await db
      .updateTable('problem')
      .set({
        apply_public_progress: progress,
        modified_user: who.username,
        gmt_modified: cols.time(),
        ...(publish ? { gid: null, is_group: cols.bool(false) as never } : {}),
      })
      .where('id', '=', pid)
      .execute();
  }

  return {
    detail,
    cases,
    create,
    createForContest,
    update,
    remove,
    changeAuth,
    applyPublic,
    applications,
    changeProgress,
  };
}
