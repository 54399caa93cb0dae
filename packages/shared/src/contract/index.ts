// The API contract with HOJ's clients: one row per call of reference/hoj-api-paths.md and of the
// two specs (issue 26). The contract tests compare it with the server's routes and zod schemas;
// each feature issue turns the rows of its area from pending to implemented.
import { ROLE_INFO, type RoleId } from '../roles.js';
import { ACCOUNT_ROWS } from './account.js';
import { ANNOUNCEMENT_ROWS } from './announcement.js';
import { COMMENT_ROWS } from './comment.js';
import { CONFIG_ROWS } from './config.js';
import { CONTEST_OPS_ROWS } from './contest-ops.js';
import { CONTEST_ROWS } from './contest.js';
import { DASHBOARD_ROWS } from './dashboard.js';
import { DISCUSSION_ROWS } from './discussion.js';
import { FILE_ROWS } from './file.js';
import { GROUP_ROWS } from './group.js';
import { HOME_ROWS } from './home.js';
import { JUDGING_ROWS } from './judging.js';
import { LANGUAGE_ROWS } from './language.js';
import { MESSAGE_ROWS } from './message.js';
import { PROBLEM_ROWS } from './problem.js';
import { RANK_ROWS } from './rank.js';
import { REMOTE_JUDGE_ROWS } from './remote-judge.js';
import { SUBMISSION_ROWS } from './submission.js';
import { TAG_ROWS } from './tag.js';
import { TRAINING_ROWS } from './training.js';
import { USER_ADMIN_ROWS } from './user-admin.js';
import { AREAS, type Access, type Area, type ContractRow, type Method, type RoleCode } from './types.js';

export * from './types.js';
export * from './extensions.js';

/** Every call, grouped by area in the order of AREAS. */
export const CONTRACT: readonly ContractRow[] = [
  ...ACCOUNT_ROWS,
  ...PROBLEM_ROWS,
  ...SUBMISSION_ROWS,
  ...JUDGING_ROWS,
  ...LANGUAGE_ROWS,
  ...TAG_ROWS,
  ...FILE_ROWS,
  ...DASHBOARD_ROWS,
  ...CONFIG_ROWS,
  ...USER_ADMIN_ROWS,
  ...ANNOUNCEMENT_ROWS,
  ...MESSAGE_ROWS,
  ...HOME_ROWS,
  ...RANK_ROWS,
  ...CONTEST_ROWS,
  ...CONTEST_OPS_ROWS,
  ...TRAINING_ROWS,
  ...DISCUSSION_ROWS,
  ...COMMENT_ROWS,
  ...GROUP_ROWS,
  ...REMOTE_JUDGE_ROWS,
];

/** The key of a call: `METHOD path`, e.g. `GET /api/get-problem-list`. Unique in CONTRACT. */
export const rowKey = (row: Pick<ContractRow, 'method' | 'path'>): string => `${row.method} ${row.path}`;

/** Key of a registered route as the server lists it; the same form as rowKey. */
export const routeKey = (method: string, url: string): string => `${method.toUpperCase()} ${url}`;

/** The rows of one area. */
export const rowsByArea = (area: Area): ContractRow[] => CONTRACT.filter((r) => r.area === area);

/** Row count per area, in the order of AREAS. */
export const countByArea = (): Record<Area, number> =>
  Object.fromEntries(AREAS.map((a) => [a, rowsByArea(a).length])) as Record<Area, number>;

/** The row of a `METHOD path` key, if any. */
export const findRow = (key: string): ContractRow | undefined => CONTRACT.find((r) => rowKey(r) === key);

/**
 * The row a registered route implements: the exact key, or the `ANY` row of the same path for a
 * GET route (HOJ's clients use GET where HOJ accepts any verb).
 */
export const rowForRoute = (method: string, url: string): ContractRow | undefined =>
  findRow(routeKey(method, url)) ?? (method.toUpperCase() === 'GET' ? findRow(`ANY ${url}`) : undefined);

/** Methods a route may use to implement the row. */
export const methodsFor = (row: ContractRow): readonly Exclude<Method, 'ANY'>[] =>
  row.method === 'ANY' ? ['GET'] : [row.method];

/** A parameter's bare name: 'limit?' → 'limit', 'currentPage=1' → 'currentPage'. */
export const paramName = (p: string): string => p.replace(/\?$/, '').replace(/=.*$/, '');

/** True when the parameter may be left out ('x?' or 'x=default'). */
export const isOptional = (p: string): boolean => p.endsWith('?') || p.includes('=');

/** The default of a 'x=v' parameter as the reference writes it ('=""' gives ''), else undefined. */
export const defaultOf = (p: string): string | undefined => {
  const i = p.indexOf('=');
  if (i < 0) return undefined;
  const v = p.slice(i + 1);
  return v === '""' ? '' : v;
};

/** Every parameter name a call takes, wherever it travels (query, body, multipart). */
export const paramNames = (row: ContractRow): string[] =>
  [...(row.query ?? []), ...(row.body ?? []), ...(row.multipart ?? [])].map(paramName);

/** True for answers that are a page of records. */
export const isPaged = (row: ContractRow): boolean => row.shape === 'page';

/** Role ids of the reference's role codes. */
export const ROLE_IDS: Readonly<Record<RoleCode, RoleId>> = { R: 1000, A: 1001, PA: 1008 };

/**
 * The rule the server's route config can state for a row (its AuthMode): group levels and
 * "any of" rules are checked inside handlers after a plain login, so they reduce to 'login';
 * roles become role ids; a roles + perm pair keeps only the permission when every role that holds
 * the permission is among the roles (then the two are the same set of callers).
 */
export function routeAuth(
  access: Access,
): 'anon' | 'open' | 'login' | { roles: readonly RoleId[] } | { perm: string } {
  if (typeof access === 'string') return access;
  if ('anyOf' in access || 'group' in access) return 'login';
  if ('roles' in access) {
    const roles = access.roles.map((r) => ROLE_IDS[r]);
    if (access.perm && rolesWith(access.perm).every((id) => roles.includes(id))) return { perm: access.perm };
    return { roles };
  }
  return { perm: access.perm };
}

/** Role ids whose permissions include the permission. */
export const rolesWith = (perm: string): RoleId[] =>
  (Object.values(ROLE_INFO) as (typeof ROLE_INFO)[RoleId][])
    .filter((info) => (info.permissions as ReadonlySet<string>).has(perm))
    .map((info) => info.id);

/**
 * Role ids a site-level rule lets through once signed in ('any' for anon/open/login and for
 * rules checked in the handler); handy to compare a row with a route whose config differs in form
 * but not in effect ({ perm: 'rejudge' } versus { roles: [1000] }).
 */
export function allowedRoles(access: Access): readonly RoleId[] | 'any' {
  const mode = routeAuth(access);
  if (typeof mode === 'string') return 'any';
  if ('roles' in mode) {
    const perm = typeof access === 'object' && 'roles' in access ? access.perm : undefined;
    return perm ? mode.roles.filter((id) => rolesWith(perm).includes(id)) : mode.roles;
  }
  return rolesWith(mode.perm);
}
