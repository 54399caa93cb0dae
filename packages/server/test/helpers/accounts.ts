// Account helpers for API tests: they go through the real calls (codes are read from the outbox table).
import { expect } from 'vitest';
import { Redis } from 'ioredis';
import type { BuiltApp } from '../../src/app.js';
import { call } from './app.js';
import { dbTargets, redisOverrides, type DbTarget } from './targets.js';
import type { AppConfig } from '../../src/config.js';

export const ROOT_PASSWORD = 'RootPass123';

export interface Variant {
  name: string;
  target: DbTarget;
  extra: Partial<AppConfig>;
}

/** SQLite (+ PostgreSQL with TEST_DATABASE_URL) with the database KV store, plus SQLite with Redis with TEST_REDIS_URL. */
export function appVariants(): Variant[] {
  const targets = dbTargets();
  const out: Variant[] = targets.map((t) => ({ name: t.name, target: t, extra: {} }));
  const redis = redisOverrides();
  if (redis) {
    const base = targets[0];
    const target: DbTarget = {
      ...base,
      async cleanup() {
        await base.cleanup();
        const client = new Redis(redis.redisUrl!);
        try {
          const keys = await client.keys(`${redis.redisKeyPrefix}*`);
          if (keys.length) await client.del(...keys);
        } finally {
          client.disconnect();
        }
      },
    };
    out.push({ name: `${base.name}+redis`, target, extra: redis });
  }
  return out;
}

/** The variants without the Redis one: for suites whose calls do not depend on the KV store. */
export const dbVariants = () => appVariants().filter((x) => !x.name.includes('redis'));

export async function lastMail(app: BuiltApp, to: string) {
  const row = await app.ctx.database.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('to_addr', '=', to)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row ?? null;
}

export function codeIn(text: string): string {
  const m = /\b(\d{6})\b/.exec(text);
  if (!m) throw new Error(`no code in mail: ${text}`);
  return m[1];
}

export async function login(
  app: BuiltApp,
  username: string,
  password: string,
  extra: Record<string, unknown> = {},
) {
  return call(app, 'POST', '/api/login', { username, password, ...extra });
}

export async function loginToken(app: BuiltApp, username: string, password: string): Promise<string> {
  const r = await login(app, username, password);
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  const token = r.headers.authorization;
  expect(typeof token).toBe('string');
  return String(token);
}

let counter = 0;
/** Registers a user through get-register-code + register; returns its credentials and token. */
export async function registerUser(app: BuiltApp, name?: string, password = 'Passw0rd') {
  const username = name ?? `user${Date.now() % 100000}${counter++}`;
  const email = `${username}@example.com`;
  const codeRes = await call(app, 'GET', `/api/get-register-code?email=${encodeURIComponent(email)}`);
  expect(codeRes.status, JSON.stringify(codeRes.body)).toBe(200);
  const mail = await lastMail(app, email);
  const reg = await call(app, 'POST', '/api/register', {
    username,
    password,
    email,
    code: codeIn(mail!.text),
  });
  expect(reg.status, JSON.stringify(reg.body)).toBe(200);
  const token = await loginToken(app, username, password);
  const uid = (
    await app.ctx.database.db
      .selectFrom('user_info')
      .select('uuid')
      .where('username', '=', username)
      .executeTakeFirstOrThrow()
  ).uuid;
  return { username, email, password, token, uid };
}

export async function setRole(app: BuiltApp, uid: string, roleId: number) {
  await app.ctx.database.db
    .updateTable('user_role')
    .set({ role_id: roleId })
    .where('uid', '=', uid)
    .execute();
}

/** Registers a user through the real calls (registerUser) and gives it `roleId`. */
export async function registerAs(app: BuiltApp, name: string, roleId: number) {
  const u = await registerUser(app, name);
  await setRole(app, u.uid, roleId);
  return u;
}
