// Submission intake rules in the reference's order (hoj-behaviour §1.2): switches, language, code
// length, submit interval, role permission, problem visibility; the row exists once the call answers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import type { BuiltApp } from '../../src/app.js';
import { call, makeApp } from '../helpers/app.js';
import { ROOT_PASSWORD, appVariants, loginToken, registerUser, setRole } from '../helpers/accounts.js';
import { PY_AB, judgeOverrides, pidOf, setSwitches, useSandboxUidBase, waitFinal } from '../helpers/judge.js';

useSandboxUidBase(63100);

describe.each(appVariants())('submission intake ($name)', ({ target, extra }) => {
  let app: BuiltApp;
  let rootToken: string;

  beforeAll(async () => {
    // With Redis the server consumes its own BullMQ jobs (JUDGE_EMBEDDED=1).
    app = await makeApp(
      await target.makeConfig({
        rootPassword: ROOT_PASSWORD,
        ...extra,
        ...judgeOverrides({ embedded: true }),
      }),
    );
    rootToken = await loginToken(app, 'root', ROOT_PASSWORD);
  });
  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  const submit = (body: Record<string, unknown>, token?: string) =>
    call(
      app,
      'POST',
      '/api/submit-problem-judge',
      { pid: 'P1000', language: 'Python3', code: PY_AB, ...body },
      { token },
    );

  it('needs a login', async () => {
    expect((await submit({})).status).toBe(401);
  });

  it('refuses when public judging is switched off, before anything else', async () => {
    const u = await registerUser(app);
    await setSwitches(app, { openPublicJudge: false });
    try {
      const r = await submit({ pid: 'NOPE', language: 'Klingon' }, u.token);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('管理员当前已关闭评测！');
    } finally {
      await setSwitches(app, { openPublicJudge: true });
    }
  });

  it('unknown problem, unknown language, language not offered by the problem', async () => {
    const u = await registerUser(app);
    expect((await submit({ pid: 'NOPE' }, u.token)).status).toBe(404);
    const bad = await submit({ language: 'Klingon' }, u.token);
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('Klingon');
    // P1001 only accepts C++ With O2
    const { db } = app.ctx.database;
    const lid = (
      await db.selectFrom('language').select('id').where('name', '=', 'C++ With O2').executeTakeFirstOrThrow()
    ).id;
    await db
      .insertInto('problem_language')
      .values({ pid: await pidOf(app, 'P1001'), lid })
      .execute();
    const r = await submit({ pid: 'P1001' }, u.token);
    expect(r.status).toBe(400);
    expect(r.body.msg).toContain('Python3');
    expect(await db.selectFrom('judge').selectAll().where('uid', '=', u.uid).execute()).toEqual([]);
  });

  it('code length 1–65535', async () => {
    const u = await registerUser(app);
    expect((await submit({ code: '' }, u.token)).status).toBe(400);
    expect((await submit({ code: '   \n' }, u.token)).status).toBe(400);
    const long = await submit({ code: `#${'x'.repeat(65535)}` }, u.token);
    expect(long.status).toBe(400);
    expect(long.body.msg).toContain('65535');
  });

  it('one submission per user per defaultSubmitInterval (8 s); the row is written before queueing', async () => {
    await setSwitches(app, { defaultSubmitInterval: 8 });
    const u = await registerUser(app);
    const first = await submit({}, u.token);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data).toMatchObject({
      status: JudgeStatus.PENDING,
      username: u.username,
      displayPid: 'P1000',
      code: PY_AB,
      length: PY_AB.length,
      share: false,
      version: 0,
    });
    const row = await app.ctx.database.db
      .selectFrom('judge')
      .selectAll()
      .where('submit_id', '=', first.body.data.submitId)
      .executeTakeFirst();
    expect(row).toBeTruthy();
    const second = await submit({}, u.token);
    expect(second.status).toBe(400);
    expect(second.body.msg).toMatch(/提交过于频繁，请 [1-8] 秒后再试/);
    // another user is not limited by it
    const other = await registerUser(app);
    expect((await submit({}, other.token)).status).toBe(200);
    expect((await waitFinal(app, first.body.data.submitId)).status).toBe(JudgeStatus.ACCEPTED);
    await setSwitches(app, { defaultSubmitInterval: 0 });
  });

  it('roles without the submit permission are refused', async () => {
    const u = await registerUser(app);
    await setRole(app, u.uid, 1003);
    const r = await call(
      app,
      'POST',
      '/api/submit-problem-judge?l=en-US',
      { pid: 'P1000', language: 'Python3', code: PY_AB },
      { token: u.token },
    );
    expect(r.status).toBe(403);
    expect(r.body.msg).toBe('Your account is not allowed to submit code!');
  });

  it('hidden and group problems: refused for users, root may submit to a hidden one', async () => {
    const u = await registerUser(app);
    const { db } = app.ctx.database;
    await db.updateTable('problem').set({ auth: 2 }).where('problem_id', '=', 'P1000').execute();
    try {
      const r = await submit({}, u.token);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('你无法提交该题目！');
      expect((await submit({}, rootToken)).status).toBe(200);
    } finally {
      await db.updateTable('problem').set({ auth: 1 }).where('problem_id', '=', 'P1000').execute();
    }
    await db
      .updateTable('problem')
      .set({ gid: 7, is_group: app.ctx.database.cols.bool(true) })
      .where('problem_id', '=', 'P1000')
      .execute();
    try {
      const r = await submit({}, u.token);
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('只有团队成员才能进行此操作！');
    } finally {
      await db
        .updateTable('problem')
        .set({ gid: null, is_group: app.ctx.database.cols.bool(false) })
        .where('problem_id', '=', 'P1000')
        .execute();
    }
  });

  it('Idempotency-Key: a resent submit answers the first submission, never a second one', async () => {
    await setSwitches(app, { defaultSubmitInterval: 8 });
    try {
      const u = await registerUser(app);
      const keyed = (key: string, body: Record<string, unknown> = {}, token = u.token) =>
        call(
          app,
          'POST',
          '/api/submit-problem-judge',
          { pid: 'P1000', language: 'Python3', code: PY_AB, ...body },
          { token, headers: { 'idempotency-key': key } },
        );
      const first = await keyed('storm-key-0001');
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      // the same request again (inside the 8 s interval, which it must not trip): the same row
      const again = await keyed('storm-key-0001');
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.data.submitId).toBe(first.body.data.submitId);
      // two copies at once (no interval, so both reach the insert): one row, both answered with it
      await setSwitches(app, { defaultSubmitInterval: 0 });
      const [a, b] = await Promise.all([keyed('storm-key-0002'), keyed('storm-key-0002')]);
      expect([a.status, b.status], JSON.stringify([a.body, b.body])).toEqual([200, 200]);
      expect(a.body.data.submitId).toBe(b.body.data.submitId);
      const rows = await app.ctx.database.db
        .selectFrom('judge')
        .select(['submit_id', 'client_key'])
        .where('uid', '=', u.uid)
        .execute();
      expect(rows.filter((r) => r.client_key === 'storm-key-0001')).toHaveLength(1);
      expect(rows.filter((r) => r.client_key === 'storm-key-0002')).toHaveLength(1);
      // a key reused for other code is refused, in the caller's language
      const other = await keyed('storm-key-0001', { code: `${PY_AB}\n# changed` });
      expect(other.status).toBe(400);
      expect(other.body.msg).toBe('该 Idempotency-Key 已用于另一次提交');
      // keys are per user: another user's same key is a submission of their own
      const v = await registerUser(app);
      const theirs = await keyed('storm-key-0001', {}, v.token);
      expect(theirs.status).toBe(200);
      expect(theirs.body.data.submitId).not.toBe(first.body.data.submitId);
      // a malformed key is refused before anything is written
      const before = rows.length;
      for (const bad of ['short', 'x'.repeat(65), 'has space 123', 'semi;colon;12'])
        expect((await keyed(bad)).status, bad).toBe(400);
      const after = await app.ctx.database.db.selectFrom('judge').select('submit_id').where('uid', '=', u.uid).execute();
      expect(after).toHaveLength(before);
      expect((await waitFinal(app, first.body.data.submitId)).status).toBe(JudgeStatus.ACCEPTED);
    } finally {
      await setSwitches(app, { defaultSubmitInterval: 0 });
    }
  });

  it('resubmit: only the owner, only Submitted Failed / System Error', async () => {
    const u = await registerUser(app);
    const other = await registerUser(app);
    const s = await submit({}, u.token);
    const id = s.body.data.submitId as number;
    expect((await waitFinal(app, id)).status).toBe(JudgeStatus.ACCEPTED);
    expect(
      (await call(app, 'GET', `/api/resubmit?submitId=${id}`, undefined, { token: u.token })).status,
    ).toBe(400);
    await app.ctx.database.db
      .updateTable('judge')
      .set({ status: JudgeStatus.SYSTEM_ERROR })
      .where('submit_id', '=', id)
      .execute();
    expect(
      (await call(app, 'GET', `/api/resubmit?submitId=${id}`, undefined, { token: other.token })).status,
    ).toBe(403);
    const r = await call(app, 'GET', `/api/resubmit?submitId=${id}`, undefined, { token: u.token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.version).toBe(1);
    const done = await waitFinal(app, id);
    expect(done.status).toBe(JudgeStatus.ACCEPTED);
    expect(done.version).toBe(1);
  });
});
