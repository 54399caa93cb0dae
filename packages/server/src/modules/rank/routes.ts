// The site rank lists (hoj-api-paths §6): GET /api/get-rank-list, type 0 ACM, 1 OI.
import type { FastifyInstance } from 'fastify';
import { rankListQuery, rankPage } from '@judge/shared/schemas/rank';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
import { rankService } from './service.js';

const route = routeOptions(['rank']);

export async function rankRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = rankService(fastify.ctx.database, fastify.ctx.kv);
  const read = readRoutes(app, route);

  read(
    '/api/get-rank-list',
    'anon',
    'ACM (type 0) or OI (type 1) rank of active users, 30 a page; searchUser filters',
    rankPage,
    rankListQuery,
    (_, q) => service.list(q),
  );
}
