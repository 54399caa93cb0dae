// Site announcements (hoj-api-paths §1.3, §7, §9.2): the public list and detail, and the back
// office (announcement_admin: super admin; checked again by policies/message.ts in the service).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Permission } from '@judge/shared';
import {
  announcementBody,
  announcementDetailQuery,
  announcementPage,
  announcementUpdateBody,
  announcementVO,
  commonAnnouncementQuery,
  siteAnnouncementDeleteQuery,
} from '@judge/shared/schemas/announcement';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { actorOfRequest, signedInActor } from '../../lib/auth/actor.js';
import { announcementService } from './service.js';

const site = routeOptions(['announcement']);
const admin = routeOptions(['admin']);
const ANN_ADMIN = { perm: Permission.ANNOUNCEMENT_ADMIN } as const;

export async function announcementRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = announcementService(fastify.ctx.database);
  /** Every change of the list: once it is done, signed-in users' home lists refetch (message/live.ts). */
  const announcedAfter = async (change: Promise<unknown>) => {
    await change;
    fastify.ctx.userEvents.announced();
    return ok(null);
  };

  const read = readRoutes(app, site, actorOfRequest);
  const readAdmin = readRoutes(app, admin, signedInActor);

  read(
    '/api/get-common-announcement',
    'anon',
    'Shown site announcements, newest first',
    announcementPage,
    commonAnnouncementQuery,
    (_, q) => service.list(q),
  );

  read(
    '/api/get-announcement-detail',
    'anon',
    'One site announcement (hidden ones only for super admins)',
    announcementVO,
    announcementDetailQuery,
    (caller, q) => service.detail(caller, q.id),
  );

  readAdmin(
    '/api/admin/announcement',
    ANN_ADMIN,
    'Every site announcement, shown or hidden, newest first',
    announcementPage,
    commonAnnouncementQuery,
    (caller, q) => service.adminList(caller, q),
  );

  app.post(
    '/api/admin/announcement',
    admin(ANN_ADMIN, 'Create a site announcement (the caller is its author)', z.null(), {
      body: announcementBody,
    }),
    async (req) => announcedAfter(service.create(signedInActor(req), req.body)),
  );

  app.put(
    '/api/admin/announcement',
    admin(ANN_ADMIN, 'Edit a site announcement (title, content, shown/hidden)', z.null(), {
      body: announcementUpdateBody,
    }),
    async (req) => announcedAfter(service.update(signedInActor(req), req.body.id, req.body)),
  );

  app.delete(
    '/api/admin/announcement',
    admin(ANN_ADMIN, 'Delete a site announcement', z.null(), { querystring: siteAnnouncementDeleteQuery }),
    async (req) => announcedAfter(service.remove(signedInActor(req), req.query.aid)),
  );
}
