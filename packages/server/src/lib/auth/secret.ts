// The token signing key: created once and kept in site_config so every server process shares it.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db/index.js';

const KEY = 'token_secret';

export async function loadTokenSecret(database: Database): Promise<Uint8Array> {
  const { db, cols } = database;
  await db
    .insertInto('site_config')
    .values({ key: KEY, value: cols.json(randomBytes(48).toString('base64')), gmt_modified: cols.time() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('site_config')
    .select('value')
    .where('key', '=', KEY)
    .executeTakeFirstOrThrow();
  return new Uint8Array(Buffer.from(cols.readJson<string>(row.value), 'base64'));
}
