/**
 * Test judge (the "run" button of the problem page, hoj-behaviour §2.3): the user's code on their
 * own input (at most 1000 characters, a newline appended), optionally compared with their expected
 * output (AC/WA only: end blanks ignored if the problem ignores them, PE folded into WA); the
 * output is echoed back cut to 1000 characters. Always the default judge mode: a checker or an
 * interactor is not run on custom input.
 */
import { INPUT_LIMITS, JudgeMode, JudgeStatus, PROBLEM_DEFAULTS, type JudgeStatusCode } from '@judge/shared';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { removeScratch } from './scratch.js';
import { judgeSubmission, type JudgeProblem, type PipelineContext } from './pipeline.js';

/** Output shown back to the user, in characters. */
export const TEST_JUDGE_OUTPUT_CHARS = 1000;

export interface TestJudgeInput {
  language: string;
  code: string;
  input: string;
  expectedOutput?: string;
  problem: Pick<
    JudgeProblem,
    | 'timeLimit'
    | 'memoryLimit'
    | 'stackLimit'
    | 'isRemoveEndBlank'
    | 'isFileIO'
    | 'ioReadFileName'
    | 'ioWriteFileName'
    | 'userExtraFiles'
  >;
}

export interface TestJudgeResult {
  status: JudgeStatusCode;
  time: number;
  memory: number;
  /** The program's output, cut to 1000 characters. */
  output: string;
  /** Compile Error / runtime message (the exit code or signal of a Runtime Error). */
  errorMessage: string;
  /** What the program wrote to stderr, cut to 4 KiB (absent from judges older than this field). */
  stderr?: string;
}

let counter = 0;

export async function testJudge(ctx: PipelineContext, t: TestJudgeInput): Promise<TestJudgeResult> {
  const dir = join(ctx.workRoot, `test-${process.pid}-${Date.now()}-${++counter}`);
  try {
    await mkdir(dir, { recursive: true });
    const input = `${t.input.slice(0, INPUT_LIMITS.testJudgeInputMax)}\n`;
    await writeFile(join(dir, 'input'), input);
    await writeFile(join(dir, 'expected'), t.expectedOutput ?? '');
    const r = await judgeSubmission(ctx, {
      language: t.language,
      code: t.code,
      problem: {
        ...t.problem,
        isRemoveEndBlank: t.problem.isRemoveEndBlank ?? PROBLEM_DEFAULTS.isRemoveEndBlank,
        judgeMode: JudgeMode.DEFAULT,
        cases: [{ id: 'test', input: join(dir, 'input'), output: join(dir, 'expected') }],
      },
      testRun: { outputChars: TEST_JUDGE_OUTPUT_CHARS, compare: t.expectedOutput !== undefined },
    });
    const c = r.cases[0];
    const status = r.status === JudgeStatus.PRESENTATION_ERROR ? JudgeStatus.WRONG_ANSWER : r.status;
    return {
      status,
      time: r.time,
      memory: r.memory,
      output: c?.output ?? '',
      errorMessage: r.errorMessage,
      stderr: c?.stderr ?? '',
    };
  } finally {
    removeScratch(dir);
  }
}
