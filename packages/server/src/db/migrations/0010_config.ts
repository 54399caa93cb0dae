// Home carousel (hoj-behaviour §10): the images root uploads for the home page, in the order root
// gives them. The file itself is an upload (upload_file, kind 'carousel', served under
// /api/public/file/); this table keeps which uploads are shown and their order.
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);
    await t
      .id(db.schema.createTable('home_carousel'))
      /** Stored file name under DATA_DIR/upload (also upload_file.stored). */
      .addColumn('stored', 'text', (c) => c.notNull().unique())
      /** Order on the home page: smaller first. */
      .addColumn('rank', 'integer', (c) => c.notNull().defaultTo(0))
      /** Who uploaded it. */
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_home_carousel_rank').on('home_carousel').column('rank').execute();
  },
  async down(db) {
    await db.schema.dropTable('home_carousel').ifExists().execute();
  },
};
