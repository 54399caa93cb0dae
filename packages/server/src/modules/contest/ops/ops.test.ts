// Contest operations through the API (hoj-behaviour §5.6; hoj-api-paths §3, §4), on SQLite and
// PostgreSQL: the print queue (rules, cooldown, admin list order, printed mark, text download,
// clean-up), AC info / balloons (first AC per user and problem in contest time, creator and roots
// left out, first blood, checked order), the scroll board's data (only ended sealed ACM contests)
// and the exports (the board sheet and the accepted-code zip, opened and read).
import { describe, expect, it } from 'vitest';
import { unzipSync, strFromU8 } from 'fflate';
import { ContestType, JudgeStatus, Role } from '@judge/shared';
import type { BuiltApp } from '../../../app.js';
import { apiAs, call, EN, ZH } from '../../../../test/helpers/app.js';
import { dbTargets } from '../../../../test/helpers/targets.js';
import { registerAs, registerUser } from '../../../../test/helpers/accounts.js';
import { useRootApp, type TestUser } from '../../../../test/fixtures/index.js';
import { AC, WA, createBoardContest, submitAt, type BoardContest } from '../../../../test/fixtures/board.js';
import { createResolver, resolveAll } from '@judge/shared/scroll-board';
import { purgeOldPrints } from './service.js';

const TEXT = 'int main() { return 0; } // please print this page for team one, thank you!';

