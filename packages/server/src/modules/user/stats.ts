// Submission statistics shown on the user home page and heatmap (hoj-behaviour §7.4). Only the
// main site counts: contest (cid ≠ 0) and group submissions are left out, like the rank lists.
import type { Database } from '../../db/index.js';
import { readTime } from '../../db/columns.js';
import { chinaDay, chinaDayStart } from '../../lib/china-day.js';

export interface UserStats {
  /** Non-contest, non-group submissions. */
  total: number;
  /** Display ids of the problems on the user's AC list, in the order they were first solved. */
  solvedList: string[];
  /** Per OI problem, the best oiRankScore among the user's submissions (their sum is the OI score). */
  scoreList: number[];
  solvedGroupByDifficulty: Record<string, { id: number; problemId: string; difficulty: number }[]>;
}

export async function userStats(database: Database, uid: string): Promise<UserStats> {
  const { db } = database;
  const [count, solved, scores] = await Promise.all([
    db
      .selectFrom('judge')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('uid', '=', uid)
      .where('cid', '=', 0)
      .where('gid', 'is', null)
      .executeTakeFirst(),
    // user_acproblem already holds only main-site first ACs (see syncAcProblem).
    db
      .selectFrom('user_acproblem as a')
      .innerJoin('problem as p', 'p.id', 'a.pid')
      .select(['p.id', 'p.problem_id', 'p.difficulty'])
      .where('a.uid', '=', uid)
      .orderBy('a.submit_id')
      .execute(),
    db
      .selectFrom('judge')
      .select((eb) => ['pid', eb.fn.max<number>('oi_rank_score').as('best')])
      .where('uid', '=', uid)
      .where('cid', '=', 0)
      .where('gid', 'is', null)
      .where('oi_rank_score', 'is not', null)
      .groupBy('pid')
      .execute(),
  ]);
  const solvedGroupByDifficulty: UserStats['solvedGroupByDifficulty'] = {};
  for (const p of solved) {
    (solvedGroupByDifficulty[String(p.difficulty)] ??= []).push({
      id: Number(p.id),
      problemId: p.problem_id,
      difficulty: Number(p.difficulty),
    });
  }
  return {
    total: Number(count?.n ?? 0),
    solvedList: solved.map((p) => p.problem_id),
    scoreList: scores.map((s) => Number(s.best)).filter((n) => Number.isFinite(n)),
    solvedGroupByDifficulty,
  };
}

/**
 * Non-contest submissions per calendar day (UTC) in [from, to] (YYYY-MM-DD), days without any
 * omitted. Rows are bucketed here rather than in SQL so one query serves SQLite and PostgreSQL.
 */
export async function submissionsPerDay(
  database: Database,
  uid: string,
  from: string,
  to: string,
): Promise<{ date: string; count: number }[]> {
  // China-time days, as the home page's week statistics (lib/china-day.ts)
  const start = chinaDayStart(from);
  const end = new Date(chinaDayStart(to).getTime() + 24 * 3600 * 1000);
  const rows = await database.db
    .selectFrom('judge')
    .select('submit_time')
    .where('uid', '=', uid)
    .where('cid', '=', 0)
    .where('gid', 'is', null)
    .where('submit_time', '>=', database.cols.time(start))
    .where('submit_time', '<', database.cols.time(end))
    .execute();
  const perDay = new Map<string, number>();
  for (const r of rows) {
    const t = readTime(r.submit_time);
    if (!t) continue;
    const day = chinaDay(t);
    perDay.set(day, (perDay.get(day) ?? 0) + 1);
  }
  return [...perDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([date, count]) => ({ date, count }));
}
