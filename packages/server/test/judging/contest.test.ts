// Contest submissions (hoj-behaviour §1.2, §1.5, §5.3): intake rules of the contest branch, real
// judged submissions and their contest_record (1 AC / −1 penalised / 0 not penalised, OI score and
// use_time), rejudge-contest-problem, cancel, manual judge, claim failures, no submit interval in
// contests, and no main-site AC list entry from a contest AC. Contests are written straight to the
// database (the contest admin API is not part of this piece).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ContestAuth, ContestType, JudgeStatus } from '@judge/shared';
import type { BuiltApp } from '../../src/app.js';
import { call } from '../helpers/app.js';
import { dbTargets } from '../helpers/targets.js';
import { loginToken, registerUser, setRole } from '../helpers/accounts.js';
import {
  CPP_CE,
  PY_AB,
  PY_SUM_SHORT,
  addProblem,
  judgeOverrides,
  pidOf,
  setSwitches,
  submitCode,
  useSandboxUidBase,
  waitFinal,
} from '../helpers/judge.js';
import { contestOf, contestProblemOf, contestRegistration, useRootApp } from '../fixtures/index.js';

useSandboxUidBase(63800);

const zh = JSON.parse(
  fs.readFileSync(new URL('../../src/i18n/zh-CN.json', import.meta.url), 'utf8'),
) as Record<string, string>;
const PY_WA = 'a, b = map(int, input().split())\nprint(a - b)\n';
const PY_LOOP = 'while True:\n    pass\n';

type User = Awaited<ReturnType<typeof registerUser>>;

