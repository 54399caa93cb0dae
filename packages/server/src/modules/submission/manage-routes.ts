// Back-office verdict calls on submissions (hoj-api-paths §1.9): rejudge, cancel, manual judge (root).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import { submissionIntake } from './intake.js';
import { manualJudgeQuery, rejudgeContestProblemQuery, submissionSchema, submitIdQuery } from './intake-schema.js';

export async function submissionManageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const ctx = fastify.ctx;
  const service = submissionIntake(ctx, ctx.judge);
  const REJUDGE = { perm: 'rejudge' } as const;

  app.get(
    '/api/admin/judge/rejudge',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rejudge one submission (root)',
        querystring: submitIdQuery,
        response: responses(submissionSchema),
      },
      config: { auth: REJUDGE },
    },
    async (req) => ok(await service.rejudge(req.query.submitId)),
  );

  app.get(
    '/api/admin/judge/rejudge-contest-problem',
    {
      schema: {
        tags: ['admin'],
        summary: 'Rejudge every submission of a problem in a contest (root)',
        querystring: rejudgeContestProblemQuery,
        response: responses(z.null()),
      },
      config: { auth: REJUDGE },
    },
    async (req) => {
      await service.rejudgeContestProblem(req.query.cid, req.query.pid);
      return ok(null);
    },
  );

  app.get(
    '/api/admin/judge/cancel-judge',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cancel a submission that is not being judged (root)',
        querystring: submitIdQuery,
        response: responses(submissionSchema),
      },
      config: { auth: REJUDGE },
    },
    async (req) => ok(await service.cancel(currentUser(req), req.query.submitId)),
  );

  app.get(
    '/api/admin/judge/manual-judge',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set a verdict (and OI score) by hand (root)',
        querystring: manualJudgeQuery,
        response: responses(submissionSchema),
      },
      config: { auth: REJUDGE },
    },
    async (req) =>
      ok(await service.manualJudge(currentUser(req), req.query.submitId, req.query.status, req.query.score)),
  );
}
