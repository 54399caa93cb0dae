// The site rank lists' counters (issue 19 item 6: "computed from maintained counters, not a scan of
// every submission per request"): one row per user with the distinct problems accepted on the main
// site, the main-site submissions and the OI score (hoj-behaviour §7.4). Kept by rank/counters.ts
// whenever a main-site submission is added or its verdict changes; filled here for existing users
// (the same rebuild root can run again).
import { sql } from 'kysely';
import type { Dialect } from '../columns.js';
import { typesFor, type DialectMigration, type MigrationDb } from './helpers.js';

/** Counts every user into the (empty) table: the rebuild of rank/counters.ts, in plain SQL. */
export async function fillRankCounts(db: MigrationDb, dialect: Dialect) {
  const now = dialect === 'postgres' ? sql`now()` : sql`strftime('%Y-%m-%dT%H:%M:%fZ', 'now')`;
  await sql`
    insert into user_rank_count (uid, ac, total, score, gmt_modified)
    select u.uuid,
      (select count(*) from user_acproblem a where a.uid = u.uuid),
      (select count(*) from judge j where j.uid = u.uuid and j.cid = 0 and j.gid is null and j.status <> -4),
      coalesce((select sum(b.best) from (select max(j.oi_rank_score) as best from judge j
        where j.uid = u.uuid and j.cid = 0 and j.gid is null group by j.pid) b), 0),
      ${now}
    from user_info u`.execute(db);
}

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);
    await db.schema
      .createTable('user_rank_count')
      .addColumn('uid', 'text', (c) => c.primaryKey())
      .addColumn('ac', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('score', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    // The two orders of the lists (ACM: ac desc, total asc; OI: score desc, ac desc).
    await db.schema
      .createIndex('idx_user_rank_count_acm')
      .on('user_rank_count')
      .columns(['ac', 'total'])
      .execute();
    await db.schema
      .createIndex('idx_user_rank_count_oi')
      .on('user_rank_count')
      .columns(['score', 'ac'])
      .execute();
    // Existing users: the counts of their submissions so far.
    await fillRankCounts(db, dialect);
  },
};
