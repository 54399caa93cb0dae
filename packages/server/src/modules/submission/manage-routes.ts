// Back-office verdict calls on submissions (hoj-api-paths §1.9): rejudge, cancel, manual judge (root).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import { submissionIntake } from './intake.js';
import {
  manualJudgeQuery,
  rejudgeContestProblemQuery,
  submissionSchema,
  submitIdQuery,
} from './intake-schema.js';

export async function submissionManageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const route = routeOptions(['admin']);
  const ctx = fastify.ctx;
  const service = submissionIntake(ctx, ctx.judge);
  const REJUDGE = { perm: 'rejudge' } as const;

  const read = readRoutes(app, route, currentUser);

  read(
    '/api/admin/judge/rejudge',
    REJUDGE,
    'Rejudge one submission (root)',
    submissionSchema,
    submitIdQuery,
    (_, q) => service.rejudge(q.submitId),
  );

  app.get(
    '/api/admin/judge/rejudge-contest-problem',
    route(REJUDGE, 'Rejudge every submission of a problem in a contest (root)', z.null(), {
      querystring: rejudgeContestProblemQuery,
    }),
    async (req) => {
      const n = await service.rejudgeContestProblem(req.query.cid, req.query.pid);
      // HOJ's answer (data null); the message says how many were queued (the rejudge tab shows it).
      return ok(null, req.t('Rejudge_Queued', { n }));
    },
  );

  read(
    '/api/admin/judge/cancel-judge',
    REJUDGE,
    'Cancel a submission that is not being judged (root)',
    submissionSchema,
    submitIdQuery,
    (user, q) => service.cancel(user, q.submitId),
  );

  read(
    '/api/admin/judge/manual-judge',
    REJUDGE,
    'Set a verdict (and OI score) by hand (root)',
    submissionSchema,
    manualJudgeQuery,
    (user, q) => service.manualJudge(user, q.submitId, q.status, q.score),
  );
}
