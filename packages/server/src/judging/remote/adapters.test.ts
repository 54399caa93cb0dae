// Each adapter against its local stand-in (no network beyond 127.0.0.1): import, login, submit,
// every verdict word, compile error, a site that hangs, a site that is down, a refused login, and
// a changed page reported as such instead of a verdict.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import type { StandIn } from './standin/server.js';
import { startHduStandIn } from './standin/hdu.js';
import { startCodeforcesStandIn } from './standin/codeforces.js';
import { hduAdapter } from './sites/hdu.js';
import { codeforcesAdapter } from './sites/codeforces.js';
import { startPojStandIn } from './standin/poj.js';
import { startAtcoderStandIn } from './standin/atcoder.js';
import { startSpojStandIn } from './standin/spoj.js';
import { pojAdapter } from './sites/poj.js';
import { atcoderAdapter } from './sites/atcoder.js';
import { spojAdapter } from './sites/spoj.js';
import { RemoteError, type RemoteAdapter, type RemoteRunState } from './types.js';

const CODE = '#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}\n';
const S = JudgeStatus;

interface Case {
  name: string;
  start: () => Promise<StandIn>;
  make: (url: string) => RemoteAdapter;
  problem: string;
  unknown: string;
  expected: {
    title: RegExp;
    timeLimit: number;
    memoryLimit: number;
    sample: { input: string; output: string };
  };
  pending: string[];
  verdicts: [string, number][];
  compileWords: string;
  compileMessage: RegExp;
}

/** The verdict words HDU and POJ show alike, in the order the cases list them (AC first, WA second). */
const HDU_POJ_WORDS: [string, number][] = [
  ['Accepted', S.ACCEPTED],
  ['Wrong Answer', S.WRONG_ANSWER],
  ['Presentation Error', S.PRESENTATION_ERROR],
  ['Time Limit Exceeded', S.TIME_LIMIT_EXCEEDED],
  ['Memory Limit Exceeded', S.MEMORY_LIMIT_EXCEEDED],
  ['Output Limit Exceeded', S.RUNTIME_ERROR],
];

