// Submission list and detail, share flag, wrong-case download, status stream (site.md §7 "Submissions").
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
import { ok, okAfter } from '../../lib/envelope.js';
import { PUBLIC_CACHE } from '../../lib/public-cache.js';
import { currentUser } from '../../lib/auth/index.js';
import { submissionService } from './service.js';
import { parseSubmitIds, streamStatus } from './stream.js';
import {
  shareBody,
  streamQuery,
  submissionDetailSchema,
  submissionListQuery,
  submissionPageSchema,
  submitIdQuery,
} from './schema.js';

export async function submissionRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const ctx = fastify.ctx;
  const service = submissionService(ctx);
  const route = routeOptions(['submission']);

  const read = readRoutes(app, route, (req) => req.user);

  app.get(
    '/api/get-submission-list',
    route(
      'anon',
      'Submissions outside contests, newest first (30 per page unless `limit` says)',
      submissionPageSchema,
      {
        querystring: submissionListQuery,
      },
      PUBLIC_CACHE,
    ),
    async (req) => ok(await service.list(req.user, req.query)),
  );

  read(
    '/api/get-submission-detail',
    'anon',
    'A submission with what the caller may see of it (code, stats, error text)',
    submissionDetailSchema,
    submitIdQuery,
    (user, q) => service.detail(user, q.submitId),
  );

  app.put(
    '/api/submission',
    route(
      'login',
      'Share or unshare own code (outside contests, when the problem allows sharing)',
      z.null(),
      { body: shareBody },
    ),
    async (req) => okAfter(req, null, service.setShare(currentUser(req), req.body.submitId, req.body.share)),
  );

  app.get(
    '/api/file/download-wrong-case',
    route(
      'login',
      'Zip of the first failing case (owner; 2 a day, 5 for admins; header Download-Remaining)',
      null,
      { querystring: submitIdQuery },
    ),
    async (req, reply) => {
      const r = await service.wrongCase.download(currentUser(req), req.query.submitId);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${r.name}"`)
        .header('download-remaining', String(r.remaining))
        .header('access-control-expose-headers', 'Content-Disposition, Download-Remaining')
        .send(r.zip);
    },
  );

  app.get(
    '/api/submission-status-stream',
    route(
      'anon',
      'Server-sent events: `status` (views keyed by submitId), `case` {submitId, seq}, `done`',
      null,
      { querystring: streamQuery },
    ),
    async (req, reply) => {
      await streamStatus(ctx, service, req, reply, parseSubmitIds(req.query.submitIds));
    },
  );
}
