/**
 * One submission: compile → (checker / interactor ready) → run every case per the case mode →
 * compare or check → scores and final verdict. Status moves Compiling → Judging → final; each case
 * result is reported as soon as it is known. Never throws: anything unexpected is a System Error.
 */
import {
  CaseMode,
  JudgeMode,
  JudgeStatus,
  PROBLEM_DEFAULTS,
  ProblemType,
  type CaseModeValue,
  type JudgeModeValue,
  type JudgeStatusCode,
  type ProblemTypeValue,
} from '@judge/shared';
import { copyFile, mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runChecker } from './checker.js';
import { compareOutput } from './compare.js';
import { compileProgram, stageArtifacts } from './compile.js';
import { copyIntoBox, fileSize, readCapped, regularFileSize, safeFileName } from './files.js';
import type { HelperCache, HelperOutcome } from './helper-cache.js';
import { runInteractive, runtimeErrorMessage } from './interactive.js';
import { checkerLanguage, type LanguageDef } from './languages.js';
import type { PchCache } from './pch.js';
import type { BoxSpec, RunResult, Runner } from './runner.js';
import {
  caseScore,
  finalStatus,
  judgeOiRankScore,
  problemTotalScore,
  submissionScore,
  type ScoredCase,
} from './scoring.js';

export interface ProblemCase {
  id: number | string;
  /** Host paths of the case's input and expected output. */
  input: string;
  output: string;
  /** Full score (OI). */
  score?: number;
  groupNum?: number;
  /** Names shown in results (default: file names of the paths). */
  inputName?: string;
  outputName?: string;
}

export interface JudgeProblem {
  /** ms */
  timeLimit: number;
  /** MB */
  memoryLimit: number;
  /** MB */
  stackLimit?: number;
  type?: ProblemTypeValue;
  judgeMode?: JudgeModeValue;
  caseMode?: CaseModeValue;
  isRemoveEndBlank?: boolean;
  isFileIO?: boolean;
  ioReadFileName?: string;
  ioWriteFileName?: string;
  /** filename → content, next to the user's source and program. */
  userExtraFiles?: Record<string, string>;
  /** filename → content, next to the checker / interactor source (e.g. testlib.h). */
  judgeExtraFiles?: Record<string, string>;
  /** Checker (spj) or interactor (interactive) source. */
  helper?: { code: string; language: string };
  /** Test-data version: part of the helper cache key. */
  testDataVersion?: string;
  /** 0–6, for oiRankScore. */
  difficulty?: number;
  cases: ProblemCase[];
}

export interface CaseResult {
  caseId: number | string;
  /** 1-based order of the case. */
  seq: number;
  groupNum: number;
  status: JudgeStatusCode;
  /** ms, capped at the (multiplied) limit. */
  time: number;
  /** KB, capped at the (multiplied) limit. */
  memory: number;
  score: number;
  fullScore: number;
  /** 0–100 for Partial Accepted. */
  percentage?: number;
  /** Checker / runtime message (not program output). */
  message: string;
  /** Test runs only: the start of the program's output. */
  output?: string;
  inputName: string;
  outputName: string;
}

export interface SubmissionResult {
  status: JudgeStatusCode;
  time: number;
  memory: number;
  /** OI only. */
  score: number | null;
  /** Problem total (OI). */
  totalScore: number | null;
  /** OI only, when the problem's difficulty is given. */
  oiRankScore: number | null;
  errorMessage: string;
  cases: CaseResult[];
}

export type JudgeEvent =
  | { type: 'status'; status: typeof JudgeStatus.COMPILING | typeof JudgeStatus.JUDGING }
  | { type: 'case'; result: CaseResult };

export interface SubmissionInput {
  language: string;
  code: string;
  problem: JudgeProblem;
  onProgress?: (event: JudgeEvent) => void | Promise<void>;
  /**
   * Test run (see `test-judge.ts`): keep the first `outputChars` characters of the program's output
   * and, when `compare` is false (no expected output given), accept any run that ends normally.
   */
  testRun?: { outputChars: number; compare: boolean };
}

