// Trainings (issue 18): the back office per role (root, the admin who wrote the training, another
// admin, a problem admin, an ordinary user, anonymous) with the form's rules in order and their
// translated messages, categories, ordered problems from the public set; the site: list with
// filters and progress, hidden trainings, password registration, access, problem list, and the
// rank of a private training computed by hand (first AC counts, a later faster AC replaces the
// time, submissions made before joining and before a problem was added count, contest ones do not).
import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, ProblemAuth, Role } from '@judge/shared';
import { apiOf, ZH, type Json } from '../../../test/helpers/app.js';
import { dbVariants } from '../../../test/helpers/accounts.js';
import {
  problemWithCases,
  rootToken,
  submissionWithVerdict,
  useApp,
  userOfRole,
  type TestUser,
} from '../../../test/fixtures/index.js';
import { setSwitches } from '../../../test/helpers/judge.js';
import { rankLine } from './service.js';

describe('rankLine (hand-computed)', () => {
  it('counts the first AC, keeps the fastest AC time, shows the latest verdict before an AC', () => {
    const line = rankLine([
      { displayId: 'A', status: JudgeStatus.WRONG_ANSWER, score: null, time: 50 },
      { displayId: 'A', status: JudgeStatus.ACCEPTED, score: null, time: 30 },
      { displayId: 'A', status: JudgeStatus.WRONG_ANSWER, score: null, time: 1 },
      { displayId: 'A', status: JudgeStatus.ACCEPTED, score: null, time: 10 },
      { displayId: 'A', status: JudgeStatus.ACCEPTED, score: null, time: 20 },
      { displayId: 'B', status: JudgeStatus.COMPILE_ERROR, score: null, time: null },
      { displayId: 'B', status: JudgeStatus.TIME_LIMIT_EXCEEDED, score: null, time: 1000 },
    ]);
    expect(line.ac).toBe(1);
    expect(line.totalRunTime).toBe(10);
    expect(line.submissionInfo.A).toEqual({
      status: JudgeStatus.ACCEPTED,
      score: null,
      runTime: 10,
      isAC: true,
    });
    expect(line.submissionInfo.B).toEqual({
      status: JudgeStatus.TIME_LIMIT_EXCEEDED,
      score: null,
      runTime: 1000,
    });
  });
});

