// The row type of the API contract table: one row per call that HOJ's clients or the spec make.
// The table is data only; the contract tests compare it with the server's registered routes and
// their zod schemas, so every field here is meant to be read by a program as well as by a person.
import type { PermissionName } from '../roles.js';

/**
 * HTTP method of a call. `ANY` is HOJ's `@RequestMapping` without a method (every verb accepted);
 * HOJ's clients use GET for those, so a GET route implements an `ANY` row.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE' | 'ANY';

/** Site roles in the reference's notation: R root (1000), A admin (1001), PA problem_admin (1008). */
export type RoleCode = 'R' | 'A' | 'PA';

/** Levels of group membership (group_member.auth): member 3-5, admin 4-5, root 5. */
export type GroupLevel = 'member' | 'admin' | 'root';

/**
 * Who may call. The first five mirror the server's route `auth` config:
 * - `'anon'`: token optional; a bad or expired token is ignored (HOJ's @AnonApi).
 * - `'open'`: anonymous allowed, but a token that is present and bad gives 401 (no annotation in HOJ).
 * - `'login'`: a valid token is required (@RequiresAuthentication).
 * - `{ roles }`: login plus one of the roles (Shiro OR). With `perm` as well, both must hold
 *   (HOJ's "R + perm:x"; every such permission belongs to root alone, so the pair means "root").
 * - `{ perm }`: login plus the permission (role to permission table: hoj-behaviour.md §7.3).
 * The next two are checked inside the handler, after a plain login:
 * - `{ group }`: the caller's level in the group the call is about (site root passes every group
 *   check); `orOwner` also lets the item's creator through (HOJ's "owner or GR").
 * - `{ anyOf }`: any one of the listed rules (e.g. an admin role, or group admin of the `gid` sent).
 */
export type Access =
  | 'anon'
  | 'open'
  | 'login'
  | { roles: readonly RoleCode[]; perm?: PermissionName }
  | { perm: PermissionName }
  | { group: GroupLevel; orOwner?: true }
  | { anyOf: readonly Access[] };

/**
 * The area that owns a call: the feature (and the issue) that must implement it. Areas are named
 * for what they are, as the server's modules are, never for a URL prefix.
 */
export const AREAS = [
  'account', // sign-in, registration, password and e-mail flows, profile and user home
  'problem', // public problem calls and problem administration
  'submission', // submitting, the test judge, submission lists and details
  'judging', // rejudge, manual judge, cancel, judge servers
  'language', // language lists
  'tag', // tags and tag classifications
  'file', // uploads and downloads of the editors, test data, problem import and export
  'dashboard', // the back-office dashboard
  'config', // site, e-mail, database configuration and switches
  'user-admin', // user administration in the back office
  'announcement', // site announcements
  'message', // user messages and the system notices that feed them
  'home', // the home page lists
  'rank', // site rank lists
  'contest', // contests: administration, access, problems, submissions, boards, announcements
  'contest-ops', // contest operations: print, AC info, scroll board, exports
  'training', // trainings and their categories
  'discussion', // discussions, explanations, categories, reports
  'comment', // comments and replies
  'group', // groups and everything scoped to a group that has its own path
  'remote-judge', // problems of other judges
] as const;
export type Area = (typeof AREAS)[number];

/** The comparisons the contract tests make between a row and its route. */
export type ContractCheck = 'query' | 'body' | 'multipart' | 'data' | 'auth';

/** How `data` of the `{status, msg, data}` answer is shaped. */
export type DataShape =
  | 'null' // data is null (HOJ's CommonResult<Void>)
  | 'object' // one object; `data` lists its top-level fields
  | 'page' // a page {records, total, size, current, pages}; `data` lists the fields of each record
  | 'list' // an array; `data` lists the fields of each element (absent for arrays of scalars)
  | 'map' // an object keyed by ids ({pid: ...}); `data` lists the fields of each value
  | 'value' // a scalar (a string key, an integer)
  | 'file'; // a download (zip, xlsx, text); failures answer JSON {status, msg, data: null}

/**
 * One call. Parameter names keep the reference's notation (hoj-api-paths.md §0):
 * `name` required, `name?` optional, `name=v` optional with default v (see `paramName`,
 * `isOptional`, `defaultOf` in ./index.ts). Body fields copied from a type of the reference's §8 carry
 * no optionality there: a bare name in `body` is "a field of that type", and `?` is added only where
 * the reference or the spec says the field may be left out.
 */
export interface ContractRow {
  /** HTTP method; the same path with two methods is two rows. */
  method: Method;
  /** Exact path, starting with /api/. */
  path: string;
  /** Query-string parameters (sent in the query even on POST and PUT where the reference says so). */
  query?: readonly string[];
  /** Fields of the JSON body (HOJ's clients may also send them form-encoded). */
  body?: readonly string[];
  /** The reference's name of the body type (§8), e.g. 'ProblemDTO'. */
  bodyType?: string;
  /** The JSON body is an array: of objects with `body`'s fields, or of scalars when `body` is absent. */
  bodyIsList?: true;
  /** Parts of a multipart/form-data body (files and plain fields). */
  multipart?: readonly string[];
  /** Who may call (see `Access`). */
  auth: Access;
  /** Checks made inside the handler beyond `auth`, as the reference words them (its "+ ..." part). */
  extraChecks?: string;
  /** Shape of `data`. */
  shape: DataShape;
  /**
   * Top-level fields of `data`, or of each record / element / value for pages, lists and maps
   * (reference §7 and §8). When the answer has variants (ACM or OI rows), the fields all variants
   * share; `dataType` names the variants.
   */
  data?: readonly string[];
  /** The reference's description of `data`, e.g. 'IPage[JudgeVO]'. */
  dataType?: string;
  /** Response headers that carry part of the answer (the token of a login). */
  responseHeaders?: readonly string[];
  /** The area that owns the call. */
  area: Area;
  /** Where the row comes from: 'hoj-api-paths §1.4', 'site.md §7', or both. */
  source: string;
  /** HOJ's client function (api.js) or Vue file that makes the call, when the reference names it. */
  client?: string;
  /** Where the product deliberately differs from HOJ, and why (the spec wins; DESIGN.md decisions). */
  differs?: string;
  /**
   * The comparisons the contract tests leave out for this row because the route deliberately
   * differs there; `differs` must say why. A tolerated difference that no longer exists is reported.
   */
  differsIn?: readonly ContractCheck[];
  /** Anything else a reader of the row needs: spec wording that differs while HOJ's form is kept, etc. */
  note?: string;
}
