// Who may read the audit log of back-office actions: super admins only (groups-accounts-admin.md,
// "Admin area": users, announcements, notices, system config and switches are super admin only;
// the log shows all of those, with the before and after of every account change).
import { isRoot } from '../roles.js';
import { isActive, type Actor } from './actor.js';

export const canViewAuditLog = (u: Actor | null | undefined): boolean => isActive(u) && isRoot(u.role);
