// The one door into a group for every module (group, and the group-scoped problems, trainings,
// contests, discussions): load the group and the caller's member level, answer what the caller
// may do there (policies/group.ts holds the rules), or throw the reference's refusal.
//
//   const access = await groupAccess(db, actor, gid);           // never throws
//   const access = await requireGroup(db, actor, gid, 'enter');  // throws unless allowed
//
// Refusals (hoj-api-paths §2: "every manager first loads the group"):
// - not signed in → 401 Please_login_first;
// - no such group, a banned group (site root aside), or an invisible group the caller is not a
//   member of → 404 (its existence is not told);
// - seen but not allowed (not a member / not a group admin / not a group root) → 403 with the
//   matching message.
import type { Kysely, Transaction } from 'kysely';
import {
  canAdministerGroup,
  canEnterGroup,
  canSeeGroup,
  GROUP_BANNED,
  isGroupRootOf,
  type Actor,
  type GroupRef,
} from '@judge/shared';
import type { DB } from '../../db/types.js';
import type { GroupRow } from '../../db/rows.js';
import { readBool } from '../../db/columns.js';
import { forbidden, notFound, unauthorized } from '../../lib/errors.js';

type Db = Kysely<DB> | Transaction<DB>;

export interface GroupAccess {
  /** The group row, or null when it does not exist at all. */
  group: GroupRow | null;
  /** The group as the policies take it. */
  ref: GroupRef | null;
  /** The caller's group_member.auth (0 = no row / anonymous). */
  level: number;
  /** Does the group exist for the caller (list, detail, apply)? */
  visible: boolean;
  /** GM or R: may open the group's tabs. */
  enter: boolean;
  /** GA or R: may administer announcements, applications, members, content. */
  administer: boolean;
  /** GR or R: may edit the group, its avatar, see its code. */
  root: boolean;
}

export const groupRefOf = (g: GroupRow): GroupRef => ({
  uid: g.uid,
  auth: g.auth,
  visible: readBool(g.visible),
  status: g.status,
});

/**
 * The caller's member level in one group (0 when none). A banned group has no members for anyone's
 * rules (hoj-behaviour §8 "banned groups invisible to non-root"): every module that lets a member
 * into the group's problems, trainings, contests or submissions asks this, so a ban closes them all
 * at once; the site root passes by its role, not by a level.
 */
export async function memberLevel(db: Db, gid: number, uid: string | null | undefined): Promise<number> {
  if (!uid) return 0;
  const row = await db
    .selectFrom('group_member as m')
    .innerJoin('group as g', 'g.id', 'm.gid')
    .select(['m.auth', 'g.status'])
    .where('m.gid', '=', gid)
    .where('m.uid', '=', uid)
    .executeTakeFirst();
  if (!row || row.status === GROUP_BANNED) return 0;
  return row.auth;
}

/** Loads a group and answers for the actor; never throws. */
export async function groupAccess(db: Db, actor: Actor | null, gid: number): Promise<GroupAccess> {
  const group = Number.isSafeInteger(gid)
    ? ((await db.selectFrom('group').selectAll().where('id', '=', gid).executeTakeFirst()) ?? null)
    : null;
  if (!group)
    return { group: null, ref: null, level: 0, visible: false, enter: false, administer: false, root: false };
  const ref = groupRefOf(group);
  const level = await memberLevel(db, gid, actor?.uid);
  return {
    group,
    ref,
    level,
    visible: canSeeGroup(actor, ref, level),
    enter: canEnterGroup(actor, ref, level),
    administer: canAdministerGroup(actor, ref, level),
    root: isGroupRootOf(actor, ref, level),
  };
}

/** What a call needs: to see the group, to be a member, a group admin or a group root. */
export type GroupNeed = 'see' | 'enter' | 'administer' | 'root';

export type AllowedGroupAccess = GroupAccess & { group: GroupRow; ref: GroupRef };

/** Loads the group and throws the reference's refusal unless the actor has `need`. */
export async function requireGroup(
  db: Db,
  actor: Actor | null,
  gid: number,
  need: GroupNeed,
): Promise<AllowedGroupAccess> {
  if (!actor) throw unauthorized();
  const a = await groupAccess(db, actor, gid);
  if (!a.group || !a.visible) throw notFound('Group_Not_Found');
  if (need === 'enter' && !a.enter) throw forbidden('Not_Group_Member');
  if (need === 'administer' && !a.administer) throw forbidden('Group_Admin_Required');
  if (need === 'root' && !a.root) throw forbidden('Group_Root_Required');
  return a as AllowedGroupAccess;
}

/** Member levels of many groups at once (for lists), keyed by gid. */
export async function memberLevels(
  db: Db,
  uid: string | null | undefined,
  gids: number[],
): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  if (!uid || gids.length === 0) return out;
  const rows = await db
    .selectFrom('group_member')
    .select(['gid', 'auth'])
    .where('uid', '=', uid)
    .where('gid', 'in', gids)
    .execute();
  for (const r of rows) out.set(r.gid, r.auth);
  return out;
}
