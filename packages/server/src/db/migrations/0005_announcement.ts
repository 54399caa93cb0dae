// Announcements (hoj-behaviour §9): one table for every announcement (site, group and contest ones,
// as in HOJ), and the link of contest announcements to their contest (hoj-behaviour §5.6:
// "contest announcements link global announcement rows to the contest").
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);
    await t
      .id(db.schema.createTable('announcement'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      /** Author's uuid. */
      .addColumn('uid', 'text', (c) => c.notNull())
      /** 0 shown, 1 hidden */
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gid', 'integer')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_announcement_gid').on('announcement').column('gid').execute();

    await t
      .id(db.schema.createTable('contest_announcement'))
      .addColumn('cid', 'integer', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('aid', 'integer', (c) => c.notNull().unique().references('announcement.id').onDelete('cascade'))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_contest_announcement_cid').on('contest_announcement').column('cid').execute();
  },
};
