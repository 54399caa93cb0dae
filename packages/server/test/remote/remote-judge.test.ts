// Remote judge through the real API on every database target: import from the stand-ins, submit,
// the site's verdict through the same status path (push events included), and every failure of a
// site ending in a clear status: no account, refused login, site down, changed page, busy
// accounts, no final verdict; rejudge re-polls the known run unless the site judged it (then it
// submits again); resubmit after Submitted Failed.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import type { BuiltApp } from '../../src/app.js';
import { call, makeApp } from '../helpers/app.js';
import { ROOT_PASSWORD, appVariants, loginToken, registerUser } from '../helpers/accounts.js';
import { judgeOverrides, setSwitches, waitFinal } from '../helpers/judge.js';
import { contestOf, contestProblemOf, contestRegistration } from '../fixtures/index.js';
import type { StandIn } from '../../src/judging/remote/standin/server.js';
import { startHduStandIn } from '../../src/judging/remote/standin/hdu.js';
import { startCodeforcesStandIn } from '../../src/judging/remote/standin/codeforces.js';
import { startPojStandIn } from '../../src/judging/remote/standin/poj.js';
import { startAtcoderStandIn } from '../../src/judging/remote/standin/atcoder.js';
import { startSpojStandIn } from '../../src/judging/remote/standin/spoj.js';

const CODE = (n: number | string) =>
  `#include <cstdio>\nint main(){int a,b;scanf("%d%d",&a,&b);printf("%d\\n",a+b);}\n// ${n}\n`;
let seq = 0;

