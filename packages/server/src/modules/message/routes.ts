// Messages (site.md §2 "Messages"). The message box lands with its own issue; until then the
// unread counters every signed-in page asks for answer zero, so that no page logs a 404.
import type { FastifyInstance } from 'fastify';
import { unreadCountsSchema } from '@judge/shared/schemas/message';
import { zodApp } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';

const NOTHING_UNREAD = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };

export async function messageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  app.get(
    '/api/msg/unread',
    {
      schema: {
        tags: ['message'],
        summary: 'Unread messages per box (zero until the message box exists)',
        response: responses(unreadCountsSchema),
      },
      config: { auth: 'login' },
    },
    async () => ok(NOTHING_UNREAD),
  );
}
