// Trainings on the site (site.md §7 "Training"; hoj-api-paths §1.7, §6, §7). HTTP only: parse,
// authorise (sign-in here, per-training access in the service through policies/training.ts),
// call, present.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import { problemDetailSchema } from '@judge/shared/schemas/problem';
import { trainingService } from './service.js';
import {
  registerTrainingBody,
  tidQuery,
  trainingAccessVO,
  trainingCategoryVO,
  trainingListQuery,
  trainingPage,
  trainingProblemDetailsQuery,
  trainingProblemRow,
  trainingRankPage,
  trainingRankQuery,
  trainingVO,
} from './schema.js';

const tags = ['training'];

export async function trainingRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = trainingService(fastify.ctx);

  app.get(
    '/api/get-training-category',
    {
      schema: {
        tags,
        summary: 'Training categories of the main site',
        response: responses(z.array(trainingCategoryVO)),
      },
      config: { auth: 'anon' },
    },
    async () => ok(await service.categories()),
  );

  app.get(
    '/api/get-training-list',
    {
      schema: {
        tags,
        summary:
          "Enabled trainings by rank (15 a page), with the signed-in caller's progress; keyword, category, auth filters",
        querystring: trainingListQuery,
        response: responses(trainingPage),
      },
      config: { auth: 'anon' },
    },
    async (req) => ok(await service.list(req.user, req.query)),
  );

  app.get(
    '/api/get-training-detail',
    {
      schema: {
        tags,
        summary: "A training with the caller's progress (no password)",
        querystring: tidQuery,
        response: responses(trainingVO),
      },
      config: { auth: 'login' },
    },
    async (req) => ok(await service.detail(currentUser(req), req.query.tid)),
  );

  app.post(
    '/api/register-training',
    {
      schema: {
        tags,
        summary: 'Join a private training with its password',
        body: registerTrainingBody,
        response: responses(z.null()),
      },
      config: { auth: 'login' },
    },
    async (req) => {
      await service.register(currentUser(req), req.body.tid, req.body.password);
      return ok(null, req.t('Register_Training_Successfully'));
    },
  );

  app.get(
    '/api/get-training-access',
    {
      schema: {
        tags,
        summary: 'May the caller open the training (public, registered, or a training admin)',
        querystring: tidQuery,
        response: responses(trainingAccessVO),
      },
      config: { auth: 'login' },
    },
    async (req) => ok(await service.access(currentUser(req), req.query.tid)),
  );

  app.get(
    '/api/get-training-problem-list',
    {
      schema: {
        tags,
        summary: "The training's problems in order, under their display ids, with the caller's status",
        querystring: tidQuery,
        response: responses(z.array(trainingProblemRow)),
      },
      config: { auth: 'login' },
    },
    async (req) => ok(await service.problemList(currentUser(req), req.query.tid)),
  );

  app.get(
    '/api/get-training-problem-details',
    {
      schema: {
        tags,
        summary:
          'A training problem (displayId) of a training (cid = the training id), as the problem page shows it',
        querystring: trainingProblemDetailsQuery,
        response: responses(problemDetailSchema),
      },
      config: { auth: 'login' },
    },
    async (req) => ok(await service.problemDetails(currentUser(req), req.query.displayId, req.query.cid)),
  );

  app.get(
    '/api/get-training-rank',
    {
      schema: {
        tags,
        summary:
          'Rank of a private training (30 a page): ac desc, total run time asc; real names for its admins',
        querystring: trainingRankQuery,
        response: responses(trainingRankPage),
      },
      config: { auth: 'login' },
    },
    async (req) => ok(await service.rank(currentUser(req), req.query)),
  );
}
