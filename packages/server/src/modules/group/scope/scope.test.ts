// Group-scoped problems, trainings and contests (issue 23, scope) on SQLite and PostgreSQL:
// - the members' and group admins' lists answer per role (anonymous, non-member, applicant, member,
//   group admin, group root, site root) and hold only the group's own rows;
// - the existing calls by id (problem detail, training detail/problems, contest info/problems,
//   submit) let a member in and refuse a non-member and an applicant;
// - isolation: the site lists (problems, trainings, contests) never show a group's resources, and
//   a group submission's Accepted never enters user_acproblem.
import { beforeAll, describe, expect, it } from 'vitest';
import { ContestType, JudgeStatus, MemberAuth, Role } from '@judge/shared';
import { call, EN, type Json } from '../../../../test/helpers/app.js';
import { dbVariants } from '../../../../test/helpers/accounts.js';
import {
  problemWithCases,
  rootToken,
  submissionWithVerdict,
  useApp,
  userOfRole,
  type TestUser,
  contestOf,
  contestProblemOf,
  groupMember,
  trainingOf,
  trainingProblemOf,
  groupOf,
} from '../../../../test/fixtures/index.js';
import type { BuiltApp } from '../../../app.js';
import { syncAcProblem } from '../../submission/repo.js';
import { strToU8, zipSync } from 'fflate';
import { multipart, postFile } from '../../../../test/helpers/multipart.js';
import { contestForm } from '../../../../test/helpers/contest.js';
import { problemForm } from '../../../../test/helpers/problem.js';

type RoleName = 'anon' | 'user' | 'applicant' | 'member' | 'gadmin' | 'groot' | 'sroot';
const ROLES: RoleName[] = ['anon', 'user', 'applicant', 'member', 'gadmin', 'groot', 'sroot'];

