// Who may see a training and who may open its problems and rank: one place for the site's training
// calls and for submissions made from a training (hoj-behaviour §1.2 step 6).
import { isTrainingAdmin, mayEnterTraining, type Actor } from '@judge/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { readBool } from '../../db/columns.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { groupAccess, memberLevel } from '../group/access.js';
import { findTraining, isRegistered } from './repo.js';
import { withTrainings, type TrainingRow } from './tables.js';

/** Registration state and group level the policies need. */
export async function trainingView(db: Kysely<DB>, t: TrainingRow, actor: Actor | null) {
  return {
    registered: actor ? await isRegistered(db, Number(t.id), actor.uid) : false,
    groupAuth: t.gid != null && actor ? await memberLevel(db, t.gid, actor.uid) : null,
  };
}

/**
 * A training the caller may see: enabled (hidden ones are "not found", except to its admins); a
 * group's training only inside a group the caller may enter (members, the site root). With the
 * caller's view of it (registration, group level), read once for the checks that follow.
 */
export async function seenTraining(
  db: Kysely<DB>,
  tid: number,
  actor: Actor | null,
): Promise<{ training: TrainingRow; view: Awaited<ReturnType<typeof trainingView>> }> {
  const t = await findTraining(db, tid);
  if (!t) throw notFound('Training_Not_Exist');
  const view = await trainingView(db, t, actor);
  if (t.gid != null && !(await groupAccess(db, actor, t.gid)).enter) throw notFound('Training_Not_Exist');
  if (!readBool(t.status) && !isTrainingAdmin(actor, t, view)) throw notFound('Training_Not_Exist');
  return { training: t, view };
}

/** A training whose problems and rank the caller may open (a private one: registered, or its admins). */
export async function enteredTraining(
  db: Kysely<DB>,
  tid: number,
  actor: Actor | null,
): Promise<TrainingRow> {
  const { training, view } = await seenTraining(db, tid, actor);
  if (!mayEnterTraining(actor, training, view)) throw forbidden('Training_Not_Registered');
  return training;
}

/** A training the caller may open, holding this problem: where a submission from it may go. */
export async function trainingSubmitTarget(
  db: Kysely<DB>,
  tid: number,
  pid: number,
  actor: Actor,
): Promise<void> {
  await enteredTraining(db, tid, actor);
  const held = await withTrainings(db)
    .selectFrom('training_problem')
    .select('id')
    .where('tid', '=', tid)
    .where('pid', '=', pid)
    .executeTakeFirst();
  if (!held) throw notFound('Training_Problem_Not_Exist');
}
