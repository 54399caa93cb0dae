// Problem, test-case and language queries shared by the judge and the problem modules.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';

import type { ProblemRow, ProblemCaseRow } from '../../db/rows.js';
export type { ProblemRow, ProblemCaseRow };

/** Case status: in use. */
export const CASE_ACTIVE = 0;

export function findProblemByDisplayId(db: Kysely<DB>, problemId: string) {
  return db.selectFrom('problem').selectAll().where('problem_id', '=', problemId).executeTakeFirst();
}

export function findProblemById(db: Kysely<DB>, id: number) {
  return db.selectFrom('problem').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The problem's current case set, in judging order. */
export function activeCases(db: Kysely<DB>, pid: number) {
  return db
    .selectFrom('problem_case')
    .selectAll()
    .where('pid', '=', pid)
    .where('status', '=', CASE_ACTIVE)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** Names of the languages a problem accepts (empty = every local language). */
export async function problemLanguageNames(db: Kysely<DB>, pid: number): Promise<string[]> {
  const rows = await db
    .selectFrom('problem_language as pl')
    .innerJoin('language as l', 'l.id', 'pl.lid')
    .select('l.name')
    .where('pl.pid', '=', pid)
    .execute();
  return rows.map((r) => r.name);
}

export function findLocalLanguage(db: Kysely<DB>, name: string) {
  return db
    .selectFrom('language')
    .selectAll()
    .where('oj', '=', 'ME')
    .where('name', '=', name)
    .executeTakeFirst();
}
