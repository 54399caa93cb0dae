// What a judge worker and the server exchange (in-process calls or the /api/judge/* endpoints).
// No database types here: remote workers import this without any database access.
import type { JudgeProblem, TestJudgeInput, TestJudgeResult } from '@judge/judge';

/** Queue priorities (BullMQ: lower = sooner): contest > normal > test run. */
export const JobPriority = { CONTEST: 1, NORMAL: 2, TEST: 3 } as const;
export type JobPriorityValue = (typeof JobPriority)[keyof typeof JobPriority];

export type JudgeJob =
  | { kind: 'judge'; submitId: number; version: number; priority: JobPriorityValue }
  | { kind: 'test'; key: string; input: TestJudgeInput; priority: JobPriorityValue };

/** Stable id of a job: one per submission version (re-adding the same version is a no-op). */
export function jobId(job: JudgeJob): string {
  return job.kind === 'judge' ? `judge-${job.submitId}-v${job.version}` : `test-${job.key}`;
}

/** Everything a judge needs for one submission (case files by `sha256:<hex>` or local path). */
export interface JudgeTask {
  submitId: number;
  version: number;
  language: string;
  code: string;
  problem: JudgeProblem;
}

export interface CaseReport {
  caseId: number | null;
  seq: number;
  groupNum: number;
  status: number;
  time: number;
  memory: number;
  score: number | null;
  mode: string;
  inputData: string;
  outputData: string;
  /** the case message (checker / runtime message), not program output */
  userOutput: string;
}

export interface FinalVerdict {
  status: number;
  time: number | null;
  memory: number | null;
  score: number | null;
  oiRankScore: number | null;
  errorMessage: string | null;
}

/** The server as a judge sees it. */
export interface JudgeHost {
  /** Takes the submission (→ Compiling); null = nothing to do (cancelled, rejudged, already final). */
  claim(submitId: number, version: number, judger: string): Promise<JudgeTask | null>;
  judging(submitId: number, version: number): Promise<void>;
  caseResult(submitId: number, version: number, c: CaseReport): Promise<void>;
  finish(submitId: number, version: number, v: FinalVerdict): Promise<void>;
  testResult(key: string, result: TestJudgeResult): Promise<void>;
}

export interface HeartbeatBody {
  name: string;
  version: string;
  cpuCores: number;
  /** submissions judged at once */
  maxTasks: number;
  runningTasks: number;
  languages: { name: string; version: string }[];
  runner: string;
  isolated: boolean;
  percentCpuLoad: string;
  percentMemoryLoad: string;
  /** set when the judge could not start (e.g. no sandbox) */
  error?: string;
}