/** What the pipeline needs from the judge that runs it (see `createJudge`). */
export interface PipelineContext {
  runner: Runner;
  /** Languages whose toolchain was found and whose profile the runner supports. */
  language(name: string): LanguageDef | undefined;
  pch: PchCache | null;
  helpers: HelperCache;
  withSlot<T>(fn: () => Promise<T>): Promise<T>;
  /** Scratch space for this submission (removed afterwards unless keepWorkDirs). */
  workRoot: string;
  keepWorkDirs?: boolean;
}

/** Sandbox headroom over the limit, so that "just over" is measured rather than cut. */
const CPU_HEADROOM_MS = 200;
/** Memory the sandbox grants beyond the limit; a peak above the limit is still MLE. */
const MEMORY_HEADROOM_KB = 64 * 1024;
/** Output cap: max(2 × expected output, 32 MB) (hoj-behaviour §2.2). */
const MIN_OUTPUT_CAP_KB = 32 * 1024;
const SKIPPED_MESSAGE = 'Skipped';

interface Limits {
  timeMs: number;
  memoryKb: number;
  stackKb: number;
}

export function effectiveLimits(problem: JudgeProblem, lang: LanguageDef): Limits {
  const stackMb = problem.stackLimit ?? PROBLEM_DEFAULTS.stackLimitMb;
  return {
    timeMs: problem.timeLimit * lang.limitFactor,
    memoryKb: problem.memoryLimit * 1024 * lang.limitFactor,
    stackKb: stackMb * 1024,
  };
}

export function systemError(message: string, cases: CaseResult[] = []): SubmissionResult {
  return {
    status: JudgeStatus.SYSTEM_ERROR,
    time: 0,
    memory: 0,
    score: null,
    totalScore: null,
    oiRankScore: null,
    errorMessage: message,
    cases,
  };
}

let submissionCounter = 0;

export async function judgeSubmission(
  ctx: PipelineContext,
  input: SubmissionInput,
): Promise<SubmissionResult> {
  const workDir = join(ctx.workRoot, `sub-${process.pid}-${Date.now()}-${++submissionCounter}`);
  try {
    return await judgeIn(ctx, input, workDir);
  } catch (err) {
    return systemError(`judge failure: ${(err as Error).message}`);
  } finally {
    if (!ctx.keepWorkDirs) await rm(workDir, { recursive: true, force: true }).catch(() => {});
  }
}

