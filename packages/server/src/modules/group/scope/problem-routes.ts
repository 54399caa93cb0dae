// Group problems (hoj-api-paths §2.4) and the back office's review of their applications to
// become public (§1.6). HTTP only: parse, call the scoped service (which checks the group and
// the problem), answer. Paths and parameters are HOJ's.
// The server's tag row carries HOJ's timestamps (gmtCreate, gmtModified) beyond the shared shape.
import { tagSchema } from '../../problem/schema.js';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { clientFlag } from '@judge/shared/schemas/page';
import { Role } from '@judge/shared';
import { groupProblemApplicationSchema } from '@judge/shared/schemas/problem-manage';
import {
  compileBody,
  problemDto,
  problemBody,
  problemCaseSchema,
  problemManageDetailSchema,
} from '../../problem/manage-schema.js';
import { compileChecker } from '../../problem/checker.js';
import { pageSchema } from '../../../lib/pagination.js';
import { presentTag } from '../../problem/tag-presenter.js';
import { requireGroup } from '../access.js';
import { routeOptions, zodApp, readRoutes, commandRoutes } from '../../../lib/route.js';
import { ok } from '../../../lib/envelope.js';
import { actorOfRequest } from '../../../lib/auth/actor.js';
import { groupProblemService } from './problems.js';

const route = routeOptions(['group']);
const adminRoute = routeOptions(['admin-problem']);
const REVIEWERS = { roles: [Role.ROOT, Role.PROBLEM_ADMIN] } as const;
const pidQuery = z.object({ pid: z.coerce.number().int() });
const gidQuery = z.object({ gid: z.coerce.number().int() });
/** A ProblemDTO whose problem names its group. */
const groupProblemDto = problemDto.extend({
  problem: problemBody.extend({ gid: z.coerce.number().int().positive() }),
});
const applicationRow = groupProblemApplicationSchema;

export async function groupProblemRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = groupProblemService(fastify.ctx);
  const me = actorOfRequest;

  const read = readRoutes(app, route, me);
  const command = commandRoutes(app, route, me);

  read(
    '/api/group/problem',
    'login',
    'A group problem for the editor (its author while a group admin, group roots, root)',
    problemManageDetailSchema,
    pidQuery,
    (caller, q) => service.detail(caller, q.pid),
  );
  command.post(
    '/api/group/problem',
    'login',
    "Create a problem in the group problem.gid (group admins); its display id gets the group's short name",
    { body: groupProblemDto },
    'Create_Successfully',
    (caller, { body }) => service.create(caller, body, body.problem.gid),
  );
  command.put(
    '/api/group/problem',
    'login',
    'Update a group problem (ProblemDTO with problem.id)',
    { body: problemDto },
    'Update_Successfully',
    (caller, { body }) => service.update(caller, body),
  );
  command.delete(
    '/api/group/problem',
    'login',
    'Delete a group problem',
    { querystring: pidQuery },
    'Delete_successfully',
    (caller, { query }) => service.remove(caller, query.pid),
  );
  read(
    '/api/group/get-problem-cases',
    'login',
    "A group problem's test cases for the editor",
    z.array(problemCaseSchema),
    pidQuery.extend({ isUpload: z.string().optional() }),
    (caller, q) => service.cases(caller, q.pid),
  );
  command.put(
    '/api/group/change-problem-auth',
    'login',
    "Change a group problem's auth (1 the group's members, 2 hidden)",
    { querystring: pidQuery.extend({ auth: z.coerce.number().int() }) },
    'Update_Successfully',
    (caller, { query }) => service.changeAuth(caller, query.pid, query.auth),
  );
  command.put(
    '/api/group/apply-public',
    'login',
    'Apply for a group problem to become public (isApplied=true) or withdraw (false)',
    { querystring: pidQuery.extend({ isApplied: clientFlag }) },
    'Update_Successfully',
    (caller, { query }) => service.applyPublic(caller, query.pid, query.isApplied),
  );

  // The group problem editor compiles its checker or interactor as the back office's does (and
  // the same remembered success lets the save through); the group's admins only.
  for (const [path, what] of [
    ['/api/group/compile-spj', 'special-judge checker'],
    ['/api/group/compile-interactive', 'interactor'],
  ] as const) {
    app.post(
      path,
      route(
        'login',
        `Compile a ${what} for a problem of the group gid (group admins); failure answers 400 with the compiler message`,
        z.null(),
        {
          querystring: gidQuery,
          body: compileBody,
        },
      ),
      async (req) => {
        await requireGroup(fastify.ctx.database.db, me(req), req.query.gid, 'administer');
        await compileChecker({ judge: fastify.ctx.judge, kv: fastify.ctx.kv }, req.body);
        return ok(null, req.t('Compiled_Successfully'));
      },
    );
  }

  app.get(
    '/api/group/get-all-problem-tags',
    route('login', "The group's own tags (group admins)", z.array(tagSchema), {
      querystring: z.object({ gid: z.coerce.number().int() }),
    }),
    async (req) => {
      const { db } = fastify.ctx.database;
      await requireGroup(db, me(req), req.query.gid, 'administer');
      const rows = await db
        .selectFrom('tag')
        .selectAll()
        .where('gid', '=', req.query.gid)
        .orderBy('id')
        .execute();
      return ok(rows.map(presentTag));
    },
  );

  // ---- §1.6, the back office ----------------------------------------------------------------------

  app.get(
    '/api/admin/group-problem/list',
    adminRoute(
      REVIEWERS,
      'Group problems applying to become public (any state), by progress then group',
      pageSchema(applicationRow),
      {
        querystring: z.object({
          currentPage: z.coerce.number().int().optional(),
          limit: z.coerce.number().int().optional(),
          keyword: z.string().max(200).optional(),
          gid: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().optional()),
        }),
      },
    ),
    async (req) => ok(await service.applications(me(req), req.query)),
  );
  app.put(
    '/api/admin/group-problem/change-progress',
    adminRoute(
      REVIEWERS,
      'Review an application: 1 applying, 2 accepted (the problem joins the main site), 3 refused',
      z.null(),
      {
        body: z.object({ pid: z.coerce.number().int(), progress: z.coerce.number().int() }),
      },
    ),
    async (req) => {
      await service.changeProgress(me(req), req.body.pid, req.body.progress);
      return ok(null, req.t('Update_Successfully'));
    },
  );
}
