// A site submission's display_pid is its problem's current display id. The problem editor could
// rename a problem and leave its submissions under the old id, so the submission list's problem id
// filter (exact or partial) missed them under the new one and found them under an id that no longer
// exists. The partial filter now reads the submissions of the problems whose display id matches
// (submission/service.ts partialProblemFilter), which is only exact if the two agree: this migration
// brings existing rows in line, and a trigger renames a problem's site submissions (cid 0) with the
// problem, whatever path renames it. Contest submissions keep the contest's own id ("A").
// A later migration that rebuilds `problem` by copying it (SQLite) must create the trigger again.
import { sql } from 'kysely';
import type { DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db, dialect) {
    await sql`update judge set display_pid = (select p.problem_id from problem p where p.id = judge.pid)
      where cid = 0 and exists (select 1 from problem p where p.id = judge.pid and p.problem_id <> judge.display_pid)`.execute(
      db,
    );
    if (dialect === 'sqlite') {
      await sql`create trigger problem_rename_submissions after update of problem_id on problem
        when old.problem_id is not new.problem_id begin
        update judge set display_pid = new.problem_id where pid = new.id and cid = 0;
      end`.execute(db);
      return;
    }
    await sql
      .raw(
        `create function problem_rename_submissions() returns trigger language plpgsql as $$
begin
  update judge set display_pid = new.problem_id where pid = new.id and cid = 0;
  return null;
end $$`,
      )
      .execute(db);
    await sql`create trigger problem_rename_submissions after update of problem_id on problem
      for each row when (old.problem_id is distinct from new.problem_id)
      execute function problem_rename_submissions()`.execute(db);
  },
  async down(db, dialect) {
    if (dialect === 'sqlite') {
      await sql`drop trigger if exists problem_rename_submissions`.execute(db);
      return;
    }
    await sql`drop trigger if exists problem_rename_submissions on problem`.execute(db);
    await sql`drop function if exists problem_rename_submissions()`.execute(db);
  },
};
