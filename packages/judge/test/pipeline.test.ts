/**
 * End-to-end tests of the pipeline with real compilers, through the real sandbox when it starts
 * (the development runner only if the sandbox is unavailable and SANDBOX_UNSAFE=1).
 */
import { CaseMode, JudgeMode, JudgeStatus, ProblemType } from '@judge/shared';
import { chmodSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Judge, type JudgeEvent, type JudgeProblem } from '../src/index.js';
import { brokenProgram } from './fixtures/programs.js';
import * as P from './fixtures/solutions.js';
import { CACHE_DIR, closeJudge, fixture, getJudge, makeCase } from './support.js';

let judge: Judge;
beforeAll(async () => {
  judge = await getJudge();
  console.log(`runner: ${judge.runner.name} (isolated: ${judge.runner.isolated})`);
}, 180_000);
afterAll(closeJudge);

/** Skips a test of a language this judge does not offer, saying why and what to install. */
function skipUnlessOffered(t: { skip(note?: string): never }, name: string) {
  const a = judge.availability().find((l) => l.name === name);
  if (a?.offered) return;
  const install = a?.cause === 'toolchain-missing' ? `; install ${a.packages.join(' ')}` : '';
  t.skip(`${name} hidden: ${a?.reason ?? 'unknown language'}${install}`);
}

const AB = () => [makeCase('2 3\n', '5\n'), makeCase('40 2\n', '999\n')];
const acm = (cases: JudgeProblem['cases'], extra: Partial<JudgeProblem> = {}): JudgeProblem => ({
  timeLimit: 1000,
  memoryLimit: 256,
  cases,
  ...extra,
});

/**
 * Installed toolchains the isolated sandbox cannot run yet (the A+B self-check hides them). Exact,
 * so that this test fails if a language that should run gets hidden. Empty since the sandbox has
 * its own pypy/php/ruby/mono profiles (mono: SCHED_OTHER thread priorities allowed, /etc/mono).
 */
const KNOWN_SANDBOX_GAPS: string[] = [];

describe('languages', () => {
  it('detects toolchains with versions; hides only what cannot run', () => {
    const hidden = [...judge.toolchains.values()].filter((t) => !t.available);
    for (const t of hidden) console.log(`hidden: ${t.language} — ${t.reason}`);
    const installedButHidden = hidden.filter((t) => !t.reason?.startsWith('missing')).map((t) => t.language);
    expect(installedButHidden).toEqual(judge.runner.isolated ? KNOWN_SANDBOX_GAPS : []);
    for (const l of judge.languages()) {
      expect(l.version, l.name).not.toBe('');
      console.log(`${l.name}: ${l.version}`);
    }
    expect(judge.languages().map((l) => l.name)).toContain('C++ With O2');
    const d = judge.describe();
    expect(d).toMatchObject({ runner: judge.runner.name, isolated: judge.runner.isolated });
    expect(d.languages.map((l) => l.name)).toEqual(judge.languages().map((l) => l.name));
  });

  // One test per language of the table; a language whose toolchain is absent is reported skipped,
  // with the package to install (npm test installs them first, so this is for partial runs).
  for (const lang of LANGUAGES) {
    it(`${lang.name}: AC, WA and CE`, async (t) => {
      skipUnlessOffered(t, lang.name);
      const [ok, broken] = await Promise.all([
        judge.judge({ language: lang.name, code: lang.template, problem: acm(AB()) }),
        judge.judge({ language: lang.name, code: brokenProgram(lang.name), problem: acm(AB()) }),
      ]);
      expect(
        ok.cases.map((c) => c.status),
        JSON.stringify(ok),
      ).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.WRONG_ANSWER]);
      expect(ok.status).toBe(JudgeStatus.WRONG_ANSWER);
      expect(broken.status).toBe(JudgeStatus.COMPILE_ERROR);
      expect(broken.errorMessage.length).toBeGreaterThan(0);
      expect(broken.cases).toEqual([]);
    }, 60_000);
  }
});

