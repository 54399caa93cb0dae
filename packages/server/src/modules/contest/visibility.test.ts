// What participants, other participants, contest admins and roots see of contest submissions
// (hoj-behaviour §5.4, §5.5) through EVERY call that shows one: the contest's submission list and
// status check, the submission detail, case results, the public status polling, the push stream,
// the public submission list, and the contest's problem statistics. Contests are written straight
// into the tables with exact times, so each expectation below is computed by hand:
//
//   now = N. ACM contest: started N−2h, ends N+1h, sealed from N−30min.
//     a1 alice N−1h WA (before the seal)     a2 alice N−10min AC (after)
//     b0 bob   N−1h AC (before the seal)     b1 bob   N−5min  AC (after)
//     r1 creator N−20min AC (an admin: never counted in the statistics)
//   Alice sees a1, a2 (her own ACM results stay visible), b0 without time/memory/length (running),
//   never b1 (its result is sealed: left out of the list, −5 wherever asked by id).
import { beforeAll, describe, expect, it } from 'vitest';
import { ContestType, JudgeStatus, Role } from '@judge/shared';
import type { BuiltApp } from '../../app.js';
import { apiAs, type Json } from '../../../test/helpers/app.js';
import { dbVariants } from '../../../test/helpers/accounts.js';
import {
  contestOf,
  contestProblemOf,
  problemWithCases,
  rootToken,
  useApp,
  userOfRole,
  type ContestOverrides,
  type TestUser,
} from '../../../test/fixtures/index.js';
import { HOUR, MIN } from '../../../test/helpers/contest.js';
import { contestService } from './service.js';

const makeContest = (app: BuiltApp, o: ContestOverrides) =>
  contestOf(app, { title: `Seal ${o.type ?? 0}`, description: 'd', ...o });

const addContestProblem = (app: BuiltApp, cid: number, pid: number, displayId: string) =>
  contestProblemOf(app, cid, pid, displayId, { title: `Contest title ${displayId}` });

/** A judged contest submission at `at` with its contest_record (as intake + the judge write them). */
async function contestSubmission(
  app: BuiltApp,
  u: Pick<TestUser, 'uid' | 'username'>,
  c: { cid: number; cpid: number; pid: number; displayId: string; start: number },
  status: number,
  at: number,
  score: number | null = null,
): Promise<number> {
  const { db, cols } = app.ctx.database;
  const t = cols.time(new Date(at));
  const row = await db
    .insertInto('judge')
    .values({
      pid: c.pid,
      display_pid: 'REAL-ID',
      uid: u.uid,
      username: u.username,
      submit_time: t,
      status,
      share: cols.bool(false) as never,
      error_message: 'checker says line 3',
      time: 77,
      memory: 8888,
      score,
      length: 321,
      code: 'int main(){return 0;}',
      language: 'C++',
      cid: c.cid,
      cpid: c.cpid,
      gid: null,
      ip: '10.1.2.3',
      judger: 'judge-a',
      version: 0,
      is_manual: cols.bool(false) as never,
      gmt_create: t,
      gmt_modified: t,
    })
    .returning('submit_id')
    .executeTakeFirstOrThrow();
  const submitId = Number(row.submit_id);
  await db
    .insertInto('contest_record')
    .values({
      cid: c.cid,
      uid: u.uid,
      pid: c.pid,
      cpid: c.cpid,
      display_id: c.displayId,
      submit_id: submitId,
      username: u.username,
      realname: null,
      status: status === JudgeStatus.ACCEPTED ? 1 : -1,
      submit_time: t,
      time: Math.max(0, Math.floor((at - c.start) / 1000)),
      score,
      use_time: 77,
      first_blood: cols.bool(false) as never,
      checked: cols.bool(false) as never,
      gmt_create: t,
      gmt_modified: t,
    })
    .execute();
  return submitId;
}

