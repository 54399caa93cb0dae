// A group's trainings (hoj-api-paths §2.5). The training module does the work
// (training/manage-service.ts with a group scope: same form rules, the group's gid on the row,
// the group's own problems addable); this file decides who may:
// - create: the group's admins (GA) and the site root;
// - read for editing, update, delete, show/hide, edit its problem list: the site root, the
//   group's roots, the author while a group admin (policies/training.ts canManageGroupTraining).
import { canManageGroupTraining, type Actor } from '@judge/shared';
import type { TrainingDtoInput } from '@judge/shared/schemas/training';
import type { AppContext } from '../../../context.js';
import { forbidden, notFound, unauthorized } from '../../../lib/errors.js';
import { trainingAdminService, trainingIdOf, type TrainingScope } from '../../training/manage-service.js';
import { findTraining } from '../../training/repo.js';
import { requireGroup } from '../access.js';

/** The training module's editor; the calls below take its requests as they are. */
type Trainings = ReturnType<typeof trainingAdminService>;

export function groupTrainingService(ctx: AppContext) {
  const { db } = ctx.database;
  const trainings = trainingAdminService(ctx.database);

  /** A group training the actor may manage, with the scope to hand to the training module. */
  async function managed(actor: Actor | null, tid: number): Promise<{ actor: Actor; scope: TrainingScope }> {
    if (!actor) throw unauthorized();
    const t = await findTraining(db, tid);
    if (!t || t.gid == null) throw notFound('Training_Not_Exist');
    const a = await requireGroup(db, actor, t.gid, 'enter');
    if (!canManageGroupTraining(actor, t, a.level)) throw forbidden('Training_Not_Yours');
    return { actor, scope: { gid: t.gid } };
  }

  /** Runs `work` as the manager of training `tid` (see managed), with its scope. */
  async function asManager<T>(
    actor: Actor | null,
    tid: number,
    work: (actor: Actor, scope: TrainingScope) => Promise<T>,
  ): Promise<T> {
    const m = await managed(actor, tid);
    return work(m.actor, m.scope);
  }

  return {
    get: async (actor: Actor | null, tid: number) =>
      asManager(actor, tid, (a, s) => trainings.get(a, tid, s)),
    async create(actor: Actor | null, dto: TrainingDtoInput, gid: number) {
      await requireGroup(db, actor, gid, 'administer');
      return trainings.create(actor!, dto, { gid });
    },
    update: async (actor: Actor | null, dto: TrainingDtoInput) =>
      asManager(actor, trainingIdOf(dto), (a, s) => trainings.update(a, dto, s)),
    remove: async (actor: Actor | null, tid: number) =>
      asManager(actor, tid, (a, s) => trainings.remove(a, tid, s)),
    changeStatus: async (actor: Actor | null, tid: number, status: boolean) =>
      asManager(actor, tid, (a, s) => trainings.changeStatus(a, tid, status, s)),
    problemList: async (actor: Actor | null, q: Parameters<Trainings['problemList']>[1]) =>
      asManager(actor, q.tid, (a, s) => trainings.problemList(a, q, s)),
    updateProblem: async (actor: Actor | null, b: Parameters<Trainings['updateTrainingProblem']>[1]) =>
      asManager(actor, b.tid, (a, s) => trainings.updateTrainingProblem(a, b, s)),
    removeProblem: async (actor: Actor | null, pid: number, tid: number) =>
      asManager(actor, tid, (a, s) => trainings.removeTrainingProblem(a, pid, tid, s)),
    addFromPublic: async (actor: Actor | null, b: Parameters<Trainings['addFromPublic']>[1]) =>
      asManager(actor, b.tid, (a, s) => trainings.addFromPublic(a, b, s)),
    /** Adds one of the group's own problems by its display id (HOJ's problemId). */
    async addFromGroup(actor: Actor | null, problemId: string, tid: number) {
      const m = await managed(actor, tid);
      const p = await db
        .selectFrom('problem')
        .select(['id', 'problem_id'])
        .where('problem_id', '=', problemId.trim().toUpperCase())
        .where('gid', '=', m.scope.gid)
        .executeTakeFirst();
      if (!p) throw notFound('Problem_Not_Exist');
      return trainings.addFromPublic(m.actor, { pid: Number(p.id), tid, displayId: p.problem_id }, m.scope);
    },
  };
}
