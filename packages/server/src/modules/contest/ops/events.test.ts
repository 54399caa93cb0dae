// The contest admins' notices (issue 17): GET /api/contest-admin-events on a real socket, on SQLite
// and PostgreSQL. A new print, a first AC in the contest time (not a second one, not an admin's) and
// a clarification or its reply each reach an admin of the contest as a notice of the contest id
// only; a participant is refused (403), an anonymous caller must sign in (401); another contest's
// changes do not arrive. With Redis, a notice raised in one server process reaches another.
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { JudgeStatus, Role } from '@judge/shared';
import type { BuiltApp } from '../../../app.js';
import { apiAs } from '../../../../test/helpers/app.js';
import { dbTargets, redisOverrides } from '../../../../test/helpers/targets.js';
import { registerAs, registerUser, setRole } from '../../../../test/helpers/accounts.js';
import { useRootApp, type TestUser } from '../../../../test/fixtures/index.js';
import { openSseReader, type SseReader } from '../../../../test/helpers/sse.js';
import { AC, createBoardContest, submitAt } from '../../../../test/fixtures/board.js';
import { contestAdminEvents } from './events.js';

const TEXT = 'int main() { return 0; } // secret print text that must never travel in a notice!';
const PATH = '/api/contest-admin-events';

/** The admin stream of a contest, as `token` opens it. */
async function openStream(base: string, cid: number, token: string): Promise<SseReader> {
  const s = await openSseReader(`${base}${PATH}?cid=${cid}`, { authorization: token });
  expect(s.status).toBe(200);
  return s;
}

/** No event of this name arrives within `ms`. */
async function quiet(s: SseReader, event: string, ms: number) {
  await expect(s.next(event, ms)).rejects.toThrow(/no .* event/);
}

// Every database, and the last one again in scaled mode (the app's notices through Redis) when set.
const redis = redisOverrides();
const variants = [
  ...dbTargets().map((target) => ({ name: target.name, target, extra: {} })),
  ...(redis ? [{ name: 'redis', target: dbTargets().at(-1)!, extra: redis }] : []),
];