describe('language details', () => {
  it('Java: a public class not named Main is a Compile Error', async (t) => {
    skipUnlessOffered(t, 'Java');
    const code = 'public class Solution { public static void main(String[] a) { System.out.println(5); } }\n';
    const r = await judge.judge({ language: 'Java', code, problem: acm(AB()) });
    expect(r.status).toBe(JudgeStatus.COMPILE_ERROR);
  }, 60_000);

  // Python runs without `site` (-S) through a prelude: what programs rely on must still hold.
  for (const name of ['Python3', 'PyPy3']) {
    it(`${name}: __main__, argv, exit()/quit(), standard library; syntax errors are Compile Errors`, async (t) => {
      skipUnlessOffered(t, name);
      const code = [
        'import sys, collections, heapq, fractions',
        'def main():',
        '    a, b = map(int, sys.stdin.readline().split())',
        '    print(a + b if __name__ == "__main__" and sys.argv == ["main.py"] else "bad")',
        '    exit(0)',
        '    print("after exit")',
        'main()',
      ].join('\n');
      const ok = await judge.judge({ language: name, code, problem: acm([makeCase('2 3\n', '5\n')]) });
      expect(ok.status, JSON.stringify(ok)).toBe(JudgeStatus.ACCEPTED);
      const quit3 = await judge.judge({ language: name, code: 'print(5)\nquit(3)\n', problem: acm([makeCase('', '5\n')]) });
      expect(quit3.status).toBe(JudgeStatus.RUNTIME_ERROR);
      const syntax = await judge.judge({ language: name, code: 'x = (\n', problem: acm(AB()) });
      expect(syntax.status).toBe(JudgeStatus.COMPILE_ERROR);
      expect(syntax.errorMessage).toMatch(/File "main\.py", line 1[\s\S]*SyntaxError/);
      expect(syntax.errorMessage).not.toMatch(/Traceback/);
    }, 60_000);
  }

  it('C++: a program without <bits/stdc++.h> is not affected by the precompiled header', async () => {
    // `y1` is declared by <cmath>; with only <cstdio> it is a free name.
    const code =
      '#include <cstdio>\nint y1;\nint main(){long long a,b;scanf("%lld %lld",&a,&b);printf("%lld\\n",a+b);}\n';
    const r = await judge.judge({ language: 'C++ With O2', code, problem: acm([makeCase('2 3\n', '5\n')]) });
    expect(r.status, r.errorMessage).toBe(JudgeStatus.ACCEPTED);
  });
});