for (const v of dbVariants()) {
  describe(`contest submission visibility [${v.name}]`, () => {
    const app = useApp(v);
    let root: string;
    let creator: TestUser;
    let alice: TestUser;
    let bob: TestUser;
    let problemAdmin: TestUser;
    const api = apiAs(app);
    const ids = (r: Json) =>
      (r.body.data.records as Json[]).map((x) => x.submitId).sort((a: number, b: number) => a - b);
    const byId = (r: Json) => new Map((r.body.data.records as Json[]).map((x) => [x.submitId, x]));

    beforeAll(async () => {
      root = await rootToken(app());
      creator = await userOfRole(app(), Role.ADMIN);
      alice = await userOfRole(app());
      bob = await userOfRole(app());
      problemAdmin = await userOfRole(app(), Role.PROBLEM_ADMIN);
    });

    describe('ACM, running and sealed', () => {
      const N = Date.now();
      let cid: number;
      let c: { cid: number; cpid: number; pid: number; displayId: string; start: number };
      let a1: number, a2: number, b0: number, b1: number, r1: number;

      beforeAll(async () => {
        const start = N - 2 * HOUR;
        cid = await makeContest(app(), { uid: creator.uid, start, end: N + HOUR, sealAt: N - 30 * MIN });
        const pid = await problemWithCases(app(), `VIS-ACM-${v.name}`, { author: 'someone', difficulty: 3 });
        const cpid = await addContestProblem(app(), cid, pid, 'A');
        c = { cid, cpid, pid, displayId: 'A', start };
        a1 = await contestSubmission(app(), alice, c, JudgeStatus.WRONG_ANSWER, N - HOUR);
        a2 = await contestSubmission(app(), alice, c, JudgeStatus.ACCEPTED, N - 10 * MIN);
        b0 = await contestSubmission(app(), bob, c, JudgeStatus.ACCEPTED, N - HOUR);
        b1 = await contestSubmission(app(), bob, c, JudgeStatus.ACCEPTED, N - 5 * MIN);
        r1 = await contestSubmission(app(), creator, c, JudgeStatus.ACCEPTED, N - 20 * MIN);
      });

      it('contest-submissions: a participant sees her own and others before the seal; others’ stats hidden while running', async () => {
        const r = await api(
          'GET',
          `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false`,
          alice.token,
        );
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(ids(r)).toEqual([a1, a2, b0].sort((x, y) => x - y));
        const rows = byId(r);
        expect(rows.get(a2).status).toBe(JudgeStatus.ACCEPTED);
        expect(rows.get(a2).time).toBe(77);
        expect(rows.get(b0).status).toBe(JudgeStatus.ACCEPTED);
        expect([rows.get(b0).time, rows.get(b0).memory, rows.get(b0).length]).toEqual([null, null, null]);
        // The contest's display id and title, not the problem's own id; no IP of others.
        expect(rows.get(b0).displayId).toBe('A');
        expect(rows.get(b0).title).toBe('Contest title A');
        expect(rows.get(b0).displayPid).toBeNull();
        expect(rows.get(b0).ip).toBeNull();
        // A status filter does not find the sealed one either.
        const ac = await api(
          'GET',
          `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false&status=0`,
          alice.token,
        );
        expect(ids(ac)).toEqual([a2, b0].sort((x, y) => x - y));
        const bobs = await api(
          'GET',
          `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false&username=${bob.username}`,
          alice.token,
        );
        expect(ids(bobs)).toEqual([b0]);
      });

      it('contest-submissions: the other participant, symmetrically', async () => {
        const r = await api(
          'GET',
          `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false`,
          bob.token,
        );
        expect(ids(r)).toEqual([a1, b0, b1].sort((x, y) => x - y));
        expect(byId(r).get(b1).status).toBe(JudgeStatus.ACCEPTED);
        expect(byId(r).get(a1).time).toBeNull();
      });

      it('contest-submissions: the creator and root see everything with stats; a problem admin is a participant like others', async () => {
        for (const t of [creator.token, root]) {
          const r = await api(
            'GET',
            `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false`,
            t,
          );
          expect(ids(r)).toEqual([a1, a2, b0, b1, r1].sort((x, y) => x - y));
          expect(byId(r).get(b1).time).toBe(77);
          expect(byId(r).get(b1).ip).toBe('10.1.2.3');
          expect(byId(r).get(b1).displayPid).toBe('REAL-ID');
        }
        const pa = await api(
          'GET',
          `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false`,
          problemAdmin.token,
        );
        expect(ids(pa)).toEqual([a1, b0].sort((x, y) => x - y));
      });

      it('check-contest-submissions-status and check-submissions-status: a sealed result is −5 without score, stats or judge', async () => {
        for (const path of ['/api/check-contest-submissions-status', '/api/check-submissions-status']) {
          const r = await api('POST', path, alice.token, { cid, submitIds: [a1, a2, b0, b1] });
          expect(r.status, JSON.stringify(r.body)).toBe(200);
          const d = r.body.data;
          expect(d[b1].status).toBe(JudgeStatus.SUBMITTED_UNKNOWN_RESULT);
          expect([d[b1].time, d[b1].memory, d[b1].score, d[b1].judger, d[b1].errorMessage]).toEqual([
            null,
            null,
            null,
            null,
            null,
          ]);
          expect(d[b0].status).toBe(JudgeStatus.ACCEPTED);
          expect(d[b0].time).toBeNull();
          expect(d[a2].status).toBe(JudgeStatus.ACCEPTED);
          expect(d[a2].time).toBe(77);
          expect(d[a1].code).toBeNull();
        }
        const admin = await api('POST', '/api/check-contest-submissions-status', creator.token, {
          cid,
          submitIds: [b1],
        });
        expect(admin.body.data[b1].status).toBe(JudgeStatus.ACCEPTED);
        expect(admin.body.data[b1].time).toBe(77);
      });

      it('submission detail: −5 for a sealed result, no code or stats of others, everything for the creator', async () => {
        const sealed = await api('GET', `/api/get-submission-detail?submitId=${b1}`, alice.token);
        expect(sealed.status).toBe(200);
        expect(sealed.body.data.submission.status).toBe(JudgeStatus.SUBMITTED_UNKNOWN_RESULT);
        expect(sealed.body.data.submission.code).toBeNull();
        expect(sealed.body.data.submission.time).toBeNull();
        const open = await api('GET', `/api/get-submission-detail?submitId=${b0}`, alice.token);
        expect(open.body.data.submission.status).toBe(JudgeStatus.ACCEPTED);
        expect([
          open.body.data.submission.code,
          open.body.data.submission.time,
          open.body.data.submission.errorMessage,
        ]).toEqual([null, null, null]);
        // Participants know the problem by the contest's id and title; the creator by its own.
        expect([open.body.data.submission.displayPid, open.body.data.problemTitle]).toEqual([
          'A',
          'Contest title A',
        ]);
        const polled = await api('POST', '/api/check-submissions-status', alice.token, { submitIds: [b0] });
        expect(polled.body.data[b0].displayPid).toBe('A');
        const own = await api('GET', `/api/get-submission-detail?submitId=${a1}`, alice.token);
        expect(own.body.data.submission.code).toContain('main');
        expect(own.body.data.submission.errorMessage).toBe('checker says line 3');
        const admin = await api('GET', `/api/get-submission-detail?submitId=${b1}`, creator.token);
        expect(admin.body.data.submission.status).toBe(JudgeStatus.ACCEPTED);
        expect(admin.body.data.submission.code).toContain('main');
        expect(admin.body.data.submission.displayPid).toBe('REAL-ID');
        // Anonymous callers may not enter the contest: no contest submission at all.
        expect((await api('GET', `/api/get-submission-detail?submitId=${b0}`)).status).toBe(403);
      });

      it('case results: none for participants while an ACM contest runs (own included); shown to the creator', async () => {
        for (const [id, t] of [
          [a1, alice.token],
          [b0, alice.token],
          [b1, alice.token],
          [b0, undefined],
        ] as const) {
          const r = await api('GET', `/api/get-all-case-result?submitId=${id}`, t);
          expect(r.body.data, `${id}`).toBeNull();
        }
        const admin = await api('GET', `/api/get-all-case-result?submitId=${b1}`, creator.token);
        expect(admin.body.data).not.toBeNull();
      });

      it('the push stream sends the sealed view (−5), never the verdict', async () => {
        const res = await app().inject({
          method: 'GET',
          url: `/api/submission-status-stream?submitIds=${b1}`,
          headers: { authorization: alice.token },
        });
        const status = /event: status\ndata: (.*)\n/.exec(res.payload);
        expect(status).not.toBeNull();
        const views = JSON.parse(status![1]);
        expect(views[b1].status).toBe(JudgeStatus.SUBMITTED_UNKNOWN_RESULT);
        expect(views[b1].time).toBeNull();
      });

      it('the public submission list never shows contest submissions', async () => {
        for (const t of [alice.token, root, undefined]) {
          const r = await api('GET', '/api/get-submission-list?limit=100', t);
          expect(r.status).toBe(200);
          expect((r.body.data.records as Json[]).filter((x) => x.cid === cid)).toEqual([]);
        }
      });

      it('problem statistics: "?" (null) for participants while sealed; the creator sees live counts without admins’ submissions', async () => {
        const p = await api('GET', `/api/get-contest-problem?cid=${cid}`, alice.token);
        expect(p.status, JSON.stringify(p.body)).toBe(200);
        expect([p.body.data[0].ac, p.body.data[0].total]).toEqual([null, null]);
        const live = await api('GET', `/api/get-contest-problem?cid=${cid}`, creator.token);
        // a1 WA, a2 AC, b0 AC, b1 AC; the creator's r1 is left out.
        expect([live.body.data[0].ac, live.body.data[0].total]).toEqual([3, 4]);
        // The problem page counts only up to the seal time for participants: a1 WA, b0 AC.
        const d = await api('GET', `/api/get-contest-problem-details?cid=${cid}&displayId=A`, alice.token);
        expect(d.status, JSON.stringify(d.body)).toBe(200);
        expect([d.body.data.problemCount.ac, d.body.data.problemCount.total]).toEqual([1, 2]);
        const da = await api('GET', `/api/get-contest-problem-details?cid=${cid}&displayId=A`, creator.token);
        expect([da.body.data.problemCount.ac, da.body.data.problemCount.total]).toEqual([3, 4]);
      });
    });

    describe('OI, sealed: own results unknown too', () => {
      const N = Date.now();
      let cid: number;
      let o1: number, o2: number, p1: number, p2: number;
      let pid: number;

      beforeAll(async () => {
        const start = N - 2 * HOUR;
        cid = await makeContest(app(), {
          uid: creator.uid,
          type: ContestType.OI,
          start,
          end: N + HOUR,
          sealAt: N - 30 * MIN,
        });
        pid = await problemWithCases(app(), `VIS-OI-${v.name}`);
        const cpid = await addContestProblem(app(), cid, pid, 'A');
        const c = { cid, cpid, pid, displayId: 'A', start };
        o1 = await contestSubmission(app(), alice, c, JudgeStatus.PARTIAL_ACCEPTED, N - HOUR, 40);
        o2 = await contestSubmission(app(), alice, c, JudgeStatus.ACCEPTED, N - 10 * MIN, 100);
        p1 = await contestSubmission(app(), bob, c, JudgeStatus.WRONG_ANSWER, N - HOUR, 0);
        p2 = await contestSubmission(app(), bob, c, JudgeStatus.ACCEPTED, N - 5 * MIN, 100);
      });

      it('contest-submissions: own sealed rows are −5 without score; others’ sealed rows left out; a status filter only finds them as −5', async () => {
        const r = await api(
          'GET',
          `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false`,
          alice.token,
        );
        expect(ids(r)).toEqual([o1, o2, p1].sort((x, y) => x - y));
        const rows = byId(r);
        expect(rows.get(o2).status).toBe(JudgeStatus.SUBMITTED_UNKNOWN_RESULT);
        expect([rows.get(o2).score, rows.get(o2).time]).toEqual([null, null]);
        expect(rows.get(o1).score).toBe(40);
        expect(rows.get(p1).score).toBe(0);
        const ac = await api(
          'GET',
          `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false&status=0`,
          alice.token,
        );
        expect(ids(ac)).toEqual([]);
        const unknown = await api(
          'GET',
          `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false&status=-5`,
          alice.token,
        );
        expect(ids(unknown)).toEqual([o2]);
        const admin = await api(
          'GET',
          `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false`,
          creator.token,
        );
        expect(ids(admin)).toEqual([o1, o2, p1, p2].sort((x, y) => x - y));
        expect(byId(admin).get(o2).score).toBe(100);
      });

      it('per-problem statuses (for get-user-problem-status with a cid): the latest one unknown when made during the seal', async () => {
        const service = contestService(app().ctx);
        const as = async (u: TestUser) => {
          const r = await app().ctx.auth.resolve(u.token);
          if (r instanceof Error) throw r;
          return service.problemStatus(r.user, cid, [pid]);
        };
        expect((await as(alice))[pid]).toEqual({ status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null });
        expect((await as(creator))[pid]).toEqual({ status: JudgeStatus.NOT_SUBMITTED, score: null });
        await app()
          .ctx.database.db.updateTable('judge')
          .set({ submit_time: app().ctx.database.cols.time(new Date(N - 50 * MIN)) })
          .where('submit_id', '=', o2)
          .execute();
        expect((await as(alice))[pid]).toEqual({ status: JudgeStatus.ACCEPTED, score: 100 });
        await app()
          .ctx.database.db.updateTable('judge')
          .set({ submit_time: app().ctx.database.cols.time(new Date(N - 10 * MIN)) })
          .where('submit_id', '=', o2)
          .execute();
      });

      it('the problem module’s calls with a cid keep the seal: statuses, the full-screen strip, the last AC code', async () => {
        const status = await api('POST', '/api/get-user-problem-status', alice.token, {
          pidList: [pid],
          isContestProblemList: true,
          cid,
        });
        expect(status.body.data[pid]).toEqual({ status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null });
        const strip = await api('GET', `/api/get-full-screen-problem-list?cid=${cid}`, alice.token);
        expect(strip.status).toBe(200);
        expect(strip.body.data).toEqual([
          {
            pid,
            problemId: 'A',
            title: expect.any(String),
            status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT,
            score: null,
          },
        ]);
        // Her only AC was made during the seal: finding it would tell the verdict.
        const last = await api('GET', `/api/get-last-ac-code?pid=${pid}&cid=${cid}`, alice.token);
        expect(last.status).toBe(400);
        // bob's AC, also sealed, is no more his to read back than alice's.
        expect((await api('GET', `/api/get-last-ac-code?pid=${pid}&cid=${cid}`, bob.token)).status).toBe(400);
        // Without the seal (an earlier AC), the code comes back.
        await app()
          .ctx.database.db.updateTable('judge')
          .set({ submit_time: app().ctx.database.cols.time(new Date(N - 50 * MIN)) })
          .where('submit_id', '=', o2)
          .execute();
        const open = await api('GET', `/api/get-last-ac-code?pid=${pid}&cid=${cid}`, alice.token);
        expect(open.status).toBe(200);
        expect(open.body.data.submitId).toBe(o2);
        await app()
          .ctx.database.db.updateTable('judge')
          .set({ submit_time: app().ctx.database.cols.time(new Date(N - 10 * MIN)) })
          .where('submit_id', '=', o2)
          .execute();
      });

      it('detail, polling and case results of one’s own sealed submission stay unknown (code still hers)', async () => {
        const d = await api('GET', `/api/get-submission-detail?submitId=${o2}`, alice.token);
        expect(d.body.data.submission.status).toBe(JudgeStatus.SUBMITTED_UNKNOWN_RESULT);
        expect(d.body.data.submission.score).toBeNull();
        expect(d.body.data.submission.code).toContain('main');
        const s = await api('POST', '/api/check-contest-submissions-status', alice.token, {
          cid,
          submitIds: [o1, o2],
        });
        expect(s.body.data[o2].status).toBe(JudgeStatus.SUBMITTED_UNKNOWN_RESULT);
        expect(s.body.data[o1].score).toBe(40);
        // OI cases: hidden while sealed, even the ones before the seal.
        expect(
          (await api('GET', `/api/get-all-case-result?submitId=${o1}`, alice.token)).body.data,
        ).toBeNull();
        expect(
          (await api('GET', `/api/get-all-case-result?submitId=${o2}`, alice.token)).body.data,
        ).toBeNull();
        expect(
          (await api('GET', `/api/get-all-case-result?submitId=${o2}`, creator.token)).body.data,
        ).not.toBeNull();
      });
    });

    describe('filters: before-contest submissions (admins), after-contest ones (containsEnd)', () => {
      const N = Date.now();
      let cid: number, pre: number, inTime: number, late: number;

      beforeAll(async () => {
        const start = N - 3 * HOUR;
        const end = N - HOUR;
        cid = await makeContest(app(), { uid: creator.uid, start, end });
        const pid = await problemWithCases(app(), `VIS-FLT-${v.name}`);
        const cpid = await addContestProblem(app(), cid, pid, 'A');
        const c = { cid, cpid, pid, displayId: 'A', start };
        pre = await contestSubmission(app(), creator, c, JudgeStatus.ACCEPTED, start - 10 * MIN);
        inTime = await contestSubmission(app(), alice, c, JudgeStatus.WRONG_ANSWER, start + 10 * MIN);
        late = await contestSubmission(app(), alice, c, JudgeStatus.ACCEPTED, end + 10 * MIN);
      });

      it('admins may list only the submissions before the start; for others the flag changes nothing', async () => {
        const q = (t: string, before: boolean) =>
          api('GET', `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=${before}`, t);
        expect(ids(await q(creator.token, true))).toEqual([pre]);
        expect(ids(await q(creator.token, false))).toEqual([inTime]);
        expect(ids(await q(root, true))).toEqual([pre]);
        expect(ids(await q(bob.token, true))).toEqual([inTime]);
      });

      it('submissions after the end only with containsEnd', async () => {
        const q = (containsEnd: boolean) =>
          api(
            'GET',
            `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false&containsEnd=${containsEnd}`,
            bob.token,
          );
        expect(ids(await q(false))).toEqual([inTime]);
        expect(ids(await q(true))).toEqual([inTime, late]);
      });
    });

    describe('after the end', () => {
      const N = Date.now();
      let open: number, frozen: number;
      let late: number, lateFrozen: number, before: number;

      beforeAll(async () => {
        const start = N - 3 * HOUR;
        const end = N - HOUR;
        const pid = await problemWithCases(app(), `VIS-END-${v.name}`);
        open = await makeContest(app(), { uid: creator.uid, start, end, sealAt: end - 30 * MIN });
        frozen = await makeContest(app(), {
          uid: creator.uid,
          start,
          end,
          sealAt: end - 30 * MIN,
          autoRealRank: false,
        });
        /** The problem as A of contest `cid`. */
        const asA = async (cid: number) => ({
          cid,
          cpid: await addContestProblem(app(), cid, pid, 'A'),
          pid,
          displayId: 'A',
          start,
        });
        const onOpen = await asA(open);
        const onFrozen = await asA(frozen);
        /** Bob's accepted run at `at`. */
        const bobAc = (c: typeof onOpen, at: number) =>
          contestSubmission(app(), bob, c, JudgeStatus.ACCEPTED, at);
        late = await bobAc(onOpen, end - 10 * MIN);
        lateFrozen = await bobAc(onFrozen, end - 10 * MIN);
        before = await bobAc(onFrozen, start + 10 * MIN);
      });

      it('unsealed automatically: others’ results and stats are shown; case results too', async () => {
        const r = await api(
          'GET',
          `/api/contest-submissions?contestID=${open}&beforeContestSubmit=false`,
          alice.token,
        );
        expect(ids(r)).toEqual([late]);
        expect(byId(r).get(late).status).toBe(JudgeStatus.ACCEPTED);
        expect(byId(r).get(late).time).toBe(77);
        expect(
          (await api('GET', `/api/get-submission-detail?submitId=${late}`, alice.token)).body.data.submission
            .code,
        ).toBeNull();
        expect(
          (await api('GET', `/api/get-all-case-result?submitId=${late}`, alice.token)).body.data,
        ).not.toBeNull();
        const p = await api('GET', `/api/get-contest-problem?cid=${open}`, alice.token);
        expect([p.body.data[0].ac, p.body.data[0].total]).toEqual([1, 1]);
      });

      it('with automatic unsealing off the seal holds after the end', async () => {
        const r = await api(
          'GET',
          `/api/contest-submissions?contestID=${frozen}&beforeContestSubmit=false`,
          alice.token,
        );
        expect(ids(r)).toEqual([before]);
        const s = await api('POST', '/api/check-contest-submissions-status', alice.token, {
          cid: frozen,
          submitIds: [lateFrozen],
        });
        expect(s.body.data[lateFrozen].status).toBe(JudgeStatus.SUBMITTED_UNKNOWN_RESULT);
        const p = await api('GET', `/api/get-contest-problem?cid=${frozen}`, alice.token);
        expect(p.body.data[0].ac).toBeNull();
        const admin = await api(
          'GET',
          `/api/contest-submissions?contestID=${frozen}&beforeContestSubmit=false`,
          creator.token,
        );
        expect(ids(admin)).toEqual([before, lateFrozen].sort((x, y) => x - y));
      });
    });
  });
}
