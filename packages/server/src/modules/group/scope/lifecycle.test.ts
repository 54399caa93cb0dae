// A group's content across its life (issue 23 §4, hoj-behaviour §8), on SQLite and PostgreSQL:
// - isolation: a group's runs never feed the public statistics of a problem (list counts, detail
//   counts), the site rank or the AC list, even once the problem has been accepted into the public
//   set; inside the group, its problems count the group's runs;
// - a banned group: its members lose its problems, trainings, contests, submissions and lists at
//   once (the site root keeps them);
// - disband: everything scoped to the group goes with it, nothing surfaces on the main site
//   (a group contest's announcement least of all), and the lists that could name it stay whole.
import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, MemberAuth } from '@judge/shared';
import { call, EN, type Json } from '../../../../test/helpers/app.js';
import { dbVariants } from '../../../../test/helpers/accounts.js';
import {
  contestOf,
  contestProblemOf,
  groupMember,
  trainingOf,
  trainingProblemOf,
  groupOf,
  problemWithCases,
  rootToken,
  submissionWithVerdict,
  useApp,
  userOfRole,
  type TestUser,
  announcementOf,
} from '../../../../test/fixtures/index.js';
import type { BuiltApp } from '../../../app.js';
import { codeStore } from '../../account/codes.js';
import { syncAcProblem } from '../../submission/repo.js';

type Who = 'owner' | 'member' | 'user' | 'root';

