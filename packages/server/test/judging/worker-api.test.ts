// The judge-worker endpoints: refused without the judge token (or when none is configured), test
// data served by content hash only to judges, reports applied with the version guard.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/shared';
import { sha256Of } from '@judge/judge';
import type { BuiltApp } from '../../src/app.js';
import { call, makeApp, type CallOptions } from '../helpers/app.js';
import { dbTargets } from '../helpers/targets.js';
import { ROOT_PASSWORD, loginToken } from '../helpers/accounts.js';
import { TEST_JUDGE_TOKEN, judgeOverrides, pidOf } from '../helpers/judge.js';
import { userOfRole } from '../fixtures/index.js';
import { insertSubmission } from '../../src/modules/submission/repo.js';
import { executeJob } from '../../src/judging/worker/execute.js';

describe.each(dbTargets())('judge worker API ($name)', (target) => {
  let app: BuiltApp;
  let hash: string;
  beforeAll(async () => {
    // A Redis-less server that does not judge itself would still answer; here the in-process judge
    // is never reached because rows are inserted directly and claimed through the API.
    app = await makeApp(await target.makeConfig({ rootPassword: ROOT_PASSWORD, ...judgeOverrides() }));
    const row = await app.ctx.database.db
      .selectFrom('problem_case')
      .select('input_hash')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    hash = row.input_hash;
  });
  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  const withToken = (token?: string): CallOptions => ({ headers: token ? { 'judge-token': token } : {} });
  /** A worker call (POST) with the judge token. */
  const asJudge = (url: string, body: unknown) => call(app, 'POST', url, body, withToken(TEST_JUDGE_TOKEN));
  /** A P1000 submission of `uid` written straight through the repo (no judge has it yet); its id. */
  const queuedSubmission = async (uid: string) =>
    Number(
      (
        await insertSubmission(app.ctx.database, {
          pid: await pidOf(app, 'P1000'),
          displayPid: 'P1000',
          uid,
          username: uid,
          code: 'x',
          language: 'Python3',
          cid: 0,
          cpid: 0,
          gid: null,
          ip: null,
        })
      ).submit_id,
    );

  it('test data by hash: only with the judge token, never with a user token', async () => {
    const url = `/api/judge/testdata/${hash}`;
    expect((await call(app, 'GET', url)).status).toBe(403);
    expect((await call(app, 'GET', url, undefined, withToken('wrong'))).status).toBe(403);
    const rootToken = await loginToken(app, 'root', ROOT_PASSWORD);
    expect((await call(app, 'GET', url, undefined, { token: rootToken })).status).toBe(403);
    const ok = await call(app, 'GET', url, undefined, withToken(TEST_JUDGE_TOKEN));
    expect(ok.status).toBe(200);
    expect(ok.res.headers['content-type']).toBe('application/octet-stream');
    expect(sha256Of(ok.res.rawPayload)).toBe(hash);
    expect(
      (
        await call(
          app,
          'GET',
          `/api/judge/testdata/${'0'.repeat(64)}`,
          undefined,
          withToken(TEST_JUDGE_TOKEN),
        )
      ).status,
    ).toBe(404);
  });

  it('claim / progress / finish need the token and respect the version', async () => {
    // keep the embedded judge away from it: pretend it was queued elsewhere
    const id = await queuedSubmission('u1');
    expect(
      (await call(app, 'POST', '/api/judge/claim', { submitId: id, version: 0, judger: 'x' })).status,
    ).toBe(403);
    // the token is checked before the body: a caller without it learns nothing of the endpoints' shapes
    for (const path of ['/api/judge/claim', '/api/judge/progress', '/api/judge/finish', '/api/judge/heartbeat']) {
      const r = await call(app, 'POST', path, { nonsense: true });
      expect([path, r.status, r.body.msg]).toEqual([path, 403, expect.not.stringMatching(/parameter/i)]);
    }
    const claim = await asJudge('/api/judge/claim', { submitId: id, version: 0, judger: 'remote-1' });
    expect(claim.status, JSON.stringify(claim.body)).toBe(200);
    expect(claim.body.data.problem.cases).toHaveLength(10);
    expect(claim.body.data.problem.cases[0].input).toMatch(/^sha256:[0-9a-f]{64}$/);
    const stale = await asJudge('/api/judge/claim', { submitId: id, version: 3, judger: 'remote-1' });
    expect(stale.body.data).toBeNull();
    const verdict = {
      status: JudgeStatus.ACCEPTED,
      time: 5,
      memory: 1000,
      score: null,
      oiRankScore: null,
      errorMessage: null,
    };
    expect((await call(app, 'POST', '/api/judge/finish', { submitId: id, version: 0, verdict })).status).toBe(
      403,
    );
    expect((await asJudge('/api/judge/finish', { submitId: id, version: 0, verdict })).status).toBe(200);
    // twice: the second is a no-op
    expect(
      (await asJudge('/api/judge/finish', { submitId: id, version: 0, verdict: { ...verdict, status: -1 } })).status,
    ).toBe(200);
    const row = await app.ctx.database.db
      .selectFrom('judge')
      .selectAll()
      .where('submit_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 0, judger: 'remote-1', time: 5 });
    expect(
      await app.ctx.database.db.selectFrom('user_acproblem').selectAll().where('uid', '=', 'u1').execute(),
    ).toHaveLength(1);
  });

  it('a judge that cannot start (no sandbox) ends the submission as System Error with the reason', async () => {
    const id = await queuedSubmission('u2');
    const broken = Promise.reject(new Error('sandbox unavailable: not running as root'));
    broken.catch(() => {});
    const job = { kind: 'judge' as const, submitId: id, version: 0, priority: 2 as const };
    expect(await executeJob(broken, app.ctx.judge.results.localHost(), job, 'embedded')).toBe('judged');
    const row = await app.ctx.database.db
      .selectFrom('judge')
      .selectAll()
      .where('submit_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      status: JudgeStatus.SYSTEM_ERROR,
      error_message: 'sandbox unavailable: not running as root',
    });
  });

  it('root switches a judge off and on: the list shows it, the heartbeat tells the judge; others may not', async () => {
    const hb = {
      name: 'switch-test',
      version: '1',
      cpuCores: 2,
      maxTasks: 1,
      runningTasks: 0,
      languages: [{ name: 'C', version: '12' }],
      runner: 'sbx',
      isolated: true,
      percentCpuLoad: '1.00%',
      percentMemoryLoad: '2.00%',
    };
    const beat = () => asJudge('/api/judge/heartbeat', hb);
    expect((await beat()).body.data).toEqual({ enabled: true });
    const rootToken = await loginToken(app, 'root', ROOT_PASSWORD);
    const list = async () =>
      ((await call(app, 'GET', '/api/admin/config/get-judge-service-info', undefined, { token: rootToken })).body
        .data as { name: string; enabled: boolean; cpuCores: number; languages: unknown[]; lastHeartbeat: string }[]).find(
        (s) => s.name === 'switch-test',
      )!;
    expect(await list()).toMatchObject({ enabled: true, cpuCores: 2, languages: [{ name: 'C', version: '12' }] });

    const set = (enabled: boolean, token = rootToken, name = 'switch-test') =>
      call(app, 'PUT', '/api/admin/config/judge-server', { name, enabled }, { token, headers: { 'accept-language': 'en-US' } });
    expect((await set(false)).status).toBe(200);
    expect((await list()).enabled).toBe(false);
    // the judge learns it at its next heartbeat, and heartbeats do not switch it back on
    expect((await beat()).body.data).toEqual({ enabled: false });
    expect((await beat()).body.data).toEqual({ enabled: false });
    expect((await list()).enabled).toBe(false);
    expect((await set(true)).status).toBe(200);
    expect((await beat()).body.data).toEqual({ enabled: true });

    // an unknown judge; an admin and a problem admin are refused
    const unknown = await set(false, rootToken, 'nobody');
    expect(unknown.status).toBe(404);
    expect(unknown.body.msg).toBe('There is no judge server of that name.');
    for (const role of [Role.ADMIN, Role.PROBLEM_ADMIN]) {
      const u = await userOfRole(app, role);
      expect((await set(false, u.token)).status).toBe(403);
    }
    expect((await list()).enabled).toBe(true);
  });

  it('without JUDGE_TOKEN configured every worker call is refused', async () => {
    const other = await makeApp(await target.makeConfig({ ...judgeOverrides({ token: undefined }) }));
    try {
      expect((await call(other, 'GET', `/api/judge/testdata/${hash}`, undefined, withToken(''))).status).toBe(
        403,
      );
      expect(
        (await call(other, 'GET', `/api/judge/testdata/${hash}`, undefined, withToken('undefined'))).status,
      ).toBe(403);
    } finally {
      await other.close();
    }
  });
});
