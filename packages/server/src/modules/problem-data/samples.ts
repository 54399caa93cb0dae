// Sample problems seeded once on the first start, so a fresh install can judge something:
// A+B (ACM, 10 cases) and an OI problem with per-case scores (sum of a list, 5 × 20 points).
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import type { TestDataBlobs } from './testdata-store.js';

export interface SampleCase {
  input: string;
  output: string;
  score?: number;
}

export interface SampleProblem {
  problemId: string;
  title: string;
  type: 0 | 1;
  description: string;
  input: string;
  output: string;
  examples: string;
  difficulty: number;
  cases: SampleCase[];
}

function abCases(): SampleCase[] {
  const pairs: [number, number][] = [
    [1, 2],
    [0, 0],
    [-5, 5],
    [123, 456],
    [1000000000, 1000000000],
    [-1000000000, -1000000000],
    [999, 1],
    [42, -43],
    [314159, 271828],
    [7, 8],
  ];
  return pairs.map(([a, b]) => ({ input: `${a} ${b}\n`, output: `${a + b}\n` }));
}

function sumCases(): SampleCase[] {
  const lists = [
    [1, 2, 3],
    [10],
    [5, -5, 5, -5],
    Array.from({ length: 100 }, (_, i) => i + 1),
    [1e9, 1e9, 1e9],
  ];
  return lists.map((xs) => ({
    input: `${xs.length}\n${xs.join(' ')}\n`,
    output: `${xs.reduce((s, x) => s + x, 0)}\n`,
    score: 20,
  }));
}

export const SAMPLE_PROBLEMS: SampleProblem[] = [
  {
    problemId: 'P1000',
    title: 'A+B Problem',
    type: 0,
    description: 'Read two integers $a$ and $b$ and print $a+b$.',
    input: 'One line with two integers $a$ and $b$ ($|a|,|b| \\le 10^9$).',
    output: 'One integer, $a+b$.',
    examples: '<input>1 2</input><output>3</output>',
    difficulty: 0,
    cases: abCases(),
  },
  {
    problemId: 'P1001',
    title: 'Sum of a List (OI)',
    type: 1,
    description: 'Read $n$ integers and print their sum. Each of the 5 test cases is worth 20 points.',
    input:
      'The first line holds $n$ ($1 \\le n \\le 100$), the second line $n$ integers ($|x_i| \\le 10^9$).',
    output: 'One integer, the sum.',
    examples: '<input>3\n1 2 3</input><output>6</output>',
    difficulty: 1,
    cases: sumCases(),
  },
];

/** Inserts a problem with its cases (test data stored by hash). Returns the problem's id. */
export async function insertProblemWithCases(
  database: Database,
  blobs: TestDataBlobs,
  p: SampleProblem & { author?: string; judgeCaseMode?: string; timeLimit?: number; memoryLimit?: number },
): Promise<number> {
  const { db, cols } = database;
  const now = cols.time();
  const stored = await Promise.all(
    p.cases.map(async (c) => ({ c, inp: await blobs.put(c.input), out: await blobs.put(c.output) })),
  );
  const ioScore = p.type === 1 ? p.cases.reduce((s, c) => s + (c.score ?? 0), 0) : 100;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('problem')
      .values({
        problem_id: p.problemId,
        title: p.title,
        author: p.author ?? 'root',
        type: p.type,
        judge_mode: 'default',
        judge_case_mode: p.judgeCaseMode ?? 'default',
        time_limit: p.timeLimit ?? 1000,
        memory_limit: p.memoryLimit ?? 256,
        stack_limit: 128,
        description: p.description,
        input: p.input,
        output: p.output,
        examples: p.examples,
        is_remote: cols.bool(false),
        source: null,
        difficulty: p.difficulty,
        hint: null,
        auth: 1,
        io_score: ioScore,
        code_share: cols.bool(true),
        is_remove_end_blank: cols.bool(true),
        open_case_result: cols.bool(true),
        is_upload_case: cols.bool(false),
        case_version: String(Date.now()),
        is_file_io: cols.bool(false),
        is_group: cols.bool(false),
        modified_user: p.author ?? 'root',
        gmt_create: now,
        gmt_modified: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const pid = Number(row.id);
    await trx
      .insertInto('problem_case')
      .values(
        stored.map(({ c, inp, out }, i) => ({
          pid,
          input: `${i + 1}.in`,
          output: `${i + 1}.out`,
          input_hash: inp.hash,
          output_hash: out.hash,
          input_size: inp.size,
          output_size: out.size,
          score: c.score ?? 0,
          group_num: 1,
          status: 0,
          sort: i + 1,
          gmt_create: now,
          gmt_modified: now,
        })),
      )
      .execute();
    return pid;
  });
}

const SEED_KEY = 'judge_samples_seeded';

/** Seeds the sample problems once (a marker row in site_config); never re-creates deleted ones. */
export async function seedSampleProblems(database: Database, blobs: TestDataBlobs): Promise<string[]> {
  const { db, cols } = database;
  const claimed = await db
    .insertInto('site_config')
    .values({ key: SEED_KEY, value: cols.json(true), gmt_modified: cols.time() })
    .onConflict((oc) => oc.column('key').doNothing())
    .executeTakeFirst();
  if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) return [];
  const created: string[] = [];
  for (const p of SAMPLE_PROBLEMS) {
    const exists = await db
      .selectFrom('problem')
      .select('id')
      .where(sql`lower(problem_id)`, '=', p.problemId.toLowerCase())
      .executeTakeFirst();
    if (exists) continue;
    await insertProblemWithCases(database, blobs, p);
    created.push(p.problemId);
  }
  return created;
}
