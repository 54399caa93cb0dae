/**
 * One submission: compile → (checker / interactor ready) → run every case per the case mode →
 * compare or check → scores and final verdict. Status moves Compiling → Judging → final; each case
 * result is reported as soon as it is known. Never throws: anything unexpected is a System Error.
 */
import { CaseMode, JudgeMode, JudgeStatus, ProblemType } from '@judge/shared';
import { removeScratch } from './scratch.js';
import { join } from 'node:path';
import { baseResult, runCases } from './case-modes.js';
import { compileProgram } from './compile.js';
import type { HelperOutcome } from './helper-cache.js';
import { checkerLanguage } from './languages.js';
import { effectiveLimits, runCase } from './run-case.js';
import {
  caseScore,
  finalStatus,
  judgeOiRankScore,
  problemTotalScore,
  submissionScore,
  type ScoredCase,
} from './scoring.js';
import type {
  CaseResult,
  JudgeEvent,
  PipelineContext,
  ProblemCase,
  SubmissionInput,
  SubmissionResult,
} from './types.js';

export type * from './types.js';
export { runCases } from './case-modes.js';
export { effectiveLimits, runFailure } from './run-case.js';

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
    // after the verdict, not before it: removing ten case dirs takes milliseconds
    if (!ctx.keepWorkDirs) removeScratch(workDir);
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
