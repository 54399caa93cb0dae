// User queries shared by several modules.
import type { Kysely } from 'kysely';
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
