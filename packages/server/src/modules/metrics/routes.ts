// GET /api/metrics: the app's Prometheus metrics in the text exposition format, for a scraper that
// sends `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN the route answers like a
// route that does not exist (404); a missing or wrong token gets 401. Not rate limited (the scraper
// calls it every few seconds) and hidden from the OpenAPI document (an operator's call, no user's).
import type { FastifyInstance } from 'fastify';
import { bearerTokenMatches } from '../../lib/metrics.js';

export async function metricsRoutes(fastify: FastifyInstance) {
  const { config, metrics } = fastify.ctx;
  fastify.get(
    '/api/metrics',
    { schema: { hide: true }, config: { auth: 'anon', rateLimit: false } },
    async (req, reply) => {
      if (!metrics || !config.metricsToken)
        return reply
          .code(404)
          .send({
            status: 404,
            msg: req.t('Api_Not_Found', { method: req.method, url: '/api/metrics' }),
            data: null,
          });
      if (!bearerTokenMatches(config.metricsToken, req.headers.authorization))
        return reply
          .code(401)
          .header('WWW-Authenticate', 'Bearer realm="metrics"')
          .send({ status: 401, msg: req.t('Metrics_Token_Invalid'), data: null });
      const text = await metrics.registry.metrics();
      return reply.type(metrics.registry.contentType).send(text);
    },
  );
}
