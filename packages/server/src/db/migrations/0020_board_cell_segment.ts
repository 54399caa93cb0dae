// The board cells' (cid, segment) index (0007) goes. Its one reader, the first-blood query (the least
// AC time per problem over a view's segments), reads most of a contest's cells anyway, and read
// them faster through the primary key's cid prefix: 57 ms against 154 ms for 145 000 cells on
// PostgreSQL, where the index's lookup of each row's AC time cost more than it spared. Every cell a
// rebuild writes paid for its upkeep: 0.2–0.3 s of a PostgreSQL rebuild of 145 000 cells
// (bench/README.md "Scoreboard").
import type { DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db) {
    await db.schema.dropIndex('idx_contest_board_cell_segment').ifExists().execute();
  },
  async down(db) {
    await db.schema
      .createIndex('idx_contest_board_cell_segment')
      .on('contest_board_cell')
      .columns(['cid', 'segment'])
      .execute();
  },
};
