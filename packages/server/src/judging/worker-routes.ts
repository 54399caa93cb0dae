// Endpoints of remote judge workers (`npm run judge`), authenticated with the shared JUDGE_TOKEN in
// the `Judge-Token` header (never a user token; refused outright when JUDGE_TOKEN is unset):
// claim a submission, report progress and the verdict, deliver test-run results, heartbeat, and
// fetch test data by content hash. Not rate limited (a busy worker reports every case).
import fs from 'node:fs';
import { timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { zodApp } from '../lib/route.js';
import { ok, okAfter, responses } from '../lib/envelope.js';
import { forbidden, notFound } from '../lib/errors.js';
import { JUDGE_TOKEN_HEADER } from './worker/http-host.js';
import { recordHeartbeat } from './judge-servers.js';
import { heartbeatAnswerSchema } from './schema.js';

const int = z.number().int();
const caseReport = z.object({
  caseId: int.nullable(),
  seq: int,
  groupNum: int,
  status: int,
  time: z.number(),
  memory: z.number(),
  score: z.number().nullable(),
  mode: z.string(),
  inputData: z.string(),
  outputData: z.string(),
  userOutput: z.string(),
});
const verdict = z.object({
  status: int,
  time: z.number().nullable(),
  memory: z.number().nullable(),
  score: z.number().nullable(),
  oiRankScore: z.number().nullable(),
  errorMessage: z.string().nullable(),
});
const heartbeat = z.object({
  name: z.string().min(1).max(100),
  version: z.string().max(50),
  cpuCores: int,
  maxTasks: int,
  runningTasks: int,
  languages: z.array(z.object({ name: z.string(), version: z.string() })).max(100),
  runner: z.string().max(50),
  isolated: z.boolean(),
  percentCpuLoad: z.string().max(20),
  percentMemoryLoad: z.string().max(20),
  error: z.string().max(2000).optional(),
});
const testResult = z.object({
  status: int,
  time: z.number(),
  memory: z.number(),
  output: z.string(),
  errorMessage: z.string(),
  // The program's stderr, cut to 4 KiB by the judge (a little room for the truncation note).
  stderr: z.string().max(8192).optional(),
});

export function judgeTokenValid(expected: string | undefined, given: unknown): boolean {
  if (!expected || typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function judgeWorkerRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const ctx = fastify.ctx;
  const { results, blobs } = ctx.judge;
  const tags = ['judge worker'];
  const guard = async (req: FastifyRequest) => {
    if (!judgeTokenValid(ctx.config.judge.token, req.headers[JUDGE_TOKEN_HEADER]))
      throw forbidden('Judge_Token_Invalid');
  };
  const config = { auth: 'anon' as const, rateLimit: false as const, programOutput: true };
  const ids = z.object({ submitId: int, version: int });

  app.post(
    '/api/judge/claim',
    {
      schema: {
        tags,
        summary: 'Take a submission (→ Compiling); data null = nothing to judge',
        body: ids.extend({ judger: z.string().min(1).max(100) }),
        response: responses(z.any()),
      },
      config,
      onRequest: guard,
    },
    async (req) => ok(await results.claim(req.body.submitId, req.body.version, req.body.judger, 'hash')),
  );

  app.post(
    '/api/judge/progress',
    {
      schema: {
        tags,
        summary: 'Compiling → Judging, or one case result',
        body: ids.extend({ judging: z.boolean().optional(), case: caseReport.optional() }),
        response: responses(z.null()),
      },
      config,
      onRequest: guard,
    },
    async (req) => {
      const { submitId, version } = req.body;
      if (req.body.judging) await results.judging(submitId, version);
      if (req.body.case) await results.caseResult(submitId, version, req.body.case);
      return ok(null);
    },
  );

  app.post(
    '/api/judge/finish',
    {
      schema: {
        tags,
        summary: 'Final verdict of a judging run',
        body: ids.extend({ verdict }),
        response: responses(z.null()),
      },
      config,
      onRequest: guard,
    },
    async (req) => okAfter(req, null, results.finish(req.body.submitId, req.body.version, req.body.verdict)),
  );

  app.post(
    '/api/judge/test-result',
    {
      schema: {
        tags,
        summary: 'Result of a test run',
        body: z.object({ key: z.string().min(1).max(64), result: testResult }),
        response: responses(z.null()),
      },
      config,
      onRequest: guard,
    },
    async (req) => okAfter(req, null, results.testResult(req.body.key, req.body.result as never)),
  );

  app.post(
    '/api/judge/heartbeat',
    {
      schema: {
        tags,
        summary: 'Worker heartbeat (judge-server list); answers whether the worker may take jobs',
        body: heartbeat,
        response: responses(heartbeatAnswerSchema),
      },
      config,
      onRequest: guard,
    },
    async (req) => ok(await recordHeartbeat(ctx.database, req.body, { ip: req.ip ?? null, isRemote: true })),
  );

  app.get(
    '/api/judge/testdata/:hash',
    {
      schema: {
        tags,
        summary: 'Test-data file by sha256 (octet stream)',
        params: z.object({ hash: z.string().regex(/^[0-9a-f]{64}$/) }),
      },
      config,
      onRequest: guard,
    },
    async (req, reply) => {
      const file = await blobs.pathOf(req.params.hash);
      if (!file) throw notFound('Test_Data_Not_Found');
      const size = (await fs.promises.stat(file)).size;
      return reply
        .type('application/octet-stream')
        .header('content-length', size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .send(fs.createReadStream(file));
    },
  );
}
