/**
 * Interactive judging (hoj-behaviour §3.2): the solution and the interactor run at the same time,
 * solution stdout → interactor stdin and interactor stdout → solution stdin. The interactor is
 * called `interactor <input> <user output path> <answer>` and its result is read like a checker's.
 *
 * Verdict, in order: solution CPU > limit → TLE; memory > limit → MLE; solution died for another
 * reason → RE, except that a solution killed by SIGPIPE (the interactor closed the pipe) is not
 * at fault unless the interactor accepted; an interactor killed by SIGPIPE (the solution left
 * early) is a Wrong Answer; otherwise the interactor's verdict. Time and memory
 * reported are the solution's.
 */
import { JudgeStatus } from '@judge/shared';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import {
  expandRun,
  helperProfile,
  interpretChecker,
  type CheckerVerdict,
  type CompiledHelper,
} from './checker.js';
import { stageArtifacts } from './compile.js';
import { copyIntoBox, readCapped } from './files.js';
import type { BoxSpec, RunResult, Runner } from './runner.js';

const SIGPIPE = 13;
/** How long the solution may live after the interactor has ended. */
export const INTERACTIVE_GRACE_MS = 200;

export interface InteractiveOutcome {
  verdict: CheckerVerdict;
  solution: RunResult;
  interactor: RunResult;
}

/**
 * `solutionBox` is fully prepared by the caller (staged artifacts, limits); its stdin/stdout are
 * replaced by the pipes.
 */
export async function runInteractive(
  runner: Runner,
  solutionBox: BoxSpec,
  limits: { cpuMs: number; memoryKb: number },
  interactor: CompiledHelper,
  files: { input: string; answer: string },
  workDir: string,
): Promise<InteractiveOutcome> {
  const box = join(workDir, 'interactor');
  const logs = join(workDir, 'interactor-logs');
  await mkdir(logs, { recursive: true });
  stageArtifacts(interactor, box);
  await copyIntoBox(files.input, join(box, 'input'));
  await copyIntoBox(files.answer, join(box, 'answer'));
  // Interactor limits: twice the solution's (it works in lock-step with it).
  const memoryKb = limits.memoryKb * 2;
  const interactorBox: BoxSpec = {
    profile: helperProfile(interactor.language),
    argv: [...expandRun(interactor.language, memoryKb), 'input', 'user_output', 'answer'],
    env: interactor.language.run.env,
    workDir: box,
    writableFiles: ['user_output'], // its output for the checker; nothing else in its box
    stderr: join(logs, 'stderr'),
    cpuMs: solutionBox.cpuMs * 2,
    wallMs: solutionBox.wallMs * 2,
    memoryKb,
    stackKb: 128 * 1024,
    outputKb: 64 * 1024,
    processes: 64,
  };
  const { solution, interactor: inter } = await runner.runInteractive(
    { ...solutionBox, stdin: null, stdout: null },
    interactorBox,
    INTERACTIVE_GRACE_MS,
  );
  const stderr = await readCapped(join(logs, 'stderr'), 64 * 1024);
  return { verdict: interactiveVerdict(solution, inter, stderr, limits), solution, interactor: inter };
}

export function interactiveVerdict(
  solution: RunResult,
  interactor: RunResult,
  interactorStderr: string,
  limits: { cpuMs: number; memoryKb: number },
): CheckerVerdict {
  if (solution.status === 'IE' || interactor.status === 'IE') {
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      message: solution.error || interactor.error || 'sandbox error',
    };
  }
  if (solution.cpuMs > limits.cpuMs) return { status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: '' };
  if (solution.memoryKb > limits.memoryKb || solution.status === 'MLE')
    return { status: JudgeStatus.MEMORY_LIMIT_EXCEEDED, message: '' };
  // The interactor ended by itself (exit code = verdict): a solution still alive was killed after
  // the grace period, which is not the solution's fault.
  const interactorEnded =
    (interactor.status === 'OK' || interactor.status === 'RE') && interactor.signal === null;
  if (solution.status === 'TLE' && !interactorEnded) {
    // Still running, or both sides waiting on each other until the wall limit.
    return { status: JudgeStatus.TIME_LIMIT_EXCEEDED, message: '' };
  }
  if (solution.status === 'SE')
    return {
      status: JudgeStatus.RUNTIME_ERROR,
      message: `Runtime Error: forbidden system call ${solution.error ?? ''}`.trim(),
    };
  // An interactor killed by SIGPIPE wrote to a solution that had already gone away: if the
  // solution ended normally it left the dialogue early, which is a wrong answer, not a broken judge.
  const fromInteractor: CheckerVerdict =
    interactor.signal === SIGPIPE
      ? {
          status: JudgeStatus.WRONG_ANSWER,
          message: 'the solution stopped reading before the interactor finished',
        }
      : interpretChecker(interactor, '', interactorStderr);
  const died =
    solution.status !== 'TLE' &&
    (solution.signal !== null || (solution.exitCode ?? 0) !== 0 || solution.status === 'OLE');
  if (died && (solution.signal !== SIGPIPE || fromInteractor.status === JudgeStatus.ACCEPTED)) {
    return { status: JudgeStatus.RUNTIME_ERROR, message: runtimeErrorMessage(solution) };
  }
  return fromInteractor;
}

const SIGNAL_NAMES: Record<number, string> = {
  1: 'SIGHUP',
  2: 'SIGINT',
  4: 'SIGILL',
  6: 'SIGABRT',
  7: 'SIGBUS',
  8: 'SIGFPE',
  9: 'SIGKILL',
  11: 'SIGSEGV',
  13: 'SIGPIPE',
  15: 'SIGTERM',
  24: 'SIGXCPU',
  25: 'SIGXFSZ',
  31: 'SIGSYS',
};

/** HOJ's wording: "exit status code N" or the signal name. */
export function runtimeErrorMessage(r: RunResult): string {
  if (r.signal !== null)
    return `Runtime Error: killed by signal ${r.signal} (${SIGNAL_NAMES[r.signal] ?? 'unknown'})`;
  return `Runtime Error: exit status code ${r.exitCode ?? '?'}`;
}
