// Groups (hoj-behaviour §8; groups-accounts-admin.md §3–§4): a class or team run inside the judge.
// `group` is the group itself; `group_member` holds one row per (group, user) with the member level
// (1 applying, 2 refused, 3 member, 4 admin, 5 root). The owner gets a root row on creation, so
// every rule that reads a level reads it from one table. Group-scoped problems, trainings,
// contests, discussions and announcements carry the group id in their own `gid` columns.
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);

    await t
      .id(db.schema.createTable('group'))
      .addColumn('avatar', 'text')
      /** 5–25 characters, unique. */
      .addColumn('name', 'text', (c) => c.notNull().unique())
      /** 5–10 characters, unique; prefixed to every group problem's display id. */
      .addColumn('short_name', 'text', (c) => c.notNull().unique())
      .addColumn('brief', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      /** Owner's username (shown on cards); `uid` is the owner's id, which the rules compare. */
      .addColumn('owner', 'text', (c) => c.notNull())
      .addColumn('uid', 'text', (c) => c.notNull())
      /** 1 public, 2 protected, 3 private. */
      .addColumn('auth', 'integer', (c) => c.notNull())
      .addColumn('visible', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
      /** 0 normal, 1 banned (invisible to everyone but the site root). */
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      /** 6-character invitation code (private groups); shown only to group roots and the site root. */
      .addColumn('code', 'text')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_group_list')
      .on('group')
      .columns(['status', 'visible', 'gmt_create'])
      .execute();
    await db.schema.createIndex('idx_group_uid').on('group').columns(['uid', 'gmt_create']).execute();

    await t
      .id(db.schema.createTable('group_member'))
      .addColumn('gid', 'integer', (c) => c.notNull().references('group.id').onDelete('cascade'))
      .addColumn('uid', 'text', (c) => c.notNull())
      /** 1 applying, 2 refused, 3 member, 4 admin, 5 root. */
      .addColumn('auth', 'integer', (c) => c.notNull())
      /** The applicant's reason (5–100 characters). */
      .addColumn('reason', 'text')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('uq_group_member', ['gid', 'uid'])
      .execute();
    await db.schema
      .createIndex('idx_group_member_list')
      .on('group_member')
      .columns(['gid', 'auth'])
      .execute();
    await db.schema.createIndex('idx_group_member_uid').on('group_member').columns(['uid', 'auth']).execute();
  },
};
