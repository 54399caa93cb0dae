// GET /api/metrics (issue 24, Operations): 404 without METRICS_TOKEN, 401 without or with a wrong
// bearer token, the exposition text with it; request counts by route template (a flood of random
// 404 paths adds no label value), verdict and throughput counters after real judging, the queue
// depth (in-process; BullMQ with TEST_REDIS_URL) and heartbeat gauges of registered judges.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import type { BuiltApp } from '../../app.js';
import type { InProcessQueue } from '../../judging/queue/in-process.js';
import { UNMATCHED_ROUTE } from '../../lib/metrics.js';
import { call, makeApp } from '../../../test/helpers/app.js';
import { dbTargets, redisOverrides } from '../../../test/helpers/targets.js';
import { ROOT_PASSWORD, registerUser } from '../../../test/helpers/accounts.js';
import {
  PY_AB,
  TEST_JUDGE_TOKEN,
  judgeOverrides,
  setSwitches,
  submitCode,
  useSandboxUidBase,
  waitFinal,
} from '../../../test/helpers/judge.js';
import { problemWithCases } from '../../../test/fixtures/index.js';
import { waitFor } from '../../../test/helpers/workers.js';

useSandboxUidBase(64900);

const TOKEN = `metrics-${randomBytes(8).toString('hex')}`;

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of a text exposition (comments skipped). */
function parseExposition(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) continue;
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]] = l[2];
    out.push({ name: m[1], labels, value: Number(m[3]) });
  }
  return out;
}

/** The value of the sample with this name and (at least) these labels; 0 when absent. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const s = samples.find(
    (x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v),
  );
  return s?.value ?? 0;
}

async function scrape(app: BuiltApp): Promise<Sample[]> {
  const res = await app.inject({
    method: 'GET',
    url: '/api/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, res.body).toBe(200);
  return parseExposition(res.body);
}

const heartbeat = (app: BuiltApp, name: string) =>
  call(
    app,
    'POST',
    '/api/judge/heartbeat',
    {
      name,
      version: '0.1.0',
      cpuCores: 2,
      maxTasks: 3,
      runningTasks: 1,
      languages: [],
      runner: 'sbx',
      isolated: true,
      percentCpuLoad: '1.00%',
      percentMemoryLoad: '2.00%',
      error: 'sandbox unavailable',
    },
    { headers: { 'judge-token': TEST_JUDGE_TOKEN } },
  );

/** A Python A+B submission of the user; its submit id. */
const submitAB = (app: BuiltApp, token: string, pid = 'P1000'): Promise<number> =>
  submitCode(app, token, { pid, language: 'Python3', code: PY_AB, cid: 0 });

