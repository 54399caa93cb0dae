// A server-sent events response on a hijacked reply: the headers (no buffering by proxies), a
// `retry` hint, a heartbeat comment so idle connections are not cut, a maximum lifetime (the
// client reconnects, authenticating again), and one `finish` that cleans up whichever side ends.
//
//   const sse = openSse(req, reply, { retryMs: 3000, maxLifetimeMs: 10 * 60_000, onFinish: off });
//   sse.send('unread', counts);
import type { FastifyReply, FastifyRequest } from 'fastify';

const HEARTBEAT_MS = 15_000;

export interface Sse {
  send(event: string, data: unknown): void;
  finish(): void;
  readonly closed: boolean;
}

export function openSse(
  req: FastifyRequest,
  reply: FastifyReply,
  opts: { retryMs: number; maxLifetimeMs: number; onFinish?: () => void },
): Sse {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  const heartbeat = setInterval(() => !closed && raw.write(': ping\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => finish(), opts.maxLifetimeMs);
  function finish() {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    opts.onFinish?.();
    raw.end();
  }
  raw.on('close', finish);
  req.raw.on('close', finish);
  raw.write(`retry: ${opts.retryMs}\n\n`);
  return {
    send(event, data) {
      if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    },
    finish,
    get closed() {
      return closed;
    },
  };
}
