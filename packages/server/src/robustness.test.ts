// Hostile or malformed input gets a clear 4xx envelope and never takes the process down.
import { describe, expect, it } from 'vitest';
import { dbTargets } from '../test/helpers/targets.js';
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
