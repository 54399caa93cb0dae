// First start: the root account (role 1000) and the default site configuration. Idempotent.
import { randomBytes, randomUUID } from 'node:crypto';
import type { AppContext } from './context.js';
import { Role } from './lib/auth/roles.js';

export interface SeedResult {
  rootCreated: boolean;
  /** Only when the password was generated (ROOT_PASSWORD unset): shown once. */
  generatedPassword: string | null;
  configSections: string[];
}

export function randomPassword(): string {
  // 16 chars from an unambiguous alphabet, always with a letter and a digit.
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  let s = '';
  for (const b of bytes) s += alphabet[b % alphabet.length];
  return /\d/.test(s) && /[a-z]/i.test(s) ? s : `${s.slice(0, 14)}a7`;
}

export async function seedFirstStart(ctx: AppContext): Promise<SeedResult> {
  const { database, hasher, siteConfig, config } = ctx;
  const { db, cols } = database;
  const configSections = await siteConfig.seedDefaults();

  const existing = await db
    .selectFrom('user_info')
    .select('uuid')
    .where('username', '=', 'root')
    .executeTakeFirst();
  if (existing) return { rootCreated: false, generatedPassword: null, configSections };

  const password = config.rootPassword ?? randomPassword();
  const hash = await hasher.hash(password);
  const uid = randomUUID().replace(/-/g, '');
  const now = cols.time();
  let created = false;
  await db.transaction().execute(async (trx) => {
    const res = await trx
      .insertInto('user_info')
      .values({
        uuid: uid,
        username: 'root',
        password: hash,
        gender: 'secrecy',
        status: 0,
        gmt_create: now,
        gmt_modified: now,
      })
      .onConflict((oc) => oc.column('username').doNothing())
      .executeTakeFirst();
    if (Number(res.numInsertedOrUpdatedRows ?? 0) === 0) return; // another process won the race
    await trx
      .insertInto('user_role')
      .values({ uid, role_id: Role.ROOT, gmt_create: now, gmt_modified: now })
      .execute();
    await trx
      .insertInto('user_record')
      .values({ uid, rating: null, gmt_create: now, gmt_modified: now })
      .execute();
    created = true;
  });
  return {
    rootCreated: created,
    generatedPassword: created && !config.rootPassword ? password : null,
    configSections,
  };
}
