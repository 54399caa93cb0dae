// The participant's contest calls (site.md §2, §5–§7; hoj-behaviour §5.1, §5.2; hoj-api-paths §4,
// §6, §7): the list (filters, paging, order, hidden contests), the overview, registration (each
// refusal in its order, then success, once), access per role for every call (anonymous, user,
// registered, contest admin, root; scheduled, private, protected, hidden), the problem list and
// page, announcements, and the contest submit checks of submit-problem-judge.
import { beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth, JudgeStatus, Role } from '@judge/shared';
import type { BuiltApp } from '../../app.js';
import { apiAs, call, EN, ZH, type Json } from '../../../test/helpers/app.js';
import { dbVariants } from '../../../test/helpers/accounts.js';
import { rowCount } from '../../../test/helpers/db.js';
import {
  contestOf,
  contestProblemOf,
  contestRegistration,
  problemWithCases,
  rootToken,
  useApp,
  userOfRole,
  type ContestOverrides,
  type TestUser,
} from '../../../test/fixtures/index.js';
import { HOUR } from '../../../test/helpers/contest.js';

const makeContest = (app: BuiltApp, o: ContestOverrides) =>
  contestOf(app, { title: 'Contest', description: 'Overview text', source: 'Secret Source', ...o });

const addContestProblem = (app: BuiltApp, cid: number, pid: number, displayId: string) =>
  contestProblemOf(app, cid, pid, displayId, { title: `Contest ${displayId}`, color: '#ff0000' });

const register = contestRegistration;

