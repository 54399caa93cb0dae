// The audit log of back-office actions (issue 24, Operations): one row per successful call, with
// who (uid, and the username kept even after the account is deleted), what (action, resource type
// and id, method and route template, the redacted request), before and after snapshots of the
// resource, the caller's IP and when. Rows are never updated; indexes serve the page's filters
// (newest first, by user, by action, by resource, by time).
import type { Dialect } from '../columns.js';
import { typesFor, type DialectMigration, type MigrationDb } from './helpers.js';

export const migration: DialectMigration = {
  async up(db: MigrationDb, dialect: Dialect) {
    const t = typesFor(dialect);
    await t
      .id(db.schema.createTable('audit_log'))
      .addColumn('uid', 'text')
      .addColumn('username', 'text')
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('resource_type', 'text', (c) => c.notNull())
      .addColumn('resource_id', 'text')
      .addColumn('method', 'text', (c) => c.notNull())
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('request', t.json)
      .addColumn('before', t.json)
      .addColumn('after', t.json)
      .addColumn('ip', 'text')
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .execute();
    // Newest first is every list's order; each filter pairs with it.
    await db.schema.createIndex('idx_audit_log_time').on('audit_log').columns(['gmt_create', 'id']).execute();
    await db.schema.createIndex('idx_audit_log_uid').on('audit_log').columns(['uid', 'gmt_create']).execute();
    await db.schema
      .createIndex('idx_audit_log_username')
      .on('audit_log')
      .columns(['username', 'gmt_create'])
      .execute();
    await db.schema
      .createIndex('idx_audit_log_action')
      .on('audit_log')
      .columns(['action', 'gmt_create'])
      .execute();
    await db.schema
      .createIndex('idx_audit_log_resource')
      .on('audit_log')
      .columns(['resource_type', 'resource_id', 'gmt_create'])
      .execute();
  },
  async down(db: MigrationDb) {
    await db.schema.dropTable('audit_log').execute();
  },
};
