// Training back office (hoj-api-paths §1.7; hoj-behaviour §6): the training form, list, visibility
// and deletion; the training's ordered problems (picker, add from the public set, order, removal);
// the categories. Who may do what is decided by policies/training.ts; the form's rules by
// checkTrainingForm in the shared schemas.

import {
  INPUT_LIMITS,
  ProblemAuth,
  canDeleteTraining,
  canEditTrainingProblems,
  canManageTraining,
  canManageTrainingCategories,
  isProblemAdminRole,
  type Actor,
} from '@judge/shared';
import type { Database } from '../../db/index.js';
import type { ProblemRow } from '../../db/rows.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { keywordConditions, searchKeyword } from '../../lib/search.js';
import { problemPickerPage } from '../problem/picker.js';
import { presentProblemSummary } from '../problem/presenter.js';
import { categoriesOf, findTraining } from './repo.js';
import { presentCategory, presentTrainingEntity, presentTrainingProblem } from './presenter.js';
import { withTrainings, type TrainingRow } from './tables.js';
import {
  TRAINING_LIMITS,
  checkTrainingCategory,
  checkTrainingForm,
  checkTrainingRank,
  type TrainingDtoInput,
} from './schema.js';
import type { FormCheck } from '@judge/shared/schemas/contest';

/** The first refusal of a shared form rule, as a translated 400. */
function valid<T>(c: FormCheck<T>): T {
  if (!c.ok) throw badRequest(c.issue.key, c.issue.params);
  return c.value;
}

/** A call made inside a group, already authorised by the group scope. */
export interface TrainingScope {
  gid: number;
}

/** The training an update names: `training.id`, required before anything is looked up. */
export function trainingIdOf(dto: TrainingDtoInput): number {
  const id = dto.training.id;
  if (id == null) throw badRequest('Param_Required', { field: 'training.id' });
  return id;
}

