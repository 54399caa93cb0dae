// A group's contests and their problems, on SQLite and PostgreSQL (the QA findings on groups):
// - add-contest-problem-from-public takes only public main-bank problems and never writes them
//   (a site problem keeps its auth after being added and taken out again); a hidden or another
//   contest's problem is refused, by that call and by the save call that links; add from the
//   group makes the group's own problem a contest problem (auth 3); the site back office keeps
//   HOJ's rule (adding makes the problem auth 3);
// - a group contest problem (auth 3) is hidden outside its contest from the group's members
//   (statement with or without gid, the members' list, submit, test run), started or not, and
//   stays readable inside the contest and to those who administer it (group admins, the owner,
//   its author, the site root);
// - the test data of a group problem: the site root, its author and the group's admins (the
//   owner among them), not its members;
// - a group contest's outside board (openRank on, started): the group's members, not others.
import { beforeAll, describe, expect, it } from 'vitest';
import { MemberAuth, ProblemAuth } from '@judge/shared';
import { call, EN, type Json } from '../../../../test/helpers/app.js';
import { dbVariants } from '../../../../test/helpers/accounts.js';
import {
  columnOf,
  contestOf,
  contestProblemOf,
  groupMember,
  groupOf,
  problemWithCases,
  rootToken,
  trainingOf,
  useApp,
  userOfRole,
  type TestUser,
} from '../../../../test/fixtures/index.js';
import type { BuiltApp } from '../../../app.js';

type Who = 'anon' | 'user' | 'member' | 'gadmin' | 'owner' | 'sroot';
const HOUR = 3600_000;

