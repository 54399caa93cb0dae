// Expiring key/value store for codes, throttles and token revocation.
// Two adapters behind one interface: the database (default) and Redis (when REDIS_URL is set).
import { sql } from 'kysely';
import type { Redis } from 'ioredis';
import type { Database } from '../db/index.js';

export interface KvStore {
  get(key: string): Promise<string | null>;
  /** ttlMs undefined = no expiry */
  set(key: string, value: string, ttlMs?: number): Promise<void>;
  /** Sets only when the key is absent (or expired); true when it was set. */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Adds one and (re)sets the expiry; returns the new count. */
  incr(key: string, ttlMs: number): Promise<number>;
  /** Returns the value and deletes the key in one step (single-use secrets). */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** Deletes the key only while it holds `value`, in one step (a lock released by its holder only). */
  delIfEquals(key: string, value: string): Promise<void>;
  /** Remaining lifetime in ms; 0 when missing or expired; Infinity when no expiry. */
  ttl(key: string): Promise<number>;
  kind: 'database' | 'redis';
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export function dbKvStore(database: Database): KvStore {
  const { db } = database;
  const live = (exp: number | null, now: number) => exp === null || exp > now;
  const store: KvStore = {
    kind: 'database',
    async get(key) {
      const row = await db
        .selectFrom('kv_store')
        .select(['value', 'expires_at'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row && live(num(row.expires_at), Date.now()) ? row.value : null;
    },
    async set(key, value, ttlMs) {
      const exp = ttlMs === undefined ? null : Date.now() + ttlMs;
      await db
        .insertInto('kv_store')
        .values({ key, value, expires_at: exp })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value, expires_at: exp }))
        .execute();
    },
    async setIfAbsent(key, value, ttlMs) {
      const now = Date.now();
      const rows = await db
        .insertInto('kv_store')
        .values({ key, value, expires_at: now + ttlMs })
        .onConflict((oc) =>
          oc
            .column('key')
            .doUpdateSet({ value, expires_at: now + ttlMs })
            .where((eb) =>
              eb.and([eb('kv_store.expires_at', 'is not', null), eb('kv_store.expires_at', '<=', now)]),
            ),
        )
        .returning('key')
        .execute();
      return rows.length > 0;
    },
    async incr(key, ttlMs) {
      const now = Date.now();
      const exp = now + ttlMs;
      const row = await db
        .insertInto('kv_store')
        .values({ key, value: '1', expires_at: exp })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            value: sql<string>`case when kv_store.expires_at is not null and kv_store.expires_at <= ${now} then '1'
              else cast(cast(kv_store.value as integer) + 1 as text) end`,
            expires_at: exp,
          }),
        )
        .returning('value')
        .executeTakeFirstOrThrow();
      return Number(row.value);
    },
    async take(key) {
      const row = await db
        .deleteFrom('kv_store')
        .where('key', '=', key)
        .returning(['value', 'expires_at'])
        .executeTakeFirst();
      return row && live(num(row.expires_at), Date.now()) ? row.value : null;
    },
    async del(key) {
      await db.deleteFrom('kv_store').where('key', '=', key).execute();
    },
    async delIfEquals(key, value) {
      await db.deleteFrom('kv_store').where('key', '=', key).where('value', '=', value).execute();
    },
    async ttl(key) {
      const row = await db
        .selectFrom('kv_store')
        .select('expires_at')
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return 0;
      const exp = num(row.expires_at);
      if (exp === null) return Infinity;
      return Math.max(0, exp - Date.now());
    },
  };
  return store;
}

/** Deletes expired rows of the database store (called periodically). */
export async function purgeExpiredKv(database: Database): Promise<void> {
  await database.db.deleteFrom('kv_store').where('expires_at', '<=', Date.now()).execute();
}

export function redisKvStore(redis: Redis, prefix: string): KvStore {
  const k = (key: string) => prefix + key;
  return {
    kind: 'redis',
    async get(key) {
      return redis.get(k(key));
    },
    async set(key, value, ttlMs) {
      if (ttlMs === undefined) await redis.set(k(key), value);
      else await redis.set(k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)));
    },
    async setIfAbsent(key, value, ttlMs) {
      return (await redis.set(k(key), value, 'PX', Math.max(1, Math.ceil(ttlMs)), 'NX')) === 'OK';
    },
    async incr(key, ttlMs) {
      const res = await redis
        .multi()
        .incr(k(key))
        .pexpire(k(key), Math.max(1, Math.ceil(ttlMs)))
        .exec();
      const [err, val] = res?.[0] ?? [new Error('redis multi failed'), null];
      if (err) throw err;
      return Number(val);
    },
    async take(key) {
      return redis.getdel(k(key));
    },
    async del(key) {
      await redis.del(k(key));
    },
    async delIfEquals(key, value) {
      // Compare and delete in one server-side step: no holder's lock is deleted by another.
      await redis.eval(
        "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
        1,
        k(key),
        value,
      );
    },
    async ttl(key) {
      const ms = await redis.pttl(k(key));
      if (ms === -1) return Infinity;
      return ms < 0 ? 0 : ms;
    },
  };
}