describe.each(appVariants())('remote judge ($name)', ({ target, extra }) => {
  let app: BuiltApp;
  let root: string;
  let hdu: StandIn;
  let cf: StandIn;
  let others: { key: string; account: string; id: string; site: StandIn; accepted: string }[] = [];
  const saved = { ...process.env };

  beforeAll(async () => {
    hdu = await startHduStandIn();
    cf = await startCodeforcesStandIn();
    others = [
      { key: 'POJ', account: 'poj', id: '1000', site: await startPojStandIn(), accepted: 'Accepted' },
      { key: 'AC', account: 'atcoder', id: 'abc001_a', site: await startAtcoderStandIn(), accepted: 'AC' },
      { key: 'SPOJ', account: 'spoj', id: 'TEST', site: await startSpojStandIn(), accepted: 'accepted' },
    ];
    Object.assign(process.env, {
      REMOTE_OJ_URLS: JSON.stringify({
        HDU: hdu.url,
        CF: cf.url,
        GYM: cf.url,
        ...Object.fromEntries(others.map((o) => [o.key, o.site.url])),
      }),
      REMOTE_JUDGE_POLL_MS: '40',
      REMOTE_JUDGE_MAX_POLLS: '15',
      REMOTE_JUDGE_ACCOUNT_WAIT_MS: '40',
      REMOTE_JUDGE_ACCOUNT_TRIES: '10',
      REMOTE_JUDGE_ATTEMPTS: '2',
      REMOTE_JUDGE_BACKOFF_MS: '30',
      REMOTE_JUDGE_TIMEOUT_MS: '1500',
    });
    app = await makeApp(
      await target.makeConfig({ rootPassword: ROOT_PASSWORD, ...extra, ...judgeOverrides() }),
    );
    root = await loginToken(app, 'root', ROOT_PASSWORD);
    await setSwitches(app, { defaultSubmitInterval: 0 });
  });
  afterAll(async () => {
    await app?.close();
    await target.cleanup();
    await hdu?.close();
    await cf?.close();
    for (const o of others) await o.site.close();
    process.env = saved;
  });

  const importRemote = (name: string, problemId: string, token = root) =>
    call(
      app,
      'GET',
      `/api/admin/problem/import-remote-oj-problem?name=${name}&problemId=${problemId}`,
      undefined,
      { token },
    );
  const accounts = (patch: Record<string, string[]>) => setSwitches(app, patch);
  const submit = async (token: string, pid: string, code = CODE(seq++)) => {
    const r = await call(app, 'POST', '/api/submit-problem-judge', { pid, language: 'C++', code }, { token });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return Number(r.body.data.submitId);
  };
  const row = (problemId: string) =>
    app.ctx.database.db
      .selectFrom('problem')
      .selectAll()
      .where('problem_id', '=', problemId)
      .executeTakeFirstOrThrow();

  it('imports from each site for admins only, once, with clear errors', async () => {
    const user = await registerUser(app);
    expect((await importRemote('HDU', '1000', user.token)).status).toBe(403);
    for (const [name, id] of [
      ['HDU', '1000'],
      ['CF', '1000A'],
      ['GYM', '100001A'],
      ['POJ', '1000'],
      ['AC', 'abc001_a'],
      ['SPOJ', 'TEST'],
    ]) {
      const r = await importRemote(name, id);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).toBeNull();
    }
    const h = await row('HDU-1000');
    expect(h).toMatchObject({
      title: 'A + B Problem (1000)',
      time_limit: 1000,
      memory_limit: 32,
      auth: 1,
      difficulty: 1,
    });
    expect(Boolean(h.is_remote)).toBe(true);
    expect(h.examples).toBe('<input>1 1</input><output>2</output>');
    expect(h.source).toBe('HDU Stand-in Contest');
    const c = await row('CF-1000A');
    expect(c).toMatchObject({ title: 'Sum of Two', time_limit: 2000, memory_limit: 256 });
    const langs = await app.ctx.database.db
      .selectFrom('problem_language as pl')
      .innerJoin('language as l', 'l.id', 'pl.lid')
      .select('l.name')
      .where('pl.pid', '=', h.id)
      .execute();
    // The local languages HDU takes, and no other (HDU has no Python).
    const names = langs.map((l) => l.name);
    expect(names).toEqual(expect.arrayContaining(['C', 'C++', 'Java']));
    expect(names).not.toContain('Python3');
    // The problem list's remote bank shows it; the main bank does not.
    const bank = await call(app, 'GET', '/api/get-problem-list?oj=HDU&limit=50');
    expect(bank.body.data.records.map((r: { problemId: string }) => r.problemId)).toEqual(['HDU-1000']);
    const main = await call(app, 'GET', '/api/get-problem-list?oj=Mine&limit=50');
    expect(main.body.data.records.some((r: { problemId: string }) => r.problemId.startsWith('HDU-'))).toBe(
      false,
    );

    const again = await importRemote('HDU', '1000');
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('HDU-1000');
    const libre = await importRemote('LIBRE', '1', root);
    expect(libre.status).toBe(400);
    expect((await importRemote('HDU', '4242')).body.msg).toContain('4242');
    hdu.state.mode = 'down';
    try {
      const down = await call(
        app,
        'GET',
        '/api/admin/problem/import-remote-oj-problem?name=HDU&problemId=1001&l=en-US',
        undefined,
        { token: root },
      );
      expect(down.status).toBe(400);
      expect(down.body.msg).toMatch(/could not be reached/);
    } finally {
      hdu.state.mode = 'ok';
    }
  });

  it('no account of the site configured: System Error saying so', async () => {
    const u = await registerUser(app);
    const id = await submit(u.token, 'HDU-1000');
    const done = await waitFinal(app, id, 10_000);
    expect(done.status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(done.error_message).toMatch(/No HDU account is configured/);
  });

  it("judges on the site with an account: the site's verdict, time, memory, run id, push events", async () => {
    await accounts({
      hduUsernameList: ['judge_bot'],
      hduPasswordList: ['secret'],
      cfUsernameList: ['judge_bot'],
      cfPasswordList: ['secret'],
    });
    const u = await registerUser(app);
    const seen: number[] = [];
    const onUpdate = (e: { submitId: number; status: number }) => seen.push(e.status);
    app.ctx.judge.events.on('update', onUpdate);
    try {
      hdu.state.nextScript = ['Queuing', 'Running', 'Accepted'];
      const a = await submit(u.token, 'HDU-1000');
      const ac = await waitFinal(app, a, 10_000);
      expect(ac).toMatchObject({
        status: JudgeStatus.ACCEPTED,
        time: 15,
        memory: 1736,
        vjudge_username: 'judge_bot',
      });
      expect(Number(ac.vjudge_submit_id)).toBe(hdu.state.runs[0].id);
      expect(hdu.state.runs[0].code).toContain('scanf');
      expect(hdu.state.runs[0].language).toBe('0');
      // The final row is stored before its push event is emitted, so the
      // event may arrive just after waitFinal has read the row.
      await vi.waitFor(() =>
        expect(seen).toEqual(
          expect.arrayContaining([JudgeStatus.COMPILING, JudgeStatus.JUDGING, JudgeStatus.ACCEPTED]),
        ),
      );
    } finally {
      app.ctx.judge.events.off('update', onUpdate);
    }
    cf.state.nextScript = ['TESTING', 'WRONG_ANSWER'];
    const w = await waitFinal(app, await submit(u.token, 'CF-1000A'), 10_000);
    expect(w.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(cf.state.runs[0].language).toBe('50');
    cf.state.nextScript = ['COMPILATION_ERROR'];
    const ce = await waitFinal(
      app,
      await submit(u.token, 'GYM-100001A', `${CODE(seq++)}syntax_error main\n`),
      10_000,
    );
    expect(ce.status).toBe(JudgeStatus.COMPILE_ERROR);
    expect(ce.error_message).toMatch(/does not name a type/);
    expect(cf.state.runs[0].problem).toBe('100001A');
    // The user's AC list follows the remote verdict like a local one.
    const detail = await call(app, 'GET', `/api/get-submission-detail?submitId=${w.submit_id}`, undefined, {
      token: u.token,
    });
    expect(detail.body.data.submission.status).toBe(JudgeStatus.WRONG_ANSWER);
  });

  it('POJ, AtCoder and SPOJ: imported problems judged on their sites with their accounts', async () => {
    const u = await registerUser(app);
    for (const o of others) {
      await accounts({
        [`${o.account}UsernameList`]: ['judge_bot'],
        [`${o.account}PasswordList`]: ['secret'],
      });
      o.site.state.nextScript = [o.accepted];
      const done = await waitFinal(app, await submit(u.token, `${o.key}-${o.id}`), 10_000);
      expect(done.status, `${o.key}: ${done.error_message}`).toBe(JudgeStatus.ACCEPTED);
      expect(Number(done.vjudge_submit_id)).toBe(o.site.state.runs[0].id);
      expect(o.site.state.runs[0].problem).toBe(o.id);
    }
  });

  it('remote problems in a contest: judged on the site under their own ids, the board follows the verdict', async () => {
    const u = await registerUser(app);
    const now = Date.now();
    const cid = await contestOf(app, { uid: u.uid, start: now - 3_600_000, end: now + 3_600_000 });
    const pidOf = async (problemId: string) => Number((await row(problemId)).id);
    await contestProblemOf(app, cid, await pidOf('HDU-1000'), 'A');
    await contestProblemOf(app, cid, await pidOf('CF-1000A'), 'B');
    const entrant = await registerUser(app);
    await contestRegistration(app, cid, entrant.uid);
    const inContest = async (displayId: string) => {
      const r = await call(
        app,
        'POST',
        '/api/submit-problem-judge',
        { pid: displayId, cid, language: 'C++', code: CODE(seq++) },
        { token: entrant.token },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return waitFinal(app, Number(r.body.data.submitId), 10_000);
    };
    hdu.state.nextScript = ['Accepted'];
    expect((await inContest('A')).status).toBe(JudgeStatus.ACCEPTED);
    expect(hdu.state.runs[0].problem).toBe('1000');
    cf.state.nextScript = ['WRONG_ANSWER'];
    expect((await inContest('B')).status).toBe(JudgeStatus.WRONG_ANSWER);
    // the site got the problem's own id, never the contest's display id
    expect(cf.state.runs[0].problem).toBe('1000A');
    const board = await call(
      app,
      'POST',
      '/api/get-contest-rank',
      { cid, currentPage: 1, limit: 30 },
      { token: entrant.token },
    );
    expect(board.status, JSON.stringify(board.body)).toBe(200);
    const rows = (
      board.body.data as {
        records: {
          username: string;
          ac: number;
          submissionInfo: Record<string, { isAC: boolean; errorNum: number }>;
        }[];
      }
    ).records;
    const mine = rows.find((r) => r.username === entrant.username)!;
    expect(mine, JSON.stringify(rows)).toMatchObject({ ac: 1 });
    expect(mine.submissionInfo.A).toMatchObject({ isAC: true, errorNum: 0 });
    expect(mine.submissionInfo.B).toMatchObject({ errorNum: 1 });
    expect(mine.submissionInfo.B.isAC).toBeFalsy();
  });

  it('a passing outage: the failed login is tried again after the backoff and the submission is judged', async () => {
    const u = await registerUser(app);
    const { refused, logins } = hdu.state;
    hdu.state.downNext = 1;
    hdu.state.nextScript = ['Accepted'];
    const done = await waitFinal(app, await submit(u.token, 'HDU-1000'), 10_000);
    expect(done.status, done.error_message ?? '').toBe(JudgeStatus.ACCEPTED);
    expect(hdu.state.refused - refused).toBe(1);
    expect(hdu.state.logins - logins).toBe(1);
  });

  it('a refused login ends as Submitted Failed with the reason; resubmit after fixing it judges', async () => {
    await accounts({ hduUsernameList: ['judge_bot'], hduPasswordList: ['wrong'] });
    const u = await registerUser(app);
    const id = await submit(u.token, 'HDU-1000');
    const failed = await waitFinal(app, id, 10_000);
    expect(failed.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(failed.error_message).toMatch(/refused the login of account judge_bot/);
    await accounts({ hduUsernameList: ['judge_bot'], hduPasswordList: ['secret'] });
    hdu.state.nextScript = ['Accepted'];
    const again = await call(app, 'GET', `/api/resubmit?submitId=${id}`, undefined, { token: u.token });
    expect(again.status).toBe(200);
    expect((await waitFinal(app, id, 10_000)).status).toBe(JudgeStatus.ACCEPTED);
  });

  it('a site that is down: Submitted Failed after the retries, never stuck', async () => {
    const u = await registerUser(app);
    const { refused } = hdu.state;
    hdu.state.mode = 'down';
    try {
      const done = await waitFinal(app, await submit(u.token, 'HDU-1000'), 10_000);
      expect(done.status).toBe(JudgeStatus.SUBMITTED_FAILED);
      expect(done.error_message).toMatch(/503/);
      // REMOTE_JUDGE_ATTEMPTS = 2: the login was tried twice, then given up
      expect(hdu.state.refused - refused).toBe(2);
    } finally {
      hdu.state.mode = 'ok';
    }
  });

  it('a page the adapter no longer understands: System Error naming it, no guessed verdict', async () => {
    const u = await registerUser(app);
    const before = hdu.state.submits;
    hdu.state.nextScript = ['Judged By Magic'];
    const done = await waitFinal(app, await submit(u.token, 'HDU-1000'), 10_000);
    expect(done.status).toBe(JudgeStatus.SYSTEM_ERROR);
    expect(done.error_message).toMatch(/unknown verdict "Judged By Magic"/);
    expect(hdu.state.submits).toBe(before + 1);
  });

  it('one submission per account at a time; a busy account past the wait ends as Submitted Failed', async () => {
    const u = await registerUser(app);
    hdu.state.nextScript = ['Running', 'Running', 'Accepted'];
    const ids = [await submit(u.token, 'HDU-1000'), await submit(u.token, 'HDU-1000')];
    hdu.state.nextScript = null;
    const done = await Promise.all(ids.map((i) => waitFinal(app, i, 15_000)));
    expect(done.map((d) => d.status)).toEqual([JudgeStatus.ACCEPTED, JudgeStatus.ACCEPTED]);
    // The one account was held until the first run's verdict: the second was submitted after it.
    const [second, first] = hdu.state.runs;
    expect(first.doneAt).toBeDefined();
    expect(second.at).toBeGreaterThanOrEqual(first.doneAt!);
    // The account is held by someone else for longer than the wait allows. The second run releases
    // the account just after its verdict is stored: wait for that release first, or it could take
    // the stand-in holder's lock for its own (release reads, then deletes).
    const lock = 'remote-account:hdu:judge_bot';
    await expect.poll(() => app.ctx.kv.get(lock), { timeout: 10_000, interval: 20 }).toBeNull();
    await app.ctx.kv.set(lock, 'someone-else', 60_000);
    try {
      const busy = await waitFinal(app, await submit(u.token, 'HDU-1000'), 10_000);
      expect(busy.status).toBe(JudgeStatus.SUBMITTED_FAILED);
      expect(busy.error_message).toBe('Waiting for account scheduling timeout');
    } finally {
      await app.ctx.kv.del(lock);
    }
  });

  it('no final verdict in time: Submitted Failed; rejudge re-polls the same run without submitting again', async () => {
    const u = await registerUser(app);
    hdu.state.nextScript = Array.from({ length: 40 }, () => 'Running').concat('Accepted');
    const id = await submit(u.token, 'HDU-1000');
    const stuck = await waitFinal(app, id, 10_000);
    expect(stuck.status).toBe(JudgeStatus.SUBMITTED_FAILED);
    expect(stuck.error_message).toMatch(/gave no final verdict of run \d+/);
    const submits = hdu.state.submits;
    const runId = Number(stuck.vjudge_submit_id);
    hdu.state.runs.find((r) => r.id === runId)!.script = ['Accepted'];
    const r = await call(app, 'GET', `/api/admin/judge/rejudge?submitId=${id}`, undefined, { token: root });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const done = await waitFinal(app, id, 10_000);
    expect(done.status).toBe(JudgeStatus.ACCEPTED);
    expect(Number(done.vjudge_submit_id)).toBe(runId);
    expect(hdu.state.submits).toBe(submits);
    // A rejudge of a run the site judged (Accepted here) submits it again: a new run (§1.6).
    hdu.state.nextScript = ['Wrong Answer'];
    const again = await call(app, 'GET', `/api/admin/judge/rejudge?submitId=${id}`, undefined, {
      token: root,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const redone = await waitFinal(app, id, 10_000);
    expect(redone.status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(hdu.state.submits).toBe(submits + 1);
    expect(Number(redone.vjudge_submit_id)).not.toBe(runId);
  });
});
