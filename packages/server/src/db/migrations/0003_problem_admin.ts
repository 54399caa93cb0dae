// Back office for problems: files uploaded from the markdown editors (images and attachments).
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);
    await t
      .id(db.schema.createTable('upload_file'))
      /** Uploader's uuid. */
      .addColumn('uid', 'text', (c) => c.notNull())
      /** Group of the editor the file was uploaded from, if any. */
      .addColumn('gid', 'integer')
      /** md-img | md-file */
      .addColumn('kind', 'text', (c) => c.notNull())
      /** Original file name (shown and used for downloads; never used as a path). */
      .addColumn('name', 'text', (c) => c.notNull())
      /** Stored file name under DATA_DIR/upload/ (random, our own). */
      .addColumn('stored', 'text', (c) => c.notNull().unique())
      .addColumn('content_type', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('gmt_create', t.timestamp, (c) => c.notNull())
      .execute();
    await db.schema.createIndex('idx_upload_file_uid').on('upload_file').column('uid').execute();
  },
};
