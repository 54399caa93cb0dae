// Queries of the training module shared by the site and the back office.
import { JudgeStatus } from '@judge/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { readBool } from '../../db/columns.js';
import { withTrainings, type TrainingCategoryRow, type TrainingRow } from './tables.js';

export function findTraining(db: Kysely<DB>, tid: number): Promise<TrainingRow | undefined> {
  return withTrainings(db).selectFrom('training').selectAll().where('id', '=', tid).executeTakeFirst();
}

/** Categories by id, for a list of trainings. */
export async function categoriesOf(
  db: Kysely<DB>,
  trainings: TrainingRow[],
): Promise<Map<number, TrainingCategoryRow>> {
  const ids = [...new Set(trainings.map((t) => t.category_id).filter((x): x is number => x != null))];
  if (!ids.length) return new Map();
  const rows = await withTrainings(db)
    .selectFrom('training_category')
    .selectAll()
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((c) => [Number(c.id), c]));
}

/** Registered and not banned. */
export async function isRegistered(db: Kysely<DB>, tid: number, uid: string): Promise<boolean> {
  const r = await withTrainings(db)
    .selectFrom('training_register')
    .select('status')
    .where('tid', '=', tid)
    .where('uid', '=', uid)
    .executeTakeFirst();
  return !!r && readBool(r.status);
}

/** Number of problems per training. */
export async function problemCounts(db: Kysely<DB>, tids: number[]): Promise<Map<number, number>> {
  if (!tids.length) return new Map();
  const rows = await withTrainings(db)
    .selectFrom('training_problem')
    .select(['tid', (eb) => eb.fn.countAll<number>().as('n')])
    .where('tid', 'in', tids)
    .groupBy('tid')
    .execute();
  return new Map(rows.map((r) => [r.tid, Number(r.n)]));
}

/**
 * Progress: per training, how many of its problems the user has accepted on the main site (outside
 * contests). Solving the problem anywhere on the main site counts (hoj-behaviour §6).
 */
export async function acCounts(
  db: Kysely<DB>,
  tids: number[],
  uid: string | null | undefined,
): Promise<Map<number, number>> {
  if (!tids.length || !uid) return new Map();
  const rows = await withTrainings(db)
    .selectFrom('training_problem as tp')
    .select(['tp.tid', (eb) => eb.fn.count<number>('tp.pid').distinct().as('n')])
    .where('tp.tid', 'in', tids)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('judge as j')
          .select('j.submit_id')
          .whereRef('j.pid', '=', 'tp.pid')
          .where('j.uid', '=', uid)
          .where('j.cid', '=', 0)
          .where('j.status', '=', JudgeStatus.ACCEPTED),
      ),
    )
    .groupBy('tp.tid')
    .execute();
  return new Map(rows.map((r) => [r.tid, Number(r.n)]));
}