describe.each(dbTargets())('contest submissions ($name)', (target) => {
  let app: BuiltApp;
  let root: string;
  let creator: User;
  let alice: User;
  let bob: User;

  useRootApp({ target, extra: judgeOverrides() }, async (built, rootToken) => {
    app = built;
    root = rootToken;
    creator = await registerUser(app);
    await setRole(app, creator.uid, 1001);
    alice = await registerUser(app);
    bob = await registerUser(app);
  });

  const db = () => app.ctx.database.db;

  async function addContest(
    o: {
      startOffsetS?: number;
      lengthS?: number;
      auth?: number;
      type?: number;
      allowEndSubmit?: boolean;
      accountRule?: string | null;
      problems?: [string, string][];
    } = {},
  ) {
    const start = Date.now() + (o.startOffsetS ?? -100) * 1000;
    const cid = await contestOf(app, {
      uid: creator.uid,
      author: creator.username,
      type: o.type,
      auth: o.auth,
      pwd: o.auth ? 'secret' : null,
      start,
      end: start + (o.lengthS ?? 3600) * 1000,
      allowEndSubmit: o.allowEndSubmit,
      accountRule: o.accountRule,
    });
    for (const [displayId, problemId] of o.problems ?? [['A', 'P1000']])
      await contestProblemOf(app, cid, await pidOf(app, problemId), displayId, { color: '#ff0000' });
    return cid;
  }

  const register = (cid: number, uid: string) => contestRegistration(app, cid, uid);

  const submit = (token: string, body: Record<string, unknown>) =>
    call(
      app,
      'POST',
      '/api/submit-problem-judge',
      { pid: 'A', language: 'Python3', code: PY_AB, ...body },
      { token },
    );
  const submitOk = (token: string, body: Record<string, unknown>) =>
    submitCode(app, token, { pid: 'A', language: 'Python3', code: PY_AB, ...body });
  const record = (submitId: number) =>
    db().selectFrom('contest_record').selectAll().where('submit_id', '=', submitId).executeTakeFirst();
  const records = (cid: number) =>
    db().selectFrom('contest_record').selectAll().where('cid', '=', cid).orderBy('submit_id').execute();
  const admin = (path: string, token = root) =>
    call(app, 'GET', `/api/admin/judge/${path}`, undefined, { token });
  const judgeRows = (uid: string) => db().selectFrom('judge').selectAll().where('uid', '=', uid).execute();
  /** Keeps both judge slots busy with Python infinite loops (TLE on a 300 ms problem). */
  let slowReady = false;
  async function occupyJudge(token: string) {
    if (!slowReady) {
      await addProblem(app, {
        problemId: 'PCSLOW',
        title: 'Slow',
        timeLimit: 300,
        cases: [{ input: '1 2\n', output: '3\n' }],
      });
      slowReady = true;
    }
    const cid = await addContest({ problems: [['S', 'PCSLOW']] });
    // one per task the judge takes at once (JUDGE_TASKS: slots + 1 by default)
    const ids: number[] = [];
    for (let i = 0; i < app.ctx.config.judge.tasks; i++)
      ids.push(await submitOk(token, { cid, pid: 'S', code: PY_LOOP }));
    const end = Date.now() + 20_000;
    for (;;) {
      const rows = await db().selectFrom('judge').select('status').where('submit_id', 'in', ids).execute();
      if (rows.every((r) => r.status === JudgeStatus.COMPILING || r.status === JudgeStatus.JUDGING)) break;
      if (Date.now() > end) throw new Error(`blockers were not taken by the judge: ${JSON.stringify(rows)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
    return ids;
  }

  it('intake: switch off, unknown contest, problem not in the contest, hidden problem', async () => {
    const cid = await addContest({ problems: [['A', 'P1000']] });
    await setSwitches(app, { openContestJudge: false });
    try {
      const r = await submit(alice.token, { cid });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(zh.Judge_Closed);
    } finally {
      await setSwitches(app, { openContestJudge: true });
    }
    const none = await submit(alice.token, { cid: 999_999 });
    expect(none.status).toBe(404);
    expect(none.body.msg).toBe(zh.Contest_Not_Exist);
    const notIn = await submit(alice.token, { cid, pid: 'B' });
    expect(notIn.status).toBe(404);
    expect(notIn.body.msg).toBe(zh.Contest_Problem_Not_Exist);
    // P1001 exists but is not part of this contest
    expect((await submit(alice.token, { cid, pid: 'P1001' })).body.msg).toBe(zh.Contest_Problem_Not_Exist);

    // a problem with auth 2 (private) cannot be submitted, even inside a contest
    const hidden = await addContest({ problems: [['A', 'P1001']] });
    await db().updateTable('problem').set({ auth: 2 }).where('problem_id', '=', 'P1001').execute();
    try {
      const r = await submit(alice.token, { cid: hidden, code: PY_SUM_SHORT });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(zh.Problem_Not_Submittable);
    } finally {
      await db().updateTable('problem').set({ auth: 1 }).where('problem_id', '=', 'P1001').execute();
    }
    expect(await judgeRows(alice.uid)).toEqual([]);
    expect(await records(cid)).toEqual([]);
  });

  it('intake: ended contests, before the start (admins allowed), private and protected registration, account rule', async () => {
    // Ended without after-contest submissions: closed for everyone, the creator and root included.
    const ended = await addContest({ startOffsetS: -7200, lengthS: 3600 });
    for (const token of [alice.token, creator.token, root]) {
      const r = await submit(token, { cid: ended });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(zh.Contest_Ended);
    }
    // ... open after the end when allowEndSubmit is on
    const open = await addContest({ startOffsetS: -7200, lengthS: 3600, allowEndSubmit: true });
    const late = await submitOk(alice.token, { cid: open });
    expect((await record(late))!.time).toBeGreaterThanOrEqual(7200);

    // Not started: normal users refused; the creator (contest admin) and root may submit, time 0.
    const future = await addContest({ startOffsetS: 3600 });
    const early = await submit(alice.token, { cid: future });
    expect(early.status).toBe(400);
    expect(early.body.msg).toBe(zh.Contest_Not_Started);
    const byCreator = await submitOk(creator.token, { cid: future });
    const byRoot = await submitOk(root, { cid: future });
    for (const id of [byCreator, byRoot]) expect((await record(id))!.time).toBe(0);
    // an admin role alone does not make a contest admin
    const other = await registerUser(app);
    await setRole(app, other.uid, 1001);
    const otherToken = await loginToken(app, other.username, other.password);
    expect((await submit(otherToken, { cid: future })).body.msg).toBe(zh.Contest_Not_Started);

    // Private and protected: registration needed (contest admins exempt).
    for (const auth of [ContestAuth.PRIVATE, ContestAuth.PROTECTED]) {
      const cid = await addContest({ auth });
      const r = await submit(bob.token, { cid });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe(zh.Contest_Not_Registered);
      await submitOk(creator.token, { cid });
      await register(cid, bob.uid);
      await submitOk(bob.token, { cid });
    }

    // Account-limit rule: only team1..team9 and the extra names.
    const limited = await addContest({
      accountRule: `<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra>${bob.username}</extra>`,
    });
    const refused = await submit(alice.token, { cid: limited });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe(zh.Contest_Account_Limit);
    await submitOk(bob.token, { cid: limited });
    await submitOk(creator.token, { cid: limited });

    // Every accepted submission has its record; the refused ones left nothing.
    for (const cid of [ended, future]) {
      const rows = await judgeRows(alice.uid);
      expect(rows.filter((r) => r.cid === cid)).toEqual([]);
    }
    const all = await db().selectFrom('judge').select(['submit_id', 'cid']).where('cid', '>', 0).execute();
    for (const j of all) expect(await record(Number(j.submit_id))).toBeDefined();
  });

  it('judged contest submissions fill their records (AC 1, WA −1, CE 0); no interval; no main-site AC', async () => {
    // The site's submit interval (8 s by default) does not apply inside contests.
    await setSwitches(app, { defaultSubmitInterval: 8 });
    const user = await registerUser(app);
    const cid = await addContest({ startOffsetS: -100 });
    const ac = await submitOk(user.token, { cid, code: PY_AB });
    const wa = await submitOk(user.token, { cid, code: PY_WA });
    const ce = await submitOk(user.token, { cid, code: CPP_CE, language: 'C++' });
    // ... while it does outside (first one passes, the next is refused)
    await submitOk(user.token, { pid: 'P1000', code: PY_WA });
    const again = await submit(user.token, { pid: 'P1000', code: PY_WA });
    expect(again.status).toBe(400);
    await setSwitches(app, { defaultSubmitInterval: 0 });

    // Before judging: status NULL, time = seconds since the start.
    const pending = (await record(ac))!;
    expect(pending).toMatchObject({
      cid,
      uid: user.uid,
      username: user.username,
      display_id: 'A',
      pid: await pidOf(app, 'P1000'),
    });
    expect(pending.time).toBeGreaterThanOrEqual(100);
    expect(pending.time).toBeLessThan(200);

    const rows = {
      ac: await waitFinal(app, ac),
      wa: await waitFinal(app, wa),
      ce: await waitFinal(app, ce),
    };
    expect(rows.ac.status).toBe(JudgeStatus.ACCEPTED);
    expect(rows.wa.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(rows.ce.status).toBe(JudgeStatus.COMPILE_ERROR);
    // the submission keeps the problem's own display id and the contest problem row; the contest's
    // id of the problem ("A") is on the record
    const cp = await db()
      .selectFrom('contest_problem')
      .selectAll()
      .where('cid', '=', cid)
      .executeTakeFirstOrThrow();
    expect(rows.ac).toMatchObject({ cid, cpid: cp.id, display_pid: 'P1000' });
    expect((await record(ac))!.display_id).toBe('A');
    expect((await record(ac))!).toMatchObject({ status: 1, cpid: cp.id, score: null });
    expect((await record(ac))!.use_time).toBe(rows.ac.time);
    expect((await record(wa))!.status).toBe(-1);
    expect((await record(ce))!.status).toBe(0);

    // A contest AC does not enter the main-site AC list.
    const acList = await db().selectFrom('user_acproblem').selectAll().where('uid', '=', user.uid).execute();
    expect(acList).toEqual([]);

    // A late report of the finished run (same version) changes nothing: no double count.
    await app.ctx.judge.results.finish(ac, rows.ac.version, {
      status: JudgeStatus.WRONG_ANSWER,
      time: 1,
      memory: 1,
      score: null,
      oiRankScore: null,
      errorMessage: null,
    });
    expect((await record(ac))!.status).toBe(1);
    expect(await app.ctx.judge.results.claim(ac, rows.ac.version, 'late', 'hash')).toBeNull();
    expect((await record(ac))!.status).toBe(1);
  });

  it('OI contest: score and use_time of the verdict; manual judge maps status and score', async () => {
    await setSwitches(app, { defaultSubmitInterval: 0 });
    const cid = await addContest({ type: ContestType.OI, problems: [['A', 'P1001']] });
    const s = await submitOk(alice.token, { cid, code: PY_SUM_SHORT });
    const row = await waitFinal(app, s);
    expect(row.status).toBe(JudgeStatus.PARTIAL_ACCEPTED);
    expect((await record(s))!).toMatchObject({ status: 0, score: 80, use_time: row.time });

    const m = await admin(`manual-judge?submitId=${s}&status=${JudgeStatus.ACCEPTED}&score=100`);
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    expect((await record(s))!).toMatchObject({ status: 1, score: 100 });
    await admin(`manual-judge?submitId=${s}&status=${JudgeStatus.TIME_LIMIT_EXCEEDED}&score=40`);
    expect((await record(s))!).toMatchObject({ status: -1, score: 40 });
    await admin(`manual-judge?submitId=${s}&status=${JudgeStatus.SYSTEM_ERROR}`);
    expect((await record(s))!).toMatchObject({ status: 0, score: 40 });
    // manual AC in a contest does not enter the main-site AC list either
    await admin(`manual-judge?submitId=${s}&status=${JudgeStatus.ACCEPTED}`);
    expect(
      await db().selectFrom('user_acproblem').selectAll().where('uid', '=', alice.uid).execute(),
    ).toEqual([]);

    // cancel: not penalised, score NULL
    const c = await admin(`cancel-judge?submitId=${s}`);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect((await record(s))!).toMatchObject({ status: 0, score: null });
  });

  it('rejudge-contest-problem resets the records to NULL, then the judge fills them again', async () => {
    await setSwitches(app, { defaultSubmitInterval: 0 });
    const user = await registerUser(app);
    const cid = await addContest();
    const ids = [
      await submitOk(user.token, { cid, code: PY_AB }),
      await submitOk(user.token, { cid, code: PY_WA }),
      await submitOk(user.token, { cid, code: CPP_CE, language: 'C++' }),
    ];
    for (const id of ids) await waitFinal(app, id);
    expect((await records(cid)).map((r) => r.status)).toEqual([1, -1, 0]);
    // a manual score on the WA one, to see the score cleared by the rejudge
    await db().updateTable('contest_record').set({ score: 5 }).where('submit_id', '=', ids[1]).execute();

    // With both judge slots busy the rejudged runs wait in the queue: their records read NULL.
    const blockers = await occupyJudge(user.token);
    const r = await admin(`rejudge-contest-problem?cid=${cid}&pid=${await pidOf(app, 'P1000')}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    // The message counts what was queued (the rejudge tab shows it), in the caller's language.
    expect(r.body.msg).toMatch(/(^|\D)3(\D|$)/);
    const reset = await records(cid);
    expect(reset.map((x) => [x.status, x.score, x.use_time])).toEqual([
      [null, null, null],
      [null, null, null],
      [null, null, null],
    ]);
    const judged = await db().selectFrom('judge').selectAll().where('submit_id', 'in', ids).execute();
    expect(judged.every((j) => j.status === JudgeStatus.PENDING && j.version === 1)).toBe(true);

    for (const id of [...ids, ...blockers]) await waitFinal(app, id);
    expect((await records(cid)).map((x) => x.status)).toEqual([1, -1, 0]);
    for (const id of blockers) expect((await record(id))!.status).toBe(-1); // TLE is penalised
    // only root (perm rejudge) may do it; a contest without submissions of the problem: 400
    expect((await admin(`rejudge-contest-problem?cid=${cid}&pid=999999`)).status).toBe(400);
    expect((await admin(`rejudge-contest-problem?cid=${cid}&pid=999999`, creator.token)).status).toBe(403);
  }, 120_000);

  it('cancelled before judging: not penalised and stays so when a judge reaches it; SE/claim failures are 0', async () => {
    await setSwitches(app, { defaultSubmitInterval: 0 });
    const user = await registerUser(app);
    const cid = await addContest();
    const blockers = await occupyJudge(user.token);
    const s = await submitOk(user.token, { cid, code: PY_AB });
    expect((await record(s))!.status).toBeNull();
    const c = await admin(`cancel-judge?submitId=${s}`);
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    expect((await record(s))!).toMatchObject({ status: 0, score: null });
    for (const id of blockers) await waitFinal(app, id);
    // the queued job of the old version finds a cancelled row: nothing judged, record still 0
    const end = Date.now() + 20_000;
    while ((await app.ctx.judge.queue.counts()).waiting + (await app.ctx.judge.queue.counts()).active > 0) {
      if (Date.now() > end) throw new Error('queue did not drain');
      await new Promise((r) => setTimeout(r, 50));
    }
    const row = (await db().selectFrom('judge').selectAll().where('submit_id', '=', s).executeTakeFirst())!;
    expect(row.status).toBe(JudgeStatus.CANCELLED);
    expect((await record(s))!).toMatchObject({ status: 0, score: null });

    // A problem without test data: the judge's claim ends in System Error → not penalised.
    await addProblem(app, {
      problemId: 'PCNOCASE',
      title: 'No data',
      cases: [{ input: '1 2\n', output: '3\n' }],
    });
    await db()
      .updateTable('problem_case')
      .set({ status: 1 })
      .where('pid', '=', await pidOf(app, 'PCNOCASE'))
      .execute();
    const cid2 = await addContest({ problems: [['X', 'PCNOCASE']] });
    const se = await submitOk(user.token, { cid: cid2, pid: 'X' });
    expect((await waitFinal(app, se)).status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect((await record(se))!.status).toBe(0);
    // resubmit stays refused for local contest problems
    const rs = await call(app, 'GET', `/api/resubmit?submitId=${se}`, undefined, { token: user.token });
    expect(rs.status).toBe(400);
    expect(rs.body.msg).toBe(zh.Resubmit_Not_Allowed);
  }, 120_000);
});
