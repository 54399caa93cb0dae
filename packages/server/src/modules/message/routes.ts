// Messages (site.md §2 "Messages", §7; hoj-api-paths §5): unread counts, the five boxes, cleaning.
// Every call is the signed-in caller's own box; the service only ever reads the caller's rows.
import type { FastifyInstance } from 'fastify';
import {
  msgCleanQuery,
  msgListQuery,
  sysMsgPage,
  unreadCountsSchema,
  userMsgPage,
} from '@judge/shared/schemas/message';
import { routeOptions, zodApp, commandRoutes } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { signedInActor } from '../../lib/auth/actor.js';
import { messageService, type NoticeBox, type RemindBox } from './service.js';
import { noticeRoutes } from './manage-routes.js';
import { streamUserEvents } from './stream.js';

const route = routeOptions(['message']);

export async function messageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = messageService(fastify.ctx.database);
  // Open streams end before the server closes (it would wait for them).
  const open = new Set<() => void>();
  fastify.addHook('preClose', async () => {
    for (const finish of [...open]) finish();
  });

  const command = commandRoutes(app, route, signedInActor);

  app.get(
    '/api/msg/unread',
    route('login', 'Unread messages per box (comment, reply, like, sys, mine)', unreadCountsSchema),
    async (req) => ok(await service.unread(signedInActor(req))),
  );

  app.get(
    '/api/msg/stream',
    route(
      'login',
      'Server-sent events of my messages: `unread` (the five counts, at once and on every change), `announcement` {} (a site announcement was published)',
      null,
    ),
    async (req, reply) => {
      streamUserEvents({
        events: fastify.ctx.userEvents,
        service,
        open,
        actor: signedInActor(req),
        req,
        reply,
      });
    },
  );

  const reminderBoxes: [string, RemindBox, string][] = [
    ['comment', 'comment', 'Comments on my posts'],
    ['reply', 'reply', 'Replies to me'],
    ['like', 'like', 'Likes of my posts and comments'],
  ];
  for (const [path, box, what] of reminderBoxes)
    app.get(
      `/api/msg/${path}`,
      route('login', `${what}, newest first (the page becomes read)`, userMsgPage, {
        querystring: msgListQuery,
      }),
      async (req) => ok(await service.reminders(signedInActor(req), box, req.query)),
    );

  const noticeBoxes: [NoticeBox, string][] = [
    ['sys', 'System notices to everyone (or every admin)'],
    ['mine', 'Notices addressed to me'],
  ];
  for (const [box, what] of noticeBoxes)
    app.get(
      `/api/msg/${box}`,
      route('login', `${what}, newest first (the page becomes read)`, sysMsgPage, {
        querystring: msgListQuery,
      }),
      async (req) => ok(await service.notices(signedInActor(req), box, req.query)),
    );

  command.delete(
    '/api/msg/clean',
    'login',
    'Delete one of my messages (id) or a whole box (type)',
    { querystring: msgCleanQuery },
    null,
    (caller, { query }) => service.clean(caller, query.type, query.id),
  );

  await fastify.register(noticeRoutes);
}
