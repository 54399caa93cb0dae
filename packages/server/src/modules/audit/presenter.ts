// The one shape of an audit entry in the API.
import type { AuditEntryVO } from '@judge/shared/schemas/audit';
import type { Columns } from '../../db/columns.js';
import { readTime } from '../../db/columns.js';
import type { AuditLogRow } from './tables.js';

export function presentAuditEntry(row: AuditLogRow, cols: Columns): AuditEntryVO {
  return {
    id: Number(row.id),
    uid: row.uid,
    username: row.username,
    action: row.action,
    resourceType: row.resource_type,
    resourceId: row.resource_id,
    method: row.method,
    route: row.route,
    request: row.request === null ? null : cols.readJson(row.request),
    before: row.before === null ? null : cols.readJson(row.before),
    after: row.after === null ? null : cols.readJson(row.after),
    ip: row.ip,
    status: row.status,
    gmtCreate: readTime(row.gmt_create as Date | string)!.toISOString(),
  };
}