for (const v of dbVariants()) {
  describe(`group scope [${v.name}]`, () => {
    const appOf = useApp(v);
    let app: BuiltApp;
    let root: string;
    const users = {} as Record<Exclude<RoleName, 'anon' | 'sroot'>, TestUser>;
    let gid: number;
    let otherGid: number;
    let gpid: number; // a group problem (auth public inside the group)
    let hiddenPid: number; // a private group problem
    let otherPid: number; // another group's problem
    let tid: number; // a group training
    let cid: number; // a running group contest
    let publicPid: number;

    const tokenOf = (r: RoleName) => (r === 'anon' ? undefined : r === 'sroot' ? root : users[r].token);
    const req = (r: RoleName, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call(app, method, url, body, { token: tokenOf(r), headers: EN });

    const makeGroup = (name: string, owner: TestUser) =>
      groupOf(app, owner, { name, shortName: name.endsWith('one') ? 'SGONE' : 'SGTWO' });
    const addMember = (g: number, u: TestUser, auth: number) => groupMember(app, g, u, auth);
    const scopeProblem = (problemId: string, g: number, auth = 1) =>
      problemWithCases(app, problemId, { auth, author: users.gadmin.username, gid: g });

    beforeAll(async () => {
      app = appOf();
      root = await rootToken(app);
      for (const r of ['user', 'applicant', 'member', 'gadmin', 'groot'] as const)
        users[r] = await userOfRole(app);
      // a site admin role for the group admin: the site's "Group" bank must not open a group to them
      users.user = await userOfRole(app, Role.ADMIN);
      gid = await makeGroup('Scope group one', users.groot);
      otherGid = await makeGroup('Scope group two', users.groot);
      await addMember(gid, users.applicant, MemberAuth.APPLYING);
      await addMember(gid, users.member, MemberAuth.MEMBER);
      await addMember(gid, users.gadmin, MemberAuth.ADMIN);
      await addMember(gid, users.groot, MemberAuth.ROOT);
      await addMember(otherGid, users.groot, MemberAuth.ROOT);
      gpid = await scopeProblem('SCOPEG1', gid);
      hiddenPid = await scopeProblem('SCOPEG2', gid, 2);
      otherPid = await scopeProblem('SCOPEO1', otherGid);
      publicPid = await problemWithCases(app, 'SCOPEP1');

      tid = await trainingOf(app, { title: 'Group training', author: users.gadmin.username, gid });
      await trainingProblemOf(app, tid, gpid, 'SCOPEG1', 1);
      cid = await contestOf(app, {
        uid: users.gadmin.uid,
        author: users.gadmin.username,
        title: 'Group contest',
        description: 'd',
        start: Date.now() - 3600_000,
        end: Date.now() + 3600_000,
        gid,
      });
      await contestProblemOf(app, cid, gpid, 'A', { title: 'A' });
    });

    const records = (body: Json) =>
      ((body as { data: { records: Json[] } }).data.records ?? []) as Record<string, unknown>[];

    // Each list: who is let in (200), and the refusal of the others (401 anonymous, 403 otherwise).
    const LISTS: { path: string; need: 'member' | 'admin' }[] = [
      { path: '/api/group/get-problem-list', need: 'member' },
      { path: '/api/group/get-admin-problem-list', need: 'admin' },
      { path: '/api/group/get-training-list', need: 'member' },
      { path: '/api/group/get-admin-training-list', need: 'admin' },
      { path: '/api/group/get-contest-list', need: 'member' },
      { path: '/api/group/get-admin-contest-list', need: 'admin' },
    ];
    const allowed = (r: RoleName, need: 'member' | 'admin') =>
      r === 'sroot' || r === 'gadmin' || r === 'groot' || (need === 'member' && r === 'member');

    for (const l of LISTS)
      for (const r of ROLES)
        it(`${l.path} as ${r}: ${allowed(r, l.need) ? 'answers' : 'refused'}`, async () => {
          const res = await req(r, 'GET', `${l.path}?gid=${gid}`);
          const want = allowed(r, l.need) ? 200 : r === 'anon' ? 401 : 403;
          expect(res.status, JSON.stringify(res.body)).toBe(want);
          if (want !== 200)
            expect(JSON.stringify(res.body)).not.toMatch(/SCOPEG|Group training|Group contest/);
        });

    it('the members’ problem list holds the group’s visible problems only; the admin list every one of the group', async () => {
      const m = records((await req('member', 'GET', `/api/group/get-problem-list?gid=${gid}`)).body);
      expect(m.map((x) => x.problemId)).toEqual(['SCOPEG1']);
      const a = records((await req('gadmin', 'GET', `/api/group/get-admin-problem-list?gid=${gid}`)).body);
      expect(a.map((x) => x.problemId).sort()).toEqual(['SCOPEG1', 'SCOPEG2']);
      expect(a.every((x) => x.gid === gid)).toBe(true);
    });

    it('the training and contest lists hold the group’s own rows', async () => {
      const t = records((await req('member', 'GET', `/api/group/get-training-list?gid=${gid}`)).body);
      expect(t.map((x) => x.id)).toEqual([tid]);
      const c = records((await req('member', 'GET', `/api/group/get-contest-list?gid=${gid}`)).body);
      expect(c.map((x) => x.id)).toEqual([cid]);
      const other = records((await req('groot', 'GET', `/api/group/get-contest-list?gid=${otherGid}`)).body);
      expect(other).toEqual([]);
    });

    it('an unknown group is 404 to a signed-in caller', async () => {
      const res = await req('member', 'GET', '/api/group/get-problem-list?gid=999999');
      expect(res.status).toBe(404);
    });

    // ---- the calls by id respect the group -------------------------------------------------------

    const byId: { name: string; url: () => string }[] = [
      { name: 'problem detail', url: () => '/api/get-problem-detail?problemId=SCOPEG1' },
      { name: 'training detail', url: () => `/api/get-training-detail?tid=${tid}` },
      { name: 'training problems', url: () => `/api/get-training-problem-list?tid=${tid}` },
      { name: 'contest info', url: () => `/api/get-contest-info?cid=${cid}` },
      { name: 'contest problems', url: () => `/api/get-contest-problem?cid=${cid}` },
    ];
    for (const c of byId)
      for (const r of ['user', 'applicant', 'member', 'gadmin', 'sroot'] as const)
        it(`${c.name} as ${r}`, async () => {
          const res = await req(r, 'GET', c.url());
          const inside = r !== 'user' && r !== 'applicant';
          if (inside) expect(res.status, JSON.stringify(res.body)).toBe(200);
          else {
            expect([403, 404]).toContain(res.status);
            expect(JSON.stringify(res.body)).not.toMatch(/Title SCOPEG1/);
          }
        });

    it('a group problem hidden (private) stays hidden from members, not from the site root', async () => {
      expect((await req('member', 'GET', '/api/get-problem-detail?problemId=SCOPEG2')).status).toBe(403);
      expect((await req('sroot', 'GET', '/api/get-problem-detail?problemId=SCOPEG2')).status).toBe(200);
      expect(hiddenPid).toBeGreaterThan(0);
    });

    it('a member of one group does not see another group’s problem', async () => {
      expect((await req('member', 'GET', '/api/get-problem-detail?problemId=SCOPEO1')).status).toBe(403);
      expect(otherPid).toBeGreaterThan(0);
    });

    it('submitting to a group problem: members yes, non-members and applicants no', async () => {
      const body = (u: RoleName) => ({
        pid: 'SCOPEG1',
        language: 'C++',
        code: `int main(){return ${u.length};}`,
        gid,
      });
      for (const r of ['user', 'applicant'] as const) {
        const res = await req(r, 'POST', '/api/submit-problem-judge', body(r));
        // the intake's refusal for this reason (submission/intake.ts refuse): 403 with the group message
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect((res.body as { msg: string }).msg).toMatch(/members of the group/);
      }
      const ok = await req('member', 'POST', '/api/submit-problem-judge', body('member'));
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    });

    it("the group's submission list (get-submission-list?gid=): its members and the site root only", async () => {
      const id = await submissionWithVerdict(app, users.member, gpid);
      await app.ctx.database.db.updateTable('judge').set({ gid }).where('submit_id', '=', id).execute();
      for (const r of ROLES) {
        const res = await req(r, 'GET', `/api/get-submission-list?gid=${gid}&limit=100`);
        const want = r === 'anon' ? 401 : r === 'user' || r === 'applicant' ? 403 : 200;
        expect(res.status, `${r}: ${JSON.stringify(res.body)}`).toBe(want);
        if (want === 200) expect(records(res.body).some((x) => x.submitId === id)).toBe(true);
      }
      // not on the site's list, and another group's list is not this one's
      const site = records((await req('member', 'GET', '/api/get-submission-list?limit=100')).body);
      expect(site.some((x) => x.submitId === id)).toBe(false);
      expect((await req('member', 'GET', `/api/get-submission-list?gid=${otherGid}`)).status).toBe(403);
      expect((await req('member', 'GET', '/api/get-submission-list?gid=999999')).status).toBe(404);
    });

    // ---- isolation from the main site ------------------------------------------------------------

    it('the site lists never show the group’s problems, trainings or contests', async () => {
      for (const r of ['member', 'gadmin', 'sroot'] as const) {
        const p = records((await req(r, 'GET', '/api/get-problem-list?limit=100')).body);
        expect(p.some((x) => String(x.problemId).startsWith('SCOPEG'))).toBe(false);
        expect(p.some((x) => x.problemId === 'SCOPEP1')).toBe(true);
        const t = records((await req(r, 'GET', '/api/get-training-list?limit=100')).body);
        expect(t.some((x) => x.id === tid)).toBe(false);
        const c = records((await req(r, 'GET', '/api/get-contest-list?limit=100')).body);
        expect(c.some((x) => x.id === cid)).toBe(false);
      }
      expect(publicPid).toBeGreaterThan(0);
    });

    it('an Accepted on a group problem never enters user_acproblem nor the site rank', async () => {
      const { db } = app.ctx.database;
      const sid = await submissionWithVerdict(app, users.member, gpid, { status: JudgeStatus.ACCEPTED });
      await db.updateTable('judge').set({ gid }).where('submit_id', '=', sid).execute();
      // what a finished judging does with an Accepted: the AC list's one rule
      await syncAcProblem(db, app.ctx.database, users.member.uid, gpid);
      const ac = await db
        .selectFrom('user_acproblem')
        .select('pid')
        .where('uid', '=', users.member.uid)
        .execute();
      expect(ac.map((x) => x.pid)).not.toContain(gpid);
    });

    // ---- group problems: create, edit, delete, auth, apply to publish, review (§2.4, §1.6) -------

    const dto = async (problem: Record<string, unknown> = {}) => {
      const langs = (
        await app.ctx.database.db
          .selectFrom('language')
          .select(['id', 'name'])
          .where('name', '=', 'C++')
          .execute()
      ).map((l) => ({ id: Number(l.id), name: l.name }));
      return problemForm(langs, {
        problemId: `p${Math.random().toString(36).slice(2, 7)}`,
        title: 'Group made problem',
        ...problem,
      });
    };
    const byTitle = (title: string) =>
      app.ctx.database.db.selectFrom('problem').selectAll().where('title', '=', title).executeTakeFirst();

    it('creating a group problem: group admins and the site root; the display id gets the short name', async () => {
      for (const r of ['anon', 'user', 'applicant', 'member'] as const) {
        const res = await req(r, 'POST', '/api/group/problem', await dto({ gid, title: `refused ${r}` }));
        expect(res.status, JSON.stringify(res.body)).toBe(r === 'anon' ? 401 : 403);
        expect(await byTitle(`refused ${r}`)).toBeUndefined();
      }
      const res = await req(
        'gadmin',
        'POST',
        '/api/group/problem',
        await dto({ gid, problemId: 'made1', title: 'made by gadmin' }),
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const row = (await byTitle('made by gadmin'))!;
      expect(row.problem_id).toBe('SGONEMADE1');
      expect(row.gid).toBe(gid);
      expect(row.author).toBe(users.gadmin.username);
      // not on the site's list, on the group's
      const site = records((await req('member', 'GET', '/api/get-problem-list?limit=100')).body);
      expect(site.some((x) => x.problemId === 'SGONEMADE1')).toBe(false);
      const inGroup = records((await req('member', 'GET', `/api/group/get-problem-list?gid=${gid}`)).body);
      expect(inGroup.some((x) => x.problemId === 'SGONEMADE1')).toBe(true);
    });

    it('editing, auth and deleting a group problem: its author (group admin), group roots, site root', async () => {
      await req(
        'gadmin',
        'POST',
        '/api/group/problem',
        await dto({ gid, problemId: 'edit1', title: 'to edit' }),
      );
      const row = (await byTitle('to edit'))!;
      const pid = Number(row.id);
      for (const r of ['user', 'applicant', 'member'] as const) {
        expect((await req(r, 'GET', `/api/group/problem?pid=${pid}`)).status).toBe(403);
        expect((await req(r, 'PUT', `/api/group/change-problem-auth?pid=${pid}&auth=2`)).status).toBe(403);
        expect((await req(r, 'DELETE', `/api/group/problem?pid=${pid}`)).status).toBe(403);
      }
      for (const r of ['gadmin', 'groot', 'sroot'] as const) {
        const d = await req(r, 'GET', `/api/group/problem?pid=${pid}`);
        expect(d.status, JSON.stringify(d.body)).toBe(200);
        expect((d.body as { data: { problemId: string } }).data.problemId).toBe('SGONEEDIT1');
      }
      const upd = await dto({ id: pid, problemId: 'SGONEEDIT1', title: 'edited by groot' });
      expect((await req('groot', 'PUT', '/api/group/problem', upd)).status).toBe(200);
      expect((await byTitle('edited by groot'))?.problem_id).toBe('SGONEEDIT1');
      expect((await req('groot', 'PUT', `/api/group/change-problem-auth?pid=${pid}&auth=3`)).status).toBe(
        400,
      );
      expect((await req('gadmin', 'PUT', `/api/group/change-problem-auth?pid=${pid}&auth=2`)).status).toBe(
        200,
      );
      expect((await req('member', 'GET', '/api/get-problem-detail?problemId=SGONEEDIT1')).status).toBe(403);
      // another group's root may not touch it
      const stranger = await req('groot', 'GET', `/api/group/problem?pid=${otherPid}`);
      expect(stranger.status).toBe(200); // groot is root of the other group too
      expect((await req('gadmin', 'GET', `/api/group/problem?pid=${otherPid}`)).status).toBe(403);
      expect((await req('gadmin', 'DELETE', `/api/group/problem?pid=${pid}`)).status).toBe(200);
      expect(await byTitle('edited by groot')).toBeUndefined();
    });

    it('apply to publish, withdraw, review: only reviewers review; accepted joins the main site', async () => {
      await req(
        'gadmin',
        'POST',
        '/api/group/problem',
        await dto({ gid, problemId: 'pub1', title: 'to publish' }),
      );
      const pid = Number((await byTitle('to publish'))!.id);
      expect((await req('member', 'PUT', `/api/group/apply-public?pid=${pid}&isApplied=true`)).status).toBe(
        403,
      );
      expect((await req('gadmin', 'PUT', `/api/group/apply-public?pid=${pid}&isApplied=true`)).status).toBe(
        200,
      );
      expect((await byTitle('to publish'))!.apply_public_progress).toBe(1);
      // the reviewers (the site root here) are told of the application once (hoj-behaviour §9)
      const told = async () =>
        (
          (await req('sroot', 'GET', '/api/msg/mine?limit=100')).body.data.records as { title: string }[]
        ).filter((m) => m.title.includes('SGONEPUB1')).length;
      expect(await told()).toBe(1);
      await req('gadmin', 'PUT', `/api/group/apply-public?pid=${pid}&isApplied=true`);
      expect(await told()).toBe(1);
      expect((await req('gadmin', 'PUT', `/api/group/apply-public?pid=${pid}&isApplied=false`)).status).toBe(
        200,
      );
      expect((await byTitle('to publish'))!.apply_public_progress).toBeNull();
      await req('gadmin', 'PUT', `/api/group/apply-public?pid=${pid}&isApplied=true`);
      // the back office: the site root and problem admins only
      for (const r of ['user', 'gadmin'] as const)
        expect((await req(r, 'GET', '/api/admin/group-problem/list')).status).toBe(403);
      const list = records((await req('sroot', 'GET', `/api/admin/group-problem/list?gid=${gid}`)).body);
      expect(list.map((x) => x.problemId)).toContain('SGONEPUB1');
      expect(Object.keys(list[0]!).sort()).toEqual(
        ['applyPublicProgress', 'author', 'gid', 'id', 'judgeMode', 'problemId', 'title', 'type'].sort(),
      );
      expect(
        (await req('gadmin', 'PUT', '/api/admin/group-problem/change-progress', { pid, progress: 2 })).status,
      ).toBe(403);
      // a site problem that never applied is not reviewed (it would join the review list)
      const never = await app.ctx.database.db
        .selectFrom('problem')
        .select('id')
        .where('problem_id', '=', 'P1004')
        .executeTakeFirstOrThrow();
      const notApplying = await req('sroot', 'PUT', '/api/admin/group-problem/change-progress', {
        pid: Number(never.id),
        progress: 2,
      });
      expect(notApplying.status).toBe(400);
      const nine = await req('sroot', 'PUT', '/api/admin/group-problem/change-progress', { pid, progress: 9 });
      expect(nine.status).toBe(400);
      expect(nine.body.msg).not.toMatch(/\{\w+\}/); // every placeholder of the message filled in
      expect(
        (await req('sroot', 'PUT', '/api/admin/group-problem/change-progress', { pid, progress: 3 })).status,
      ).toBe(200);
      expect((await byTitle('to publish'))!.gid).toBe(gid);
      expect(
        (await req('sroot', 'PUT', '/api/admin/group-problem/change-progress', { pid, progress: 2 })).status,
      ).toBe(200);
      const after = (await byTitle('to publish'))!;
      expect(after.gid).toBeNull();
      expect(after.apply_public_progress).toBe(2);
      const site = records((await req('user', 'GET', '/api/get-problem-list?limit=100')).body);
      expect(site.some((x) => x.problemId === 'SGONEPUB1')).toBe(true);
    });

    // ---- group trainings: create, edit, problems from the public set and from the group (§2.5) ---

    it('group trainings: created by group admins; managed by author/group roots; problems from both sets', async () => {
      const { db, cols } = app.ctx.database;
      const now = cols.time();
      const cat = await db
        .insertInto('training_category' as never)
        .values({ name: 'Scope cat', color: '#000', gid: null, gmt_create: now, gmt_modified: now } as never)
        .returning('id' as never)
        .executeTakeFirstOrThrow();
      const categoryId = Number((cat as { id: number }).id);
      const body = (title: string, g: number | null = gid) => ({
        training: {
          title,
          description: 'd',
          auth: 'Public',
          status: true,
          rank: 5,
          ...(g ? { gid: g } : {}),
        },
        trainingCategory: { id: categoryId },
      });
      const tByTitle = async (title: string) =>
        (await db
          .selectFrom('training' as never)
          .selectAll()
          .where('title' as never, '=', title as never)
          .executeTakeFirst()) as { id: number; gid: number | null; status: unknown } | undefined;
      for (const r of ['anon', 'user', 'applicant', 'member'] as const) {
        const res = await req(r, 'POST', '/api/group/training', body(`t refused ${r}`));
        expect(res.status, JSON.stringify(res.body)).toBe(r === 'anon' ? 401 : 403);
        expect(await tByTitle(`t refused ${r}`)).toBeUndefined();
      }
      const made = await req('gadmin', 'POST', '/api/group/training', body('t by gadmin'));
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const t = (await tByTitle('t by gadmin'))!;
      expect(t.gid).toBe(gid);
      const id = Number(t.id);
      // not on the site's list or detail for a non-member
      expect((await req('user', 'GET', `/api/get-training-detail?tid=${id}`)).status).toBe(404);
      for (const r of ['user', 'applicant', 'member'] as const) {
        expect((await req(r, 'GET', `/api/group/training?tid=${id}`)).status).toBe(403);
        expect((await req(r, 'PUT', `/api/group/change-training-status?tid=${id}&status=false`)).status).toBe(
          403,
        );
        expect(
          (await req(r, 'POST', '/api/group/add-training-problem-from-public', { pid: publicPid, tid: id }))
            .status,
        ).toBe(403);
      }
      for (const r of ['gadmin', 'groot', 'sroot'] as const)
        expect((await req(r, 'GET', `/api/group/training?tid=${id}`)).status).toBe(200);
      expect(
        (
          await req('gadmin', 'POST', '/api/group/add-training-problem-from-public', {
            pid: publicPid,
            tid: id,
          })
        ).status,
      ).toBe(200);
      // another group's problem is not addable; the group's own is, by display id
      expect(
        (
          await req('groot', 'POST', '/api/group/add-training-problem-from-public', {
            pid: otherPid,
            tid: id,
          })
        ).status,
      ).toBe(400);
      expect(
        (await req('groot', 'POST', `/api/group/add-training-problem-from-group?problemId=SCOPEO1&tid=${id}`))
          .status,
      ).toBe(404);
      expect(
        (await req('groot', 'POST', `/api/group/add-training-problem-from-group?problemId=SCOPEG1&tid=${id}`))
          .status,
      ).toBe(200);
      const list = await req(
        'groot',
        'GET',
        `/api/group/get-training-problem-list?tid=${id}&queryExisted=true`,
      );
      const ids = (
        list.body as { data: { problemList: { records: { id: number }[] } } }
      ).data.problemList.records.map((x) => x.id);
      expect(ids.sort()).toEqual([publicPid, gpid].sort());
      // a member opens its problems through the site call
      expect((await req('member', 'GET', `/api/get-training-problem-list?tid=${id}`)).status).toBe(200);
      expect(
        (await req('groot', 'DELETE', `/api/group/training-problem?pid=${publicPid}&tid=${id}`)).status,
      ).toBe(200);
      const upd = { ...body('t edited', null), training: { ...body('t edited', null).training, id } };
      expect((await req('member', 'PUT', '/api/group/training', upd)).status).toBe(403);
      expect((await req('groot', 'PUT', '/api/group/training', upd)).status).toBe(200);
      expect((await tByTitle('t edited'))?.gid).toBe(gid);
      expect(
        (await req('gadmin', 'PUT', `/api/group/change-training-status?tid=${id}&status=false`)).status,
      ).toBe(200);
      const visible = records((await req('member', 'GET', `/api/group/get-training-list?gid=${gid}`)).body);
      expect(visible.some((x) => x.id === id)).toBe(false);
      expect((await req('member', 'DELETE', `/api/group/training?tid=${id}`)).status).toBe(403);
      expect((await req('gadmin', 'DELETE', `/api/group/training?tid=${id}`)).status).toBe(200);
      expect(await tByTitle('t edited')).toBeUndefined();
    });

    // ---- group contests: create, manage, problems from the public set and the group (§2.6) ------

    it('group contests: created by group admins; managed by creator/group roots; members only inside', async () => {
      const form = (title: string) => contestForm({ title, gid });
      const cByTitle = (title: string) =>
        app.ctx.database.db.selectFrom('contest').selectAll().where('title', '=', title).executeTakeFirst();
      for (const r of ['anon', 'user', 'applicant', 'member'] as const) {
        const res = await req(r, 'POST', '/api/group/contest', form(`c refused ${r}`));
        expect(res.status, JSON.stringify(res.body)).toBe(r === 'anon' ? 401 : 403);
        expect(await cByTitle(`c refused ${r}`)).toBeUndefined();
      }
      const made = await req('gadmin', 'POST', '/api/group/contest', form('c by gadmin'));
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const c = (await cByTitle('c by gadmin'))!;
      expect(c.gid).toBe(gid);
      const id = Number(c.id);
      expect((await req('user', 'GET', `/api/get-contest-info?cid=${id}`)).status).toBe(403);
      expect((await req('member', 'GET', `/api/get-contest-info?cid=${id}`)).status).toBe(200);
      expect((await req('user', 'GET', `/api/group/contest?cid=${id}`)).status).toBe(404);
      expect((await req('member', 'GET', `/api/group/contest?cid=${id}`)).status).toBe(403);
      for (const r of ['gadmin', 'groot', 'sroot'] as const)
        expect((await req(r, 'GET', `/api/group/contest?cid=${id}`)).status).toBe(200);
      expect(
        (
          await req('member', 'POST', '/api/group/add-contest-problem-from-public', {
            pid: publicPid,
            cid: id,
            displayId: 'A',
          })
        ).status,
      ).toBe(403);
      expect(
        (
          await req('groot', 'POST', '/api/group/add-contest-problem-from-public', {
            pid: otherPid,
            cid: id,
            displayId: 'B',
          })
        ).status,
      ).toBe(400);
      // The save call links a problem too: another group's problem is refused there as well.
      const linked = await req('groot', 'PUT', '/api/group/contest-problem', {
        cid: id,
        pid: otherPid,
        displayId: 'C',
      });
      expect(linked.status, JSON.stringify(linked.body)).toBe(400);
      expect(
        await app.ctx.database.db
          .selectFrom('contest_problem')
          .select('id')
          .where('cid', '=', id)
          .where('pid', '=', otherPid)
          .executeTakeFirst(),
      ).toBeUndefined();
      const fromGroup = await req(
        'groot',
        'POST',
        `/api/group/add-contest-problem-from-group?problemId=SCOPEG1&cid=${id}&displayId=B`,
      );
      expect(fromGroup.status, JSON.stringify(fromGroup.body)).toBe(200);
      const list = await req('gadmin', 'GET', `/api/group/get-contest-problem-list?cid=${id}`);
      expect(list.status, JSON.stringify(list.body)).toBe(200);
      expect(
        (await req('member', 'PUT', `/api/group/change-contest-visible?cid=${id}&visible=false`)).status,
      ).toBe(403);
      expect(
        (await req('gadmin', 'PUT', `/api/group/change-contest-visible?cid=${id}&visible=false`)).status,
      ).toBe(200);
      expect((await req('member', 'DELETE', `/api/group/contest?cid=${id}`)).status).toBe(403);
      expect((await req('groot', 'DELETE', `/api/group/contest?cid=${id}`)).status).toBe(200);
      expect(await cByTitle('c by gadmin')).toBeUndefined();
    });

    it("the group's tags: group admins only", async () => {
      for (const [r, want] of [
        ['anon', 401],
        ['user', 403],
        ['member', 403],
        ['gadmin', 200],
        ['sroot', 200],
      ] as const)
        expect((await req(r, 'GET', `/api/group/get-all-problem-tags?gid=${gid}`)).status).toBe(want);
    });

    // ---- a new problem for a group contest, checker compiling (§2.4, §2.6) ------------------------

    it('a new problem for a group contest: group admins who may edit the contest; it is the group’s and linked', async () => {
      const { db } = app.ctx.database;
      const linkOf = (pid: number, c = cid) =>
        db
          .selectFrom('contest_problem')
          .selectAll()
          .where('cid', '=', c)
          .where('pid', '=', pid)
          .executeTakeFirst();
      const body = async (title: string, extra: Record<string, unknown> = {}) => ({
        ...(await dto({ gid, title })),
        cid,
        ...extra,
      });
      for (const r of ['anon', 'user', 'applicant', 'member'] as const) {
        const res = await req(r, 'POST', '/api/group/contest-problem', await body(`cp refused ${r}`));
        expect(res.status, JSON.stringify(res.body)).toBe(r === 'anon' ? 401 : 403);
        expect(await byTitle(`cp refused ${r}`)).toBeUndefined();
      }
      // the contest's creator (a group admin): created in the group, linked under its display id
      const made = await req('gadmin', 'POST', '/api/group/contest-problem', {
        ...(await body('cp by gadmin')),
        problem: { ...(await dto({ gid, title: 'cp by gadmin', problemId: 'cpone' })).problem },
        displayId: 'Z1',
      });
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const pid = (made.body as { data: { pid: number } }).data.pid;
      const row = (await byTitle('cp by gadmin'))!;
      expect(Number(row.id)).toBe(pid);
      expect(row.gid).toBe(gid);
      expect(row.problem_id).toBe('SGONECPONE');
      expect(row.auth).toBe(3);
      expect((await linkOf(pid))?.display_id).toBe('Z1');
      const site = records((await req('member', 'GET', '/api/get-problem-list?limit=100')).body);
      expect(site.some((x) => x.problemId === 'SGONECPONE')).toBe(false);
      // the contest in the query (as HOJ's links carry it); the display id defaults to the typed id
      const byQuery = await req('groot', 'POST', `/api/group/contest-problem?cid=${cid}`, {
        ...(await dto({ gid, title: 'cp by groot', problemId: 'cptwo' })),
      });
      expect(byQuery.status, JSON.stringify(byQuery.body)).toBe(200);
      expect((await linkOf((byQuery.body as { data: { pid: number } }).data.pid))?.display_id).toBe('cptwo');
      const bySroot = await req(
        'sroot',
        'POST',
        '/api/group/contest-problem',
        await body('cp by sroot', { displayId: 'Z3' }),
      );
      expect(bySroot.status, JSON.stringify(bySroot.body)).toBe(200);
      // no contest, a taken display id: refused, nothing written
      const noCid = await req(
        'gadmin',
        'POST',
        '/api/group/contest-problem',
        await dto({ gid, title: 'cp no cid' }),
      );
      expect(noCid.status).toBe(400);
      const taken = await req(
        'gadmin',
        'POST',
        '/api/group/contest-problem',
        await body('cp taken', { displayId: 'Z1' }),
      );
      expect(taken.status).toBe(400);
      for (const t of ['cp no cid', 'cp taken']) expect(await byTitle(t)).toBeUndefined();
      // another group's contest is not this group's: 404, even for a root of both groups
      const start = Date.now();
      const other = await contestOf(app, {
        uid: users.groot.uid,
        author: users.groot.username,
        title: 'Other group contest',
        description: 'd',
        type: ContestType.ACM,
        auth: 0,
        start,
        end: start + 3600_000,
        gid: otherGid,
      });
      const cross = await req(
        'groot',
        'POST',
        '/api/group/contest-problem',
        await body('cp cross', { cid: other }),
      );
      expect(cross.status).toBe(404);
      expect(await byTitle('cp cross')).toBeUndefined();
      // a group admin who did not create the contest may not add to it (owner or GR, as its other calls)
      const gadmin2 = await userOfRole(app);
      await addMember(gid, gadmin2, MemberAuth.ADMIN);
      const notYours = await call(app, 'POST', '/api/group/contest-problem', await body('cp not yours'), {
        token: gadmin2.token,
        headers: EN,
      });
      expect(notYours.status).toBe(403);
      expect(await byTitle('cp not yours')).toBeUndefined();
    });

    it('compiling a checker or an interactor for the group: its admins only', async () => {
      const bad = { code: 'int main( {', language: 'C++' };
      for (const path of ['/api/group/compile-spj', '/api/group/compile-interactive'])
        for (const [r, want] of [
          ['anon', 401],
          ['user', 403],
          ['applicant', 403],
          ['member', 403],
        ] as const)
          expect((await req(r, 'POST', `${path}?gid=${gid}`, bad)).status).toBe(want);
      // a group admin here is nobody in the other group
      expect((await req('gadmin', 'POST', `/api/group/compile-spj?gid=${otherGid}`, bad)).status).toBe(403);
      const ce = await req('gadmin', 'POST', `/api/group/compile-spj?gid=${gid}`, bad);
      expect(ce.status).toBe(400);
      expect((ce.body as { msg: string }).msg).toMatch(/^Compile Error: .*error/s);
      const checker = '#include <cstdio>\nint main(int argc, char** argv){ return 0; }\n';
      const okc = await req('groot', 'POST', `/api/group/compile-interactive?gid=${gid}`, {
        code: checker,
        language: 'C++',
      });
      expect(okc.status, JSON.stringify(okc.body)).toBe(200);
      expect((okc.body as { msg: string }).msg).toBe('Compiled Successfully');
    }, 120_000);

    it("uploading test data for the group's problem editor (upload-testcase-zip?gid=): its admins only", async () => {
      const zip = zipSync({ '1.in': strToU8('1\n'), '1.out': strToU8('1\n') });
      const up = async (r: RoleName, q: string) => {
        const res = await postFile(
          app,
          `/api/file/upload-testcase-zip?mode=default${q}`,
          multipart('file', 'cases.zip', zip),
          tokenOf(r),
          EN,
        );
        return res.statusCode;
      };
      for (const [r, want] of [
        ['anon', 401],
        ['applicant', 403],
        ['member', 403],
      ] as const)
        expect(await up(r, `&gid=${gid}`), r).toBe(want);
      // without the group, or in a group they do not administer, a group admin is nobody
      expect(await up('gadmin', '')).toBe(403);
      expect(await up('gadmin', `&gid=${otherGid}`)).toBe(403);
      expect(await up('gadmin', `&gid=${gid}`)).toBe(200);
      expect(await up('sroot', '')).toBe(200);
    }, 60_000);
  });
}
