// Queries of the public problem calls: list filters, per-problem verdict counts, tags.
import { sql, type Kysely, type SqlBool } from 'kysely';
import { JudgeStatus, LOCAL_OJ } from '@judge/shared';
import type { DB } from '../../db/types.js';
import { readBool, type Dialect } from '../../db/columns.js';
import { likePattern } from '../../lib/search.js';

export type Counts = {
  total: number;
  ac: number;
  mle: number;
  tle: number;
  re: number;
  pe: number;
  ce: number;
  wa: number;
  se: number;
  pa: number;
};

/** The Counts field each verdict adds to (the problem list's and the contest's statistics). */
export const COUNT_KEYS: Partial<Record<number, keyof Counts>> = {
  [JudgeStatus.ACCEPTED]: 'ac',
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED]: 'mle',
  [JudgeStatus.TIME_LIMIT_EXCEEDED]: 'tle',
  [JudgeStatus.RUNTIME_ERROR]: 're',
  [JudgeStatus.PRESENTATION_ERROR]: 'pe',
  [JudgeStatus.COMPILE_ERROR]: 'ce',
  [JudgeStatus.WRONG_ANSWER]: 'wa',
  [JudgeStatus.SYSTEM_ERROR]: 'se',
  [JudgeStatus.PARTIAL_ACCEPTED]: 'pa',
};

export const emptyCounts = (): Counts => ({
  total: 0,
  ac: 0,
  mle: 0,
  tle: 0,
  re: 0,
  pe: 0,
  ce: 0,
  wa: 0,
  se: 0,
  pa: 0,
});

/**
 * Verdict counts of non-contest submissions per problem (cancelled ones never count), each problem
 * counted in its own scope (issue 23 §4, hoj-behaviour §8 "group submissions don't feed the main
 * site"): a main-site problem counts only main-site submissions (a group problem accepted into the
 * public set keeps its group runs out of its public statistics), a group problem only its group's.
 */
export async function countsByProblem(db: Kysely<DB>, pids: number[]): Promise<Map<number, Counts>> {
  const out = new Map<number, Counts>();
  if (pids.length === 0) return out;
  // The counters per (problem, scope, status) that triggers on `judge` keep (migration 0022): a few
  // rows a problem, where counting the judge index read one entry per submission. Each problem's
  // own scope (its group id, 0 for the main site) is picked in the join.
  const rows = await db
    .selectFrom('problem_verdict_count as c')
    .innerJoin('problem as p', (j) =>
      j.onRef('p.id', '=', 'c.pid').on(sql<SqlBool>`c.scope = coalesce(p.gid, 0)`),
    )
    .select(['c.pid', 'c.status', 'c.n'])
    .where('c.pid', 'in', pids)
    .where('c.n', '>', 0)
    .execute();
  for (const r of rows) {
    const c = out.get(Number(r.pid)) ?? emptyCounts();
    const n = Number(r.n);
    c.total += n;
    const key = COUNT_KEYS[r.status];
    if (key) c[key] += n;
    out.set(Number(r.pid), c);
  }
  return out;
}

export async function tagsByProblem(db: Kysely<DB>, pids: number[]) {
  const out = new Map<
    number,
    { id: number; name: string; color: string | null; oj: string; gid: number | null; tcid: number | null }[]
  >();
  if (pids.length === 0) return out;
  const rows = await db
    .selectFrom('problem_tag as pt')
    .innerJoin('tag as t', 't.id', 'pt.tid')
    .select(['pt.pid', 't.id', 't.name', 't.color', 't.oj', 't.gid', 't.tcid'])
    .where('pt.pid', 'in', pids)
    .orderBy('t.id')
    .execute();
  for (const r of rows) {
    const list = out.get(r.pid) ?? [];
    list.push({ id: Number(r.id), name: r.name, color: r.color, oj: r.oj, gid: r.gid, tcid: r.tcid });
    out.set(r.pid, list);
  }
  return out;
}

/**
 * The problem list's keyword lookup in the index of titles and display ids (`keywordConditions`'
 * `indexed`, as `p.id in …`): SQLite's FTS5 trigram table (migration 0021); none on PostgreSQL,
 * which scans with LIKE.
 */