for (const v of dbVariants()) {
  describe(`group lifecycle [${v.name}]`, () => {
    const appOf = useApp(v);
    let app: BuiltApp;
    let root: string;
    const users = {} as Record<Exclude<Who, 'root'>, TestUser>;
    let n = 0;

    const req = (w: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call(app, method, url, body, { token: w === 'root' ? root : users[w].token, headers: EN });
    const records = (body: Json) => (body?.data?.records ?? []) as Record<string, unknown>[];

    beforeAll(async () => {
      app = appOf();
      root = await rootToken(app);
      for (const w of ['owner', 'member', 'user'] as const) users[w] = await userOfRole(app);
    });

    /** A group owned by `owner` (root row) with `member`, and what is scoped to it. */
    async function groupWithContent() {
      const i = ++n;
      const { db, cols } = app.ctx.database;
      const now = cols.time();
      const gid = await groupOf(app, users.owner, { name: `Lifecycle group ${i}`, shortName: `LIFE${i}` });
      await groupMember(app, gid, users.owner, MemberAuth.ROOT);
      await groupMember(app, gid, users.member, MemberAuth.MEMBER);
      const gpid = await problemWithCases(app, `LIFE${i}A`, { author: users.owner.username, gid });
      const publicPid = await problemWithCases(app, `LIFEPUB${i}`);
      const tid = await trainingOf(app, {
        title: `Lifecycle training ${i}`,
        author: users.owner.username,
        gid,
      });
      for (const [k, pid] of [gpid, publicPid].entries()) await trainingProblemOf(app, tid, pid, `T${k}`, k);
      const cid = await contestOf(app, {
        uid: users.owner.uid,
        author: users.owner.username,
        title: `Lifecycle contest ${i}`,
        description: 'd',
        start: Date.now() - 3600_000,
        end: Date.now() + 3600_000,
        gid,
      });
      await contestProblemOf(app, cid, gpid, 'A', { title: 'A' });
      // a contest announcement (no gid: the link names its contest) and a group announcement
      await announcementOf(app, { title: `Contest note ${i}`, content: 'c', uid: users.owner.uid, cid });
      await announcementOf(app, { title: `Group note ${i}`, content: 'g', uid: users.owner.uid, gid });
      const category =
        (await db
          .selectFrom('category' as never)
          .select('id' as never)
          .executeTakeFirst()) ??
        (await db
          .insertInto('category' as never)
          .values({ name: `Cat ${i}`, gmt_create: now, gmt_modified: now } as never)
          .returning('id' as never)
          .executeTakeFirstOrThrow());
      await db
        .insertInto('discussion' as never)
        .values({
          category_id: Number((category as { id: number }).id),
          title: `Lifecycle talk ${i}`,
          description: 'd',
          content: 'c',
          pid: null,
          uid: users.member.uid,
          top_priority: cols.bool(false),
          gid,
          gmt_create: now,
          gmt_modified: now,
        } as never)
        .execute();
      await db
        .insertInto('tag')
        .values({
          name: `lifetag${i}`,
          color: null,
          oj: 'ME',
          gid,
          tcid: null,
          gmt_create: now,
          gmt_modified: now,
        })
        .execute();
      // the member's runs: on the group problem, in the contest, and a public problem inside the group
      const runs = [
        await submissionWithVerdict(app, users.member, gpid, { status: JudgeStatus.ACCEPTED }),
        await submissionWithVerdict(app, users.member, gpid, { status: JudgeStatus.ACCEPTED, cid }),
      ];
      await db.updateTable('judge').set({ gid }).where('submit_id', 'in', runs).execute();
      return { gid, gpid, publicPid, tid, cid, runs, i };
    }

    const listRow = async (w: Who, problemId: string) =>
      records((await req(w, 'GET', `/api/get-problem-list?limit=100&keyword=${problemId}`)).body).find(
        (r) => r.problemId === problemId,
      );
    const rankRow = async () =>
      records(
        (await req('user', 'GET', `/api/get-rank-list?type=0&limit=30&searchUser=${users.member.username}`))
          .body,
      ).find((r) => r.username === users.member.username);

    it('a group problem accepted into the public set keeps its group runs out of every public count', async () => {
      const g = await groupWithContent();
      const { db } = app.ctx.database;
      const before = await rankRow();
      // inside the group its problem counts the group's runs (the contest run never counts)
      const inside = records((await req('member', 'GET', `/api/group/get-problem-list?gid=${g.gid}`)).body);
      expect(inside.find((r) => r.pid === g.gpid)).toMatchObject({ total: 1, ac: 1 });
      await syncAcProblem(db, app.ctx.database, users.member.uid, g.gpid);

      // the owner applies, the site root accepts: a main-site problem from now on
      expect((await req('owner', 'PUT', `/api/group/apply-public?pid=${g.gpid}&isApplied=true`)).status).toBe(
        200,
      );
      const accepted = await req('root', 'PUT', '/api/admin/group-problem/change-progress', {
        pid: g.gpid,
        progress: 2,
      });
      expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);

      const row = await listRow('user', `LIFE${g.i}A`);
      expect(row, 'the accepted problem is on the site list').toBeDefined();
      expect(row).toMatchObject({ total: 0, ac: 0 });
      const detail = await req('user', 'GET', `/api/get-problem-detail?problemId=LIFE${g.i}A`);
      expect(detail.status, JSON.stringify(detail.body)).toBe(200);
      expect(detail.body.data.problemCount).toMatchObject({ total: 0, ac: 0 });
      // the AC list and the site rank are unmoved
      await syncAcProblem(db, app.ctx.database, users.member.uid, g.gpid);
      const ac = await db
        .selectFrom('user_acproblem')
        .select('pid')
        .where('uid', '=', users.member.uid)
        .execute();
      expect(ac.map((r) => Number(r.pid))).not.toContain(g.gpid);
      const after = await rankRow();
      expect(after?.ac ?? 0).toBe(before?.ac ?? 0);
      expect(after?.total ?? 0).toBe(before?.total ?? 0);

      // a main-site run on it counts as any other
      await submissionWithVerdict(app, users.user, g.gpid, { status: JudgeStatus.ACCEPTED });
      expect(await listRow('user', `LIFE${g.i}A`)).toMatchObject({ total: 1, ac: 1 });
      // and a public problem's counts ignore a run that carries a group
      const pubRun = await submissionWithVerdict(app, users.member, g.publicPid, {
        status: JudgeStatus.WRONG_ANSWER,
      });
      await db.updateTable('judge').set({ gid: g.gid }).where('submit_id', '=', pubRun).execute();
      expect(await listRow('user', `LIFEPUB${g.i}`)).toMatchObject({ total: 0, wa: 0 });
    });

    it('a banned group: its members lose its problems, trainings, contests and runs; the site root keeps them', async () => {
      const g = await groupWithContent();
      const calls = [
        `/api/get-problem-detail?problemId=LIFE${g.i}A&gid=${g.gid}`,
        `/api/get-training-detail?tid=${g.tid}`,
        `/api/get-training-problem-list?tid=${g.tid}`,
        `/api/get-contest-info?cid=${g.cid}`,
        `/api/get-contest-problem?cid=${g.cid}`,
        `/api/get-submission-list?gid=${g.gid}`,
        `/api/group/get-problem-list?gid=${g.gid}`,
        `/api/group/get-training-list?gid=${g.gid}`,
        `/api/group/get-contest-list?gid=${g.gid}`,
      ];
      // (a member's own run stays theirs to read by its id, as the site's rule for one's own code has it)
      for (const url of calls) {
        const res = await req('member', 'GET', url);
        expect(res.status, `${url} before the ban: ${JSON.stringify(res.body)}`).toBe(200);
      }
      await app.ctx.database.db.updateTable('group').set({ status: 1 }).where('id', '=', g.gid).execute();
      for (const url of calls) {
        const res = await req('member', 'GET', url);
        expect([403, 404], `${url} after the ban: ${res.status} ${JSON.stringify(res.body)}`).toContain(
          res.status,
        );
        expect(JSON.stringify(res.body)).not.toMatch(
          new RegExp(`Lifecycle (training|contest) ${g.i}\\b|Title LIFE${g.i}A`),
        );
      }
      // the owner (a group root) no longer manages the contest either
      expect([403, 404]).toContain((await req('owner', 'GET', `/api/group/contest?cid=${g.cid}`)).status);
      const submit = await req('member', 'POST', '/api/submit-problem-judge', {
        pid: `LIFE${g.i}A`,
        language: 'C++',
        code: 'int main(){return 0;}',
        gid: g.gid,
      });
      expect(submit.status, JSON.stringify(submit.body)).toBe(403);
      for (const url of calls.slice(0, 5)) {
        const res = await req('root', 'GET', url);
        expect(res.status, `${url} as root: ${JSON.stringify(res.body)}`).toBe(200);
      }
    });

    it('disband takes everything scoped to the group; nothing surfaces on the main site, no list breaks', async () => {
      const g = await groupWithContent();
      const keep = await groupWithContent(); // another group's content stays untouched
      const { db } = app.ctx.database;
      // an application to the public set, in the back office's review list
      await db
        .updateTable('problem')
        .set({ apply_public_progress: 1 })
        .where('id', 'in', [g.gpid, keep.gpid])
        .execute();

      await codeStore(app.ctx.kv).issue(`verify:${users.owner.uid}`, '654321');
      const res = await req('owner', 'DELETE', `/api/group?gid=${g.gid}`, {
        email: users.owner.email,
        code: '654321',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);

      const count = async (table: string, col: string, value: number | number[]) => {
        const q = db.selectFrom(table as never).select((eb) => eb.fn.countAll<number>().as('n'));
        const r = await (
          Array.isArray(value)
            ? q.where(col as never, 'in', value as never)
            : q.where(col as never, '=', value as never)
        ).executeTakeFirstOrThrow();
        return Number((r as { n: number }).n);
      };
      for (const [table, col, value, left] of [
        ['problem', 'gid', g.gid, 0],
        ['problem', 'id', g.gpid, 0],
        ['contest', 'gid', g.gid, 0],
        ['training', 'gid', g.gid, 0],
        ['training_problem', 'tid', g.tid, 0],
        ['discussion', 'gid', g.gid, 0],
        ['announcement', 'gid', g.gid, 0],
        ['tag', 'gid', g.gid, 0],
        ['judge', 'submit_id', g.runs, 0],
        ['contest_problem', 'cid', g.cid, 0],
        ['problem', 'id', g.publicPid, 1], // a public problem the group used stays
        ['problem', 'gid', keep.gid, 1],
        ['contest', 'gid', keep.gid, 1],
        ['training', 'gid', keep.gid, 1],
        ['discussion', 'gid', keep.gid, 1],
        ['judge', 'submit_id', keep.runs, 2],
      ] as const)
        expect(await count(table, col, value as never), `${table}.${col} = ${value}`).toBe(left);

      // the contest's announcement did not become a site announcement
      const site = await req('user', 'GET', '/api/get-common-announcement?limit=100');
      expect(site.status).toBe(200);
      expect(JSON.stringify(site.body)).not.toMatch(new RegExp(`Contest note ${g.i}\\b`));
      const orphan = await db
        .selectFrom('announcement')
        .select('id')
        .where('title', '=', `Contest note ${g.i}`)
        .executeTakeFirst();
      expect(orphan).toBeUndefined();

      // the lists that could have named the group's things answer, without them
      const review = await req('root', 'GET', '/api/admin/group-problem/list?limit=100');
      expect(review.status).toBe(200);
      const ids = records(review.body).map((r) => r.id);
      expect(ids).not.toContain(g.gpid);
      expect(ids).toContain(keep.gpid);
      for (const url of [
        '/api/get-problem-list?limit=100',
        '/api/get-training-list?limit=100',
        '/api/get-contest-list?limit=100',
        '/api/get-submission-list?limit=100',
        '/api/get-discussion-list?limit=100',
        `/api/get-problem-detail?problemId=LIFEPUB${g.i}`,
        '/api/get-group-list?limit=120',
      ]) {
        const r = await req('member', 'GET', url);
        expect(r.status, `${url}: ${JSON.stringify(r.body)}`).toBe(200);
        expect(JSON.stringify(r.body)).not.toMatch(
          new RegExp(`Lifecycle (group|training|contest|talk) ${g.i}\\b`),
        );
      }
      for (const url of [`/api/get-contest-info?cid=${g.cid}`, `/api/get-training-detail?tid=${g.tid}`])
        expect((await req('root', 'GET', url)).status, url).toBe(404);
    });
  });
}