describe('limits and runtime failures', () => {
  it('reports Compiling, then Judging, then each case', async () => {
    const events: JudgeEvent[] = [];
    const r = await judge.judge({
      language: 'C',
      code: LANGUAGES[0].template,
      problem: acm(AB()),
      onProgress: (e) => void events.push(e),
    });
    expect(events.slice(0, 2)).toEqual([
      { type: 'status', status: JudgeStatus.COMPILING },
      { type: 'status', status: JudgeStatus.JUDGING },
    ]);
    expect(events.filter((e) => e.type === 'case')).toHaveLength(2);
    expect(r.status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('Time Limit Exceeded, time capped at the limit', async () => {
    const r = await judge.judge({
      language: 'C',
      code: P.TLE_C,
      problem: acm([makeCase('', '')], { timeLimit: 300 }),
    });
    expect(r.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
    expect(r.time).toBe(300);
  });

  it('a sleeping program is stopped by the wall clock: TLE', async () => {
    const code = '#include <unistd.h>\nint main(void){sleep(30);return 0;}\n';
    const t0 = Date.now();
    const r = await judge.judge({
      language: 'C',
      code,
      problem: acm([makeCase('', '')], { timeLimit: 200 }),
    });
    expect([r.status, r.time]).toEqual([JudgeStatus.TIME_LIMIT_EXCEEDED, 200]);
    expect(Date.now() - t0).toBeLessThan(10_000);
  });

  it('Memory Limit Exceeded, memory capped at the limit', async () => {
    const r = await judge.judge({
      language: 'C',
      code: P.MLE_C,
      problem: acm([makeCase('', '')], { memoryLimit: 64 }),
    });
    expect(r.status, JSON.stringify(r)).toBe(JudgeStatus.MEMORY_LIMIT_EXCEEDED);
    expect(r.memory).toBeLessThanOrEqual(64 * 1024);
  });

  it('Memory Limit Exceeded below the sandbox headroom (no OOM kill): judged on the peak', async () => {
    const code =
      '#include <stdlib.h>\n#include <string.h>\nint main(void){char*p=malloc(96<<20);memset(p,1,96<<20);return p[12345]-1;}\n';
    const r = await judge.judge({
      language: 'C',
      code,
      problem: acm([makeCase('', '')], { memoryLimit: 64 }),
    });
    expect(r.status, JSON.stringify(r)).toBe(JudgeStatus.MEMORY_LIMIT_EXCEEDED);
    expect(r.memory).toBe(64 * 1024);
  });

  it('output written is not counted as memory (page cache of the stdout file)', async () => {
    const line = `${'x'.repeat(99)}\n`;
    const code =
      '#include <stdio.h>\n#include <string.h>\nint main(void){char l[101];memset(l,120,99);l[99]=10;l[100]=0;' +
      'for(int i=0;i<400000;i++)fputs(l,stdout);return 0;}\n';
    const r = await judge.judge({
      language: 'C',
      code,
      problem: acm([makeCase('', line.repeat(400000))], { memoryLimit: 16 }),
    });
    expect(r.status, JSON.stringify(r)).toBe(JudgeStatus.ACCEPTED);
    expect(r.memory).toBeLessThan(16 * 1024);
  });

  it('Runtime Error: signal and non-zero exit', async () => {
    const [segv, exit3] = await Promise.all([
      judge.judge({ language: 'C', code: P.SEGV_C, problem: acm([makeCase('', '')]) }),
      judge.judge({ language: 'C', code: P.EXIT3_C, problem: acm([makeCase('', '')]) }),
    ]);
    expect(segv.status).toBe(JudgeStatus.RUNTIME_ERROR);
    expect(segv.errorMessage).toMatch(/signal 11 \(SIGSEGV\)/);
    expect(exit3.status).toBe(JudgeStatus.RUNTIME_ERROR);
    expect(exit3.errorMessage).toMatch(/exit status code 3/);
  });

  it('Output Limit Exceeded is a Runtime Error with its own message', async () => {
    const r = await judge.judge({
      language: 'C',
      code: P.OLE_C,
      problem: acm([makeCase('', '1\n')], { timeLimit: 2000 }),
    });
    expect(r.status).toBe(JudgeStatus.RUNTIME_ERROR);
    expect(r.errorMessage).toMatch(/Output Limit Exceeded/);
  });

  it('doubles time and memory for languages other than C/C++', async () => {
    // 0.6 s of CPU under a 0.4 s limit: TLE for C, fine for Python (0.8 s effective).
    const spin = (lang: string) =>
      lang === 'C'
        ? '#include <time.h>\nint main(void){while((double)clock()/CLOCKS_PER_SEC<0.6);return 0;}\n'
        : 'import time\nwhile time.process_time() < 0.6: pass\n';
    const [c, py] = await Promise.all([
      judge.judge({ language: 'C', code: spin('C'), problem: acm([makeCase('', '')], { timeLimit: 400 }) }),
      judge.judge({
        language: 'Python3',
        code: spin('Python3'),
        problem: acm([makeCase('', '')], { timeLimit: 400 }),
      }),
    ]);
    expect(c.status).toBe(JudgeStatus.TIME_LIMIT_EXCEEDED);
    expect(py.status).toBe(JudgeStatus.ACCEPTED);
  });
});

describe('comparison', () => {
  // The echo program prints its input: the case input is the user output.
  const cases = () => [
    makeCase('1 2\n3\n', '1 2\n3\n'), // identical
    makeCase('1 2  \r\n3\r\n\r\n\n', '1 2\n3'), // trailing blanks, CRLF, blank lines at the end
    makeCase('1  2\n3\n', '1 2\n3\n'), // whitespace inside a line
    makeCase('1 2\n4\n', '1 2\n3\n'), // different
  ];

  it('remove-end-blank (default): AC or WA only', async () => {
    const r = await judge.judge({ language: 'C', code: P.ECHO_C, problem: acm(cases()) });
    expect(r.cases.map((c) => c.status)).toEqual([
      JudgeStatus.ACCEPTED,
      JudgeStatus.ACCEPTED,
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.WRONG_ANSWER,
    ]);
  });

  it('exact: AC, PE, WA (CRLF normalised)', async () => {
    const crlf = makeCase('1 2\r\n3\r\n', '1 2\n3\n');
    const r = await judge.judge({
      language: 'C',
      code: P.ECHO_C,
      problem: acm([...cases(), crlf], { isRemoveEndBlank: false }),
    });
    expect(r.cases.map((c) => c.status)).toEqual([
      JudgeStatus.ACCEPTED,
      JudgeStatus.PRESENTATION_ERROR,
      JudgeStatus.PRESENTATION_ERROR,
      JudgeStatus.WRONG_ANSWER,
      JudgeStatus.ACCEPTED,
    ]);
    expect(r.status).toBe(JudgeStatus.PRESENTATION_ERROR);
  });
});

describe('special judge', () => {
  const spj = (cases: JudgeProblem['cases']): JudgeProblem => ({
    timeLimit: 1000,
    memoryLimit: 256,
    type: ProblemType.OI,
    judgeMode: JudgeMode.SPJ,
    helper: { language: 'C++', code: fixture('checker.cpp') },
    judgeExtraFiles: { 'mini-testlib.h': fixture('mini-testlib.h') },
    difficulty: 1,
    testDataVersion: 'v1',
    cases,
  });

  it('maps testlib and HOJ exit codes, partial scores', async () => {
    const words = ['42', 'HALF', 'PC40', 'P99', 'PE101', 'WA102', 'FMT', '41', 'FAIL'];
    const r = await judge.judge({
      language: 'C',
      code: P.ECHO_C,
      problem: spj(words.map((w) => makeCase(`${w}\n`, '42\n', { score: 10 }))),
    });
    expect(r.cases.map((c) => [c.status, c.score])).toEqual([
      [JudgeStatus.ACCEPTED, 10],
      [JudgeStatus.PARTIAL_ACCEPTED, 5],
      [JudgeStatus.PARTIAL_ACCEPTED, 4],
      [JudgeStatus.PARTIAL_ACCEPTED, 3],
      [JudgeStatus.PRESENTATION_ERROR, 0],
      [JudgeStatus.WRONG_ANSWER, 0],
      [JudgeStatus.WRONG_ANSWER, 0],
      [JudgeStatus.WRONG_ANSWER, 0],
      [JudgeStatus.SYSTEM_ERROR, 0],
    ]);
    expect(r.cases[7].message).toMatch(/^wrong answer expected 42, found 41/);
    expect(r.status).toBe(JudgeStatus.PARTIAL_ACCEPTED);
    expect(r.score).toBe(22);
    expect(r.totalScore).toBe(90);
    expect(r.oiRankScore).toBe(Math.round(0.1 * 22 + (2 * 1 * 22) / 90));
  });

  it('compiles the checker once per version and reuses it', async () => {
    const helpers = () =>
      readdirSync(join(CACHE_DIR, 'helpers'))
        .filter((d) => !d.includes('.tmp-'))
        .sort();
    const before = helpers();
    const data = makeCase('42\n', '42\n', { score: 100 });
    chmodSync(data.input, 0o600);
    chmodSync(data.output, 0o600);
    const r = await judge.judge({ language: 'C', code: P.ECHO_C, problem: spj([data]) });
    expect([r.status, r.score]).toEqual([JudgeStatus.ACCEPTED, 100]);
    expect(helpers()).toEqual(before);
    // A new test-data version is a new compile.
    const p = spj([makeCase('42\n', '42\n', { score: 100 })]);
    p.testDataVersion = `v-${Date.now()}`;
    expect((await judge.judge({ language: 'C', code: P.ECHO_C, problem: p })).status).toBe(
      JudgeStatus.ACCEPTED,
    );
    expect(helpers()).toHaveLength(before.length + 1);
  });

  it('a checker in a language other than C/C++ is a System Error', async () => {
    const p = spj([makeCase('42\n', '42\n', { score: 100 })]);
    p.helper = { language: 'Python3', code: 'print(1)' };
    const r = await judge.judge({ language: 'C', code: P.ECHO_C, problem: p });
    expect(r.status).toBe(JudgeStatus.SYSTEM_ERROR);
  });

  it('a checker that does not compile is a System Error', async () => {
    const p = spj([makeCase('42\n', '42\n', { score: 100 })]);
    p.helper = { language: 'C++', code: 'int main( {' };
    const r = await judge.judge({ language: 'C', code: P.ECHO_C, problem: p });
    expect(r.status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(r.errorMessage).toMatch(/checker compile error/);
  });
});

describe('interactive', () => {
  const problem = (cases: JudgeProblem['cases']): JudgeProblem => ({
    timeLimit: 1000,
    memoryLimit: 256,
    judgeMode: JudgeMode.INTERACTIVE,
    helper: { language: 'C++', code: fixture('interactor.cpp') },
    judgeExtraFiles: { 'mini-testlib.h': fixture('mini-testlib.h') },
    cases,
  });
  const secrets = () => [makeCase('777777\n', ''), makeCase('1\n', ''), makeCase('1000000\n', '')];

  it('AC with a binary search', async () => {
    const r = await judge.judge({
      language: 'C++ With O2',
      code: P.GUESS_BINARY_SEARCH,
      problem: problem(secrets()),
    });
    expect(
      r.cases.map((c) => c.status),
      JSON.stringify(r),
    ).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED]);
    expect(r.cases[0].message).toMatch(/^ok found 777777/);
  });

  it('WA from the interactor; the solution killed by SIGPIPE afterwards is not a Runtime Error', async () => {
    const r = await judge.judge({
      language: 'C++ With O2',
      code: P.GUESS_LINEAR,
      problem: problem([makeCase('500\n', ''), makeCase('3\n', '')]),
    });
    expect(
      r.cases.map((c) => c.status),
      JSON.stringify(r),
    ).toEqual([JudgeStatus.WRONG_ANSWER, JudgeStatus.ACCEPTED]);
    expect(r.cases[0].message).toMatch(/too many guesses/);
  });

  it('a solution that leaves early is a Wrong Answer, not a System Error', async () => {
    const r = await judge.judge({
      language: 'C++ With O2',
      code: P.GUESS_ONCE_AND_LEAVE,
      problem: problem([makeCase('5\n', ''), makeCase('9\n', ''), makeCase('7\n', '')]),
    });
    expect(
      r.cases.map((c) => c.status),
      JSON.stringify(r),
    ).toEqual([JudgeStatus.WRONG_ANSWER, JudgeStatus.WRONG_ANSWER, JudgeStatus.WRONG_ANSWER]);
  });

  it('a crashing solution is a Runtime Error', async () => {
    const r = await judge.judge({
      language: 'C++ With O2',
      code: P.GUESS_CRASH,
      problem: problem([makeCase('5\n', '')]),
    });
    expect(r.status, JSON.stringify(r)).toBe(JudgeStatus.RUNTIME_ERROR);
  });
});

describe('file IO and extra files', () => {
  it('reads the input file and judges the output file (test data readable by root only)', async () => {
    const data = makeCase('2 3\n', '5\n');
    chmodSync(data.input, 0o600);
    chmodSync(data.output, 0o600);
    const p = acm([data], {
      isFileIO: true,
      ioReadFileName: 'in.txt',
      ioWriteFileName: 'out.txt',
    });
    const [ok, stdout] = await Promise.all([
      judge.judge({ language: 'C', code: P.FILE_IO_C, problem: p }),
      // A program that writes to stdout instead: its output file is missing = empty output.
      judge.judge({ language: 'C', code: LANGUAGES[0].template, problem: p }),
    ]);
    expect(ok.status, JSON.stringify(ok)).toBe(JudgeStatus.ACCEPTED);
    expect(stdout.status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('the output file is all a file-IO program may write in its box (C and Python)', async () => {
    const p = acm([makeCase('2 3\n', '5\n'), makeCase('10 20\n', '30\n')], {
      isFileIO: true,
      ioReadFileName: 'in.txt',
      ioWriteFileName: 'out.txt',
    });
    const [flood, py] = await Promise.all([
      judge.judge({ language: 'C', code: P.FILE_IO_FLOOD_C, problem: p }),
      judge.judge({ language: 'Python3', code: P.FILE_IO_PY, problem: p }),
    ]);
    // AC only if every junk file, the directory and the chmod failed
    expect(flood.status, JSON.stringify(flood)).toBe(JudgeStatus.ACCEPTED);
    expect(py.status, JSON.stringify(py)).toBe(JudgeStatus.ACCEPTED);
  });

  it('user extra files sit next to the source', async () => {
    const r = await judge.judge({
      language: 'C',
      code: P.EXTRA_FILE_C,
      problem: acm([makeCase('2 3\n', '5\n')], { userExtraFiles: { 'add.h': P.ADD_H } }),
    });
    expect(r.status, r.errorMessage).toBe(JudgeStatus.ACCEPTED);
  });

  it('rejects extra file names that leave the work dir', async () => {
    const r = await judge.judge({
      language: 'C',
      code: P.EXTRA_FILE_C,
      problem: acm([makeCase('2 3\n', '5\n')], { userExtraFiles: { '../add.h': P.ADD_H } }),
    });
    expect(r.status).toBe(JudgeStatus.SYSTEM_ERROR);
  });
});

describe('case modes and scores', () => {
  // Echo program: input = user output. Groups: 1 → AC WA AC (10 each), 2 → AC AC (20 each), 3 → WA AC (5 each).
  const layout: [string, number, number][] = [
    ['ok', 10, 1],
    ['bad', 10, 1],
    ['ok', 10, 1],
    ['ok', 20, 2],
    ['ok', 20, 2],
    ['bad', 5, 3],
    ['ok', 5, 3],
  ];
  const cases = () => layout.map(([w, score, groupNum]) => makeCase(`${w}\n`, 'ok\n', { score, groupNum }));
  const run = (type: 0 | 1, caseMode: JudgeProblem['caseMode']) =>
    judge.judge({
      language: 'C',
      code: P.ECHO_C,
      problem: { timeLimit: 1000, memoryLimit: 256, type, caseMode, difficulty: 1, cases: cases() },
    });
  const AC = JudgeStatus.ACCEPTED;
  const WA = JudgeStatus.WRONG_ANSWER;
  const CA = JudgeStatus.CANCELLED;

  it('default (OI): every case, sum of scores', async () => {
    const r = await run(ProblemType.OI, CaseMode.DEFAULT);
    expect(r.cases.map((c) => c.status)).toEqual([AC, WA, AC, AC, AC, WA, AC]);
    expect([r.status, r.score, r.totalScore]).toEqual([JudgeStatus.PARTIAL_ACCEPTED, 65, 80]);
    expect(r.oiRankScore).toBe(Math.round(0.1 * 65 + (2 * 65) / 80));
  });

  it('subtask_lowest: rest of a group Cancelled after a failure, Σ group minimum', async () => {
    const r = await run(ProblemType.OI, CaseMode.SUBTASK_LOWEST);
    expect(r.cases.map((c) => c.status)).toEqual([AC, WA, CA, AC, AC, WA, CA]);
    expect(r.cases[2]).toMatchObject({ message: 'Skipped', time: 0, memory: 0, score: 0 });
    expect([r.status, r.score, r.totalScore]).toEqual([JudgeStatus.PARTIAL_ACCEPTED, 20, 35]);
  });

  it('subtask_average: every case, Σ rounded group average', async () => {
    const r = await run(ProblemType.OI, CaseMode.SUBTASK_AVERAGE);
    expect(r.cases.map((c) => c.status)).toEqual([AC, WA, AC, AC, AC, WA, AC]);
    // round(20/3) + 20 + round(5/2) = 7 + 20 + 3
    expect([r.status, r.score, r.totalScore]).toEqual([JudgeStatus.PARTIAL_ACCEPTED, 30, 35]);
  });

  it('ergodic_without_error (ACM): stops at the first failure, the rest Cancelled', async () => {
    const r = await run(ProblemType.ACM, CaseMode.ERGODIC_WITHOUT_ERROR);
    expect(r.cases.map((c) => c.status)).toEqual([AC, WA, CA, CA, CA, CA, CA]);
    expect([r.status, r.score]).toEqual([WA, null]);
  });

  it('ACM default: status of the first failing case', async () => {
    const r = await run(ProblemType.ACM, CaseMode.DEFAULT);
    expect(r.cases.map((c) => c.status)).toEqual([AC, WA, AC, AC, AC, WA, AC]);
    expect(r.status).toBe(WA);
  });

  it('all AC (OI): full score and the all-correct rank score', async () => {
    const r = await judge.judge({
      language: 'C',
      code: P.ECHO_C,
      problem: {
        timeLimit: 1000,
        memoryLimit: 256,
        type: ProblemType.OI,
        difficulty: 2,
        cases: [makeCase('x\n', 'x\n', { score: 60 }), makeCase('y\n', 'y\n', { score: 40 })],
      },
    });
    expect([r.status, r.score, r.totalScore, r.oiRankScore]).toEqual([
      AC,
      100,
      100,
      Math.round(0.1 * 100 + 2 * 2),
    ]);
  });
});

describe('test judge', () => {
  const limits = { timeLimit: 1000, memoryLimit: 256 };
  it('runs custom input and echoes the output; compares only when an expected output is given', async () => {
    const py = LANGUAGES.find((l) => l.name === 'Python3')!;
    const [plain, right, wrong, ce] = await Promise.all([
      judge.testJudge({ language: 'Python3', code: py.template, input: '20 22', problem: limits }),
      judge.testJudge({
        language: 'Python3',
        code: py.template,
        input: '20 22',
        expectedOutput: '42  \n\n',
        problem: limits,
      }),
      judge.testJudge({
        language: 'Python3',
        code: py.template,
        input: '20 22',
        expectedOutput: '43',
        problem: limits,
      }),
      judge.testJudge({ language: 'Python3', code: 'print(', input: '', problem: limits }),
    ]);
    expect(plain).toMatchObject({ status: JudgeStatus.ACCEPTED, output: '42\n' });
    expect(right.status).toBe(JudgeStatus.ACCEPTED);
    expect(wrong).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, output: '42\n' });
    expect(ce.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(ce.errorMessage).toMatch(/SyntaxError|never closed/);
  });

  it('a compiler that writes to stdout and stderr (mcs) shows both, whole, in the compile error', async () => {
    const r = await judge.testJudge({
      language: 'C#',
      code: 'class P { static void Main() { int x = "a"; } }\n',
      input: '',
      problem: limits,
    });
    expect(r.status).toBe(JudgeStatus.COMPILE_ERROR);
    // mcs puts the error on stderr and its summary on stdout: once they overwrote each other
    expect(r.errorMessage).toMatch(/error CS0029: Cannot implicitly convert type/);
    expect(r.errorMessage).toMatch(/Compilation failed: 1 error/);
  });

  it('cuts input to 1000 characters and output to 1000 characters; a whitespace-only difference is WA', async () => {
    const r = await judge.testJudge({
      language: 'C',
      code: P.ECHO_C,
      input: 'x'.repeat(1500),
      expectedOutput: 'y',
      problem: limits,
    });
    expect(r.output).toBe('x'.repeat(1000));
    const pe = await judge.testJudge({
      language: 'C',
      code: P.ECHO_C,
      input: '1  2',
      expectedOutput: '1 2',
      problem: { ...limits, isRemoveEndBlank: false },
    });
    expect(pe.status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('shows the output of a program that failed', async () => {
    const r = await judge.testJudge({
      language: 'C',
      code: '#include <stdio.h>\nint main(void){puts("before");fflush(stdout);return 4;}\n',
      input: '',
      problem: limits,
    });
    expect(r).toMatchObject({ status: JudgeStatus.RUNTIME_ERROR, output: 'before\n' });
  });

  it("shows the program's stderr (a traceback), cut to 4 KiB, and the signal that ended it", async () => {
    const [tb, flood, segv] = await Promise.all([
      judge.testJudge({ language: 'Python3', code: 'print(1/0)\n', input: '', problem: limits }),
      judge.testJudge({
        language: 'C',
        code: '#include <stdio.h>\nint main(void){for(int i=0;i<2000;i++)fputs("0123456789",stderr);return 1;}\n',
        input: '',
        problem: limits,
      }),
      judge.testJudge({
        language: 'C',
        code: '#include <signal.h>\nint main(void){raise(SIGSEGV);return 0;}\n',
        input: '',
        problem: limits,
      }),
    ]);
    expect(tb.status).toBe(JudgeStatus.RUNTIME_ERROR);
    expect(tb.stderr).toMatch(/ZeroDivisionError/);
    expect(flood.stderr!.startsWith('0123456789'.repeat(400))).toBe(true);
    expect(flood.stderr!.length).toBeLessThan(4096 + 100);
    expect(flood.stderr).toMatch(/truncated, 20000 bytes/);
    expect(segv.errorMessage).toMatch(/SIGSEGV/);
  });
});

describe('test data by content hash', () => {
  it('takes cases named sha256:<hex> from the store; unknown data is a System Error', async () => {
    const input = await judge.testData.put('20 22\n');
    const output = await judge.testData.put('42\n');
    const code = LANGUAGES[0].template;
    const ok = await judge.judge({
      language: 'C',
      code,
      problem: acm([{ id: 1, input: `sha256:${input}`, output: `sha256:${output}`, inputName: '1.in' }]),
    });
    expect(ok.status).toBe(JudgeStatus.ACCEPTED);
    expect(ok.cases[0]).toMatchObject({ inputName: '1.in', outputName: `sha256:${output}` });
    const missing = await judge.judge({
      language: 'C',
      code,
      problem: acm([{ id: 1, input: `sha256:${'0'.repeat(64)}`, output: `sha256:${output}` }]),
    });
    expect(missing.status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(missing.errorMessage).toMatch(/not found/);
  });
});

describe('housekeeping', () => {
  it('removes the per-submission scratch dirs', async () => {
    await judge.judge({ language: 'C', code: LANGUAGES[0].template, problem: acm(AB()) });
    await judge.scratchRemoved();
    expect(readdirSync(judge.workRoot)).toEqual([]);
  });
});
