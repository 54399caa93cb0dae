// The static comparison of the contract table (packages/shared/src/contract) with the routes a
// built app registers: which rows a route implements, which routes are extensions, and for each
// implemented row whether the route's zod schemas take the row's parameters and declare its data
// fields, and whether its auth config lets the same callers through. No HTTP: schemas are read as
// data (zod 4 keeps each schema's definition in `_zod.def`).
import {
  AREAS,
  CONTRACT,
  allowedRoles,
  extensionFor,
  isOptional,
  paramName,
  routeAuth,
  rowForRoute,
  rowKey,
  type Area,
  type ContractCheck,
  type ContractRow,
  type Extension,
} from '@judge/shared/contract/index';
import type { RegisteredRoute } from '../../src/app.js';
import { rolesOfAuth } from '../../src/lib/auth/index.js';
import { elementOf, fieldOf, isZod, keysOf, unwrap, type ZodLike as Schema } from '../../src/lib/zod-shape.js';

/** A registered route's auth as the set of role ids it lets through once signed in. */
function routeRoles(auth: RegisteredRoute['auth']): readonly number[] | 'any' {
  return (auth && rolesOfAuth(auth)) ?? 'any';
}

const sameSet = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x) => b.includes(x));

/** One difference between a row and its route, by the comparison that found it. */
export interface Finding {
  check: ContractCheck;
  text: string;
}

/** Every difference of a route from the row it implements, tolerated or not. */
export function findingsOf(row: ContractRow, route: RegisteredRoute): Finding[] {
  const found: Finding[] = [];
  let check: ContractCheck = 'query';
  const out = { push: (text: string) => found.push({ check, text }) };
  const schema = (route.schema ?? {}) as Record<string, unknown>;

  // Parameters: query-string ones in the route's querystring, body ones in its body schema.
  const parts: [string, readonly string[] | undefined, unknown][] = [
    ['querystring', row.query, schema.querystring],
    ['body', row.bodyIsList ? undefined : row.body, schema.body],
  ];
  for (const [part, params, s] of parts) {
    check = part === 'body' ? 'body' : 'query';
    if (!params?.length) continue;
    const keys = isZod(s) ? keysOf(s, 'in') : null;
    if (!keys) {
      out.push(`no object ${part} schema for ${params.map(paramName).join(', ')}`);
      continue;
    }
    for (const p of params) {
      const name = paramName(p);
      if (keys.keys.has(name)) continue;
      if (!isOptional(p) && keys.others !== 'open') out.push(`${part} lacks required parameter ${name}`);
      else if (keys.others === 'strict') out.push(`strict ${part} rejects parameter ${name}`);
    }
  }
  check = 'body';
  if (row.bodyIsList) {
    const s = schema.body;
    if (!isZod(s) || unwrap(s, 'in')._zod.def.type !== 'array') out.push('body is not an array');
  }
  check = 'multipart';
  if (row.multipart?.length) {
    const consumes = schema.consumes as string[] | undefined;
    if (!consumes?.includes('multipart/form-data')) out.push('does not declare multipart/form-data');
  }

  // The answer's data fields.
  check = 'data';
  const okSchema = (schema.response as Record<string, unknown> | undefined)?.['200'];
  if (row.shape !== 'file' && row.shape !== 'null') {
    const data = isZod(okSchema) ? fieldOf(okSchema, 'data', 'out') : undefined;
    if (!data) out.push('no 200 response schema with data');
    else {
      const fields = row.data ?? [];
      let holder: Schema | undefined;
      let what = 'data';
      if (row.shape === 'object') holder = data;
      else if (row.shape === 'page') {
        const records = fieldOf(data, 'records', 'out');
        holder = records && elementOf(records, 'out');
        what = 'data.records[]';
        for (const f of ['records', 'total'])
          if (!keysOf(data, 'out')?.keys.has(f)) out.push(`page lacks ${f}`);
      } else if (row.shape === 'list') {
        holder = elementOf(data, 'out');
        what = 'data[]';
        if (!holder) out.push('data is not an array');
      } else if (row.shape === 'map') {
        const d = unwrap(data, 'out')._zod.def;
        holder = d.type === 'record' ? d.valueType : undefined;
        what = 'data{}';
        if (!holder) out.push('data is not a map');
      } else if (row.shape === 'value') {
        const t = unwrap(data, 'out')._zod.def.type;
        if (['object', 'array', 'record'].includes(t)) out.push(`data is ${t}, not a value`);
      }
      if (holder && fields.length) {
        const keys = keysOf(holder, 'out');
        if (!keys) out.push(`${what} is not an object`);
        else {
          const missing = fields.filter((f) => !keys.keys.has(f));
          if (missing.length) out.push(`${what} lacks ${missing.join(', ')}`);
        }
      }
    }
  }

  // Access: the same mode for anon/open/login, the same callers for roles and permissions.
  check = 'auth';
  const want = routeAuth(row.auth);
  const have = route.auth ?? 'anon';
  if (typeof want === 'string') {
    if (have !== want) out.push(`auth ${JSON.stringify(have)}, row wants ${JSON.stringify(want)}`);
  } else {
    const roles = routeRoles(have);
    const expected = allowedRoles(row.auth);
    if (roles === 'any' || expected === 'any' || !sameSet(roles, expected))
      out.push(`auth ${JSON.stringify(have)}, row wants ${JSON.stringify(want)}`);
  }
  return found;
}

