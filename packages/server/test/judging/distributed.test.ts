// BullMQ on Redis with two real worker processes (no database access): a burst shared by both,
// heartbeats in the judge-server list, the test judge, a worker switched off by root, and a worker killed with SIGKILL mid-judge
// whose submission is taken over (stalled job) and still ends with exactly one correct verdict.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import type { BuiltApp } from '../../src/app.js';
import { call, makeApp } from '../helpers/app.js';
import { dbTargets } from '../helpers/targets.js';
import { ROOT_PASSWORD, loginToken, registerUser } from '../helpers/accounts.js';
import {
  CPP_AB,
  CPP_WA,
  PY_AB,
  addProblem,
  judgeOverrides,
  setSwitches,
  submitCode,
  waitFinal,
} from '../helpers/judge.js';
import { startWorker, stopWorker, waitFor, type WorkerProc } from '../helpers/workers.js';

const redisUrl = process.env.TEST_REDIS_URL;
// PostgreSQL when available (the scaled set-up), else SQLite.
const target = dbTargets().at(-1)!;

/** About 0.6 s of CPU per case, then the right answer: slow enough to be killed mid-judge. */
const CPP_SLOW =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);volatile unsigned long long x=0;for(unsigned long long i=0;i<600000000ULL;i++)x+=i;printf("%lld\\n",a+b);}\n';