describe.each(variants)('contest admin notices ($name)', ({ target, extra }) => {
  let app: BuiltApp;
  let base: string;
  let root: string;
  let creator: TestUser;
  let ann: TestUser;
  let bob: TestUser;

  useRootApp({ target, extra }, async (built, rootToken) => {
    app = built;
    root = rootToken;
    creator = await registerAs(app, 'an_creator', Role.ADMIN);
    ann = await registerUser(app, 'an_ann');
    bob = await registerUser(app, 'an_bob');
    await app.ctx.siteConfig.setSwitches({ openContestComment: true, defaultCreateCommentACInitValue: 0 });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  const api = apiAs(() => app);

  it('refuses anyone who is no admin of the contest', async () => {
    const c = await createBoardContest(app, creator);
    expect((await fetch(`${base}${PATH}?cid=${c.cid}`)).status).toBe(401);
    const participant = await fetch(`${base}${PATH}?cid=${c.cid}`, { headers: { authorization: ann.token } });
    expect(participant.status).toBe(403);
    expect(participant.headers.get('content-type')).not.toMatch(/event-stream/);
    // Another admin role is no admin of this contest (its creator and root are).
    const other = await registerUser(app, 'an_other_admin');
    await setRole(app, other.uid, Role.ADMIN);
    expect((await fetch(`${base}${PATH}?cid=${c.cid}`, { headers: { authorization: other.token } })).status).toBe(403);
    expect((await fetch(`${base}${PATH}?cid=${c.cid + 10_000}`, { headers: { authorization: root } })).status).toBe(404);
    const s = await openStream(base, c.cid, root);
    await s.next('ready', 2000);
    await s.close();
  });

  it('a new print and a print marked printed reach the admins as the contest id only', async () => {
    const c = await createBoardContest(app, creator);
    const other = await createBoardContest(app, creator);
    const { db, cols } = app.ctx.database;
    await db.updateTable('contest').set({ open_print: cols.bool(true) }).where('id', 'in', [c.cid, other.cid]).execute();
    const s = await openStream(base, c.cid, creator.token);
    await s.next('ready', 2000);
    // Another contest's print is not this contest's news.
    expect((await api('POST', '/api/submit-print-text', bob.token, { cid: other.cid, content: TEXT })).status).toBe(200);
    await quiet(s, 'print', 400);
    expect((await api('POST', '/api/submit-print-text', ann.token, { cid: c.cid, content: TEXT })).status).toBe(200);
    const e = await s.next('print', 2000);
    expect(e.data).toEqual({ cid: c.cid });
    const list = await api('GET', `/api/get-contest-print?cid=${c.cid}`, creator.token);
    const id = list.body.data.records[0].id as number;
    expect((await api('PUT', `/api/check-contest-print-status?id=${id}&cid=${c.cid}`, root)).status).toBe(200);
    expect((await s.next('print', 2000)).data).toEqual({ cid: c.cid });
    // Nothing of the text, the user or the row travels.
    const wire = JSON.stringify(s.events);
    for (const secret of [TEXT.slice(0, 20), 'an_ann', ann.uid]) expect(wire).not.toContain(secret);
    await s.close();
  });

  it('a first AC in the contest time raises acInfo; a second AC, an admin’s AC and a wrong answer do not', async () => {
    const c = await createBoardContest(app, creator);
    const s = await openStream(base, c.cid, root);
    await s.next('ready', 2000);
    const finish = (submitId: number, status: number) =>
      app.ctx.judge.results.finish(submitId, 0, { status, time: 5, memory: 1, score: null, oiRankScore: null, errorMessage: null });
    const wrong = await submitAt(app, c, ann, 'A', 5, null);
    await finish(wrong, JudgeStatus.WRONG_ANSWER);
    await quiet(s, 'acInfo', 400);
    const first = await submitAt(app, c, ann, 'A', 10, null);
    await finish(first, JudgeStatus.ACCEPTED);
    expect((await s.next('acInfo', 2000)).data).toEqual({ cid: c.cid });
    const again = await submitAt(app, c, ann, 'A', 20, null);
    await finish(again, JudgeStatus.ACCEPTED);
    const byCreator = await submitAt(app, c, creator, 'B', 20, null);
    await finish(byCreator, JudgeStatus.ACCEPTED);
    await quiet(s, 'acInfo', 400);
    // Checking a balloon is news for the other balloon runners.
    await submitAt(app, c, bob, 'B', 30, AC);
    const rows = (await api('GET', `/api/get-contest-ac-info?cid=${c.cid}`, root)).body.data.records;
    expect((await api('PUT', '/api/check-contest-ac-info', creator.token, { id: rows[0].id, cid: c.cid, checked: true })).status).toBe(200);
    expect((await s.next('acInfo', 2000)).data).toEqual({ cid: c.cid });
    await s.close();
  });

  it('a clarification and a reply reach the admins, without their text', async () => {
    const c = await createBoardContest(app, creator);
    const s = await openStream(base, c.cid, creator.token);
    await s.next('ready', 2000);
    const q = await api('POST', '/api/comment', ann.token, { cid: c.cid, content: 'Is input A sorted?' });
    expect(q.status, JSON.stringify(q.body)).toBe(200);
    expect((await s.next('clarification', 2000)).data).toEqual({ cid: c.cid });
    const r = await api('POST', '/api/reply', root, { reply: { commentId: q.body.data.id, content: 'Yes, sorted.' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await s.next('clarification', 2000)).data).toEqual({ cid: c.cid });
    expect(JSON.stringify(s.events)).not.toMatch(/sorted/);
    await s.close();
  });
});

describe.skipIf(!redis)('contest admin notices across server processes (Redis pub/sub)', () => {
  const target = dbTargets()[0];
  let app: BuiltApp;
  useRootApp({ target }, (built) => {
    app = built;
  });

  it('a notice raised in one process reaches the admins listening on another', async () => {
    const prefix = `test:${randomBytes(4).toString('hex')}:`;
    const clientA = new Redis(redis!.redisUrl!);
    const clientB = new Redis(redis!.redisUrl!);
    const hubA = contestAdminEvents({ database: app.ctx.database, redis: clientA, redisKeyPrefix: prefix });
    const hubB = contestAdminEvents({ database: app.ctx.database, redis: clientB, redisKeyPrefix: prefix });
    try {
      const got: unknown[] = [];
      const other: unknown[] = [];
      hubB.subscribe(42, (kind, e) => got.push([kind, e]));
      hubB.subscribe(43, (kind, e) => other.push([kind, e]));
      await new Promise((r) => setTimeout(r, 200)); // subscriptions in place
      hubA.notify(42, 'print');
      hubA.notify(42, 'clarification');
      const t0 = performance.now();
      while (got.length < 2 && performance.now() - t0 < 2000) await new Promise((r) => setTimeout(r, 10));
      expect(got).toEqual([
        ['print', { cid: 42 }],
        ['clarification', { cid: 42 }],
      ]);
      expect(other).toEqual([]);
    } finally {
      await hubA.close();
      await hubB.close();
      clientA.disconnect();
      clientB.disconnect();
    }
  });
});
