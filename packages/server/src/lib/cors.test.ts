// Cross-origin access only for CORS_ORIGINS; exposed headers as hoj-api-paths §0.
import { afterAll, describe, expect, it } from 'vitest';
import { makeApp } from '../../test/helpers/app.js';
import { dbTargets } from '../../test/helpers/targets.js';

const [target] = dbTargets();

describe('CORS', () => {
  afterAll(() => target.cleanup());

  it('allows listed origins with a preflight and exposes Authorization / Refresh-Token / Url-Type', async () => {
    const app = await makeApp(await target.makeConfig({ corsOrigins: ['https://ui.example.org'] }));
    try {
      const pre = await app.inject({
        method: 'OPTIONS',
        url: '/api/login',
        headers: {
          origin: 'https://ui.example.org',
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type,url-type',
        },
      });
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe('https://ui.example.org');
      expect(String(pre.headers['access-control-allow-headers'])).toMatch(/Authorization.*Url-Type/);
      const get = await app.inject({
        method: 'GET',
        url: '/api/get-website-config',
        headers: { origin: 'https://ui.example.org' },
      });
      expect(get.headers['access-control-allow-origin']).toBe('https://ui.example.org');
      expect(String(get.headers['access-control-expose-headers'])).toBe(
        'Refresh-Token, Authorization, Url-Type, Content-Disposition, Content-Type',
      );
      const other = await app.inject({
        method: 'GET',
        url: '/api/get-website-config',
        headers: { origin: 'https://evil.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await app.close();
    }
  });

  it('same-origin only by default; admin-area 401 asks for the admin account', async () => {
    const app = await makeApp(await target.makeConfig());
    try {
      const get = await app.inject({
        method: 'GET',
        url: '/api/get-website-config',
        headers: { origin: 'https://ui.example.org' },
      });
      expect(get.headers['access-control-allow-origin']).toBeUndefined();
      const admin = await app.inject({ method: 'GET', url: '/api/admin/switch/info?l=en-US' });
      expect(admin.statusCode).toBe(401);
      expect(admin.json().msg).toBe('Please login again with the administrator account!');
      expect(admin.headers['url-type']).toBe('admin');
    } finally {
      await app.close();
    }
  });
});
