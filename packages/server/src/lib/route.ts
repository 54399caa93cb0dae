// Typed route registration with zod schemas (fastify-type-provider-zod), and the one shape every
// route's options take.
import type { FastifyContextConfig, FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AuthMode } from './auth/index.js';
import { ok, okAfter, responses } from './envelope.js';

export type App = ReturnType<FastifyInstance['withTypeProvider']> & FastifyInstance;
export const zodApp = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();
export type ZodApp = ReturnType<typeof zodApp>;

/** The parts of a request a route validates with zod. */
export type RequestSchemas = Pick<FastifySchema, 'querystring' | 'body' | 'params' | 'headers'>;
type NoRequest = Record<never, never>;
interface Described {
  tags: string[];
  summary: string;
}
/** Route config besides `auth` (e.g. a tighter `rateLimit`). */
type MoreConfig = Omit<FastifyContextConfig, 'auth'>;
interface Options<S> {
  schema: S;
  config: MoreConfig & { auth: AuthMode };
}

/**
 * Options of one route in one call, so that a route reads as what it is: who may call it, what it
 * does (the OpenAPI summary), the zod schema of its answer's `data` (wrapped in the envelope with
 * the error answers; `null` for answers that are not the envelope: files, streams) and the request
 * parts it validates (and any more route config). The exact types pass through, so handlers keep their typed `req` and reply.
 * Made once per route file with that module's OpenAPI tags.
 */
export function routeOptions(tags: string[]) {
  function options<R extends RequestSchemas = NoRequest>(
    auth: AuthMode,
    summary: string,
    data: null,
    request?: R,
    config?: MoreConfig,
  ): Options<Described & R>;
  function options<D extends z.ZodType, R extends RequestSchemas = NoRequest>(
    auth: AuthMode,
    summary: string,
    data: D,
    request?: R,
    config?: MoreConfig,
  ): Options<Described & R & { response: ReturnType<typeof responses<D>> }>;
  function options(
    auth: AuthMode,
    summary: string,
    data: z.ZodType | null,
    request: RequestSchemas = {},
    config: MoreConfig = {},
  ) {
    const response = data === null ? {} : { response: responses(data) };
    return { schema: { tags, summary, ...request, ...response }, config: { auth, ...config } };
  }
  return options;
}

/**
 * The commonest route, a read: GET `path` answers what `call` gives for the caller (as `actor`
 * reads it from the request; no actor for reads that do not depend on who asks) and the validated
 * query. Made once per route file and actor (`const read = readRoutes(app, route, signedInActor)`);
 * each `read(path, auth, summary, data, query, call)` then says only what differs, and `call`'s
 * result is checked against `data` there.
 */
export function readRoutes<A = undefined>(
  app: ZodApp,
  options: ReturnType<typeof routeOptions>,
  actor?: (req: FastifyRequest) => A,
) {
  return <D extends z.ZodType, Q extends z.ZodType>(
    path: string,
    auth: AuthMode,
    summary: string,
    data: D,
    query: Q,
    call: (caller: A, query: z.output<Q>) => Promise<z.input<D>>,
  ) =>
    app.get(path, options(auth, summary, data as z.ZodType, { querystring: query }), async (req) =>
      ok(await call(actor?.(req) as A, req.query as z.output<Q>)),
    );
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;
/** The validated parts of a request that `R` declares. */
type ParsedRequest<R> = {
  body: R extends { body: infer B } ? Parsed<B> : undefined;
  query: R extends { querystring: infer Q } ? Parsed<Q> : undefined;
};

/**
 * The other common route, a command: `method path` runs `call` for the caller (as `actor` reads
 * it; none for commands that do not depend on who calls) with the validated request, and answers
 * no data once it is done, its message the text of `key` ('success' when null; see okAfter).
 * Made once per route file and actor (`const command = commandRoutes(app, route, signedInActor)`);
 * each `command.put(path, auth, summary, request, key, call[, config])` then says only what differs.
 */
export function commandRoutes<A = undefined>(
  app: ZodApp,
  options: ReturnType<typeof routeOptions>,
  actor?: (req: FastifyRequest) => A,
) {
  const define =
    (method: 'get' | 'post' | 'put' | 'delete') =>
    <R extends RequestSchemas>(
      path: string,
      auth: AuthMode,
      summary: string,
      request: R,
      key: string | null,
      call: (caller: A, req: ParsedRequest<R>) => Promise<unknown>,
      config?: MoreConfig,
    ) =>
      app[method](path, options(auth, summary, z.null(), request as RequestSchemas, config), async (req) =>
        okAfter(req, key, call(actor?.(req) as A, req as unknown as ParsedRequest<R>)),
      );
  return { get: define('get'), post: define('post'), put: define('put'), delete: define('delete') };
}
