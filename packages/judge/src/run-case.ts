/**
 * One case: run the program in a fresh box with the problem's limits, then judge the run —
 * limits and crashes first, then the output (comparison, checker) or the interactor's verdict.
 */
import {
  JudgeMode,
  JudgeStatus,
  PROBLEM_DEFAULTS,
  type JudgeModeValue,
  type JudgeStatusCode,
} from '@judge/shared';
import { mkdirSync, statSync } from 'node:fs';
import { copyFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runChecker } from './checker.js';
import { compareOutput } from './compare.js';
import { stageArtifacts } from './compile.js';
import { copyIntoBox, readCapped, regularFileSize, safeFileName } from './files.js';
import { runInteractive, runtimeErrorMessage } from './interactive.js';
import type { LanguageDef } from './languages.js';
import type { BoxSpec, RunResult } from './runner.js';
import type { CaseResult, JudgeProblem, PipelineContext, ProblemCase, SubmissionInput } from './types.js';

/** Sandbox headroom over the limit, so that "just over" is measured rather than cut. */
const CPU_HEADROOM_MS = 200;
/** Memory the sandbox grants beyond the limit; a peak above the limit is still MLE. */
const MEMORY_HEADROOM_KB = 64 * 1024;
/** Test runs: the program's stderr shown back (a traceback fits; a flood of it does not). */
export const TEST_RUN_STDERR_BYTES = 4 * 1024;
/** Output cap: max(2 × expected output, 32 MB) (hoj-behaviour §2.2). */
const MIN_OUTPUT_CAP_KB = 32 * 1024;

export interface Limits {
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

export interface CaseSetup {
  problem: JudgeProblem;
  lang: LanguageDef;
  compiledDir: string;
  limits: Limits;
  helper: { dir: string; language: LanguageDef } | null;
  judgeMode: JudgeModeValue;
  testRun?: SubmissionInput['testRun'];
}

type CaseVerdict = Pick<
  CaseResult,
  'status' | 'time' | 'memory' | 'message' | 'percentage' | 'output' | 'stderr'
>;

export async function runCase(
  ctx: PipelineContext,
  s: CaseSetup,
  c: ProblemCase,
  dir: string,
): Promise<CaseVerdict> {
  const { problem, lang, limits } = s;
  const box = join(dir, 'box');
  const out = join(dir, 'out');
  mkdirSync(out, { recursive: true });
  stageArtifacts({ dir: s.compiledDir, language: lang }, box);
  for (const [name, content] of Object.entries(problem.userExtraFiles ?? {}))
    await writeFile(join(box, safeFileName(name)), content);

  const fileIO = !!problem.isFileIO && s.judgeMode !== JudgeMode.INTERACTIVE;
  const readName = fileIO ? safeFileName(problem.ioReadFileName || 'input.txt') : '';
  const writeName = fileIO ? safeFileName(problem.ioWriteFileName || 'output.txt') : '';
  if (fileIO) await copyIntoBox(c.input, join(box, readName));

  const answerSize = statSync(c.output, { throwIfNoEntry: false })?.size ?? 0;
  const memoryMb = Math.floor(limits.memoryKb / 1024);
  const spec: BoxSpec = {
    profile: lang.profile,
    argv: lang.run.argv.map((a) => a.split('{memoryMb}').join(String(memoryMb))),
    env: lang.run.env,
    binds: lang.binds?.map((path) => ({ path })),
    workDir: box,
    // file IO: the output file is all the program may write in its box (no flood of new files)
    writableFiles: fileIO ? [writeName] : undefined,
    stdin: fileIO ? null : c.input,
    stdout: fileIO ? null : join(out, 'stdout'),
    // Only a test run shows stderr to its author; judged runs discard it as before.
    stderr: s.testRun ? join(out, 'stderr') : null,
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
  // `path` null: no output to show (a failed file-IO run), the stderr still is.
  const preview = async (path: string | null) =>
    s.testRun
      ? {
          ...(path
            ? {
                output: (await readCapped(path, s.testRun.outputChars * 4, false)).slice(
                  0,
                  s.testRun.outputChars,
                ),
              }
            : {}),
          stderr: await readCapped(join(out, 'stderr'), TEST_RUN_STDERR_BYTES),
        }
      : {};
  const failed = runFailure(r, limits);
  if (failed)
    return { ...failed, ...cap(r, failed.status), ...(await preview(fileIO ? null : join(out, 'stdout'))) };

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
