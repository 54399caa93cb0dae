// Public problem calls (site.md §7 "Problems", hoj-api-paths §6–§7).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
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

export async function problemRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = problemService(fastify.ctx);
  const fullScreen = fullScreenList(fastify.ctx);
  const tags = ['problem'];

  app.get(
    '/api/get-problem-list',
    {
      schema: {
        tags,
        summary: 'Problems of a bank, filtered (15 per page)',
        querystring: problemListQuery,
        response: responses(problemPageSchema),
      },
      config: { auth: 'anon' },
    },
    async (req) => ok(await service.list(req.user, req.query)),
  );

  app.get(
    '/api/get-problem-detail',
    {
      schema: {
        tags,
        summary: 'Statement, tags, languages, counts and code templates of a problem',
        querystring: problemDetailQuery,
        response: responses(problemDetailSchema),
      },
      config: { auth: 'anon' },
    },
    async (req) => ok(await service.detail(req.user, req.query.problemId)),
  );

  app.get(
    '/api/get-all-problem-tags',
    {
      schema: {
        tags,
        summary: 'Tags of a problem bank',
        querystring: ojQuery,
        response: responses(z.array(tagSchema)),
      },
      config: { auth: 'anon' },
    },
    async (req) => ok(await service.allTags(req.query.oj)),
  );

  app.get(
    '/api/get-problem-tags-and-classification',
    {
      schema: {
        tags,
        summary: 'Tags grouped by classification (Conceal/Contest/Group/Mine/All map to ME)',
        querystring: ojQuery,
        response: responses(z.array(classificationSchema)),
      },
      config: { auth: 'anon' },
    },
    async (req) => ok(await service.tagsAndClassification(req.query.oj)),
  );

  app.post(
    '/api/get-user-problem-status',
    {
      schema: {
        tags,
        summary: "The caller's status per problem ({pid: {status, score}})",
        body: userProblemStatusBody,
        response: responses(userProblemStatusSchema),
      },
      config: { auth: 'login' },
    },
    async (req) => ok(await service.userStatus(currentUser(req), req.body.pidList)),
  );

  app.get(
    '/api/get-random-problem',
    {
      schema: {
        tags,
        summary: 'A random public problem',
        response: responses(randomProblemSchema),
      },
      config: { auth: 'anon' },
    },
    async () => ok(await service.random()),
  );

  app.get(
    '/api/get-recent-updated-problem',
    {
      schema: {
        tags,
        summary: 'The five public problems modified last',
        response: responses(z.array(recentProblemSchema)),
      },
      config: { auth: 'anon' },
    },
    async () => ok(await service.recentUpdated()),
  );

  app.get(
    '/api/get-problem-code-template',
    {
      schema: {
        tags,
        summary: "The problem's code templates as HOJ's CodeTemplate rows (the editor reads them)",
        querystring: pidQuery,
        response: responses(z.array(codeTemplateSchema)),
      },
      config: { auth: 'anon' },
    },
    async (req) => ok(await service.codeTemplate(req.user, req.query.pid)),
  );

  app.get(
    '/api/get-last-ac-code',
    {
      schema: {
        tags,
        summary: "The caller's last accepted code of a problem",
        querystring: lastAcQuery,
        response: responses(lastAcSchema),
      },
      config: { auth: 'login' },
    },
    async (req) => ok(await service.lastAcCode(currentUser(req), req.query.pid, req.query.cid)),
  );

  app.get(
    '/api/languages',
    {
      schema: {
        tags,
        summary: 'Local languages (of a problem, or all) with compile commands and judge versions',
        querystring: languagesQuery,
        response: responses(z.array(languageSchema)),
      },
      config: { auth: 'anon' },
    },
    async (req) => ok(await service.languages(req.user, req.query)),
  );

  app.get(
    '/api/get-problem-tags',
    {
      schema: {
        tags,
        summary: "A problem's tags (the problem editor reads them); the problem must be visible to the caller",
        querystring: pidQuery,
        response: responses(z.array(tagSchema)),
      },
      config: { auth: 'anon' },
    },
    async (req) => ok(await service.problemTags(req.user, req.query.pid)),
  );

  app.get(
    '/api/get-problem-languages',
    {
      schema: {
        tags,
        summary: "A problem's languages (all local languages when it names none); the problem must be visible",
        querystring: pidQuery,
        response: responses(z.array(languageSchema)),
      },
      config: { auth: 'anon' },
    },
    async (req) => ok(await service.languages(req.user, { pid: req.query.pid })),
  );

  app.get(
    '/api/get-full-screen-problem-list',
    {
      schema: {
        tags,
        summary: "The problem strip of a contest's (cid) or training's (tid) full-screen view, with the caller's status",
        querystring: fullScreenQuery,
        response: responses(z.array(fullScreenItemSchema)),
      },
      config: { auth: 'login' },
    },
    async (req) => ok(await fullScreen(currentUser(req), req.query)),
  );
}
