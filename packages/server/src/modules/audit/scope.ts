// Which routes are the back office's: every signed-in call under /api/admin/, and every call only
// back-office roles may make wherever its path is (the problem imports under /api/file/, the
// discussion categories). Read from the route's own auth config, so a new route is placed by
// what it declares.
import { isAdminRole } from '@judge/shared';
import { rolesOfAuth, type AuthMode } from '../../lib/auth/index.js';

/** True for a back-office route (an anonymous one, e.g. the admin login, is none: there is no "who"). */
export function isBackOfficeRoute(url: string, auth: AuthMode | undefined): boolean {
  if (auth === undefined || auth === 'anon' || auth === 'open') return false;
  if (url.startsWith('/api/admin/')) return true;
  const roles = rolesOfAuth(auth);
  return roles !== null && roles.length > 0 && roles.every((r) => isAdminRole(r));
}

/** Methods that change something by HTTP's meaning; a back-office GET that changes is catalogued. */
export const isWriteMethod = (method: string) =>
  method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
