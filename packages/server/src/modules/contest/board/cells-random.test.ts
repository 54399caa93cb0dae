// The two ways cells are kept agree: the verdict path (one (user, problem) recomputed in the
// verdict's transaction) and a full rebuild of the contest from its records. Random submissions of a sealed ACM and an OI contest — before the start,
// before and during the seal, after the end, several in the same minute (ties broken by submit id),
// some still judging — are recorded through the judge's own writes; then the cells and rank keys
// kept incrementally must equal those of a rebuild, on both databases.
import { describe, expect, it } from 'vitest';
import { ContestType, Role } from '@judge/shared';
import type { BuiltApp } from '../../../app.js';
import { dbTargets } from '../../../../test/helpers/targets.js';
import { registerUser, setRole } from '../../../../test/helpers/accounts.js';
import { useRootApp, type TestUser } from '../../../../test/fixtures/index.js';
import { rebuildContestBoard } from './cells.js';
import { AC, CE, TLE, WA, createBoardContest, submitAt, type BoardContest, type Verdict } from '../../../../test/fixtures/board.js';

/** A small deterministic generator (the same submissions on every run and database). */
function rng(seed: number) {
  let x = seed >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 2 ** 32;
  };
}

describe.each(dbTargets())('board cells: incremental equals rebuild ($name)', (target) => {
  let app: BuiltApp;
  let creator: TestUser;
  const users: TestUser[] = [];

  useRootApp({ target }, async (built) => {
    app = built;
    creator = await registerUser(app, 'cs_creator');
    await setRole(app, creator.uid, Role.ADMIN);
    for (const n of ['a', 'b', 'c', 'd', 'e']) users.push(await registerUser(app, `cs_${n}`));
  });

  const snapshot = async (cid: number) => {
    const { db } = app.ctx.database;
    const rows = async (table: 'contest_board_cell' | 'contest_board_rank') =>
      (await db.selectFrom(table).selectAll().where('cid', '=', cid).execute())
        .map((x) => JSON.stringify(x))
        .sort();
    return { cells: await rows('contest_board_cell'), ranks: await rows('contest_board_rank') };
  };

  const play = async (c: BoardContest, seed: number, verdicts: (Verdict | null)[]) => {
    const next = rng(seed);
    const displays = Object.keys(c.pid);
    for (let i = 0; i < 120; i++) {
      const who = users[Math.floor(next() * users.length)];
      const display = displays[Math.floor(next() * displays.length)];
      // minutes −10 … 80 of a 60-minute contest sealed for its last 20: every segment, and ties
      const minute = Math.floor(next() * 18) * 5 - 10;
      const v = verdicts[Math.floor(next() * verdicts.length)];
      await submitAt(app, c, who, display, minute, v && { ...v, time: v.time ?? Math.floor(next() * 900) });
    }
  };

  it('ACM, sealed, with submissions after the end and some still judging', async () => {
    const c = await createBoardContest(app, creator, {
      startInMinutes: -120,
      lengthMinutes: 60,
      sealMinutesBeforeEnd: 20,
      allowEndSubmit: true,
      problems: { A: 'P1000', B: 'P1001', C: 'P1002' },
    });
    await play(c, 7, [AC, WA, WA, TLE, CE, null]);
    const incremental = await snapshot(c.cid);
    expect(incremental.cells.length).toBeGreaterThan(20);
    expect(incremental.ranks.length).toBe(users.length);
    // Two users per read: PostgreSQL's rebuild reads its records in three runs (`buildPipelined`).
    await rebuildContestBoard(app.ctx.database, c.cid, { usersPerRead: 2 });
    expect(await snapshot(c.cid)).toEqual(incremental);
  }, 120_000);

  it('OI, scores with ties between the latest and the highest', async () => {
    const c = await createBoardContest(app, creator, {
      type: ContestType.OI,
      startInMinutes: -120,
      lengthMinutes: 60,
      sealMinutesBeforeEnd: 20,
      allowEndSubmit: true,
      oiRankScoreType: 'Highest',
      problems: { A: 'P1000', B: 'P1001' },
    });
    await play(c, 11, [
      { ...AC, score: 100 },
      { ...WA, score: 40 },
      { ...WA, score: 0 },
      { ...TLE, score: 70 },
      { ...CE, score: null },
      null,
    ]);
    const incremental = await snapshot(c.cid);
    expect(incremental.cells.length).toBeGreaterThan(10);
    // Two users per read: PostgreSQL's rebuild reads its records in three runs (`buildPipelined`).
    await rebuildContestBoard(app.ctx.database, c.cid, { usersPerRead: 2 });
    expect(await snapshot(c.cid)).toEqual(incremental);
  }, 120_000);
});
