// Submit → verdict through the in-process queue with the real sandbox and compilers: AC / WA / CE,
// Python, an OI problem with per-case scores, case results, the AC list, and the test judge.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import { call } from '../helpers/app.js';
import { dbTargets } from '../helpers/targets.js';
import {
  CPP_AB,
  CPP_CE,
  CPP_WA,
  PY_AB,
  PY_SUM,
  PY_SUM_SHORT,
  pidOf,
  submitted,
  useSandboxUidBase,
  waitFinal,
} from '../helpers/judge.js';
import { useJudgingSuite } from '../fixtures/index.js';

useSandboxUidBase(63000);

describe.each(dbTargets())('judge flow ($name)', (target) => {
  const { app, root: rootToken, user } = useJudgingSuite({ target });

  /** A submission that the intake answers as Pending; answers its id. */
  const submit = async (pid: string, language: string, code: string, token = user().token) => {
    const r = await submitted(app(), token, { pid, language, code, cid: 0 });
    expect(r.status).toBe(JudgeStatus.PENDING);
    return r.submitId;
  };
  const testJudge = (body: Record<string, unknown>) =>
    call(app(), 'POST', '/api/submit-problem-test-judge', body, { token: user().token });
  const testJudgeResult = (key: string) =>
    call(app(), 'GET', `/api/get-test-judge-result?testJudgeKey=${key}`, undefined, { token: user().token });
  /** Polls the test judge's result (each poll answered) until it is no longer Pending. */
  const finalTestResult = async (key: string) => {
    let res;
    for (let i = 0; i < 600; i++) {
      res = await testJudgeResult(key);
      expect(res.status).toBe(200);
      if (res.body.data.status !== JudgeStatus.PENDING) break;
      await new Promise((r) => setTimeout(r, 50));
    }
    return res!;
  };

  it('judges C++ A+B: Accepted with 10 case rows, and the AC list gets the problem', async () => {
    const id = await submit('P1000', 'C++ With O2', CPP_AB);
    const row = await waitFinal(app(), id);
    expect(row.status, row.error_message ?? '').toBe(JudgeStatus.ACCEPTED);
    expect(row.time).not.toBeNull();
    expect(row.memory).toBeGreaterThan(0);
    const cases = await call(app(), 'GET', `/api/get-all-case-result?submitId=${id}`);
    expect(cases.status).toBe(200);
    expect(cases.body.data.judgeCaseList).toHaveLength(10);
    expect(cases.body.data.judgeCaseList.every((c: { status: number }) => c.status === 0)).toBe(true);
    // non-admins see no file names
    expect(cases.body.data.judgeCaseList[0].inputData).toBeNull();
    const admin = await call(app(), 'GET', `/api/get-all-case-result?submitId=${id}`, undefined, {
      token: rootToken(),
    });
    expect(admin.body.data.judgeCaseList[0].inputData).toBe('1.in');
    const ac = await app()
      .ctx.database.db.selectFrom('user_acproblem')
      .selectAll()
      .where('uid', '=', user().uid)
      .execute();
    expect(ac.map((r) => [r.pid, r.submit_id])).toEqual([[await pidOf(app(), 'P1000'), id]]);
  });

  it('judges Wrong Answer and Compile Error (with the compiler message)', async () => {
    const wa = await submit('P1000', 'C++', CPP_WA);
    const ce = await submit('P1000', 'C++', CPP_CE);
    const [w, c] = await Promise.all([waitFinal(app(), wa), waitFinal(app(), ce)]);
    expect(w.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(c.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(c.error_message).toMatch(/error/);
    const st = await call(app(), 'POST', '/api/check-submissions-status', { submitIds: [wa, ce] });
    expect(st.body.data[String(wa)].status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(st.body.data[String(ce)].code).toBeNull();
  });

  it('judges Python and an OI problem with per-case scores and oiRankScore', async () => {
    const py = await submit('P1000', 'Python3', PY_AB);
    const full = await submit('P1001', 'Python3', PY_SUM);
    const part = await submit('P1001', 'Python3', PY_SUM_SHORT);
    expect((await waitFinal(app(), py)).status).toBe(JudgeStatus.ACCEPTED);
    const f = await waitFinal(app(), full);
    expect(f.status).toBe(JudgeStatus.ACCEPTED);
    expect(f.score).toBe(100);
    const p = await waitFinal(app(), part);
    expect(p.status).toBe(JudgeStatus.PARTIAL_ACCEPTED);
    // only case 4 (100 numbers) is wrong; case 3 has 4 numbers but sums to 0 anyway
    expect(p.score).toBe(80);
    expect(p.oi_rank_score).toBe(Math.round(0.1 * 80 + (2 * 1 * 80) / 100));
    const cases = await call(app(), 'GET', `/api/get-all-case-result?submitId=${part}`);
    expect(cases.body.data.judgeCaseList.map((c: { score: number }) => c.score)).toEqual([20, 20, 20, 0, 20]);
  });

  it('test judge: pending, then the result once', async () => {
    const r = await testJudge({
      pid: 'P1000',
      language: 'Python3',
      code: PY_AB,
      userInput: '20 22',
      expectedOutput: '42',
      type: 'public',
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const key = r.body.data as string;
    const res = await finalTestResult(key);
    expect(res.body.data).toMatchObject({
      status: 0,
      userInput: '20 22',
      userOutput: '42\n',
      expectedOutput: '42',
    });
    const again = await testJudgeResult(key);
    expect(again.status).toBe(400);
    const long = await testJudge({
      pid: 'P1000',
      language: 'Python3',
      code: PY_AB,
      userInput: 'x'.repeat(1001),
    });
    expect(long.status).toBe(400);
  });

  it("test judge: a Runtime Error answers with its exit code and the program's traceback", async () => {
    const r = await testJudge({ pid: 'P1000', language: 'Python3', code: 'print(1/0)\n', userInput: '' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const res = await finalTestResult(r.body.data);
    expect(res.body.data.status).toBe(JudgeStatus.RUNTIME_ERROR);
    expect(res.body.data.stderr).toMatch(/exit status code 1[\s\S]*ZeroDivisionError: division by zero/);
  });
});
