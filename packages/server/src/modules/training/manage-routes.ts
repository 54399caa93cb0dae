// Training back office (hoj-api-paths §1.7): trainings, their ordered problems and the categories.
// HTTP only: parse, authorise (route roles here, per-training checks through policies/training.ts
// in the service), call, present. `import-remote-oj-problem` comes with the remote judge.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { Role } from '@judge/shared';
import { zodApp } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
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

const tags = ['admin-training'];
/** "R/PA" of the reference: root and problem admins. */
const ROOT_PA = { roles: [Role.ROOT, Role.PROBLEM_ADMIN] } as const;

export async function trainingManageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = trainingAdminService(fastify.ctx.database);
  const actor = (req: Parameters<typeof currentUser>[0]) => actorOf(currentUser(req));
  const config = { auth: BACK_OFFICE };

  // ---- trainings ----------------------------------------------------------------------------------

  app.get(
    '/api/admin/training/get-training-list',
    {
      schema: {
        tags,
        summary: 'Trainings of the main site by rank, 10 a page; keyword (title, author, id)',
        querystring: adminTrainingListQuery,
        response: responses(trainingEntityPage),
      },
      config,
    },
    async (req) => ok(await service.list(actor(req), req.query)),
  );

  app.get(
    '/api/admin/training',
    {
      schema: {
        tags,
        summary: 'A training and its category for the form (root or its author)',
        querystring: tidQuery,
        response: responses(trainingDtoVO),
      },
      config,
    },
    async (req) => ok(await service.get(actor(req), req.query.tid)),
  );

  app.post(
    '/api/admin/training',
    {
      schema: {
        tags,
        summary: 'Create a training (TrainingDTO); the caller is its author',
        body: trainingDto,
        response: responses(z.null()),
      },
      config,
    },
    async (req) => {
      await service.create(actor(req), req.body);
      return ok(null, req.t('Create_Successfully'));
    },
  );

  app.put(
    '/api/admin/training',
    {
      schema: {
        tags,
        summary: 'Update a training (TrainingDTO with training.id; root or its author)',
        body: trainingDto,
        response: responses(z.null()),
      },
      config,
    },
    async (req) => {
      await service.update(actor(req), req.body);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.delete(
    '/api/admin/training',
    {
      schema: {
        tags,
        summary: 'Delete a training with its problem links and registrations (root)',
        querystring: tidQuery,
        response: responses(z.null()),
      },
      config: { auth: ROOT_ONLY },
    },
    async (req) => {
      await service.remove(actor(req), req.query.tid);
      return ok(null, req.t('Delete_successfully'));
    },
  );

  app.put(
    '/api/admin/training/change-training-status',
    {
      schema: {
        tags,
        summary: 'Show or hide a training (root or its author; the stored author decides, not the one sent)',
        querystring: trainingStatusQuery,
        response: responses(z.null()),
      },
      config,
    },
    async (req) => {
      await service.changeStatus(actor(req), req.query.tid, req.query.status);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  // ---- training problems ----------------------------------------------------------------------------

  app.get(
    '/api/admin/training/get-problem-list',
    {
      schema: {
        tags,
        summary:
          "queryExisted=true: the training's problems in order with their training rows; false: public problems not yet in it",
        querystring: trainingProblemListQuery,
        response: responses(trainingAdminProblemList),
      },
      config,
    },
    async (req) => ok(await service.problemList(actor(req), req.query)),
  );

  app.put(
    '/api/admin/training/problem',
    {
      schema: {
        tags,
        summary: "A problem's place in the training: order (rank) and display id",
        body: trainingProblemBody,
        response: responses(z.null()),
      },
      config: { auth: ROOT_PA },
    },
    async (req) => {
      await service.updateTrainingProblem(actor(req), req.body);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.delete(
    '/api/admin/training/problem',
    {
      schema: {
        tags,
        summary: 'With tid: take the problem out of the training; without: delete the problem itself',
        querystring: removeTrainingProblemQuery,
        response: responses(z.null()),
      },
      config: { auth: ROOT_PA },
    },
    async (req) => {
      await service.removeTrainingProblem(actor(req), req.query.pid, req.query.tid);
      return ok(null, req.t('Delete_successfully'));
    },
  );

  app.post(
    '/api/admin/training/add-problem-from-public',
    {
      schema: {
        tags,
        summary: 'Add a public main-bank problem under a display id (its own by default), last in the order',
        body: addTrainingProblemBody,
        response: responses(z.null()),
      },
      config,
    },
    async (req) => {
      await service.addFromPublic(actor(req), req.body);
      return ok(null, req.t('Add_Successfully'));
    },
  );

  // ---- categories -----------------------------------------------------------------------------------

  app.post(
    '/api/admin/training/category',
    {
      schema: {
        tags,
        summary: 'Create a training category (name, colour)',
        body: trainingCategoryBody,
        response: responses(trainingCategoryVO),
      },
      config: { auth: ROOT_PA },
    },
    async (req) => ok(await service.addCategory(actor(req), req.body), req.t('Create_Successfully')),
  );

  app.put(
    '/api/admin/training/category',
    {
      schema: {
        tags,
        summary: 'Rename or recolour a training category',
        body: trainingCategoryBody,
        response: responses(z.null()),
      },
      config: { auth: ROOT_PA },
    },
    async (req) => {
      await service.updateCategory(actor(req), req.body);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.delete(
    '/api/admin/training/category',
    {
      schema: {
        tags,
        summary: 'Delete a training category (cid = its id); its trainings stay, without a category',
        querystring: categoryIdQuery,
        response: responses(z.null()),
      },
      config: { auth: ROOT_PA },
    },
    async (req) => {
      await service.deleteCategory(actor(req), req.query.cid);
      return ok(null, req.t('Delete_successfully'));
    },
  );
}
