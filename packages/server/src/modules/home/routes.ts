// The home page calls (site.md §7; hoj-api-paths §6, §7). All public.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { Role } from '@judge/shared';
import {
  recentContestVO,
  sevenDayRankRow,
  weekStatistics,
  weekStatisticsQuery,
} from '@judge/shared/schemas/home';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { homeService } from './service.js';

const route = routeOptions(['home']);

export async function homeRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = homeService(fastify.ctx.database, fastify.ctx.kv);

  app.get(
    '/api/get-recent-contest',
    route(
      'anon',
      'Visible contests running or starting within 14 days, soonest first',
      z.array(recentContestVO),
    ),
    async () => ok(await service.recentContests()),
  );

  app.get(
    '/api/get-recent-seven-ac-rank',
    route(
      'anon',
      'Top 10 by problems first accepted in the last 7 days (cached 1 h)',
      z.array(sevenDayRankRow),
    ),
    async () => ok(await service.sevenDayRank()),
  );

  app.get(
    '/api/get-last-week-submission-statistics',
    route(
      'anon',
      'Submissions and accepted ones per day over the last 7 days (cached 30 min; root may force a refresh)',
      weekStatistics,
      { querystring: weekStatisticsQuery },
    ),
    // only root may bypass the cache (hoj-behaviour §7.4); anyone else gets the cached figures
    async (req) =>
      ok(await service.weekStatistics(!!req.query.forceRefresh && req.user?.roleId === Role.ROOT)),
  );

  app.get(
    '/api/get-recent-other-contest',
    route(
      'anon',
      "Other judges' contests (HOJ crawled them; deprecated there, none here)",
      z.array(z.unknown()),
    ),
    async () => ok([]),
  );
}
