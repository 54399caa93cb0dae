// Table type of the audit log (migration 0015), read through `withAudit`, a typed view of the same
// connection (the way the training module keeps its tables beside it).
import type { Generated, Selectable } from 'kysely';
import { tableView } from '../../db/table-view.js';
import type { DB, Json, Timestamp } from '../../db/types.js';

export interface AuditLogTable {
  id: Generated<number>;
  uid: string | null;
  username: string | null;
  action: string;
  resource_type: string;
  resource_id: string | null;
  method: string;
  route: string;
  request: Json | null;
  before: Json | null;
  after: Json | null;
  ip: string | null;
  status: number;
  gmt_create: Timestamp;
}

export type DBWithAudit = DB & { audit_log: AuditLogTable };
export type AuditLogRow = Selectable<AuditLogTable>;

export const withAudit = tableView<{ audit_log: AuditLogTable }>();
