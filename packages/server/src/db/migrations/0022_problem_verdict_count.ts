// Verdict counters per problem: the problem list's statistics (total, AC, WA, …) of its 15 problems
// were counted from the judge index on every list call, 1 500 index entries at 1 000 000
// submissions (0.70 ms of a 1.8 ms call, bench/README.md "Load"), and that grows with the table.
// `problem_verdict_count` holds, per (problem, scope, status), how many site submissions (cid 0,
// not cancelled) have that status; scope is the submission's group id, 0 for the main site
// (`problem/list-repo.ts` countsByProblem keeps each problem's own scope). Triggers on `judge` keep
// it exact whatever changes a row: intake, every status step, rejudge, cancel, manual verdict, a
// submission moved or deleted by a purge, a restore. It is derived: backups leave it out
// (ops/backup/tables.ts) and a restore refills it through the triggers.
//
// PostgreSQL: a status change takes the row locks of two counters of one problem; the trigger takes
// them in key order (lower status first), so two changes of the same problem never wait on each
// other in a circle. A later migration that rebuilds `judge` by copying it (SQLite's way to change
// a column) drops the triggers with the old table and must create them again.
import { sql } from 'kysely';
import type { DialectMigration } from './helpers.js';

const CANCELLED = -4;

export const migration: DialectMigration = {
  async up(db, dialect) {
    await db.schema
      .createTable('problem_verdict_count')
      .addColumn('pid', 'integer', (c) => c.notNull())
      .addColumn('scope', 'integer', (c) => c.notNull())
      .addColumn('status', 'integer', (c) => c.notNull())
      .addColumn('n', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('pk_problem_verdict_count', ['pid', 'scope', 'status'])
      .execute();
    await sql`insert into problem_verdict_count (pid, scope, status, n)
      select pid, coalesce(gid, 0), status, count(*) from judge
      where cid = 0 and status <> ${sql.lit(CANCELLED)}
      group by pid, coalesce(gid, 0), status`.execute(db);
    if (dialect === 'sqlite') await sqliteTriggers(db);
    else await postgresTriggers(db);
  },
  async down(db, dialect) {
    if (dialect === 'sqlite') {
      for (const t of ['problem_verdict_count_insert', 'problem_verdict_count_delete', 'problem_verdict_count_update'])
        await sql`drop trigger if exists ${sql.id(t)}`.execute(db);
    } else {
      await sql`drop trigger if exists problem_verdict_count_apply on judge`.execute(db);
      await sql`drop function if exists problem_verdict_count_apply()`.execute(db);
    }
    await db.schema.dropTable('problem_verdict_count').ifExists().execute();
  },
};

type Db = Parameters<DialectMigration['up']>[0];

// SQLite has one writer at a time, so the order of the two counter writes does not matter.
async function sqliteTriggers(db: Db) {
  const add = (row: 'new' | 'old') =>
    sql.raw(`insert into problem_verdict_count (pid, scope, status, n)
      select ${row}.pid, coalesce(${row}.gid, 0), ${row}.status, 1
      where ${row}.cid = 0 and ${row}.status <> ${CANCELLED}
      on conflict (pid, scope, status) do update set n = n + 1;`);
  const remove = sql.raw(`update problem_verdict_count set n = n - 1
      where old.cid = 0 and old.status <> ${CANCELLED}
        and pid = old.pid and scope = coalesce(old.gid, 0) and status = old.status;`);
  await sql`create trigger problem_verdict_count_insert after insert on judge begin ${add('new')} end`.execute(db);
  await sql`create trigger problem_verdict_count_delete after delete on judge begin ${remove} end`.execute(db);
  await sql`create trigger problem_verdict_count_update after update of pid, cid, gid, status on judge
    when old.pid is not new.pid or old.cid is not new.cid or old.gid is not new.gid
      or old.status is not new.status
    begin ${remove} ${add('new')} end`.execute(db);
}

async function postgresTriggers(db: Db) {
  await sql
    .raw(
      `create function problem_verdict_count_apply() returns trigger language plpgsql as $$
declare
  has_old boolean := tg_op <> 'INSERT' and old.cid = 0 and old.status <> ${CANCELLED};
  has_new boolean := tg_op <> 'DELETE' and new.cid = 0 and new.status <> ${CANCELLED};
  old_first boolean;
begin
  if has_old and has_new and old.pid = new.pid and coalesce(old.gid, 0) = coalesce(new.gid, 0)
      and old.status = new.status then
    return null;
  end if;
  -- Both counters locked in key order (see the migration's comment).
  old_first := not has_new or (has_old and (old.pid, coalesce(old.gid, 0), old.status)
    < (new.pid, coalesce(new.gid, 0), new.status));
  if has_old and old_first then
    update problem_verdict_count set n = n - 1
      where pid = old.pid and scope = coalesce(old.gid, 0) and status = old.status;
  end if;
  if has_new then
    insert into problem_verdict_count as c (pid, scope, status, n)
      values (new.pid, coalesce(new.gid, 0), new.status, 1)
      on conflict (pid, scope, status) do update set n = c.n + 1;
  end if;
  if has_old and not old_first then
    update problem_verdict_count set n = n - 1
      where pid = old.pid and scope = coalesce(old.gid, 0) and status = old.status;
  end if;
  return null;
end $$`,
    )
    .execute(db);
  await sql`create trigger problem_verdict_count_apply after insert or delete or update of pid, cid, gid, status
    on judge for each row execute function problem_verdict_count_apply()`.execute(db);
}
