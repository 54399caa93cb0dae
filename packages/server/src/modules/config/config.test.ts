// Back-office configuration (issue 20, hoj-api-paths §1.1, §3): who may call what (root; the
// service information for every back-office role), web settings reflected by the public
// get-website-config, the SMTP password never sent back, the test mail, the database and Redis
// settings shown with masked secrets and refused when changed, and the carousel (content-checked
// upload, public list, order, delete).
import { describe, expect, it } from 'vitest';
import { Role } from '@judge/shared';
import { SECRET_MASK } from '@judge/shared/schemas/config';
import { call, EN, type Json } from '../../../test/helpers/app.js';
import { multipart, postFile } from '../../../test/helpers/multipart.js';
import { appVariants } from '../../../test/helpers/accounts.js';
import { useRootSuite, userOfRole } from '../../../test/fixtures/index.js';
import { encodePng } from '../../lib/puzzle.js';
import type { AppContext } from '../../context.js';
import { checkDbAndRedisUnchanged, dbAndRedisInfo } from './system-info.js';

describe('database and Redis settings (unit)', () => {
  const ctx = {
    config: {
      databaseUrl: 'postgres://judge:db-secret@db.internal:5433/oj',
      databaseSchema: 'public',
      redisUrl: 'redis://:redis-secret@cache.internal:6380',
      dataDir: '/srv/data',
    },
  } as unknown as AppContext;

  it('shows where they are and masks the passwords', () => {
    const info = dbAndRedisInfo(ctx);
    expect(info).toEqual({
      dbType: 'postgres',
      dbName: 'oj',
      dbHost: 'db.internal',
      dbPort: 5433,
      dbUsername: 'judge',
      dbPassword: SECRET_MASK,
      dbSchema: 'public',
      redisEnabled: true,
      redisHost: 'cache.internal',
      redisPort: 6380,
      redisPassword: SECRET_MASK,
    });
    expect(JSON.stringify(info)).not.toMatch(/secret/);
  });

  it('accepts the settings in use (masked secrets included) and refuses a change', () => {
    const { dbType: _t, dbSchema: _s, redisEnabled: _r, ...shown } = dbAndRedisInfo(ctx);
    expect(() => checkDbAndRedisUnchanged(ctx, shown)).not.toThrow();
    expect(() => checkDbAndRedisUnchanged(ctx, { ...shown, dbPassword: '' })).not.toThrow();
    expect(() => checkDbAndRedisUnchanged(ctx, { ...shown, dbHost: 'elsewhere' })).toThrow(
      'Db_Config_From_Environment',
    );
    expect(() => checkDbAndRedisUnchanged(ctx, { redisPassword: 'new-one' })).toThrow(
      'Db_Config_From_Environment',
    );
  });
});

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`configuration back office [${v.name}]`, () => {
    const { app, root } = useRootSuite(v);
    const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = root()) =>
      call(app(), method, url, body, { token, headers: EN });
    const upload = (token: string, filename: string, content: Buffer) =>
      postFile(
        app(),
        '/api/file/upload-carouse-img',
        multipart('file', filename, content, {}, 'image/png'),
        token,
        EN,
      );
    const png = () => encodePng(3, 2, new Uint8Array(24).fill(90));

    it('root-only calls refuse admins, problem admins and users; service info is for every back-office role', async () => {
      const rootOnly: ['GET' | 'PUT' | 'POST' | 'DELETE', string, unknown][] = [
        ['GET', '/api/admin/config/get-db-and-redis-config', undefined],
        ['PUT', '/api/admin/config/set-db-and-redis-config', {}],
        ['POST', '/api/admin/config/test-email', { email: 'x@example.com' }],
        ['DELETE', '/api/admin/config/home-carousel?id=1', undefined],
        ['PUT', '/api/admin/config/home-carousel/order', { ids: [1] }],
      ];
      for (const role of [Role.ADMIN, Role.PROBLEM_ADMIN, Role.USER]) {
        const u = await userOfRole(app(), role);
        for (const [m, url, body] of rootOnly) {
          const r = await api(m, url, body, u.token);
          expect(r.status, `${role} ${url}`).toBe(403);
        }
        const up = await upload(u.token, 'a.png', png());
        expect(up.statusCode, `${role} upload`).toBe(403);
        const info = await api('GET', '/api/admin/config/get-service-info', undefined, u.token);
        expect(info.status, `${role} service info`).toBe(role === Role.USER ? 403 : 200);
      }
      const anon = await call(app(), 'GET', '/api/admin/config/get-service-info');
      expect(anon.status).toBe(401);
      // no carousel image came from the refused uploads
      expect((await call(app(), 'GET', '/api/home-carousel')).body.data).toEqual([]);
    });

    it('service information names this server', async () => {
      const r = await api('GET', '/api/admin/config/get-service-info');
      expect(r.status).toBe(200);
      expect(r.body.data.backupCores).toBeGreaterThan(0);
      expect(r.body.data.backupPercentCpuLoad).toMatch(/^\d+\.\d{2}%$/);
      expect(r.body.data.backupPercentMemoryLoad).toMatch(/^\d+\.\d{2}%$/);
      expect(r.body.data.nacos).toMatchObject({
        status: 'UP',
        database: v.target.name,
        queue: 'in-process',
        mail: 'outbox',
      });
      expect(r.body.data.backupService[0].pid).toBe(process.pid);
    });

    it('web settings round-trip and the public site config follows them', async () => {
      const set = await api('PUT', '/api/admin/config/set-web-config', {
        name: 'Campus Judge',
        shortName: 'CJ',
        register: false,
        recordName: 'ICP 123',
      });
      expect(set.status).toBe(200);
      const got = await api('GET', '/api/admin/config/get-web-config');
      expect(got.body.data).toMatchObject({
        name: 'Campus Judge',
        shortName: 'CJ',
        register: false,
        recordName: 'ICP 123',
      });
      const pub = await call(app(), 'GET', '/api/get-website-config');
      expect(pub.body.data).toMatchObject({
        name: 'Campus Judge',
        shortName: 'CJ',
        register: false,
        recordName: 'ICP 123',
      });
      const bad = await api('PUT', '/api/admin/config/set-web-config', { shortName: 'x'.repeat(51) });
      expect(bad.status).toBe(400);
      expect((await api('GET', '/api/admin/config/get-web-config')).body.data.shortName).toBe('CJ');
      await api('PUT', '/api/admin/config/set-web-config', { register: true });
    });

    it('the SMTP password is stored but never sent back; the mask keeps it', async () => {
      const set = await api('PUT', '/api/admin/config/set-email-config', {
        emailHost: '',
        emailPort: 587,
        emailUsername: 'judge@example.com',
        emailPassword: 'smtp-secret',
        emailSsl: false,
      });
      expect(set.status).toBe(200);
      const got = await api('GET', '/api/admin/config/get-email-config');
      expect(got.body.data).toMatchObject({
        emailPort: 587,
        emailUsername: 'judge@example.com',
        emailPassword: SECRET_MASK,
        emailSsl: false,
      });
      expect(JSON.stringify(got.body)).not.toContain('smtp-secret');
      // the form saved unchanged (mask included) keeps the password
      await api('PUT', '/api/admin/config/set-email-config', { ...got.body.data, emailPort: 2525 });
      const stored = await app().ctx.siteConfig.email();
      expect(stored).toMatchObject({ emailPassword: 'smtp-secret', emailPort: 2525 });
      // the public config names the sender, not the password
      const pub = await call(app(), 'GET', '/api/get-website-config');
      expect(pub.body.data.email).toBe('judge@example.com');
      expect(JSON.stringify(pub.body)).not.toContain('smtp-secret');
      // an empty password clears it
      await api('PUT', '/api/admin/config/set-email-config', { emailPassword: '' });
      expect((await api('GET', '/api/admin/config/get-email-config')).body.data.emailPassword).toBe('');
    });

    it('the test mail goes out with the current settings (to the outbox without SMTP)', async () => {
      const r = await api('POST', '/api/admin/config/test-email', { email: 'Probe@Example.com' });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const mail = await app()
        .ctx.database.db.selectFrom('mail_outbox')
        .selectAll()
        .where('to_addr', '=', 'probe@example.com')
        .executeTakeFirst();
      expect(mail?.status).toBe('outbox');
      const bad = await api('POST', '/api/admin/config/test-email', { email: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('The email format is incorrect.');
      // settings that reach no mail server: a 400 with the server's answer, not a 500
      await api('PUT', '/api/admin/config/set-email-config', { emailHost: '127.0.0.1', emailPort: 1, emailUsername: 'a@b.c' });
      const down = await api('POST', '/api/admin/config/test-email', { email: 'probe@example.com' });
      expect([down.status, JSON.stringify(down.body)]).toEqual([400, expect.stringMatching(/ECONNREFUSED|connect/)]);
      await api('PUT', '/api/admin/config/set-email-config', { emailHost: '', emailPort: 465, emailUsername: '' });
    });

    it('database and Redis settings: shown, unchanged saves pass, changes are refused', async () => {
      const r = await api('GET', '/api/admin/config/get-db-and-redis-config');
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        dbType: v.target.name,
        redisEnabled: false,
        redisHost: '',
        redisPassword: '',
      });
      const { dbType: _t, dbSchema: _s, redisEnabled: _r, ...shown } = r.body.data as Json;
      expect((await api('PUT', '/api/admin/config/set-db-and-redis-config', shown)).status).toBe(200);
      const changed = await api('PUT', '/api/admin/config/set-db-and-redis-config', {
        ...shown,
        redisHost: 'other',
      });
      expect(changed.status).toBe(400);
      expect(changed.body.msg).toContain('DATABASE_URL and REDIS_URL');
      expect(changed.body.msg).toContain('redisHost');
      const badPort = await api('PUT', '/api/admin/config/set-db-and-redis-config', { dbPort: 70000 });
      expect(badPort.status).toBe(400);
    });

    it('carousel: images checked by content, listed in order, served, reordered and deleted', async () => {
      const a = await upload(root(), 'a.png', png());
      expect(a.statusCode, a.body).toBe(200);
      const first = a.json().data as { id: number; url: string };
      expect(first.url).toMatch(/^\/api\/public\/file\/[a-f0-9]{32}\.png$/);
      // the name does not decide: a PNG called .txt is an image, text called .png is refused
      const b = await upload(root(), 'photo.txt', png());
      expect(b.statusCode).toBe(200);
      const second = b.json().data as { id: number; url: string };
      const fake = await upload(root(), 'evil.png', Buffer.from('<svg onload="alert(1)"></svg>'));
      expect(fake.statusCode).toBe(400);
      expect(fake.json().msg).toMatch(/^File type not support/);
      const big = await upload(root(), 'big.png', Buffer.concat([png(), Buffer.alloc(2 * 1024 * 1024)]));
      expect(big.statusCode).toBeGreaterThanOrEqual(400);

      const list = await call(app(), 'GET', '/api/home-carousel');
      expect(list.body.data).toEqual([first, second]);
      const served = await app().inject({ method: 'GET', url: first.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(served.rawPayload.subarray(0, 4).toString('latin1')).toBe('\x89PNG');

      const order = await api('PUT', '/api/admin/config/home-carousel/order', { ids: [second.id] });
      expect(order.status).toBe(200);
      expect((await call(app(), 'GET', '/api/home-carousel')).body.data.map((i: Json) => i.id)).toEqual([
        second.id,
        first.id,
      ]);
      const unknown = await api('PUT', '/api/admin/config/home-carousel/order', { ids: [999999] });
      expect(unknown.status).toBe(404);

      const del = await api('DELETE', `/api/admin/config/home-carousel?id=${second.id}`);
      expect(del.status).toBe(200);
      expect((await call(app(), 'GET', '/api/home-carousel')).body.data).toEqual([first]);
      expect((await app().inject({ method: 'GET', url: second.url })).statusCode).toBe(404);
      const again = await api('DELETE', `/api/admin/config/home-carousel?id=${second.id}`);
      expect(again.status).toBe(404);
      expect(again.body.msg).toBe('The carousel image does not exist.');
    });
  });
}