for (const v of dbVariants()) {
  describe(`contests for participants [${v.name}]`, () => {
    const app = useApp(v);
    let root: string;
    let creator: TestUser;
    let user: TestUser;
    let entrant: TestUser;
    const api = apiAs(app);
    /** A contest of the creator's behind a password ('p' unless `o` says): private unless `o` says. */
    const lockedContest = (start: number, end: number, o: Partial<ContestOverrides> = {}) =>
      makeContest(app(), { uid: creator.uid, auth: ContestAuth.PRIVATE, pwd: 'p', start, end, ...o });
    const profile = (t: string, over: Json = {}) =>
      api('POST', '/api/change-userInfo', t, {
        realname: 'Ann Lee',
        school: 'No. 1 School',
        course: 'Senior one',
        gender: 'female',
        ...over,
      });

    beforeAll(async () => {
      root = await rootToken(app());
      creator = await userOfRole(app(), Role.ADMIN);
      user = await userOfRole(app());
      entrant = await userOfRole(app());
    });

    describe('the list', () => {
      const N = Date.now();
      const made: Record<string, number> = {};

      beforeAll(async () => {
        // 13 visible contests: 4 scheduled, 4 running, 5 ended; OI ones marked; one hidden of the creator's.
        for (let i = 0; i < 4; i++)
          made[`s${i}`] = await makeContest(app(), {
            uid: creator.uid,
            title: `Sched ${i}`,
            start: N + (i + 1) * HOUR,
            end: N + 10 * HOUR,
            type: i % 2,
          });
        for (let i = 0; i < 4; i++)
          made[`r${i}`] = await makeContest(app(), {
            uid: creator.uid,
            title: `Run ${i}`,
            start: N - (i + 1) * HOUR,
            end: N + HOUR,
            type: i % 2,
          });
        for (let i = 0; i < 5; i++)
          made[`e${i}`] = await makeContest(app(), {
            uid: creator.uid,
            title: `Past ${i}%`,
            start: N - (10 + i) * HOUR,
            end: N - 9 * HOUR,
            type: i % 2,
          });
        made.hidden = await makeContest(app(), {
          uid: creator.uid,
          title: 'Hidden one',
          start: N - HOUR,
          end: N + HOUR,
          visible: false,
        });
        // Registrations are counted.
        await register(app(), made.r0, user.uid);
        await register(app(), made.r0, entrant.uid);
      });

      it('10 a page: scheduled, running, ended; newest start first in each; the paging shape', async () => {
        const p1 = await api('GET', '/api/get-contest-list', user.token);
        expect(p1.status, JSON.stringify(p1.body)).toBe(200);
        expect(p1.body.data).toMatchObject({ total: 13, size: 10, current: 1, pages: 2 });
        const titles = (p1.body.data.records as Json[]).map((c) => c.title);
        expect(titles).toEqual([
          'Sched 3',
          'Sched 2',
          'Sched 1',
          'Sched 0',
          'Run 0',
          'Run 1',
          'Run 2',
          'Run 3',
          'Past 0%',
          'Past 1%',
        ]);
        const p2 = await api('GET', '/api/get-contest-list?currentPage=2', user.token);
        expect((p2.body.data.records as Json[]).map((c) => c.title)).toEqual([
          'Past 2%',
          'Past 3%',
          'Past 4%',
        ]);
        // The spec's `page` is read too; a page below 1 is page 1.
        expect((await api('GET', '/api/get-contest-list?page=2')).body.data.current).toBe(2);
        expect((await api('GET', '/api/get-contest-list?currentPage=0')).body.data.current).toBe(1);
        const r0 = (p1.body.data.records as Json[]).find((c) => c.id === made.r0);
        expect(r0).toMatchObject({ status: 0, count: 2, type: 0, auth: 0 });
        expect(r0).not.toHaveProperty('pwd');
        expect(typeof r0.now).toBe('string');
      });

      it('filters: status, rule type, keyword (title, id; wildcards literal)', async () => {
        const q = async (qs: string, t?: string) =>
          (await api('GET', `/api/get-contest-list?limit=50&${qs}`, t)).body.data;
        expect((await q('status=-1')).total).toBe(4);
        expect((await q('status=0')).total).toBe(4);
        expect((await q('status=1')).total).toBe(5);
        expect((await q('type=1')).total).toBe(6);
        expect((await q('type=1&status=1')).records.map((c: Json) => c.title)).toEqual([
          'Past 1%',
          'Past 3%',
        ]);
        expect((await q('keyword=run')).total).toBe(4);
        expect((await q('keyword=%25')).total).toBe(5);
        expect((await q(`keyword=${made.s2}`)).records.map((c: Json) => c.id)).toContain(made.s2);
        expect((await api('GET', '/api/get-contest-list?keyword=a%00')).status).toBe(400);
      });

      it('a hidden contest: listed for root and its creator only; its overview a 404 for others', async () => {
        const has = async (t?: string) =>
          ((await api('GET', '/api/get-contest-list?limit=50&status=0', t)).body.data.records as Json[]).some(
            (c) => c.id === made.hidden,
          );
        expect(await has(root)).toBe(true);
        expect(await has(creator.token)).toBe(true);
        expect(await has(user.token)).toBe(false);
        expect(await has(undefined)).toBe(false);
        expect((await api('GET', `/api/get-contest-info?cid=${made.hidden}`, user.token)).status).toBe(404);
        expect((await api('GET', `/api/get-contest-info?cid=${made.hidden}`, creator.token)).status).toBe(
          200,
        );
      });
    });

    describe('registration', () => {
      const N = Date.now();
      let priv: number;

      beforeAll(async () => {
        priv = await lockedContest(N + HOUR, N + 3 * HOUR, { pwd: 'sesame' });
      });

      it('refuses in order with translated messages, then registers once', async () => {
        const reg = (t: string | undefined, body: Json, headers = EN) =>
          api('POST', '/api/register-contest', t, body, headers);
        expect((await reg(undefined, { cid: priv, password: 'sesame' })).status).toBe(401);
        expect((await reg(entrant.token, { cid: 999999, password: 'x' })).status).toBe(404);
        const ended = await lockedContest(N - 3 * HOUR, N - HOUR);
        const e = await reg(entrant.token, { cid: ended, password: 'p' });
        expect([e.status, e.body.msg]).toEqual([400, 'Contest has ended']);
        expect((await reg(entrant.token, { cid: ended, password: 'p' }, ZH)).body.msg).toBe('比赛已结束');
        const pub = await makeContest(app(), { uid: creator.uid, start: N + HOUR, end: N + 2 * HOUR });
        expect((await reg(entrant.token, { cid: pub, password: '' })).body.msg).toMatch(
          /public contest needs no registration/,
        );
        // Entry profile: real name, school, class, a gender that is not secret.
        const noProfile = await reg(entrant.token, { cid: priv, password: 'sesame' });
        expect([noProfile.status, noProfile.body.msg]).toEqual([
          400,
          expect.stringMatching(/^Enter the Confirm Info/),
        ]);
        expect((await profile(entrant.token, { gender: 'secrecy' })).status).toBe(200);
        expect((await reg(entrant.token, { cid: priv, password: 'sesame' })).body.msg).toMatch(
          /^Enter the Confirm Info/,
        );
        expect((await profile(entrant.token, { school: '   ' })).status).toBe(200);
        expect((await reg(entrant.token, { cid: priv, password: 'sesame' })).body.msg).toMatch(
          /^Enter the Confirm Info/,
        );
        expect((await profile(entrant.token)).status).toBe(200);
        expect((await reg(entrant.token, { cid: priv })).body.msg).toBe('Enter the contest password');
        expect((await reg(entrant.token, { cid: priv, password: 'sesam' })).body.msg).toMatch(
          /Wrong contest password/,
        );
        const ok = await reg(entrant.token, { cid: priv, password: 'sesame' });
        expect([ok.status, ok.body.msg]).toEqual([200, 'Register contest successfully']);
        const again = await reg(entrant.token, { cid: priv, password: 'sesame' });
        expect([again.status, again.body.msg]).toEqual([
          400,
          'You have already registered for this contest!',
        ]);
        expect((await api('GET', `/api/get-contest-access?cid=${priv}`, entrant.token)).body.data).toEqual({
          access: true,
        });
        expect((await api('GET', `/api/get-contest-access?cid=${priv}`, user.token)).body.data).toEqual({
          access: false,
        });
        expect((await api('GET', `/api/get-contest-info?cid=${priv}`, user.token)).body.data.count).toBe(1);
        // HOJ's clients send form-encoded bodies too.
        const form = await app().inject({
          method: 'POST',
          url: '/api/register-contest',
          headers: {
            authorization: entrant.token,
            'content-type': 'application/x-www-form-urlencoded',
            ...EN,
          },
          payload: `cid=${priv}&password=sesame`,
        });
        expect(form.json().msg).toBe('You have already registered for this contest!');
      });

      it('an ended contest that takes late submissions still registers', async () => {
        const late = await lockedContest(N - 3 * HOUR, N - HOUR, {
          auth: ContestAuth.PROTECTED,
          allowEndSubmit: true,
        });
        expect(
          (await api('POST', '/api/register-contest', entrant.token, { cid: late, password: 'p' })).status,
        ).toBe(200);
      });

      it('the account rule: refused at registration; a registration it no longer fits is removed on the access check', async () => {
        const rule = '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra></extra>';
        const limited = await lockedContest(N + HOUR, N + 2 * HOUR, { accountRule: rule });
        const r = await api('POST', '/api/register-contest', entrant.token, { cid: limited, password: 'p' });
        expect([r.status, r.body.msg]).toEqual([400, expect.stringMatching(/account rule/)]);
        const open = await lockedContest(N - HOUR, N + 2 * HOUR);
        expect(
          (await api('POST', '/api/register-contest', entrant.token, { cid: open, password: 'p' })).status,
        ).toBe(200);
        expect((await api('GET', `/api/get-contest-problem?cid=${open}`, entrant.token)).status).toBe(200);
        await app()
          .ctx.database.db.updateTable('contest')
          .set({ open_account_limit: app().ctx.database.cols.bool(true) as never, account_limit_rule: rule })
          .where('id', '=', open)
          .execute();
        expect((await api('GET', `/api/get-contest-problem?cid=${open}`, entrant.token)).status).toBe(403);
        const acc = await api('GET', `/api/get-contest-access?cid=${open}`, entrant.token);
        expect(acc.status).toBe(403);
        const left = await app()
          .ctx.database.db.selectFrom('contest_register')
          .select('id')
          .where('cid', '=', open)
          .execute();
        expect(left).toEqual([]);
      });

      it('a new password of the contest (back office) drops its registrations', async () => {
        const form = (await api('GET', `/api/admin/contest?cid=${priv}`, root)).body.data;
        expect(
          (await api('GET', `/api/get-contest-access?cid=${priv}`, entrant.token)).body.data.access,
        ).toBe(true);
        const put = await call(
          app(),
          'PUT',
          '/api/admin/contest',
          { ...form, pwd: 'new-one' },
          { token: root, headers: EN },
        );
        expect(put.status, JSON.stringify(put.body)).toBe(200);
        expect(
          (await api('GET', `/api/get-contest-access?cid=${priv}`, entrant.token)).body.data.access,
        ).toBe(false);
      });
    });

    describe('access per role', () => {
      const N = Date.now();
      let running: number, scheduled: number, prot: number;
      let registered: TestUser;
      let probe: (cid: number, t?: string) => Promise<Record<string, number>>;

      beforeAll(async () => {
        registered = await userOfRole(app());
        running = await lockedContest(N - HOUR, N + HOUR);
        scheduled = await lockedContest(N + HOUR, N + 2 * HOUR);
        prot = await lockedContest(N - HOUR, N + HOUR, { auth: ContestAuth.PROTECTED });
        const pid = await problemWithCases(app(), `ACC-${v.name}`, { author: 'setter', difficulty: 4 });
        for (const cid of [running, scheduled, prot]) {
          await addContestProblem(app(), cid, pid, 'A');
          await register(app(), cid, registered.uid);
        }
        probe = async (cid, t) => {
          const paths: Record<string, ['GET' | 'POST', string, Json?]> = {
            info: ['GET', `/api/get-contest-info?cid=${cid}`],
            access: ['GET', `/api/get-contest-access?cid=${cid}`],
            problems: ['GET', `/api/get-contest-problem?cid=${cid}`],
            details: ['GET', `/api/get-contest-problem-details?cid=${cid}&displayId=A`],
            announcements: ['GET', `/api/get-contest-announcement?cid=${cid}`],
            unread: ['POST', '/api/get-contest-not-read-announcement', { cid, readAnnouncementList: [] }],
            submissions: ['GET', `/api/contest-submissions?contestID=${cid}&beforeContestSubmit=false`],
            status: ['POST', '/api/check-contest-submissions-status', { cid, submitIds: [] }],
          };
          const out: Record<string, number> = {};
          for (const [k, [m, p, b]] of Object.entries(paths)) out[k] = (await api(m, p, t, b)).status;
          return out;
        };
      });

      const all = (code: number, over: Record<string, number> = {}) => ({
        info: code,
        access: code,
        problems: code,
        details: code,
        announcements: code,
        unread: code,
        submissions: code,
        status: code,
        ...over,
      });

      it('private and running: anonymous 401; a user sees the overview only; registered, creator and root everything', async () => {
        expect(await probe(running)).toEqual(all(401));
        expect(await probe(running, user.token)).toEqual(all(403, { info: 200, access: 200 }));
        expect(await probe(running, registered.token)).toEqual(all(200));
        expect(await probe(running, creator.token)).toEqual(all(200));
        expect(await probe(running, root)).toEqual(all(200));
        const refused = await api('GET', `/api/get-contest-problem?cid=${running}`, user.token);
        expect(refused.body.msg).toBe('Please register for the contest first!');
      });

      it('scheduled: closed to everyone but its admins, registered or not', async () => {
        expect(await probe(scheduled, registered.token)).toEqual(all(403, { info: 200, access: 200 }));
        expect(
          (await api('GET', `/api/get-contest-problem?cid=${scheduled}`, registered.token)).body.msg,
        ).toBe('The contest has not started yet!');
        expect(await probe(scheduled, creator.token)).toEqual(all(200));
        expect(await probe(scheduled, root)).toEqual(all(200));
      });

      it('protected: open to view without registration', async () => {
        expect(await probe(prot, user.token)).toEqual(all(200));
        expect(await probe(prot)).toEqual(all(401));
      });

      it('the problem list without a sign-in: only once started with the outside board open', async () => {
        const openBoard = await makeContest(app(), {
          uid: creator.uid,
          start: N - HOUR,
          end: N + HOUR,
          openRank: true,
        });
        const notYet = await makeContest(app(), {
          uid: creator.uid,
          start: N + HOUR,
          end: N + 2 * HOUR,
          openRank: true,
        });
        expect((await api('GET', `/api/get-contest-problem?cid=${openBoard}`)).status).toBe(200);
        expect((await api('GET', `/api/get-contest-problem?cid=${notYet}`)).status).toBe(401);
        expect((await api('GET', '/api/get-contest-problem?cid=987654')).status).toBe(404);
      });

      it('the problem page: the contest’s id and title; source, author, difficulty and tags hidden while running', async () => {
        const d = (
          await api('GET', `/api/get-contest-problem-details?cid=${running}&displayId=A`, registered.token)
        ).body.data;
        expect(d.problem).toMatchObject({
          problemId: 'A',
          title: 'Contest A',
          author: null,
          source: null,
          difficulty: null,
        });
        expect(Array.isArray(d.languages) && d.languages.length > 0).toBe(true);
        expect(d).toHaveProperty('codeTemplate');
        const a = (
          await api('GET', `/api/get-contest-problem-details?cid=${running}&displayId=A`, creator.token)
        ).body.data;
        expect(a.problem).toMatchObject({ problemId: 'A', author: 'setter', difficulty: 4 });
        expect(
          (await api('GET', `/api/get-contest-problem-details?cid=${running}&displayId=Z`, registered.token))
            .status,
        ).toBe(404);
        const list = (await api('GET', `/api/get-contest-problem?cid=${running}`, registered.token)).body
          .data;
        expect(list).toEqual([
          {
            id: expect.any(Number),
            displayId: 'A',
            cid: running,
            pid: expect.any(Number),
            displayTitle: 'Contest A',
            color: '#ff0000',
            ac: 0,
            total: 0,
          },
        ]);
      });

      it('a Codeforces problem keeps its plain limits under the contest’s display id (site.md §9)', async () => {
        const cid = await makeContest(app(), {
          uid: creator.uid,
          start: N - HOUR,
          end: N + HOUR,
          openRank: true,
        });
        const cf = await problemWithCases(app(), `CF-1A-${v.name}`);
        await addContestProblem(app(), cid, cf, 'A');
        await addContestProblem(app(), cid, await problemWithCases(app(), `LOC-${v.name}`), 'B');
        const detail = async (d: string) =>
          (await api('GET', `/api/get-contest-problem-details?cid=${cid}&displayId=${d}`, creator.token)).body
            .data.problem;
        expect(await detail('A')).toMatchObject({ problemId: 'A', plainLimits: true });
        expect(await detail('B')).toMatchObject({ problemId: 'B', plainLimits: false });
      });
    });

    describe('announcements', () => {
      it('visible ones, newest first, 5 a page as the web asks; the unread ones are those the client has not listed', async () => {
        const N = Date.now();
        const cid = await makeContest(app(), { uid: creator.uid, start: N - HOUR, end: N + HOUR });
        const made: number[] = [];
        for (let i = 0; i < 7; i++) {
          const r = await api('POST', '/api/admin/contest/announcement', creator.token, {
            cid,
            announcement: { title: `News ${i}`, content: `Body ${i}`, status: i === 6 ? 1 : 0 },
          });
          expect(r.status, JSON.stringify(r.body)).toBe(200);
        }
        const page = await api('GET', `/api/get-contest-announcement?cid=${cid}&limit=5`, user.token);
        expect(page.body.data).toMatchObject({ total: 6, size: 5, current: 1 });
        expect((page.body.data.records as Json[]).map((a) => a.title)).toEqual([
          'News 5',
          'News 4',
          'News 3',
          'News 2',
          'News 1',
        ]);
        expect(page.body.data.records[0].username).toBe(creator.username);
        for (const a of page.body.data.records as Json[]) made.push(a.id);
        const unread = await api('POST', '/api/get-contest-not-read-announcement', user.token, {
          cid,
          readAnnouncementList: made.slice(1),
        });
        expect((unread.body.data as Json[]).map((a) => a.title)).toEqual(['News 5', 'News 0']);
        expect(Object.keys(unread.body.data[0]).sort()).toEqual([
          'content',
          'gid',
          'gmtCreate',
          'gmtModified',
          'id',
          'status',
          'title',
          'uid',
        ]);
      });
    });

    describe('announcements pushed when published', () => {
      it('the stream says which announcements became visible (ids only), within the watcher period; hidden ones are not announced', async () => {
        const N = Date.now();
        const cid = await makeContest(app(), { uid: creator.uid, start: N - HOUR, end: N + HOUR });
        const hidden = await makeContest(app(), {
          uid: creator.uid,
          start: N - HOUR,
          end: N + HOUR,
          visible: false,
        });
        const base = await app().listen({ port: 0, host: '127.0.0.1' });
        expect((await fetch(`${base}/api/contest-announcement-events?cid=${hidden}`)).status).toBe(404);
        const res = await fetch(`${base}/api/contest-announcement-events?cid=${cid}`);
        expect(res.status).toBe(200);
        expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
        const reader = res.body!.getReader();
        let text = '';
        // One reader loop collects the stream; `until` waits for a pattern in what has arrived.
        void (async () => {
          for (;;) {
            const r = await reader.read().catch(() => ({ done: true, value: undefined }));
            if (r.done) return;
            text += new TextDecoder().decode(r.value);
          }
        })();
        const until = async (re: RegExp, ms: number) => {
          const end = Date.now() + ms;
          while (!re.test(text)) {
            if (Date.now() > end) throw new Error(`no ${re} in ${text}`);
            await new Promise((ok) => setTimeout(ok, 20));
          }
          return re.exec(text)!;
        };
        try {
          await until(/event: ready/, 5000);
          const post = (title: string, status: number) =>
            api('POST', '/api/admin/contest/announcement', creator.token, {
              cid,
              announcement: { title, content: 'c', status },
            });
          expect((await post('Hidden note', 1)).status).toBe(200);
          expect((await post('Room change', 0)).status).toBe(200);
          const started = Date.now();
          const m = await until(/event: announcement\ndata: (.*)\n/, 5000);
          expect(Date.now() - started).toBeLessThan(3000);
          const shown = await app()
            .ctx.database.db.selectFrom('announcement')
            .select('id')
            .where('title', '=', 'Room change')
            .executeTakeFirstOrThrow();
          expect(JSON.parse(m[1])).toEqual({ cid, ids: [Number(shown.id)] });
          expect(text).not.toMatch(/Room change|Hidden note/);
        } finally {
          await reader.cancel();
        }
      });
    });

    describe('contest submit checks (submit-problem-judge with a cid)', () => {
      const N = Date.now();
      const code = 'int main(){int a,b;return 0;}';
      let priv: number, scheduled: number, ended: number, lateOk: number, limited: number;
      let pid: number, other: number;
      let registered: TestUser;
      const submit = (t: string, cid: number, p = 'A') =>
        api('POST', '/api/submit-problem-judge', t, { pid: p, cid, language: 'C++', code });

      beforeAll(async () => {
        registered = await userOfRole(app());
        pid = await problemWithCases(app(), `SUB-${v.name}`);
        other = await problemWithCases(app(), `SUBX-${v.name}`);
        priv = await lockedContest(N - HOUR, N + HOUR, { auth: ContestAuth.PROTECTED });
        scheduled = await makeContest(app(), { uid: creator.uid, start: N + HOUR, end: N + 2 * HOUR });
        ended = await makeContest(app(), { uid: creator.uid, start: N - 3 * HOUR, end: N - HOUR });
        lateOk = await makeContest(app(), {
          uid: creator.uid,
          start: N - 3 * HOUR,
          end: N - HOUR,
          allowEndSubmit: true,
        });
        limited = await lockedContest(N - HOUR, N + HOUR, {
          accountRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>9</end><extra></extra>',
        });
        for (const cid of [priv, scheduled, ended, lateOk, limited])
          await addContestProblem(app(), cid, pid, 'A');
        await register(app(), priv, registered.uid);
        await register(app(), limited, registered.uid);
      });

      it('refuses with the reference’s messages; writes nothing', async () => {
        const before = await rowCount(app(), 'judge');
        const cases: [string, number, string, number, RegExp][] = [
          ['not registered (protected)', priv, 'A', 400, /^Please register for the contest first!$/],
          ['not started', scheduled, 'A', 400, /^The contest has not started yet!$/],
          ['ended, no late submissions', ended, 'A', 400, /contest has ended/],
          ['not in the contest', priv, `SUBX-${v.name}`, 404, /not part of the contest/],
          ['no such contest', 987654, 'A', 404, /contest does not exist/],
        ];
        for (const [what, cid, p, status, msg] of cases) {
          const r = await submit(user.token, cid, p);
          expect(r.status, what).toBe(status);
          expect(r.body.msg, what).toMatch(msg);
        }
        const hidden = await makeContest(app(), {
          uid: creator.uid,
          start: N - HOUR,
          end: N + HOUR,
          visible: false,
        });
        await addContestProblem(app(), hidden, pid, 'A');
        const h = await submit(user.token, hidden);
        expect([h.status, h.body.msg]).toEqual([404, 'The contest does not exist!']);
        // Nothing of a hidden contest's problems is told either.
        const hx = await submit(user.token, hidden, `SUBX-${v.name}`);
        expect([hx.status, hx.body.msg]).toEqual([404, 'The contest does not exist!']);
        const acc = await submit(registered.token, limited);
        expect([acc.status, acc.body.msg]).toEqual([400, expect.stringMatching(/account rule/)]);
        const after = await rowCount(app(), 'judge');
        expect(after).toBe(before);
        expect(other).toBeGreaterThan(0);
      });

      it('accepts the registered, the creator before the start, and late submissions where allowed; each with its record', async () => {
        const ok = await submit(registered.token, priv);
        expect(ok.status, JSON.stringify(ok.body)).toBe(200);
        expect(ok.body.data.cid).toBe(priv);
        const early = await submit(creator.token, scheduled);
        expect(early.status, JSON.stringify(early.body)).toBe(200);
        const late = await submit(user.token, lateOk);
        expect(late.status, JSON.stringify(late.body)).toBe(200);
        const records = await app()
          .ctx.database.db.selectFrom('contest_record')
          .select(['submit_id', 'display_id', 'time'])
          .where('submit_id', 'in', [
            ok.body.data.submitId,
            early.body.data.submitId,
            late.body.data.submitId,
          ])
          .orderBy('submit_id')
          .execute();
        expect(records.map((r) => r.display_id)).toEqual(['A', 'A', 'A']);
        // Before the start the record's time is 0.
        expect(records[1].time).toBe(0);
        expect(JudgeStatus.PENDING).toBe(5);
      });
    });
  });
}
