// Sample problems seeded once on the first start, so a fresh install can judge something:
// A+B (ACM, 10 cases), an OI problem with per-case scores (sum of a list, 5 × 20 points), a special
// judge problem (any derangement, C++ checker), an interactive one (guess the number, C++
// interactor) and an OI problem with subtasks (range sums, subtask_lowest, 20 + 30 + 50 points).
// Reference solutions: `packages/server/test/judging/sample-problems.test.ts`.
import { sql } from 'kysely';
import { problemTotalScore } from '@judge/judge';
import type { CaseModeValue } from '@judge/shared';
import type { Database } from '../../db/index.js';
import type { TestDataBlobs } from './testdata/store.js';

export interface SampleCase {
  input: string;
  output: string;
  score?: number;
  /** Subtask (group_num), 1 when absent. */
  group?: number;
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
  /** default | spj | interactive */
  judgeMode?: 'default' | 'spj' | 'interactive';
  /** Checker (spj) or interactor source, and its language ('C' / 'C++'). */
  spjCode?: string;
  spjLanguage?: string;
  judgeCaseMode?: string;
  timeLimit?: number;
  memoryLimit?: number;
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

/** Deterministic PRNG (mulberry32): the same test data, hence the same hashes, on every start. */
function prng(seed: number): (lo: number, hi: number) => number {
  let a = seed >>> 0;
  return (lo, hi) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    const r = ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    return lo + Math.floor(r * (hi - lo + 1));
  };
}

// ---- P1002: special judge -------------------------------------------------------------------

/** The checker's and the interactor's way out (testlib's conventions): the verdict word and a note
 * on stderr, the verdict's exit code; one copy so that both programs report alike. */
const QUIT_CPP = `static void quit(int code, const char *prefix, const char *fmt, ...) {
  std::fputs(prefix, stderr);
  va_list ap;
  va_start(ap, fmt);
  std::vfprintf(stderr, fmt, ap);
  va_end(ap);
  std::fputc('\\n', stderr);
  std::exit(code);
}
`;

/** Checker of P1002 (testlib conventions, no header needed): `checker <input> <user output> <answer>`;
 * exit 0 + "ok …" AC, exit 1 + "wrong answer …" WA, exit 2 + "wrong output format …" PE (judged WA
 * with a note, HOJ's rule), exit 3 + "FAIL …" System Error (exit 7 + "points X" would be partial). */
export const DERANGEMENT_CHECKER = `// Checker: the output must be a permutation of 1..n with p[i] != i for every i.
#include <cctype>
#include <cstdarg>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

${QUIT_CPP}
// Next whitespace-separated token (at most 24 characters kept); false at end of file.
static bool token(FILE *f, std::string &s, bool &tooLong) {
  int c;
  s.clear();
  tooLong = false;
  while ((c = std::fgetc(f)) != EOF && std::isspace(c)) {
  }
  if (c == EOF) return false;
  do {
    if (s.size() < 24) s.push_back((char)c);
    else tooLong = true;
  } while ((c = std::fgetc(f)) != EOF && !std::isspace(c));
  return true;
}

static bool toInt(const std::string &s, long long &v) {
  size_t i = (s[0] == '-') ? 1 : 0;
  if (i == s.size() || s.size() - i > 18) return false;
  v = 0;
  for (; i < s.size(); i++) {
    if (!std::isdigit((unsigned char)s[i])) return false;
    v = v * 10 + (s[i] - '0');
  }
  if (s[0] == '-') v = -v;
  return true;
}

int main(int argc, char **argv) {
  if (argc < 4) quit(3, "FAIL ", "usage: checker <input> <user output> <answer>");
  FILE *in = std::fopen(argv[1], "r");
  FILE *out = std::fopen(argv[2], "r");
  if (!in || !out) quit(3, "FAIL ", "cannot open the input or the user output");
  long long n;
  if (std::fscanf(in, "%lld", &n) != 1 || n < 2) quit(3, "FAIL ", "bad input file");
  std::vector<char> seen(n + 1, 0);
  std::string t;
  bool tooLong;
  for (long long i = 1; i <= n; i++) {
    if (!token(out, t, tooLong)) quit(2, "wrong output format ", "expected %lld numbers, found %lld", n, i - 1);
    long long v;
    if (tooLong || !toInt(t, v)) quit(2, "wrong output format ", "number %lld is not an integer: \\"%s\\"", i, t.c_str());
    if (v < 1 || v > n) quit(1, "wrong answer ", "p[%lld] = %lld is not between 1 and %lld", i, v, n);
    if (seen[v]) quit(1, "wrong answer ", "%lld appears twice", v);
    if (v == i) quit(1, "wrong answer ", "p[%lld] = %lld stays in its place", i, v);
    seen[v] = 1;
  }
  if (token(out, t, tooLong)) quit(2, "wrong output format ", "extra output after %lld numbers", n);
  quit(0, "ok ", "a derangement of %lld numbers", n);
}
`;

