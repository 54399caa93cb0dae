// Contest boards (hoj-behaviour §5.3, §5.4): a per-(contest, user, problem, segment) cell table kept
// in the same transaction as contest_record, so a board is ranked from cells and never from every
// record on each request (DOMjudge's scorecache is the model). A segment is a time window of the
// contest: 0 = [start, seal) (or [start, end) without a seal), 1 = [seal, end), 2 = after the end.
// Segments compose (the first segment with an AC decides; penalties before it add up), so one set
// of cells serves the live, sealed and after-contest views. Submissions before the start have no cell.
import { typesFor, type DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    const t = typesFor(dialect);

    // ---- contest_board: one row per contest with cells -----------------------------------------
    await db.schema
      .createTable('contest_board')
      .addColumn('cid', 'integer', (c) => c.primaryKey().references('contest.id').onDelete('cascade'))
      /** +1 on every change of the contest's cells (cache key; watchers compare it). */
      .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
      /** start|seal|end|problems|type|OI basis the cells were computed for; another value = rebuild. */
      .addColumn('built_key', 'text', (c) => c.notNull())
      .addColumn('gmt_modified', t.timestamp, (c) => c.notNull())
      .execute();

    // ---- contest_board_cell ----------------------------------------------------------------------
    await db.schema
      .createTable('contest_board_cell')
      .addColumn('cid', 'integer', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('pid', 'integer', (c) => c.notNull())
      /** 0 before the seal, 1 during the seal, 2 after the end. */
      .addColumn('segment', 'integer', (c) => c.notNull())
      /** Seconds from the start to the first AC in the segment (NULL: none). */
      .addColumn('ac_time', 'integer')
      /** Penalised tries (PE/WA/TLE/MLE/RE) before the first AC of the segment (all when none). */
      .addColumn('penalty', 'integer', (c) => c.notNull().defaultTo(0))
      /** Submissions before the first AC of the segment, whatever their result (pending too). */
      .addColumn('tries', 'integer', (c) => c.notNull().defaultTo(0))
      /** OI: score of the most recent judged submission of the segment. */
      .addColumn('last_score', 'integer')
      /** OI: seconds from the start of that submission, and its id (recency order across segments). */
      .addColumn('last_time', 'integer')
      .addColumn('last_submit_id', 'integer')
      /** OI: highest judged score of the segment. */
      .addColumn('max_score', 'integer')
      /** OI tie-break: least run time (ms) of the segment's AC submissions. */
      .addColumn('ac_use_time', 'integer')
      .addPrimaryKeyConstraint('pk_contest_board_cell', ['cid', 'uid', 'pid', 'segment'])
      .execute();
    // ---- contest_board_rank: each user's rank key per view (DOMjudge's rankcache) -----------------
    // A board is ordered from these (one row per user) and only its page's rows read cells. NULL:
    // not on the board of that view. ACM: primary = solved, secondary = penalty seconds; OI: score
    // and time (ms). Views: sealed, live, live with submissions after the end.
    await db.schema
      .createTable('contest_board_rank')
      .addColumn('cid', 'integer', (c) => c.notNull().references('contest.id').onDelete('cascade'))
      .addColumn('uid', 'text', (c) => c.notNull())
      .addColumn('sealed_primary', 'integer')
      .addColumn('sealed_secondary', 'integer')
      .addColumn('live_primary', 'integer')
      .addColumn('live_secondary', 'integer')
      .addColumn('end_primary', 'integer')
      .addColumn('end_secondary', 'integer')
      .addPrimaryKeyConstraint('pk_contest_board_rank', ['cid', 'uid'])
      .execute();

    // Cells are computed from a (user, problem)'s records in submission order: an index that holds
    // every column they read, in that order, makes a rebuild one ordered index scan and a verdict's
    // recomputation one short range read, without table lookups.
    await db.schema
      .createIndex('idx_contest_record_cells')
      .on('contest_record')
      .columns(['cid', 'uid', 'pid', 'submit_time', 'submit_id', 'status', 'score', 'use_time'])
      .execute();

    // Boards read a contest's cells by segment.
    await db.schema
      .createIndex('idx_contest_board_cell_segment')
      .on('contest_board_cell')
      .columns(['cid', 'segment'])
      .execute();
  },
};
