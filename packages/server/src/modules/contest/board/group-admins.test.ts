// Group contests: whoever is an admin of the contest (site roots, the creator and the group's roots;
// policies/contest.ts `holdsContestAdmin`) tests, never competes, so the board, first blood,
// awards, AC info and the problem statistics leave them out (hoj-behaviour §5.3, §5.5; site.md §6).
// Boards computed by hand in the comments, on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { AwardType, MemberAuth, Role } from '@judge/shared';
import type { BuiltApp } from '../../../app.js';
import { call, type Json } from '../../../../test/helpers/app.js';
import { dbTargets } from '../../../../test/helpers/targets.js';
import { registerUser, setRole } from '../../../../test/helpers/accounts.js';
import { useRootApp, type TestUser, groupMember, groupOf } from '../../../../test/fixtures/index.js';
import { rebuildContestBoard } from './cells.js';
import { AC, WA, createBoardContest, submitAt, type BoardContest } from '../../../../test/fixtures/board.js';

describe.each(dbTargets())('group contest boards leave the contest admins out ($name)', (target) => {
  let app: BuiltApp;
  let root: string;
  /** creator: group admin who made the contest; groot: group root; gadm: another group admin; mem: member */
  const u: Record<string, TestUser> = {};
  let c: BoardContest;

  useRootApp({ target }, async (built, rootToken) => {
    app = built;
    root = rootToken;
    for (const n of ['creator', 'groot', 'gadm', 'mem']) u[n] = await registerUser(app, `ga_${n}`);
    await setRole(app, u.creator.uid, Role.ADMIN);
    const gid = await groupOf(app, u.groot, { name: 'Board group', shortName: 'BGRP', auth: 1 });
    const levels: [TestUser, number][] = [
      [u.groot, MemberAuth.ROOT],
      [u.creator, MemberAuth.ADMIN],
      [u.gadm, MemberAuth.ADMIN],
      [u.mem, MemberAuth.MEMBER],
    ];
    for (const [who, auth] of levels) await groupMember(app, gid, who, auth);
    const tiers = [
      { priority: 1, name: 'Gold', background: '#e6bf25', color: '#fff', num: 1 },
      { priority: 2, name: 'Silver', background: '#b4c0c7', color: '#fff', num: 1 },
    ];
    // Running (started 2 h ago), one gold and one silver award.
    c = await createBoardContest(app, u.creator, { gid, awardType: AwardType.NUMBER, awards: tiers });
    const siteRoot = await app.ctx.database.db
      .selectFrom('user_info')
      .select(['uuid as uid', 'username'])
      .where('username', '=', 'root')
      .executeTakeFirstOrThrow();
    // groot (group root): A AC@5, the earliest AC of A → off the board, not first blood, no award.
    await submitAt(app, c, u.groot, 'A', 5, AC);
    // creator (group admin who made it): A AC@8 → off the board.
    await submitAt(app, c, u.creator, 'A', 8, AC);
    // site root: B AC@1 → off the board; B has no first blood then.
    await submitAt(app, c, siteRoot, 'B', 1, AC);
    // mem: A WA@10 AC@20 → 1 solved, 1200 + 1200 = 2400 s; first blood of A. B WA@25.
    await submitAt(app, c, u.mem, 'A', 10, WA);
    await submitAt(app, c, u.mem, 'A', 20, AC);
    await submitAt(app, c, u.mem, 'B', 25, WA);
    // gadm (group admin, not the creator): manages nothing of this contest (canManageGroupContest),
    // so competes: A AC@50 → 1 solved, 3000 s.
    await submitAt(app, c, u.gadm, 'A', 50, AC);
  });

  const board = async (token: string) => {
    const r = await call(
      app,
      'POST',
      '/api/get-contest-rank',
      { cid: c.cid, currentPage: 1, limit: 30 },
      { token },
    );
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return r.body.data as { records: Json[]; total: number };
  };

  it('ranks the member and the plain group admin only; first blood and awards are theirs', async () => {
    for (const token of [root, u.mem.token]) {
      const b = await board(token);
      // mem's own row is pinned first on their first page, then the full list.
      const list = token === root ? b.records : b.records.slice(1);
      expect(list.map((r) => [r.username, r.rank, r.ac, r.totalTime, r.awardName])).toEqual([
        ['ga_mem', 1, 1, 2400, 'Gold'],
        ['ga_gadm', 2, 1, 3000, 'Silver'],
      ]);
      expect(b.total).toBe(2);
      const mem = list[0].submissionInfo;
      expect(mem.A).toEqual({ errorNum: 1, isAC: true, ACTime: 1200, isFirstAC: true });
      expect(mem.B).toEqual({ errorNum: 1 });
      expect(list[1].submissionInfo.A).toMatchObject({ isAC: true, isFirstAC: false });
    }
  });

  it('a full rebuild of the cells gives the same board', async () => {
    const before = await board(root);
    await rebuildContestBoard(app.ctx.database, c.cid);
    expect((await board(root)).records).toEqual(before.records);
  });

  it('the group root is an admin of the contest: AC info and statistics leave them out too', async () => {
    // AC info (group root asks: a contest admin): first ACs of mem and gadm only; first blood mem.
    const ac = await call(
      app,
      'GET',
      `/api/get-contest-ac-info?cid=${c.cid}&currentPage=1&limit=20`,
      undefined,
      {
        token: u.groot.token,
      },
    );
    expect(ac.status, JSON.stringify(ac.body)).toBe(200);
    const acRows = (ac.body.data as { records: Json[] }).records;
    expect(acRows.map((r) => r.username).sort()).toEqual(['ga_gadm', 'ga_mem']);
    expect(acRows.find((r) => r.username === 'ga_mem')!.firstBlood).toBe(true);
    // Problem statistics: A counts mem WA, mem AC, gadm AC (3, 2 AC); B only mem's WA.
    const p = await call(app, 'GET', `/api/get-contest-problem?cid=${c.cid}`, undefined, { token: root });
    expect(p.status).toBe(200);
    const stats = Object.fromEntries((p.body.data as Json[]).map((r) => [r.displayId, [r.ac, r.total]]));
    expect(stats.A).toEqual([2, 3]);
    expect(stats.B).toEqual([0, 1]);
  });
});
