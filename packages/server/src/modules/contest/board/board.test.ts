// Contest boards through the API (hoj-behaviour §5.3–§5.5; hoj-api-paths §4, §7), on SQLite and
// PostgreSQL, with boards computed by hand in the comments. Submissions are made at chosen minutes
// of a contest through the record functions the judge uses (test/fixtures/board.ts).
import { describe, expect, it } from 'vitest';
import { AwardType, ContestAuth, ContestType, JudgeStatus, Role } from '@judge/shared';
import type { BuiltApp } from '../../../app.js';
import { call, type Json } from '../../../../test/helpers/app.js';
import { dbTargets } from '../../../../test/helpers/targets.js';
import { registerAs, registerUser } from '../../../../test/helpers/accounts.js';
import { useRootApp, type TestUser } from '../../../../test/fixtures/index.js';
import { resetForRejudge, setManualVerdict } from '../../submission/repo.js';
import { rebuildContestBoard } from './cells.js';
import {
  AC,
  CE,
  SE,
  TLE,
  WA,
  createBoardContest,
  submitAt,
  verdictFor,
  type BoardContest,
} from '../../../../test/fixtures/board.js';

const RANK = '/api/get-contest-rank';
const OUTSIDE = '/api/get-contest-outside-scoreboard';

type Row = Json;
const byName = (rows: Row[]) => rows.map((r) => [r.username, r.rank]);

