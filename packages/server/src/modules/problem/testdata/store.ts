// Server-side test-data store: files content-addressed by sha256 under DATA_DIR/testdata/<aa>/<sha256>
// (the judge package's TestDataStore layout), each one listed in the table `test_data_blob`.
// A changed file is a new hash, so a judge can never run stale data.
import path from 'node:path';
import { TestDataStore } from '@judge/judge';
import type { Database } from '../../../db/index.js';

const HASH = /^[0-9a-f]{64}$/;

export interface TestDataBlobs {
  readonly dir: string;
  /** Stores bytes (test data is normalised to LF here) and registers the blob; returns hash and size. */
  put(data: Buffer | string, opts?: { normalizeNewlines?: boolean }): Promise<{ hash: string; size: number }>;
  /** Local path of a stored blob, or null when unknown (checked against the table and the disk). */
  pathOf(hash: string): Promise<string | null>;
  /** Where a blob of this hash lives on this host (no check: the embedded judge reports a missing file). */
  localPath(hash: string): string;
}

/** CRLF and lone CR → LF (hoj-behaviour §2.3: test data is normalised on save). */
export function normalizeNewlines(data: Buffer | string): Buffer {
  const s = Buffer.isBuffer(data) ? data.toString('latin1') : Buffer.from(data).toString('latin1');
  return Buffer.from(s.replace(/\r\n?/g, '\n'), 'latin1');
}

export function testDataBlobs(database: Database, dataDir: string): TestDataBlobs {
  const dir = path.join(dataDir, 'testdata');
  const store = new TestDataStore(dir);
  const { db, cols } = database;
  return {
    dir,
    async put(data, opts = {}) {
      const bytes = opts.normalizeNewlines === false ? Buffer.from(data) : normalizeNewlines(data);
      const hash = await store.put(bytes);
      await db
        .insertInto('test_data_blob')
        .values({ hash, size: bytes.length, gmt_create: cols.time() })
        .onConflict((oc) => oc.column('hash').doNothing())
        .execute();
      return { hash, size: bytes.length };
    },
    async pathOf(hash) {
      if (!HASH.test(hash)) return null;
      const row = await db
        .selectFrom('test_data_blob')
        .select('hash')
        .where('hash', '=', hash)
        .executeTakeFirst();
      if (!row || !(await store.has(hash))) return null;
      return store.pathOf(hash);
    },
    localPath: (hash) => store.pathOf(hash),
  };
}