export function trainingAdminService(database: Database) {
  const { db: base, cols } = database;
  const db = withTrainings(base);

  async function mustFind(tid: number): Promise<TrainingRow> {
    const t = await findTraining(base, tid);
    if (!t) throw notFound('Training_Not_Exist');
    return t;
  }

  /**
   * The training, if the actor may edit it (root or its author). A group training call passes
   * `scope`: the group scope has already decided (policies/training.ts canManageGroupTraining) and
   * the training must belong to that group.
   */
  async function manageable(actor: Actor, tid: number, scope?: TrainingScope): Promise<TrainingRow> {
    const t = await mustFind(tid);
    if (scope) {
      if (t.gid !== scope.gid) throw notFound('Training_Not_Exist');
      return t;
    }
    if (!canManageTraining(actor, t)) throw forbidden('Training_Not_Yours');
    return t;
  }

  /** The training, if the actor may edit its problem list. */
  async function problemsEditable(actor: Actor, tid: number, scope?: TrainingScope): Promise<TrainingRow> {
    if (scope) return manageable(actor, tid, scope);
    const t = await mustFind(tid);
    if (!canEditTrainingProblems(actor, t)) throw forbidden('Training_Not_Yours');
    return t;
  }

  async function mustFindCategory(id: number) {
    const c = await db.selectFrom('training_category').selectAll().where('id', '=', id).executeTakeFirst();
    if (!c || c.gid != null) throw badRequest('Training_Category_Not_Exist');
    return c;
  }

  async function mustFindProblem(pid: number): Promise<ProblemRow> {
    const p = await base.selectFrom('problem').selectAll().where('id', '=', pid).executeTakeFirst();
    if (!p) throw notFound('Problem_Not_Exist');
    return p;
  }

  const touch = (tid: number) =>
    db.updateTable('training').set({ gmt_modified: cols.time() }).where('id', '=', tid).execute();

  // ---- trainings ----------------------------------------------------------------------------------

  /** Main-site trainings by rank (smaller first), 10 a page; keyword over title, author and id. */
  async function list(_actor: Actor, q: { currentPage?: number; limit?: number; keyword?: string }) {
    const { currentPage, limit, offset } = pageOf(q, 'adminLists');
    let qb = db.selectFrom('training').where('is_group', '=', cols.bool(false) as never);
    const kw = searchKeyword(q.keyword);
    if (kw) {
      qb = qb.where((eb) => eb.or(keywordConditions(eb, kw, ['title', 'author'], 'id')));
    }
    const { rows, total } = await readPage(qb, (b) => b.selectAll().orderBy('rank').orderBy('id', 'desc'), {
      limit,
      offset,
    });
    const cats = await categoriesOf(base, rows);
    return pageResult(
      rows.map((t) => presentTrainingEntity(t, t.category_id == null ? undefined : cats.get(t.category_id))),
      total,
      limit,
      currentPage,
    );
  }

  async function get(actor: Actor, tid: number, scope?: TrainingScope) {
    const t = await manageable(actor, tid, scope);
    const c =
      t.category_id == null
        ? undefined
        : await db
            .selectFrom('training_category')
            .selectAll()
            .where('id', '=', t.category_id)
            .executeTakeFirst();
    return { training: presentTrainingEntity(t, c), trainingCategory: c ? presentCategory(c) : null };
  }

  async function create(actor: Actor, dto: TrainingDtoInput, scope?: TrainingScope): Promise<number> {
    const f = valid(checkTrainingForm(dto));
    await mustFindCategory(f.categoryId);
    const now = cols.time();
    const row = await db
      .insertInto('training')
      .values({
        title: f.title,
        description: f.description,
        author: actor.username,
        auth: f.auth,
        private_pwd: f.privatePwd,
        status: cols.bool(f.status),
        rank: f.rank,
        category_id: f.categoryId,
        is_group: cols.bool(!!scope),
        gid: scope?.gid ?? null,
        gmt_create: now,
        gmt_modified: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  async function update(actor: Actor, dto: TrainingDtoInput, scope?: TrainingScope): Promise<void> {
    const id = trainingIdOf(dto);
    await manageable(actor, id, scope);
    const f = valid(checkTrainingForm(dto));
    await mustFindCategory(f.categoryId);
    await db
      .updateTable('training')
      .set({
        title: f.title,
        description: f.description,
        auth: f.auth,
        private_pwd: f.privatePwd,
        status: cols.bool(f.status),
        rank: f.rank,
        category_id: f.categoryId,
        gmt_modified: cols.time(),
      })
      .where('id', '=', id)
      .execute();
  }

  /** Root only: the training with its problem links and registrations (the problems stay). */
  async function remove(actor: Actor, tid: number, scope?: TrainingScope): Promise<void> {
    if (scope) await manageable(actor, tid, scope);
    else if (!canDeleteTraining(actor)) throw forbidden('No_Permission');
    else await mustFind(tid);
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('training_problem').where('tid', '=', tid).execute();
      await trx.deleteFrom('training_register').where('tid', '=', tid).execute();
      await trx.deleteFrom('training').where('id', '=', tid).execute();
    });
  }

  /** Show or hide: the stored author decides, not the `author` the client sends. */
  async function changeStatus(
    actor: Actor,
    tid: number,
    status: boolean,
    scope?: TrainingScope,
  ): Promise<void> {
    await manageable(actor, tid, scope);
    await db
      .updateTable('training')
      .set({ status: cols.bool(status), gmt_modified: cols.time() })
      .where('id', '=', tid)
      .execute();
  }

  // ---- training problems ----------------------------------------------------------------------------

  /**
   * queryExisted: the training's problems in their order, with their training rows. Otherwise the
   * picker: public main-bank problems not yet in it, newest first.
   */
  async function problemList(
    actor: Actor,
    q: { currentPage?: number; limit?: number; keyword?: string; queryExisted: boolean; tid: number },
    scope?: TrainingScope,
  ) {
    await problemsEditable(actor, q.tid, scope);
    const { currentPage, limit, offset } = pageOf(q, 'adminLists');
    const kw = searchKeyword(q.keyword);
    const map: Record<string, ReturnType<typeof presentTrainingProblem>> = {};
    let rows: ProblemRow[];
    let total: number;
    if (q.queryExisted) {
      let qb = db
        .selectFrom('problem as p')
        .innerJoin('training_problem as tp', 'tp.pid', 'p.id')
        .where('tp.tid', '=', q.tid);
      if (kw) {
        qb = qb.where((eb) => eb.or(keywordConditions(eb, kw, ['p.title', 'p.problem_id', 'tp.display_id'])));
      }
      const page = await readPage(qb, (b) => b.selectAll('p').orderBy('tp.rank').orderBy('tp.id'), {
        limit,
        offset,
      });
      rows = page.rows as ProblemRow[];
      total = page.total;
      const pids = rows.map((r) => Number(r.id));
      if (pids.length) {
        const links = await db
          .selectFrom('training_problem')
          .selectAll()
          .where('tid', '=', q.tid)
          .where('pid', 'in', pids)
          .execute();
        for (const l of links) map[String(l.pid)] = presentTrainingProblem(l);
      }
    } else {
      const candidates = base
        .selectFrom('problem')
        .where('gid', 'is', null)
        .where('auth', '=', ProblemAuth.PUBLIC)
        .where('id', 'not in', db.selectFrom('training_problem').select('pid').where('tid', '=', q.tid));
      ({ rows, total } = await problemPickerPage(candidates, kw, { limit, offset }));
    }
    return {
      problemList: pageResult(rows.map(presentProblemSummary), total, limit, currentPage),
      trainingProblemMap: map,
    };
  }

  /**
   * A display id names one problem of the training: the problem pages and the rank's columns are
   * looked up by it, so a second problem under the same id would be unreachable and merged in the
   * rank. `self`: the link being renamed, which may keep its own id.
   */
  async function checkDisplayId(tid: number, displayId: string, self?: number): Promise<void> {
    if (displayId.length > TRAINING_LIMITS.displayId)
      throw badRequest('Training_Problem_Display_Id_Too_Long', { max: TRAINING_LIMITS.displayId });
    let q = db
      .selectFrom('training_problem')
      .select('id')
      .where('tid', '=', tid)
      .where('display_id', '=', displayId);
    if (self !== undefined) q = q.where('id', '!=', self);
    if (await q.executeTakeFirst()) throw badRequest('Training_Problem_Display_Id_Exists', { id: displayId });
  }

  /** Saves a problem's place in the training: its order (rank) and display id. */
  async function updateTrainingProblem(
    actor: Actor,
    b: {
      id?: number | null;
      tid: number;
      pid: number;
      displayId?: string | null;
      rank?: number | string | null;
    },
    scope?: TrainingScope,
  ): Promise<void> {
    await problemsEditable(actor, b.tid, scope);
    const link =
      b.id != null
        ? await db.selectFrom('training_problem').selectAll().where('id', '=', b.id).executeTakeFirst()
        : await db
            .selectFrom('training_problem')
            .selectAll()
            .where('tid', '=', b.tid)
            .where('pid', '=', b.pid)
            .executeTakeFirst();
    if (!link || link.tid !== b.tid || link.pid !== b.pid) throw notFound('Training_Problem_Not_Exist');
    const rank =
      b.rank == null || String(b.rank).trim() === '' ? link.rank : valid(checkTrainingRank(b.rank));
    const displayId = (b.displayId ?? '').trim() || link.display_id;
    await checkDisplayId(b.tid, displayId, link.id);
    await db
      .updateTable('training_problem')
      .set({ rank, display_id: displayId, gmt_modified: cols.time() })
      .where('id', '=', link.id)
      .execute();
    await touch(b.tid);
  }

  /**
   * Adds a public main-bank problem under a display id (its own when none is given), last in the
   * order. Registered users' earlier submissions of it count at once (the rank reads them).
   */
  async function addFromPublic(
    actor: Actor,
    b: { pid: number; tid: number; displayId?: string | null },
    scope?: TrainingScope,
  ): Promise<void> {
    await problemsEditable(actor, b.tid, scope);
    const problem = await mustFindProblem(b.pid);
    // A public problem: of the main bank, or inside a group of the group's own (not a private one,
    // nor a contest's, which stays hidden outside its contest).
    const addable =
      problem.auth === ProblemAuth.PUBLIC && (problem.gid == null || problem.gid === scope?.gid);
    if (!addable) throw badRequest('Training_Problem_Not_Addable');
    const displayId = (b.displayId ?? '').trim() || problem.problem_id;
    const taken = await db
      .selectFrom('training_problem')
      .select('id')
      .where('tid', '=', b.tid)
      .where('pid', '=', b.pid)
      .executeTakeFirst();
    if (taken) throw badRequest('Training_Problem_Already_Added');
    await checkDisplayId(b.tid, displayId);
    const last = await db
      .selectFrom('training_problem')
      .select((eb) => eb.fn.max<number>('rank').as('m'))
      .where('tid', '=', b.tid)
      .executeTakeFirst();
    const rank = Math.min(Number(last?.m ?? 0) + 1, INPUT_LIMITS.trainingRankMax);
    const now = cols.time();
    await db
      .insertInto('training_problem')
      .values({ tid: b.tid, pid: b.pid, display_id: displayId, rank, gmt_create: now, gmt_modified: now })
      .execute();
    await touch(b.tid);
  }

  /** With a training: takes the problem out of it. Without: deletes the problem itself (root, problem admins). */
  async function removeTrainingProblem(
    actor: Actor,
    pid: number,
    tid: number | undefined,
    scope?: TrainingScope,
  ): Promise<void> {
    if (tid === undefined) {
      if (scope) throw badRequest('Param_Required', { field: 'tid' });
      if (!isProblemAdminRole(actor.role)) throw forbidden('No_Permission');
      await mustFindProblem(pid);
      await base.deleteFrom('problem').where('id', '=', pid).execute();
      return;
    }
    await problemsEditable(actor, tid, scope);
    const r = await db
      .deleteFrom('training_problem')
      .where('tid', '=', tid)
      .where('pid', '=', pid)
      .executeTakeFirst();
    if (Number(r.numDeletedRows) === 0) throw notFound('Training_Problem_Not_Exist');
    await touch(tid);
  }

  // ---- categories ------------------------------------------------------------------------------------

  function mayEditCategories(actor: Actor) {
    if (!canManageTrainingCategories(actor)) throw forbidden('No_Permission');
  }

  async function addCategory(actor: Actor, b: { name?: string | null; color?: string | null }) {
    mayEditCategories(actor);
    const c = valid(checkTrainingCategory(b));
    const now = cols.time();
    const row = await db
      .insertInto('training_category')
      .values({ name: c.name, color: c.color, gid: null, gmt_create: now, gmt_modified: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    return presentCategory(row);
  }

  async function updateCategory(
    actor: Actor,
    b: { id?: number | null; name?: string | null; color?: string | null },
  ) {
    mayEditCategories(actor);
    if (b.id == null) throw badRequest('Param_Required', { field: 'id' });
    await mustFindCategory(b.id);
    const c = valid(checkTrainingCategory(b));
    await db
      .updateTable('training_category')
      .set({ name: c.name, color: c.color, gmt_modified: cols.time() })
      .where('id', '=', b.id)
      .execute();
  }

  /** Deletes a category; its trainings stay, without a category. */
  async function deleteCategory(actor: Actor, id: number) {
    mayEditCategories(actor);
    await mustFindCategory(id);
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('training').set({ category_id: null }).where('category_id', '=', id).execute();
      await trx.deleteFrom('training_category').where('id', '=', id).execute();
    });
  }

  return {
    list,
    get,
    create,
    update,
    remove,
    changeStatus,
    problemList,
    updateTrainingProblem,
    addFromPublic,
    removeTrainingProblem,
    addCategory,
    updateCategory,
    deleteCategory,
  };
}
