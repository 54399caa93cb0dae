// Column helpers behave the same on SQLite and PostgreSQL; migrations are idempotent; KV store adapters agree.
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openDatabase, type Database } from './index.js';
import { readBool, readTime } from './columns.js';
import { typesFor } from './migrations/helpers.js';
import { dbKvStore, purgeExpiredKv, redisKvStore, type KvStore } from '../lib/kv.js';
import { dbTargets, redisOverrides } from '../../test/helpers/targets.js';

for (const target of dbTargets()) {
  describe(`database [${target.name}]`, () => {
    const opened: Database[] = [];
    const open = async () => {
      const cfg = await target.makeConfig();
      const d = openDatabase(cfg);
      opened.push(d);
      return { d, cfg };
    };
    afterAll(async () => {
      for (const d of opened) await d.close();
      await target.cleanup();
    });

    it('migrations apply once and are idempotent on a second run and a second connection', async () => {
      const { d, cfg } = await open();
      expect(await d.migrate()).toEqual(expect.arrayContaining(['0001_platform_accounts', '0002_judge']));
      expect(await d.migrate()).toEqual([]);
      const again = openDatabase(cfg);
      opened.push(again);
      expect(await again.migrate()).toEqual([]);
      const roles = await d.db.selectFrom('role').select(['id', 'role']).orderBy('id').execute();
      expect(roles.map((r) => r.id)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
      expect(roles[0].role).toBe('root');
      // usernames are unique ignoring case, down to the index (two racing registrations)
      const user = (uuid: string, username: string) =>
        d.db
          .insertInto('user_info')
          .values({
            uuid,
            username,
            password: 'x',
            gmt_create: d.cols.time(),
            gmt_modified: d.cols.time(),
          } as never)
          .execute();
      await user('ci-1', 'CaseName');
      await expect(user('ci-2', 'casename')).rejects.toThrow();
    });

    if (target.name === 'postgres')
      it('migrate reads only its own schema: another client dropping its schemas meanwhile does not fail it', async () => {
        // Kysely's own introspector lists every schema's tables with functions that look each
        // schema up by name, so a schema dropped during that scan failed the migrator (seen when
        // two test files ran side by side: "schema t_… does not exist").
        const url = process.env.TEST_DATABASE_URL!;
        const churn = new pg.Client({ connectionString: url });
        await churn.connect();
        let stop = false;
        const churning = (async () => {
          for (let i = 0; !stop; i++) {
            const s = `churn_${process.pid}_${i}`;
            await churn.query(`create schema "${s}"`);
            for (let t = 0; t < 20; t++)
              await churn.query(`create table "${s}".t${t} (id serial primary key)`);
            await churn.query(`drop schema "${s}" cascade`);
          }
        })();
        try {
          for (let i = 0; i < 6; i++) {
            const { d } = await open();
            expect(await d.migrate()).toContain('0001_platform_accounts');
            expect(await d.migrate()).toEqual([]);
          }
        } finally {
          stop = true;
          await churning;
          await churn.end();
        }
      });

    it('a query run again after the schema changed sees the new schema (kept statements), inside and outside transactions', async () => {
      const { d } = await open();
      await d.migrate();
      await sql`create table kept_probe (a integer)`.execute(d.db);
      await sql`insert into kept_probe (a) values (1)`.execute(d.db);
      const all = () => sql<Record<string, unknown>>`select * from kept_probe`.execute(d.db);
      expect((await all()).rows).toEqual([{ a: 1 }]);
      expect((await all()).rows).toEqual([{ a: 1 }]);
      await sql`alter table kept_probe add column b integer`.execute(d.db);
      expect((await all()).rows).toEqual([{ a: 1, b: null }]);
      // A statement kept from a rolled-back transaction still runs afterwards.
      await expect(
        d.db.transaction().execute(async (trx) => {
          await sql`insert into kept_probe (a, b) values (2, 2)`.execute(trx);
          throw new Error('roll back');
        }),
      ).rejects.toThrow('roll back');
      await sql`insert into kept_probe (a, b) values (2, 2)`.execute(d.db);
      expect((await all()).rows).toEqual([
        { a: 1, b: null },
        { a: 2, b: 2 },
      ]);
      await sql`drop table kept_probe`.execute(d.db);
    });

    it.runIf(target.name === 'postgres')(
      'PostgreSQL sessions run without JIT, in the configured schema',
      async () => {
        const { d, cfg } = await open();
        await d.migrate();
        const jit = await sql<{ jit: string }>`show jit`.execute(d.db);
        expect(jit.rows[0].jit).toBe('off');
        if (cfg.databaseSchema) {
          const path = await sql<{ search_path: string }>`show search_path`.execute(d.db);
          expect(path.rows[0].search_path).toContain(cfg.databaseSchema);
        }
      },
    );

    it('timestamps, booleans and JSON round-trip identically', async () => {
      const { d } = await open();
      await d.migrate();
      const t = typesFor(d.dialect);
      await t
        .id(d.db.schema.createTable('rt_probe'))
        .addColumn('at', t.timestamp, (c) => c.notNull())
        .addColumn('flag', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
        .addColumn('doc', t.json)
        .execute();
      const db = d.db as unknown as import('kysely').Kysely<{
        rt_probe: { id: import('kysely').Generated<number>; at: unknown; flag: unknown; doc: unknown };
      }>;
      const when = new Date('2026-03-04T05:06:07.089Z');
      const doc = { a: 1, b: [true, null, 'x'], c: { d: 'ü中' } };
      await db
        .insertInto('rt_probe')
        .values({ at: d.cols.time(when), flag: d.cols.bool(true), doc: d.cols.json(doc) })
        .execute();
      await db
        .insertInto('rt_probe')
        .values({ at: d.cols.time(new Date(when.getTime() + 1000)), doc: d.cols.json([1, 2]) })
        .execute();
      const rows = await db.selectFrom('rt_probe').selectAll().orderBy('id').execute();
      expect(readTime(rows[0].at as Date | string)?.toISOString()).toBe(when.toISOString());
      expect(readBool(rows[0].flag as boolean | number)).toBe(true);
      expect(readBool(rows[1].flag as boolean | number)).toBe(false);
      expect(d.cols.readJson(rows[0].doc)).toEqual(doc);
      expect(d.cols.readJson(rows[1].doc)).toEqual([1, 2]);
      // comparisons on timestamps and booleans work the same in SQL
      const later = await db
        .selectFrom('rt_probe')
        .select('id')
        .where('at', '>', d.cols.time(when))
        .execute();
      expect(later.map((r) => r.id)).toEqual([rows[1].id]);
      const flagged = await db
        .selectFrom('rt_probe')
        .select('id')
        .where('flag', '=', d.cols.bool(true))
        .execute();
      expect(flagged.map((r) => r.id)).toEqual([rows[0].id]);
      expect(readTime(null)).toBeNull();
      await sql`drop table rt_probe`.execute(d.db);
    });

    it('database key/value store: set, ttl, setIfAbsent, incr, take', async () => {
      const { d } = await open();
      await d.migrate();
      await kvContract(dbKvStore(d));
      await purgeExpiredKv(d);
    });
  });
}

async function kvContract(kv: KvStore) {
  expect(await kv.get('a')).toBeNull();
  await kv.set('a', 'x', 60_000);
  expect(await kv.get('a')).toBe('x');
  const ttl = await kv.ttl('a');
  expect(ttl).toBeGreaterThan(50_000);
  expect(ttl).toBeLessThanOrEqual(60_000);
  await kv.set('forever', 'y');
  expect(await kv.ttl('forever')).toBe(Infinity);
  expect(await kv.setIfAbsent('a', 'z', 1000)).toBe(false);
  expect(await kv.get('a')).toBe('x');
  expect(await kv.setIfAbsent('b', 'z', 1000)).toBe(true);
  expect(await kv.incr('n', 60_000)).toBe(1);
  expect(await kv.incr('n', 60_000)).toBe(2);
  expect(await kv.incr('n', 60_000)).toBe(3);
  expect(await kv.take('a')).toBe('x');
  expect(await kv.take('a')).toBeNull();
  await kv.del('n');
  expect(await kv.get('n')).toBeNull();
  // a lock released by its holder only
  await kv.set('lock', 'holder', 60_000);
  await kv.delIfEquals('lock', 'someone-else');
  expect(await kv.get('lock')).toBe('holder');
  await kv.delIfEquals('lock', 'holder');
  expect(await kv.get('lock')).toBeNull();
  expect(await kv.ttl('n')).toBe(0);
  // expiry
  await kv.set('short', 'v', 30);
  expect(await kv.setIfAbsent('short2', 'v', 30)).toBe(true);
  expect(await kv.incr('cnt', 30)).toBe(1);
  await new Promise((r) => setTimeout(r, 80));
  expect(await kv.get('short')).toBeNull();
  expect(await kv.take('short')).toBeNull();
  expect(await kv.setIfAbsent('short2', 'w', 1000)).toBe(true);
  expect(await kv.incr('cnt', 1000)).toBe(1);
}

const redis = redisOverrides();
describe.skipIf(!redis)('redis key/value store', () => {
  it('follows the same contract', async () => {
    const client = new Redis(redis!.redisUrl!);
    try {
      await kvContract(redisKvStore(client, redis!.redisKeyPrefix!));
      const keys = await client.keys(`${redis!.redisKeyPrefix}*`);
      if (keys.length) await client.del(...keys);
    } finally {
      client.disconnect();
    }
  });
});
