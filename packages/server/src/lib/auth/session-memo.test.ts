// The session memo of authentication (lib/auth/index.ts): a signed-in user's row and revocation are
// read once between writes, and every change the app makes to them counts on the next call.
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import SQLite from 'better-sqlite3';
import { appVariants } from '../../../test/helpers/accounts.js';
import { rootToken, useApp, userOfRole } from '../../../test/fixtures/index.js';
import { call, EN } from '../../../test/helpers/app.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

for (const v of appVariants()) {
  describe(`session memo (${v.name})`, () => {
    const app = useApp(v);
    afterAll(() => v.target.cleanup());
    const me = (token: string) =>
      call(app(), 'GET', '/api/get-user-auth-info', undefined, { token, headers: EN });

    it('a role given or taken counts on the very next call', async () => {
      const u = await userOfRole(app());
      const root = await rootToken(app());
      const admin = '/api/admin/user/get-user-list?currentPage=1&limit=5';
      expect((await call(app(), 'GET', admin, undefined, { token: u.token })).status).toBe(403);
      const base = { uid: u.uid, username: u.username, email: u.email, status: 0 };
      expect(
        (await call(app(), 'PUT', '/api/admin/user/edit-user', { ...base, type: 1000 }, { token: root }))
          .status,
      ).toBe(200);
      expect((await call(app(), 'GET', admin, undefined, { token: u.token })).status).toBe(200);
      expect(
        (await call(app(), 'PUT', '/api/admin/user/edit-user', { ...base, type: 1002 }, { token: root }))
          .status,
      ).toBe(200);
      expect((await call(app(), 'GET', admin, undefined, { token: u.token })).status).toBe(403);
    });

    it('a logout ends the token on the very next call, after calls that kept the session', async () => {
      const u = await userOfRole(app());
      for (let i = 0; i < 3; i++) expect((await me(u.token)).status).toBe(200);
      expect((await call(app(), 'GET', '/api/logout', undefined, { token: u.token })).status).toBe(200);
      expect((await me(u.token)).status).toBe(401);
    });

    it.skipIf(v.name !== 'sqlite')('a change made outside the app counts within a second', async () => {
      const u = await userOfRole(app());
      expect((await me(u.token)).status).toBe(200);
      const before = app().ctx.changes.generation();
      const other = new SQLite(path.join(app().ctx.config.dataDir, 'judge.db'));
      try {
        other.prepare('update user_info set status = 1 where uuid = ?').run(u.uid);
      } finally {
        other.close();
      }
      // Kept while the app has not written since (its judge's heartbeat, every 10 s, is a write).
      const kept = await me(u.token);
      if (app().ctx.changes.generation() === before) expect(kept.status).toBe(200);
      await sleep(1100);
      const banned = await me(u.token);
      expect(banned.status).toBe(401);
      expect(banned.body.msg).toBe('This account has been banned. Please contact an administrator.');
    });
  });
}
