/**
 * Special judge (hoj-behaviour §3.1): the problem's checker runs sandboxed as
 * `checker <input> <user output> <answer>`; its exit code and testlib message decide the case.
 *
 * - exit 0 → AC.
 * - HOJ's own codes: 100 AC, 101 PE, 102 WA, 103 System Error, 99 partial with the percentage
 *   (0–100) printed on stdout (100 → AC).
 * - any other non-zero exit → the testlib message on stderr: `ok` AC, `wrong answer` WA,
 *   `wrong output format` WA (the message says it may be a presentation error),
 *   `partially correct (N)` / `points X` partial N% / X% (100 → AC), `FAIL` System Error,
 *   anything else System Error.
 * A checker that crashes, times out or runs out of memory is a System Error: the problem is broken,
 * not the submission.
 */
import { JudgeStatus, type JudgeStatusCode } from '@judge/shared';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { stageArtifacts } from './compile.js';
import { copyIntoBox, readCapped } from './files.js';
import type { LanguageDef } from './languages.js';
import type { RunResult, Runner } from './runner.js';

/** Checker stderr kept as the case message (HOJ keeps 1024 characters). */
export const CHECKER_MESSAGE_CAP = 1024;

export const CHECKER_LIMITS = {
  cpuMs: 16000,
  wallMs: 48000,
  memoryKb: 512 * 1024,
  stackKb: 128 * 1024,
} as const;

export interface CheckerVerdict {
  status: JudgeStatusCode;
  /** 0–100 for a partial verdict (status Partial Accepted). */
  percentage?: number;
  message: string;
}

const pct = (value: number): number => Math.max(0, Math.min(100, value));

function partial(percentage: number, message: string): CheckerVerdict {
  if (!Number.isFinite(percentage))
    return { status: JudgeStatus.SYSTEM_ERROR, message: `checker gave a bad score: ${message}` };
  const p = pct(percentage);
  if (p >= 100) return { status: JudgeStatus.ACCEPTED, message };
  return { status: JudgeStatus.PARTIAL_ACCEPTED, percentage: p, message };
}

/** Map a finished checker (or interactor) run to a verdict. */
export function interpretChecker(run: RunResult, stdout: string, stderr: string): CheckerVerdict {
  const message = stderr.trim().slice(0, CHECKER_MESSAGE_CAP);
  if (
    run.status === 'TLE' ||
    run.status === 'MLE' ||
    run.status === 'OLE' ||
    run.status === 'SE' ||
    run.status === 'IE'
  ) {
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      message: `checker failed (${run.status}) ${run.error ?? ''} ${message}`.trim(),
    };
  }
  if (run.signal !== null) {
    return {
      status: JudgeStatus.SYSTEM_ERROR,
      message: `checker killed by signal ${run.signal} ${message}`.trim(),
    };
  }
  switch (run.exitCode) {
    case 0:
    case 100:
      return { status: JudgeStatus.ACCEPTED, message };
    case 101:
      return { status: JudgeStatus.PRESENTATION_ERROR, message };
    case 102:
      return { status: JudgeStatus.WRONG_ANSWER, message };
    case 103:
      return { status: JudgeStatus.SYSTEM_ERROR, message };
    case 99:
      return partial(Number.parseFloat(stdout.trim()), message);
  }
  return interpretTestlibMessage(message);
}

export function interpretTestlibMessage(message: string): CheckerVerdict {
  const m = message.trimStart();
  if (/^ok\b/.test(m)) return { status: JudgeStatus.ACCEPTED, message };
  if (/^wrong answer\b/.test(m)) return { status: JudgeStatus.WRONG_ANSWER, message };
  if (/^wrong output format\b/.test(m))
    return { status: JudgeStatus.WRONG_ANSWER, message: `${message} (may be a presentation error)` };
  const pc = /^partially correct\s*\(\s*([-+0-9.eE]+)\s*\)/.exec(m);
  if (pc) return partial(Number.parseFloat(pc[1]), message);
  const points = /^points\s+([-+0-9.eE]+)/.exec(m);
  if (points) return partial(Number.parseFloat(points[1]), message);
  if (/^FAIL\b/.test(m)) return { status: JudgeStatus.SYSTEM_ERROR, message };
  return {
    status: JudgeStatus.SYSTEM_ERROR,
    message: message || 'checker exited with an unknown code and no message',
  };
}

export interface CompiledHelper {
  dir: string;
  language: LanguageDef;
}

/** Sandbox profile for a checker or interactor in this language. */
export const helperProfile = (lang: LanguageDef): string =>
  lang.profile === 'native' ? 'checker' : lang.profile;

export interface CheckerFiles {
  input: string;
  userOutput: string;
  answer: string;
}

export async function runChecker(
  runner: Runner,
  checker: CompiledHelper,
  files: CheckerFiles,
  workDir: string,
): Promise<CheckerVerdict> {
  const box = join(workDir, 'box');
  const logs = join(workDir, 'logs');
  await mkdir(logs, { recursive: true });
  stageArtifacts(checker, box);
  // Copies, never links: the checker must not be able to alter the test data.
  await copyIntoBox(files.input, join(box, 'input'));
  await copyIntoBox(files.userOutput, join(box, 'user_output'));
  await copyIntoBox(files.answer, join(box, 'answer'));
  const res = await runner.run({
    profile: helperProfile(checker.language),
    argv: [...expandRun(checker.language), 'input', 'user_output', 'answer'],
    env: checker.language.run.env,
    workDir: box,
    stdout: join(logs, 'stdout'),
    stderr: join(logs, 'stderr'),
    ...CHECKER_LIMITS,
    outputKb: 64 * 1024,
    processes: 64,
  });
  const [stdout, stderr] = await Promise.all([
    readCapped(join(logs, 'stdout'), 4096),
    readCapped(join(logs, 'stderr'), 64 * 1024),
  ]);
  return interpretChecker(res, stdout, stderr);
}

/** Run argv of a helper program, with `{memoryMb}` resolved to the helper limit. */
export function expandRun(lang: LanguageDef, memoryKb: number = CHECKER_LIMITS.memoryKb): string[] {
  return lang.run.argv.map((a) => a.split('{memoryMb}').join(String(Math.floor(memoryKb / 1024))));
}
