// Contest back office (hoj-api-paths §1.8): every rule of the form in its order with translated
// messages, the permissions per role (root, the admin who created the contest, another admin, a
// problem admin, an ordinary user, anonymous), contest problems (add from the public set, display
// ids, colours, removal with the contest's submissions, problems created for the contest hidden
// from the public set), announcements, clone, visibility, deletion, and registrations dropped by
// a new password.
import { beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, ContestType, ProblemAuth, Role } from '@judge/shared';
import { apiOf, EN, ZH, type Json } from '../../../test/helpers/app.js';
import { dbVariants } from '../../../test/helpers/accounts.js';
import { HOUR, contestForm } from '../../../test/helpers/contest.js';
import { rowCount } from '../../../test/helpers/db.js';
import { problemForm } from '../../../test/helpers/problem.js';
import {
  problemWithCases,
  rootToken,
  submissionWithVerdict,
  useApp,
  userOfRole,
  type TestUser,
} from '../../../test/fixtures/index.js';

for (const v of dbVariants()) {
  describe(`contest back office [${v.name}]`, () => {
    const app = useApp(v);
    let root: string;
    let creator: TestUser;
    let otherAdmin: TestUser;
    let padmin: TestUser;
    let user: TestUser;

    const api = apiOf(app);
    /** Creates a contest as `token` and returns its id (the newest contest of that creator). */
    const createContest = async (token: string, over: Json = {}) => {
      const r = await api('POST', '/api/admin/contest', contestForm(over), token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const row = await app()
        .ctx.database.db.selectFrom('contest')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const contestCount = () => rowCount(app(), 'contest');
    const getContest = async (cid: number, token = root) => (await api('GET', `/api/admin/contest?cid=${cid}`, undefined, token)).body.data;

    beforeAll(async () => {
      root = await rootToken(app());
      creator = await userOfRole(app(), Role.ADMIN);
      otherAdmin = await userOfRole(app(), Role.ADMIN);
      padmin = await userOfRole(app(), Role.PROBLEM_ADMIN);
      user = await userOfRole(app());
    });

    describe('the form', () => {
      it('refuses in the form order with translated messages and creates nothing', async () => {
        const before = await contestCount();
        const refused = async (over: Json, msg: RegExp, headers = EN) => {
          const r = await api('POST', '/api/admin/contest', contestForm(over), root, headers);
          expect(r.status, JSON.stringify(r.body)).toBe(400);
          expect(r.body.msg).toMatch(msg);
        };
        // Everything missing: the title comes first, then description, start, end.
        await refused({ title: ' ', description: '', startTime: null, endTime: null }, /^Title is required$/);
        await refused({ description: ' ', startTime: null, endTime: null }, /^Description is required$/);
        await refused({ startTime: null, endTime: null }, /^Start time is required$/);
        await refused({ endTime: '' }, /^End time is required$/);
        const start = Date.now() + HOUR;
        await refused(
          { startTime: new Date(start).toISOString(), endTime: new Date(start - 60_000).toISOString() },
          /duration of the contest cannot be less than or equal to zero/,
        );
        await refused({ endTime: contestForm().startTime }, /less than or equal to zero/);
        await refused({ auth: ContestAuth.PRIVATE, pwd: '  ' }, /needs a password/);
        await refused({ auth: ContestAuth.PROTECTED }, /needs a password/);
        await refused({ title: 'x'.repeat(501) }, /at most 500/);
        // A 20-minute contest cannot seal for the last 30 minutes or the last hour.
        const short = { startTime: new Date(start).toISOString(), endTime: new Date(start + 20 * 60_000).toISOString() };
        await refused({ ...short, sealRank: true, sealRankTime: new Date(start + 20 * 60_000 - 30 * 60_000).toISOString() }, /seal time/);
        await refused({ sealRank: true, sealRankTime: new Date(start + 10 * 60_000).toISOString() }, /seal time/);
        await refused({ starAccount: ['ann', ' ann '] }, /star user ann is already in the list/);
        await refused({ auth: ContestAuth.PRIVATE, pwd: 'p', openAccountLimit: true, accountLimitRule: '<prefix>t</prefix><start>5</start><end>2</end>' }, /end number cannot be less/);
        await refused({ auth: ContestAuth.PRIVATE, pwd: 'p', openAccountLimit: true, accountLimitRule: '<prefix>t</prefix>' }, /number range or extra accounts/);
        await refused({ awardType: 1, awardConfigList: [{ priority: 1, name: ' ', background: '#fff', color: '#000', num: 10 }] }, /Award row 1: the name is required/);
        await refused({ awardType: 1, awardConfigList: [{ priority: 1, name: 'Gold', num: 60 }, { priority: 2, name: 'Silver', num: 50 }] }, /more than 100%/);
        await refused({ awardType: 2, awardConfigList: [{ priority: 1, name: 'Gold', num: 1.5 }] }, /integer from 0 to/);
        await refused({ type: 7 }, /type/i);
        await refused({ rankShowName: 'email' }, /rankShowName/);
        // The same refusals in Chinese.
        await refused({ title: '' }, /^标题不能为空$/, ZH);
        await refused({ endTime: contestForm().startTime }, /比赛时长必须大于0/, ZH);
        expect(await contestCount()).toBe(before);
      });

      it('refuses times that are not dates or lie outside the years 1970 to 9999, and contests longer than 68 years', async () => {
        const before = await contestCount();
        const refused = async (over: Json, msg: RegExp, headers = EN) => {
          const r = await api('POST', '/api/admin/contest', contestForm(over), root, headers);
          expect(r.status, JSON.stringify(r.body)).toBe(400);
          expect(r.body.msg).toMatch(msg);
        };
        const start = contestForm().startTime;
        // Year 33715 as epoch milliseconds, and the last day a JavaScript date can hold.
        await refused({ endTime: Date.UTC(33715, 0, 1) }, /^The end time must be a valid date between the years 1970 and 9999$/);
        await refused({ endTime: '+275760-09-13T00:00:00Z' }, /end time must be a valid date/);
        // Past what a date can hold at all (was a server error).
        await refused({ endTime: 9e15 }, /end time must be a valid date/);
        await refused({ endTime: '2026-13-01T00:00:00Z' }, /end time must be a valid date/);
        await refused({ startTime: -1e15 }, /^The start time must be a valid date between the years 1970 and 9999$/);
        await refused({ startTime: '0001-01-01T00:00:00Z' }, /start time must be a valid date/);
        await refused({ startTime: '1970-01-01T00:00:00Z', endTime: '9999-12-31T23:59:59Z' }, /^A contest cannot last longer than 68 years$/);
        await refused({ endTime: '10000-01-01T00:00:00Z' }, /结束时间必须是1970年至9999年之间的有效日期/, ZH);
        expect(await contestCount()).toBe(before);
        // The bounds themselves are dates a contest may have.
        await createContest(root, { startTime: '9999-12-30T00:00:00Z', endTime: '9999-12-31T23:59:59Z' });
        await createContest(root, { startTime: '1970-01-01T00:00:00Z', endTime: start });
      });

      it('stores every field: seal default rule, trimmed unique stars, account rule, award defaults, duration', async () => {
        const start = Date.now() + HOUR;
        const at = (ms: number) => new Date(ms).toISOString();
        // Long ACM contest, seal switched on without a time: the last hour.
        let cid = await createContest(root, {
          sealRank: true,
          starAccount: [' ann ', 'bob', ''],
          auth: ContestAuth.PRIVATE,
          pwd: ' secret ',
          openAccountLimit: true,
          accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>3</end><extra>guest</extra>',
          awardType: 1,
          awardConfigList: [],
          rankShowName: 'realname',
          openPrint: true,
          openRank: true,
          allowEndSubmit: true,
          autoRealRank: false,
          startTime: at(start),
          endTime: at(start + 5 * HOUR),
        });
        let c = await getContest(cid);
        expect(c.duration).toBe(5 * 3600);
        expect(c.sealRank).toBe(true);
        expect(c.sealRankTime).toBe(at(start + 4 * HOUR));
        expect(c.starAccount).toEqual(['ann', 'bob']);
        expect(c.pwd).toBe('secret');
        expect(c.openAccountLimit).toBe(true);
        expect(c.accountLimitRule).toContain('<extra>guest</extra>');
        expect(c.awardConfigList.map((a: Json) => [a.priority, a.background, a.num])).toEqual([
          [1, '#e6bf25', 10],
          [2, '#b4c0c7', 20],
          [3, '#CD7F32', 30],
        ]);
        expect([c.rankShowName, c.openPrint, c.openRank, c.allowEndSubmit, c.autoRealRank]).toEqual(['realname', true, true, true, false]);
        expect(c.status).toBe(-1);
        expect(c.uid).toBe((await app().ctx.database.db.selectFrom('user_info').select('uuid').where('username', '=', 'root').executeTakeFirstOrThrow()).uuid);

        // OI contest: the whole contest; short ACM contest: the whole contest; explicit 30 minutes kept.
        cid = await createContest(root, { type: ContestType.OI, sealRank: true, oiRankScoreType: 'Highest' });
        c = await getContest(cid);
        expect(c.sealRankTime).toBe(c.startTime);
        expect(c.oiRankScoreType).toBe('Highest');
        cid = await createContest(root, { sealRank: true, startTime: at(start), endTime: at(start + 50 * 60_000) });
        expect((await getContest(cid)).sealRankTime).toBe(at(start));
        cid = await createContest(root, { sealRank: true, startTime: at(start), endTime: at(start + HOUR), sealRankTime: at(start + 30 * 60_000) });
        expect((await getContest(cid)).sealRankTime).toBe(at(start + 30 * 60_000));
        // Seal off: no seal time; public: no password and no account limit.
        cid = await createContest(root, { sealRank: false, sealRankTime: at(start), pwd: 'ignored', openAccountLimit: true });
        c = await getContest(cid);
        expect([c.sealRankTime, c.pwd, c.openAccountLimit]).toEqual([null, null, false]);
      });
    });

    describe('permissions', () => {
      let cid: number;
      beforeAll(async () => {
        cid = await createContest(creator.token, { auth: ContestAuth.PROTECTED, pwd: 'pw' });
      });

      it('create: the back-office roles only', async () => {
        for (const token of [root, creator.token, otherAdmin.token, padmin.token])
          expect((await api('POST', '/api/admin/contest', contestForm(), token)).status).toBe(200);
        expect((await api('POST', '/api/admin/contest', contestForm(), user.token)).status).toBe(403);
        expect((await api('POST', '/api/admin/contest', contestForm())).status).toBe(401);
      });

      it('get, edit, visibility, clone: root or the creator; delete: root alone', async () => {
        const edit = (token: string | undefined, over: Json = {}) =>
          api('PUT', '/api/admin/contest', contestForm({ id: cid, auth: ContestAuth.PROTECTED, pwd: 'pw', title: 'Edited', ...over }), token);
        const visible = (token: string | undefined, v: boolean, uid = creator.uid) =>
          api('PUT', `/api/admin/contest/change-contest-visible?cid=${cid}&uid=${uid}&visible=${v}`, undefined, token);

        for (const [token, status] of [
          [root, 200],
          [creator.token, 200],
          [otherAdmin.token, 403],
          [padmin.token, 403],
          [user.token, 403],
          [undefined, 401],
        ] as const) {
          expect((await api('GET', `/api/admin/contest?cid=${cid}`, undefined, token)).status, `get ${status}`).toBe(status);
          expect((await edit(token)).status, `edit ${status}`).toBe(status);
          expect((await visible(token, false)).status, `visible ${status}`).toBe(status);
          expect((await api('GET', `/api/admin/contest/clone?cid=${cid}`, undefined, token)).status, `clone ${status}`).toBe(status);
        }
        // A body naming the creator as uid does not let another admin in (HOJ trusted it).
        expect((await edit(otherAdmin.token, { uid: creator.uid })).status).toBe(403);
        expect((await visible(otherAdmin.token, true, otherAdmin.uid)).status).toBe(403);
        const r = await edit(otherAdmin.token);
        expect(r.body.msg).toMatch(/super admin or the contest creator/);

        expect((await visible(creator.token, false)).status).toBe(200);
        expect((await getContest(cid)).visible).toBe(false);
        expect((await visible(creator.token, true)).status).toBe(200);
        expect((await getContest(cid)).visible).toBe(true);
        expect((await getContest(cid)).title).toBe('Edited');

        for (const token of [creator.token, otherAdmin.token, padmin.token])
          expect((await api('DELETE', `/api/admin/contest?cid=${cid}`, undefined, token)).status).toBe(403);
        expect((await api('GET', '/api/admin/contest?cid=999999', undefined, root)).status).toBe(404);
        expect((await api('GET', '/api/admin/contest?cid=abc', undefined, root)).status).toBe(400);
      });

      it('list: admins their own contests, root and problem admins all; passwords only to those who manage', async () => {
        const mine = await createContest(otherAdmin.token, { title: 'Needle Contest', auth: ContestAuth.PRIVATE, pwd: 'hidden' });
        const list = async (token: string, q = '') =>
          (await api('GET', `/api/admin/contest/get-contest-list?limit=100${q}`, undefined, token)).body.data;
        const own = await list(otherAdmin.token);
        expect(own.records.every((c: Json) => c.uid === otherAdmin.uid)).toBe(true);
        expect(own.records.map((c: Json) => c.id)).toContain(mine);
        const all = await list(padmin.token);
        expect(all.records.some((c: Json) => c.uid !== padmin.uid)).toBe(true);
        expect(all.records.find((c: Json) => c.id === mine).pwd).toBeNull();
        expect((await list(root)).records.find((c: Json) => c.id === mine).pwd).toBe('hidden');
        const found = await list(root, '&keyword=needle');
        expect(found.records.map((c: Json) => c.id)).toEqual([mine]);
        expect(typeof found.records[0].starAccount).toBe('string');
        expect(found.records[0].isGroup).toBe(false);
        const page = (await api('GET', '/api/admin/contest/get-contest-list?currentPage=0&limit=2', undefined, root)).body.data;
        expect([page.current, page.records.length, page.size]).toEqual([1, 2, 2]);
        expect(page.total).toBeGreaterThan(2);
        expect((await api('GET', '/api/admin/contest/get-contest-list', undefined, user.token)).status).toBe(403);
      });

      it('a new password of a non-public contest drops its registrations; other edits keep them', async () => {
        const id = await createContest(creator.token, { auth: ContestAuth.PRIVATE, pwd: 'one' });
        const { db, cols } = app().ctx.database;
        const register = () =>
          db.insertInto('contest_register').values({ cid: id, uid: user.uid, status: 0, gmt_create: cols.time(), gmt_modified: cols.time() }).execute();
        const count = async () => (await db.selectFrom('contest_register').select('id').where('cid', '=', id).execute()).length;
        await register();
        const put = (over: Json) => api('PUT', '/api/admin/contest', contestForm({ id, auth: ContestAuth.PRIVATE, pwd: 'one', ...over }), creator.token);
        expect((await put({ title: 'Renamed' })).status).toBe(200);
        expect(await count()).toBe(1);
        expect((await put({ pwd: 'two' })).status).toBe(200);
        expect(await count()).toBe(0);
        // A refused edit changes nothing.
        await register();
        expect((await put({ pwd: 'three', endTime: contestForm().startTime })).status).toBe(400);
        expect(await count()).toBe(1);
        expect((await getContest(id)).pwd).toBe('two');
      });
    });

    describe('contest problems', () => {
      let cid: number;
      let p1: number;
      let p2: number;
      let privateP: number;
      const tag = Math.random().toString(36).slice(2, 7);
      beforeAll(async () => {
        cid = await createContest(creator.token);
        p1 = await problemWithCases(app(), `CA${tag}`, { title: 'Alpha' });
        p2 = await problemWithCases(app(), `CB${tag}`, { title: 'Beta' });
        privateP = await problemWithCases(app(), `CP${tag}`, { auth: ProblemAuth.PRIVATE });
      });
      const add = (pid: number, displayId: string, token = creator.token) =>
        api('POST', '/api/admin/contest/add-problem-from-public', { pid, cid, displayId }, token);
      const publicIds = async () =>
        ((await api('GET', `/api/get-problem-list?keyword=${tag}&limit=50`)).body.data.records as Json[]).map((r) => r.problemId);

      it('adds a public problem once under a free display id; it leaves the public set', async () => {
        expect(await publicIds()).toContain(`CA${tag}`);
        let r = await add(p1, ' A ');
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(await publicIds()).not.toContain(`CA${tag}`);
        const auth = await app().ctx.database.db.selectFrom('problem').select('auth').where('id', '=', p1).executeTakeFirstOrThrow();
        expect(auth.auth).toBe(ProblemAuth.CONTEST);

        r = await add(p1, 'B');
        expect([r.status, r.body.msg]).toEqual([400, 'The problem is already in the contest!']);
        r = await add(p2, 'A');
        expect([r.status, r.body.msg]).toEqual([400, 'The display ID A is already used in this contest!']);
        r = await add(p2, ' ');
        expect(r.body.msg).toBe('The display ID in the contest is required');
        r = await add(p2, 'A/B');
        expect(r.body.msg).toMatch(/only contain letters/);
        r = await add(privateP, 'C');
        expect(r.body.msg).toMatch(/Private and group problems cannot be added/);
        expect((await add(999999, 'D')).status).toBe(404);
        for (const token of [otherAdmin.token, padmin.token]) expect((await add(p2, 'B', token)).status).toBe(403);
        expect((await add(p2, 'B', user.token)).status).toBe(403);
      });

      it('lists the contest problems with their rows, and the picker without them', async () => {
        const list = (q: string, token = creator.token) => api('GET', `/api/admin/contest/get-problem-list?cid=${cid}${q}`, undefined, token);
        const own = (await list('')).body.data;
        expect(own.problemList.records.map((p: Json) => p.id)).toEqual([p1]);
        expect(own.contestProblemMap[String(p1)]).toMatchObject({ displayId: 'A', displayTitle: 'Alpha', cid, pid: p1, color: null });
        const picker = (await list(`&problemType=0&keyword=${tag}`)).body.data;
        const ids = picker.problemList.records.map((p: Json) => p.id);
        expect(ids).toContain(p2);
        expect(ids).not.toContain(p1);
        expect(ids).not.toContain(privateP);
        expect((await list(`&problemType=1&keyword=${tag}`)).body.data.problemList.records).toEqual([]);
        expect((await list('', otherAdmin.token)).status).toBe(403);
      });

      it('edits the display id, title and balloon colour; refuses a taken id or a bad colour', async () => {
        expect((await add(p2, 'B')).status).toBe(200);
        const get = (pid: number, token = creator.token) => api('GET', `/api/admin/contest/contest-problem?cid=${cid}&pid=${pid}`, undefined, token);
        const row = (await get(p2)).body.data;
        expect(row.displayId).toBe('B');
        const set = (body: Json, token = creator.token) => api('PUT', '/api/admin/contest/contest-problem', { cid, pid: p2, ...body }, token);
        let r = await set({ id: row.id, displayId: 'C', displayTitle: ' Beta prime ', color: '#ff0000' });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.data).toMatchObject({ id: row.id, displayId: 'C', displayTitle: 'Beta prime', color: '#ff0000' });
        r = await set({ id: row.id, displayId: 'A', displayTitle: 'x' });
        expect(r.body.msg).toBe('The display ID A is already used in this contest!');
        r = await set({ id: row.id, displayId: 'C', color: 'red; background:url(x)' });
        expect(r.body.msg).toMatch(/balloon colour/);
        // Without an id: the (cid, pid) row is updated, never duplicated.
        r = await set({ displayId: 'D', displayTitle: '' });
        expect(r.body.data).toMatchObject({ id: row.id, displayId: 'D', displayTitle: 'Beta' });
        expect((await set({ displayId: 'E' }, otherAdmin.token)).status).toBe(403);
        expect((await get(p2, otherAdmin.token)).status).toBe(403);
        expect((await get(privateP)).status).toBe(404);
      });

      it('removal with a contest takes its submissions there along; without, deletes the problem (root, problem admins)', async () => {
        const inContest = await submissionWithVerdict(app(), user, p2, { cid });
        const outside = await submissionWithVerdict(app(), user, p2);
        const { db } = app().ctx.database;
        const exists = async (id: number) => !!(await db.selectFrom('judge').select('submit_id').where('submit_id', '=', id).executeTakeFirst());
        expect((await api('DELETE', `/api/admin/contest/problem?pid=${p2}&cid=${cid}`, undefined, otherAdmin.token)).status).toBe(403);
        expect((await api('DELETE', `/api/admin/contest/problem?pid=${p2}&cid=${cid}`, undefined, creator.token)).status).toBe(200);
        expect([await exists(inContest), await exists(outside)]).toEqual([false, true]);
        expect((await api('GET', `/api/admin/contest/contest-problem?cid=${cid}&pid=${p2}`, undefined, creator.token)).status).toBe(404);
        expect((await api('DELETE', `/api/admin/contest/problem?pid=${p2}&cid=${cid}`, undefined, creator.token)).status).toBe(404);
        // Deleting the problem itself.
        expect((await api('DELETE', `/api/admin/contest/problem?pid=${p2}`, undefined, creator.token)).status).toBe(403);
        expect((await api('DELETE', `/api/admin/contest/problem?pid=${p2}`, undefined, padmin.token)).status).toBe(200);
        expect(await db.selectFrom('problem').select('id').where('id', '=', p2).executeTakeFirst()).toBeUndefined();
      });

      it('creates a problem for the contest: auth forced to 3, never in the public list; edits it as its author', async () => {
        const langs: Json[] = (await api('GET', '/api/admin/languages', undefined, root)).body.data;
        const cpp = langs.find((l) => l.name === 'C++')!;
        const problemId = `CN${tag}`;
        const dto = (problem: Json = {}) =>
          problemForm(
            [{ id: cpp.id, name: 'C++' }],
            { problemId, title: 'Made for the contest', description: 'd', input: 'i', output: 'o', ...problem },
            { samples: [{ input: '1\n', output: '1\n' }] },
          );
        expect((await api('POST', '/api/admin/contest/problem', dto(), user.token)).status).toBe(403);
        const r = await api('POST', '/api/admin/contest/problem', dto(), creator.token);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const pid = r.body.data.pid;
        const got = await api('GET', `/api/admin/contest/problem?pid=${pid}`, undefined, creator.token);
        expect([got.body.data.auth, got.body.data.author]).toEqual([ProblemAuth.CONTEST, creator.username]);
        expect(await publicIds()).not.toContain(problemId);
        expect((await api('GET', `/api/admin/contest/problem?pid=${pid}`, undefined, otherAdmin.token)).status).toBe(403);
        expect((await api('GET', `/api/admin/contest/problem?pid=${pid}`, undefined, padmin.token)).status).toBe(200);
        // Linked to the contest through contest-problem, as HOJ's client does after creating it.
        const link = await api('PUT', '/api/admin/contest/contest-problem', { cid, pid, displayId: 'Z' }, creator.token);
        expect(link.body.data).toMatchObject({ displayId: 'Z', displayTitle: 'Made for the contest' });
        const edit = await api('PUT', '/api/admin/contest/problem', dto({ id: pid, title: 'Renamed', auth: ProblemAuth.CONTEST }), creator.token);
        expect(edit.status, JSON.stringify(edit.body)).toBe(200);
        expect((await api('PUT', '/api/admin/contest/problem', dto({ id: pid, auth: 3 }), otherAdmin.token)).status).toBe(403);
        const bad = await api('POST', '/api/admin/contest/problem', dto({ problemId: `CM${tag}`, title: ' ' }), creator.token);
        expect([bad.status, bad.body.msg]).toEqual([400, 'Title is required']);
      });
    });

    describe('announcements, clone and deletion', () => {
      let cid: number;
      beforeAll(async () => {
        cid = await createContest(creator.token, { title: 'With news' });
      });
      const list = async (token = creator.token) => api('GET', `/api/admin/contest/announcement?cid=${cid}`, undefined, token);

      it('creates, lists, updates and deletes announcements of a contest the caller manages', async () => {
        const post = (announcement: Json, token = creator.token, method: 'POST' | 'PUT' = 'POST') =>
          api(method, '/api/admin/contest/announcement', { cid, announcement }, token);
        expect((await post({ title: ' ', content: 'c' })).body.msg).toBe('Title is required');
        expect((await post({ title: 't', content: ' ' })).body.msg).toBe('Content is required');
        expect((await post({ title: 'x'.repeat(256), content: 'c' })).body.msg).toMatch(/at most 255/);
        expect((await post({ title: 'News', content: '**bold**' }, otherAdmin.token)).status).toBe(403);
        expect((await post({ title: 'News', content: '**bold**', uid: otherAdmin.uid })).status).toBe(200);
        let page = (await list()).body.data;
        expect(page.total).toBe(1);
        const a = page.records[0];
        expect(a).toMatchObject({ title: 'News', content: '**bold**', status: 0, uid: creator.uid, username: creator.username });
        expect((await post({ id: a.id, title: 'News 2', content: 'c', status: 1 }, creator.token, 'PUT')).status).toBe(200);
        expect((await post({ id: a.id, title: 'Hack', content: 'c' }, otherAdmin.token, 'PUT')).status).toBe(403);
        page = (await list()).body.data;
        expect(page.records[0]).toMatchObject({ title: 'News 2', status: 1 });
        expect((await list(otherAdmin.token)).status).toBe(403);
        expect((await api('DELETE', `/api/admin/contest/announcement?aid=${a.id}`, undefined, otherAdmin.token)).status).toBe(403);
        expect((await api('DELETE', `/api/admin/contest/announcement?aid=${a.id}`, undefined, creator.token)).status).toBe(200);
        expect((await list()).body.data.total).toBe(0);
        expect((await api('DELETE', `/api/admin/contest/announcement?aid=${a.id}`, undefined, creator.token)).status).toBe(404);
      });

      it('clone copies settings and problems to the caller; delete (root) removes the contest with its submissions and announcements', async () => {
        const p = await problemWithCases(app(), `CL${Math.random().toString(36).slice(2, 7)}`);
        expect((await api('POST', '/api/admin/contest/add-problem-from-public', { pid: p, cid, displayId: 'A' }, creator.token)).status).toBe(200);
        await api('POST', '/api/admin/contest/announcement', { cid, announcement: { title: 'T', content: 'C' } }, creator.token);
        const sub = await submissionWithVerdict(app(), user, p, { cid });

        expect((await api('GET', `/api/admin/contest/clone?cid=${cid}`, undefined, creator.token)).status).toBe(200);
        const { db } = app().ctx.database;
        const copy = await db.selectFrom('contest').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
        expect([copy.title, copy.uid, copy.source]).toEqual(['With news [Cloned]', creator.uid, String(cid)]);
        const copied = await api('GET', `/api/admin/contest/get-problem-list?cid=${copy.id}`, undefined, creator.token);
        expect(Object.values(copied.body.data.contestProblemMap).map((x: Json) => x.displayId)).toEqual(['A']);
        expect((await api('GET', `/api/admin/contest/announcement?cid=${copy.id}`, undefined, creator.token)).body.data.total).toBe(0);

        const r = await api('DELETE', `/api/admin/contest?cid=${cid}`, undefined, root);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(await db.selectFrom('contest').select('id').where('id', '=', cid).executeTakeFirst()).toBeUndefined();
        expect(await db.selectFrom('judge').select('submit_id').where('submit_id', '=', sub).executeTakeFirst()).toBeUndefined();
        expect(await db.selectFrom('contest_problem').select('id').where('cid', '=', cid).executeTakeFirst()).toBeUndefined();
        // The clone keeps its own problem rows.
        expect((await db.selectFrom('contest_problem').select('id').where('cid', '=', Number(copy.id)).execute()).length).toBe(1);
        expect((await api('DELETE', `/api/admin/contest?cid=${cid}`, undefined, root)).status).toBe(404);
      });
    });
  });
}