async function judgeIn(
  ctx: PipelineContext,
  input: SubmissionInput,
  workDir: string,
): Promise<SubmissionResult> {
  const { problem } = input;
  const emit = async (e: JudgeEvent) => {
    await input.onProgress?.(e);
  };
  const lang = ctx.language(input.language);
  if (!lang) return systemError(`language not available on this judge: ${input.language}`);
  const judgeMode = problem.judgeMode ?? JudgeMode.DEFAULT;
  const type = problem.type ?? ProblemType.ACM;
  const caseMode = problem.caseMode ?? CaseMode.DEFAULT;
  if (problem.cases.length === 0) return systemError('the problem has no test cases');

  await emit({ type: 'status', status: JudgeStatus.COMPILING });
  // The checker / interactor (usually already cached) is prepared while the submission compiles.
  const helperName = judgeMode === JudgeMode.SPJ ? 'checker' : 'interactor';
  const helperPromise: Promise<HelperOutcome | null> = (async () => {
    if (judgeMode === JudgeMode.DEFAULT) return null;
    const helperLang = problem.helper ? checkerLanguage(problem.helper.language) : undefined;
    const available = helperLang && ctx.language(helperLang.name);
    if (!problem.helper || !available)
      return { ok: false, message: `${judgeMode} problem without a usable ${helperName}` };
    const got = await ctx.helpers.get({
      language: available,
      code: problem.helper.code,
      extraFiles: problem.judgeExtraFiles,
      version: problem.testDataVersion,
    });
    return got.ok ? got : { ok: false, message: `${helperName} compile error: ${got.message}` };
  })();
  // Never left unhandled if the submission fails to compile.
  helperPromise.catch(() => {});
  const compileDir = join(workDir, 'compile');
  const compiled = await ctx.withSlot(() =>
    compileProgram(
      ctx.runner,
      { language: lang, code: input.code, extraFiles: problem.userExtraFiles },
      join(compileDir, 'box'),
      join(compileDir, 'log'),
      ctx.pch,
    ),
  );
  if (!compiled.ok) {
    if (compiled.internal) return systemError(compiled.message);
    return {
      status: JudgeStatus.COMPILE_ERROR,
      time: 0,
      memory: 0,
      score: null,
      totalScore: null,
      oiRankScore: null,
      errorMessage: compiled.message,
      cases: [],
    };
  }
  const helper = await helperPromise;
  if (helper && !helper.ok) return systemError(helper.message);

  await emit({ type: 'status', status: JudgeStatus.JUDGING });
  const limits = effectiveLimits(problem, lang);
  const runOne = async (c: ProblemCase, seq: number): Promise<CaseResult> => {
    const base = baseResult(c, seq);
    try {
      const verdict = await ctx.withSlot(() =>
        runCase(
          ctx,
          {
            problem,
            lang,
            compiledDir: compiled.dir,
            limits,
            helper: helper?.ok ? helper.helper : null,
            judgeMode,
            testRun: input.testRun,
          },
          c,
          join(workDir, `case-${seq}`),
        ),
      );
      return { ...base, ...verdict, score: caseScore(verdict.status, base.fullScore, verdict.percentage) };
    } catch (err) {
      return {
        ...base,
        status: JudgeStatus.SYSTEM_ERROR,
        message: `judge failure: ${(err as Error).message}`,
      };
    }
  };
  const results = await runCases(problem.cases, caseMode, runOne, async (r) =>
    emit({ type: 'case', result: r }),
  );

  const scored: ScoredCase[] = results.map((r) => ({
    status: r.status,
    fullScore: r.fullScore,
    score: r.score,
    groupNum: r.groupNum,
    message: r.message,
  }));
  const { status, errorMessage } = finalStatus(scored, type);
  const isOi = type === ProblemType.OI;
  const totalScore = isOi
    ? problemTotalScore(
        problem.cases.map((c) => ({ score: c.score ?? 0, groupNum: c.groupNum ?? 0 })),
        caseMode,
      )
    : null;
  const score = isOi ? submissionScore(scored, caseMode) : null;
  return {
    status,
    time: Math.max(0, ...results.map((r) => r.time)),
    memory: Math.max(0, ...results.map((r) => r.memory)),
    score,
    totalScore,
    oiRankScore:
      isOi && problem.difficulty !== undefined
        ? judgeOiRankScore(score ?? 0, totalScore ?? 0, problem.difficulty)
        : null,
    errorMessage,
    cases: results,
  };
}

function baseResult(c: ProblemCase, seq: number): CaseResult {
  return {
    caseId: c.id,
    seq,
    groupNum: c.groupNum ?? 0,
    status: JudgeStatus.CANCELLED,
    time: 0,
    memory: 0,
    score: 0,
    fullScore: c.score ?? 0,
    message: SKIPPED_MESSAGE,
    inputName: c.inputName ?? c.input.split('/').pop() ?? '',
    outputName: c.outputName ?? c.output.split('/').pop() ?? '',
  };
}

/** Does this case stop the rest (of the submission / of its group)? */
const stops = (r: CaseResult) =>
  r.status !== JudgeStatus.ACCEPTED &&
  !(r.status === JudgeStatus.PARTIAL_ACCEPTED && (r.percentage ?? 0) > 0);

