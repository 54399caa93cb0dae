// Hostile or malformed input gets a clear 4xx envelope and never takes the process down.
import { describe, expect, it } from 'vitest';
import { dbTargets, redisOverrides } from '../test/helpers/targets.js';
import { makeApp } from '../test/helpers/app.js';
import type { BuiltApp } from './app.js';
import { useRootApp } from '../test/fixtures/index.js';

const [target] = dbTargets();

describe('robustness', () => {
  let app: BuiltApp;
  let token: string;
  useRootApp({ target }, (built, rootToken) => {
    app = built;
    token = rootToken;
  });

  const cases: [string, () => Promise<{ statusCode: number; body: string }>][] = [
    [
      'prototype pollution JSON',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '{"__proto__":{"x":1},"username":"a","password":"bbbbbb"}',
        }),
    ],
    [
      'JSON array body',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: '[1,2]',
        }),
    ],
    [
      'JSON null body',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          headers: { 'content-type': 'application/json' },
          payload: 'null',
        }),
    ],
    [
      'repeated query parameter',
      () => app.inject({ method: 'GET', url: '/api/get-register-code?email=a@b.co&email=c@d.co' }),
    ],
    [
      'broken multipart',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/file/upload-avatar',
          headers: { authorization: token, 'content-type': 'multipart/form-data; boundary=zzz' },
          payload: '--zzz\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
        }),
    ],
    [
      'multipart without boundary',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/file/upload-avatar',
          headers: { authorization: token, 'content-type': 'multipart/form-data' },
          payload: 'x',
        }),
    ],
    [
      'wrong field types',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: { $gt: '' }, password: ['x'] },
        }),
    ],
    [
      'slideX as a string',
      () =>
        app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: 'root', password: 'whatever1', captchaKey: 'k', slideX: '12' },
        }),
    ],
    [
      'very long token',
      () =>
        app.inject({
          method: 'GET',
          url: '/api/get-user-auth-info',
          headers: { authorization: 'x'.repeat(10000) },
        }),
    ],
    ['unicode junk in path', () => app.inject({ method: 'GET', url: '/api/%E0%A4%A' })],
    [
      'bad percent-encoding in query',
      () => app.inject({ method: 'GET', url: '/api/get-user-home-info?username=%E0%A4%A' }),
    ],
  ];

  for (const [name, run] of cases) {
    it(name, async () => {
      const res = await run();
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, res.body).toBeLessThan(500);
      const body = JSON.parse(res.body);
      expect(body.status).toBe(res.statusCode);
      expect(typeof body.msg).toBe('string');
    });
  }

  it('still serves afterwards', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});

describe('a store away for a moment', () => {
  it('is answered 503 with Retry-After, never 500 (Redis, PostgreSQL and SQLite failures)', async () => {
    const { classifyError } = await import('./lib/error-handler.js');
    const err = (message: string, extra: object = {}) => Object.assign(new Error(message), extra);
    const away = [
      Object.assign(err('Reached the max retries per request limit (which is 2).'), {
        name: 'MaxRetriesPerRequestError',
      }),
      err('Connection is closed.'),
      err('connect ECONNREFUSED 127.0.0.1:6379', { code: 'ECONNREFUSED' }),
      err('terminating connection due to administrator command', { code: '57P01', severity: 'FATAL' }),
      err('connection failure', { code: '08006' }),
      err('timeout exceeded when trying to connect'),
      err('database is locked', { code: 'SQLITE_BUSY' }),
    ];
    for (const e of away)
      expect(classifyError(e, 1), e.message).toMatchObject({ status: 503, key: 'Service_Busy' });
    expect(classifyError(err('boom'), 1).status).toBe(500);
    expect(classifyError(err('dup', { code: '23505', severity: 'ERROR' }), 1).status).toBe(500);
  });

  const redis = redisOverrides();
  it.skipIf(!redis)(
    'a call that needs Redis while it is gone gets 503 and a translated message',
    async () => {
      const app = await makeApp(await target.makeConfig({ ...redis! }));
      try {
        app.ctx.redis!.disconnect();
        const r = await app.inject({
          method: 'GET',
          url: '/api/captcha',
          headers: { 'accept-language': 'en-US' },
        });
        expect(r.statusCode).toBe(503);
        expect(r.headers['retry-after']).toBe('5');
        expect(r.json().msg).toBe(
          'The service is busy or briefly unavailable. Please try again in a few seconds.',
        );
        const zh = await app.inject({
          method: 'GET',
          url: '/api/captcha',
          headers: { 'accept-language': 'zh-CN' },
        });
        expect(zh.json().msg).toBe('服务繁忙或暂时不可用，请几秒后重试。');
      } finally {
        await app.close().catch(() => {});
      }
    },
  );
});
