// Answers of the busiest read calls kept for anonymous callers: the first page of the problem list,
// a statement and the status page are what every visitor (and every contestant who is not signed
// in) asks for, again and again, with the same URL. A route opts in with `config: { publicCache:
// true }`; its answer to a caller with no user (no token, or a token the route ignores) is kept by
// language and URL and sent again while it is current.
//
// Current means: younger than `ttlMs`, and no row changed since it was read (lib/change-clock.ts:
// any write statement of this process, or of another server in scaled mode). An answer is kept with
// the generation read when its request arrived, so an answer built from rows read before a change
// is never sent after it. What no write of a server reports is bounded by the TTL: a clock rule, a
// write made outside the app, and on PostgreSQL an anonymous read that ran beside an uncommitted
// write (its answer is kept for at most `ttlMs`). The cache is bounded in entries and in answer
// size, so callers varying a URL's query cannot grow it; signed-in callers are never served from it.
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { kept } from './kept.js';
import { appendRouteHook } from './route-hooks.js';
import type { ChangeClock } from './change-clock.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Keep this GET route's anonymous answers (lib/public-cache.ts). */
    publicCache?: boolean;
  }
}

export interface PublicCacheOptions {
  /** How long an answer may be sent again at most; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (least recently used dropped first). */
  maxEntries?: number;
  /** Answers larger than this many characters are not kept. */
  maxAnswerChars?: number;
  /** What moves when rows change. */
  clock: ChangeClock;
}

interface Entry {
  payload: string;
  contentType: string;
  generation: number;
  expires: number;
}

export function registerPublicCache(app: FastifyInstance, o: PublicCacheOptions) {
  const entries = kept<string, Entry>(o.maxEntries ?? 1000);
  const maxAnswerChars = o.maxAnswerChars ?? 256 * 1024;
  const stats = { hits: 0, stores: 0 };
  if (o.ttlMs <= 0) return { stats, size: () => 0 };
  const generation = o.clock.generation;
  const keyOf = (req: FastifyRequest) => `${req.lang} ${req.url}`;
  /** The generation a request saw when it arrived; unset when its answer is not to be kept. */
  const seen = new WeakMap<FastifyRequest, number>();

  // Route-level hooks of the routes that opt in, so no other call pays for them; they run after
  // the app's own onRequest hooks, authentication (which sets req.user) among them.
  const serveKept = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (req.method !== 'GET' || req.user) return done();
    const hit = entries.get(keyOf(req));
    if (hit && hit.generation === generation() && hit.expires > Date.now()) {
      stats.hits++;
      void reply.type(hit.contentType).send(hit.payload);
      return;
    }
    seen.set(req, generation());
    done();
  };
  const keep = (
    req: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (e: null, p: unknown) => void,
  ) => {
    const at = seen.get(req);
    if (
      at !== undefined &&
      at === generation() &&
      reply.statusCode === 200 &&
      typeof payload === 'string' &&
      payload.length <= maxAnswerChars
    ) {
      entries.set(keyOf(req), {
        payload,
        contentType: String(reply.getHeader('content-type') ?? 'application/json; charset=utf-8'),
        generation: at,
        expires: Date.now() + o.ttlMs,
      });
      stats.stores++;
    }
    done(null, payload);
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.publicCache) return;
    appendRouteHook(route, 'onRequest', serveKept);
    appendRouteHook(route, 'onSend', keep);
  });

  return { stats, size: () => entries.size };
}

/** The route config that opts a GET route in. */
export const PUBLIC_CACHE = { publicCache: true } as const;
