// The board cells' (cid, segment) index (0007) goes. Its one reader, the first-blood query (the least
// AC time per problem over a view's segments), reads most of a contest's cells anyway, and read
// them faster through the primary key's cid prefix: 57 ms against 154 ms for 145 000 cells on
// PostgreSQL, where the index's lookup of each row's AC time cost more than it spared. Every cell a
// rebuild writes paid for its upkeep: 0.2–0.3 s of a PostgreSQL rebuild of 145 000 cells
// (bench/README.md "Scoreboard").
import { createIndexes, dropIndexes, type DialectMigration, type IndexSpec } from './helpers.js';

const segmentIndex: IndexSpec[] = [
  { name: 'idx_contest_board_cell_segment', table: 'contest_board_cell', columns: ['cid', 'segment'] },
];

// The reverse of an index migration: `up` drops the index that 0007 made, `down` makes it again.
export const migration: DialectMigration = {
  up: (db) => dropIndexes(db, segmentIndex),
  down: (db) => createIndexes(db, segmentIndex),
};
