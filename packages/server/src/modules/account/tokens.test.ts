// Token lifetime under a short TTL: refresh header past half-life, expiry, and the refreshed token works.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeApp } from '../../../test/helpers/app.js';
import { ROOT_PASSWORD, appVariants, loginToken } from '../../../test/helpers/accounts.js';
import type { BuiltApp } from '../../app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const v of appVariants()) {
  describe(`token refresh [${v.name}]`, () => {
    let app: BuiltApp;
    beforeAll(async () => {
      app = await makeApp(
        await v.target.makeConfig({ rootPassword: ROOT_PASSWORD, tokenTtlSeconds: 4, ...v.extra }),
      );
    });
    afterAll(async () => {
      await app?.close();
      await v.target.cleanup();
    });

    it('no refresh before half-life; Authorization + Refresh-Token: true after; expired token → 401', async () => {
      const token = await loginToken(app, 'root', ROOT_PASSWORD);
      const early = await call(app, 'GET', '/api/get-user-auth-info', undefined, { token });
      expect(early.status).toBe(200);
      expect(early.headers['refresh-token']).toBeUndefined();
      await sleep(2100);
      const late = await call(app, 'GET', '/api/get-user-auth-info', undefined, { token });
      expect(late.status).toBe(200);
      expect(late.headers['refresh-token']).toBe('true');
      const fresh = String(late.headers.authorization);
      expect(fresh).not.toBe(token);
      // anonymous-allowed calls refresh a valid token too
      const anon = await call(app, 'GET', '/api/get-website-config', undefined, { token });
      expect(anon.headers['refresh-token']).toBe('true');
      await sleep(2100);
      const expired = await call(app, 'GET', '/api/get-user-auth-info?l=en-US', undefined, { token });
      expect(expired.status).toBe(401);
      expect(expired.body.msg).toBe('Your login has expired, please login again!');
      const still = await call(app, 'GET', '/api/get-user-auth-info', undefined, { token: fresh });
      expect(still.status).toBe(200); // the refreshed token outlives the original one
    });

    it('a token signed with another key is refused', async () => {
      const { tokenService } = await import('../../lib/auth/tokens.js');
      const forged = await tokenService(new Uint8Array(48).fill(7), 60).sign(
        (await app.ctx.database.db.selectFrom('user_info').select('uuid').executeTakeFirstOrThrow()).uuid,
      );
      const r = await call(app, 'GET', '/api/get-user-auth-info?l=en-US', undefined, { token: forged });
      expect(r.status).toBe(401);
      expect(r.body.msg).toBe('Invalid login token, please login again!');
    });
  });
}
