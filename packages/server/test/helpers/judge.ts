// Helpers of the judge suites: judge settings for tests, waiting for verdicts, sample problems.
import os from 'node:os';
import { expect } from 'vitest';
import type { BuiltApp } from '../../src/app.js';
import type { AppConfig } from '../../src/config.js';
import { loadJudgeConfig, type JudgeConfig } from '../../src/judging/config.js';
import { IN_PROGRESS } from '../../src/modules/submission/repo.js';
import { insertProblemWithCases, type SampleProblem } from '../../src/modules/problem/samples.js';
import { call } from './app.js';

/** Cache of precompiled headers shared by the server's judge suites (built once, ~4 s per flag set). */
export const TEST_JUDGE_CACHE =
  process.env.JUDGE_TEST_CACHE_SERVER ?? `${os.tmpdir()}/server-judge-test-cache`;
export const TEST_JUDGE_TOKEN = 'test-judge-token-0123456789';

/**
 * Each suite that judges runs its own sandbox daemon: give each a distinct uid range (the sandbox
 * package's tests use 61000/62000, the judge package's the default).
 */
export function useSandboxUidBase(base: number) {
  process.env.SANDBOX_UID_BASE = String(base);
}

export function judgeOverrides(extra: Partial<JudgeConfig> = {}): Partial<AppConfig> {
  return {
    judge: {
      ...loadJudgeConfig({}),
      cacheDir: TEST_JUDGE_CACHE,
      concurrency: 2,
      verifyLanguages: false,
      token: TEST_JUDGE_TOKEN,
      name: `test-${process.pid}`,
      ...extra,
    },
  };
}

export async function waitFinal(app: BuiltApp, submitId: number, timeoutMs = 60_000) {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const row = await app.ctx.database.db
      .selectFrom('judge')
      .selectAll()
      .where('submit_id', '=', submitId)
      .executeTakeFirstOrThrow();
    if (!IN_PROGRESS.includes(row.status)) return row;
    if (Date.now() > end) throw new Error(`submission ${submitId} still ${row.status} after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A submission through the real call (POST /api/submit-problem-judge) as `token`, which must be
 * taken; answers the call's data (the new submission's id and its first status). `body` is sent as
 * it is (pid, language, code, and cid/gid where a suite names them).
 */
export async function submitted(
  app: BuiltApp,
  token: string,
  body: Record<string, unknown>,
): Promise<{ submitId: number; status: number }> {
  const r = await call(app, 'POST', '/api/submit-problem-judge', body, { token });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

/** The same, answering only the new submission's id. */
export const submitCode = async (app: BuiltApp, token: string, body: Record<string, unknown>) =>
  Number((await submitted(app, token, body)).submitId);

/** The id of a problem by its display id (the seeded samples are P1000…P1004). */
export async function pidOf(app: BuiltApp, problemId: string): Promise<number> {
  const row = await app.ctx.database.db
    .selectFrom('problem')
    .select('id')
    .where('problem_id', '=', problemId)
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** The statement of a problem that is only judged: an ACM problem with empty texts. */
const BLANK_STATEMENT = {
  type: 0,
  description: '',
  input: '',
  output: '',
  examples: '',
  difficulty: 0,
} as const;

/** A problem with test data written like the seeded samples; the statement is blank unless given. */
export async function addProblem(
  app: BuiltApp,
  p: Omit<SampleProblem, keyof typeof BLANK_STATEMENT> & Partial<SampleProblem>,
) {
  return insertProblemWithCases(app.ctx.database, app.ctx.judge.blobs, { ...BLANK_STATEMENT, ...p });
}

export async function setSwitches(app: BuiltApp, patch: Record<string, unknown>) {
  await app.ctx.siteConfig.setSwitches(patch as never);
}

export const CPP_AB =
  '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<std::endl;}\n';
export const CPP_WA =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a-b);}\n';
export const CPP_CE = 'int main( { return 0; }\n';
export const PY_AB = 'a, b = map(int, input().split())\nprint(a + b)\n';
export const PY_SUM = 'input()\nxs = list(map(int, input().split()))\nprint(sum(xs))\n';
/** Prints 0 for lists longer than 3: wrong on one of the five OI cases. */
export const PY_SUM_SHORT =
  'input()\nxs = list(map(int, input().split()))\nprint(sum(xs) if len(xs) <= 3 else 0)\n';
