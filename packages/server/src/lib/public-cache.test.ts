// The anonymous answer cache of the busiest reads (lib/public-cache.ts): what is kept, for whom,
// and what makes it forget — on the real app over each database, and on a bare Fastify for its
// bounds and for two servers joined through Redis.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import SQLite from 'better-sqlite3';
import pg from 'pg';
import { Redis } from 'ioredis';
import { dbVariants } from '../../test/helpers/accounts.js';
import {
  useApp,
  userOfRole,
  problemWithCases,
  rootToken,
  submissionWithVerdict,
} from '../../test/fixtures/index.js';
import { call, EN, ZH } from '../../test/helpers/app.js';
import { redisOverrides } from '../../test/helpers/targets.js';
import type { BuiltApp } from '../app.js';
import { registerRequestContext } from './http.js';
import { PUBLIC_CACHE, registerPublicCache } from './public-cache.js';
import { CHANGED, changeClock } from './change-clock.js';
import { fanout } from './fanout.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A write the app does not see: another connection to the same database, as another program's. */
async function writeOutside(app: BuiltApp, text: string, params: unknown[]) {
  const { config } = app.ctx;
  if (!config.databaseUrl) {
    const other = new SQLite(path.join(config.dataDir, 'judge.db'));
    try {
      other.prepare(text).run(...params);
    } finally {
      other.close();
    }
    return;
  }
  const client = new pg.Client({ connectionString: config.databaseUrl });
  await client.connect();
  try {
    await client.query(`set search_path to "${config.databaseSchema}"`);
    await client.query(
      text.replace(/\?/g, (_, i: number) => `$${text.slice(0, i).split('?').length}`),
      params,
    );
  } finally {
    await client.end();
  }
}

const TTL = 400;

for (const v of dbVariants()) {
  describe(`anonymous answer cache (${v.name})`, () => {
    const app = useApp({ ...v, extra: { ...v.extra, publicCacheTtlMs: TTL } });
    afterAll(() => v.target.cleanup());

    const titleIn = async (url: string, token?: string, headers = EN) => {
      const r = await call(app(), 'GET', url, undefined, { token, headers });
      expect(r.status).toBe(200);
      return JSON.stringify(r.body.data);
    };

    it('keeps the problem list, a statement and the status page for anonymous callers until the TTL', async () => {
      const pid = await problemWithCases(app(), 'PC1', { title: 'Before' });
      const user = await userOfRole(app());
      await submissionWithVerdict(app(), user, pid);
      const urls = [
        '/api/get-problem-list?currentPage=1&limit=15&keyword=PC1',
        '/api/get-problem-detail?problemId=PC1',
        '/api/get-submission-list?currentPage=1&limit=15&problemID=PC1&completeProblemID=true',
      ];
      for (const u of urls) expect(await titleIn(u)).toContain('Before');

      const before = app().ctx.changes.generation();
      await writeOutside(app(), 'update problem set title = ? where id = ?', ['Outside', pid]);
      // Anonymous: the kept answer while the app has not written (its judge's heartbeat, every
      // 10 s, is a write).
      const kept = await Promise.all(urls.map((u) => titleIn(u)));
      if (app().ctx.changes.generation() === before) for (const k of kept) expect(k).toContain('Before');
      // Signed in: never from the cache.
      for (const u of urls) expect(await titleIn(u, user.token)).toContain('Outside');
      // The other language was never asked: read fresh.
      expect(await titleIn(urls[0], undefined, ZH)).toContain('Outside');

      await sleep(TTL + 50);
      for (const u of urls) expect(await titleIn(u)).toContain('Outside');
    });

    it('forgets everything at the first write of the app (a statement of a fixture, an API call)', async () => {
      const pid = await problemWithCases(app(), 'PC2', { title: 'First' });
      const url = '/api/get-problem-detail?problemId=PC2';
      expect(await titleIn(url)).toContain('First');
      const before = app().ctx.changes.generation();
      await writeOutside(app(), 'update problem set title = ? where id = ?', ['Second', pid]);
      const kept = await titleIn(url);
      if (app().ctx.changes.generation() === before) expect(kept).toContain('First');
      // Any statement of the app that changes rows: here a user's registration.
      await userOfRole(app());
      expect(await titleIn(url)).toContain('Second');

      // Through the API: a problem made private leaves the anonymous list and statement at once.
      const list = '/api/get-problem-list?currentPage=1&limit=15&keyword=PC2';
      expect(await titleIn(list)).toContain('Second');
      const token = await rootToken(app());
      const hide = await call(
        app(),
        'PUT',
        '/api/admin/problem/change-problem-auth',
        { id: pid, auth: 2 },
        { token },
      );
      expect(hide.status).toBe(200);
      expect(await titleIn(list)).not.toContain('Second');
      expect((await call(app(), 'GET', url)).status).not.toBe(200);
    });

    it('does not keep refusals, and a bad token on an open call is an anonymous caller', async () => {
      const missing = await call(app(), 'GET', '/api/get-problem-detail?problemId=NOPE');
      expect(missing.status).not.toBe(200);
      await problemWithCases(app(), 'NOPE', { title: 'Now here' });
      const found = await call(app(), 'GET', '/api/get-problem-detail?problemId=NOPE');
      expect(found.status).toBe(200);
      expect(found.body.data.problem.title).toBe('Now here');
      const bad = await call(app(), 'GET', '/api/get-problem-detail?problemId=NOPE', undefined, {
        token: 'not-a-token',
      });
      expect(bad.status).toBe(200);
      expect(bad.body.data.problem.title).toBe('Now here');
    });
  });
}