function derangementCases(): SampleCase[] {
  return [2, 3, 4, 5, 7, 10, 99, 1000, 54321, 100000].map((n) => ({
    input: `${n}\n`,
    // one valid answer (the checker does not need it): shift everything left by one
    output: `${Array.from({ length: n }, (_, i) => ((i + 1) % n) + 1).join(' ')}\n`,
  }));
}

// ---- P1003: interactive ---------------------------------------------------------------------

/** Interactor of P1003: input file `n x`; tells the solution n, then answers each guess. */
export const GUESS_INTERACTOR = `// Interactor: guess the number. Input file: n and the secret x (1 <= x <= n).
// Prints n, then answers each guess g with "<" (x < g), ">" (x > g) or "=" (found). 30 guesses at most.
#include <cstdarg>
#include <cstdio>
#include <cstdlib>

${QUIT_CPP}
int main(int argc, char **argv) {
  if (argc < 2) quit(3, "FAIL ", "usage: interactor <input> <user output> <answer>");
  FILE *in = std::fopen(argv[1], "r");
  long long n, x;
  if (!in || std::fscanf(in, "%lld %lld", &n, &x) != 2 || x < 1 || x > n) quit(3, "FAIL ", "bad input file");
  std::printf("%lld\\n", n);
  std::fflush(stdout);
  for (int i = 1; i <= 30; i++) {
    long long g;
    int got = std::scanf("%lld", &g);
    if (got == EOF) quit(1, "wrong answer ", "the solution stopped after %d guesses", i - 1);
    if (got != 1) quit(2, "wrong output format ", "guess %d is not an integer", i);
    if (g < 1 || g > n) quit(1, "wrong answer ", "guess %lld is not between 1 and %lld", g, n);
    if (g == x) {
      std::printf("=\\n");
      std::fflush(stdout);
      quit(0, "ok ", "found %lld in %d guesses", x, i);
    }
    std::printf("%s\\n", x < g ? "<" : ">");
    std::fflush(stdout);
  }
  quit(1, "wrong answer ", "30 guesses and the number %lld is still not found", x);
}
`;

function guessCases(): SampleCase[] {
  const pairs: [number, number][] = [
    [1, 1],
    [10, 7],
    [100, 1],
    [100, 100],
    [1000000000, 1],
    [1000000000, 1000000000],
    [1000000000, 500000000],
    [1000000000, 123456789],
    [999999937, 777777777],
    [2, 2],
  ];
  return pairs.map(([n, x]) => ({ input: `${n} ${x}\n`, output: `${x}\n` }));
}

// ---- P1004: OI with subtasks ----------------------------------------------------------------

