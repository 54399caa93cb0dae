// The signed-in user as the shared policies see it. This is the web's one place that turns the
// session's role names into a policy `Actor`: every show/hide decision about permissions passes
// this actor to a policy function of @judge/shared instead of reading roles itself, so the web
// and the server cannot disagree about who may do what.
import { ROLE_INFO, Role, type Actor, type RoleId } from '@judge/shared';

/** Role ids by the role names the server reports in `roleList` (and get-user-auth-info). */
const ROLE_BY_NAME: ReadonlyMap<string, RoleId> = new Map(
  Object.values(ROLE_INFO).map((r) => [r.role, r.id]),
);

/** A user has one role; should a list ever name several, the back-office roles win in this order. */
const PRECEDENCE: readonly RoleId[] = [Role.ROOT, Role.PROBLEM_ADMIN, Role.ADMIN];

/** The session's user as far as the actor needs it (kept structural: the session store builds actors). */
export interface SessionUser {
  uid: string;
  username: string;
  roleList?: string[];
}

export function actorOfUser(u: SessionUser | null | undefined): Actor | null {
  if (!u) return null;
  const ids = (u.roleList ?? [])
    .map((name) => ROLE_BY_NAME.get(name))
    .filter((id): id is RoleId => id !== undefined);
  // An unknown or missing role name is treated as a plain user: it unlocks nothing.
  const role = PRECEDENCE.find((r) => ids.includes(r)) ?? ids[0] ?? Role.USER;
  return { uid: u.uid, username: u.username, role };
}