describe.each(dbTargets())('metrics endpoint ($name)', (target) => {
  let app: BuiltApp;
  let off: BuiltApp;
  let user: Awaited<ReturnType<typeof registerUser>>;

  beforeAll(async () => {
    off = await makeApp(await target.makeConfig({ ...judgeOverrides() }));
    app = await makeApp(
      await target.makeConfig({ rootPassword: ROOT_PASSWORD, metricsToken: TOKEN, ...judgeOverrides() }),
    );
    await setSwitches(app, { defaultSubmitInterval: 0 });
    user = await registerUser(app);
  }, 60_000);
  afterAll(async () => {
    await off?.close();
    await app?.close();
    await target.cleanup();
  });

  it('without METRICS_TOKEN the endpoint does not exist (404), with any header', async () => {
    expect(off.ctx.metrics).toBeNull();
    for (const headers of [{}, { authorization: `Bearer ${TOKEN}` }]) {
      const res = await off.inject({ method: 'GET', url: '/api/metrics', headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().status).toBe(404);
    }
  });

  it('401 without a token, with a wrong one, or without the Bearer scheme; 200 text with it', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await app.inject({
        method: 'GET',
        url: '/api/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json()).toMatchObject({ status: 401, data: null });
    }
    const ok = await app.inject({
      method: 'GET',
      url: '/api/metrics',
      headers: { authorization: `bearer  ${TOKEN}` },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.body).toContain('# TYPE http_requests_total counter');
    expect(ok.body).toContain('# TYPE http_request_duration_seconds histogram');
    // prom-client's default process metrics, in this app's own registry
    expect(ok.body).toContain('process_cpu_user_seconds_total');
    expect(ok.body).toContain('nodejs_eventloop_lag_seconds');
  });

  it('counts requests by method, route template and status class, and times them', async () => {
    const route = { method: 'GET', route: '/api/get-problem-list', status_class: '2xx' };
    const before = await scrape(app);
    for (let i = 0; i < 3; i++) {
      const r = await call(app, 'GET', `/api/get-problem-list?currentPage=${i + 1}&limit=5`);
      expect(r.status).toBe(200);
    }
    const after = await scrape(app);
    expect(valueOf(after, 'http_requests_total', route) - valueOf(before, 'http_requests_total', route)).toBe(
      3,
    );
    expect(
      valueOf(after, 'http_request_duration_seconds_count', route) -
        valueOf(before, 'http_request_duration_seconds_count', route),
    ).toBe(3);
    expect(valueOf(after, 'http_request_duration_seconds_sum', route)).toBeGreaterThan(0);
    // the scrape itself is a route like the others, and 401s are counted as 4xx
    expect(
      valueOf(after, 'http_requests_total', { route: '/api/metrics', status_class: '2xx' }),
    ).toBeGreaterThanOrEqual(2);
    expect(valueOf(after, 'http_requests_total', { route: '/api/metrics', status_class: '4xx' })).toBe(5);
  });

  it('a flood of distinct URLs adds no label value: 404s share one route label, ids stay out', async () => {
    const unmatched = { method: 'GET', route: UNMATCHED_ROUTE, status_class: '4xx' };
    const before = await scrape(app);
    const routesBefore = new Set(
      before.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route),
    );
    const ids = Array.from({ length: 200 }, () => randomBytes(6).toString('hex'));
    for (const id of ids) {
      expect((await app.inject({ method: 'GET', url: `/api/no-such-call/${id}` })).statusCode).toBe(404);
      // a matched route with a random query string or parameter keeps its template
      await app.inject({ method: 'GET', url: `/api/get-problem-detail?problemId=${id}` });
    }
    const after = await scrape(app);
    expect(
      valueOf(after, 'http_requests_total', unmatched) - valueOf(before, 'http_requests_total', unmatched),
    ).toBe(200);
    const routes = new Set(after.filter((s) => s.name === 'http_requests_total').map((s) => s.labels.route));
    const added = [...routes].filter((r) => !routesBefore.has(r));
    expect(
      added.every((r) => r === '/api/get-problem-detail' || r === UNMATCHED_ROUTE),
      added.join(),
    ).toBe(true);
    const text = after.map((s) => JSON.stringify(s.labels)).join('\n');
    for (const id of ids.slice(0, 20)) expect(text).not.toContain(id);
    // every route label is a registered route template or the unmatched one
    const templates = new Set(app.routeList.map((r) => r.url));
    for (const r of routes) expect(r === UNMATCHED_ROUTE || templates.has(r), r).toBe(true);
  });

  it('judging: the judged total and the verdict counter of the status grow; System Errors are counted', async () => {
    const before = await scrape(app);
    const ac = await submitAB(app, user.token);
    expect((await waitFinal(app, ac)).status).toBe(JudgeStatus.ACCEPTED);
    await problemWithCases(app, 'MX1'); // no test data: the judge answers System Error
    const se = await submitAB(app, user.token, 'MX1');
    expect((await waitFinal(app, se)).status).toBe(JudgeStatus.SYSTEM_ERROR);
    const after = await scrape(app);
    const grew = (name: string, labels?: Record<string, string>) =>
      valueOf(after, name, labels) - valueOf(before, name, labels);
    expect(grew('judge_submissions_judged_total')).toBe(2);
    expect(grew('judge_verdicts_total', { status: 'Accepted' })).toBe(1);
    expect(grew('judge_verdicts_total', { status: 'System Error' })).toBe(1);
    expect(grew('judge_verdicts_total', { status: 'Wrong Answer' })).toBe(0);
    expect(grew('judge_system_errors_total')).toBe(1);
  }, 120_000);

  it('queue depth (in-process): jobs waiting while the judge takes none, then drained', async () => {
    const queue = app.ctx.judge.queue as InProcessQueue;
    expect(queue.kind).toBe('in-process');
    queue.pause();
    const ids: number[] = [];
    try {
      for (let i = 0; i < 3; i++) {
        ids.push(await submitAB(app, user.token));
      }
      const s = await scrape(app);
      expect(valueOf(s, 'judge_queue_jobs', { queue: 'judge', state: 'waiting' })).toBe(3);
      expect(valueOf(s, 'judge_queue_jobs', { queue: 'judge', state: 'active' })).toBe(0);
      expect(s.some((x) => x.name === 'judge_queue_jobs' && x.labels.queue === 'remote')).toBe(true);
    } finally {
      queue.resume();
    }
    for (const id of ids) await waitFinal(app, id);
    const s = await scrape(app);
    expect(valueOf(s, 'judge_queue_jobs', { queue: 'judge', state: 'waiting' })).toBe(0);
  }, 120_000);

  it('heartbeat gauges for every registered judge: the embedded one and a worker', async () => {
    expect((await heartbeat(app, 'metrics-w1')).status).toBe(200);
    const s = await scrape(app);
    const age = (judge: string) =>
      s.find((x) => x.name === 'judge_server_heartbeat_age_seconds' && x.labels.judge === judge)?.value;
    expect(age('metrics-w1')).toBeGreaterThanOrEqual(0);
    expect(age('metrics-w1')).toBeLessThan(5);
    // the embedded judge heartbeats once it is ready (it judged above)
    expect(age(app.ctx.config.judge.name)).toBeLessThan(60);
    expect(valueOf(s, 'judge_server_running_tasks', { judge: 'metrics-w1' })).toBe(1);
    expect(valueOf(s, 'judge_server_error', { judge: 'metrics-w1' })).toBe(1);
    expect(valueOf(s, 'judge_server_error', { judge: app.ctx.config.judge.name })).toBe(0);
    expect(valueOf(s, 'metrics_collect_failures_total')).toBe(0);
  });
});

const redis = redisOverrides();
describe.skipIf(!redis)('metrics endpoint (BullMQ queue depth)', () => {
  const target = dbTargets().at(-1)!;
  let app: BuiltApp;

  beforeAll(async () => {
    // No worker consumes: the jobs stay waiting in Redis.
    app = await makeApp(
      await target.makeConfig({
        rootPassword: ROOT_PASSWORD,
        metricsToken: TOKEN,
        ...redis,
        ...judgeOverrides({ embedded: false }),
      }),
    );
    await setSwitches(app, { defaultSubmitInterval: 0 });
  }, 60_000);
  afterAll(async () => {
    await app?.close();
    await target.cleanup();
    const { Redis } = await import('ioredis');
    const r = new Redis(redis!.redisUrl!);
    const keys = await r.keys(`${redis!.redisKeyPrefix}*`);
    if (keys.length) await r.del(...keys);
    r.disconnect();
  });

  it('counts the jobs waiting in BullMQ, and a registered worker gets its heartbeat gauge', async () => {
    expect(app.ctx.judge.queue.kind).toBe('bullmq');
    const user = await registerUser(app);
    const before = valueOf(await scrape(app), 'judge_queue_jobs', { queue: 'judge', state: 'waiting' });
    for (let i = 0; i < 4; i++) await submitAB(app, user.token);
    await waitFor(
      async () =>
        valueOf(await scrape(app), 'judge_queue_jobs', { queue: 'judge', state: 'waiting' }) === before + 4,
      10_000,
      'four waiting jobs',
    );
    expect((await heartbeat(app, 'metrics-bull-w1')).status).toBe(200);
    const s = await scrape(app);
    expect(
      s.some((x) => x.name === 'judge_server_heartbeat_age_seconds' && x.labels.judge === 'metrics-bull-w1'),
    ).toBe(true);
  }, 60_000);
});