const cases: Case[] = [
  {
    name: 'HDU',
    start: () => startHduStandIn(),
    make: hduAdapter,
    problem: '1000',
    unknown: '9999',
    expected: {
      title: /A \+ B Problem/,
      timeLimit: 1000,
      memoryLimit: 32,
      sample: { input: '1 1', output: '2' },
    },
    pending: ['Queuing', 'Compiling', 'Running'],
    verdicts: [
      ...HDU_POJ_WORDS,
      ['Runtime Error<br>(ACCESS_VIOLATION)', S.RUNTIME_ERROR],
      ['Runtime Error<br>(STACK_OVERFLOW)', S.RUNTIME_ERROR],
      ['System Error', S.SYSTEM_ERROR],
    ],
    compileWords: 'Compilation Error',
    compileMessage: /undeclared identifier/,
  },
  ...(['CF', 'GYM'] as const).map((k): Case => ({
    name: k,
    start: () => startCodeforcesStandIn(),
    make: (u) => codeforcesAdapter(u, k === 'GYM'),
    problem: k === 'CF' ? '1000A' : '100001A',
    unknown: '9999Z',
    expected: {
      title: /^Sum of Two$/,
      timeLimit: 2000,
      memoryLimit: 256,
      sample: { input: '1 2', output: '3' },
    },
    pending: ['', 'TESTING'],
    verdicts: [
      ['OK', S.ACCEPTED],
      ['WRONG_ANSWER', S.WRONG_ANSWER],
      ['PRESENTATION_ERROR', S.PRESENTATION_ERROR],
      ['TIME_LIMIT_EXCEEDED', S.TIME_LIMIT_EXCEEDED],
      ['MEMORY_LIMIT_EXCEEDED', S.MEMORY_LIMIT_EXCEEDED],
      ['RUNTIME_ERROR', S.RUNTIME_ERROR],
      ['IDLENESS_LIMIT_EXCEEDED', S.RUNTIME_ERROR],
      ['SECURITY_VIOLATED', S.RUNTIME_ERROR],
      ['OUTPUT_LIMIT_EXCEEDED', S.RUNTIME_ERROR],
      ['PARTIAL', S.PARTIAL_ACCEPTED],
      ['CRASHED', S.SYSTEM_ERROR],
      ['FAILED', S.SYSTEM_ERROR],
    ],
    compileWords: 'COMPILATION_ERROR',
    compileMessage: /does not name a type/,
  })),
  {
    name: 'POJ',
    start: () => startPojStandIn(),
    make: pojAdapter,
    problem: '1000',
    unknown: '9999',
    expected: {
      title: /^A\+B Problem 1000$/,
      timeLimit: 1000,
      memoryLimit: 10,
      sample: { input: '1 2', output: '3' },
    },
    pending: ['Waiting', 'Compiling', 'Running & Judging'],
    verdicts: [...HDU_POJ_WORDS, ['Runtime Error', S.RUNTIME_ERROR], ['System Error', S.SYSTEM_ERROR]],
    compileWords: 'Compile Error',
    compileMessage: /was not declared/,
  },
  {
    name: 'AtCoder',
    start: () => startAtcoderStandIn(),
    make: atcoderAdapter,
    problem: 'abc001_a',
    unknown: 'abc999_z',
    expected: {
      title: /^Sum abc001_a$/,
      timeLimit: 2000,
      memoryLimit: 1024,
      sample: { input: '1 2', output: '3' },
    },
    pending: ['WJ', 'WR', '3/12'],
    verdicts: [
      ['AC', S.ACCEPTED],
      ['WA', S.WRONG_ANSWER],
      ['TLE', S.TIME_LIMIT_EXCEEDED],
      ['MLE', S.MEMORY_LIMIT_EXCEEDED],
      ['RE', S.RUNTIME_ERROR],
      ['OLE', S.RUNTIME_ERROR],
      ['IE', S.SYSTEM_ERROR],
    ],
    compileWords: 'CE',
    compileMessage: /was not declared in this scope/,
  },
  {
    name: 'SPOJ',
    start: () => startSpojStandIn(),
    make: spojAdapter,
    problem: 'TEST',
    unknown: 'NOPE',
    expected: {
      title: /^Life, the Universe, and Everything$/,
      timeLimit: 10000,
      memoryLimit: 1536,
      sample: { input: '1\n2\n88\n42\n99', output: '1\n2\n88' },
    },
    pending: ['waiting..', 'compiling..', 'running..', 'running judge..'],
    verdicts: [
      ['accepted', S.ACCEPTED],
      ['wrong answer', S.WRONG_ANSWER],
      ['time limit exceeded', S.TIME_LIMIT_EXCEEDED],
      ['memory limit exceeded', S.MEMORY_LIMIT_EXCEEDED],
      ['runtime error (SIGSEGV)', S.RUNTIME_ERROR],
      ['runtime error (NZEC)', S.RUNTIME_ERROR],
      ['internal error', S.SYSTEM_ERROR],
    ],
    compileWords: 'compilation error',
    compileMessage: /does not name a type/,
  },
];

async function pollToEnd(
  a: RemoteAdapter,
  s: Awaited<ReturnType<RemoteAdapter['login']>>,
  id: string,
  run: number,
) {
  const seen: RemoteRunState[] = [];
  for (let i = 0; i < 10; i++) {
    const r = await a.poll(s, id, run);
    seen.push(r);
    if (!r.pending) return { final: r, seen };
  }
  throw new Error('never final');
}

async function rejects(p: Promise<unknown>, kind: RemoteError['kind'], msg?: RegExp) {
  const e = await p.then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(RemoteError);
  expect((e as RemoteError).kind).toBe(kind);
  if (msg) expect((e as RemoteError).message).toMatch(msg);
}