/**
 * Run the cases in the order and with the skipping the case mode asks for; results come back in
 * case order. default / subtask_average: all cases, in parallel (bounded by the slots).
 * ergodic_without_error: one by one, the rest Cancelled after the first non-AC. subtask_lowest:
 * each group one by one, the rest of a group Cancelled after a case that scores nothing.
 */
export async function runCases(
  cases: ProblemCase[],
  mode: CaseModeValue,
  runOne: (c: ProblemCase, seq: number) => Promise<CaseResult>,
  report: (r: CaseResult) => Promise<void>,
): Promise<CaseResult[]> {
  const results: CaseResult[] = new Array(cases.length);
  const indexed = cases.map((c, i) => ({ c, seq: i + 1 }));
  const finish = async (i: number, r: CaseResult) => {
    results[i] = r;
    await report(r);
  };
  if (mode === CaseMode.ERGODIC_WITHOUT_ERROR) {
    let failed = false;
    for (const { c, seq } of indexed) {
      const r = failed ? baseResult(c, seq) : await runOne(c, seq);
      if (r.status !== JudgeStatus.ACCEPTED) failed = true;
      await finish(seq - 1, r);
    }
    return results;
  }
  if (mode === CaseMode.SUBTASK_LOWEST) {
    const byGroup = new Map<number, typeof indexed>();
    for (const item of indexed) {
      const g = item.c.groupNum ?? 0;
      byGroup.set(g, [...(byGroup.get(g) ?? []), item]);
    }
    await Promise.all(
      [...byGroup.values()].map(async (group) => {
        let stopped = false;
        for (const { c, seq } of group) {
          const r = stopped ? baseResult(c, seq) : await runOne(c, seq);
          if (stops(r)) stopped = true;
          await finish(seq - 1, r);
        }
      }),
    );
    return results;
  }
  await Promise.all(indexed.map(async ({ c, seq }) => finish(seq - 1, await runOne(c, seq))));
  return results;
}

interface CaseSetup {
  problem: JudgeProblem;
  lang: LanguageDef;
  compiledDir: string;
  limits: Limits;
  helper: { dir: string; language: LanguageDef } | null;
  judgeMode: JudgeModeValue;
  testRun?: SubmissionInput['testRun'];
}

type CaseVerdict = Pick<CaseResult, 'status' | 'time' | 'memory' | 'message' | 'percentage' | 'output'>;

