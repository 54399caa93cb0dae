// Platform and accounts: users, roles, login sessions, site config, mail outbox, key/value store.
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);

    await db.schema
      .createTable('user_info')
      .addColumn('uuid', 'text', (c) => c.primaryKey())
      .addColumn('username', 'text', (c) => c.notNull().unique())
      .addColumn('password', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.unique())
      .addColumn('nickname', 'text')
      .addColumn('school', 'text')
      .addColumn('course', 'text')
      .addColumn('number', 'text')
      .addColumn('realname', 'text')
      .addColumn('gender', 'text', (c) => c.notNull().defaultTo('secrecy'))
      .addColumn('cf_username', 'text')
      .addColumn('github', 'text')
      .addColumn('blog', 'text')
      .addColumn('avatar', 'text')
      .addColumn('signature', 'text')
      .addColumn('title_name', 'text')
      .addColumn('title_color', 'text')
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_user_info_gmt_create').on('user_info').column('gmt_create').execute();

    await db.schema
      .createTable('role')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('role', 'text', (c) => c.notNull().unique())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    const roles: [number, string, string][] = [
      [1000, 'root', 'Super administrator'],
      [1001, 'admin', 'Administrator'],
      [1002, 'default_user', 'User (default)'],
      [1003, 'no_submit_user', 'User (no submit)'],
      [1004, 'no_discuss_user', 'User (no posting)'],
      [1005, 'mute_user', 'User (muted)'],
      [1006, 'no_submit_no_discuss_user', 'User (no submit, no posting)'],
      [1007, 'no_submit_mute_user', 'User (no submit, muted)'],
      [1008, 'problem_admin', 'Problem administrator'],
    ];
    await db
      .insertInto('role')
      .values(roles.map(([id, role, description]) => ({ id, role, description, status: 0 })))
      .execute();

    await t
      .id(db.schema.createTable('user_role'))
      .addColumn('uid', 'text', (c) => c.notNull().unique().references('user_info.uuid').onDelete('cascade'))
      .addColumn('role_id', 'integer', (c) => c.notNull().references('role.id'))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_user_role_role').on('user_role').column('role_id').execute();

    await db.schema
      .createTable('user_record')
      .addColumn('uid', 'text', (c) => c.primaryKey().references('user_info.uuid').onDelete('cascade'))
      .addColumn('rating', 'integer')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();

    await t
      .id(db.schema.createTable('session'))
      .addColumn('uid', 'text', (c) => c.notNull().references('user_info.uuid').onDelete('cascade'))
      .addColumn('ip', 'text', (c) => c.notNull())
      .addColumn('user_agent', 'text', (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_session_uid_time')
      .on('session')
      .columns(['uid', 'gmt_create'])
      .execute();

    await db.schema
      .createTable('site_config')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', t.json, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();

    await t
      .id(db.schema.createTable('mail_outbox'))
      .addColumn('to_addr', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_mail_outbox_time').on('mail_outbox').column('gmt_create').execute();

    await db.schema
      .createTable('kv_store')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'bigint')
      .execute();
    await db.schema.createIndex('idx_kv_store_expires').on('kv_store').column('expires_at').execute();
  },
};