describe.each(cases)('$name adapter against its stand-in', (c) => {
  let site: StandIn;
  let adapter: RemoteAdapter;
  const account = { username: 'judge_bot', password: 'secret' };
  let n = 0;
  // Each submission gets distinct code: some sites refuse the same code twice.
  const code = () => `${CODE}// ${n++}\n`;

  beforeAll(async () => {
    site = await c.start();
    adapter = c.make(site.url);
  });
  afterAll(() => site.close());

  /**
   * Signs in and submits `src` in the adapter's first language, the site told to answer it with
   * `script` (null: its default, judging then accepted); answers the session and the run.
   */
  const submitScripted = async (script: string[] | null, src = code()) => {
    const s = await adapter.login(account);
    site.state.nextScript = script;
    const run = await adapter.submit(s, c.problem, Object.values(adapter.languages)[0], src);
    return { s, run };
  };

  it('imports statement, limits, samples and source', async () => {
    const p = await adapter.fetchProblem(c.problem);
    expect(p.title).toMatch(c.expected.title);
    expect(p.timeLimit).toBe(c.expected.timeLimit);
    expect(p.memoryLimit).toBe(c.expected.memoryLimit);
    expect(p.examples).toEqual([c.expected.sample]);
    expect(p.description.length).toBeGreaterThan(5);
    expect(p.input.length).toBeGreaterThan(5);
    expect(p.output.length).toBeGreaterThan(5);
    expect(p.source).toMatch(/Stand-in/);
    expect(p.description).not.toMatch(/<\w+/);
  });

  it('reports an unknown problem and a malformed id as not found', async () => {
    await rejects(adapter.fetchProblem(c.unknown), 'not-found');
    await rejects(adapter.fetchProblem('../etc'), 'not-found');
  });

  it('logs in, and reports a refused login as such', async () => {
    const s = await adapter.login(account);
    expect(s.account.username).toBe('judge_bot');
    await rejects(adapter.login({ username: 'judge_bot', password: 'wrong' }), 'login', /refused the login/);
  });

  it('submits, polls through the pending words and maps every verdict word', async () => {
    const s = await adapter.login(account);
    const lang = Object.values(adapter.languages)[0];
    for (const [words, status] of c.verdicts) {
      site.state.nextScript = [...c.pending, words];
      const run = await adapter.submit(s, c.problem, lang, code());
      expect(run).toBe(site.state.runs[0].id);
      expect(site.state.runs[0].language).toBe(lang);
      const { final, seen } = await pollToEnd(adapter, s, c.problem, run);
      expect(seen.filter((x) => x.pending).length).toBeGreaterThanOrEqual(c.pending.length - 1);
      expect(final.pending ? null : final.status, words).toBe(status);
    }
    const last = site.state.runs[0];
    expect(last.code).toContain('scanf');
  });

  it('returns time and memory of an accepted run', async () => {
    const { s, run } = await submitScripted([c.verdicts[0][0]]);
    const { final } = await pollToEnd(adapter, s, c.problem, run);
    expect(final).toMatchObject({ pending: false, status: S.ACCEPTED });
    expect(final.pending ? 0 : final.time).toBeGreaterThan(0);
    expect(final.pending ? 0 : final.memory).toBeGreaterThan(0);
  });

  it('finds an old run again after 60 newer ones of the account (a rejudge re-polls it)', async () => {
    const s = await adapter.login(account);
    const lang = Object.values(adapter.languages)[0];
    site.state.nextScript = [c.verdicts[0][0]];
    const old = await adapter.submit(s, c.problem, lang, code());
    for (let i = 0; i < 60; i++) {
      site.state.nextScript = [c.verdicts[1][0]];
      await adapter.submit(s, c.problem, lang, code());
    }
    const { final } = await pollToEnd(adapter, s, c.problem, old);
    expect(final).toMatchObject({ pending: false, status: S.ACCEPTED });
  });

  it('brings the compile error message', async () => {
    const { s, run } = await submitScripted([c.compileWords], `${code()}syntax_error main\n`);
    const { final } = await pollToEnd(adapter, s, c.problem, run);
    expect(final).toMatchObject({ pending: false, status: S.COMPILE_ERROR });
    expect(final.pending ? '' : final.compileError).toMatch(c.compileMessage);
  });

  it('calls an unknown verdict word a changed page, never a verdict', async () => {
    const { s, run } = await submitScripted(['Judged By Magic']);
    await rejects(adapter.poll(s, c.problem, run), 'page-changed', /unknown verdict/);
  });

  it('reports changed pages (statement, status) as a clear error', async () => {
    const { s, run } = await submitScripted(null);
    site.state.mode = 'changed';
    try {
      await rejects(adapter.fetchProblem(c.problem), 'page-changed', /adapter needs updating/);
      await rejects(adapter.poll(s, c.problem, run), 'page-changed');
    } finally {
      site.state.mode = 'ok';
    }
  });

  it('reports a site that is down and one that never answers as network failures', async () => {
    site.state.mode = 'down';
    try {
      await rejects(adapter.login(account), 'network', /503/);
    } finally {
      site.state.mode = 'ok';
    }
    process.env.REMOTE_JUDGE_TIMEOUT_MS = '300';
    site.state.mode = 'hang';
    try {
      await rejects(c.make(site.url).login(account), 'network', /timed out/);
    } finally {
      site.state.mode = 'ok';
      delete process.env.REMOTE_JUDGE_TIMEOUT_MS;
    }
  });
});
