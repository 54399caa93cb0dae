// The signed-in user as the shared policies see it (role names → role ids).
import { Role, type Actor } from '@judge/shared';
import { RoleName } from '../../constants';
import type { UserInfo } from '../../stores/session';

export function actorOfUser(u: UserInfo | null): Actor | null {
  if (!u) return null;
  const roles = u.roleList ?? [];
  const role = roles.includes(RoleName.ROOT)
    ? Role.ROOT
    : roles.includes(RoleName.PROBLEM_ADMIN)
      ? Role.PROBLEM_ADMIN
      : roles.includes(RoleName.ADMIN)
        ? Role.ADMIN
        : Role.USER;
  return { uid: u.uid, username: u.username, role };
}
