// System notices in the back office (hoj-api-paths §1.3): super admin only (route and policy).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminSysNoticePage,
  noticeBody,
  noticeDeleteQuery,
  noticeListQuery,
  noticeUpdateBody,
} from '@judge/shared/schemas/message';
import { routeOptions, zodApp, readRoutes, commandRoutes } from '../../lib/route.js';
import { ROOT_ONLY } from '../../lib/auth/roles.js';
import { ok } from '../../lib/envelope.js';
import { signedInActor } from '../../lib/auth/actor.js';
import { noticeService } from './notice-service.js';

const route = routeOptions(['admin']);

export async function noticeRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = noticeService(fastify.ctx.database, fastify.ctx.userEvents);

  const read = readRoutes(app, route, signedInActor);
  const command = commandRoutes(app, route, signedInActor);

  read(
    '/api/admin/msg/notice',
    ROOT_ONLY,
    'System notices, newest first (5 a page), optionally of one type',
    adminSysNoticePage,
    noticeListQuery,
    (caller, q) => service.list(caller, q),
  );

  app.post(
    '/api/admin/msg/notice',
    route(ROOT_ONLY, 'Publish a notice: to all (All), to admins (Admin) or to one user (Single)', z.null(), {
      body: noticeBody,
    }),
    async (req, reply) => {
      await service.create(signedInActor(req), req.body);
      return reply.send(ok(null));
    },
  );

  command.put(
    '/api/admin/msg/notice',
    ROOT_ONLY,
    'Edit a notice (its copies show the new text; a new audience replaces them)',
    { body: noticeUpdateBody },
    null,
    (caller, { body }) => service.update(caller, body),
  );

  command.delete(
    '/api/admin/msg/notice',
    ROOT_ONLY,
    'Delete a notice and every copy of it',
    { querystring: noticeDeleteQuery },
    null,
    (caller, { query }) => service.remove(caller, query.id),
  );
}
