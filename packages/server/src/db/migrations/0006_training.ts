// Trainings (hoj-behaviour §6): ordered problem lists by category, public or behind a password.
// HOJ's mapping_training_category (one category per training) is a nullable column here, and its
// training_record table is not stored: the records it kept are exactly the non-contest submissions
// of registered users on the training's problems (written on submit, back-filled on registration
// and when a problem is added, deleted with the problem), so the rank reads them from `judge`.
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);

    await t
      .id(db.schema.createTable('training_category'))
      .addColumn('name', 'text', (c) => c.notNull())
      /** CSS colour of the category tag, e.g. "#409EFF". */
      .addColumn('color', 'text', (c) => c.notNull())
      /** Group of a group-scoped category; null on the main site. */
      .addColumn('gid', 'integer')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_training_category_gid').on('training_category').column('gid').execute();

    await t
      .id(db.schema.createTable('training'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      /** Creator's username (HOJ compares the caller's username with it). */
      .addColumn('author', 'text', (c) => c.notNull())
      /** "Public" | "Private" */
      .addColumn('auth', 'text', (c) => c.notNull().defaultTo('Public'))
      .addColumn('private_pwd', 'text')
      /** Visible on the site. */
      .addColumn('status', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
      /** Sort order: smaller first. */
      .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(1000))
      .addColumn('category_id', 'integer', (c) => c.references('training_category.id').onDelete('set null'))
      .addColumn('is_group', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(false)))
      .addColumn('gid', 'integer')
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('idx_training_list')
      .on('training')
      .columns(['is_group', 'status', 'rank'])
      .execute();
    await db.schema.createIndex('idx_training_category').on('training').column('category_id').execute();
    await db.schema.createIndex('idx_training_gid').on('training').column('gid').execute();

    await t
      .id(db.schema.createTable('training_problem'))
      .addColumn('tid', 'integer', (c) => c.notNull().references('training.id').onDelete('cascade'))
      .addColumn('pid', 'integer', (c) => c.notNull().references('problem.id').onDelete('cascade'))
      /** The problem's display id (its problem_id when added). */
      .addColumn('display_id', 'text', (c) => c.notNull())
      /** Order inside the training: smaller first. */
      .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('uq_training_problem_pid', ['tid', 'pid'])
      .execute();
    await db.schema.createIndex('idx_training_problem_pid').on('training_problem').column('pid').execute();

    await t
      .id(db.schema.createTable('training_register'))
      .addColumn('tid', 'integer', (c) => c.notNull().references('training.id').onDelete('cascade'))
      .addColumn('uid', 'text', (c) => c.notNull())
      /** false = banned from the training. */
      .addColumn('status', t.bool, (c) => c.notNull().defaultTo(t.boolDefault(true)))
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .addUniqueConstraint('uq_training_register', ['tid', 'uid'])
      .execute();
  },
};
