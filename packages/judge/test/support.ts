/** Shared set-up of the integration tests: one judge (real sandbox when it starts), test data on disk. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createJudge, UnsafeLocalRunner, type Judge, type ProblemCase } from '../src/index.js';

export const FIXTURES = join(import.meta.dirname, 'fixtures');
export const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

/** Persistent across runs so the precompiled headers are built once per machine. */
export const CACHE_DIR = process.env.JUDGE_TEST_CACHE ?? join(tmpdir(), 'judge-test-cache');

const workDir = mkdtempSync(join(tmpdir(), 'judge-test-work-'));
let judge: Promise<Judge> | undefined;
export function getJudge(): Promise<Judge> {
  judge ??= createJudge({
    cacheDir: CACHE_DIR,
    workDir,
    verifyLanguages: true,
    warmPch: true,
    // The sandbox's own tests use 61000+ and 62000+; keep clear of them and of a running judge.
    sandboxUidBase: 63000,
    // JUDGE_TEST_RUNNER=unsafe-local (with SANDBOX_UNSAFE=1) exercises the development runner.
    runner: process.env.JUDGE_TEST_RUNNER === 'unsafe-local' ? new UnsafeLocalRunner() : undefined,
  });
  return judge;
}

const dataDir = mkdtempSync(join(tmpdir(), 'judge-test-data-'));
let caseCounter = 0;

/** Write one case (input, expected output) and describe it. */
export function makeCase(input: string, output: string, extra: Partial<ProblemCase> = {}): ProblemCase {
  const n = ++caseCounter;
  const dir = join(dataDir, String(n));
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${n}.in`), input);
  writeFileSync(join(dir, `${n}.out`), output);
  return { id: n, input: join(dir, `${n}.in`), output: join(dir, `${n}.out`), ...extra };
}

/** Stop the sandbox daemon and remove the scratch and data dirs (the cache stays). */
export async function closeJudge(): Promise<void> {
  if (judge) await (await judge).close();
  rmSync(workDir, { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
}
