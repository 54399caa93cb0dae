// Queries of the audit log: append one entry; list entries newest first with the page's filters.
import type { Database } from '../../db/index.js';
import { withAudit, type AuditLogRow } from './tables.js';
import { readPage } from '../../lib/pagination.js';

export interface NewAuditEntry {
  uid: string | null;
  username: string | null;
  action: string;
  resourceType: string;
  resourceId: string | null;
  method: string;
  route: string;
  request: unknown;
  before: unknown;
  after: unknown;
  ip: string | null;
  status: number;
}

export async function insertAuditEntry(database: Database, e: NewAuditEntry): Promise<void> {
  const { cols } = database;
  const json = (v: unknown) => (v === null || v === undefined ? null : cols.json(v));
  await withAudit(database.db)
    .insertInto('audit_log')
    .values({
      uid: e.uid,
      username: e.username,
      action: e.action,
      resource_type: e.resourceType,
      resource_id: e.resourceId,
      method: e.method,
      route: e.route,
      request: json(e.request),
      before: json(e.before),
      after: json(e.after),
      ip: e.ip,
      status: e.status,
      gmt_create: cols.time(),
    })
    .execute();
}

export interface AuditFilter {
  user?: string;
  action?: string;
  resourceType?: string;
  resourceId?: string;
  /** ISO times, inclusive. */
  from?: string;
  to?: string;
}

/** Entries matching the filter, newest first, and how many match. */
export async function listAuditEntries(
  database: Database,
  f: AuditFilter,
  limit: number,
  offset: number,
): Promise<{ rows: AuditLogRow[]; total: number }> {
  let q = withAudit(database.db).selectFrom('audit_log');
  if (f.user) q = q.where((eb) => eb.or([eb('username', '=', f.user!), eb('uid', '=', f.user!)]));
  if (f.action) {
    // A prefix (`problem.` or `problem*`) as a range, so that the (action, time) index serves it on both databases.
    const prefix = f.action.endsWith('*') ? f.action.slice(0, -1) : f.action.endsWith('.') ? f.action : null;
    if (prefix) {
      const next = prefix.slice(0, -1) + String.fromCharCode(prefix.charCodeAt(prefix.length - 1) + 1);
      q = q.where('action', '>=', prefix).where('action', '<', next);
    } else q = q.where('action', '=', f.action);
  }
  if (f.resourceType) q = q.where('resource_type', '=', f.resourceType);
  if (f.resourceId) q = q.where('resource_id', '=', f.resourceId);
  if (f.from) q = q.where('gmt_create', '>=', f.from);
  if (f.to) q = q.where('gmt_create', '<=', f.to);
  return readPage(q, (b) => b.selectAll().orderBy('gmt_create', 'desc').orderBy('id', 'desc'), {
    limit,
    offset,
  });
}