describe.each(dbTargets())('contest operations ($name)', (target) => {
  let app: BuiltApp;
  let root: string;
  let creator: TestUser;
  const u: Record<string, TestUser> = {};
  useRootApp({ target }, async (built, rootToken) => {
    app = built;
    root = rootToken;
    creator = await registerAs(app, 'op_creator', Role.ADMIN);
    for (const n of ['ann', 'bob', 'cat', 'dan', 'eve']) u[n] = await registerUser(app, `op_${n}`);
    await app.ctx.database.db.updateTable('user_info').set({ realname: 'Ann Real' }).where('uuid', '=', u.ann.uid).execute();
  });
  const api = apiAs(() => app);
  const setPrint = (cid: number, on: boolean) =>
    app.ctx.database.db.updateTable('contest').set({ open_print: app.ctx.database.cols.bool(on) }).where('id', '=', cid).execute();

  describe('print', () => {
    let c: BoardContest;
    it('refuses closed printing, short, empty and oversized texts with translated messages', async () => {
      c = await createBoardContest(app, creator);
      expect((await api('POST', '/api/submit-print-text', undefined, { cid: c.cid, content: TEXT })).status).toBe(401);
      let r = await api('POST', '/api/submit-print-text', u.ann.token, { cid: c.cid, content: TEXT });
      expect(r.status).toBe(403);
      expect(r.body.msg).toMatch(/does not offer printing/);
      await setPrint(c.cid, true);
      r = await api('POST', '/api/submit-print-text', u.ann.token, { cid: c.cid, content: '   ' });
      expect([r.status, r.body.msg]).toEqual([400, 'Content cannot be empty']);
      r = await api('POST', '/api/submit-print-text', u.ann.token, { cid: c.cid, content: 'x'.repeat(49) });
      expect([r.status, r.body.msg]).toEqual([400, 'The number of characters cannot be less than 50']);
      r = await api('POST', '/api/submit-print-text', u.ann.token, { cid: c.cid, content: 'x'.repeat(49) }, ZH);
      expect(r.body.msg).toBe('内容字符数不能低于50！');
      r = await api('POST', '/api/submit-print-text', u.ann.token, { cid: c.cid, content: 'x'.repeat(65_536) });
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(/at most 65535/);
      expect(await app.ctx.database.db.selectFrom('contest_print').selectAll().where('cid', '=', c.cid).execute()).toHaveLength(0);
    });

    it('takes a text once every 30 s per user', async () => {
      let r = await api('POST', '/api/submit-print-text', u.ann.token, { cid: c.cid, content: TEXT });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.msg).toMatch(/wait patiently for the staff to print/);
      r = await api('POST', '/api/submit-print-text', u.ann.token, { cid: c.cid, content: TEXT + ' again' });
      expect(r.status).toBe(400);
      expect(r.body.msg).toMatch(/retry after (30|29) s/);
      // Form-encoded bodies (HOJ clients) are taken too.
      r = await call(app, 'POST', '/api/submit-print-text', `cid=${c.cid}&content=${encodeURIComponent(TEXT + ' bob')}`, {
        token: u.bob.token,
        headers: { ...EN, 'content-type': 'application/x-www-form-urlencoded' },
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
    });

    it('lists the queue to the contest’s admins only, waiting first then newest, and marks printed', async () => {
      for (const t of [u.ann.token, u.eve.token]) expect((await api('GET', `/api/get-contest-print?cid=${c.cid}`, t)).status).toBe(403);
      let r = await api('GET', `/api/get-contest-print?cid=${c.cid}`, creator.token);
      expect(r.status).toBe(200);
      expect(r.body.data.size).toBe(30);
      expect(r.body.data.records.map((p: { username: string }) => p.username)).toEqual(['op_bob', 'op_ann']);
      const ann = r.body.data.records[1];
      expect(ann).toMatchObject({ cid: c.cid, realname: 'Ann Real', content: TEXT, status: 0 });
      expect((await api('PUT', `/api/check-contest-print-status?id=${ann.id}&cid=${c.cid}`, u.ann.token)).status).toBe(403);
      // The id of a print of another contest is not reachable through this contest.
      expect((await api('PUT', `/api/check-contest-print-status?id=${ann.id}&cid=${c.cid + 999}`, root)).status).toBe(404);
      // Bob's newer text was printed: Ann's waiting one comes first.
      r = await api('PUT', `/api/check-contest-print-status?id=${r.body.data.records[0].id}&cid=${c.cid}`, creator.token);
      expect(r.status).toBe(200);
      r = await api('GET', `/api/get-contest-print?cid=${c.cid}`, root);
      expect(r.body.data.records.map((p: { username: string; status: number }) => [p.username, p.status])).toEqual([
        ['op_ann', 0],
        ['op_bob', 1],
      ]);
      // Download as a text file.
      const f = await api('GET', `/api/file/download-contest-print-text?id=${ann.id}`, creator.token);
      expect(f.status).toBe(200);
      expect(f.headers['content-type']).toMatch(/text\/plain/);
      expect(f.headers['content-disposition']).toMatch(/attachment; filename="print-\d+-\d+-op_ann\.txt"/);
      expect(f.res.body).toBe(TEXT);
      expect((await api('GET', `/api/file/download-contest-print-text?id=${ann.id}`, u.ann.token)).status).toBe(403);
    });

    it('refuses participants after the end; removes texts older than a day', async () => {
      const ended = await createBoardContest(app, creator, { startInMinutes: -400, lengthMinutes: 300 });
      await setPrint(ended.cid, true);
      const r = await api('POST', '/api/submit-print-text', u.cat.token, { cid: ended.cid, content: TEXT });
      expect([r.status, r.body.msg]).toEqual([403, 'Contest has ended']);
      const { db, cols } = app.ctx.database;
      const old = new Date(Date.now() - 25 * 3600_000);
      await db
        .insertInto('contest_print')
        .values({ cid: c.cid, uid: u.dan.uid, username: 'op_dan', realname: null, content: TEXT, status: 0, gmt_create: cols.time(old), gmt_modified: cols.time(old) })
        .execute();
      expect(await purgeOldPrints(app.ctx.database)).toBeGreaterThanOrEqual(1);
      const left = await db.selectFrom('contest_print').select('username').where('cid', '=', c.cid).execute();
      expect(left.map((x) => x.username).sort()).toEqual(['op_ann', 'op_bob']);
    });
  });

  describe('AC info / balloons', () => {
    let c: BoardContest;
    it('lists each user’s first AC per problem in contest time, creator and roots left out, with first blood', async () => {
      c = await createBoardContest(app, creator);
      await app.ctx.database.db.updateTable('contest_problem').set({ color: '#ff4500' }).where('id', '=', c.cpid.A).execute();
      const rootUser = await app.ctx.database.db.selectFrom('user_info').select(['uuid', 'username']).where('username', '=', 'root').executeTakeFirstOrThrow();
      await submitAt(app, c, creator, 'A', 1, AC);
      await submitAt(app, c, { uid: rootUser.uuid, username: 'root' }, 'A', 2, AC);
      await submitAt(app, c, u.ann, 'A', 5, WA);
      await submitAt(app, c, u.ann, 'A', 10, AC);
      await submitAt(app, c, u.ann, 'A', 15, AC);
      await submitAt(app, c, u.bob, 'A', 20, AC);
      await submitAt(app, c, u.bob, 'B', 30, AC);
      await submitAt(app, c, u.cat, 'B', -10, AC); // before the start: not in contest time
      const r = await api('GET', `/api/get-contest-ac-info?cid=${c.cid}`, creator.token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.size).toBe(30);
      expect(r.body.data.records.map((x: { username: string; displayId: string; firstBlood: boolean; time: number }) => [x.username, x.displayId, x.firstBlood, x.time])).toEqual([
        ['op_ann', 'A', true, 600],
        ['op_bob', 'A', false, 1200],
        ['op_bob', 'B', true, 1800],
      ]);
      expect(r.body.data.records[0]).toMatchObject({ checked: false, color: '#ff4500', status: 1 });
      for (const t of [u.ann.token, u.eve.token]) expect((await api('GET', `/api/get-contest-ac-info?cid=${c.cid}`, t)).status).toBe(403);
      expect((await api('GET', `/api/get-contest-ac-info?cid=${c.cid}`)).status).toBe(401);
    });

    it('first blood as the board has it: equal AC seconds are all first, star users never are', async () => {
      const c2 = await createBoardContest(app, creator, { starUsers: ['op_dan'] });
      const ms = 1 / 60_000;
      // Dan (star) solves A first; Ann and Bob 400 ms apart within the same second after him.
      await submitAt(app, c2, u.dan, 'A', 5, AC);
      await submitAt(app, c2, u.ann, 'A', 40 + 100 * ms, AC);
      await submitAt(app, c2, u.bob, 'A', 40 + 500 * ms, AC);
      await submitAt(app, c2, u.cat, 'A', 41, AC);
      const r = await api('GET', `/api/get-contest-ac-info?cid=${c2.cid}`, root);
      const acInfo = r.body.data.records.map((x: { username: string; firstBlood: boolean }) => [x.username, x.firstBlood]);
      expect(acInfo).toEqual([
        ['op_dan', false],
        ['op_ann', true],
        ['op_bob', true],
        ['op_cat', false],
      ]);
      const board = await api('POST', '/api/get-contest-rank', root, { cid: c2.cid, currentPage: 1, limit: 50 });
      const flags = Object.fromEntries(
        board.body.data.records.map((x: { username: string; submissionInfo: { A: { isFirstAC: boolean } } }) => [x.username, x.submissionInfo.A.isFirstAC]),
      );
      expect(flags).toEqual({ op_dan: false, op_ann: true, op_bob: true, op_cat: false });
    });

    it('checked balloons go after the unchecked ones; only admins check', async () => {
      let r = await api('GET', `/api/get-contest-ac-info?cid=${c.cid}`, root);
      const first = r.body.data.records[0];
      expect((await api('PUT', '/api/check-contest-ac-info', u.ann.token, { id: first.id, cid: c.cid, checked: true })).status).toBe(403);
      expect((await api('PUT', '/api/check-contest-ac-info', creator.token, { id: first.id, cid: c.cid, checked: true })).status).toBe(200);
      r = await api('GET', `/api/get-contest-ac-info?cid=${c.cid}&limit=2&currentPage=2`, root);
      expect(r.body.data.total).toBe(3);
      expect(r.body.data.records).toHaveLength(1);
      expect(r.body.data.records[0]).toMatchObject({ username: 'op_ann', checked: true });
      expect((await api('PUT', '/api/check-contest-ac-info', root, { id: first.id, cid: c.cid, checked: 'false' })).status).toBe(200);
      r = await api('GET', `/api/get-contest-ac-info?cid=${c.cid}`, root);
      expect(r.body.data.records[0]).toMatchObject({ username: 'op_ann', checked: false });
    });
  });

  describe('scroll board data', () => {
    it('exists only for ended, sealed ACM contests', async () => {
      const running = await createBoardContest(app, creator, { sealMinutesBeforeEnd: 60 });
      const unsealed = await createBoardContest(app, creator, { startInMinutes: -400, lengthMinutes: 300 });
      const oi = await createBoardContest(app, creator, { startInMinutes: -400, lengthMinutes: 300, sealMinutesBeforeEnd: 60, type: ContestType.OI });
      for (const x of [running, unsealed, oi]) {
        const r = await api('GET', `/api/get-contest-scroll-board-info?cid=${x.cid}`);
        expect(r.status).toBe(403);
        expect(r.body.msg).toMatch(/scroll board/);
        expect((await api('GET', `/api/get-contest-scroll-board-submission?cid=${x.cid}`)).status).toBe(403);
      }
    });

    it('gives the info (GMT+8 dates) and every submission before the end, creator left out, stars on request', async () => {
      const c = await createBoardContest(app, creator, { startInMinutes: -400, lengthMinutes: 300, sealMinutesBeforeEnd: 60, starUsers: ['op_dan'] });
      await submitAt(app, c, creator, 'A', 1, AC);
      await submitAt(app, c, u.ann, 'A', 10, WA);
      await submitAt(app, c, u.ann, 'A', 250, AC);
      await submitAt(app, c, u.dan, 'B', 20, AC);
      await submitAt(app, c, u.bob, 'C', 301, AC); // after the end
      const info = await api('GET', `/api/get-contest-scroll-board-info?cid=${c.cid}`);
      expect(info.status, JSON.stringify(info.body)).toBe(200);
      const d = new Date(c.start.getTime() + 8 * 3600_000);
      const p = (n: number) => String(n).padStart(2, '0');
      expect(info.body.data).toMatchObject({
        id: c.cid,
        rankShowName: 'username',
        problemCount: 3,
        starUserList: ['op_dan'],
        startTime: `${d.getUTCFullYear()}/${p(d.getUTCMonth() + 1)}/${p(d.getUTCDate())} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}`,
      });
      expect(Object.keys(info.body.data.balloonColor)).toEqual(['A', 'B', 'C']);
      let s = await api('GET', `/api/get-contest-scroll-board-submission?cid=${c.cid}`);
      expect(s.body.data.map((x: { username: string; displayId: string; status: number }) => [x.username, x.displayId, x.status])).toEqual([
        ['op_ann', 'A', JudgeStatus.WRONG_ANSWER],
        ['op_dan', 'B', JudgeStatus.ACCEPTED],
        ['op_ann', 'A', JudgeStatus.ACCEPTED],
      ]);
      expect(s.body.data[0].realname).toBeNull();
      s = await api('GET', `/api/get-contest-scroll-board-submission?cid=${c.cid}&removeStar=true`);
      expect(s.body.data.map((x: { username: string }) => x.username)).toEqual(['op_ann', 'op_ann']);
    });
  });

  describe('scroll board resolver', () => {
    it('starts from the sealed board and ends on the unsealed board (ranks, solved, penalty, stars, medals)', async () => {
      const c = await createBoardContest(app, creator, { startInMinutes: -400, lengthMinutes: 300, sealMinutesBeforeEnd: 60, starUsers: ['op_eve'] });
      // Seal at minute 240. Before it: ann A@10, bob A@20 (WA@15), cat B@30. After it (hidden):
      // cat A@250 and C@260 (WA@255), dan A@245 WA then @270, eve (star) A@241 B@242 C@243, bob B@290 CE.
      await submitAt(app, c, u.ann, 'A', 10, AC);
      await submitAt(app, c, u.bob, 'A', 15, WA);
      await submitAt(app, c, u.bob, 'A', 20, AC);
      await submitAt(app, c, u.cat, 'B', 30, AC);
      await submitAt(app, c, u.cat, 'A', 250, AC);
      await submitAt(app, c, u.cat, 'C', 255, WA);
      await submitAt(app, c, u.cat, 'C', 260, AC);
      await submitAt(app, c, u.dan, 'A', 245, WA);
      await submitAt(app, c, u.dan, 'A', 270, AC);
      for (const [p, m] of [['A', 241], ['B', 242], ['C', 243]] as const) await submitAt(app, c, u.eve, p, m, AC);
      await submitAt(app, c, u.bob, 'B', 290, { status: JudgeStatus.COMPILE_ERROR });
      const info = (await api('GET', `/api/get-contest-scroll-board-info?cid=${c.cid}`)).body.data;
      const subs = (await api('GET', `/api/get-contest-scroll-board-submission?cid=${c.cid}`)).body.data;
      const r = createResolver(info, subs, [1, 1, 1]);
      // The sealed board (the API unseals after the end, so it is written out): A and B before the
      // seal count, the rest is pending; dan and eve show tries only.
      const sealed = [['op_ann', 1, 600], ['op_cat', 1, 1800], ['op_bob', 1, 2400], ['op_dan', 0, 0], ['op_eve', 0, 0]];
      expect(r.rows.map((x) => [x.username, x.ac, x.totalTime])).toEqual(sealed);
      expect(r.rows.find((x) => x.username === 'op_cat')!.cells.C).toMatchObject({ acTime: null, pending: 2 });
      const final = resolveAll(r);
      expect(r.done).toBe(true);
      const live = (await api('POST', '/api/get-contest-rank', root, { cid: c.cid, currentPage: 1, limit: 50, forceRefresh: true })).body.data.records;
      const shape = (x: { username: string; ac: number; totalTime: number; rank: number }) => [x.username, x.rank, x.ac, x.totalTime];
      expect(final.map(shape)).toEqual(live.map(shape));
      expect(final.map((x) => x.username)).toEqual(['op_cat', 'op_eve', 'op_ann', 'op_bob', 'op_dan']);
      expect(final.map((x) => x.medal)).toEqual([0, null, 1, 2, null]);
      r.reset();
      expect(r.rows.map((x) => x.username)).toEqual(sealed.map((x) => x[0]));
    });
  });

  describe('scroll board resolver against the board, random contests', () => {
    it('ends on the unsealed board for every seeded contest (ties, stars, compile errors, late tries)', async () => {
      // A small seeded generator: the same contests on every run and both databases.
      let seed = 17;
      const rand = (n: number) => {
        seed = (seed * 1103515245 + 12345) % 2147483648;
        return seed % n;
      };
      const verdicts = [AC, AC, WA, WA, { status: JudgeStatus.COMPILE_ERROR }, { status: JudgeStatus.TIME_LIMIT_EXCEEDED }];
      const names = ['ann', 'bob', 'cat', 'dan', 'eve'];
      let ties = 0;
      let stars = 0;
      for (let round = 0; round < 6; round++) {
        const star = round % 2 ? [`op_${names[rand(5)]}`] : [];
        const c = await createBoardContest(app, creator, { startInMinutes: -400, lengthMinutes: 300, sealMinutesBeforeEnd: 60 + 30 * (round % 3), starUsers: star });
        for (let i = 0; i < 18; i++) {
          // Minutes on a 10-minute grid so equal penalties (ties) happen.
          await submitAt(app, c, u[names[rand(5)]], 'ABC'[rand(3)], 10 * rand(30), verdicts[rand(verdicts.length)]);
        }
        const info = (await api('GET', `/api/get-contest-scroll-board-info?cid=${c.cid}`)).body.data;
        const subs = (await api('GET', `/api/get-contest-scroll-board-submission?cid=${c.cid}`)).body.data;
        const final = resolveAll(createResolver(info, subs, [1, 1, 1]));
        const live = (await api('POST', '/api/get-contest-rank', root, { cid: c.cid, currentPage: 1, limit: 50, forceRefresh: true })).body.data.records;
        const shape = (x: { username: string; ac: number; totalTime: number; rank: number }) => [x.username, x.rank, x.ac, x.totalTime];
        expect(final.map(shape), `round ${round}`).toEqual(live.map(shape));
        const ranks = final.filter((x) => !x.star).map((x) => x.rank);
        ties += ranks.length - new Set(ranks).size;
        stars += final.filter((x) => x.star).length;
      }
      // The seeded contests do hold the hard cases.
      expect(ties).toBeGreaterThan(0);
      expect(stars).toBeGreaterThan(0);
    });
  });

  describe('exports', () => {
    let c: BoardContest;
    it('the board as an .xlsx sheet with headers in the caller’s language', async () => {
      c = await createBoardContest(app, creator, { starUsers: ['op_cat'] });
      await submitAt(app, c, u.ann, 'A', 5, WA);
      await submitAt(app, c, u.ann, 'A', 10, AC);
      await submitAt(app, c, u.bob, 'B', 30, AC);
      await submitAt(app, c, u.cat, 'A', 3, AC);
      await submitAt(app, c, creator, 'C', 3, AC);
      expect((await api('GET', `/api/file/download-contest-rank?cid=${c.cid}&forceRefresh=true`, u.ann.token)).status).toBe(403);
      let r = await api('GET', `/api/file/download-contest-rank?cid=${c.cid}&forceRefresh=true`, creator.token, undefined, ZH);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toMatch(/spreadsheetml/);
      let sheet = strFromU8(unzipSync(new Uint8Array(r.res.rawPayload))['xl/worksheets/sheet1.xml']);
      expect(sheet).toContain('排名');
      expect(sheet).toContain('总用时');
      const order = (xml: string) => ['op_cat', 'op_ann', 'op_bob'].filter((n) => xml.includes(n)).sort((a, b) => xml.indexOf(a) - xml.indexOf(b));
      expect(order(sheet)).toEqual(['op_cat', 'op_ann', 'op_bob']);
      expect(sheet).toContain('0:10:00 (-1)');
      expect(sheet).not.toContain('op_creator');
      r = await api('GET', `/api/file/download-contest-rank?cid=${c.cid}&removeStar=true`, root);
      sheet = strFromU8(unzipSync(new Uint8Array(r.res.rawPayload))['xl/worksheets/sheet1.xml']);
      expect(sheet).toContain('Total time');
      expect(order(sheet)).toEqual(['op_ann', 'op_bob']);
    });

    it('the sheet counts submissions after the end only when asked (containEnd)', async () => {
      const ended = await createBoardContest(app, creator, { startInMinutes: -200, lengthMinutes: 120, allowEndSubmit: true });
      await submitAt(app, ended, u.ann, 'A', 30, AC);
      await submitAt(app, ended, u.bob, 'A', 150, AC); // 30 min after the end
      const sheetOf = async (q: string) => {
        const r = await api('GET', `/api/file/download-contest-rank?cid=${ended.cid}${q}`, creator.token);
        expect(r.status).toBe(200);
        return strFromU8(unzipSync(new Uint8Array(r.res.rawPayload))['xl/worksheets/sheet1.xml']);
      };
      let sheet = await sheetOf('');
      expect(sheet).toContain('op_ann');
      expect(sheet).not.toContain('op_bob');
      sheet = await sheetOf('&containEnd=true');
      expect(sheet.indexOf('op_ann')).toBeGreaterThan(-1);
      expect(sheet.indexOf('op_bob')).toBeGreaterThan(sheet.indexOf('op_ann'));
    });

    it('the accepted code as a zip by user or by problem, admins left out on request', async () => {
      expect((await api('GET', `/api/file/download-contest-ac-submission?cid=${c.cid}`, u.bob.token)).status).toBe(403);
      let r = await api('GET', `/api/file/download-contest-ac-submission?cid=${c.cid}&splitType=user`, creator.token);
      expect(r.status).toBe(200);
      expect(r.headers['content-type']).toBe('application/zip');
      // Streamed as it is written (no length known up front), not built whole in memory.
      expect(r.headers['content-length']).toBeUndefined();
      let files = Object.keys(unzipSync(new Uint8Array(r.res.rawPayload))).sort();
      expect(files.map((f) => f.replace(/_\d+\./, '_N.'))).toEqual(['op_ann/A_N.py', 'op_bob/B_N.py', 'op_cat/A_N.py', 'op_creator/C_N.py']);
      r = await api('GET', `/api/file/download-contest-ac-submission?cid=${c.cid}&splitType=problem&excludeAdmin=true`, root);
      const zip = unzipSync(new Uint8Array(r.res.rawPayload));
      files = Object.keys(zip).sort();
      expect(files.map((f) => f.replace(/_\d+\./, '_N.'))).toEqual(['A/op_ann_N.py', 'A/op_cat_N.py', 'B/op_bob_N.py']);
      expect(strFromU8(zip[files[0]])).toBe('print(1)');
    });
  });
});
