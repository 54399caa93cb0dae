// Back-office view of the judging runtime: judge servers seen through their heartbeats (§1.1), and
// root's switch that takes one out of service (it stops taking jobs at its next heartbeat).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp } from '../lib/route.js';
import { ok, okAfter, responses } from '../lib/envelope.js';
import { BACK_OFFICE } from '../lib/auth/roles.js';
import { listJudgeServers, setJudgeServerEnabled } from './judge-servers.js';
import { judgeServerEnabledBody, judgeServerSchema } from './schema.js';

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

  app.put(
    '/api/admin/config/judge-server',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Switch a judge server on or off by name (root); a switched-off judge takes no job from its next heartbeat on',
        body: judgeServerEnabledBody,
        response: responses(z.null()),
      },
      config: { auth: { perm: 'system_info_admin' } },
    },
    async (req) =>
      okAfter(
        req,
        'Update_Successfully',
        setJudgeServerEnabled(ctx.database, req.body.name, req.body.enabled),
      ),
  );
}
