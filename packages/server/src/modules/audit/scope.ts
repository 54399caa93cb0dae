// Which routes are the back office's: every signed-in call under /api/admin/, and every call only
// back-office roles may make wherever its path is (the problem imports under /api/file/, the
// discussion categories). Read from the route's own auth config, so a new route is placed by
// what it declares.
import { ROLE_INFO, isAdminRole, type RoleId } from '@judge/shared';
import type { AuthMode } from '../../lib/auth/index.js';

function rolesOf(auth: AuthMode): readonly number[] | null {
  if (typeof auth === 'string') return null;
  if ('roles' in auth) return auth.roles;
  return (Object.values(ROLE_INFO) as (typeof ROLE_INFO)[RoleId][])
    .filter((info) => (info.permissions as ReadonlySet<string>).has(auth.perm))
    .map((info) => info.id);
}

/** True for a back-office route (an anonymous one, e.g. the admin login, is none: there is no "who"). */
export function isBackOfficeRoute(url: string, auth: AuthMode | undefined): boolean {
  if (auth === undefined || auth === 'anon' || auth === 'open') return false;
  if (url.startsWith('/api/admin/')) return true;
  const roles = rolesOf(auth);
  return roles !== null && roles.length > 0 && roles.every((r) => isAdminRole(r));
}

/** Methods that change something by HTTP's meaning; a back-office GET that changes is catalogued. */
export const isWriteMethod = (method: string) =>
  method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
