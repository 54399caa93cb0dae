// Checker runs: the checker sees exactly three read-only files and nothing of the submission's box.
import type { RunRequest } from './types.js';

export interface CheckerRunOptions {
  /** Host path of the checker executable (testlib convention: `check input output answer`). */
  checker: string;
  input: string;
  /** The contestant's output (a host file outside the submission's box). */
  output: string;
  answer: string;
  /** An empty host directory for the checker's /box (read-only). */
  workDir: string;
  /** Where the checker's stdout/stderr go (testlib writes its message to stderr). */
  stdout?: string;
  stderr?: string;
  cpuMs?: number;
  memoryKb?: number;
  /** Arguments after the three files (e.g. testlib's result file options). */
  extraArgs?: string[];
}

/** In-box paths of the three files. */
export const CHECKER_FILES = { checker: '/checker/check', input: '/data/input', output: '/data/output', answer: '/data/answer' } as const;

export function checkerRequest(o: CheckerRunOptions): RunRequest {
  return {
    profile: 'checker',
    path: CHECKER_FILES.checker,
    args: [CHECKER_FILES.input, CHECKER_FILES.output, CHECKER_FILES.answer, ...(o.extraArgs ?? [])],
    workDir: o.workDir,
    stdout: o.stdout ?? null,
    stderr: o.stderr ?? null,
    cpuMs: o.cpuMs ?? 10000,
    memoryKb: o.memoryKb ?? 512 * 1024,
    outputKb: 1024,
    binds: [
      { src: o.checker, dst: CHECKER_FILES.checker },
      { src: o.input, dst: CHECKER_FILES.input },
      { src: o.output, dst: CHECKER_FILES.output },
      { src: o.answer, dst: CHECKER_FILES.answer },
    ],
  };
}