export function titleSearchIndex(dialect: Dialect) {
  if (dialect !== 'sqlite') return undefined;
  return (phrase: string) =>
    sql<SqlBool>`p.id in (select rowid from problem_search where problem_search match ${phrase})`;
}

/**
 * Ids of the problems whose display id contains `keyword` (case-insensitive, LIKE signs literal), at
 * most `max + 1` of them (so that a caller can tell "more than max"): SQLite's trigram index on
 * `problem_id` for three characters or more (0.1 ms against 1.7 ms for LIKE over 10 000 problems),
 * else a LIKE scan of the problems (never of their submissions).
 */
export async function problemIdsMatching(
  db: Kysely<DB>,
  dialect: Dialect,
  keyword: string,
  max: number,
): Promise<number[]> {
  const rows =
    dialect === 'sqlite' && [...keyword].length >= 3
      ? (
          await sql<{ id: number }>`select rowid as id from problem_search
            where problem_search match ${`problem_id : "${keyword.replaceAll('"', '""')}"`} limit ${max + 1}`.execute(
            db,
          )
        ).rows
      : await db
          .selectFrom('problem')
          .select('id')
          .where(sql`lower(problem_id)`, 'like', sql<string>`${likePattern(keyword)} escape '\\'`)
          .limit(max + 1)
          .execute();
  return rows.map((r) => Number(r.id));
}

/**
 * Site submissions (not cancelled) of these problems in one scope (a group id, 0 for the main site),
 * from the verdict counters: what a submission list filtered to them will hold, at most.
 */
export async function submissionsOfProblems(db: Kysely<DB>, pids: number[], scope: number): Promise<number> {
  if (pids.length === 0) return 0;
  const r = await db
    .selectFrom('problem_verdict_count')
    .select(sql<number | string | null>`sum(n)`.as('n'))
    .where('pid', 'in', pids)
    .where('scope', '=', scope)
    .executeTakeFirst();
  return Number(r?.n ?? 0);
}

/** The largest id a row can have (PostgreSQL's integer columns); a larger one is ignored like `abc`. */
const MAX_ROW_ID = 2_147_483_647;

/** Tag ids out of `tagId`: a comma list or a JSON array. */
export function parseTagIds(raw: string | undefined): number[] {
  if (!raw) return [];
  let parts: unknown[];
  try {
    const j: unknown = JSON.parse(raw);
    parts = Array.isArray(j) ? j : [j];
  } catch {
    parts = raw.split(',');
  }
  return [
    ...new Set(
      parts
        .map((x) => Number(String(x).trim()))
        .filter((n) => Number.isInteger(n) && n > 0 && n <= MAX_ROW_ID),
    ),
  ].slice(0, 20);
}

// The keyword rules of every list search live in lib/search.ts; re-exported for this module's callers.
export { likePattern, searchKeyword } from '../../lib/search.js';

/**
 * The languages a problem is offered in, by seq desc then id: its chosen ones, or every local
 * language when none is chosen (get-problem-detail, and a contest problem's detail).
 */
export async function problemLanguageNames(db: Kysely<DB>, pid: number): Promise<string[]> {
  const chosen = await db
    .selectFrom('problem_language as pl')
    .innerJoin('language as l', 'l.id', 'pl.lid')
    .select(['l.name', 'l.seq', 'l.id'])
    .where('pl.pid', '=', pid)
    .execute();
  const rows = chosen.length
    ? chosen
    : await db.selectFrom('language').select(['name', 'seq', 'id']).where('oj', '=', LOCAL_OJ).execute();
  return rows.sort((a, b) => b.seq - a.seq || Number(a.id) - Number(b.id)).map((r) => r.name);
}

/** A problem's enabled code templates by language name. */
export async function problemCodeTemplates(db: Kysely<DB>, pid: number): Promise<Record<string, string>> {
  const rows = await db
    .selectFrom('code_template as c')
    .innerJoin('language as l', 'l.id', 'c.lid')
    .select(['l.name', 'c.code', 'c.status'])
    .where('c.pid', '=', pid)
    .execute();
  const out: Record<string, string> = {};
  for (const r of rows) if (readBool(r.status)) out[r.name] = r.code;
  return out;
}
