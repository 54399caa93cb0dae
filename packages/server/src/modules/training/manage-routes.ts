// Training back office (hoj-api-paths §1.7): trainings, their ordered problems and the categories.
// HTTP only: parse, authorise (route roles here, per-training checks through policies/training.ts
// in the service), call, present. `import-remote-oj-problem` comes with the remote judge.
import type { FastifyInstance } from 'fastify';
import { Role } from '@judge/shared';
import { routeOptions, zodApp, readRoutes, commandRoutes } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
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
  const command = commandRoutes(app, route, actor);

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

  command.post(
    '/api/admin/training',
    BACK_OFFICE,
    'Create a training (TrainingDTO); the caller is its author',
    { body: trainingDto },
    'Create_Successfully',
    (caller, { body }) => service.create(caller, body),
  );

  command.put(
    '/api/admin/training',
    BACK_OFFICE,
    'Update a training (TrainingDTO with training.id; root or its author)',
    { body: trainingDto },
    'Update_Successfully',
    (caller, { body }) => service.update(caller, body),
  );

  command.delete(
    '/api/admin/training',
    ROOT_ONLY,
    'Delete a training with its problem links and registrations (root)',
    { querystring: tidQuery },
    'Delete_successfully',
    (caller, { query }) => service.remove(caller, query.tid),
  );

  command.put(
    '/api/admin/training/change-training-status',
    BACK_OFFICE,
    'Show or hide a training (root or its author; the stored author decides, not the one sent)',
    { querystring: trainingStatusQuery },
    'Update_Successfully',
    (caller, { query }) => service.changeStatus(caller, query.tid, query.status),
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

  command.put(
    '/api/admin/training/problem',
    ROOT_PA,
    "A problem's place in the training: order (rank) and display id",
    { body: trainingProblemBody },
    'Update_Successfully',
    (caller, { body }) => service.updateTrainingProblem(caller, body),
  );

  command.delete(
    '/api/admin/training/problem',
    ROOT_PA,
    'With tid: take the problem out of the training; without: delete the problem itself',
    { querystring: removeTrainingProblemQuery },
    'Delete_successfully',
    (caller, { query }) => service.removeTrainingProblem(caller, query.pid, query.tid),
  );

  command.post(
    '/api/admin/training/add-problem-from-public',
    BACK_OFFICE,
    'Add a public main-bank problem under a display id (its own by default), last in the order',
    { body: addTrainingProblemBody },
    'Add_Successfully',
    (caller, { body }) => service.addFromPublic(caller, body),
  );

  // ---- categories -----------------------------------------------------------------------------------

  app.post(
    '/api/admin/training/category',
    route(ROOT_PA, 'Create a training category (name, colour)', trainingCategoryVO, {
      body: trainingCategoryBody,
    }),
    async (req) => ok(await service.addCategory(actor(req), req.body), req.t('Create_Successfully')),
  );

  command.put(
    '/api/admin/training/category',
    ROOT_PA,
    'Rename or recolour a training category',
    { body: trainingCategoryBody },
    'Update_Successfully',
    (caller, { body }) => service.updateCategory(caller, body),
  );

  command.delete(
    '/api/admin/training/category',
    ROOT_PA,
    'Delete a training category (cid = its id); its trainings stay, without a category',
    { querystring: categoryIdQuery },
    'Delete_successfully',
    (caller, { query }) => service.deleteCategory(caller, query.cid),
  );
}
