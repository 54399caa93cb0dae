// Queries of the participant's contest calls: the list page, registration counts, a contest's
// problems with their statistics, the contest's announcements.
import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { JudgeStatus } from '@judge/shared';
import type { DB } from '../../db/types.js';
import { COUNT_KEYS, emptyCounts, type Counts } from '../problem/list-repo.js';
import { withAnnouncements } from './announcement-tables.js';
import { contestAdminUids } from './access.js';
import { REGISTER_VALID, type ContestRow } from './repo.js';
import { presentContestVO } from './presenter.js';
import { pageResult, readPage } from '../../lib/pagination.js';

/**
 * One page of a participant's contest list, the site's (contest/service.ts) or a group's
 * (group/scope/lists.ts); `base` holds the list's contests, filtered. Scheduled first, then
 * running, then ended, newest start first inside each; each a ContestVO with its registrations.
 */
export async function contestListPage(
  db: Kysely<DB>,
  base: SelectQueryBuilder<DB, 'contest', object>,
  now: string,
  p: { currentPage: number; limit: number; offset: number },
) {
  const statusOrder = sql<number>`case when start_time > ${now} then 0 when end_time > ${now} then 1 else 2 end`;
  const { rows, total } = await readPage(
    base,
    (b) => b.selectAll().orderBy(statusOrder).orderBy('start_time', 'desc').orderBy('id', 'desc'),
    { limit: p.limit, offset: p.offset },
  );
  const counts = await registrationCounts(
    db,
    rows.map((r) => Number(r.id)),
  );
  const at = Date.now();
  const records = rows.map((c) => presentContestVO(c, counts.get(Number(c.id)) ?? 0, at));
  return pageResult(records, total, p.limit, p.currentPage);
}

/** Registered participants per contest. */
export async function registrationCounts(db: Kysely<DB>, cids: number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (cids.length === 0) return out;
  const rows = await db
    .selectFrom('contest_register')
    .select(['cid', sql<number>`count(*)`.as('n')])
    .where('cid', 'in', cids)
    .where('status', '=', REGISTER_VALID)
    .groupBy('cid')
    .execute();
  for (const r of rows) out.set(r.cid, Number(r.n));
  return out;
}

export function contestProblems(db: Kysely<DB>, cid: number) {
  return db
    .selectFrom('contest_problem')
    .selectAll()
    .where('cid', '=', cid)
    .orderBy('display_id')
    .orderBy('id')
    .execute();
}

/**
 * Verdict counts of a contest's submissions per problem (hoj-behaviour §5.5): from the start on,
 * without those of the contest's admins (`contestAdminUids`: they test, they do not compete) and without
 * cancelled ones; before `until` (the seal time for those who may not see live results), and before
 * the end unless `containsEnd`.
 */
export async function contestProblemCounts(
  db: Kysely<DB>,
  c: ContestRow,
  opts: { until?: Date | null; containsEnd?: boolean },
): Promise<Map<number, Counts>> {
  let q = db
    .selectFrom('judge as j')
    .select(['j.pid', 'j.status', sql<number>`count(*)`.as('n')])
    .where('j.cid', '=', Number(c.id))
    .where('j.status', '!=', JudgeStatus.CANCELLED)
    .where('j.uid', 'not in', [...(await contestAdminUids(db, c)), c.uid])
    .where('j.submit_time', '>=', c.start_time);
  if (!opts.containsEnd) q = q.where('j.submit_time', '<', c.end_time);
  if (opts.until) q = q.where('j.submit_time', '<', opts.until.toISOString());
  const rows = await q.groupBy(['j.pid', 'j.status']).execute();
  const out = new Map<number, Counts>();
  for (const r of rows) {
    const counts = out.get(r.pid) ?? emptyCounts();
    const n = Number(r.n);
    counts.total += n;
    const key = COUNT_KEYS[r.status];
    if (key) counts[key] += n;
    out.set(r.pid, counts);
  }
  return out;
}

/** Visible announcements of a contest, newest first. */
export function contestAnnouncements(db: Kysely<DB>, cid: number) {
  return withAnnouncements(db)
    .selectFrom('contest_announcement as ca')
    .innerJoin('announcement as a', 'a.id', 'ca.aid')
    .where('ca.cid', '=', cid)
    .where('a.status', '=', 0);
}
