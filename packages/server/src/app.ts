// The app factory: buildApp(config) → a Fastify instance with every plugin and route.
// Tests call it and use app.inject() or listen on port 0; main.ts adds listening and signals.
import Fastify, { type FastifyInstance, type FastifyReply, type FastifySchema } from 'fastify';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import multipart from '@fastify/multipart';
import { Redis } from 'ioredis';
import { relayJudgeProgress, type ProgressRelay } from './judging/progress-relay.js';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import { openDatabase, type Database } from './db/index.js';
import { dbKvStore, purgeExpiredKv, redisKvStore } from './lib/kv.js';
import { passwordHasher } from './lib/password.js';
import { tokenService } from './lib/auth/tokens.js';
import { loadTokenSecret } from './lib/auth/secret.js';
import { authService, type AuthMode } from './lib/auth/index.js';
import { createMailer } from './lib/mail.js';
import { siteConfigService } from './modules/site/service.js';
import { loadUserWithRole } from './modules/user/repo.js';
import { registerCors, registerRequestContext } from './lib/http.js';
import { registerRequestEncodings } from './lib/request-encodings.js';
import { registerErrorHandler } from './lib/error-handler.js';
import { registerInputGuard } from './lib/input-guard.js';
import { loggerOptions } from './lib/logging.js';
import { registerSpa, sendIndex, wantsSpaFallback } from './lib/spa.js';
import { BizError } from './lib/errors.js';
import { pickLang, t } from './lib/i18n.js';
import { clientErrorHandler } from './lib/client-error.js';
import { seedFirstStart, type SeedResult } from './seed.js';
import { siteRoutes } from './modules/site/routes.js';
import { healthRoutes } from './modules/health/routes.js';
import { metricsRoutes } from './modules/metrics/routes.js';
import { createAppMetrics, registerHttpMetrics } from './lib/metrics.js';
import { registerJudgeMetrics } from './judging/metrics.js';
import { registerAllRoutes } from './routes.js';
import { registerAuditTrail } from './modules/audit/trail.js';
import { createJudgeRuntime, type JudgeRuntime } from './judging/runtime.js';
import { contestBoardHub, type ContestBoardHub } from './modules/contest/board/hub.js';
import { userEvents as makeUserEvents, type UserEvents } from './modules/message/live.js';
import { seedJudgeData } from './modules/problem/seed.js';
import { registerPublicCache } from './lib/public-cache.js';
import { fanout, type Fanout } from './lib/fanout.js';
import { changeClock } from './lib/change-clock.js';

export interface BuildOptions {
  /** Run migrations before serving (default true). */
  migrate?: boolean;
  /** Seed root account and defaults (default true). */
  seed?: boolean;
  /** Where logs go (tests capture them); default stdout. */
  logStream?: { write(line: string): void };
}

/** A route as registered: its zod schemas and auth mode, read by the contract tests. */
export interface RegisteredRoute {
  method: string;
  url: string;
  hidden: boolean;
  schema: FastifySchema | undefined;
  auth: AuthMode | undefined;
}

export interface BuiltApp extends FastifyInstance {
  seedResult: SeedResult | null;
  /** Every route registered, for the OpenAPI completeness and API contract tests. */
  routeList: RegisteredRoute[];
}

/** Content security policy the SPA passes: own scripts only, inline styles for antd's CSS-in-JS,
 *  images from self/data:/blob:, fonts (KaTeX) from self/data:. */
