// Usernames are unique ignoring case (the account and user-admin services check `lower(username)`:
// `Root` beside `root` was an impersonation). This index holds the rule when two registrations
// race; the loser gets the usual "username already exists" (account/service.ts checks again after
// a failed insert). An install that already holds names differing only in case still starts: the
// index is left out, the names are logged, and the operator renames them and creates the index
// with the statement the log gives (the services refuse new clashes meanwhile).
import { sql } from 'kysely';
import type { DialectMigration } from './helpers.js';

export const migration: DialectMigration = {
  async up(db) {
    const clashes = await sql<{ name: string }>`select lower(username) as name from user_info
      group by lower(username) having count(*) > 1`.execute(db);
    if (clashes.rows.length) {
      console.warn(
        `[migrate] usernames that differ only in case: ${clashes.rows.map((r) => r.name).join(', ')}. ` +
          'Rename them, then run: create unique index user_info_username_lower on user_info (lower(username))',
      );
      return;
    }
    await sql`create unique index user_info_username_lower on user_info (lower(username))`.execute(db);
  },
  async down(db) {
    await sql`drop index if exists user_info_username_lower`.execute(db);
  },
};
