// Back-office view of the judging runtime: judge servers seen through their heartbeats (§1.1).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp } from '../lib/route.js';
import { ok, responses } from '../lib/envelope.js';
import { BACK_OFFICE } from '../lib/auth/roles.js';
import { listJudgeServers } from './judge-servers.js';
import { judgeServerSchema } from './schema.js';

export async function judgingManageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const ctx = fastify.ctx;

  app.get(
    '/api/admin/config/get-judge-service-info',
    {
      schema: {
        tags: ['admin'],
        summary: 'Judge servers seen through their heartbeats (root, admin, problem admin)',
        response: responses(z.array(judgeServerSchema)),
      },
      config: { auth: BACK_OFFICE },
    },
    async () => ok(await listJudgeServers(ctx.database, ctx.config.judge.heartbeatMs)),
  );
}
