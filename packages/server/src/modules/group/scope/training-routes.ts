// Group trainings (hoj-api-paths §2.5). HTTP only: parse, call the scoped service (which checks
// the group and the training), answer. Paths and parameters are HOJ's.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { clientFlag } from '@judge/shared/schemas/page';
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
import { routeOptions, zodApp, readRoutes, commandRoutes } from '../../../lib/route.js';
import { actorOfRequest } from '../../../lib/auth/actor.js';
import { groupTrainingService } from './trainings.js';

const route = routeOptions(['group']);
/** A TrainingDTO whose training names its group. */
const groupTrainingDto = trainingDto.extend({
  training: trainingBody.extend({ gid: z.coerce.number().int().positive() }),
});

export async function groupTrainingRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = groupTrainingService(fastify.ctx);
  const me = actorOfRequest;

  const read = readRoutes(app, route, me);
  const command = commandRoutes(app, route, me);

  read(
    '/api/group/training',
    'login',
    'A group training for the editor (its author while a group admin, group roots, root)',
    trainingDtoVO,
    tidQuery,
    (caller, q) => service.get(caller, q.tid),
  );
  command.post(
    '/api/group/training',
    'login',
    'Create a training in the group training.gid (group admins)',
    { body: groupTrainingDto },
    'Create_Successfully',
    (caller, { body }) => service.create(caller, body, body.training.gid),
  );
  command.put(
    '/api/group/training',
    'login',
    'Update a group training (TrainingDTO with training.id)',
    { body: trainingDto },
    'Update_Successfully',
    (caller, { body }) => service.update(caller, body),
  );
  command.delete(
    '/api/group/training',
    'login',
    'Delete a group training with its problem links and registrations',
    { querystring: tidQuery },
    'Delete_successfully',
    (caller, { query }) => service.remove(caller, query.tid),
  );
  command.put(
    '/api/group/change-training-status',
    'login',
    'Show or hide a group training',
    { querystring: tidQuery.extend({ status: clientFlag }) },
    'Update_Successfully',
    (caller, { query }) => service.changeStatus(caller, query.tid, query.status),
  );
  read(
    '/api/group/get-training-problem-list',
    'login',
    "queryExisted=true: the training's problems in order with their rows; false: public problems not yet in it",
    trainingAdminProblemList,
    trainingProblemListQuery,
    (caller, q) => service.problemList(caller, q),
  );
  command.put(
    '/api/group/training-problem',
    'login',
    "A problem's place in the group training: order (rank) and display id",
    { body: trainingProblemBody },
    'Update_Successfully',
    (caller, { body }) => service.updateProblem(caller, body),
  );
  command.delete(
    '/api/group/training-problem',
    'login',
    'Take a problem out of the group training',
    { querystring: z.object({ pid: z.coerce.number().int(), tid: z.coerce.number().int() }) },
    'Delete_successfully',
    (caller, { query }) => service.removeProblem(caller, query.pid, query.tid),
  );
  command.post(
    '/api/group/add-training-problem-from-public',
    'login',
    'Add a public main-bank problem to the group training',
    { body: addTrainingProblemBody },
    'Add_Successfully',
    (caller, { body }) => service.addFromPublic(caller, body),
  );
  command.post(
    '/api/group/add-training-problem-from-group',
    'login',
    "Add one of the group's problems (by display id) to the group training",
    { querystring: z.object({ problemId: z.string().min(1).max(100), tid: z.coerce.number().int() }) },
    'Add_Successfully',
    (caller, { query }) => service.addFromGroup(caller, query.problemId, query.tid),
  );
}
