/**
 * `createJudge(options)`: one judge = one runner, the detected languages, the caches and a number
 * of run slots. The worker entry (queue consumer, embedded or remote) calls `judge()` per task.
 */
import { JudgeStatus } from '@judge/shared';
import { mkdir } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { languageAvailability, type LanguageAvailability } from './availability.js';
import { HelperCache } from './helper-cache.js';
import { LANGUAGES, type LanguageDef } from './languages.js';
import { PchCache } from './pch.js';
import {
  judgeSubmission,
  systemError,
  type JudgeProblem,
  type PipelineContext,
  type SubmissionInput,
  type SubmissionResult,
} from './pipeline.js';
import type { Runner } from './runner.js';
import { SandboxRunner } from './sandbox-runner.js';
import { scratchRemoved } from './scratch.js';
import { Slots } from './slots.js';
import { testJudge, type TestJudgeInput, type TestJudgeResult } from './test-judge.js';
import { TestDataStore, type FetchBlob } from './testdata.js';
import { detectToolchains, resolveToolchainPaths, type ToolchainInfo } from './toolchains.js';
import { UnsafeLocalRunner } from './unsafe-runner.js';

export interface JudgeOptions {
  /** Caches (precompiled headers, checkers, test data). Default: <tmpdir>/judge-cache. */
  cacheDir?: string;
  /** Scratch dirs of running submissions. Default: <tmpdir>/judge-work. */
  workDir?: string;
  /** Programs run at once (compiles and cases). Default: CPU count. */
  concurrency?: number;
  /** First uid of the sandbox's slots (default 60000 or $SANDBOX_UID_BASE); distinct per runner on one host. */
  sandboxUidBase?: number;
  /** Use this runner instead of choosing one (tests, embedding). */
  runner?: Runner;
  /** Fetch hook of the test-data store (remote workers). */
  fetchTestData?: FetchBlob;
  /** Build the C++ precompiled headers at start instead of on first use. */
  warmPch?: boolean;
  /** Keep per-submission scratch dirs (debugging). */
  keepWorkDirs?: boolean;
  /**
   * Judge each language's A+B template at start and hide the languages that do not get
   * Accepted (a toolchain that exists but cannot run in this sandbox). Costs one compile each.
   * `true` finishes the check before `createJudge` resolves (tests); `'background'` resolves at
   * once and checks one language at a time behind real work, so a fresh start can judge straight
   * away (a full check takes about a minute on two cores, most of it C++ header builds).
   */
  verifyLanguages?: boolean | 'background';
  /** The language table to offer from (default: the whole table, `LANGUAGES`). */
  languages?: readonly LanguageDef[];
}

export interface LanguageInfo {
  name: string;
  description: string;
  contentType: string;
  version: string;
  limitFactor: number;
}

export interface JudgeDescription {
  runner: string;
  isolated: boolean;
  /** Programs this judge runs at once. */
  concurrency: number;
  cpuCores: number;
  languages: { name: string; version: string }[];
}

export interface Judge {
  readonly runner: Runner;
  readonly testData: TestDataStore;
  /** Parent of the per-submission scratch dirs. */
  readonly workRoot: string;
  /** Every language of the table with its detection result. */
  readonly toolchains: ReadonlyMap<string, ToolchainInfo>;
  /**
   * Every language of the table, offered or hidden with the cause and the Debian packages of its
   * toolchain (see `availability.ts`). Current: a language the background self-check hides turns
   * hidden here when it does.
   */
  availability(): LanguageAvailability[];
  /** Languages this judge can judge (toolchain found and profile supported by the runner). */
  languages(): LanguageInfo[];
  judge(input: SubmissionInput): Promise<SubmissionResult>;
  /** What a worker advertises in its heartbeat (issue 5 §6): runner, slots, languages with versions. */
  describe(): JudgeDescription;
  /** Settles when the scratch dirs of finished submissions are gone (they go after the verdict). */
  scratchRemoved(): Promise<void>;
  /** Settles when the language self-check (`verifyLanguages`) is over; at once without one. */
  verified(): Promise<void>;
  /** The problem page's test run on custom input (see `test-judge.ts`). */
  testJudge(input: TestJudgeInput): Promise<TestJudgeResult>;
  close(): Promise<void>;
}

/**
 * The real sandbox when it starts; otherwise the development runner if SANDBOX_UNSAFE=1;
 * otherwise an error saying why the sandbox is unavailable.
 */
export async function chooseRunner(slots: number, uidBase?: number): Promise<Runner> {
  try {
    return await SandboxRunner.start(slots, uidBase);
  } catch (err) {
    if (process.env.SANDBOX_UNSAFE === '1') return new UnsafeLocalRunner();
    throw new Error(`sandbox unavailable: ${(err as Error).message}`);
  }
}

