// The counters behind the site rank lists (hoj-behaviour §7.4), one row per user in
// user_rank_count: ac = distinct problems in user_acproblem (main-site accepts), total = the user's
// submissions outside contests and groups but cancelled ones (which never count, hoj-behaviour §1.5), score = Σ over problems of the best oiRankScore among
// those submissions. The lists read these rows; nothing scans the submissions per request.
//
// Kept by recounting ONE user from their own rows (indexed by uid) after each change that can move
// them, so a rejudge, cancel or manual verdict can never drift the way +1/−1 updates do:
//   refreshRankCount(database, uid)   // after a main-site submission is added or its verdict changes
// It runs after the change's transaction has committed, so two verdicts of one user finishing at
// once both count. `rebuildRankCounts` recounts everyone (after a restore, or to check).
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/types.js';
import { JudgeStatus } from '@judge/shared';

/** The three counts of one user (or, without `uid`, of every user) as sub-queries keyed by uid. */
export function countQueries(db: Kysely<DB>, uid?: string) {
  let ac = db.selectFrom('user_acproblem').select(['uid', (eb) => eb.fn.countAll<number>().as('ac')]);
  let total = db
    .selectFrom('judge')
    .select(['uid', (eb) => eb.fn.countAll<number>().as('total')])
    .where('cid', '=', 0)
    .where('gid', 'is', null)
    .where('status', '!=', JudgeStatus.CANCELLED);
  let best = db
    .selectFrom('judge')
    .select(['uid', 'pid', (eb) => eb.fn.max<number>('oi_rank_score').as('best')])
    .where('cid', '=', 0)
    .where('gid', 'is', null);
  if (uid !== undefined) {
    ac = ac.where('uid', '=', uid);
    total = total.where('uid', '=', uid);
    best = best.where('uid', '=', uid);
  }
  const score = db
    .selectFrom(best.groupBy(['uid', 'pid']).as('b'))
    .select(['b.uid', (eb) => eb.fn.sum<number>('b.best').as('score')])
    .groupBy('b.uid');
  return { ac: ac.groupBy('uid'), total: total.groupBy('uid'), score };
}

/** The counting query of the users (one, or all): uid, ac, total, score, gmt_modified. */
function counted(database: Database, uid?: string) {
  const { db, cols } = database;
  const { ac, total, score } = countQueries(db, uid);
  let users = db
    .selectFrom('user_info as u')
    .leftJoin(ac.as('a'), 'a.uid', 'u.uuid')
    .leftJoin(total.as('t'), 't.uid', 'u.uuid')
    .leftJoin(score.as('s'), 's.uid', 'u.uuid');
  if (uid !== undefined) users = users.where('u.uuid', '=', uid);
  return users.select([
    'u.uuid as uid',
    sql<number>`coalesce(a.ac, 0)`.as('ac'),
    sql<number>`coalesce(t.total, 0)`.as('total'),
    sql<number>`coalesce(s.score, 0)`.as('score'),
    sql<string>`${cols.time()}`.as('gmt_modified'),
  ]);
}

const COLUMNS = ['uid', 'ac', 'total', 'score', 'gmt_modified'] as const;

/** Recounts one user (after their main-site submission was added or its verdict changed). */
export async function refreshRankCount(database: Database, uid: string): Promise<void> {
  await database.db
    .insertInto('user_rank_count')
    .columns(COLUMNS)
    .expression(counted(database, uid))
    .onConflict((oc) =>
      oc.column('uid').doUpdateSet((eb) => ({
        ac: eb.ref('excluded.ac'),
        total: eb.ref('excluded.total'),
        score: eb.ref('excluded.score'),
        gmt_modified: eb.ref('excluded.gmt_modified'),
      })),
    )
    .execute();
}

/** Recounts every user from scratch, in one transaction; returns how many rows it wrote. */
export async function rebuildRankCounts(database: Database): Promise<number> {
  return database.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('user_rank_count').execute();
    const r = await trx
      .insertInto('user_rank_count')
      .columns(COLUMNS)
      .expression(counted({ ...database, db: trx } as Database))
      .executeTakeFirst();
    return Number(r.numInsertedOrUpdatedRows ?? 0);
  });
}