/** Range sums: `n q`, the array, q queries `l r`; the answers. `full` makes every query wide. */
function rangeSumCase(
  seed: number,
  n: number,
  q: number,
  maxAbs: number,
  full: boolean,
  score: number,
  group: number,
): SampleCase {
  const rnd = prng(seed);
  const a = Array.from({ length: n }, () => rnd(-maxAbs, maxAbs));
  // |prefix sums| <= 1e14: exact in a double
  const pre = [0];
  for (const v of a) pre.push(pre[pre.length - 1] + v);
  const qs: string[] = [];
  const ans: string[] = [];
  for (let i = 0; i < q; i++) {
    let l: number;
    let r: number;
    if (full) {
      l = rnd(1, Math.min(n, 10));
      r = rnd(Math.max(l, n - 9), n);
    } else {
      l = rnd(1, n);
      r = rnd(1, n);
      if (l > r) [l, r] = [r, l];
    }
    qs.push(`${l} ${r}`);
    ans.push(String(pre[r] - pre[l - 1]));
  }
  return {
    input: `${n} ${q}\n${a.join(' ')}\n${qs.join('\n')}\n`,
    output: `${ans.join('\n')}\n`,
    score,
    group,
  };
}

let rangeSumCache: SampleCase[] | null = null;
function rangeSumCases(): SampleCase[] {
  rangeSumCache ??= [
    // subtask 1 (20): n, q <= 1000, |a_i| <= 1000
    {
      input: '5 3\n1 -2 3 4 -5\n1 5\n2 4\n3 3\n',
      output: '1\n5\n3\n',
      score: 20,
      group: 1,
    },
    rangeSumCase(11, 1000, 1000, 1000, false, 20, 1),
    // subtask 2 (30): n, q <= 1e5, |a_i| <= 1000 — every query wide: O(nq) is too slow
    rangeSumCase(21, 1000, 1000, 1000, true, 30, 2),
    rangeSumCase(22, 100000, 100000, 1000, true, 30, 2),
    // subtask 3 (50): n, q <= 1e5, |a_i| <= 1e9 — sums need 64-bit integers
    rangeSumCase(31, 1000, 1000, 1000000000, false, 50, 3),
    rangeSumCase(32, 100000, 100000, 1000000000, true, 50, 3),
  ];
  return rangeSumCache;
}

