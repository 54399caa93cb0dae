// Per-address API rate limit → 429 envelope; in memory by default, in Redis when configured.
import { afterAll, describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { dbTargets, redisOverrides } from '../../test/helpers/targets.js';
import { call, EN, makeApp } from '../../test/helpers/app.js';
import { userOfRole } from '../../test/fixtures/index.js';
import { POSTS_PER_MINUTE } from './posting-limit.js';

const [sqlite] = dbTargets();
const redis = redisOverrides();

describe('API rate limit', () => {
  afterAll(() => sqlite.cleanup());

  const cases: [string, Record<string, unknown>][] = [['memory', {}]];
  if (redis) cases.push(['redis', redis]);

  it('captcha and slide puzzle have their own tighter per-address limits (60 and 30 per minute)', async () => {
    const app = await makeApp(await sqlite.makeConfig({ rateLimitMax: 1000 }));
    try {
      for (let i = 0; i < 60; i++) expect((await call(app, 'GET', '/api/captcha')).status).toBe(200);
      expect((await call(app, 'GET', '/api/captcha')).status).toBe(429);
      for (let i = 0; i < 30; i++)
        expect((await call(app, 'GET', '/api/get-slide-captcha')).status).toBe(200);
      expect((await call(app, 'GET', '/api/get-slide-captcha')).status).toBe(429);
      expect((await call(app, 'GET', '/api/get-website-config')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('posting calls (comment, reply, discussion report) are limited per session, not only per address', async () => {
    const app = await makeApp(await sqlite.makeConfig({ rateLimitMax: 1000 }));
    try {
      const [a, b] = [await userOfRole(app), await userOfRole(app)];
      const report = (token?: string) =>
        call(app, 'POST', '/api/discussion-report', { did: 999_999, content: 'spam' }, { token, headers: EN });
      for (let i = 0; i < POSTS_PER_MINUTE; i++) expect((await report(a.token)).status).not.toBe(429);
      const refused = await report(a.token);
      expect(refused.status).toBe(429);
      expect(refused.body.msg).toMatch(/^Too many requests/);
      // each posting call has its own budget per session (the limiter counts per route)
      const comment = () => call(app, 'POST', '/api/comment', { did: 999_999, content: 'x' }, { token: a.token });
      for (let i = 0; i < POSTS_PER_MINUTE; i++) expect((await comment()).status).not.toBe(429);
      expect((await comment()).status).toBe(429);
      // another session from the same address has its own budget, and reads are not limited by it
      expect((await report(b.token)).status).not.toBe(429);
      expect((await call(app, 'GET', '/api/get-website-config', undefined, { token: a.token })).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  for (const [name, extra] of cases) {
    it(`returns 429 after RATE_LIMIT_MAX calls per window (${name} store)`, async () => {
      const app = await makeApp(
        await sqlite.makeConfig({ rateLimitMax: 3, rateLimitWindowMs: 60_000, ...extra }),
      );
      try {
        for (let i = 0; i < 3; i++)
          expect((await call(app, 'GET', '/api/get-website-config')).status).toBe(200);
        const r = await call(app, 'GET', '/api/get-website-config?l=en-US');
        expect(r.status).toBe(429);
        expect(r.body.status).toBe(429);
        expect(r.body.msg).toMatch(/^Too many requests, please try again in \d+ seconds$/);
        expect(r.body.data).toBeNull();
        // unknown API paths count too, page routes and health do not
        expect((await call(app, 'GET', '/api/nope')).status).toBe(429);
        expect((await call(app, 'GET', '/api/health')).status).toBe(200);
        const page = await app.inject({ method: 'GET', url: '/problem', headers: { accept: 'text/html' } });
        expect(page.statusCode).toBe(404); // no SPA built in this test, but not rate limited
        // another address has its own budget
        const other = await app.inject({
          method: 'GET',
          url: '/api/get-website-config',
          remoteAddress: '10.0.0.9',
        });
        expect(other.statusCode).toBe(200);
        if (name === 'redis') {
          const health = await call(app, 'GET', '/api/health');
          expect(health.body.data.redis).toMatchObject({ ok: true });
          const keys = await app.ctx.redis!.keys(`${redis!.redisKeyPrefix}ratelimit:*`);
          expect(keys.length).toBeGreaterThan(0);
        }
      } finally {
        if (name === 'redis') {
          const c = new Redis(redis!.redisUrl!);
          const keys = await c.keys(`${redis!.redisKeyPrefix}*`);
          if (keys.length) await c.del(...keys);
          c.disconnect();
        }
        await app.close();
      }
    });
  }
});
