// Training back office (hoj-api-paths §1.7): trainings, their ordered problems and the categories.
// HTTP only: parse, authorise (route roles here, per-training checks through policies/training.ts
// in the service), call, present. `import-remote-oj-problem` comes with the remote judge.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { Role } from '@judge/shared';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
import { ok, okAfter } from '../../lib/envelope.js';
import { signedInActor } from '../../lib/auth/actor.js';
import { BACK_OFFICE, ROOT_ONLY } from '../../lib/auth/roles.js';
import { trainingAdminService } from './manage-service.js';
import {
  addTrainingProblemBody,
  adminTrainingListQuery,
  categoryIdQuery,
  removeTrainingProblemQuery,
  tidQuery,
  trainingAdminProblemList,
  trainingCategoryBody,
  trainingCategoryVO,
  trainingDto,
  trainingDtoVO,
  trainingEntityPage,
  trainingProblemBody,
  trainingProblemListQuery,
  trainingStatusQuery,
} from './schema.js';

const route = routeOptions(['admin-training']);
/** "R/PA" of the reference: root and problem admins. */
const ROOT_PA = { roles: [Role.ROOT, Role.PROBLEM_ADMIN] } as const;

export async function trainingManageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = trainingAdminService(fastify.ctx.database);
  const actor = signedInActor;

  const read = readRoutes(app, route, actor);

  // ---- trainings ----------------------------------------------------------------------------------

  read(
    '/api/admin/training/get-training-list',
    BACK_OFFICE,
    'Trainings of the main site by rank, 10 a page; keyword (title, author, id)',
    trainingEntityPage,
    adminTrainingListQuery,
    (caller, q) => service.list(caller, q),
  );

  read(
    '/api/admin/training',
    BACK_OFFICE,
    'A training and its category for the form (root or its author)',
    trainingDtoVO,
    tidQuery,
    (caller, q) => service.get(caller, q.tid),
  );

  app.post(
    '/api/admin/training',
    route(BACK_OFFICE, 'Create a training (TrainingDTO); the caller is its author', z.null(), {
      body: trainingDto,
    }),
    async (req) => okAfter(req, 'Create_Successfully', service.create(actor(req), req.body)),
  );

  app.put(
    '/api/admin/training',
    route(BACK_OFFICE, 'Update a training (TrainingDTO with training.id; root or its author)', z.null(), {
      body: trainingDto,
    }),
    async (req) => okAfter(req, 'Update_Successfully', service.update(actor(req), req.body)),
  );

  app.delete(
    '/api/admin/training',
    route(ROOT_ONLY, 'Delete a training with its problem links and registrations (root)', z.null(), {
      querystring: tidQuery,
    }),
    async (req) => okAfter(req, 'Delete_successfully', service.remove(actor(req), req.query.tid)),
  );

  app.put(
    '/api/admin/training/change-training-status',
    route(
      BACK_OFFICE,
      'Show or hide a training (root or its author; the stored author decides, not the one sent)',
      z.null(),
      { querystring: trainingStatusQuery },
    ),
    async (req) =>
      okAfter(req, 'Update_Successfully', service.changeStatus(actor(req), req.query.tid, req.query.status)),
  );

  // ---- training problems ----------------------------------------------------------------------------

  read(
    '/api/admin/training/get-problem-list',
    BACK_OFFICE,
    "queryExisted=true: the training's problems in order with their training rows; false: public problems not yet in it",
    trainingAdminProblemList,
    trainingProblemListQuery,
    (caller, q) => service.problemList(caller, q),
  );

  app.put(
    '/api/admin/training/problem',
    route(ROOT_PA, "A problem's place in the training: order (rank) and display id", z.null(), {
      body: trainingProblemBody,
    }),
    async (req) => okAfter(req, 'Update_Successfully', service.updateTrainingProblem(actor(req), req.body)),
  );

  app.delete(
    '/api/admin/training/problem',
    route(
      ROOT_PA,
      'With tid: take the problem out of the training; without: delete the problem itself',
      z.null(),
      { querystring: removeTrainingProblemQuery },
    ),
    async (req) =>
      okAfter(
        req,
        'Delete_successfully',
        service.removeTrainingProblem(actor(req), req.query.pid, req.query.tid),
      ),
  );

  app.post(
    '/api/admin/training/add-problem-from-public',
    route(
      BACK_OFFICE,
      'Add a public main-bank problem under a display id (its own by default), last in the order',
      z.null(),
      { body: addTrainingProblemBody },
    ),
    async (req) => okAfter(req, 'Add_Successfully', service.addFromPublic(actor(req), req.body)),
  );

  // ---- categories -----------------------------------------------------------------------------------

  app.post(
    '/api/admin/training/category',
    route(ROOT_PA, 'Create a training category (name, colour)', trainingCategoryVO, {
      body: trainingCategoryBody,
    }),
    async (req) => ok(await service.addCategory(actor(req), req.body), req.t('Create_Successfully')),
  );

  app.put(
    '/api/admin/training/category',
    route(ROOT_PA, 'Rename or recolour a training category', z.null(), { body: trainingCategoryBody }),
    async (req) => okAfter(req, 'Update_Successfully', service.updateCategory(actor(req), req.body)),
  );

  app.delete(
    '/api/admin/training/category',
    route(
      ROOT_PA,
      'Delete a training category (cid = its id); its trainings stay, without a category',
      z.null(),
      { querystring: categoryIdQuery },
    ),
    async (req) => okAfter(req, 'Delete_successfully', service.deleteCategory(actor(req), req.query.cid)),
  );
}