/** Added after the first release: seeded once on the next start of an older install too. */
export const SAMPLE_PROBLEMS_2: SampleProblem[] = [
  {
    problemId: 'P1002',
    title: 'Any Derangement (Special Judge)',
    type: 0,
    judgeMode: 'spj',
    spjLanguage: 'C++',
    spjCode: DERANGEMENT_CHECKER,
    description:
      'Print a permutation $p_1, p_2, \\ldots, p_n$ of the numbers $1, 2, \\ldots, n$ such that $p_i \\ne i$ for every $i$ (no number stays in its place).\n\n' +
      'Many answers are correct: print **any** of them. A special judge (checker) verifies your output, so it does not need to match the sample.',
    input: 'One integer $n$ ($2 \\le n \\le 10^5$).',
    output: '$n$ integers separated by spaces: the permutation.',
    examples: '<input>3</input><output>2 3 1</output><input>4</input><output>2 1 4 3</output>',
    difficulty: 0,
    cases: derangementCases(),
  },
  {
    problemId: 'P1003',
    title: 'Guess the Number (Interactive)',
    type: 0,
    judgeMode: 'interactive',
    spjLanguage: 'C++',
    spjCode: GUESS_INTERACTOR,
    description:
      'This is an **interactive** problem. The judge has chosen a secret integer $x$ with $1 \\le x \\le n$. Find it with at most $30$ guesses.\n\n' +
      'First read $n$. Then repeatedly print a guess $g$ ($1 \\le g \\le n$) on its own line and **flush** the output ' +
      '(`fflush(stdout)` or `cout << endl` in C++, `print(..., flush=True)` in Python, `System.out.flush()` in Java). ' +
      'The judge answers with one line: `<` if $x < g$, `>` if $x > g$, or `=` if $g = x$. After `=` your program must end. ' +
      'More than $30$ guesses, a guess outside $[1, n]$ or ending early is a Wrong Answer.\n\n' +
      'In the sample, the left column is what the judge prints and the right one what your program prints ($n = 10$, $x = 7$).',
    input:
      'The first line holds $n$ ($1 \\le n \\le 10^9$); then one answer (`<`, `>` or `=`) after each of your guesses.',
    output: 'Your guesses, one per line, each followed by a flush.',
    examples: '<input>10\n>\n<\n=</input><output>5\n8\n7</output>',
    difficulty: 1,
    cases: guessCases(),
  },
  {
    problemId: 'P1004',
    title: 'Range Sums (OI, Subtasks)',
    type: 1,
    judgeCaseMode: 'subtask_lowest',
    description:
      'Given an array $a_1, \\ldots, a_n$, answer $q$ queries: for each pair $l, r$ print $a_l + a_{l+1} + \\cdots + a_r$.\n\n' +
      'The test cases are grouped into subtasks; a subtask scores its points only when **every** case in it is correct ' +
      '(the score of a subtask is the lowest score among its cases).\n\n' +
      '| subtask | points | $n, q$ | $|a_i|$ |\n| --- | --- | --- | --- |\n' +
      '| 1 | 20 | $\\le 1000$ | $\\le 1000$ |\n| 2 | 30 | $\\le 10^5$ | $\\le 1000$ |\n| 3 | 50 | $\\le 10^5$ | $\\le 10^9$ |',
    input:
      'The first line holds $n$ and $q$, the second line $a_1, \\ldots, a_n$, then $q$ lines with $l$ and $r$ ($1 \\le l \\le r \\le n$).',
    output: '$q$ lines: the sum of each query.',
    examples: '<input>5 3\n1 -2 3 4 -5\n1 5\n2 4\n3 3</input><output>1\n5\n3</output>',
    difficulty: 2,
    // generated on first use (a few MB), then kept for the process
    get cases() {
      return rangeSumCases();
    },
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
  const ioScore =
    p.type === 1
      ? problemTotalScore(
          p.cases.map((c) => ({ score: c.score ?? 0, groupNum: c.group ?? 1 })),
          (p.judgeCaseMode ?? 'default') as CaseModeValue,
        )
      : 100;
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('problem')
      .values({
        problem_id: p.problemId,
        title: p.title,
        author: p.author ?? 'root',
        type: p.type,
        judge_mode: p.judgeMode ?? 'default',
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
        spj_code: p.spjCode ?? null,
        spj_language: p.spjCode ? (p.spjLanguage ?? 'C++') : null,
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
          group_num: c.group ?? 1,
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

/**
 * Each set is seeded once, under its own marker row in site_config: a deleted sample is never
 * re-created, and a set added in a later release reaches an older install on its next start. A
 * sample whose id is already taken is skipped.
 */
const SAMPLE_SETS: { key: string; problems: () => SampleProblem[] }[] = [
  { key: 'judge_samples_seeded', problems: () => SAMPLE_PROBLEMS },
  { key: 'judge_samples_seeded_2', problems: () => SAMPLE_PROBLEMS_2 },
];

/** Seeds the sample problems of each set not seeded yet; returns the ids created. */
export async function seedSampleProblems(database: Database, blobs: TestDataBlobs): Promise<string[]> {
  const { db, cols } = database;
  const created: string[] = [];
  for (const set of SAMPLE_SETS) {
    const claimed = await db
      .insertInto('site_config')
      .values({ key: set.key, value: cols.json(true), gmt_modified: cols.time() })
      .onConflict((oc) => oc.column('key').doNothing())
      .executeTakeFirst();
    if (Number(claimed.numInsertedOrUpdatedRows ?? 0) === 0) continue;
    for (const p of set.problems()) {
      const exists = await db
        .selectFrom('problem')
        .select('id')
        .where(sql`lower(problem_id)`, '=', p.problemId.toLowerCase())
        .executeTakeFirst();
      if (exists) continue;
      await insertProblemWithCases(database, blobs, p);
      created.push(p.problemId);
    }
  }
  return created;
}
