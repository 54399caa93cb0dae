// SQLite: a trigram full-text index over the problem titles and display ids, for the problem list's
// keyword search. `LIKE '%…%'` read every public problem twice per search (the count and the page:
// 6 ms of SQL for 10 000 problems, bench/README.md "Load"), and a covering index only took it to
// 4 ms, the LIKE itself being the cost; a trigram index finds a substring of three or more
// characters from its trigrams. An external-content FTS5 table holds no copy of the text; triggers
// keep it in line with `problem` (the standard pattern of the FTS5 documentation). It is a derived
// index: backups leave it out (ops/backup/tables.ts lists ordinary tables only) and a restore
// refills it through the triggers as the problems go back in. PostgreSQL keeps the LIKE scan. A later
// migration that rebuilds `problem` by copying it (SQLite's way to change a column) drops the triggers
// with the old table and must create them again.
import { sql } from 'kysely';
import type { DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    if (dialect !== 'sqlite') return;
    await sql`create virtual table problem_search using fts5(title, problem_id,
      content = 'problem', content_rowid = 'id', tokenize = 'trigram')`.execute(db);
    await sql`insert into problem_search (problem_search) values ('rebuild')`.execute(db);
    await sql`create trigger problem_search_insert after insert on problem begin
      insert into problem_search (rowid, title, problem_id) values (new.id, new.title, new.problem_id);
    end`.execute(db);
    await sql`create trigger problem_search_delete after delete on problem begin
      insert into problem_search (problem_search, rowid, title, problem_id)
        values ('delete', old.id, old.title, old.problem_id);
    end`.execute(db);
    await sql`create trigger problem_search_update after update of title, problem_id on problem begin
      insert into problem_search (problem_search, rowid, title, problem_id)
        values ('delete', old.id, old.title, old.problem_id);
      insert into problem_search (rowid, title, problem_id) values (new.id, new.title, new.problem_id);
    end`.execute(db);
  },
  async down(db, dialect) {
    if (dialect !== 'sqlite') return;
    for (const t of ['problem_search_insert', 'problem_search_delete', 'problem_search_update'])
      await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
    await sql`drop table if exists problem_search`.execute(db);
  },
};
