// Discussions, their categories, likes and reports; comments and replies on discussions and on
// contests, and comment likes (hoj-behaviour §9, §11). Authors are kept by uid only: names,
// avatars, titles and roles are read from user_info/user_role when shown, so a renamed or
// re-titled user shows the same everywhere (HOJ copied them into each row and they went stale).
import { typesFor, type DialectMigration } from './helpers.js';

const DEFAULT_CATEGORIES = ['闲聊', '题解', '求助', '建议', '记录'];

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);

    await t
      .id(db.schema.createTable('category'))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    const now = new Date().toISOString();
    await db
      .insertInto('category')
      .values(DEFAULT_CATEGORIES.map((name) => ({ name, gmt_create: now, gmt_modified: now })))
      .execute();

    await t
      .id(db.schema.createTable('discussion'))
      .addColumn('category_id', 'integer', (c) => c.notNull().references('category.id'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      /** The problem's display id (problem.problem_id) of a problem discussion; null otherwise. */
      .addColumn('pid', 'text')
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('view_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('like_num', 'integer', (c) => c.notNull().defaultTo(0))
      /** Comments plus replies. */
      .addColumn('comment_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('top_priority', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      /** 0 shown, 1 hidden by an admin. */
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gid', 'integer')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_discussion_list')
      .on('discussion')
      .columns(['status', 'gid', 'top_priority', 'gmt_create'])
      .execute();
    await db.schema.createIndex('idx_discussion_uid').on('discussion').column('uid').execute();
    await db.schema
      .createIndex('idx_discussion_pid')
      .on('discussion')
      .columns(['pid', 'category_id'])
      .execute();
    await db.schema.createIndex('idx_discussion_category').on('discussion').column('category_id').execute();

    await t
      .id(db.schema.createTable('discussion_like'))
      .addColumn('did', 'integer', (c) => c.notNull().references('discussion.id').onDelete('cascade'))
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('uq_discussion_like', ['did', 'uid'])
      .execute();

    await t
      .id(db.schema.createTable('discussion_report'))
      .addColumn('did', 'integer', (c) => c.notNull().references('discussion.id').onDelete('cascade'))
      /** The reporter's uid. */
      .addColumn('reporter_uid', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      /** Handled by an admin. */
      .addColumn('status', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_discussion_report_list')
      .on('discussion_report')
      .columns(['status', 'gmt_create'])
      .execute();

    await t
      .id(db.schema.createTable('comment'))
      /** Contest of a contest comment; null on discussions. */
      .addColumn('cid', 'integer', (c) => c.references('contest.id').onDelete('cascade'))
      .addColumn('did', 'integer', (c) => c.references('discussion.id').onDelete('cascade'))
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('from_uid', 'text', (c) => c.notNull())
      .addColumn('like_num', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_comment_did').on('comment').columns(['did', 'gmt_create']).execute();
    await db.schema.createIndex('idx_comment_cid').on('comment').columns(['cid', 'gmt_create']).execute();

    await t
      .id(db.schema.createTable('comment_like'))
      .addColumn('comment_id', 'integer', (c) => c.notNull().references('comment.id').onDelete('cascade'))
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('uq_comment_like', ['comment_id', 'uid'])
      .execute();

    await t
      .id(db.schema.createTable('reply'))
      .addColumn('comment_id', 'integer', (c) => c.notNull().references('comment.id').onDelete('cascade'))
      .addColumn('from_uid', 'text', (c) => c.notNull())
      /** The user replied to (the comment's author, or the author of the quoted reply). */
      .addColumn('to_uid', 'text')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_reply_comment')
      .on('reply')
      .columns(['comment_id', 'gmt_create'])
      .execute();
  },
};
