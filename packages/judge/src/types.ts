/** Shapes of a judging request and its result (what the server stores and shows). */
import type {
  CaseModeValue,
  JudgeModeValue,
  JudgeStatus,
  JudgeStatusCode,
  ProblemTypeValue,
} from '@judge/shared';
import type { HelperCache } from './helper-cache.js';
import type { LanguageDef } from './languages.js';
import type { PchCache } from './pch.js';
import type { Runner } from './runner.js';

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
  /** Test runs only: the start of what the program wrote to stderr (a traceback, an assert). */
  stderr?: string;
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