describe.each(dbTargets())('contest boards ($name)', (target) => {
  let app: BuiltApp;
  let root: string;
  let creator: TestUser;
  const u: Record<string, TestUser> = {};

  useRootApp({ target }, async (built, rootToken) => {
    app = built;
    root = rootToken;
    creator = await registerAs(app, 'bd_creator', Role.ADMIN);
    for (const n of ['ann', 'bob', 'cid', 'dan', 'eve', 'fay', 'gus'])
      u[n] = await registerUser(app, `bd_${n}`);
    await app.ctx.database.db
      .updateTable('user_info')
      .set({ school: 'Harbin Tech' })
      .where('uuid', '=', u.cid.uid)
      .execute();
  });

  const rank = async (token: string | undefined, body: Record<string, unknown>) => {
    const r = await call(app, 'POST', RANK, { currentPage: 1, limit: 30, ...body }, { token });
    return r;
  };
  const board = async (c: BoardContest, body: Record<string, unknown> = {}, token = root) => {
    const r = await rank(token, { cid: c.cid, ...body });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as { records: Row[]; total: number; current: number; size: number; pages: number };
  };
  const rootUser = async () => {
    const r = await app.ctx.database.db
      .selectFrom('user_info')
      .select(['uuid', 'username'])
      .where('username', '=', 'root')
      .executeTakeFirstOrThrow();
    return { uid: r.uuid, username: r.username };
  };
  const touch = (cid: number, patch: Record<string, unknown>) =>
    app.ctx.database.db
      .updateTable('contest')
      .set({ ...patch, gmt_modified: new Date(Date.now() + 1000).toISOString() })
      .where('id', '=', cid)
      .execute();

  // ---- ACM -------------------------------------------------------------------------------------------
  describe('ACM ranking', () => {
    let c: BoardContest;
    it('builds the contest', async () => {
      // Running (started 2 h ago, 5 h long), no seal; star user eve.
      c = await createBoardContest(app, creator, { starUsers: ['bd_eve'] });
      const [ann, bob, cid, dan, eve, fay] = ['ann', 'bob', 'cid', 'dan', 'eve', 'fay'].map((n) => u[n]);
      // ann: A WA@10 AC@20 WA@30 (after the AC: ignored); B CE@5 (never counted) AC@40
      //      → A 1200+1200, B 2400 → 2 solved, 4800 s
      await submitAt(app, c, ann, 'A', 10, WA);
      await submitAt(app, c, ann, 'A', 20, AC);
      await submitAt(app, c, ann, 'A', 30, WA);
      await submitAt(app, c, ann, 'B', 5, CE);
      await submitAt(app, c, ann, 'B', 40, AC);
      // bob: A TLE@15 AC@20; B SE@1 (never counted) AC@40 → 2 solved, 4800 s (ties with ann)
      await submitAt(app, c, bob, 'A', 15, TLE);
      await submitAt(app, c, bob, 'A', 20, AC);
      await submitAt(app, c, bob, 'B', 1, SE);
      await submitAt(app, c, bob, 'B', 40, AC);
      // cid: A AC@20 → 1 solved, 1200 s; first blood of A shared by ann, bob and cid (all at 20:00)
      await submitAt(app, c, cid, 'A', 20, AC);
      // dan: B WA WA → 0 solved, errorNum 2
      await submitAt(app, c, dan, 'B', 50, WA);
      await submitAt(app, c, dan, 'B', 55, WA);
      // eve (star): A AC@10 → 1 solved, 600 s, rank *, not first blood (star users are unofficial)
      await submitAt(app, c, eve, 'A', 10, AC);
      // fay: A AC before the start (ignored); C AC@50 → 1 solved, 3000 s, first blood of C
      await submitAt(app, c, fay, 'A', -5, AC);
      await submitAt(app, c, fay, 'C', 50, AC);
      // the creator and root: never on the board
      await submitAt(app, c, creator, 'A', 1, AC);
      await submitAt(app, c, await rootUser(), 'A', 2, AC);
    });

    it('orders by solved then penalty, shares ranks on ties, counts the rest by position', async () => {
      const b = await board(c);
      // root's own row is not on the board, so nothing is pinned.
      expect(byName(b.records)).toEqual([
        ['bd_ann', 1],
        ['bd_bob', 1],
        ['bd_eve', -1],
        ['bd_cid', 3],
        ['bd_fay', 4],
        ['bd_dan', 5],
      ]);
      expect(b.total).toBe(6);
      const row = (n: string) => b.records.find((r) => r.username === n);
      expect(row('bd_ann')).toMatchObject({ ac: 2, totalTime: 4800 });
      expect(row('bd_bob')).toMatchObject({ ac: 2, totalTime: 4800 });
      expect(row('bd_cid')).toMatchObject({ ac: 1, totalTime: 1200, school: 'Harbin Tech' });
      expect(row('bd_fay')).toMatchObject({ ac: 1, totalTime: 3000 });
      expect(row('bd_dan')).toMatchObject({ ac: 0, totalTime: 0 });
      expect(row('bd_eve')).toMatchObject({ ac: 1, totalTime: 600, rank: -1, isWinAward: false });
    });

    it('cells: CE and SE never counted, nothing after the AC, first blood with ties, pre-start ignored', async () => {
      const b = await board(c);
      const row = (n: string) => b.records.find((r) => r.username === n).submissionInfo;
      expect(row('bd_ann').A).toEqual({ errorNum: 1, isAC: true, ACTime: 1200, isFirstAC: true });
      expect(row('bd_ann').B).toEqual({ errorNum: 0, isAC: true, ACTime: 2400, isFirstAC: true });
      expect(row('bd_bob').A).toEqual({ errorNum: 1, isAC: true, ACTime: 1200, isFirstAC: true });
      expect(row('bd_bob').B).toEqual({ errorNum: 0, isAC: true, ACTime: 2400, isFirstAC: true });
      expect(row('bd_cid').A).toEqual({ errorNum: 0, isAC: true, ACTime: 1200, isFirstAC: true });
      expect(row('bd_eve').A).toEqual({ errorNum: 0, isAC: true, ACTime: 600, isFirstAC: false });
      expect(row('bd_dan').B).toEqual({ errorNum: 2 });
      expect(row('bd_fay').A).toBeUndefined();
      expect(row('bd_fay').C).toMatchObject({ isAC: true, ACTime: 3000, isFirstAC: true });
      // ann's total counts the tries up to each AC (A: WA, AC; B: CE, AC).
      expect(b.records.find((r) => r.username === 'bd_ann').total).toBe(4);
    });

    it('star users can be removed; keyword by school or shown name; pages', async () => {
      const noStar = await board(c, { removeStar: true });
      expect(noStar.records.map((r) => r.username)).toEqual([
        'bd_ann',
        'bd_bob',
        'bd_cid',
        'bd_fay',
        'bd_dan',
      ]);
      expect(noStar.total).toBe(5);
      expect((await board(c, { keyword: 'harbin' })).records.map((r) => r.username)).toEqual(['bd_cid']);
      expect((await board(c, { keyword: 'BD_DA' })).records.map((r) => r.username)).toEqual(['bd_dan']);
      const p2 = await board(c, { limit: 2, currentPage: 2 });
      expect(p2).toMatchObject({ total: 6, current: 2, size: 2, pages: 3 });
      expect(byName(p2.records)).toEqual([
        ['bd_eve', -1],
        ['bd_cid', 3],
      ]);
      // limit < 1 → the default page size (HOJ's 50), page < 1 → 1, as every list of the site
      for (const limit of [0, -1])
        expect(await board(c, { limit, currentPage: 0 })).toMatchObject({ size: 50, current: 1, total: 6 });
    });

    it("pins the caller's row, then followed users, above the first page", async () => {
      const b = await board(c, { concernedList: [u.dan.uid, u.ann.uid] }, u.cid.token);
      expect(b.records.slice(0, 3).map((r) => [r.username, r.isConcerned ?? false])).toEqual([
        ['bd_cid', false],
        ['bd_ann', true],
        ['bd_dan', true],
      ]);
      expect(b.records).toHaveLength(9);
      expect(b.total).toBe(6);
      // Not pinned on later pages.
      const p2 = await board(c, { concernedList: [u.dan.uid], limit: 5, currentPage: 2 }, u.cid.token);
      expect(p2.records.map((r) => r.username)).toEqual(['bd_dan']);
    });

    it('real names go to contest admins only, unless the board shows real names', async () => {
      const realname = (b: { records: Row[] }) => b.records.find((r) => r.username === 'bd_ann').realname;
      await app.ctx.database.db
        .updateTable('user_info')
        .set({ realname: 'Ann Real' })
        .where('uuid', '=', u.ann.uid)
        .execute();
      await touch(c.cid, {}); // profile edits show once the cached order is rebuilt
      expect(realname(await board(c, {}, u.dan.token))).toBeNull();
      expect(realname(await board(c, {}, creator.token))).toBe('Ann Real');
      await touch(c.cid, { rank_show_name: 'realname' });
      const shown = await board(c, { keyword: 'ann real' }, u.dan.token);
      // dan's own row is pinned first; the search finds ann by her real name.
      expect(shown.records.map((r) => [r.username, r.realname])).toEqual([
        ['bd_dan', null],
        ['bd_ann', 'Ann Real'],
      ]);
      await touch(c.cid, { rank_show_name: 'username' });
    });

    it('awards by proportion and by count go to non-star users with solved > 0, ties split', async () => {
      // 5 non-star participants: 20 % each → floor(1) per tier: ann gold, bob silver (tied with ann),
      // cid bronze; fay (solved) gets nothing left; eve is a star; dan solved nothing.
      const tiers = (g: number, s: number, b: number) => [
        { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: g },
        { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff', num: s },
        { priority: 3, name: 'Bronze', background: '#CD7F32', color: '#fff', num: b },
      ];
      await touch(c.cid, {
        award_type: AwardType.PROPORTION,
        award_config: JSON.stringify(tiers(20, 20, 20)),
      });
      const won = (b: { records: Row[] }) => b.records.map((r) => [r.username, r.awardName]);
      expect(won(await board(c))).toEqual([
        ['bd_ann', 'Gold'],
        ['bd_bob', 'Silver'],
        ['bd_eve', null],
        ['bd_cid', 'Bronze'],
        ['bd_fay', null],
        ['bd_dan', null],
      ]);
      // By count: 2 gold, 0 silver (skipped), 5 bronze → ann, bob gold; cid, fay bronze; dan none (0 solved).
      await touch(c.cid, { award_type: AwardType.NUMBER, award_config: JSON.stringify(tiers(2, 0, 5)) });
      const b = await board(c);
      expect(won(b)).toEqual([
        ['bd_ann', 'Gold'],
        ['bd_bob', 'Gold'],
        ['bd_eve', null],
        ['bd_cid', 'Bronze'],
        ['bd_fay', 'Bronze'],
        ['bd_dan', null],
      ]);
      expect(b.records[0]).toMatchObject({
        isWinAward: true,
        awardBackground: '#e6bf25',
        awardColor: '#fff',
      });
      await touch(c.cid, { award_type: AwardType.NONE, award_config: null });
    });

    it('a rejudge moves the board, and the cells equal a rebuild from the records', async () => {
      // dan's second WA@55 becomes an AC: 1 solved, 3300 + 1200 = 4500 s → behind fay (3000).
      const s = await app.ctx.database.db
        .selectFrom('judge')
        .select(['submit_id'])
        .where('uid', '=', u.dan.uid)
        .orderBy('submit_id', 'desc')
        .executeTakeFirstOrThrow();
      const reset = await resetForRejudge(app.ctx.database, s.submit_id);
      await verdictFor(app, s.submit_id, reset!.version, AC);
      // The same verdict again (a job that ran twice): not applied twice.
      await expect(verdictFor(app, s.submit_id, reset!.version, AC)).rejects.toThrow();
      const b = await board(c);
      expect(b.records.find((r) => r.username === 'bd_dan')).toMatchObject({
        ac: 1,
        totalTime: 4500,
        rank: 5,
      });
      // ann's A AC cancelled by hand: ann falls to 1 solved (B: 2400 s), A shows 2 counted tries? no:
      // a cancel is never penalised, so A has errorNum 1 (the WA@10) and WA@30 now counts too → 2.
      const annAc = await app.ctx.database.db
        .selectFrom('judge')
        .select(['submit_id', 'version'])
        .where('uid', '=', u.ann.uid)
        .where('display_pid', '=', 'A')
        .where('status', '=', JudgeStatus.ACCEPTED)
        .executeTakeFirstOrThrow();
      await setManualVerdict(app.ctx.database, annAc.submit_id, annAc.version, {
        status: JudgeStatus.CANCELLED,
        judger: 'root',
      });
      const after = await board(c);
      expect(after.records.find((r) => r.username === 'bd_ann')).toMatchObject({
        ac: 1,
        totalTime: 2400,
        submissionInfo: { A: { errorNum: 2 } },
      });
      // First blood of A is now bob and cid only.
      expect(after.records.find((r) => r.username === 'bd_bob').submissionInfo.A.isFirstAC).toBe(true);
      const cells = async () =>
        (
          await app.ctx.database.db
            .selectFrom('contest_board_cell')
            .selectAll()
            .where('cid', '=', c.cid)
            .execute()
        )
          .map((x) => JSON.stringify(x))
          .sort();
      const incremental = await cells();
      await rebuildContestBoard(app.ctx.database, c.cid);
      expect(await cells()).toEqual(incremental);
      expect(incremental.length).toBeGreaterThan(5);
    });

    it('refuses anonymous callers and unregistered users of private contests', async () => {
      expect((await rank(undefined, { cid: c.cid })).status).toBe(401);
      const priv = await createBoardContest(app, creator, { auth: ContestAuth.PRIVATE });
      const r = await rank(u.gus.token, { cid: priv.cid });
      expect(r.status).toBe(403);
      expect((await rank(u.gus.token, { cid: 999999 })).status).toBe(404);
      // Its creator (a contest admin) may.
      expect((await rank(creator.token, { cid: priv.cid })).status).toBe(200);
    });
  });

  // ---- seal ------------------------------------------------------------------------------------------
  describe('seal', () => {
    let c: BoardContest;
    it('builds a sealed running contest', async () => {
      // Started 150 min ago, 180 min long, sealed for the last 60 min (from minute 120).
      c = await createBoardContest(app, creator, {
        startInMinutes: -150,
        lengthMinutes: 180,
        sealMinutesBeforeEnd: 60,
        openRank: true,
      });
      await submitAt(app, c, u.ann, 'B', 30, AC);
      await submitAt(app, c, u.ann, 'A', 100, WA);
      await submitAt(app, c, u.ann, 'A', 130, AC); // during the seal
      await submitAt(app, c, u.bob, 'A', 125, AC); // during the seal
      await submitAt(app, c, u.cid, 'A', 135, null); // during the seal, still judging
    });

    it('participants and the outside board see tries without results after the seal time', async () => {
      const sealedRows = (b: { records: Row[] }) =>
        b.records.map((r) => [r.username, r.ac, r.totalTime, r.submissionInfo]);
      const expected = [
        [
          'bd_ann',
          1,
          1800,
          { B: { errorNum: 0, isAC: true, ACTime: 1800, isFirstAC: true }, A: { errorNum: 1, tryNum: 1 } },
        ],
        ['bd_bob', 0, 0, { A: { errorNum: 0, tryNum: 1 } }],
        ['bd_cid', 0, 0, { A: { errorNum: 0, tryNum: 1 } }],
      ];
      const asDan = await board(c, {}, u.dan.token);
      expect(sealedRows(asDan)).toEqual(expected);
      const outside = await call(app, 'POST', OUTSIDE, { cid: c.cid, currentPage: 1, limit: 30 });
      expect(outside.status).toBe(200);
      expect(sealedRows(outside.body.data)).toEqual(expected);
      // A participant's own sealed AC is not on the board either (the board is one for all).
      const asAnn = await board(c, {}, u.ann.token);
      expect(asAnn.records[0]).toMatchObject({ username: 'bd_ann', ac: 1 });
    });

    it('admins see the sealed board unless they force a refresh; forcing is theirs only', async () => {
      expect((await board(c, {}, creator.token)).records.find((r) => r.username === 'bd_ann').ac).toBe(1);
      const live = await board(c, { forceRefresh: true }, creator.token);
      // ann: B 1800 + A 7800 + 1200 = 10800; bob: A 7500.
      expect(live.records.map((r) => [r.username, r.ac, r.totalTime, r.rank])).toEqual([
        ['bd_ann', 2, 10800, 1],
        ['bd_bob', 1, 7500, 2],
        ['bd_cid', 0, 0, 3],
      ]);
      expect(live.records[1].submissionInfo.A).toEqual({
        errorNum: 0,
        isAC: true,
        ACTime: 7500,
        isFirstAC: true,
      });
      const asDan = await board(c, { forceRefresh: true }, u.dan.token);
      expect(asDan.records.find((r) => r.username === 'bd_ann').ac).toBe(1);
      const outside = await call(
        app,
        'POST',
        OUTSIDE,
        { cid: c.cid, forceRefresh: true },
        { token: creator.token },
      );
      expect(outside.body.data.records.find((r: Row) => r.username === 'bd_ann').ac).toBe(1);
    });

    it('unseals at the end, unless automatic unsealing is off', async () => {
      // The same submissions, the contest ended 10 minutes ago.
      await touch(c.cid, {
        start_time: new Date(c.start.getTime() - 40 * 60_000).toISOString(),
        end_time: new Date(c.end.getTime() - 40 * 60_000).toISOString(),
        seal_rank_time: new Date(c.end.getTime() - 100 * 60_000).toISOString(),
      });
      // Submissions keep their clock time, so relative to the new start (40 min earlier) ann has B@70
      // and A WA@140, AC@170; bob A@165; cid pending @175 (the seal is from 120): unsealed,
      // ann: B 4200 + A 10200 + 1200 = 15600; bob: A 9900.
      const b = await board(c, {}, u.dan.token);
      expect(b.records.map((r) => [r.username, r.ac, r.totalTime])).toEqual([
        ['bd_ann', 2, 15600],
        ['bd_bob', 1, 9900],
        ['bd_cid', 0, 0],
      ]);
      await touch(c.cid, { auto_real_rank: app.ctx.database.cols.bool(false) });
      const sealed = await board(c, {}, u.dan.token);
      expect(sealed.records.map((r) => [r.username, r.ac])).toEqual([
        ['bd_ann', 1],
        ['bd_bob', 0],
        ['bd_cid', 0],
      ]);
    });
  });

  // ---- after the end ------------------------------------------------------------------------------------
  describe('submissions after the end', () => {
    it('count only when the contest takes them and the caller asks (containsEnd)', async () => {
      const c = await createBoardContest(app, creator, {
        startInMinutes: -200,
        lengthMinutes: 120,
        allowEndSubmit: true,
      });
      await submitAt(app, c, u.ann, 'A', 30, AC);
      await submitAt(app, c, u.bob, 'A', 150, AC); // 30 min after the end
      const plain = await board(c, {}, u.dan.token);
      expect(plain.records.map((r) => [r.username, r.ac])).toEqual([['bd_ann', 1]]);
      const withEnd = await board(c, { containsEnd: true }, u.dan.token);
      expect(withEnd.records.map((r) => [r.username, r.ac, r.rank])).toEqual([
        ['bd_ann', 1, 1],
        ['bd_bob', 1, 2],
      ]);
      expect(withEnd.records[1].submissionInfo.A).toEqual({
        errorNum: 0,
        isAC: true,
        ACTime: 9000,
        isFirstAC: false,
        isAfterContest: true,
      });
      await touch(c.cid, { allow_end_submit: app.ctx.database.cols.bool(false) });
      expect((await board(c, { containsEnd: true }, u.dan.token)).records).toHaveLength(1);
    });
  });

  // ---- OI --------------------------------------------------------------------------------------------------
  describe('OI ranking', () => {
    it('Recent vs Highest, then the time tie-break; equal pairs share the rank', async () => {
      const c = await createBoardContest(app, creator, {
        type: ContestType.OI,
        problems: { A: 'P1001', B: 'P1004' },
      });
      const PA = JudgeStatus.PARTIAL_ACCEPTED;
      // ann: A 100 (AC, 50 ms) @10, then 40 @20; B 60 @15
      await submitAt(app, c, u.ann, 'A', 10, { status: JudgeStatus.ACCEPTED, score: 100, time: 50 });
      await submitAt(app, c, u.ann, 'A', 20, { status: PA, score: 40, time: 20 });
      await submitAt(app, c, u.ann, 'B', 15, { status: PA, score: 60, time: 20 });
      // bob and cid: A 100 (AC, 30 ms)
      await submitAt(app, c, u.bob, 'A', 5, { status: JudgeStatus.ACCEPTED, score: 100, time: 30 });
      await submitAt(app, c, u.cid, 'A', 6, { status: JudgeStatus.ACCEPTED, score: 100, time: 30 });
      // Recent: ann 40 + 60 = 100, bob 100 (30), cid 100 (30). The time tie-break sums the problems
      // the board counts as solved: ann's counted A is her later 40, so her earlier AC's 50 ms no longer
      // counts (HOJ reads only the counted submission) and her time is 0 → ann 1, bob 2, cid 2.
      const recent = await board(c, {}, u.dan.token);
      expect(recent.records.map((r) => [r.username, r.totalScore, r.totalTime, r.rank])).toEqual([
        ['bd_ann', 100, 0, 1],
        ['bd_bob', 100, 30, 2],
        ['bd_cid', 100, 30, 2],
      ]);
      expect(recent.records[0]).toMatchObject({ submissionInfo: { A: 40, B: 60 } });
      expect(recent.records[0].timeInfo).toEqual({});
      expect(recent.records[1].timeInfo).toEqual({ A: 30 });
      // Highest: ann 100 + 60 = 160 → 1; bob, cid 2
      await touch(c.cid, { oi_rank_score_type: 'Highest' });
      const highest = await board(c, {}, u.dan.token);
      expect(highest.records.map((r) => [r.username, r.totalScore, r.rank])).toEqual([
        ['bd_ann', 160, 1],
        ['bd_bob', 100, 2],
        ['bd_cid', 100, 2],
      ]);
    });
  });

  // ---- outside board ------------------------------------------------------------------------------------------
  describe('outside board', () => {
    it('is open without a sign-in when the contest opens it and has started; refused otherwise', async () => {
      const open = await createBoardContest(app, creator, {
        openRank: true,
        problems: { A: 'P1000', B: 'P1002' },
      });
      await submitAt(app, open, u.ann, 'A', 3, AC);
      const info = await call(app, 'GET', `/api/get-contest-outsize-info?cid=${open.cid}`);
      expect(info.status).toBe(200);
      expect(info.body.data.contest).toMatchObject({ id: open.cid, status: 0, openRank: true, type: 0 });
      expect(info.body.data.contest).not.toHaveProperty('uid');
      expect(info.body.data.problemList.map((p: Row) => p.displayId)).toEqual(['A', 'B']);
      const b = await call(app, 'POST', OUTSIDE, { cid: open.cid });
      expect(b.status).toBe(200);
      expect(b.body.data.records.map((r: Row) => [r.username, r.ac])).toEqual([['bd_ann', 1]]);
      // Form-encoded, as HOJ's client may send it.
      const form = await app.inject({
        method: 'POST',
        url: OUTSIDE,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `cid=${open.cid}&currentPage=1&limit=10&removeStar=false`,
      });
      expect(form.statusCode).toBe(200);

      const closed = await createBoardContest(app, creator, { openRank: false });
      expect((await call(app, 'GET', `/api/get-contest-outsize-info?cid=${closed.cid}`)).status).toBe(403);
      const refused = await call(app, 'POST', OUTSIDE, { cid: closed.cid });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toMatch(/外榜|outside scoreboard/i);
      const scheduled = await createBoardContest(app, creator, { openRank: true, startInMinutes: 60 });
      expect((await call(app, 'POST', OUTSIDE, { cid: scheduled.cid })).status).toBe(403);
      expect((await call(app, 'GET', `/api/get-contest-outsize-info?cid=${scheduled.cid}`)).status).toBe(403);
      // The live stream follows the same rule.
      expect((await call(app, 'GET', `/api/contest-board-events?cid=${closed.cid}`)).status).toBe(401);
    });
  });
});
