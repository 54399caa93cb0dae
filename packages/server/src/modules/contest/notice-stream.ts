// A contest's notice streams (the board's, the announcements', the contest admins'): each route file
// makes one `noticeStreams(fastify)`; `serve` opens an SSE reply (lib/sse.ts) after the route has
// authorised the caller, subscribes it to the contest's notices, and says `ready` {cid}. Open streams
// end before the server closes (it would wait for them). Notices carry ids only, never content.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { openSse } from '../../lib/sse.js';

export type Send = (event: string, data: unknown) => void;
/** Subscribes `send` to the contest's notices; returns (or resolves to) the unsubscribe function. */
export type Subscribe = (send: Send) => (() => void) | Promise<() => void>;

export function noticeStreams(fastify: FastifyInstance, opts: { retryMs?: number; maxLifetimeMs: number }) {
  const open = new Set<() => void>();
  fastify.addHook('preClose', async () => {
    for (const finish of [...open]) finish();
  });

  async function serve(req: FastifyRequest, reply: FastifyReply, cid: number, subscribe: Subscribe) {
    let off = () => {};
    const sse = openSse(req, reply, {
      retryMs: opts.retryMs ?? 3000,
      maxLifetimeMs: opts.maxLifetimeMs,
      onFinish: () => {
        off();
        open.delete(sse.finish);
      },
    });
    open.add(sse.finish);
    const unsubscribe = await subscribe(sse.send);
    // The client may have gone while subscribing.
    if (sse.closed) unsubscribe();
    else off = unsubscribe;
    sse.send('ready', { cid });
  }

  return { serve };
}
