// GET /api/health: database ping and, when configured, Redis ping.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp } from '../../lib/route.js';
import { responses } from '../../lib/envelope.js';

const healthSchema = z.object({
  database: z.object({ ok: z.boolean(), dialect: z.enum(['sqlite', 'postgres']), ms: z.number() }),
  redis: z.object({ ok: z.boolean(), ms: z.number() }).nullable(),
  uptimeSeconds: z.number(),
});

async function timed(fn: () => Promise<unknown>): Promise<{ ok: boolean; ms: number }> {
  const t = performance.now();
  try {
    await fn();
    return { ok: true, ms: Math.round((performance.now() - t) * 10) / 10 };
  } catch {
    return { ok: false, ms: Math.round((performance.now() - t) * 10) / 10 };
  }
}

export async function healthRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, redis } = fastify.ctx;
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['site'],
        summary: 'Liveness: database and Redis reachable (503 when not)',
        response: { ...responses(healthSchema), 503: responses(healthSchema)[200] },
      },
      config: { auth: 'anon', rateLimit: false },
    },
    async (req, reply) => {
      const db = await timed(() => database.ping());
      const rd = redis ? await timed(() => redis.ping()) : null;
      const healthy = db.ok && (rd === null || rd.ok);
      const data = {
        database: { ...db, dialect: database.dialect },
        redis: rd,
        uptimeSeconds: Math.round(process.uptime()),
      };
      const status = healthy ? 200 : 503;
      return reply
        .code(status)
        .send({
          status,
          msg: healthy ? 'success' : req.t('Service_Unavailable', { detail: !db.ok ? 'database' : 'redis' }),
          data,
        });
    },
  );
}
