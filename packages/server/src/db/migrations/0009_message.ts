// Messages (hoj-behaviour §9): reminders (someone commented on my post, replied to me, liked my
// post or comment), the system notices admins write, and each user's copy of a notice.
// - msg_remind: one row per reminder; `state` false = unread. Written by modules/message/remind.ts.
// - admin_sys_notice: a notice an admin wrote (type All | Single | Admin). `state` true once it has
//   been delivered (fanned out into user_sys_notice). Automatic notices (group, role, remote login)
//   are Single notices written delivered at once.
// - user_sys_notice: a user's copy of a notice; type Sys (broadcast) or Mine (addressed to the
//   user); `state` false = unread. Broadcasts (All, Admin) are copied to a user when they are next
//   signed in (hoj-behaviour §9: only users who have signed in get them, new ones get the old
//   broadcasts too), so a copy the user deletes is kept as `deleted` to stop it coming back.
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);

    await t
      .id(db.schema.createTable('msg_remind'))
      /** Discuss | Reply | Like_Post | Like_Discuss */
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('source_id', 'integer')
      /** Discussion | Contest */
      .addColumn('source_type', 'text')
      /** Title of the discussion or contest when the reminder was written. */
      .addColumn('source_title', 'text')
      /** Snippet (≤ 250 characters) of the comment, reply or post. */
      .addColumn('source_content', 'text')
      .addColumn('quote_id', 'integer')
      /** Comment | Reply */
      .addColumn('quote_type', 'text')
      .addColumn('quote_content', 'text')
      .addColumn('url', 'text')
      .addColumn('state', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('sender_id', 'text', (c) => c.notNull())
      .addColumn('recipient_id', 'text', (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_msg_remind_recipient')
      .on('msg_remind')
      .columns(['recipient_id', 'action', 'state'])
      .execute();

    await t
      .id(db.schema.createTable('admin_sys_notice'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      /** All | Single | Admin */
      .addColumn('type', 'text', (c) => c.notNull())
      /** Delivered to its recipients. */
      .addColumn('state', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      /** Recipient's uid for Single notices. */
      .addColumn('recipient_id', 'text')
      /** Author's uid (null for automatic notices). */
      .addColumn('admin_id', 'text')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();

    await t
      .id(db.schema.createTable('user_sys_notice'))
      .addColumn('sys_notice_id', 'integer', (c) =>
        c.notNull().references('admin_sys_notice.id').onDelete('cascade'),
      )
      .addColumn('recipient_id', 'text', (c) => c.notNull())
      /** Sys | Mine */
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('state', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('deleted', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('uq_user_sys_notice', ['sys_notice_id', 'recipient_id'])
      .execute();
    await db.schema
      .createIndex('idx_user_sys_notice_recipient')
      .on('user_sys_notice')
      .columns(['recipient_id', 'type', 'state'])
      .execute();
  },
};
