// The caller as the shared policies see it, and problem visibility (one place for both modules).
import { canViewProblem } from '@judge/shared';
import type { Kysely } from 'kysely';
import type { AuthUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import type { DB } from '../../db/types.js';
import { readBool } from '../../db/columns.js';
import { memberLevel } from '../group/access.js';

import type { ProblemRow } from '../../db/rows.js';
export type { ProblemRow };

export { actorOf };

export const problemRef = (p: ProblemRow) => ({
  auth: p.auth,
  author: p.author,
  gid: p.gid,
  isRemote: readBool(p.is_remote),
});

/** Outside contests: may the caller see this problem (hoj §1.2 step 6, site.md §6)? */
export const mayViewProblem = (u: AuthUser | null, p: ProblemRow, groupAuth: number | null = null) =>
  canViewProblem(actorOf(u), problemRef(p), groupAuth);

/** The caller's level in a group problem's group (null for a main-site problem). */
export const groupLevelOf = async (db: Kysely<DB>, u: AuthUser | null, p: ProblemRow) =>
  p.gid == null ? null : memberLevel(db, p.gid, u?.uid);

export function problemByDisplayId(db: Kysely<DB>, problemId: string) {
  return db.selectFrom('problem').selectAll().where('problem_id', '=', problemId).executeTakeFirst();
}

export function problemById(db: Kysely<DB>, id: number) {
  return db.selectFrom('problem').selectAll().where('id', '=', id).executeTakeFirst();
}
