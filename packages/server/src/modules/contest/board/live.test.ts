// Live board notices (issue 16 item 4): a verdict applied by the judge results path reaches an open
// board stream (real HTTP socket) within a second, carrying no result; with Redis, a notice raised
// in one server process reaches listeners of another (pub/sub), on SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { JudgeStatus, Role } from '@judge/shared';
import type { BuiltApp } from '../../../app.js';
import { dbTargets, redisOverrides } from '../../../../test/helpers/targets.js';
import { registerUser, setRole } from '../../../../test/helpers/accounts.js';
import { useRootApp, type TestUser } from '../../../../test/fixtures/index.js';
import { boardEvents } from './events.js';
import { createBoardContest, submitAt, type BoardContest } from '../../../../test/fixtures/board.js';
import { openBoardStream } from '../../../../test/helpers/sse.js';

describe.each(dbTargets())('live board notices ($name)', (target) => {
  let app: BuiltApp;
  let base: string;
  let creator: TestUser;
  let ann: TestUser;

  useRootApp({ target }, async (built) => {
    app = built;
    creator = await registerUser(app, 'lv_creator');
    await setRole(app, creator.uid, Role.ADMIN);
    ann = await registerUser(app, 'lv_ann');
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('a verdict reaches an open board within a second, as a notice without results', async () => {
    const c: BoardContest = await createBoardContest(app, creator, { sealMinutesBeforeEnd: 200 });
    const stream = await openBoardStream(base, c.cid, ann.token);
    await stream.next('ready', 2000);
    const submitId = await submitAt(app, c, ann, 'A', 150, null);
    // The new try shows through the watcher (a board version bump) within about a second.
    await stream.next('board', 3000);
    const t0 = performance.now();
    await app.ctx.judge.results.finish(submitId, 0, {
      status: JudgeStatus.ACCEPTED,
      time: 5,
      memory: 1,
      score: null,
      oiRankScore: null,
      errorMessage: null,
    });
    const e = await stream.next('board', 1000);
    expect(e.at - t0).toBeLessThan(1000);
    // Contest id and version only: what changed is read through the checked board call.
    expect(Object.keys(e.data as object).sort()).toEqual(['cid', 'version']);
    expect((e.data as { cid: number }).cid).toBe(c.cid);
    await stream.close();
  });

  it('anonymous streams only for contests that open their outside board', async () => {
    const open = await createBoardContest(app, creator, { openRank: true });
    const s = await openBoardStream(base, open.cid);
    await s.next('ready', 2000);
    await s.close();
    const closed = await createBoardContest(app, creator, { openRank: false });
    expect((await fetch(`${base}/api/contest-board-events?cid=${closed.cid}`)).status).toBe(401);
    const signedIn = await fetch(`${base}/api/contest-board-events?cid=${closed.cid}`, {
      headers: { authorization: ann.token },
    });
    expect(signedIn.status).toBe(200);
    await signedIn.body?.cancel();
  });
});

const redis = redisOverrides();
describe.skipIf(!redis)('board notices across server processes (Redis pub/sub)', () => {
  const target = dbTargets()[0];
  let app: BuiltApp;
  useRootApp({ target }, (built) => {
    app = built;
  });

  it('a change raised in one process reaches listeners of another, without any watcher', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const client = new Redis(redis!.redisUrl!);
    // Two hubs as two server processes have them: each with its own Redis connection.
    const hubA = boardEvents({
      database: app.ctx.database,
      redis: client,
      redisKeyPrefix: prefix,
      watchIntervalMs: 0,
    });
    const clientB = new Redis(redis!.redisUrl!);
    const dropped: number[] = [];
    const hubB = boardEvents({
      database: app.ctx.database,
      redis: clientB,
      redisKeyPrefix: prefix,
      watchIntervalMs: 0,
      onChange: (cid) => dropped.push(cid),
    });
    try {
      const got: unknown[] = [];
      hubB.subscribe(42, (e) => got.push(e));
      const gotA: unknown[] = [];
      hubA.subscribe(42, (e) => gotA.push(e));
      const other: unknown[] = [];
      hubB.subscribe(43, (e) => other.push(e));
      await new Promise((r) => setTimeout(r, 200)); // subscriptions in place
      const t0 = performance.now();
      hubA.changed(42);
      while (got.length === 0 && performance.now() - t0 < 1000) await new Promise((r) => setTimeout(r, 10));
      expect(got).toEqual([{ cid: 42, version: 0 }]);
      expect(performance.now() - t0).toBeLessThan(1000);
      // The cache of the other process dropped the contest; the raising process heard it too.
      expect(dropped).toContain(42);
      await new Promise((r) => setTimeout(r, 100));
      expect(gotA).toHaveLength(1);
      expect(other).toEqual([]);
    } finally {
      await hubA.close();
      await hubB.close();
      client.disconnect();
      clientB.disconnect();
    }
  });
});
