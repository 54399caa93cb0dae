// Trainings on the site (site.md §7 "Training"; hoj-api-paths §1.7, §6, §7). HTTP only: parse,
// authorise (sign-in here, per-training access in the service through policies/training.ts),
// call, present.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok, okAfter } from '../../lib/envelope.js';
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

const route = routeOptions(['training']);

export async function trainingRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = trainingService(fastify.ctx);

  app.get(
    '/api/get-training-category',
    route('anon', 'Training categories of the main site', z.array(trainingCategoryVO)),
    async () => ok(await service.categories()),
  );

  app.get(
    '/api/get-training-list',
    route(
      'anon',
      "Enabled trainings by rank (15 a page), with the signed-in caller's progress; keyword, category, auth filters",
      trainingPage,
      { querystring: trainingListQuery },
    ),
    async (req) => ok(await service.list(req.user, req.query)),
  );

  app.get(
    '/api/get-training-detail',
    route('login', "A training with the caller's progress (no password)", trainingVO, {
      querystring: tidQuery,
    }),
    async (req) => ok(await service.detail(currentUser(req), req.query.tid)),
  );

  app.post(
    '/api/register-training',
    route('login', 'Join a private training with its password', z.null(), { body: registerTrainingBody }),
    async (req) =>
      okAfter(
        req,
        'Register_Training_Successfully',
        service.register(currentUser(req), req.body.tid, req.body.password),
      ),
  );

  app.get(
    '/api/get-training-access',
    route(
      'login',
      'May the caller open the training (public, registered, or a training admin)',
      trainingAccessVO,
      { querystring: tidQuery },
    ),
    async (req) => ok(await service.access(currentUser(req), req.query.tid)),
  );

  app.get(
    '/api/get-training-problem-list',
    route(
      'login',
      "The training's problems in order, under their display ids, with the caller's status",
      z.array(trainingProblemRow),
      { querystring: tidQuery },
    ),
    async (req) => ok(await service.problemList(currentUser(req), req.query.tid)),
  );

  app.get(
    '/api/get-training-problem-details',
    route(
      'login',
      'A training problem (displayId) of a training (cid = the training id), as the problem page shows it',
      problemDetailSchema,
      { querystring: trainingProblemDetailsQuery },
    ),
    async (req) => ok(await service.problemDetails(currentUser(req), req.query.displayId, req.query.cid)),
  );

  app.get(
    '/api/get-training-rank',
    route(
      'login',
      'Rank of a private training (30 a page): ac desc, total run time asc; real names for its admins',
      trainingRankPage,
      { querystring: trainingRankQuery },
    ),
    async (req) => ok(await service.rank(currentUser(req), req.query)),
  );
}
