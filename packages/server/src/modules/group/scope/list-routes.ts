// The group's problem, training and contest lists (hoj-api-paths §2.4–§2.6): members' lists and
// the group admins' lists. HTTP only: parse, call the scoped lists (which check the group), present.
import type { FastifyInstance } from 'fastify';
import { pageQuery } from '@judge/shared/schemas/page';
import { gidQuery } from '@judge/shared/schemas/group';
import { problemPageSchema } from '@judge/shared/schemas/problem';
import { problemVO } from '@judge/shared/schemas/problem-manage';
import { trainingEntityPage, trainingPage } from '@judge/shared/schemas/training';
import { contestPage } from '@judge/shared/schemas/contest';
import { contestVO } from '@judge/shared/schemas/contest-public';
import { pageSchema } from '../../../lib/pagination.js';
import { routeOptions, zodApp } from '../../../lib/route.js';
import { ok } from '../../../lib/envelope.js';
import { actorOfRequest } from '../../../lib/auth/actor.js';
import { groupScopeLists } from './lists.js';

const route = routeOptions(['group']);
const listQuery = pageQuery.merge(gidQuery);

export async function groupScopeListRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const lists = groupScopeLists(fastify.ctx);
  const me = actorOfRequest;
  const q = { querystring: listQuery };

  app.get(
    '/api/group/get-problem-list',
    route('login', "The group's problems (hidden ones aside), by id; members only", problemPageSchema, q),
    async (req) => ok(await lists.problems(me(req), req.query)),
  );
  app.get(
    '/api/group/get-admin-problem-list',
    route('login', 'Every problem of the group, newest first; group admins only', pageSchema(problemVO), q),
    async (req) => ok(await lists.adminProblems(me(req), req.query)),
  );
  app.get(
    '/api/group/get-training-list',
    route(
      'login',
      "The group's enabled trainings by rank, with the caller's progress; members only",
      trainingPage,
      q,
    ),
    async (req) => ok(await lists.trainings(me(req), req.query)),
  );
  app.get(
    '/api/group/get-admin-training-list',
    route('login', 'Every training of the group, newest first; group admins only', trainingEntityPage, q),
    async (req) => ok(await lists.adminTrainings(me(req), req.query)),
  );
  app.get(
    '/api/group/get-contest-list',
    route(
      'login',
      "The group's contests, scheduled, running, then ended; members only",
      pageSchema(contestVO),
      q,
    ),
    async (req) => ok(await lists.contests(me(req), req.query)),
  );
  app.get(
    '/api/group/get-admin-contest-list',
    route('login', 'Every contest of the group, newest first; group admins only', contestPage, q),
    async (req) => ok(await lists.adminContests(me(req), req.query)),
  );
}
