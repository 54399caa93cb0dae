// First start creates root (role 1000) and the default config once; later starts change nothing.
import { afterAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../test/helpers/targets.js';
import { makeApp } from '../test/helpers/app.js';
import { passwordHasher } from './lib/password.js';

for (const target of dbTargets()) {
  describe(`first start [${target.name}]`, () => {
    afterAll(() => target.cleanup());

    it('creates root with a generated password once, then is idempotent', async () => {
      const cfg = await target.makeConfig({ rootPassword: undefined });
      const first = await makeApp(cfg);
      expect(first.seedResult?.rootCreated).toBe(true);
      const pw = first.seedResult?.generatedPassword;
      expect(pw).toMatch(/^[A-Za-z0-9]{16}$/);
      expect(first.seedResult?.configSections.sort()).toEqual(['email', 'switch', 'web']);
      const { db } = first.ctx.database;
      const root = await db
        .selectFrom('user_info as u')
        .innerJoin('user_role as r', 'r.uid', 'u.uuid')
        .select(['u.uuid', 'u.password', 'r.role_id', 'u.status'])
        .where('u.username', '=', 'root')
        .executeTakeFirstOrThrow();
      expect(root.role_id).toBe(1000);
      expect(root.status).toBe(0);
      expect(root.password).toMatch(/^\$argon2id\$/);
      expect(await passwordHasher(cfg.argon2).verify(root.password, pw!)).toBe(true);
      await first.ctx.siteConfig.setWeb({ name: 'Changed' });
      await first.close();

      const second = await makeApp({ ...cfg, rootPassword: 'OtherPass123' });
      expect(second.seedResult).toEqual({ rootCreated: false, generatedPassword: null, configSections: [] });
      const rows = await second.ctx.database.db
        .selectFrom('user_info')
        .select(['uuid', 'password'])
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0].password).toBe(root.password); // ROOT_PASSWORD does not overwrite an existing root
      expect((await second.ctx.siteConfig.web()).name).toBe('Changed');
      await second.close();
    });

    it('uses ROOT_PASSWORD when given and prints nothing', async () => {
      const cfg = await target.makeConfig({ rootPassword: 'Secret123' });
      const app = await makeApp(cfg);
      expect(app.seedResult).toMatchObject({ rootCreated: true, generatedPassword: null });
      const row = await app.ctx.database.db
        .selectFrom('user_info')
        .select('password')
        .where('username', '=', 'root')
        .executeTakeFirstOrThrow();
      expect(await app.ctx.hasher.verify(row.password, 'Secret123')).toBe(true);
      await app.close();
    });
  });
}
