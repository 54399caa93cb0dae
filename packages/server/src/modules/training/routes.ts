// Trainings on the site (site.md §7 "Training"; hoj-api-paths §1.7, §6, §7). HTTP only: parse,
// authorise (sign-in here, per-training access in the service through policies/training.ts),
// call, present.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
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

  const read = readRoutes(app, route, currentUser);
  // Reads open to anonymous callers: the user when signed in, else null.
  const readAnyone = readRoutes(app, route, (req) => req.user);

  app.get(
    '/api/get-training-category',
    route('anon', 'Training categories of the main site', z.array(trainingCategoryVO)),
    async () => ok(await service.categories()),
  );

  readAnyone(
    '/api/get-training-list',
    'anon',
    "Enabled trainings by rank (20 a page unless `limit` says), with the signed-in caller's progress; keyword, category, auth filters",
    trainingPage,
    trainingListQuery,
    (user, q) => service.list(user, q),
  );

  read(
    '/api/get-training-detail',
    'login',
    "A training with the caller's progress (no password)",
    trainingVO,
    tidQuery,
    (user, q) => service.detail(user, q.tid),
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

  read(
    '/api/get-training-access',
    'login',
    'May the caller open the training (public, registered, or a training admin)',
    trainingAccessVO,
    tidQuery,
    (user, q) => service.access(user, q.tid),
  );

  read(
    '/api/get-training-problem-list',
    'login',
    "The training's problems in order, under their display ids, with the caller's status",
    z.array(trainingProblemRow),
    tidQuery,
    (user, q) => service.problemList(user, q.tid),
  );

  read(
    '/api/get-training-problem-details',
    'login',
    'A training problem (displayId) of a training (cid = the training id), as the problem page shows it',
    problemDetailSchema,
    trainingProblemDetailsQuery,
    (user, q) => service.problemDetails(user, q.displayId, q.cid),
  );

  read(
    '/api/get-training-rank',
    'login',
    'Rank of a private training (30 a page): ac desc, total run time asc; real names for its admins',
    trainingRankPage,
    trainingRankQuery,
    (user, q) => service.rank(user, q),
  );
}
