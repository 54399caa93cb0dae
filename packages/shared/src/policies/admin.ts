// Who may do what in the back office: pure functions, enforced by the server and used by the web to show or hide.
import { isAdminRole, isRoot } from '../roles.js';
import { isActive, type Actor } from './actor.js';

/** May this user open the back office (/manage)? Root, admin, problem admin. */
export const canAccessAdmin = (u: Actor | null | undefined): boolean => isActive(u) && isAdminRole(u.role);
/** Super-admin-only areas: users, system config, switches, announcements, rejudge, import/export. */
export const canAccessSuperAdmin = (u: Actor | null | undefined): boolean => isActive(u) && isRoot(u.role);