export async function createJudge(options: JudgeOptions = {}): Promise<Judge> {
  const cacheDir = options.cacheDir ?? join(tmpdir(), 'judge-cache');
  const workRoot = options.workDir ?? join(tmpdir(), 'judge-work');
  await mkdir(cacheDir, { recursive: true });
  await mkdir(workRoot, { recursive: true });
  const concurrency = options.concurrency ?? availableParallelism();
  const runner = options.runner ?? (await chooseRunner(concurrency, options.sandboxUidBase));
  const table = options.languages ?? LANGUAGES;
  const toolchains = await detectToolchains(table);
  const usable = new Map<string, LanguageDef>();
  for (const lang of table) {
    const tc = toolchains.get(lang.name);
    if (!tc?.available) continue;
    const missing = [lang.profile, lang.compile ? (lang.compile.profile ?? 'compiler') : null].find(
      (p) => p && !runner.supportsProfile(p),
    );
    if (missing) {
      toolchains.set(lang.name, {
        ...tc,
        available: false,
        reason: `the ${runner.name} runner has no '${missing}' profile`,
        cause: 'runner-profile-missing',
      });
      continue;
    }
    usable.set(lang.name, await resolveToolchainPaths(lang));
  }
  const slots = new Slots(concurrency);
  const withSlot = <T>(fn: () => Promise<T>) => slots.with(fn);
  const pch =
    usable.has('C++') || [...usable.keys()].some((n) => n.startsWith('C++')) ? new PchCache(cacheDir) : null;
  if (pch && options.warmPch) {
    await Promise.all(
      [...usable.values()].filter((l) => l.compile?.pch).map((l) => pch.dirFor(l.compile!.pch!.flags)),
    );
  }
  const helpers = new HelperCache(cacheDir, runner, pch, withSlot);
  const testData = new TestDataStore(join(cacheDir, 'testdata'), options.fetchTestData);
  const ctx: PipelineContext = {
    runner,
    language: (name) => usable.get(name),
    pch,
    helpers,
    withSlot,
    workRoot,
    keepWorkDirs: options.keepWorkDirs,
  };
  let verifying: Promise<void> = Promise.resolve();
  if (options.verifyLanguages === 'background') {
    verifying = verifyLanguages(ctx, usable, toolchains, 1).catch(() => {});
  } else if (options.verifyLanguages) await verifyLanguages(ctx, usable, toolchains, usable.size);
  return {
    runner,
    testData,
    workRoot,
    toolchains,
    availability: () => languageAvailability(toolchains, table),
    languages: () =>
      [...usable.values()].map((l) => ({
        name: l.name,
        description: l.description,
        contentType: l.contentType,
        version: toolchains.get(l.name)?.version ?? '',
        limitFactor: l.limitFactor,
      })),
    judge: async (input) => {
      let problem = input.problem;
      try {
        problem = await resolveTestData(testData, problem);
      } catch (err) {
        return systemError((err as Error).message);
      }
      return judgeSubmission(ctx, { ...input, problem });
    },
    testJudge: (input) => testJudge(ctx, input),
    describe: () => ({
      runner: runner.name,
      isolated: runner.isolated,
      concurrency,
      cpuCores: availableParallelism(),
      languages: [...usable.values()].map((l) => ({
        name: l.name,
        version: toolchains.get(l.name)?.version ?? '',
      })),
    }),
    verified: () => verifying,
    scratchRemoved,
    close: async () => {
      await scratchRemoved();
      await runner.close?.();
    },
  };
}

async function verifyLanguages(
  ctx: PipelineContext,
  usable: Map<string, LanguageDef>,
  toolchains: Map<string, ToolchainInfo>,
  parallel: number,
) {
  const pending = [...usable.values()];
  const worker = async () => {
    for (let lang = pending.shift(); lang; lang = pending.shift()) await verifyOne(lang);
  };
  const verifyOne = async (lang: LanguageDef) => {
    const r = await testJudge(ctx, {
      language: lang.name,
      code: lang.template,
      input: '2 3',
      expectedOutput: '5',
      problem: { timeLimit: 2000, memoryLimit: 256 },
    });
    if (r.status === JudgeStatus.ACCEPTED) return;
    usable.delete(lang.name);
    const tc = toolchains.get(lang.name);
    const why = [r.errorMessage, r.output && `output: ${JSON.stringify(r.output.slice(0, 200))}`]
      .filter(Boolean)
      .join(' ')
      .split('\n')
      .slice(0, 3)
      .join(' ');
    toolchains.set(lang.name, {
      language: lang.name,
      version: tc?.version,
      available: false,
      reason: `A+B self-check got status ${r.status}: ${why}`,
      cause: 'self-check-failed',
    });
  };
  await Promise.all(Array.from({ length: Math.max(1, parallel) }, worker));
}

const HASH_REF = /^sha256:([0-9a-f]{64})$/;

/**
 * Cases may name their files by content hash (`sha256:<hex>`) instead of by path: they are taken
 * from the test-data store, fetched through its hook when missing (remote workers), so a worker
 * always judges the data the server holds now.
 */
export async function resolveTestData(store: TestDataStore, problem: JudgeProblem): Promise<JudgeProblem> {
  if (!problem.cases.some((c) => HASH_REF.test(c.input) || HASH_REF.test(c.output))) return problem;
  const resolve = async (ref: string) => {
    const m = HASH_REF.exec(ref);
    return m ? store.resolve(m[1]) : ref;
  };
  const cases = await Promise.all(
    problem.cases.map(async (c) => ({
      ...c,
      inputName: c.inputName ?? c.input,
      outputName: c.outputName ?? c.output,
      input: await resolve(c.input),
      output: await resolve(c.output),
    })),
  );
  return { ...problem, cases };
}
