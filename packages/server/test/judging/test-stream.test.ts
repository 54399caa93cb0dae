// The online test's answer pushed (issue 15): /api/test-judge-stream sends the run's result as
// one `result` event once the real judge has it, read once like the poll; a key that is not the
// caller's is refused before the stream opens.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import type { BuiltApp } from '../../src/app.js';
import { call } from '../helpers/app.js';
import { dbTargets } from '../helpers/targets.js';
import { openSseReader } from '../helpers/sse.js';
import { PY_AB, useSandboxUidBase } from '../helpers/judge.js';
import { userOfRole, useJudgingApp, type TestUser } from '../fixtures/index.js';

useSandboxUidBase(65000);

describe.each(dbTargets())('test-run stream ($name)', (target) => {
  let app: BuiltApp;
  let user: TestUser;
  let base: string;

  useJudgingApp({ target }, async (built, _root, signedIn) => {
    app = built;
    user = signedIn;
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  const run = async (code: string, userInput: string) => {
    const r = await call(
      app,
      'POST',
      '/api/submit-problem-test-judge',
      { pid: 'P1000', language: 'Python3', code, userInput, type: 'public' },
      { token: user.token },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as string;
  };
  const streamUrl = (key: string) => `${base}/api/test-judge-stream?testJudgeKey=${key}`;

  it('pushes the result once the judge has it, then closes; the result is read once', async () => {
    const key = await run(PY_AB, '20 22');
    const s = await openSseReader(streamUrl(key), { authorization: user.token });
    try {
      expect(s.status).toBe(200);
      expect(s.contentType).toContain('text/event-stream');
      const ev = await s.next('result', 60_000);
      expect(ev.data).toMatchObject({ status: JudgeStatus.ACCEPTED, userInput: '20 22', userOutput: '42\n' });
    } finally {
      await s.close();
    }
    const again = await call(app, 'GET', `/api/get-test-judge-result?testJudgeKey=${key}`, undefined, {
      token: user.token,
    });
    expect(again.status).toBe(400);
  });

  it('a run already finished when the stream opens is sent at once', async () => {
    const key = await run('print(1/0)\n', '');
    await new Promise<void>((resolve) => {
      const on = (e: { key?: string }) => {
        if (e.key !== key) return;
        app.ctx.judge.events.off('test', on);
        resolve();
      };
      app.ctx.judge.events.on('test', on);
    });
    const s = await openSseReader(streamUrl(key), { authorization: user.token });
    try {
      const ev = await s.next('result', 5_000);
      expect(ev.data).toMatchObject({ status: JudgeStatus.RUNTIME_ERROR });
      expect((ev.data as { stderr: string }).stderr).toMatch(/ZeroDivisionError/);
    } finally {
      await s.close();
    }
  });

  it("another user's key is refused before the stream opens; no token is 401", async () => {
    const key = await run(PY_AB, '1 2');
    const other = await userOfRole(app);
    const refused = await fetch(streamUrl(key), { headers: { authorization: other.token } });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toContain('application/json');
    await refused.body?.cancel();
    const anonymous = await fetch(streamUrl(key));
    expect(anonymous.status).toBe(401);
    await anonymous.body?.cancel();
    // the owner still gets the result: the refusals read nothing
    const s = await openSseReader(streamUrl(key), { authorization: user.token });
    try {
      expect((await s.next('result', 60_000)).data).toMatchObject({
        status: JudgeStatus.ACCEPTED,
        userOutput: '3\n',
      });
    } finally {
      await s.close();
    }
  });
});
