// The signed-in user's own event stream, GET /api/msg/stream (authenticated like every call: the
// Authorization header, which a fetch-read stream sends; never a token in the URL). Events:
//   unread        the five unread counts, when the stream opens and whenever they change;
//   announcement  {} when a site announcement was published (the home list refetches).
// Changes come from the app's user events (live.ts). The web keeps its 120 s poll as fallback.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Actor } from '@judge/shared';
import { openSse } from '../../lib/sse.js';
import type { UserEvents } from './live.js';
import type { messageService } from './service.js';

/** A stream never lives longer than this: the client reconnects, so a revoked session ends here. */
export const STREAM_MAX_LIFETIME_MS = 10 * 60_000;

export function streamUserEvents(deps: {
  events: UserEvents;
  service: ReturnType<typeof messageService>;
  open: Set<() => void>;
  actor: Actor;
  req: FastifyRequest;
  reply: FastifyReply;
}) {
  const { events, service, open, actor } = deps;
  let last = '';
  let pushing = Promise.resolve();
  const sse = openSse(deps.req, deps.reply, {
    retryMs: 3000,
    maxLifetimeMs: STREAM_MAX_LIFETIME_MS,
    onFinish: () => {
      unsubscribe();
      open.delete(sse.finish);
    },
  });
  /** Sends the counts when they differ from the last ones sent (one read at a time). */
  const pushUnread = () =>
    (pushing = pushing
      .then(async () => {
        if (sse.closed) return;
        const counts = await service.unread(actor);
        const key = JSON.stringify(counts);
        if (key !== last) {
          last = key;
          sse.send('unread', counts);
        }
      })
      .catch(() => sse.finish()));
  const unsubscribe = events.subscribe(actor.uid, (kind) => {
    if (kind === 'unread') void pushUnread();
    else sse.send('announcement', {});
  });
  open.add(sse.finish);
  void pushUnread();
}
