// The site rank lists (hoj-api-paths §6): GET /api/get-rank-list, type 0 ACM, 1 OI.
import type { FastifyInstance } from 'fastify';
import { rankListQuery, rankPage } from '@judge/shared/schemas/rank';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { rankService } from './service.js';

const route = routeOptions(['rank']);

export async function rankRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = rankService(fastify.ctx.database, fastify.ctx.kv);
  app.get(
    '/api/get-rank-list',
    route(
      'anon',
      'ACM (type 0) or OI (type 1) rank of active users, 30 a page; searchUser filters',
      rankPage,
      {
        querystring: rankListQuery,
      },
    ),
    async (req) => ok(await service.list(req.query)),
  );
}