async function runCase(
  ctx: PipelineContext,
  s: CaseSetup,
  c: ProblemCase,
  dir: string,
): Promise<CaseVerdict> {
  const { problem, lang, limits } = s;
  const box = join(dir, 'box');
  const out = join(dir, 'out');
  await mkdir(out, { recursive: true });
  await stageArtifacts({ dir: s.compiledDir, language: lang }, box);
  for (const [name, content] of Object.entries(problem.userExtraFiles ?? {}))
    await writeFile(join(box, safeFileName(name)), content);

  const fileIO = !!problem.isFileIO && s.judgeMode !== JudgeMode.INTERACTIVE;
  const readName = fileIO ? safeFileName(problem.ioReadFileName || 'input.txt') : '';
  const writeName = fileIO ? safeFileName(problem.ioWriteFileName || 'output.txt') : '';
  if (fileIO) await copyIntoBox(c.input, join(box, readName));

  const answerSize = await fileSize(c.output);
  const memoryMb = Math.floor(limits.memoryKb / 1024);
  const spec: BoxSpec = {
    profile: lang.profile,
    argv: lang.run.argv.map((a) => a.split('{memoryMb}').join(String(memoryMb))),
    env: lang.run.env,
    workDir: box,
    writable: fileIO,
    stdin: fileIO ? null : c.input,
    stdout: fileIO ? null : join(out, 'stdout'),
    stderr: null,
    cpuMs: limits.timeMs + CPU_HEADROOM_MS,
    wallMs: 3 * (limits.timeMs + CPU_HEADROOM_MS) + 1000,
    memoryKb: limits.memoryKb + MEMORY_HEADROOM_KB,
    stackKb: limits.stackKb,
    outputKb: Math.max(MIN_OUTPUT_CAP_KB, Math.ceil((2 * answerSize) / 1024)),
    processes: 64,
  };
  // Reported time/memory are capped at the limit; a TLE shows the limit even when the wall clock
  // (a sleeping or blocked program) rather than the CPU ran out.
  const cap = (r: RunResult, status?: JudgeStatusCode) => ({
    time:
      status === JudgeStatus.TIME_LIMIT_EXCEEDED
        ? limits.timeMs
        : Math.round(Math.min(r.cpuMs, limits.timeMs)),
    memory: Math.round(Math.min(r.memoryKb, limits.memoryKb)),
  });

  if (s.judgeMode === JudgeMode.INTERACTIVE && s.helper) {
    const res = await runInteractive(
      ctx.runner,
      spec,
      { cpuMs: limits.timeMs, memoryKb: limits.memoryKb },
      s.helper,
      { input: c.input, answer: c.output },
      dir,
    );
    return {
      status: res.verdict.status,
      percentage: res.verdict.percentage,
      message: res.verdict.message,
      ...cap(res.solution, res.verdict.status),
    };
  }

  const r = await ctx.runner.run(spec);
  // Characters, not bytes: read up to 4 bytes per character of UTF-8, then cut.
  const preview = async (path: string) =>
    s.testRun
      ? { output: (await readCapped(path, s.testRun.outputChars * 4, false)).slice(0, s.testRun.outputChars) }
      : {};
  const failed = runFailure(r, limits);
  if (failed)
    return { ...failed, ...cap(r, failed.status), ...(fileIO ? {} : await preview(join(out, 'stdout'))) };

  // The program's output: its stdout file (runner-owned), or the write file inside its box, which
  // must be a regular file (never follow a link the program planted); missing = empty.
  let userOutput = join(out, 'stdout');
  if (fileIO) {
    const planted = join(box, writeName);
    userOutput = join(out, 'user_output');
    if ((await regularFileSize(planted)) !== null) await copyFile(planted, userOutput);
    else await writeFile(userOutput, '');
  }
  if (s.judgeMode === JudgeMode.SPJ && s.helper) {
    const v = await runChecker(
      ctx.runner,
      s.helper,
      { input: c.input, userOutput, answer: c.output },
      join(dir, 'checker'),
    );
    return { status: v.status, percentage: v.percentage, message: v.message, ...cap(r) };
  }
  if (s.testRun && !s.testRun.compare)
    return { status: JudgeStatus.ACCEPTED, message: '', ...cap(r), ...(await preview(userOutput)) };
  const status = await compareOutput(
    userOutput,
    c.output,
    problem.isRemoveEndBlank ?? PROBLEM_DEFAULTS.isRemoveEndBlank,
  );
  return { status, message: '', ...cap(r), ...(await preview(userOutput)) };
}

/** The verdict when the run itself failed (before any output is looked at), else null. */
export function runFailure(
  r: RunResult,
  limits: { timeMs: number; memoryKb: number },
): { status: JudgeStatusCode; message: string } | null {
  if (r.status === 'IE') return { status: JudgeStatus.SYSTEM_ERROR, message: r.error ?? 'sandbox error' };
  if (r.status === 'TLE' || r.cpuMs > limits.timeMs)
    return { status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: '' };
  if (r.status === 'MLE' || r.memoryKb > limits.memoryKb)
    return { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: '' };
  if (r.status === 'OLE')
    return {
      status: JudgeStatus.RUNTIME_ERROR,
      message: 'Output Limit Exceeded: the program wrote too much output',
    };
  if (r.status === 'SE')
    return {
      status: JudgeStatus.RUNTIME_ERROR,
      message: `Runtime Error: forbidden system call ${r.error ?? ''}`.trim(),
    };
  if (r.status === 'RE' || r.signal !== null || (r.exitCode ?? 0) !== 0)
    return { status: JudgeStatus.RUNTIME_ERROR, message: runtimeErrorMessage(r) };
  return null;
}
