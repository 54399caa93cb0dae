// The audit log's page in the back office: GET /api/admin/audit, newest first, paginated, filtered by
// who, action (or its prefix), resource type and id, and time range (super admins only).
import type { FastifyInstance } from 'fastify';
import { auditListQuery, auditPage } from '@judge/shared/schemas/audit';
import { canViewAuditLog } from '@judge/shared';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { pageOf, pageResult } from '../../lib/pagination.js';
import { signedInActor } from '../../lib/auth/actor.js';
import { ROOT_ONLY } from '../../lib/auth/roles.js';
import { forbidden } from '../../lib/errors.js';
import { listAuditEntries } from './repo.js';
import { presentAuditEntry } from './presenter.js';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A filter bound as an ISO time; a bare day `to` means up to that day's end (UTC). */
function bound(v: string | undefined, end: boolean): string | undefined {
  if (!v) return undefined;
  if (end && DAY.test(v)) return `${v}T23:59:59.999Z`;
  return new Date(v).toISOString();
}

export async function auditManageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const route = routeOptions(['admin']);
  const { database } = fastify.ctx;

  app.get(
    '/api/admin/audit',
    route(
      ROOT_ONLY,
      'The audit log of back-office actions, newest first: who, what, when, the resource before and after ' +
        '(super admin). Filters: user (username or uid), action (exact, or a prefix ending in . or *), ' +
        'resourceType, resourceId, from / to (a day or an ISO time)',
      auditPage,
      { querystring: auditListQuery },
    ),
    async (req) => {
      if (!canViewAuditLog(signedInActor(req))) throw forbidden();
      const { currentPage, limit, offset } = pageOf(req.query, 'audit');
      const q = req.query;
      const { rows, total } = await listAuditEntries(
        database,
        {
          user: q.user || undefined,
          action: q.action || undefined,
          resourceType: q.resourceType || undefined,
          resourceId: q.resourceId || undefined,
          from: bound(q.from, false),
          to: bound(q.to, true),
        },
        limit,
        offset,
      );
      return ok(
        pageResult(
          rows.map((r) => presentAuditEntry(r, database.cols)),
          total,
          limit,
          currentPage,
        ),
      );
    },
  );
}
