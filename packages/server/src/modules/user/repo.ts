// User queries shared by several modules.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/types.js';
import { ROLE_NAMES } from '../../lib/auth/roles.js';

export function userWithRole(db: Kysely<DB>) {
  return db
    .selectFrom('user_info as u')
    .leftJoin('user_role as ur', 'ur.uid', 'u.uuid')
    .selectAll('u')
    .select('ur.role_id');
}

export type UserRow = NonNullable<Awaited<ReturnType<ReturnType<typeof userWithRole>['executeTakeFirst']>>>;

export function roleIdOf(row: { role_id: number | null }): number {
  return row.role_id ?? 1002;
}

export function roleNameOf(roleId: number): string {
  return ROLE_NAMES[roleId] ?? 'default_user';
}
