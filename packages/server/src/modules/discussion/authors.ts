// Who wrote a discussion, comment or reply, as the lists show it: name, avatar, title and role,
// read fresh from user_info/user_role for a set of uids in one query.
import type { Kysely } from 'kysely';
import { Role } from '@judge/shared';
import type { DB } from '../../db/types.js';
import { readTime } from '../../db/columns.js';

export interface Author {
  username: string;
  avatar: string | null;
  titleName: string | null;
  titleColor: string | null;
  /** root, admin, problem_admin or user (badges SPA and ADM, site.md §6). */
  role: string;
}

export const UNKNOWN_AUTHOR: Author = {
  username: '',
  avatar: null,
  titleName: null,
  titleColor: null,
  role: 'user',
};

/** The role name a badge reads: root, admin, problem_admin, or user for every other role. */
export function roleNameOf(roleId: number | null | undefined): string {
  if (roleId === Role.ROOT) return 'root';
  if (roleId === Role.ADMIN) return 'admin';
  if (roleId === Role.PROBLEM_ADMIN) return 'problem_admin';
  return 'user';
}

export async function authorsOf(db: Kysely<DB>, uids: Iterable<string | null | undefined>) {
  const ids = [...new Set([...uids].filter((u): u is string => !!u))];
  const out = new Map<string, Author>();
  if (!ids.length) return out;
  const rows = await db
    .selectFrom('user_info as u')
    .leftJoin('user_role as r', 'r.uid', 'u.uuid')
    .select(['u.uuid', 'u.username', 'u.avatar', 'u.title_name', 'u.title_color', 'r.role_id'])
    .where('u.uuid', 'in', ids)
    .execute();
  for (const r of rows)
    out.set(r.uuid, {
      username: r.username,
      avatar: r.avatar,
      titleName: r.title_name,
      titleColor: r.title_color,
      role: roleNameOf(r.role_id),
    });
  return out;
}

export const iso = (v: Date | string | null | undefined) => readTime(v)?.toISOString() ?? '';
