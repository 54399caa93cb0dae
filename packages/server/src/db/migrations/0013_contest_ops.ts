// Contest operations (hoj-behaviour §5.6): the print queue of a contest. A row is one text a
// participant asked to print; status 0 waiting, 1 printed. Rows older than a day are removed by
// the ops module's clean-up job, so the table stays small.
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);
    await t
      .id(db.schema.createTable('contest_print'))
      .addColumn('cid', 'integer', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('username', 'text', (c) => c.notNull())
      .addColumn('realname', 'text')
      .addColumn('content', 'text', (c) => c.notNull())
      /** 0 waiting, 1 printed */
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    // The admin list: one contest, waiting first, newest first.
    await db.schema
      .createIndex('idx_contest_print_queue')
      .on('contest_print')
      .columns(['cid', 'status', 'gmt_create'])
      .execute();
    await db.schema.createIndex('idx_contest_print_created').on('contest_print').column('gmt_create').execute();
  },
};
