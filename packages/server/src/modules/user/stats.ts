// Submission statistics shown on the user home page and heatmap.
// The submission tables arrive with the judging feature; until then every user has no submissions,
// and these functions are the one place that feature fills in.
import type { Database } from '../../db/index.js';

export interface UserStats {
  total: number;
  solvedList: string[];
  scoreList: number[];
  solvedGroupByDifficulty: Record<string, { id: number; problemId: string; difficulty: number }[]>;
}

export async function userStats(_database: Database, _uid: string): Promise<UserStats> {
  return { total: 0, solvedList: [], scoreList: [], solvedGroupByDifficulty: {} };
}

/** Non-contest submissions per calendar day in [from, to] (YYYY-MM-DD), days without any omitted. */
export async function submissionsPerDay(
  _database: Database,
  _uid: string,
  _from: string,
  _to: string,
): Promise<{ date: string; count: number }[]> {
  return [];
}
