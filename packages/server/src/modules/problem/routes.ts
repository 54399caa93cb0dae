// Public problem calls (site.md §7 "Problems", hoj-api-paths §6–§7).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
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

  const read = readRoutes(app, route, currentUser);
  // Reads open to anonymous callers: the user when signed in, else null.
  const readAnyone = readRoutes(app, route, (req) => req.user);

  app.get(
    '/api/get-problem-list',
    route(
      'anon',
      'Problems of a bank, filtered (10 per page unless `limit` says)',
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

  readAnyone(
    '/api/get-all-problem-tags',
    'anon',
    'Tags of a problem bank',
    z.array(tagSchema),
    ojQuery,
    (_, q) => service.allTags(q.oj),
  );

  readAnyone(
    '/api/get-problem-tags-and-classification',
    'anon',
    'Tags grouped by classification (Conceal/Contest/Group/Mine/All map to ME)',
    z.array(classificationSchema),
    ojQuery,
    (_, q) => service.tagsAndClassification(q.oj),
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
    route('anon', 'The ten public main-site problems created last', z.array(recentProblemSchema)),
    async () => ok(await service.recentUpdated()),
  );

  readAnyone(
    '/api/get-problem-code-template',
    'anon',
    "The problem's code templates as HOJ's CodeTemplate rows (the editor reads them)",
    z.array(codeTemplateSchema),
    pidQuery,
    (user, q) => service.codeTemplate(user, q.pid),
  );

  read(
    '/api/get-last-ac-code',
    'login',
    "The caller's last accepted code of a problem",
    lastAcSchema,
    lastAcQuery,
    (user, q) => service.lastAcCode(user, q.pid, q.cid),
  );

  readAnyone(
    '/api/languages',
    'anon',
    'Local languages (of a problem, or all) with compile commands and judge versions',
    z.array(languageSchema),
    languagesQuery,
    (user, q) => service.languages(user, q),
  );

  readAnyone(
    '/api/get-problem-tags',
    'anon',
    "A problem's tags (the problem editor reads them); the problem must be visible to the caller",
    z.array(tagSchema),
    pidQuery,
    (user, q) => service.problemTags(user, q.pid),
  );

  readAnyone(
    '/api/get-problem-languages',
    'anon',
    "A problem's languages (all local languages when it names none); the problem must be visible",
    z.array(languageSchema),
    pidQuery,
    (user, q) => service.languages(user, { pid: q.pid }),
  );

  read(
    '/api/get-full-screen-problem-list',
    'login',
    "The problem strip of a contest's (cid) or training's (tid) full-screen view, with the caller's status",
    z.array(fullScreenItemSchema),
    fullScreenQuery,
    (user, q) => fullScreen(user, q),
  );
}
