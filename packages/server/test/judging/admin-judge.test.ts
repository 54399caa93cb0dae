// Admin judge operations (root + perm rejudge): rejudge, rejudge a contest problem, cancel, manual
// judge with an OI score, each keeping user_acproblem consistent (the first AC outside contests).
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import { call } from '../helpers/app.js';
import { dbTargets } from '../helpers/targets.js';
import { loginToken, registerUser, setRole } from '../helpers/accounts.js';
import {
  CPP_CE,
  PY_AB,
  PY_SUM_SHORT,
  pidOf,
  submitCode,
  useSandboxUidBase,
  waitFinal,
} from '../helpers/judge.js';
import { useJudgingSuite } from '../fixtures/index.js';

useSandboxUidBase(63200);

describe.each(dbTargets())('admin judge operations ($name)', (target) => {
  const { app, root, user } = useJudgingSuite({ target });

  /** A submission (in Python3 unless `language` says otherwise), once judged; answers its id. */
  const submit = async (pid: string, code: string, language = 'Python3') =>
    (await waitFinal(app(), await submitCode(app(), user().token, { pid, language, code }))).submit_id;
  const acList = async () =>
    (
      await app()
        .ctx.database.db.selectFrom('user_acproblem')
        .selectAll()
        .where('uid', '=', user().uid)
        .orderBy('pid')
        .execute()
    ).map((r) => [r.pid, r.submit_id]);
  const admin = (path: string, token = root()) =>
    call(app(), 'GET', `/api/admin/judge/${path}`, undefined, { token });

  it('manual judge, cancel and rejudge keep the AC list on the first accepted submission', async () => {
    const p = await pidOf(app(), 'P1000');
    const s1 = await submit('P1000', PY_AB);
    const s2 = await submit('P1000', PY_AB);
    expect(await acList()).toEqual([[p, s1]]);

    // manual judge s1 → WA: the AC list moves to s2
    const m = await admin(`manual-judge?submitId=${s1}&status=${JudgeStatus.WRONG_ANSWER}`);
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    expect(m.body.data).toMatchObject({ status: JudgeStatus.WRONG_ANSWER, isManual: true, judger: 'root' });
    expect(await acList()).toEqual([[p, s2]]);

    // cancel s2: nothing accepted any more
    const c = await admin(`cancel-judge?submitId=${s2}`);
    expect(c.body.data).toMatchObject({ status: JudgeStatus.CANCELLED, isManual: true, score: null });
    expect(await acList()).toEqual([]);

    // rejudge s1: Pending (version + 1, results cleared), then Accepted again
    const r = await admin(`rejudge?submitId=${s1}`);
    expect(r.status).toBe(200);
    expect(r.body.data).toMatchObject({
      status: JudgeStatus.PENDING,
      isManual: false,
      time: null,
      errorMessage: null,
    });
    const again = await waitFinal(app(), s1);
    expect(again.status).toBe(JudgeStatus.ACCEPTED);
    expect(await acList()).toEqual([[p, s1]]);
    const cases = await app()
      .ctx.database.db.selectFrom('judge_case')
      .selectAll()
      .where('submit_id', '=', s1)
      .execute();
    expect(cases).toHaveLength(10);
  });

  it('manual judge: OI score clamped to the total with the judge oiRankScore; refused for CE and in progress', async () => {
    const s = await submit('P1001', PY_SUM_SHORT);
    const r = await admin(`manual-judge?submitId=${s}&status=${JudgeStatus.PARTIAL_ACCEPTED}&score=150`);
    expect(r.body.data).toMatchObject({
      status: JudgeStatus.PARTIAL_ACCEPTED,
      score: 100,
      oiRankScore: Math.round(0.1 * 100 + 2 * 1),
    });
    expect((await admin(`manual-judge?submitId=${s}&status=${JudgeStatus.PENDING}`)).status).toBe(400);
    // a score is an integer >= 0 (spec, Admin): a negative one is refused, not stored as 0
    expect((await admin(`manual-judge?submitId=${s}&status=${JudgeStatus.PARTIAL_ACCEPTED}&score=-5`)).status).toBe(400);

    const ceId = await submit('P1000', CPP_CE, 'C++');
    expect((await admin(`manual-judge?submitId=${ceId}&status=0`)).status).toBe(400);

    // Pending with a judger assigned (taken by a judge) cannot be cancelled
    await app()
      .ctx.database.db.updateTable('judge')
      .set({ status: JudgeStatus.PENDING, judger: 'someone' })
      .where('submit_id', '=', ceId)
      .execute();
    expect((await admin(`cancel-judge?submitId=${ceId}`)).status).toBe(400);
    expect((await admin(`manual-judge?submitId=${ceId}&status=0`)).status).toBe(400);
  });

  it('a stale judging run cannot overwrite a cancel (version guard)', async () => {
    const s = await submit('P1000', PY_AB);
    const before = await app()
      .ctx.database.db.selectFrom('judge')
      .selectAll()
      .where('submit_id', '=', s)
      .executeTakeFirstOrThrow();
    await admin(`cancel-judge?submitId=${s}`);
    // a late report of the old run is ignored
    await app().ctx.judge.results.finish(s, before.version, {
      status: 0,
      time: 1,
      memory: 1,
      score: null,
      oiRankScore: null,
      errorMessage: null,
    });
    const row = await app()
      .ctx.database.db.selectFrom('judge')
      .selectAll()
      .where('submit_id', '=', s)
      .executeTakeFirstOrThrow();
    expect(row.status).toBe(JudgeStatus.CANCELLED);
    expect(await app().ctx.judge.results.claim(s, before.version, 'late', 'hash')).toBeNull();
  });

  it('rejudge a problem of a contest; only root; unknown submission 404', async () => {
    expect((await admin('rejudge-contest-problem?cid=99&pid=1')).status).toBe(400);
    const s = await submit('P1000', PY_AB);
    // a contest submission (contests are written by the contest module; simulated here)
    await app().ctx.database.db.updateTable('judge').set({ cid: 5 }).where('submit_id', '=', s).execute();
    const r = await admin(`rejudge-contest-problem?cid=5&pid=${await pidOf(app(), 'P1000')}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await waitFinal(app(), s)).status).toBe(JudgeStatus.ACCEPTED);
    expect((await admin('rejudge?submitId=999999')).status).toBe(404);
    const other = await registerUser(app());
    await setRole(app(), other.uid, 1001);
    const token = await loginToken(app(), other.username, other.password);
    expect((await admin(`rejudge?submitId=${s}`, token)).status).toBe(403);
    expect((await admin(`cancel-judge?submitId=${s}`, token)).status).toBe(403);
  });
});
