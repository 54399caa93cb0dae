// Short names for the `auth` values the rows repeat, in the reference's own words (its §0).
import type { Access } from './types.js';

/** "R/A/PA": root, admin or problem admin. */
export const ADMINS: Access = { roles: ['R', 'A', 'PA'] };
/** "R/PA": root or problem admin. */
export const ROOT_PA: Access = { roles: ['R', 'PA'] };
/** "R": root only. */
export const ROOT: Access = { roles: ['R'] };
/** "GM": a member of the group (auth 3, 4 or 5). */
export const GM: Access = { group: 'member' };
/** "GA": a group admin (auth 4 or 5). */
export const GA: Access = { group: 'admin' };
/** "GR": the group root (auth 5). */
export const GR: Access = { group: 'root' };
/** "owner or GR": the item's creator, or the group root. */
export const OWNER_OR_GR: Access = { group: 'root', orOwner: true };
/** "R/A/PA or (gid and GA)": an admin role, or group admin of the group named by `gid`. */
export const ADMINS_OR_GA: Access = { anyOf: [ADMINS, GA] };
