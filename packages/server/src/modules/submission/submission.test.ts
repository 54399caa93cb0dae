// Submission list, detail visibility by role, share, wrong-case download quota, status stream.
import { describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/shared';
import { call } from '../../../test/helpers/app.js';
import {
  appVariants,
  registerUser,
} from '../../../test/helpers/accounts.js';
import type { BuiltApp } from '../../app.js';
import {
  problemIdOf,
  rootToken as rootTokenOf,
  submissionWithVerdict,
  userOfRole,
  type SubmissionOverrides,
  useRootApp,
} from '../../../test/fixtures/index.js';

type User = Awaited<ReturnType<typeof registerUser>>;

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`submissions [${v.name}]`, () => {
    let app: BuiltApp;
    let owner: User;
    let other: User;
    let admin: User;
    let rootToken: string;
    let pid: number;
    let hiddenPid: number;

    /** A finished submission of `u` (default: on the public problem). */
    const addSubmission = (u: User, o: SubmissionOverrides & { pid?: number } = {}) =>
      submissionWithVerdict(app, u, o.pid ?? pid, o);

    const detail = (id: number, token?: string) =>
      call(app, 'GET', `/api/get-submission-detail?submitId=${id}&l=en-US`, undefined, { token });

    useRootApp(v, async (built) => {
      app = built;
      owner = await userOfRole(app);
      other = await userOfRole(app);
      admin = await userOfRole(app, Role.ADMIN);
      rootToken = await rootTokenOf(app);
      const { db } = app.ctx.database;
      pid = await problemIdOf(app, 'P1000');
      hiddenPid = await problemIdOf(app, 'P1001');
      await db.updateTable('problem').set({ auth: 2 }).where('id', '=', hiddenPid).execute();
    });

    it('one rule for the page and status polling: an admin who is not the author sees the same error text in both', async () => {
      const id = await addSubmission(owner);
      const page = await detail(id, admin.token);
      const poll = await call(app, 'POST', '/api/check-submissions-status', { submitIds: [id] }, { token: admin.token });
      expect(page.body.data.submission.errorMessage).toBe('secret checker text');
      expect(poll.body.data[String(id)].errorMessage).toBe(page.body.data.submission.errorMessage);
      expect(poll.body.data[String(id)].ip).toBe(page.body.data.submission.ip);
      const anonymousPoll = await call(app, 'POST', '/api/check-submissions-status', { submitIds: [id] });
      expect(anonymousPoll.body.data[String(id)].errorMessage).toBeNull();
    });

    it('detail: code to owner, admins and (when shared) everyone; error text only for CE/SE/SF to others', async () => {
      const id = await addSubmission(owner);
      const mine = await detail(id, owner.token);
      expect(mine.status).toBe(200);
      expect(mine.body.data.submission.code).toContain('main');
      expect(mine.body.data.submission.errorMessage).toBe('secret checker text');
      expect(mine.body.data.submission.ip).toBe('10.0.0.1');
      expect(mine.body.data.canShare).toBe(true);
      for (const token of [other.token, undefined]) {
        const r = await detail(id, token);
        expect(r.status).toBe(200);
        expect(r.body.data.submission.code).toBeNull();
        expect(r.body.data.submission.errorMessage).toBeNull();
        expect(r.body.data.submission.ip).toBeNull();
        expect(r.body.data.submission.time).toBe(12);
        expect(r.body.data.canShare).toBe(false);
        expect(r.body.data.wrongCase).toBeNull();
      }
      for (const token of [admin.token, rootToken]) {
        const r = await detail(id, token);
        expect(r.body.data.submission.code).toContain('main');
        expect(r.body.data.submission.errorMessage).toBe('secret checker text');
      }
      const ce = await addSubmission(owner, {
        status: JudgeStatus.COMPILE_ERROR,
        error: 'error: expected ;',
      });
      expect((await detail(ce)).body.data.submission.errorMessage).toBe('error: expected ;');
    });

    it('share: owner only; then others and anonymous read the code; hideNonContestSubmissionCode hides it again', async () => {
      const id = await addSubmission(owner);
      const bad = await call(
        app,
        'PUT',
        '/api/submission?l=en-US',
        { submitId: id, share: true },
        { token: other.token },
      );
      expect(bad.status).toBe(403);
      expect((await call(app, 'PUT', '/api/submission', { submitId: id, share: true })).status).toBe(401);
      const okRes = await call(
        app,
        'PUT',
        '/api/submission',
        { submitId: id, share: true },
        { token: owner.token },
      );
      expect(okRes.status).toBe(200);
      expect((await detail(id)).body.data.submission.code).toContain('main');
      expect((await detail(id, other.token)).body.data.submission.share).toBe(true);
      await call(
        app,
        'PUT',
        '/api/admin/switch/update',
        { hideNonContestSubmissionCode: true },
        { token: rootToken },
      );
      expect((await detail(id, other.token)).body.data.submission.code).toBeNull();
      expect((await detail(id, owner.token)).body.data.submission.code).toContain('main');
      await call(
        app,
        'PUT',
        '/api/admin/switch/update',
        { hideNonContestSubmissionCode: false },
        { token: rootToken },
      );
      // A problem that forbids sharing refuses the flag.
      await app.ctx.database.db
        .updateTable('problem')
        .set({ code_share: app.ctx.database.cols.bool(false) as never })
        .where('id', '=', pid)
        .execute();
      const refused = await call(
        app,
        'PUT',
        '/api/submission?l=en-US',
        { submitId: id, share: false },
        { token: owner.token },
      );
      expect(refused.status).toBe(400);
      expect((await detail(id, other.token)).body.data.submission.code).toBeNull();
      await app.ctx.database.db
        .updateTable('problem')
        .set({ code_share: app.ctx.database.cols.bool(true) as never })
        .where('id', '=', pid)
        .execute();
    });

    it('contest submissions: owner and root only; no share; stats hidden from others', async () => {
      const id = await addSubmission(owner, { cid: 7, share: true });
      const r = await detail(id, other.token);
      expect(r.body.data.submission.code).toBeNull();
      expect(r.body.data.submission.time).toBeNull();
      expect(r.body.data.submission.share).toBe(false);
      expect((await detail(id)).body.data.submission.code).toBeNull();
      expect((await detail(id, admin.token)).body.data.submission.code).toBeNull();
      expect((await detail(id, rootToken)).body.data.submission.code).toContain('main');
      expect((await detail(id, owner.token)).body.data.submission.code).toContain('main');
      expect((await detail(id, owner.token)).body.data.canShare).toBe(false);
    });

    it('hidden problems: their submissions are refused to others and left out of the list', async () => {
      const id = await addSubmission(owner, { pid: hiddenPid });
      expect((await detail(id, other.token)).status).toBe(403);
      expect((await detail(id, owner.token)).status).toBe(200);
      expect((await detail(id, rootToken)).status).toBe(200);
      const stream = await app.inject({
        method: 'GET',
        url: `/api/submission-status-stream?submitIds=${id}`,
      });
      expect(stream.payload).not.toContain(`"${id}":`);
      expect(stream.payload).toContain('event: done');
      // Read with its owner's token (the web app's stream client sends it), the stream shows it.
      const ownStream = await app.inject({
        method: 'GET',
        url: `/api/submission-status-stream?submitIds=${id}`,
        headers: { authorization: owner.token },
      });
      expect(ownStream.payload).toContain(`"${id}":`);
      expect(ownStream.payload).toContain(`"status":${JudgeStatus.WRONG_ANSWER}`);
      const otherStream = await app.inject({
        method: 'GET',
        url: `/api/submission-status-stream?submitIds=${id}`,
        headers: { authorization: other.token },
      });
      expect(otherStream.payload).not.toContain(`"${id}":`);
      const polled = await call(
        app,
        'POST',
        '/api/check-submissions-status',
        { submitIds: [id] },
        { token: owner.token },
      );
      expect(polled.body.data[String(id)].status).toBe(JudgeStatus.WRONG_ANSWER);
      const list = await call(app, 'GET', '/api/get-submission-list?limit=100', undefined, {
        token: other.token,
      });
      expect(list.body.data.records.some((r: { submitId: number }) => r.submitId === id)).toBe(false);
      const mine = await call(app, 'GET', '/api/get-submission-list?onlyMine=true&limit=100', undefined, {
        token: owner.token,
      });
      expect(mine.body.data.records.some((r: { submitId: number }) => r.submitId === id)).toBe(true);
      // The same rule without onlyMine: its author's list has it, an anonymous one does not, and each
      // total counts what its list shows.
      const has = (body: { data: { records: { submitId: number }[] } }) =>
        body.data.records.some((r) => r.submitId === id);
      const ownList = await call(app, 'GET', '/api/get-submission-list?limit=100', undefined, { token: owner.token });
      const anonList = await call(app, 'GET', '/api/get-submission-list?limit=100');
      expect(has(ownList.body)).toBe(true);
      expect(has(anonList.body)).toBe(false);
      expect(ownList.body.data.total).toBe(anonList.body.data.total + 1);
      expect(anonList.body.data.total).toBe(list.body.data.total);
    });

    it('list: a problem id or username with control characters is a 400, never "no filter"', async () => {
      for (const q of ['problemID=%27%00', 'username=a%00b']) {
        const res = await call(app, 'GET', `/api/get-submission-list?${q}`);
        expect(res.status).toBe(400);
      }
      // LIKE wildcards in a problem id are literal: '%' matches no display id here.
      const wild = await call(app, 'GET', '/api/get-submission-list?problemID=%25');
      expect(wild.status).toBe(200);
      expect(wild.body.data.records).toHaveLength(0);
    });

    it('list: filters, paging (15 as the web asks), onlyMine needs login, contest rows left out', async () => {
      for (let i = 0; i < 16; i++)
        await addSubmission(other, { status: i % 2 ? JudgeStatus.ACCEPTED : JudgeStatus.WRONG_ANSWER });
      const all = await call(app, 'GET', '/api/get-submission-list?limit=15');
      expect(all.status).toBe(200);
      expect(all.body.data.records).toHaveLength(15);
      expect(all.body.data.records.every((r: { cid: number }) => r.cid === 0)).toBe(true);
      const ids = all.body.data.records.map((r: { submitId: number }) => r.submitId);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      const p2 = await call(app, 'GET', '/api/get-submission-list?currentPage=2&limit=15');
      expect(p2.body.data.current).toBe(2);
      const p0 = await call(app, 'GET', '/api/get-submission-list?currentPage=0');
      expect(p0.body.data.current).toBe(1);
      const ac = await call(
        app,
        'GET',
        `/api/get-submission-list?status=0&username=${other.username}&limit=50`,
      );
      expect(ac.body.data.total).toBe(8);
      expect(
        ac.body.data.records.every(
          (r: { status: number; username: string }) => r.status === 0 && r.username === other.username,
        ),
      ).toBe(true);
      const byProblem = await call(
        app,
        'GET',
        '/api/get-submission-list?problemID=P1000&completeProblemID=true&limit=5',
      );
      expect(byProblem.body.data.records.every((r: { displayPid: string }) => r.displayPid === 'P1000')).toBe(
        true,
      );
      expect(byProblem.body.data.records[0].title).toBe('A+B Problem');
      expect((await call(app, 'GET', '/api/get-submission-list?onlyMine=true')).status).toBe(401);
      const row = all.body.data.records[0];
      expect(row.ip).toBeNull();
    });

    it('wrong-case download: owner, non-contest, first failing case, 2 a day (5 for admins)', async () => {
      const { db, cols } = app.ctx.database;
      const cases = await db
        .selectFrom('problem_case')
        .select(['id'])
        .where('pid', '=', pid)
        .orderBy('sort')
        .orderBy('id')
        .execute();
      async function withCases(u: User, cid = 0) {
        const id = await addSubmission(u, { cid });
        const now = cols.time();
        await db
          .insertInto('judge_case')
          .values([
            {
              submit_id: id,
              pid,
              uid: u.uid,
              case_id: Number(cases[0].id),
              status: 0,
              seq: 1,
              mode: 'default',
              gmt_create: now,
              gmt_modified: now,
            },
            {
              submit_id: id,
              pid,
              uid: u.uid,
              case_id: Number(cases[1].id),
              status: -1,
              seq: 2,
              mode: 'default',
              gmt_create: now,
              gmt_modified: now,
            },
          ])
          .execute();
        return id;
      }
      const id = await withCases(owner);
      const info = await detail(id, owner.token);
      expect(info.body.data.wrongCase).toEqual({ available: true, remaining: 2 });
      const dl = (token: string, sid = id) =>
        call(app, 'GET', `/api/file/download-wrong-case?submitId=${sid}&l=en-US`, undefined, { token });
      expect((await dl(other.token)).status).toBe(403);
      const first = await dl(owner.token);
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toContain('application/zip');
      expect(first.headers['download-remaining']).toBe('1');
      expect(first.res.rawPayload.subarray(0, 2).toString()).toBe('PK');
      expect(first.res.rawPayload.includes(Buffer.from('0 0'))).toBe(true);
      expect((await dl(owner.token)).headers['download-remaining']).toBe('0');
      const third = await dl(owner.token);
      expect(third.status).toBe(400);
      expect(third.body.msg).toContain('2');
      expect((await detail(id, owner.token)).body.data.wrongCase).toEqual({ available: true, remaining: 0 });
      const contest = await withCases(owner, 3);
      expect((await dl(owner.token, contest)).status).toBe(400);
      const adminSub = await withCases(admin);
      for (let i = 0; i < 5; i++) expect((await dl(admin.token, adminSub)).status).toBe(200);
      expect((await dl(admin.token, adminSub)).status).toBe(400);
      // A problem that hides case results offers no download.
      await db
        .updateTable('problem')
        .set({ open_case_result: cols.bool(false) as never })
        .where('id', '=', pid)
        .execute();
      const closed = await withCases(other);
      expect((await detail(closed, other.token)).body.data.wrongCase.available).toBe(false);
      expect((await dl(other.token, closed)).status).toBe(400);
      await db
        .updateTable('problem')
        .set({ open_case_result: cols.bool(true) as never })
        .where('id', '=', pid)
        .execute();
    });

    it('status stream: sends the current state and `done` for finished submissions', async () => {
      const id = await addSubmission(owner, { status: JudgeStatus.ACCEPTED });
      const r = await app.inject({
        method: 'GET',
        url: `/api/submission-status-stream?submitIds=${id},999999`,
      });
      expect(r.statusCode).toBe(200);
      expect(r.headers['content-type']).toContain('text/event-stream');
      expect(r.payload).toContain('event: status');
      expect(r.payload).toContain(`"${id}":`);
      expect(r.payload).toContain('event: done');
      expect(r.payload).not.toContain('secret checker text');
    });

    it('status stream: pushes each change the judge reports, then `done`', async () => {
      const id = await addSubmission(owner, { status: JudgeStatus.PENDING });
      const address = await app.listen({ port: 0, host: '127.0.0.1' });
      const res = await fetch(`${address}/api/submission-status-stream?submitIds=${id}`);
      const reader = res.body!.getReader();
      let text = '';
      const readUntil = async (needle: string) => {
        while (!text.includes(needle)) {
          const { value, done } = await reader.read();
          if (done) break;
          text += new TextDecoder().decode(value);
        }
        return text.includes(needle);
      };
      expect(await readUntil('"status":5')).toBe(true);
      const { db } = app.ctx.database;
      await db
        .updateTable('judge')
        .set({ status: JudgeStatus.JUDGING })
        .where('submit_id', '=', id)
        .execute();
      app.ctx.judge.events.emit('update', { submitId: id, status: JudgeStatus.JUDGING });
      expect(await readUntil('"status":7')).toBe(true);
      app.ctx.judge.events.emit('case', { submitId: id, seq: 1 });
      expect(await readUntil('event: case')).toBe(true);
      await db
        .updateTable('judge')
        .set({ status: JudgeStatus.ACCEPTED })
        .where('submit_id', '=', id)
        .execute();
      app.ctx.judge.events.emit('update', { submitId: id, status: JudgeStatus.ACCEPTED });
      expect(await readUntil('event: done')).toBe(true);
      expect(text).toContain('"status":0');
      const { done } = await reader.read();
      expect(done).toBe(true);
    });
  });
}
