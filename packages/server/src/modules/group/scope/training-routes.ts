// Group trainings (hoj-api-paths §2.5). HTTP only: parse, call the scoped service (which checks
// the group and the training), answer. Paths and parameters are HOJ's.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  addTrainingProblemBody,
  tidQuery,
  trainingAdminProblemList,
  trainingBody,
  trainingDto,
  trainingDtoVO,
  trainingProblemBody,
  trainingProblemListQuery,
} from '@judge/shared/schemas/training';
import { routeOptions, zodApp, readRoutes } from '../../../lib/route.js';
import { okAfter } from '../../../lib/envelope.js';
import { actorOfRequest } from '../../../lib/auth/actor.js';
import { groupTrainingService } from './trainings.js';

const route = routeOptions(['group']);
const flag = z.preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean());
/** A TrainingDTO whose training names its group. */
const groupTrainingDto = trainingDto.extend({
  training: trainingBody.extend({ gid: z.coerce.number().int().positive() }),
});

export async function groupTrainingRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = groupTrainingService(fastify.ctx);
  const me = actorOfRequest;

  const read = readRoutes(app, route, me);

  read(
    '/api/group/training',
    'login',
    'A group training for the editor (its author while a group admin, group roots, root)',
    trainingDtoVO,
    tidQuery,
    (caller, q) => service.get(caller, q.tid),
  );
  app.post(
    '/api/group/training',
    route('login', 'Create a training in the group training.gid (group admins)', z.null(), {
      body: groupTrainingDto,
    }),
    async (req) =>
      okAfter(req, 'Create_Successfully', service.create(me(req), req.body, req.body.training.gid)),
  );
  app.put(
    '/api/group/training',
    route('login', 'Update a group training (TrainingDTO with training.id)', z.null(), { body: trainingDto }),
    async (req) => okAfter(req, 'Update_Successfully', service.update(me(req), req.body)),
  );
  app.delete(
    '/api/group/training',
    route('login', 'Delete a group training with its problem links and registrations', z.null(), {
      querystring: tidQuery,
    }),
    async (req) => okAfter(req, 'Delete_successfully', service.remove(me(req), req.query.tid)),
  );
  app.put(
    '/api/group/change-training-status',
    route('login', 'Show or hide a group training', z.null(), {
      querystring: tidQuery.extend({ status: flag }),
    }),
    async (req) =>
      okAfter(req, 'Update_Successfully', service.changeStatus(me(req), req.query.tid, req.query.status)),
  );
  read(
    '/api/group/get-training-problem-list',
    'login',
    "queryExisted=true: the training's problems in order with their rows; false: public problems not yet in it",
    trainingAdminProblemList,
    trainingProblemListQuery,
    (caller, q) => service.problemList(caller, q),
  );
  app.put(
    '/api/group/training-problem',
    route('login', "A problem's place in the group training: order (rank) and display id", z.null(), {
      body: trainingProblemBody,
    }),
    async (req) => okAfter(req, 'Update_Successfully', service.updateProblem(me(req), req.body)),
  );
  app.delete(
    '/api/group/training-problem',
    route('login', 'Take a problem out of the group training', z.null(), {
      querystring: z.object({ pid: z.coerce.number().int(), tid: z.coerce.number().int() }),
    }),
    async (req) =>
      okAfter(req, 'Delete_successfully', service.removeProblem(me(req), req.query.pid, req.query.tid)),
  );
  app.post(
    '/api/group/add-training-problem-from-public',
    route('login', 'Add a public main-bank problem to the group training', z.null(), {
      body: addTrainingProblemBody,
    }),
    async (req) => okAfter(req, 'Add_Successfully', service.addFromPublic(me(req), req.body)),
  );
  app.post(
    '/api/group/add-training-problem-from-group',
    route('login', "Add one of the group's problems (by display id) to the group training", z.null(), {
      querystring: z.object({ problemId: z.string().min(1).max(100), tid: z.coerce.number().int() }),
    }),
    async (req) =>
      okAfter(req, 'Add_Successfully', service.addFromGroup(me(req), req.query.problemId, req.query.tid)),
  );
}
