// The one shape of a problem list's row (the site's list, a group's list for its members): the
// problem's facts, its tags and its verdict counts; the caller's score is not part of a list row.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { ProblemRow } from '../../db/rows.js';
import { countsByProblem, emptyCounts, tagsByProblem } from './list-repo.js';

/** The columns a list row reads of `problem`. */
export type ProblemListRow = Pick<ProblemRow, 'id' | 'problem_id' | 'title' | 'difficulty' | 'type'>;

/** The list rows of a page of problems, in the page's order, with their tags and verdict counts. */
export async function problemListRecords(db: Kysely<DB>, rows: ProblemListRow[]) {
  const pids = rows.map((r) => Number(r.id));
  const [counts, tags] = await Promise.all([countsByProblem(db, pids), tagsByProblem(db, pids)]);
  return rows.map((r) => ({
    pid: Number(r.id),
    problemId: r.problem_id,
    title: r.title,
    difficulty: r.difficulty,
    type: r.type,
    tags: (tags.get(Number(r.id)) ?? []).map((t) => ({ id: t.id, name: t.name, color: t.color })),
    ...(counts.get(Number(r.id)) ?? emptyCounts()),
    score: null,
  }));
}
