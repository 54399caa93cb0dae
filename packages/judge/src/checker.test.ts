import { JudgeStatus } from '@judge/shared';
import { describe, expect, it } from 'vitest';
import { interpretChecker } from './checker.js';
import { interactiveVerdict } from './interactive.js';
import type { RunResult } from './runner.js';

const run = (over: Partial<RunResult> = {}): RunResult => ({
  status: 'OK',
  exitCode: 0,
  signal: null,
  cpuMs: 5,
  wallMs: 6,
  memoryKb: 1000,
  ...over,
});
const exit = (code: number) => run({ status: code === 0 ? 'OK' : 'RE', exitCode: code });
const S = JudgeStatus;

describe('checker verdicts', () => {
  it.each([
    [0, '', '', S.ACCEPTED, undefined],
    [100, '', '', S.ACCEPTED, undefined],
    [101, '', '', S.PRESENTATION_ERROR, undefined],
    [102, '', '', S.WRONG_ANSWER, undefined],
    [103, '', '', S.SYSTEM_ERROR, undefined],
    [99, '30\n', '', S.PARTIAL_ACCEPTED, 30],
    [99, '100', '', S.ACCEPTED, undefined],
    [99, 'junk', '', S.SYSTEM_ERROR, undefined],
    [1, '', 'wrong answer 1st numbers differ', S.WRONG_ANSWER, undefined],
    [2, '', 'wrong output format Unexpected end of file', S.WRONG_ANSWER, undefined],
    [7, '', 'points 62.5 nearly', S.PARTIAL_ACCEPTED, 62.5],
    [7, '', 'points 100', S.ACCEPTED, undefined],
    [56, '', 'partially correct (40) close', S.PARTIAL_ACCEPTED, 40],
    [3, '', 'FAIL answer file is broken', S.SYSTEM_ERROR, undefined],
    [5, '', 'something else', S.SYSTEM_ERROR, undefined],
    [1, '', '', S.SYSTEM_ERROR, undefined],
  ])('exit %i stdout %j stderr %j', (code, stdout, stderr, status, percentage) => {
    const v = interpretChecker(exit(code), stdout, stderr);
    expect(v.status).toBe(status);
    expect(v.percentage).toBe(percentage);
  });

  it('a crashed or timed-out checker is a System Error', () => {
    expect(interpretChecker(run({ status: 'RE', exitCode: null, signal: 11 }), '', 'ok').status).toBe(
      S.SYSTEM_ERROR,
    );
    expect(interpretChecker(run({ status: 'TLE' }), '', 'ok').status).toBe(S.SYSTEM_ERROR);
  });

  it('keeps at most 1024 characters of the message', () => {
    expect(interpretChecker(exit(1), '', `wrong answer ${'x'.repeat(5000)}`).message.length).toBe(1024);
  });
});

describe('interactive verdicts', () => {
  const limits = { cpuMs: 1000, memoryKb: 65536 };
  const ok = run();
  const wa = run({ status: 'RE', exitCode: 1 });
  it.each([
    ['both fine', ok, ok, 'ok', S.ACCEPTED],
    ['interactor says WA', ok, wa, 'wrong answer', S.WRONG_ANSWER],
    ['solution over the CPU limit', run({ cpuMs: 1001 }), ok, 'ok', S.TIME_LIMIT_EXCEEDED],
    ['solution over memory', run({ memoryKb: 70000 }), ok, 'ok', S.MEMORY_LIMIT_EXCEEDED],
    [
      'solution SIGPIPE after WA',
      run({ status: 'RE', exitCode: null, signal: 13 }),
      wa,
      'wrong answer',
      S.WRONG_ANSWER,
    ],
    [
      'solution SIGPIPE but interactor AC',
      run({ status: 'RE', exitCode: null, signal: 13 }),
      ok,
      'ok',
      S.RUNTIME_ERROR,
    ],
    [
      'solution crashed',
      run({ status: 'RE', exitCode: null, signal: 11 }),
      wa,
      'wrong answer',
      S.RUNTIME_ERROR,
    ],
    ['solution non-zero exit', run({ status: 'RE', exitCode: 2 }), ok, 'ok', S.RUNTIME_ERROR],
    [
      'solution killed after the interactor ended',
      run({ status: 'TLE', cpuMs: 10 }),
      wa,
      'wrong answer',
      S.WRONG_ANSWER,
    ],
    [
      'deadlock: both out of wall time',
      run({ status: 'TLE', cpuMs: 10 }),
      run({ status: 'TLE', exitCode: null, signal: 9 }),
      '',
      S.TIME_LIMIT_EXCEEDED,
    ],
    ['interactor crashed', ok, run({ status: 'RE', exitCode: null, signal: 6 }), '', S.SYSTEM_ERROR],
    [
      'solution left early, interactor got SIGPIPE',
      ok,
      run({ status: 'RE', exitCode: null, signal: 13 }),
      '',
      S.WRONG_ANSWER,
    ],
    [
      'solution crashed, interactor got SIGPIPE',
      run({ status: 'RE', exitCode: null, signal: 11 }),
      run({ status: 'RE', exitCode: null, signal: 13 }),
      '',
      S.RUNTIME_ERROR,
    ],
  ])('%s', (_name, sol, inter, stderr, status) => {
    expect(interactiveVerdict(sol, inter, stderr, limits).status).toBe(status);
  });
});