/** A bare server with one cached route answering a counter, as the app registers it. */
async function bareServer(o: {
  maxEntries?: number;
  maxAnswerChars?: number;
  changes?: ReturnType<typeof fanout>;
}) {
  const app = Fastify();
  registerRequestContext(app);
  let listener: (() => void) | null = null;
  let served = 0;
  app.addHook('onRequest', async (req) => {
    if (req.headers.authorization) req.user = { uid: 'u' } as never;
  });
  const clock = changeClock({
    changes: o.changes,
    onWrite: (fn) => {
      listener = fn;
      return () => (listener = null);
    },
  });
  app.addHook('onClose', async () => clock.close());
  const cache = registerPublicCache(app, { ttlMs: 60_000, ...o, clock });
  app.get('/n', { config: PUBLIC_CACHE }, async (req) => {
    served++;
    return { n: served, pad: 'x'.repeat(Number((req.query as { pad?: string }).pad ?? 0)) };
  });
  app.post('/w', async () => ({ ok: true }));
  app.get('/plain', async () => ({ n: ++served }));
  await app.ready();
  const get = async (url: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url, headers })).json().n as number;
  return { app, cache, get, write: () => listener?.(), served: () => served };
}

describe('anonymous answer cache: bounds', () => {
  it('answers again from the cache, per language and URL, never for a user or an unmarked route', async () => {
    const s = await bareServer({});
    try {
      const first = await s.get('/n?a=1');
      expect(await s.get('/n?a=1')).toBe(first);
      // The default language is zh-CN: an English caller has its own copy.
      expect(await s.get('/n?a=1', { 'accept-language': 'en-US' })).not.toBe(first);
      expect(await s.get('/n?a=1', { 'accept-language': 'zh-CN' })).toBe(first);
      expect(await s.get('/n?a=2')).not.toBe(first);
      expect(await s.get('/n?a=1', { authorization: 't' })).toBe(s.served());
      expect(await s.get('/plain')).not.toBe(await s.get('/plain'));
      s.write();
      expect(await s.get('/n?a=1')).toBe(s.served());
      expect(s.cache.stats.hits).toBe(2);
    } finally {
      await s.app.close();
    }
  });

  it('holds at most maxEntries answers (least recently used dropped) and none over maxAnswerChars', async () => {
    const s = await bareServer({ maxEntries: 3, maxAnswerChars: 200 });
    try {
      for (let i = 0; i < 10; i++) await s.get(`/n?i=${i}`);
      expect(s.cache.size()).toBe(3);
      const kept = await s.get('/n?i=9');
      expect(await s.get('/n?i=9')).toBe(kept);
      const before = s.served();
      await s.get('/n?i=0'); // dropped long ago: served again
      expect(s.served()).toBe(before + 1);
      const big = await s.get('/n?pad=500');
      expect(await s.get('/n?pad=500')).not.toBe(big);
    } finally {
      await s.app.close();
    }
  });

  it('an answer read before a write is not kept after it', async () => {
    const app = Fastify();
    registerRequestContext(app);
    let listener: () => void = () => {};
    const clock = changeClock({
      onWrite: (fn) => {
        listener = fn;
        return () => {};
      },
    });
    registerPublicCache(app, { ttlMs: 60_000, clock });
    let n = 0;
    app.get('/slow', { config: PUBLIC_CACHE }, async () => {
      const mine = ++n;
      listener(); // a write lands while this answer is being built from older rows
      return { n: mine };
    });
    await app.ready();
    try {
      expect((await app.inject('/slow')).json().n).toBe(1);
      expect((await app.inject('/slow')).json().n).toBe(2);
    } finally {
      await app.close();
    }
  });

  const redis = redisOverrides();
  it.skipIf(!redis)('a write on one server makes the other forget (scaled mode, through Redis)', async () => {
    const channel = `${redis!.redisKeyPrefix}changes`;
    const clients = [new Redis(redis!.redisUrl!), new Redis(redis!.redisUrl!)];
    const fans = clients.map((c) => fanout({ redis: c, channel }));
    const [a, b] = await Promise.all(fans.map((changes) => bareServer({ changes })));
    try {
      await sleep(200); // both subscribed
      const kept = await b.get('/n');
      expect(await b.get('/n')).toBe(kept);
      a.write();
      let fresh = kept;
      for (let i = 0; i < 40 && fresh === kept; i++) {
        await sleep(25);
        fresh = await b.get('/n');
      }
      expect(fresh).not.toBe(kept);
      expect(CHANGED).toBe('changed');
    } finally {
      await a.app.close();
      await b.app.close();
      for (const f of fans) await f.close();
      for (const c of clients) c.disconnect();
    }
  });
});
