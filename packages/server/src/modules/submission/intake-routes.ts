// Submission intake calls (hoj-api-paths §6): submit, resubmit, status polling, case results, test runs.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import { submissionIntake } from './intake.js';
import { submissionService } from './service.js';
import { streamTestResult } from './test-stream.js';
import {
  caseResultSchema,
  checkStatusBody,
  submissionSchema,
  submitBody,
  submitIdQuery,
  testResultSchema,
  testSubmitBody,
} from './intake-schema.js';

/** Optional: a client's key for one submit, so that sending it again cannot make a second submission. */
const submitHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[A-Za-z0-9_-]{8,64}$/)
    .optional(),
});

/** The key a test run's result is read by (its poll and its stream). */
const testKeyQuery = z.object({ testJudgeKey: z.string().min(1).max(64) });

export async function submissionIntakeRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const ctx = fastify.ctx;
  const service = submissionIntake(ctx, ctx.judge);
  const submissions = submissionService(ctx);
  const tags = ['judge'];
  const route = routeOptions(tags);

  const read = readRoutes(app, route, currentUser);
  // Reads open to anonymous callers: the user when signed in, else null.
  const readAnyone = readRoutes(app, route, (req) => req.user);

  app.post(
    '/api/submit-problem-judge',
    {
      schema: {
        tags,
        summary: 'Submit code to a problem (row written Pending, then queued)',
        body: submitBody,
        headers: submitHeaders,
        response: responses(submissionSchema),
      },
      // HOJ checks the permission first (Shiro's @RequiresPermissions), before switches and input.
      config: { auth: { perm: 'submit' } },
    },
    async (req) =>
      ok(await service.submit(currentUser(req), req.body, req.ip ?? null, req.headers['idempotency-key'])),
  );

  read(
    '/api/resubmit',
    'login',
    'Resubmit an own submission that ended Submitted Failed or System Error',
    submissionSchema,
    submitIdQuery,
    (user, q) => service.resubmit(user, q.submitId),
  );

  app.post(
    '/api/check-submissions-status',
    route(
      'anon',
      'Current state of submissions (without code), keyed by submitId',
      z.record(z.string(), submissionSchema),
      { body: checkStatusBody },
    ),
    async (req) => ok(await submissions.statusViews(req.user, req.body.submitIds)),
  );

  readAnyone(
    '/api/get-all-case-result',
    'anon',
    'Per-case results of a submission (null when hidden)',
    caseResultSchema,
    submitIdQuery,
    (user, q) => submissions.caseResults(user, q.submitId),
  );

  app.post(
    '/api/submit-problem-test-judge',
    route(
      { perm: 'submit' },
      'Run code on custom input (≤ 1000 characters); returns the key of the result',
      z.string(),
      { body: testSubmitBody },
    ),
    async (req) => ok(await service.submitTest(currentUser(req), req.body)),
  );

  read(
    '/api/get-test-judge-result',
    'login',
    'Result of a test run (status 5 while queued; read once)',
    testResultSchema,
    testKeyQuery,
    (user, q) => service.testResult(user, q.testJudgeKey),
  );

  app.get(
    '/api/test-judge-stream',
    route(
      'login',
      'Server-sent events: one `result` (the body of get-test-judge-result) when the run is done',
      null,
      { querystring: testKeyQuery },
    ),
    async (req, reply) => {
      await streamTestResult(ctx.judge.events, service, currentUser(req), req, reply, req.query.testJudgeKey);
    },
  );
}
