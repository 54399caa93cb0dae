// The group's problem, training and contest lists (hoj-api-paths §2.4–§2.6): members' lists and
// the group admins' lists. HTTP only: parse, call the scoped lists (which check the group), present.
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { Actor } from '@judge/shared';
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
  /**
   * One list of the group's for the caller, read with the page and gid of the query. The read's
   * result is checked against `data` here, at each list; the route itself takes any schema.
   */
  const list = <D extends z.ZodType>(
    path: string,
    summary: string,
    data: D,
    read: (actor: Actor | null, q: z.output<typeof listQuery>) => Promise<z.input<D>>,
  ) =>
    app.get(path, route('login', summary, data as z.ZodType, { querystring: listQuery }), async (req) =>
      ok(await read(actorOfRequest(req), req.query)),
    );

  list(
    '/api/group/get-problem-list',
    "The group's problems (hidden ones aside), by id; members only",
    problemPageSchema,
    lists.problems,
  );
  list(
    '/api/group/get-admin-problem-list',
    'Every problem of the group, newest first; group admins only',
    pageSchema(problemVO),
    lists.adminProblems,
  );
  list(
    '/api/group/get-training-list',
    "The group's enabled trainings by rank, with the caller's progress; members only",
    trainingPage,
    lists.trainings,
  );
  list(
    '/api/group/get-admin-training-list',
    'Every training of the group, newest first; group admins only',
    trainingEntityPage,
    lists.adminTrainings,
  );
  list(
    '/api/group/get-contest-list',
    "The group's contests, scheduled, running, then ended; members only",
    pageSchema(contestVO),
    lists.contests,
  );
  list(
    '/api/group/get-admin-contest-list',
    'Every contest of the group, newest first; group admins only',
    contestPage,
    lists.adminContests,
  );
}
