// Board cells and rank keys are a cache of contest_record (0007); on PostgreSQL their foreign keys to
// contest cost a trigger and a lookup per row: 145 000 cells went in in 1.1–1.7 s with them and
// 0.5–0.7 s without (psql; bench/README.md "Scoreboard"). They go on PostgreSQL; the code that deletes a contest deletes its
// cells and keys itself (`dropBoards`, contest/board/cells.ts) on both databases. SQLite keeps the
// constraints (dropping one means copying the table, and its check is a cheap in-process lookup).
import { sql } from 'kysely';
import type { DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    if (dialect !== 'postgres') return;
    await sql`alter table contest_board_cell drop constraint if exists contest_board_cell_cid_fkey`.execute(db);
    await sql`alter table contest_board_rank drop constraint if exists contest_board_rank_cid_fkey`.execute(db);
  },
  async down(db, dialect) {
    if (dialect !== 'postgres') return;
    await sql`delete from contest_board_cell where cid not in (select id from contest)`.execute(db);
    await sql`delete from contest_board_rank where cid not in (select id from contest)`.execute(db);
    await sql`alter table contest_board_cell add constraint contest_board_cell_cid_fkey
      foreign key (cid) references contest (id) on delete cascade`.execute(db);
    await sql`alter table contest_board_rank add constraint contest_board_rank_cid_fkey
      foreign key (cid) references contest (id) on delete cascade`.execute(db);
  },
};
