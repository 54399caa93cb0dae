// Public problem calls (site.md §7 "Problems", hoj-api-paths §6–§7).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { PUBLIC_CACHE } from '../../lib/public-cache.js';
import { currentUser } from '../../lib/auth/index.js';
import { problemService } from './service.js';
import {
  classificationSchema,
  languageSchema,
  languagesQuery,
  lastAcQuery,
  lastAcSchema,
  ojQuery,
  pidQuery,
  problemDetailQuery,
  problemDetailSchema,
  problemListQuery,
  problemPageSchema,
  randomProblemSchema,
  recentProblemSchema,
  tagSchema,
  userProblemStatusBody,
  userProblemStatusSchema,
  codeTemplateSchema,
  fullScreenQuery,
  fullScreenItemSchema,
} from './schema.js';
import { fullScreenList } from './full-screen.js';
import { contestService } from '../contest/service.js';

export async function problemRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = problemService(fastify.ctx);
  const fullScreen = fullScreenList(fastify.ctx);
  const contests = contestService(fastify.ctx);
  const route = routeOptions(['problem']);

  app.get(
    '/api/get-problem-list',
    route(
      'anon',
      'Problems of a bank, filtered (15 per page)',
      problemPageSchema,
      {
        querystring: problemListQuery,
      },
      PUBLIC_CACHE,
    ),
    async (req) => ok(await service.list(req.user, req.query)),
  );

  app.get(
    '/api/get-problem-detail',
    route(
      'anon',
      'Statement, tags, languages, counts and code templates of a problem',
      problemDetailSchema,
      {
        querystring: problemDetailQuery,
      },
      PUBLIC_CACHE,
    ),
    async (req) => ok(await service.detail(req.user, req.query.problemId)),
  );

  app.get(
    '/api/get-all-problem-tags',
    route('anon', 'Tags of a problem bank', z.array(tagSchema), { querystring: ojQuery }),
    async (req) => ok(await service.allTags(req.query.oj)),
  );

  app.get(
    '/api/get-problem-tags-and-classification',
    route(
      'anon',
      'Tags grouped by classification (Conceal/Contest/Group/Mine/All map to ME)',
      z.array(classificationSchema),
      { querystring: ojQuery },
    ),
    async (req) => ok(await service.tagsAndClassification(req.query.oj)),
  );

  app.post(
    '/api/get-user-problem-status',
    route('login', "The caller's status per problem ({pid: {status, score}})", userProblemStatusSchema, {
      body: userProblemStatusBody,
    }),
    async (req) => {
      const { pidList, cid, containsEnd } = req.body;
      // A contest's problem list asks with its cid: the contest answers, with its access and seal rules.
      if (cid) return ok(await contests.problemStatus(currentUser(req), cid, pidList, containsEnd ?? false));
      return ok(await service.userStatus(currentUser(req), pidList));
    },
  );

  app.get(
    '/api/get-random-problem',
    route('anon', 'A random public problem', randomProblemSchema),
    async () => ok(await service.random()),
  );

  app.get(
    '/api/get-recent-updated-problem',
    route('anon', 'The five public problems modified last', z.array(recentProblemSchema)),
    async () => ok(await service.recentUpdated()),
  );

  app.get(
    '/api/get-problem-code-template',
    route(
      'anon',
      "The problem's code templates as HOJ's CodeTemplate rows (the editor reads them)",
      z.array(codeTemplateSchema),
      { querystring: pidQuery },
    ),
    async (req) => ok(await service.codeTemplate(req.user, req.query.pid)),
  );

  app.get(
    '/api/get-last-ac-code',
    route('login', "The caller's last accepted code of a problem", lastAcSchema, {
      querystring: lastAcQuery,
    }),
    async (req) => ok(await service.lastAcCode(currentUser(req), req.query.pid, req.query.cid)),
  );

  app.get(
    '/api/languages',
    route(
      'anon',
      'Local languages (of a problem, or all) with compile commands and judge versions',
      z.array(languageSchema),
      { querystring: languagesQuery },
    ),
    async (req) => ok(await service.languages(req.user, req.query)),
  );

  app.get(
    '/api/get-problem-tags',
    route(
      'anon',
      "A problem's tags (the problem editor reads them); the problem must be visible to the caller",
      z.array(tagSchema),
      { querystring: pidQuery },
    ),
    async (req) => ok(await service.problemTags(req.user, req.query.pid)),
  );

  app.get(
    '/api/get-problem-languages',
    route(
      'anon',
      "A problem's languages (all local languages when it names none); the problem must be visible",
      z.array(languageSchema),
      { querystring: pidQuery },
    ),
    async (req) => ok(await service.languages(req.user, { pid: req.query.pid })),
  );

  app.get(
    '/api/get-full-screen-problem-list',
    route(
      'login',
      "The problem strip of a contest's (cid) or training's (tid) full-screen view, with the caller's status",
      z.array(fullScreenItemSchema),
      { querystring: fullScreenQuery },
    ),
    async (req) => ok(await fullScreen(currentUser(req), req.query)),
  );
}