for (const v of dbVariants()) {
  describe(`trainings [${v.name}]`, () => {
    const app = useApp(v);
    let root: string;
    let author: TestUser;
    let otherAdmin: TestUser;
    let padmin: TestUser;
    let alice: TestUser;
    let bob: TestUser;
    let carol: TestUser;
    let category: number;
    let p1: number;
    let p2: number;
    let p3: number;
    let hiddenProblem: number;

    const api = apiOf(app);
    const form = (over: Json = {}, cat: Json = { id: category }): Json => ({
      training: {
        title: 'Basics',
        description: 'Loops and arrays',
        auth: 'Public',
        privatePwd: '',
        status: true,
        rank: 1000,
        ...over,
      },
      trainingCategory: cat,
    });
    const newestTraining = async () =>
      Number(
        (
          await (app().ctx.database.db as Json)
            .selectFrom('training')
            .select('id')
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow()
        ).id,
      );
    const create = async (token: string, over: Json = {}) => {
      const r = await api('POST', '/api/admin/training', form(over), token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return newestTraining();
    };
    /** A submission with its run time, as the judge would leave it. */
    const submit = async (u: TestUser, pid: number, status: number, time: number | null, cid = 0) => {
      const id = await submissionWithVerdict(app(), u, pid, { status, cid });
      await app().ctx.database.db.updateTable('judge').set({ time }).where('submit_id', '=', id).execute();
      return id;
    };

    beforeAll(async () => {
      root = await rootToken(app());
      author = await userOfRole(app(), Role.ADMIN);
      otherAdmin = await userOfRole(app(), Role.ADMIN);
      padmin = await userOfRole(app(), Role.PROBLEM_ADMIN);
      alice = await userOfRole(app());
      bob = await userOfRole(app());
      carol = await userOfRole(app());
      p1 = await problemWithCases(app(), 'T1001');
      p2 = await problemWithCases(app(), 'T1002');
      p3 = await problemWithCases(app(), 'T1003');
      hiddenProblem = await problemWithCases(app(), 'T1009', { auth: ProblemAuth.PRIVATE });
    });

    it('categories: root and problem admins manage them; admins, users and visitors may not', async () => {
      /** POST /api/admin/training/category as `token` (anonymous without one). */
      const addCategory = (body: Json, token?: string, headers?: Record<string, string>) =>
        api('POST', '/api/admin/training/category', body, token, headers);
      const loops = { name: 'Loops', color: '#409EFF' };
      expect((await addCategory(loops, author.token)).status).toBe(403);
      expect((await addCategory(loops, alice.token)).status).toBe(403);
      expect((await addCategory(loops)).status).toBe(401);
      const bad = await addCategory({ name: 'Loops', color: 'blue; x' }, padmin.token);
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('Choose a colour for the category (#rrggbb or rgb())');
      const noName = await addCategory({ name: ' ', color: '#fff' }, padmin.token, ZH);
      expect(noName.body.msg).toBe('分类名称不能为空');
      const made = await addCategory(loops, padmin.token);
      expect(made.status).toBe(200);
      expect(made.body.data).toMatchObject({ name: 'Loops', color: '#409EFF', gid: null });
      category = made.body.data.id;
      const other = await addCategory({ name: 'Tmp', color: 'rgb(1, 2, 3)' }, root);
      expect(
        (
          await api(
            'PUT',
            '/api/admin/training/category',
            { id: other.body.data.id, name: 'Graphs', color: '#67C23A' },
            root,
          )
        ).status,
      ).toBe(200);
      const list = await api('GET', '/api/get-training-category');
      expect(list.body.data.map((c: Json) => c.name)).toEqual(['Loops', 'Graphs']);
      const removeOther = async (token: string) =>
        (await api('DELETE', `/api/admin/training/category?cid=${other.body.data.id}`, undefined, token))
          .status;
      expect(await removeOther(author.token)).toBe(403);
      expect(await removeOther(padmin.token)).toBe(200);
      expect((await api('GET', '/api/get-training-category')).body.data).toHaveLength(1);
    });

    it('the form refuses bad input in its order with translated messages, and saves nothing', async () => {
      const before = (await api('GET', '/api/admin/training/get-training-list', undefined, root)).body.data
        .total;
      const cases: [Json, Json, string, string][] = [
        [
          { rank: 2147483648 },
          { id: category },
          'Training rank must be an integer from 0 to 2147483647',
          '训练排序必须是 0 到 2147483647 之间的整数',
        ],
        [
          { rank: -1, title: '' },
          { id: category },
          'Training rank must be an integer from 0 to 2147483647',
          '训练排序必须是 0 到 2147483647 之间的整数',
        ],
        [{ rank: '' }, { id: category }, 'Training rank is required', '训练排序不能为空'],
        [{ title: '  ' }, { id: category }, 'Training title is required', '训练标题不能为空'],
        [{ description: '' }, null, 'Training description is required', '训练描述不能为空'],
        [{}, null, 'Training category is required', '训练分类不能为空'],
        [
          { auth: 'Private', privatePwd: '' },
          { id: category },
          'Enter the training password',
          '请输入训练密码',
        ],
        [
          { auth: 'Secret' },
          { id: category },
          'Training auth must be Public or Private',
          '训练权限只能是公开或私有',
        ],
        [{}, { id: 999999 }, 'The training category does not exist!', '该训练分类不存在！'],
      ];
      for (const [over, cat, en, zh] of cases) {
        const r = await api('POST', '/api/admin/training', form(over, cat), author.token);
        expect(r.status, JSON.stringify(over)).toBe(400);
        expect(r.body.msg).toBe(en);
        expect((await api('POST', '/api/admin/training', form(over, cat), author.token, ZH)).body.msg).toBe(
          zh,
        );
      }
      expect((await api('POST', '/api/admin/training', { training: 'x' }, author.token)).status).toBe(400);
      expect((await api('POST', '/api/admin/training', form(), alice.token)).status).toBe(403);
      expect((await api('POST', '/api/admin/training', form())).status).toBe(401);
      expect(
        (await api('GET', '/api/admin/training/get-training-list', undefined, root)).body.data.total,
      ).toBe(before);
    });

    it('the author and root edit a training; another admin and problem admins may not; root alone deletes', async () => {
      const tid = await create(author.token, { title: 'Mine', rank: 5 });
      const got = await api('GET', `/api/admin/training?tid=${tid}`, undefined, author.token);
      expect(got.status).toBe(200);
      expect(got.body.data.training).toMatchObject({
        id: tid,
        title: 'Mine',
        author: author.username,
        auth: 'Public',
        rank: 5,
        status: true,
      });
      expect(got.body.data.trainingCategory).toMatchObject({ id: category, name: 'Loops' });
      expect((await api('GET', `/api/admin/training?tid=${tid}`, undefined, otherAdmin.token)).status).toBe(
        403,
      );
      expect((await api('GET', `/api/admin/training?tid=${tid}`, undefined, padmin.token)).status).toBe(403);
      const edit = form({ id: tid, title: 'Mine 2', rank: 0, author: otherAdmin.username });
      const refused = await api('PUT', '/api/admin/training', edit, otherAdmin.token);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe('Only a super admin or the training author can manage this training!');
      expect((await api('PUT', '/api/admin/training', edit, author.token)).status).toBe(200);
      expect(
        (await api('PUT', '/api/admin/training', form({ id: tid, title: 'Root edit' }), root)).status,
      ).toBe(200);
      const after = (await api('GET', `/api/admin/training?tid=${tid}`, undefined, root)).body.data.training;
      expect(after).toMatchObject({ title: 'Root edit', author: author.username });
      // The stored author decides the status change, not the author sent.
      const forged = `/api/admin/training/change-training-status?tid=${tid}&author=${otherAdmin.username}&status=false`;
      expect((await api('PUT', forged, undefined, otherAdmin.token)).status).toBe(403);
      expect(
        (
          await api(
            'PUT',
            `/api/admin/training/change-training-status?tid=${tid}&author=x&status=false`,
            undefined,
            author.token,
          )
        ).status,
      ).toBe(200);
      expect(
        (await api('GET', `/api/admin/training?tid=${tid}`, undefined, root)).body.data.training.status,
      ).toBe(false);
      expect((await api('DELETE', `/api/admin/training?tid=${tid}`, undefined, author.token)).status).toBe(
        403,
      );
      expect((await api('DELETE', `/api/admin/training?tid=${tid}`, undefined, root)).status).toBe(200);
      expect((await api('GET', `/api/admin/training?tid=${tid}`, undefined, root)).status).toBe(404);
    });

    it('training problems: added from the public set by display id, ordered, removed; never twice, never a private one', async () => {
      const tid = await create(author.token, { title: 'Ordered' });
      const add = (pid: number, token = author.token, displayId?: string) =>
        api('POST', '/api/admin/training/add-problem-from-public', { pid, tid, displayId }, token);
      expect((await add(p1, otherAdmin.token)).status).toBe(403);
      expect((await add(p1)).status).toBe(200);
      expect((await add(p2, padmin.token)).status).toBe(200);
      const twice = await add(p1);
      expect(twice.status).toBe(400);
      expect(twice.body.msg).toBe('The problem is already in this training!');
      // A display id names one problem of the training (its pages and rank columns go by it).
      const clash = await add(p3, author.token, 'T1001');
      expect(clash.status).toBe(400);
      expect(clash.body.msg).toBe('The display ID T1001 is already used in this training!');
      expect((await add(hiddenProblem)).body.msg).toBe(
        'Only public problems of the main problem set can be added to a training!',
      );
      expect((await add(424242)).status).toBe(404);
      const picker = await api(
        'GET',
        `/api/admin/training/get-problem-list?tid=${tid}&queryExisted=false&keyword=T100`,
        undefined,
        author.token,
      );
      expect(picker.body.data.problemList.records.map((p: Json) => p.problemId)).toEqual(['T1003']);
      let existing = await api(
        'GET',
        `/api/admin/training/get-problem-list?tid=${tid}&queryExisted=true`,
        undefined,
        author.token,
      );
      expect(existing.body.data.problemList.records.map((p: Json) => p.problemId)).toEqual([
        'T1001',
        'T1002',
      ]);
      const link = existing.body.data.trainingProblemMap[String(p2)];
      expect(link).toMatchObject({ tid, pid: p2, displayId: 'T1002', rank: 2 });
      const renamed = await api(
        'PUT',
        '/api/admin/training/problem',
        { ...link, displayId: 'T1001' },
        padmin.token,
      );
      expect([renamed.status, renamed.body.msg]).toEqual([
        400,
        'The display ID T1001 is already used in this training!',
      ]);
      expect(
        (await api('PUT', '/api/admin/training/problem', { ...link, displayId: 'T1002' }, padmin.token))
          .status,
      ).toBe(200); // its own id again
      // Order: only root and problem admins by the route (R/PA), as HOJ.
      expect(
        (await api('PUT', '/api/admin/training/problem', { ...link, rank: 0 }, author.token)).status,
      ).toBe(403);
      expect(
        (await api('PUT', '/api/admin/training/problem', { ...link, rank: 'x' }, padmin.token)).status,
      ).toBe(400);
      expect(
        (await api('PUT', '/api/admin/training/problem', { ...link, rank: 0 }, padmin.token)).status,
      ).toBe(200);
      existing = await api(
        'GET',
        `/api/admin/training/get-problem-list?tid=${tid}&queryExisted=true`,
        undefined,
        root,
      );
      expect(existing.body.data.problemList.records.map((p: Json) => p.problemId)).toEqual([
        'T1002',
        'T1001',
      ]);
      expect(
        (await api('DELETE', `/api/admin/training/problem?pid=${p2}&tid=${tid}`, undefined, padmin.token))
          .status,
      ).toBe(200);
      expect(
        (await api('DELETE', `/api/admin/training/problem?pid=${p2}&tid=${tid}`, undefined, padmin.token))
          .status,
      ).toBe(404);
      existing = await api(
        'GET',
        `/api/admin/training/get-problem-list?tid=${tid}&queryExisted=true`,
        undefined,
        root,
      );
      expect(existing.body.data.problemList.total).toBe(1);
      expect(
        (
          await api(
            'GET',
            `/api/admin/training/get-problem-list?tid=${tid}&queryExisted=true`,
            undefined,
            alice.token,
          )
        ).status,
      ).toBe(403);
    });

    it('the site list: enabled trainings by rank with filters, signed-in progress; hidden ones are not found', async () => {
      const a = await create(author.token, { title: 'Zeta list', rank: 1 });
      const b = await create(author.token, {
        title: 'Zeta private',
        rank: 2,
        auth: 'Private',
        privatePwd: 'pw',
      });
      const hidden = await create(author.token, { title: 'Zeta hidden', rank: 0, status: false });
      await api('POST', '/api/admin/training/add-problem-from-public', { pid: p1, tid: a }, author.token);
      await api('POST', '/api/admin/training/add-problem-from-public', { pid: p2, tid: a }, author.token);
      await submit(alice, p1, JudgeStatus.ACCEPTED, 10);
      const anon = await api('GET', '/api/get-training-list?keyword=zeta');
      expect(anon.body.data.records.map((t: Json) => t.title)).toEqual(['Zeta list', 'Zeta private']);
      expect(anon.body.data.records[0]).toMatchObject({
        problemCount: 2,
        acCount: 0,
        categoryName: 'Loops',
        categoryColor: '#409EFF',
        auth: 'Public',
      });
      expect(anon.body.data.records[1]).not.toHaveProperty('privatePwd');
      const mine = await api('GET', '/api/get-training-list?keyword=zeta', undefined, alice.token);
      expect(mine.body.data.records[0].acCount).toBe(1);
      expect(
        (await api('GET', '/api/get-training-list?keyword=zeta&auth=Private')).body.data.records.map(
          (t: Json) => t.id,
        ),
      ).toEqual([b]);
      expect(
        (await api('GET', `/api/get-training-list?keyword=zeta&categoryId=${category + 1000}`)).body.data
          .total,
      ).toBe(0);
      expect(
        (await api('GET', `/api/get-training-detail?tid=${hidden}`, undefined, alice.token)).status,
      ).toBe(404);
      expect(
        (await api('GET', `/api/get-training-detail?tid=${hidden}`, undefined, author.token)).status,
      ).toBe(200);
      expect((await api('GET', `/api/get-training-detail?tid=${a}`)).status).toBe(401);
      const detail = await api('GET', `/api/get-training-detail?tid=${a}`, undefined, alice.token);
      expect(detail.body.data).toMatchObject({ id: a, problemCount: 2, acCount: 1 });
      const problems = await api('GET', `/api/get-training-problem-list?tid=${a}`, undefined, alice.token);
      expect(problems.body.data.map((p: Json) => [p.problemId, p.myStatus])).toEqual([
        ['T1001', JudgeStatus.ACCEPTED],
        ['T1002', JudgeStatus.NOT_SUBMITTED],
      ]);
      const page = await api(
        'GET',
        `/api/get-training-problem-details?displayId=T1002&cid=${a}`,
        undefined,
        alice.token,
      );
      expect(page.body.data.problem.problemId).toBe('T1002');
      expect(
        (
          await api(
            'GET',
            `/api/get-training-problem-details?displayId=T1003&cid=${a}`,
            undefined,
            alice.token,
          )
        ).status,
      ).toBe(404);
    });

    it('a private training: password registration, access, and its rank computed by hand', async () => {
      const tid = await create(author.token, {
        title: 'Private rank',
        auth: 'Private',
        privatePwd: 's3cret',
      });
      await api(
        'POST',
        '/api/admin/training/add-problem-from-public',
        { pid: p1, tid, displayId: 'A' },
        author.token,
      );
      // Submissions before joining count (back-fill), contest ones never.
      await submit(bob, p1, JudgeStatus.ACCEPTED, 5);
      await submit(bob, p1, JudgeStatus.ACCEPTED, 1, 7);
      expect(
        (await api('GET', `/api/get-training-access?tid=${tid}`, undefined, bob.token)).body.data,
      ).toEqual({ access: false });
      const closed = await api('GET', `/api/get-training-problem-list?tid=${tid}`, undefined, bob.token);
      expect(closed.status).toBe(403);
      // The full-screen problem strip follows the same entry rule.
      const strip = `/api/get-full-screen-problem-list?tid=${tid}`;
      expect((await api('GET', strip, undefined, bob.token)).status).toBe(403);
      expect(
        (await api('GET', `/api/get-full-screen-problem-list?tid=999999`, undefined, bob.token)).status,
      ).toBe(404);
      expect((await api('GET', `/api/get-training-rank?tid=${tid}`, undefined, bob.token)).status).toBe(403);
      const wrong = await api('POST', '/api/register-training', { tid, password: 'nope' }, bob.token, ZH);
      expect(wrong.status).toBe(400);
      expect(wrong.body.msg).toBe('训练密码错误！');
      expect((await api('POST', '/api/register-training', { tid, password: '' }, bob.token)).body.msg).toBe(
        'Enter the training password',
      );
      expect((await api('POST', '/api/register-training', { tid, password: 's3cret' })).status).toBe(401);
      const joined = await api('POST', '/api/register-training', { tid, password: 's3cret' }, bob.token);
      expect(joined.status).toBe(200);
      expect(joined.body.msg).toBe('Register training successfully');
      expect(
        (await api('POST', '/api/register-training', { tid, password: 's3cret' }, bob.token)).body.msg,
      ).toBe('You have already joined this training');
      expect(
        (await api('GET', `/api/get-training-access?tid=${tid}`, undefined, bob.token)).body.data,
      ).toEqual({ access: true });
      const open = await api('GET', strip, undefined, bob.token);
      expect(open.status).toBe(200);
      // bob's back-filled AC shows on the strip under the training's display id.
      expect(open.body.data).toEqual([
        { pid: p1, problemId: 'A', title: expect.any(String), status: JudgeStatus.ACCEPTED, score: null },
      ]);
      for (const u of [alice, carol])
        expect(
          (await api('POST', '/api/register-training', { tid, password: 's3cret' }, u.token)).status,
        ).toBe(200);
      // The author and root enter without a password and are left out of the rank.
      expect(
        (await api('GET', `/api/get-training-access?tid=${tid}`, undefined, author.token)).body.data,
      ).toEqual({ access: true });
      expect((await api('GET', `/api/get-training-access?tid=${tid}`, undefined, root)).body.data).toEqual({
        access: true,
      });
      await submit(author, p1, JudgeStatus.ACCEPTED, 1);
      // alice: A wrong then AC 30 then a faster AC 10; carol: a compile error.
      await submit(alice, p1, JudgeStatus.WRONG_ANSWER, 50);
      await submit(alice, p1, JudgeStatus.ACCEPTED, 30);
      await submit(alice, p1, JudgeStatus.ACCEPTED, 10);
      await submit(carol, p1, JudgeStatus.COMPILE_ERROR, null);
      // A problem added later brings its earlier submissions along (HOJ back-fills on add).
      await submit(bob, p3, JudgeStatus.WRONG_ANSWER, 7);
      await submit(alice, p3, JudgeStatus.ACCEPTED, 15);
      await api(
        'POST',
        '/api/admin/training/add-problem-from-public',
        { pid: p3, tid, displayId: 'B' },
        author.token,
      );
      await app()
        .ctx.database.db.updateTable('user_info')
        .set({ realname: 'Alice Real', school: 'North High' })
        .where('uuid', '=', alice.uid)
        .execute();

      const rank = await api('GET', `/api/get-training-rank?tid=${tid}`, undefined, bob.token);
      expect(rank.status).toBe(200);
      const rows = rank.body.data.records;
      // alice: her first AC of A (10 ms, made in the list test) stands, the later ones are not faster; B 15 ms.
      expect(rows.map((r: Json) => [r.rank, r.username, r.ac, r.totalRunTime])).toEqual([
        [1, alice.username, 2, 25],
        [2, bob.username, 1, 5],
        [3, carol.username, 0, 0],
      ]);
      expect(rows[0].realname).toBeNull();
      expect(rows[0].submissionInfo).toEqual({
        A: { status: JudgeStatus.ACCEPTED, score: null, runTime: 10, isAC: true },
        B: { status: JudgeStatus.ACCEPTED, score: null, runTime: 15, isAC: true },
      });
      expect(rows[1].submissionInfo.B).toEqual({ status: JudgeStatus.WRONG_ANSWER, score: null, runTime: 7 });
      expect(rows[2].submissionInfo).toEqual({
        A: { status: JudgeStatus.COMPILE_ERROR, score: null, runTime: null },
      });
      // Training admins see real names; the keyword searches username, real name and school.
      const asAuthor = await api(
        'GET',
        `/api/get-training-rank?tid=${tid}&keyword=north`,
        undefined,
        author.token,
      );
      expect(asAuthor.body.data.records.map((r: Json) => [r.username, r.realname])).toEqual([
        [alice.username, 'Alice Real'],
      ]);
      expect(
        (await api('GET', `/api/get-training-rank?tid=${tid}&limit=1&currentPage=2`, undefined, bob.token))
          .body.data,
      ).toMatchObject({
        total: 3,
        records: [{ rank: 2, username: bob.username }],
      });
      // Progress on the detail; taking a problem out drops it from the rank.
      expect(
        (await api('GET', `/api/get-training-detail?tid=${tid}`, undefined, alice.token)).body.data,
      ).toMatchObject({ problemCount: 2, acCount: 2 });
      await api('DELETE', `/api/admin/training/problem?pid=${p3}&tid=${tid}`, undefined, root);
      const after = (await api('GET', `/api/get-training-rank?tid=${tid}`, undefined, alice.token)).body.data
        .records;
      expect(after.map((r: Json) => [r.username, r.ac, r.totalRunTime])).toEqual([
        [bob.username, 1, 5],
        [alice.username, 1, 10],
        [carol.username, 0, 0],
      ]);
    });

    it('a public training has no rank and needs no registration', async () => {
      const tid = await create(author.token, { title: 'Open one' });
      expect(
        (await api('GET', `/api/get-training-access?tid=${tid}`, undefined, alice.token)).body.data,
      ).toEqual({ access: true });
      expect(
        (await api('POST', '/api/register-training', { tid, password: 'x' }, alice.token)).body.msg,
      ).toBe('This training is public: no registration is needed');
      const r = await api('GET', `/api/get-training-rank?tid=${tid}`, undefined, alice.token);
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('Only private trainings have a rank');
      expect((await api('GET', '/api/get-training-rank?tid=abc', undefined, alice.token)).status).toBe(400);
      expect((await api('GET', '/api/get-training-detail?tid=987654', undefined, alice.token)).status).toBe(
        404,
      );
    });

    it('a submission from a training: the training exists, is enabled, is open to the caller and holds the problem', async () => {
      await setSwitches(app(), { defaultSubmitInterval: 0 });
      const tid = await create(author.token, { title: 'Submit here', auth: 'Private', privatePwd: 'pw1234' });
      await api('POST', '/api/admin/training/add-problem-from-public', { pid: p2, tid }, author.token);
      const send = (u: TestUser, t: number, pid = 'T1002') =>
        api(
          'POST',
          '/api/submit-problem-judge',
          { pid, language: 'Python3', code: 'print(1)', cid: 0, tid: t },
          u.token,
        );
      const dave = await userOfRole(app());
      const refused = await send(dave, tid);
      expect([refused.status, refused.body.msg]).toEqual([
        403,
        'Please enter the training password to join this private training first!',
      ]);
      expect(
        (await api('POST', '/api/register-training', { tid, password: 'pw1234' }, dave.token)).status,
      ).toBe(200);
      expect((await send(dave, tid)).status).toBe(200);
      const elsewhere = await send(dave, tid, 'T1003');
      expect([elsewhere.status, elsewhere.body.msg]).toEqual([404, 'The problem is not in this training!']);
      expect((await send(dave, 987654)).status).toBe(404);
      // tid 0 (or none): a plain submission, as before.
      expect((await send(dave, 0, 'T1003')).status).toBe(200);
      await (app().ctx.database.db as Json)
        .updateTable('training')
        .set({ status: app().ctx.database.cols.bool(false) })
        .where('id', '=', tid)
        .execute();
      expect((await send(dave, tid)).status).toBe(404);
    });
  });
}