describe.skipIf(!redisUrl)(`BullMQ workers (${target.name} + Redis)`, () => {
  let app: BuiltApp;
  let serverUrl: string;
  let user: Awaited<ReturnType<typeof registerUser>>;
  let rootToken: string;
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const workers: WorkerProc[] = [];
  let badToken: WorkerProc;

  beforeAll(async () => {
    app = await makeApp(
      await target.makeConfig({
        rootPassword: ROOT_PASSWORD,
        redisUrl,
        redisKeyPrefix: prefix,
        ...judgeOverrides({ embedded: false, heartbeatMs: 1000 }),
      }),
    );
    await app.listen({ port: 0, host: '127.0.0.1' });
    serverUrl = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;
    await setSwitches(app, { defaultSubmitInterval: 0 });
    user = await registerUser(app);
    rootToken = await loginToken(app, 'root', ROOT_PASSWORD);
    badToken = startWorker({
      name: 'bad-token',
      redisUrl: redisUrl!,
      redisKeyPrefix: prefix,
      serverUrl,
      uidBase: 63600,
      env: { JUDGE_TOKEN: 'not-the-token' },
    });
    for (const [i, name] of ['w1', 'w2'].entries())
      workers.push(
        startWorker({
          name,
          redisUrl: redisUrl!,
          redisKeyPrefix: prefix,
          serverUrl,
          uidBase: 63400 + 100 * i,
        }),
      );
  }, 120_000);

  afterAll(async () => {
    await Promise.all([...workers, badToken].filter(Boolean).map(stopWorker));
    await app?.close();
    const { Redis } = await import('ioredis');
    const r = new Redis(redisUrl!);
    const keys = await r.keys(`${prefix}*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
    await target.cleanup();
  });

  const submit = (pid: string, language: string, code: string) =>
    submitCode(app, user.token, { pid, language, code });

  it('a worker whose token the server refuses takes no job and exits', async () => {
    expect(await badToken.exited).toBe(1);
    expect(badToken.output()).toContain('refused JUDGE_TOKEN');
  }, 90_000);

  it('both workers heartbeat into the judge-server list', async () => {
    await waitFor(
      async () => {
        const r = await call(app, 'GET', '/api/admin/config/get-judge-service-info', undefined, {
          token: rootToken,
        });
        const names = (r.body.data as { name: string; status: string }[])
          .filter((s) => s.status === 'online')
          .map((s) => s.name);
        return names.includes('w1') && names.includes('w2');
      },
      60_000,
      'worker heartbeats',
    );
    const r = await call(app, 'GET', '/api/admin/config/get-judge-service-info', undefined, {
      token: rootToken,
    });
    const w1 = (r.body.data as { name: string }[]).find((s) => s.name === 'w1') as Record<string, unknown>;
    expect(w1).toMatchObject({ isRemote: true, maxTasks: 1, status: 'online' });
    expect((w1.languages as { name: string }[]).map((l) => l.name)).toContain('C++ With O2');
    expect(w1.cpuCores).toBeGreaterThan(0);
  }, 90_000);

  it('a burst of submissions is shared by the two workers, each verdict right', async () => {
    const ids: [number, number][] = [];
    for (let i = 0; i < 8; i++) {
      const wrong = i % 4 === 3;
      ids.push([
        await submit('P1000', 'C++ With O2', wrong ? CPP_WA : CPP_AB),
        wrong ? JudgeStatus.WRONG_ANSWER : 0,
      ]);
    }
    ids.push([await submit('P1000', 'Python3', PY_AB), 0]);
    const rows = await Promise.all(ids.map(([id]) => waitFinal(app, id, 120_000)));
    expect(rows.map((r) => r.status)).toEqual(ids.map(([, s]) => s));
    expect(new Set(rows.map((r) => r.judger))).toEqual(new Set(['w1', 'w2']));
    for (const r of rows) {
      const n = await app.ctx.database.db
        .selectFrom('judge_case')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('submit_id', '=', r.submit_id)
        .executeTakeFirstOrThrow();
      expect(Number(n.n)).toBe(10);
    }
  }, 180_000);

  it('test judge runs on a worker (lowest priority)', async () => {
    const r = await call(
      app,
      'POST',
      '/api/submit-problem-test-judge',
      { pid: 'P1000', language: 'C++ With O2', code: CPP_AB, userInput: '1 2', expectedOutput: '3' },
      { token: user.token },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    let res: Awaited<ReturnType<typeof call>> | undefined;
    await waitFor(
      async () => {
        res = await call(app, 'GET', `/api/get-test-judge-result?testJudgeKey=${r.body.data}`, undefined, {
          token: user.token,
        });
        return res.body.data.status !== JudgeStatus.PENDING;
      },
      60_000,
      'test judge result',
    );
    expect(res!.body.data).toMatchObject({ status: 0, userOutput: '3\n' });
  }, 90_000);

  it('a worker root switches off takes no job (the other judges them all) until switched on again', async () => {
    const set = (name: string, enabled: boolean) =>
      call(app, 'PUT', '/api/admin/config/judge-server', { name, enabled }, { token: rootToken });
    const w2 = workers.find((w) => w.name === 'w2')!;
    expect((await set('w2', false)).status).toBe(200);
    try {
      // w2 learns it at its next heartbeat (every second here)
      await waitFor(async () => w2.output().includes('switched off by the server'), 30_000, 'w2 switched off');
      const ids: number[] = [];
      for (let i = 0; i < 4; i++) ids.push(await submit('P1000', 'C++ With O2', CPP_AB));
      const rows = await Promise.all(ids.map((id) => waitFinal(app, id, 120_000)));
      expect(rows.map((r) => [r.status, r.judger])).toEqual(ids.map(() => [0, 'w1']));
    } finally {
      // the next test needs both workers
      expect((await set('w2', true)).status).toBe(200);
      await waitFor(async () => w2.output().includes('switched on by the server'), 30_000, 'w2 switched on');
    }
  }, 240_000);

  it('a worker killed with SIGKILL mid-judge: the other takes the job over; one correct verdict', async () => {
    await addProblem(app, {
      problemId: 'SLOW1',
      title: 'Slow A+B',
      timeLimit: 3000,
      cases: Array.from({ length: 5 }, (_, i) => ({ input: `${i} ${i}\n`, output: `${2 * i}\n` })),
    });
    const id = await submit('SLOW1', 'C++ With O2', CPP_SLOW);
    // Wait until a worker is judging it (some cases done), then kill that worker outright.
    let judger = '';
    await waitFor(
      async () => {
        const row = await app.ctx.database.db
          .selectFrom('judge')
          .selectAll()
          .where('submit_id', '=', id)
          .executeTakeFirstOrThrow();
        const n = await app.ctx.database.db
          .selectFrom('judge_case')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('submit_id', '=', id)
          .executeTakeFirstOrThrow();
        judger = row.judger ?? '';
        return row.status === JudgeStatus.JUDGING && Number(n.n) >= 1;
      },
      60_000,
      'judging to start',
    );
    const victim = workers.find((w) => w.name === judger)!;
    const survivor = workers.find((w) => w.name !== judger)!;
    victim.child.kill('SIGKILL');
    await victim.exited;
    const row = await waitFinal(app, id, 120_000);
    expect(row.status, `${row.error_message}\n${survivor.output().slice(-2000)}`).toBe(JudgeStatus.ACCEPTED);
    expect(row.judger).toBe(survivor.name);
    const cases = await app.ctx.database.db
      .selectFrom('judge_case')
      .selectAll()
      .where('submit_id', '=', id)
      .execute();
    expect(cases.map((c) => c.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5]);
    const ac = await app.ctx.database.db
      .selectFrom('user_acproblem')
      .selectAll()
      .where('uid', '=', user.uid)
      .execute();
    expect(ac.filter((r) => r.submit_id === id)).toHaveLength(1);
    // the dead worker goes offline in the list
    await waitFor(
      async () => {
        const r = await call(app, 'GET', '/api/admin/config/get-judge-service-info', undefined, {
          token: rootToken,
        });
        return (r.body.data as { name: string; status: string }[]).some(
          (s) => s.name === victim.name && s.status === 'offline',
        );
      },
      15_000,
      'the killed worker to be shown offline',
    );
  }, 240_000);
});
