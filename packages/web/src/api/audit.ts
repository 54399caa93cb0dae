// The audit log of back-office actions (GET /api/admin/audit, super admin); types from the shared
// schemas (type-only: no zod in the page bundle).
import type { Page } from '@judge/shared';
import type { AuditEntryVO, AuditListQuery } from '@judge/shared/schemas/audit';
import { api, compact } from './http';

export type { AuditEntryVO, AuditListQuery } from '@judge/shared/schemas/audit';

export const getAuditLog = (q: AuditListQuery) => api.get<Page<AuditEntryVO>>('/api/admin/audit', compact(q));
