// An idempotency key on submissions: a client that sends its submit again after an error it cannot
// read (a 502 from the proxy while a server restarts, a dropped connection) passes the same
// `Idempotency-Key` header and gets the submission the first request wrote instead of a second one
// (bench/storm found such duplicates). The key is unique per user; NULLs (no key) never collide.
import type { DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db) {
    await db.schema.alterTable('judge').addColumn('client_key', 'varchar(64)').execute();
    await db.schema
      .createIndex('idx_judge_client_key')
      .on('judge')
      .columns(['uid', 'client_key'])
      .unique()
      .execute();
  },
  async down(db) {
    await db.schema.dropIndex('idx_judge_client_key').execute();
    await db.schema.alterTable('judge').dropColumn('client_key').execute();
  },
};
