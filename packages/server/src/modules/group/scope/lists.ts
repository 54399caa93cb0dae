// The lists inside a group (hoj-api-paths §2.4–§2.6): its problems, trainings and contests for
// members, and the same rows as entities for the group's admins. The group itself is checked by
// access.ts (members: 'enter', admins: 'administer'); the rows are the problem, training and
// contest modules' own, scoped by their gid, and presented by those modules' presenters.
import { sql } from 'kysely';
import { ProblemAuth, type Actor } from '@judge/shared';
import type { AppContext } from '../../../context.js';
import { pageOf, pageResult } from '../../../lib/pagination.js';
import { requireGroup } from '../access.js';
import { problemListRecords } from '../../problem/list-records.js';
import { presentProblemForAdmin } from '../../problem/presenter.js';
import { acCounts, categoriesOf, problemCounts } from '../../training/repo.js';
import { presentTrainingEntity, presentTrainingVO } from '../../training/presenter.js';
import { withTrainings } from '../../training/tables.js';
import { contestListPage } from '../../contest/public-repo.js';
import { presentContestEntity } from '../../contest/presenter.js';

type PageQ = { gid: number; currentPage?: number; limit?: number };

export function groupScopeLists(ctx: AppContext) {
  const { db, cols } = ctx.database;
  const tdb = withTrainings(db);

  /**
   * Members: the group's public problems by id, with verdict counts. Private ones and contest
   * problems (auth 3: shown only inside their contest, policies/problem.ts canViewProblem) are
   * left out, for everyone (the group's admins have their list below), as HOJ lists auth 1 only.
   */
  async function problems(actor: Actor | null, q: PageQ) {
    await requireGroup(db, actor, q.gid, 'enter');
    const p = pageOf(q, 'groupLists');
    const base = db.selectFrom('problem').where('gid', '=', q.gid).where('auth', '=', ProblemAuth.PUBLIC);
    const [rows, count] = await Promise.all([
      base
        .select(['id', 'problem_id', 'title', 'difficulty', 'type'])
        .orderBy('id')
        .limit(p.limit)
        .offset(p.offset)
        .execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageResult(await problemListRecords(db, rows), Number(count.n), p.limit, p.currentPage);
  }

  /** Group admins: every problem of the group, newest first, as the Problem entity. */
  async function adminProblems(actor: Actor | null, q: PageQ) {
    await requireGroup(db, actor, q.gid, 'administer');
    const p = pageOf(q, 'groupLists');
    const base = db.selectFrom('problem').where('gid', '=', q.gid);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(p.limit).offset(p.offset).execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return pageResult(rows.map(presentProblemForAdmin), Number(count.n), p.limit, p.currentPage);
  }

  /** Members: the group's enabled trainings by rank, with the caller's progress. */
  async function trainings(actor: Actor | null, q: PageQ) {
    await requireGroup(db, actor, q.gid, 'enter');
    const p = pageOf(q, 'groupLists');
    const base = tdb
      .selectFrom('training')
      .where('gid', '=', q.gid)
      .where('status', '=', cols.bool(true) as never);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('rank').orderBy('id', 'desc').limit(p.limit).offset(p.offset).execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const tids = rows.map((t) => Number(t.id));
    const [cats, pc, ac] = await Promise.all([
      categoriesOf(db, rows),
      problemCounts(db, tids),
      acCounts(db, tids, actor?.uid),
    ]);
    const records = rows.map((t) =>
      presentTrainingVO(
        t,
        (x) => (x.category_id == null ? undefined : cats.get(x.category_id)),
        pc.get(Number(t.id)) ?? 0,
        ac.get(Number(t.id)) ?? 0,
      ),
    );
    return pageResult(records, Number(count.n), p.limit, p.currentPage);
  }

  /** Group admins: every training of the group (enabled or not), newest first. */
  async function adminTrainings(actor: Actor | null, q: PageQ) {
    await requireGroup(db, actor, q.gid, 'administer');
    const p = pageOf(q, 'groupLists');
    const base = tdb.selectFrom('training').where('gid', '=', q.gid);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(p.limit).offset(p.offset).execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const cats = await categoriesOf(db, rows);
    const records = rows.map((t) =>
      presentTrainingEntity(t, t.category_id == null ? undefined : cats.get(t.category_id)),
    );
    return pageResult(records, Number(count.n), p.limit, p.currentPage);
  }

  /**
   * Members: the group's visible contests (hidden ones for their creator and the group's roots
   * too), scheduled first, then running, then ended; newest start first inside each.
   */
  async function contests(actor: Actor | null, q: PageQ) {
    const a = await requireGroup(db, actor, q.gid, 'enter');
    const p = pageOf(q, 'groupLists');
    const now = cols.time();
    let base = db.selectFrom('contest').where('gid', '=', q.gid);
    if (!a.root)
      base = base.where((eb) =>
        eb.or([eb('visible', '=', cols.bool(true) as never), ...(actor ? [eb('uid', '=', actor.uid)] : [])]),
      );
    return contestListPage(db, base, now, p);
  }

  /** Group admins: every contest of the group as the Contest entity; the password for its editors. */
  async function adminContests(actor: Actor | null, q: PageQ) {
    const a = await requireGroup(db, actor, q.gid, 'administer');
    const p = pageOf(q, 'groupLists');
    const base = db.selectFrom('contest').where('gid', '=', q.gid);
    const [rows, count] = await Promise.all([
      base.selectAll().orderBy('id', 'desc').limit(p.limit).offset(p.offset).execute(),
      base.select(sql<number>`count(*)`.as('n')).executeTakeFirstOrThrow(),
    ]);
    const at = Date.now();
    const records = rows.map((c) =>
      presentContestEntity(cols, c, a.root || (!!actor && c.uid === actor.uid), at),
    );
    return pageResult(records, Number(count.n), p.limit, p.currentPage);
  }

  return { problems, adminProblems, trainings, adminTrainings, contests, adminContests };
}
