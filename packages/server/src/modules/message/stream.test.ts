// The user's own event stream (issue 19 item 3 "pushed", issue 20 §2): GET /api/msg/stream sends the
// unread counts at once and again when a comment, reply or like reaches the user, when the back
// office publishes a notice to them, to all or to the admins, and `announcement` when a site
// announcement is published; 401 without a token; only the user's own counts. Messages written
// without a notice (the automatic ones) arrive through the watcher. With Redis, a notice raised on
// one process reaches a stream of another (pub/sub). SQLite, PostgreSQL, SQLite+Redis.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { Role } from '@judge/shared';
import { call } from '../../../test/helpers/app.js';
import { appVariants } from '../../../test/helpers/accounts.js';
import { openSseReader, type SseReader } from '../../../test/helpers/sse.js';
import { rootToken, useApp, userOfRole, type TestUser } from '../../../test/fixtures/index.js';
import { withCommunity } from '../discussion/tables.js';
import { notifyUser } from './notify.js';
import { userEvents } from './live.js';

type Counts = { comment: number; reply: number; like: number; sys: number; mine: number };
const ZERO: Counts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };

for (const v of appVariants()) {
  describe(`message stream [${v.name}]`, () => {
    const app = useApp(v);
    let base: string;
    let root: string;
    let alice: TestUser;
    let bob: TestUser;
    let did: number;
    const open: SseReader[] = [];
    const stream = async (token?: string) => {
      const s = await openSseReader(`${base}/api/msg/stream`, token ? { authorization: token } : {});
      open.push(s);
      return s;
    };
    const api = (method: 'GET' | 'POST' | 'PUT', url: string, body: unknown, token: string) =>
      call(app(), method, url, body, { token });
    /** The next `unread` event (the counts may pass through several values on the way). */
    const until = async (s: SseReader, want: Partial<Counts>, ms = 10_000) => {
      const deadline = Date.now() + ms;
      for (;;) {
        const e = await s.next('unread', Math.max(1, deadline - Date.now()));
        const c = e.data as Counts;
        if (Object.entries(want).every(([k, n]) => c[k as keyof Counts] === n)) return { c, at: e.at };
      }
    };

    beforeAll(async () => {
      base = await app().listen({ port: 0, host: '127.0.0.1' });
      root = await rootToken(app());
      alice = await userOfRole(app());
      bob = await userOfRole(app());
      await app().ctx.siteConfig.setSwitches({
        defaultCreateDiscussionACInitValue: 0,
        defaultCreateCommentACInitValue: 0,
      });
      const cats = (await call(app(), 'GET', '/api/discussion-category')).body.data;
      const r = await api(
        'POST',
        '/api/discussion',
        { title: 'Q', description: 'D', content: 'C', categoryId: cats[0].id },
        alice.token,
      );
      expect(r.status).toBe(200);
      did = Number(
        (
          await withCommunity(app().ctx.database.db)
            .selectFrom('discussion')
            .select('id')
            .orderBy('id', 'desc')
            .executeTakeFirstOrThrow()
        ).id,
      );
    });
    afterAll(async () => {
      for (const s of open) await s.close();
    });

    it('refuses a caller without a valid token (401), and a token in the URL is no token', async () => {
      expect((await stream()).status).toBe(401);
      expect((await stream('Bearer nonsense')).status).toBe(401);
      const inUrl = await openSseReader(`${base}/api/msg/stream?token=${encodeURIComponent(alice.token)}`);
      expect(inUrl.status).toBe(401);
    });

    it('sends the counts at once, then a comment, a reply and a like as they happen, only to their recipient', async () => {
      const a = await stream(alice.token);
      const b = await stream(bob.token);
      expect(a.status).toBe(200);
      expect((await a.next('unread', 10_000)).data).toEqual(ZERO);
      expect((await b.next('unread', 10_000)).data).toEqual(ZERO);

      const t0 = performance.now();
      const c = await api('POST', '/api/comment', { did, content: 'first' }, bob.token);
      expect(c.status).toBe(200);
      const got = await until(a, { comment: 1 });
      // Pushed: well before the watcher's period, let alone the 120 s poll.
      expect(got.at - t0).toBeLessThan(1500);

      const rep = await api(
        'POST',
        '/api/reply',
        { did, reply: { commentId: c.body.data.id, content: 'answer', toUid: bob.uid } },
        alice.token,
      );
      expect(rep.status, JSON.stringify(rep.body)).toBe(200);
      await until(b, { reply: 1 });

      expect(
        (
          await call(app(), 'GET', `/api/discussion-like?did=${did}&toLike=true`, undefined, {
            token: bob.token,
          })
        ).status,
      ).toBe(200);
      await until(a, { comment: 1, like: 1 });
      // Bob's stream never carried Alice's counts.
      expect(
        b.events.filter((e) => e.event === 'unread').every((e) => (e.data as Counts).comment === 0),
      ).toBe(true);
    });

    it('a back-office notice to one user, to all and to the admins raises exactly their counts', async () => {
      const carol = await userOfRole(app());
      const admin = await userOfRole(app(), Role.ADMIN);
      const sc = await stream(carol.token);
      const sa = await stream(admin.token);
      await sc.next('unread', 10_000);
      await sa.next('unread', 10_000);
      const notice = (body: object) => api('POST', '/api/admin/msg/notice', body, root);
      expect(
        (await notice({ title: 'To you', content: 'c', type: 'Single', recipientId: carol.username })).status,
      ).toBe(200);
      await until(sc, { mine: 1 });
      expect((await notice({ title: 'Everyone', content: 'e', type: 'All' })).status).toBe(200);
      await until(sc, { mine: 1, sys: 1 });
      await until(sa, { sys: 1 });
      expect((await notice({ title: 'Admins', content: 'a', type: 'Admin' })).status).toBe(200);
      await until(sa, { sys: 2 });
      // Deleting the notice to Carol takes it from her counts at once.
      const list = await call(app(), 'GET', '/api/admin/msg/notice?type=Single&limit=50', undefined, {
        token: root,
      });
      const mine = list.body.data.records.find((n: { title: string }) => n.title === 'To you');
      expect(
        (await call(app(), 'DELETE', `/api/admin/msg/notice?id=${mine.id}`, undefined, { token: root }))
          .status,
      ).toBe(200);
      await until(sc, { mine: 0, sys: 1 });
      // Carol is no admin: her counts never reach 2 system notices.
      await new Promise((r) => setTimeout(r, 300));
      expect(sc.events.some((e) => e.event === 'unread' && (e.data as Counts).sys > 1)).toBe(false);
    });

    it('a published site announcement is announced to open streams (no content)', async () => {
      const s = await stream(alice.token);
      await s.next('unread', 10_000);
      const r = await api(
        'POST',
        '/api/admin/announcement',
        { title: 'News', content: 'n', status: 0 },
        root,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect((await s.next('announcement', 10_000)).data).toEqual({});
    });

    it('an automatic notice written without a notice of its own arrives through the watcher', async () => {
      const dave = await userOfRole(app());
      const s = await stream(dave.token);
      await s.next('unread', 10_000);
      // let the watcher record dave's first stamp
      await new Promise((r) => setTimeout(r, 3500));
      await notifyUser(app().ctx.database.db, {
        recipientId: dave.uid,
        title: 'Welcome',
        content: 'to the group',
      });
      await until(s, { mine: 1 }, 8000);
    }, 20_000);

    it.skipIf(!v.extra.redisUrl)(
      'with Redis, a notice raised on one process reaches the listeners of another',
      async () => {
        const deps = {
          database: app().ctx.database,
          redisKeyPrefix: `${v.extra.redisKeyPrefix}x:`,
          watchIntervalMs: 0,
        };
        const r1 = new Redis(v.extra.redisUrl!);
        const r2 = new Redis(v.extra.redisUrl!);
        const one = userEvents({ ...deps, redis: r1 });
        const two = userEvents({ ...deps, redis: r2 });
        try {
          const heard: string[] = [];
          two.subscribe('uid-x', (k) => heard.push(k));
          await new Promise((r) => setTimeout(r, 200)); // subscriptions settle
          one.changed('uid-x');
          one.changed('uid-y');
          one.announced();
          const deadline = Date.now() + 10_000;
          while (heard.length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
          expect(heard.sort()).toEqual(['announcement', 'unread']);
        } finally {
          await one.close();
          await two.close();
          r1.disconnect();
          r2.disconnect();
        }
      },
    );
  });
}
