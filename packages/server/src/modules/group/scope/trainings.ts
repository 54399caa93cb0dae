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

  return {
    async get(actor: Actor | null, tid: number) {
      const m = await managed(actor, tid);
      return trainings.get(m.actor, tid, m.scope);
    },
    async create(actor: Actor | null, dto: TrainingDtoInput, gid: number) {
      await requireGroup(db, actor, gid, 'administer');
      return trainings.create(actor!, dto, { gid });
    },
    async update(actor: Actor | null, dto: TrainingDtoInput) {
      const m = await managed(actor, trainingIdOf(dto));
      return trainings.update(m.actor, dto, m.scope);
    },
    async remove(actor: Actor | null, tid: number) {
      const m = await managed(actor, tid);
      return trainings.remove(m.actor, tid, m.scope);
    },
    async changeStatus(actor: Actor | null, tid: number, status: boolean) {
      const m = await managed(actor, tid);
      return trainings.changeStatus(m.actor, tid, status, m.scope);
    },
    async problemList(actor: Actor | null, q: Parameters<Trainings['problemList']>[1]) {
      const m = await managed(actor, q.tid);
      return trainings.problemList(m.actor, q, m.scope);
    },
    async updateProblem(actor: Actor | null, b: Parameters<Trainings['updateTrainingProblem']>[1]) {
      const m = await managed(actor, b.tid);
      return trainings.updateTrainingProblem(m.actor, b, m.scope);
    },
    async removeProblem(actor: Actor | null, pid: number, tid: number) {
      const m = await managed(actor, tid);
      return trainings.removeTrainingProblem(m.actor, pid, tid, m.scope);
    },
    async addFromPublic(actor: Actor | null, b: Parameters<Trainings['addFromPublic']>[1]) {
      const m = await managed(actor, b.tid);
      return trainings.addFromPublic(m.actor, b, m.scope);
    },
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
