// Structured logs never contain passwords, tokens or secret query values.
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { dbTargets } from '../../test/helpers/targets.js';
import { sanitizeUrl } from './logging.js';

const [target] = dbTargets();

describe('logging', () => {
  afterAll(() => target.cleanup());

  it('sanitizes secret query values', () => {
    expect(sanitizeUrl('/reset-password?username=bob&code=AbC123')).toBe(
      '/reset-password?username=bob&code=***',
    );
    expect(sanitizeUrl('/x?a=1&password=p&token=t')).toBe('/x?a=1&password=***&token=***');
  });

  it('request logs carry method, url, status but no password or token', async () => {
    const lines: string[] = [];
    const app = await buildApp(await target.makeConfig({ rootPassword: 'SecretRoot77', logLevel: 'info' }), {
      logStream: { write: (l) => void lines.push(l) },
    });
    await app.ready();
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'root', password: 'SecretRoot77' },
      });
      const token = String(login.headers.authorization);
      expect(token.length).toBeGreaterThan(20);
      await app.inject({ method: 'GET', url: '/api/get-user-auth-info', headers: { authorization: token } });
      await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: 'root', password: 'WrongPass99' },
      });
      await app.inject({
        method: 'GET',
        url: '/reset-password?username=root&code=TopSecretCode',
        headers: { accept: 'text/html' },
      });
      const all = lines.join('\n');
      expect(all).toContain('"url":"/api/login"');
      expect(all).toContain('"statusCode":200');
      expect(all).toContain('code=***');
      for (const secret of ['SecretRoot77', 'WrongPass99', token, 'TopSecretCode'])
        expect(all).not.toContain(secret);
    } finally {
      await app.close();
    }
  });
});