export const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  workerSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  frameAncestors: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export async function buildApp(config: AppConfig, opts: BuildOptions = {}): Promise<BuiltApp> {
  const app = Fastify({
    logger: opts.logStream
      ? {
          ...(loggerOptions(config.logLevel === 'silent' ? 'info' : config.logLevel) as object),
          stream: opts.logStream,
        }
      : loggerOptions(config.logLevel),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // Errors raised before routing (e.g. a malformed URL) get the envelope too.
    frameworkErrors: (err, req, reply) => {
      const lang = pickLang(undefined, req.headers['accept-language']);
      const url = req.url.split('?')[0].slice(0, 200);
      const body = JSON.stringify({
        status: 400,
        msg: t(lang, err.code === 'FST_ERR_BAD_URL' ? 'Bad_Url' : 'Bad_Request', { url }),
        data: null,
      });
      void (reply as unknown as FastifyReply).code(400).type('application/json; charset=utf-8').send(body);
    },
    // Headers past Node's size limit and other requests refused before parsing: the envelope too.
    clientErrorHandler,
    return503OnClosing: true,
  }) as unknown as BuiltApp;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.routeList = [];
  app.addHook('onRoute', (r) => {
    const methods = Array.isArray(r.method) ? r.method : [r.method];
    for (const m of methods)
      app.routeList.push({
        method: m,
        url: r.url,
        hidden: Boolean((r.schema as { hide?: boolean } | undefined)?.hide),
        schema: r.schema,
        auth: r.config?.auth,
      });
  });

  let database: Database | null = null;
  let redis: Redis | null = null;
  let judge: JudgeRuntime | null = null;
  let contestBoard: ContestBoardHub | null = null;
  let userEvents: UserEvents | null = null;
  let progressRelay: ProgressRelay | null = null;
  let changeNotices: Fanout | null = null;
  try {
    database = openDatabase(config);
    if (opts.migrate !== false) await database.migrate();
    if (config.redisUrl) {
      redis = new Redis(config.redisUrl, {
        lazyConnect: false,
        maxRetriesPerRequest: 2,
        enableOfflineQueue: true,
      });
      redis.on('error', (e) => app.log.warn({ err: e.message }, 'redis error'));
    }
    const kv = redis ? redisKvStore(redis, config.redisKeyPrefix) : dbKvStore(database);
    // Scaled mode: servers tell each other that they wrote (what they keep is then forgotten).
    changeNotices = redis
      ? fanout({ redis, channel: `${config.redisKeyPrefix}changes`, log: app.log })
      : null;
    const changes = changeClock({ onWrite: database.onWrite, changes: changeNotices });
    const tokens = tokenService(await loadTokenSecret(database), config.tokenTtlSeconds);
    const siteConfig = siteConfigService(database);
    judge = await createJudgeRuntime({ config, database, kv, log: app.log });
    const metrics = config.metricsToken ? createAppMetrics() : null;
    if (metrics) registerJudgeMetrics(metrics, { judge, database, heartbeatMs: config.judge.heartbeatMs });
    // A status stream on any server hears the steps judged through another (scaled mode).
    progressRelay = relayJudgeProgress({
      events: judge.events,
      redis,
      channel: `${config.redisKeyPrefix}judge-progress`,
      log: app.log,
    });
    contestBoard = contestBoardHub({
      database,
      redis,
      redisKeyPrefix: config.redisKeyPrefix,
      judgeEvents: judge.events,
      log: app.log,
    });
    userEvents = makeUserEvents({ database, redis, redisKeyPrefix: config.redisKeyPrefix, log: app.log });
    const ctx: AppContext = {
      config,
      database,
      redis,
      kv,
      hasher: passwordHasher(config.argon2),
      tokens,
      auth: authService({ loadUser: loadUserWithRole(database.db), kv, tokens, clock: changes }),
      mailer: createMailer({
        database,
        siteConfig,
        smtpUrl: config.smtpUrl,
        smtpFrom: process.env.SMTP_FROM,
        log: app.log,
      }),
      siteConfig,
      judge,
      contestBoard,
      userEvents,
      metrics,
      changes,
    };
    app.decorate('ctx', ctx);
    app.seedResult = opts.seed === false ? null : await seedFirstStart(ctx);
    if (opts.seed !== false) await seedJudgeData(database, judge.blobs);
    await judge.recover();
  } catch (e) {
    await progressRelay?.close().catch(() => {});
    await changeNotices?.close().catch(() => {});
    await contestBoard?.close().catch(() => {});
    await userEvents?.close().catch(() => {});
    await judge?.close().catch(() => {});
    await database?.close().catch(() => {});
    redis?.disconnect();
    await app.close().catch(() => {});
    throw e;
  }

  const { ctx } = app;
  let purgeTimer: NodeJS.Timeout | null = null;
  if (ctx.kv.kind === 'database') {
    purgeTimer = setInterval(() => void purgeExpiredKv(ctx.database).catch(() => {}), 10 * 60_000);
    purgeTimer.unref();
  }
  app.addHook('onClose', async () => {
    if (purgeTimer) clearInterval(purgeTimer);
    await progressRelay?.close();
    ctx.changes.close();
    await changeNotices?.close();
    await ctx.contestBoard.close();
    await ctx.userEvents.close();
    await ctx.judge.close();
    await ctx.database.close();
    if (ctx.redis) await ctx.redis.quit().catch(() => ctx.redis?.disconnect());
  });

  registerRequestContext(app);
  if (ctx.metrics) registerHttpMetrics(app, ctx.metrics);
  registerCors(app, config.corsOrigins);
  registerErrorHandler(app, config.bodyLimit);
  registerInputGuard(app);

  // Security headers from helmet's middleware, built once: the Fastify plugin builds a new helmet
  // (and parses the CSP directives again) for every request, 3 % of the busy time under load.
  const securityHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: CSP_DIRECTIVES },
    crossOriginEmbedderPolicy: false,
    hsts: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    securityHeaders(req.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );

  await app.register(rateLimit, {
    global: true,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    ...(ctx.redis ? { redis: ctx.redis, nameSpace: `${config.redisKeyPrefix}ratelimit:` } : {}),
    allowList: (req) => !(req.url === '/api' || req.url.startsWith('/api/')),
    // req.ip is undefined once the client has closed its socket (a load generator's timeout), and
    // the plugin's default key then threw a TypeError into the log; such a request shares one key.
    keyGenerator: (req) => req.ip ?? 'gone',
    errorResponseBuilder: (_req, c) =>
      new BizError('Too_Many_Requests', { seconds: Math.ceil(c.ttl / 1000) }, 429),
  });

  await app.register(multipart, { limits: { fileSize: 2 * 1024 * 1024, files: 1, fields: 10 } });
  // An upload's answer closes its connection. A handler reads the one file it wants and answers;
  // what may follow it in the body (the closing boundary, extra parts) can still be unread then, and
  // a kept-alive socket whose request body never ends carries no further request: the browser's
  // next call on it (seen: the group problem editor's save right after its test-data upload) was
  // never parsed. A fresh connection per upload costs one TCP handshake. (A plain callback hook:
  // it runs on every request, and an async one would add a promise to each.)
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.isMultipart()) reply.header('Connection', 'close');
    done(null, payload);
  });
  // JSON, form-encoded and empty bodies, and simple query parameters on POST/PUT (issue 26).
  await registerRequestEncodings(app);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Judge API',
        version: '0.1.0',
        description: 'Every answer is {status, msg, data}; status mirrors the HTTP status.',
      },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.addHook('onRequest', ctx.auth.authenticate);
  // After authentication: only answers to callers without a user are kept.
  registerPublicCache(app, { ttlMs: config.publicCacheTtlMs, clock: ctx.changes });
  // Before any route: every back-office change registered from here on is recorded (modules/audit).
  registerAuditTrail(app, ctx.database);

  app.get('/api/openapi.json', { schema: { hide: true }, config: { auth: 'anon' } }, async () =>
    app.swagger(),
  );
  await app.register(siteRoutes);
  await app.register(healthRoutes);
  await app.register(metricsRoutes);
  await registerAllRoutes(app);

  const hasSpa = await registerSpa(app, config.webDist);
  app.setNotFoundHandler({ preHandler: app.rateLimit() }, async (req, reply) => {
    if (wantsSpaFallback(req)) {
      if (hasSpa) return sendIndex(reply);
      return reply.code(404).type('text/plain; charset=utf-8').send(req.t('Web_Not_Built'));
    }
    const url = req.url.split('?')[0];
    return reply
      .code(404)
      .send({ status: 404, msg: req.t('Api_Not_Found', { method: req.method, url }), data: null });
  });

  return app;
}