/**
 * Problems of a route against the row it implements; empty when it conforms. Differences the row
 * tolerates (`differsIn`) are left out; a tolerance with nothing left to tolerate is a problem too,
 * so that the table follows the routes.
 */
export function checkRow(row: ContractRow, route: RegisteredRoute): string[] {
  const found = findingsOf(row, route);
  const tolerated = new Set(row.differsIn ?? []);
  const problems = found.filter((f) => !tolerated.has(f.check)).map((f) => f.text);
  for (const c of tolerated)
    if (!found.some((f) => f.check === c)) problems.push(`differsIn names ${c}, but the route now matches the row there`);
  if (tolerated.size && !row.differs?.trim()) problems.push('differsIn without a reason in differs');
  return problems;
}

export interface ContractReport {
  implemented: { row: ContractRow; route: RegisteredRoute; problems: string[] }[];
  pending: Record<Area, ContractRow[]>;
  extensions: { route: RegisteredRoute; extension: Extension }[];
  /** Routes that are neither a row nor an extension. */
  unknown: RegisteredRoute[];
  total: number;
}

/** Compares the table with the registered /api routes (HEAD twins left out). */
export function compareContract(routes: readonly RegisteredRoute[]): ContractReport {
  const api = routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
  const implemented: ContractReport['implemented'] = [];
  const extensions: ContractReport['extensions'] = [];
  const unknown: RegisteredRoute[] = [];
  const done = new Set<string>();
  for (const route of api) {
    const row = rowForRoute(route.method, route.url);
    if (row) {
      implemented.push({ row, route, problems: checkRow(row, route) });
      done.add(rowKey(row));
      continue;
    }
    const extension = extensionFor(route.method, route.url);
    if (extension) extensions.push({ route, extension });
    else unknown.push(route);
  }
  const pending = Object.fromEntries(AREAS.map((a) => [a, [] as ContractRow[]])) as Record<Area, ContractRow[]>;
  for (const row of CONTRACT) if (!done.has(rowKey(row))) pending[row.area].push(row);
  return { implemented, pending, extensions, unknown, total: CONTRACT.length };
}

/** The one summary line of the run. */
export const contractLine = (r: ContractReport): string =>
  `contract: ${r.implemented.length}/${r.total} reference calls implemented, ${
    r.implemented.filter((i) => i.problems.length > 0).length
  } non-conforming`;

