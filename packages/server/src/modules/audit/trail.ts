// The audit trail: a route-level hook pair attached, when the app registers its routes, to every
// back-office call that changes something (every non-GET back-office route, plus the catalogued
// GETs that change state, e.g. rejudge). No handler records anything itself, so a new back-office
// route is recorded from its first request.
//   preHandler (after authentication and body validation): the resource id(s) from the request and
//     the resource's "before" snapshot.
//   onSend (the handler has answered, the answer is not sent yet): for a 2xx answer, the id from the
//     answer if the request had none (creates), the "after" snapshot, and the entry.
// Only successful (2xx) calls are recorded: the log says what changed and who changed it; a refused
// or invalid call changes nothing and stays in the request log.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isAdminRole } from '@judge/shared';
import type { Database } from '../../db/index.js';
import type { AuthMode } from '../../lib/auth/index.js';
import { appendRouteHook, asList } from '../../lib/route-hooks.js';
import { CATALOGUE, derivedSpec, isAudited, type AuditSpec, type CallParts } from './catalogue.js';
import { isBackOfficeRoute, isWriteMethod } from './scope.js';
import { loadSnapshot } from './snapshots.js';
import { redact } from './redact.js';
import { insertAuditEntry, type NewAuditEntry } from './repo.js';

interface Pending {
  spec: AuditSpec;
  route: string;
  ids: string[];
  before: unknown;
}

const pending = new WeakMap<FastifyRequest, Pending>();
/** `METHOD url` → the spec each audited route got, per app (read by the coverage test). */
const auditedByApp = new WeakMap<FastifyInstance, Map<string, AuditSpec>>();

/** Every route the trail records, with its spec (`METHOD url` keys). */
export function auditedRoutes(app: FastifyInstance): ReadonlyMap<string, AuditSpec> {
  return auditedByApp.get(app) ?? new Map();
}

/** Ids as strings: one value, or each of an array (a batch delete); empty when none. */
function idsOf(v: unknown): string[] {
  if (v === undefined || v === null || v === '') return [];
  const list = Array.isArray(v) ? v : [v];
  return list
    .filter((x) => typeof x === 'string' || typeof x === 'number')
    .map(String)
    .slice(0, 500);
}

/** The answer's `data` when the payload is the JSON envelope. */
function answerData(payload: unknown): unknown {
  if (typeof payload !== 'string' || payload.length > 4 * 1024 * 1024 || !payload.startsWith('{'))
    return undefined;
  try {
    return (JSON.parse(payload) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

/** The spec a route is recorded under, or null when it is no back-office change. */
function specFor(method: string, url: string, auth: AuthMode | undefined): AuditSpec | null {
  const key = `${method} ${url}`;
  const entry = CATALOGUE[key];
  if (entry) return isAudited(entry) ? entry : null;
  if (!isBackOfficeRoute(url, auth) || !isWriteMethod(method)) return null;
  // Not catalogued yet: recorded all the same, under a name made from its path (the coverage test
  // fails until the catalogue names it).
  return derivedSpec(method, url);
}

/**
 * Adds the trail's hooks to the back-office routes registered after this call (register it before
 * the routes).
 */
export function registerAuditTrail(app: FastifyInstance, database: Database): void {
  const audited = new Map<string, AuditSpec>();
  auditedByApp.set(app, audited);

  app.addHook('onRoute', (r) => {
    const methods = asList(r.method as string | string[]);
    const spec = specFor(methods[0], r.url, (r.config as { auth?: AuthMode } | undefined)?.auth);
    if (!spec || methods.length !== 1) return;
    audited.set(`${methods[0]} ${r.url}`, spec);
    const route = r.url;

    const before = async (req: FastifyRequest) => {
      if (spec.staffOnly && !isAdminRole(req.user?.roleId)) return;
      const parts: CallParts = { query: req.query, body: req.body, params: req.params };
      const ids = spec.id ? idsOf(spec.id(parts)) : [];
      let snapshot: unknown = null;
      try {
        snapshot = await loadSnapshot(database, spec.resource, ids);
      } catch (err) {
        req.log.warn({ err, action: spec.action }, 'audit: before snapshot failed');
      }
      pending.set(req, { spec, route, ids, before: snapshot });
    };

    const after = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const p = pending.get(req);
      if (!p) return payload;
      pending.delete(req);
      if (reply.statusCode < 200 || reply.statusCode >= 300) return payload;
      const parts: CallParts = { query: req.query, body: req.body, params: req.params };
      const data = answerData(payload);
      const ids = p.ids.length ? p.ids : spec.id ? idsOf(spec.id({ ...parts, data })) : [];
      const entry: NewAuditEntry = {
        uid: req.user?.uid ?? null,
        username: req.user?.username ?? null,
        action: spec.action,
        resourceType: spec.resource,
        resourceId: ids.length ? ids.join(',') : null,
        method: req.method,
        route: p.route,
        request: redact(spec.request ? spec.request(parts) : { query: parts.query, body: parts.body }),
        before: redact(p.before),
        after: null,
        ip: req.ip ?? null,
        status: reply.statusCode,
      };
      // The write's failure does not fail the action: the action has committed by now (its handler
      // has answered) and nothing can undo it, so a 500 would tell the admin it failed when it did
      // not, and they would repeat it. It is not silent either: the whole entry goes to the error log,
      // from which an operator can restore it.
      try {
        const snap = await loadSnapshot(database, spec.resource, ids);
        entry.after = redact(snap ?? (spec.keepAnswer ? (data ?? null) : null));
        await insertAuditEntry(database, entry);
      } catch (err) {
        req.log.error({ err, audit: entry }, 'audit: entry not written');
      }
      return payload;
    };

    appendRouteHook(r, 'preHandler', before);
    appendRouteHook(r, 'onSend', after);
  });
}