for (const v of dbVariants()) {
  describe(`group contest problems [${v.name}]`, () => {
    const appOf = useApp(v);
    let app: BuiltApp;
    let root: string;
    const users = {} as Record<Exclude<Who, 'anon' | 'sroot'>, TestUser>;
    let gid: number;
    let running: number; // a running group contest, made by the group admin
    let scheduled: number; // a group contest not yet started
    let siteContest: number;

    const tokenOf = (w: Who) => (w === 'anon' ? undefined : w === 'sroot' ? root : users[w].token);
    const req = (w: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call(app, method, url, body, { token: tokenOf(w), headers: EN });
    const authOf = (id: number) => columnOf(app, 'problem', id, 'auth');
    const linked = async (cid: number, pid: number) =>
      !!(await app.ctx.database.db
        .selectFrom('contest_problem')
        .select('id')
        .where('cid', '=', cid)
        .where('pid', '=', pid)
        .executeTakeFirst());
    const fromPublic = (w: Who, pid: number, cid: number, displayId: string) =>
      req(w, 'POST', '/api/group/add-contest-problem-from-public', { pid, cid, displayId });
    const fromGroup = (w: Who, problemId: string, cid: number, displayId: string) =>
      req(
        w,
        'POST',
        `/api/group/add-contest-problem-from-group?problemId=${problemId}&cid=${cid}&displayId=${displayId}`,
      );

    beforeAll(async () => {
      app = appOf();
      root = await rootToken(app);
      for (const w of ['user', 'member', 'gadmin', 'owner'] as const) users[w] = await userOfRole(app);
      gid = await groupOf(app, users.owner, { name: 'Contest fix group', shortName: 'CFIXG' });
      await groupMember(app, gid, users.owner, MemberAuth.ROOT);
      await groupMember(app, gid, users.gadmin, MemberAuth.ADMIN);
      await groupMember(app, gid, users.member, MemberAuth.MEMBER);
      const contest = (o: { start: number; end: number; openRank?: boolean; title: string }) =>
        contestOf(app, { uid: users.gadmin.uid, author: users.gadmin.username, gid, ...o });
      running = await contest({
        title: 'Running',
        start: Date.now() - HOUR,
        end: Date.now() + HOUR,
        openRank: true,
      });
      scheduled = await contest({ title: 'Later', start: Date.now() + HOUR, end: Date.now() + 2 * HOUR });
      siteContest = await contestOf(app, {
        uid: 'x',
        title: 'Site',
        start: Date.now() - HOUR,
        end: Date.now() + HOUR,
      });
    });

    it('from the public set: a public main-bank problem is linked and never written, in or out', async () => {
      const pid = await problemWithCases(app, 'CFIXPUB1');
      const added = await fromPublic('owner', pid, running, 'P1');
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(await linked(running, pid)).toBe(true);
      expect(await authOf(pid)).toBe(ProblemAuth.PUBLIC);
      expect((await req('anon', 'GET', '/api/get-problem-detail?problemId=CFIXPUB1')).status).toBe(200);
      const out = await req('owner', 'DELETE', `/api/group/contest-problem?pid=${pid}&cid=${running}`);
      expect(out.status, JSON.stringify(out.body)).toBe(200);
      expect(await authOf(pid)).toBe(ProblemAuth.PUBLIC);
      expect((await req('user', 'GET', '/api/get-problem-detail?problemId=CFIXPUB1')).status).toBe(200);
    });

    it('from the public set: hidden, private, other contests’ and group problems are refused, and stay out', async () => {
      const contestOnly = await problemWithCases(app, 'CFIXHID1', { auth: ProblemAuth.CONTEST });
      await contestProblemOf(app, siteContest, contestOnly, 'A');
      const hidden = await problemWithCases(app, 'CFIXPRV1', { auth: ProblemAuth.PRIVATE });
      const own = await problemWithCases(app, 'CFIXGOWN', { gid, author: users.gadmin.username });
      const notPublic = /only public problems of the main problem set/;
      for (const [pid, msg] of [
        [contestOnly, notPublic],
        [hidden, /Private and group problems/],
        [own, notPublic],
      ] as const) {
        const res = await fromPublic('owner', pid, running, `H${pid}`);
        expect(res.status, JSON.stringify(res.body)).toBe(400);
        expect(res.body.msg).toMatch(msg);
        expect(await linked(running, pid)).toBe(false);
      }
      expect(await authOf(contestOnly)).toBe(ProblemAuth.CONTEST);
      expect(await authOf(own)).toBe(ProblemAuth.PUBLIC);
      // the save call links too: the same rule
      const saved = await req('owner', 'PUT', '/api/group/contest-problem', {
        cid: running,
        pid: contestOnly,
        displayId: 'H2',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(400);
      expect(await linked(running, contestOnly)).toBe(false);
      // so nothing of the hidden problem reaches a member through the group contest
      const details = await req(
        'member',
        'GET',
        `/api/get-contest-problem-details?cid=${running}&displayId=H2`,
      );
      expect(details.status).not.toBe(200);
      expect(JSON.stringify(details.body)).not.toMatch(/Title CFIXHID1/);
    });

    it('the site back office keeps HOJ’s rule: a problem added to a site contest becomes a contest problem', async () => {
      const pid = await problemWithCases(app, 'CFIXSITE1');
      const res = await req('sroot', 'POST', '/api/admin/contest/add-problem-from-public', {
        pid,
        cid: siteContest,
        displayId: 'S1',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(await authOf(pid)).toBe(ProblemAuth.CONTEST);
    });

    describe('a group contest problem outside its contest', () => {
      let inRunning: number;
      let inScheduled: number;
      beforeAll(async () => {
        inRunning = await problemWithCases(app, 'CFIXGRUN', { gid, author: users.gadmin.username });
        inScheduled = await problemWithCases(app, 'CFIXGLATE', { gid, author: users.gadmin.username });
        expect((await fromGroup('gadmin', 'CFIXGRUN', running, 'G1')).status).toBe(200);
        expect((await fromGroup('gadmin', 'CFIXGLATE', scheduled, 'G1')).status).toBe(200);
      });

      it('adding from the group makes it a contest problem (auth 3)', async () => {
        expect(await authOf(inRunning)).toBe(ProblemAuth.CONTEST);
        expect(await authOf(inScheduled)).toBe(ProblemAuth.CONTEST);
      });

      for (const problemId of ['CFIXGRUN', 'CFIXGLATE'])
        it(`${problemId}: members cannot read it (with or without gid); its admins can`, async () => {
          for (const q of [`problemId=${problemId}&gid=${gid}`, `problemId=${problemId}`]) {
            const res = await req('member', 'GET', `/api/get-problem-detail?${q}`);
            expect(res.status, q).toBe(403);
            expect(JSON.stringify(res.body)).not.toMatch(new RegExp(`Title ${problemId}`));
            expect((await req('user', 'GET', `/api/get-problem-detail?${q}`)).status).toBe(403);
            for (const w of ['gadmin', 'owner', 'sroot'] as const)
              expect((await req(w, 'GET', `/api/get-problem-detail?${q}`)).status, `${w} ${q}`).toBe(200);
          }
        });

      it('members cannot submit or test-run it outside the contest', async () => {
        for (const problemId of ['CFIXGRUN', 'CFIXGLATE']) {
          const body = { pid: problemId, language: 'C++', code: 'int main(){return 0;}', cid: 0, gid };
          const sub = await req('member', 'POST', '/api/submit-problem-judge', body);
          expect(sub.status, JSON.stringify(sub.body)).toBe(400);
          expect(sub.body.msg).toMatch(/cannot be submitted|not submittable|submit/i);
          const test = await req('member', 'POST', '/api/submit-problem-test-judge', {
            ...body,
            userInput: '1 2',
          });
          expect(test.status, JSON.stringify(test.body)).toBe(400);
        }
        const rows = await app.ctx.database.db
          .selectFrom('judge')
          .select('submit_id')
          .where('uid', '=', users.member.uid)
          .where('pid', 'in', [inRunning, inScheduled])
          .execute();
        expect(rows).toEqual([]);
      });

      it('the members’ problem list leaves it out; the admin list keeps it', async () => {
        const ids = (b: Json) => (b.data.records as Json[]).map((r) => r.problemId);
        const members = await req('member', 'GET', `/api/group/get-problem-list?gid=${gid}&limit=100`);
        expect(members.status).toBe(200);
        expect(ids(members.body)).not.toContain('CFIXGRUN');
        expect(ids(members.body)).not.toContain('CFIXGLATE');
        const admins = await req('gadmin', 'GET', `/api/group/get-admin-problem-list?gid=${gid}&limit=100`);
        expect(ids(admins.body)).toEqual(expect.arrayContaining(['CFIXGRUN', 'CFIXGLATE']));
      });

      it('a group training cannot take it, and a member cannot open a discussion about it', async () => {
        const tid = await trainingOf(app, { title: 'Group drills', author: users.gadmin.username, gid });
        const add = await req(
          'gadmin',
          'POST',
          `/api/group/add-training-problem-from-group?problemId=CFIXGRUN&tid=${tid}`,
        );
        expect(add.status, JSON.stringify(add.body)).toBe(400);
        const post = await req('member', 'POST', '/api/group/discussion', {
          title: 'About the contest problem',
          description: 'd',
          content: 'c',
          categoryId: 1,
          gid,
          pid: 'CFIXGRUN',
        });
        expect(post.status, JSON.stringify(post.body)).toBe(404);
      });

      it('inside the running contest a member still reads it', async () => {
        const res = await req(
          'member',
          'GET',
          `/api/get-contest-problem-details?cid=${running}&displayId=G1`,
        );
        expect(res.status, JSON.stringify(res.body)).toBe(200);
        const later = await req(
          'member',
          'GET',
          `/api/get-contest-problem-details?cid=${scheduled}&displayId=G1`,
        );
        expect(later.status).toBe(403);
      });
    });

    it('test data of a group problem: the owner, group admins, the author and the site root; not members', async () => {
      // written by the group admin: the owner is not its author
      const pid = await problemWithCases(app, 'CFIXDATA', { gid, author: users.gadmin.username });
      const get = (w: Who) => req(w, 'GET', `/api/file/download-testcase?pid=${pid}`);
      for (const w of ['owner', 'gadmin', 'sroot'] as const) {
        const res = await get(w);
        // let through: the next refusal is the problem's missing test data
        expect(res.status, `${w}: ${JSON.stringify(res.body)}`).toBe(400);
        expect(res.body.msg).toMatch(/test ?(case|data)/i);
      }
      for (const w of ['member', 'user'] as const) expect((await get(w)).status, w).toBe(403);
      // a group admin who is not the author is a group manager too
      const other = await problemWithCases(app, 'CFIXDATA2', { gid, author: users.owner.username });
      expect((await req('gadmin', 'GET', `/api/file/download-testcase?pid=${other}`)).status).toBe(400);
    });

    it('the outside board of a group contest with openRank: the group’s members, not others', async () => {
      const board = (w: Who) =>
        req(w, 'POST', '/api/get-contest-outside-scoreboard', { cid: running, currentPage: 1, limit: 30 });
      const info = (w: Who) => req(w, 'GET', `/api/get-contest-outsize-info?cid=${running}`);
      for (const w of ['member', 'gadmin', 'owner', 'sroot'] as const) {
        const b = await board(w);
        expect(b.status, `${w}: ${JSON.stringify(b.body)}`).toBe(200);
        const i = await info(w);
        expect(i.status, `${w}: ${JSON.stringify(i.body)}`).toBe(200);
        expect(i.body.data.contest.id).toBe(running);
      }
      expect((await board('user')).status).toBe(403);
      expect((await info('user')).status).toBe(403);
      expect((await board('anon')).status).toBe(401);
      expect((await info('anon')).status).toBe(401);
      // not open (openRank off), or not yet started: closed for members too
      expect((await req('member', 'GET', `/api/get-contest-outsize-info?cid=${scheduled}`)).status).toBe(403);
    });
  });
}
