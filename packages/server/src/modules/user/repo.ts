// User queries shared by several modules.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import type { UserRow } from '../../db/rows.js';
import { roleIdOf, roleNameOf } from '../../lib/auth/roles.js';

export type { UserRow };
export { roleIdOf, roleNameOf };

export function userWithRole(db: Kysely<DB>) {
  return db
    .selectFrom('user_info as u')
    .leftJoin('user_role as ur', 'ur.uid', 'u.uuid')
    .selectAll('u')
    .select('ur.role_id');
}

/** The auth loader (lib/auth takes it as a parameter so that lib imports no module). */
export const loadUserWithRole =
  (db: Kysely<DB>) =>
  (uid: string): Promise<UserRow | undefined> =>
    userWithRole(db).where('u.uuid', '=', uid).executeTakeFirst();

/**
 * `lower(username)` as both databases compute it: usernames are unique regardless of case (HOJ's
 * MySQL index is case-insensitive), so `Root` cannot sit beside `root`. SQLite folds ASCII letters;
 * PostgreSQL folds as its locale does.
 */
export const lowerUsername = sql<string>`lower(username)`;

/** The uid of a user whose username equals `username` ignoring case (other than `exceptUid`), if any. */
export async function usernameHolder(
  db: Kysely<DB>,
  username: string,
  exceptUid?: string,
): Promise<string | undefined> {
  let q = db
    .selectFrom('user_info')
    .select('uuid')
    .where(lowerUsername, '=', sql<string>`lower(${username})`);
  if (exceptUid !== undefined) q = q.where('uuid', '!=', exceptUid);
  return (await q.executeTakeFirst())?.uuid;
}
