// Contest back office (hoj-api-paths §1.8): contests, their problems and announcements. HTTP only:
// parse, authorise (route roles here, per-contest checks through policies/contest.ts in the
// service), call, present. `import-remote-oj-problem` comes with the remote judge.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { ProblemAuth } from '@judge/shared';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
import { ok, okAfter } from '../../lib/envelope.js';
import { signedInActor } from '../../lib/auth/actor.js';
import { BACK_OFFICE, ROOT_ONLY } from '../../lib/auth/roles.js';
import { badRequest } from '../../lib/errors.js';
import { problemDto, problemVO } from '../problem/manage-schema.js';
import { problemAdminService } from '../problem/manage-service.js';
import { presentProblemForAdmin } from '../problem/presenter.js';
import { contestAdminService } from './manage-service.js';
import { contestEditorCalls } from './editor-calls.js';
import { adminContestBody, cidQuery, contestListQuery, contestPage } from './schema.js';

const route = routeOptions(['admin-contest']);
const pidQuery = z.object({ pid: z.coerce.number().int() });

export async function contestManageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, kv, judge, contestBoard } = fastify.ctx;
  const service = contestAdminService(database, contestBoard.events);
  const problems = problemAdminService({ database, kv, blobs: judge.blobs });
  const actor = signedInActor;

  const read = readRoutes(app, route, actor);

  // ---- contests ---------------------------------------------------------------------------------

  read(
    '/api/admin/contest/get-contest-list',
    BACK_OFFICE,
    'Contests of the main site, newest start first, 10 a page; keyword (title, author, id). Admins see their own',
    contestPage,
    contestListQuery,
    (caller, q) => service.list(caller, q),
  );

  app.post(
    '/api/admin/contest',
    route(BACK_OFFICE, 'Create a contest (AdminContestVO); the caller is its creator', z.null(), {
      body: adminContestBody,
    }),
    async (req) => okAfter(req, 'Create_Successfully', service.create(actor(req), req.body)),
  );

  app.get(
    '/api/admin/contest/clone',
    route(
      BACK_OFFICE,
      'Copy a contest with its problems; the caller owns the copy (root or the creator)',
      z.null(),
      { querystring: cidQuery },
    ),
    async (req) => okAfter(req, 'Clone_Successfully', service.clone(actor(req), req.query.cid)),
  );

  // ---- contest problems ----------------------------------------------------------------------------

  app.get(
    '/api/admin/contest/problem',
    route(BACK_OFFICE, 'A contest problem for the editor (root, problem admins, its author)', problemVO, {
      querystring: pidQuery,
    }),
    async (req) => ok(presentProblemForAdmin(await problems.manageable(actor(req), req.query.pid))),
  );

  app.post(
    '/api/admin/contest/problem',
    route(
      BACK_OFFICE,
      'Create a problem for a contest (ProblemDTO; auth forced to 3, hidden from the public set); link it with contest-problem',
      z.object({ pid: z.number() }),
      { body: problemDto },
    ),
    async (req) => {
      const dto = { ...req.body, problem: { ...req.body.problem, auth: ProblemAuth.CONTEST } };
      const row = await problems.save(actor(req), dto, null);
      return ok({ pid: Number(row.id) }, req.t('Create_Successfully'));
    },
  );

  app.put(
    '/api/admin/contest/problem',
    route(
      BACK_OFFICE,
      'Update a contest problem (ProblemDTO with problem.id; root, problem admins, its author)',
      z.null(),
      { body: problemDto },
    ),
    async (req) => {
      const id = req.body.problem.id;
      if (id == null) throw badRequest('Param_Required', { field: 'problem.id' });
      await problems.save(actor(req), req.body, id);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  // ---- the editor's calls a group's admins have too (editor-calls.ts) ---------------------------------

  contestEditorCalls(app, {
    route,
    auth: BACK_OFFICE,
    actor,
    service,
    calls: {
      get: ['/api/admin/contest', 'A contest for the form (root or its creator)'],
      update: [
        '/api/admin/contest',
        'Update a contest (root or its creator); a new password of a non-public contest drops its registrations',
      ],
      remove: [
        '/api/admin/contest',
        'Delete a contest with its submissions, records and announcements (root)',
        ROOT_ONLY,
      ],
      changeVisible: [
        '/api/admin/contest/change-contest-visible',
        'Show or hide a contest (root or its creator; the stored creator decides, not the uid sent)',
      ],
      problemList: [
        '/api/admin/contest/get-problem-list',
        "The contest's problems with their contest rows; with problemType, the picker of main-bank problems not yet in it " +
          '(that type or remote, not private)',
      ],
      getContestProblem: [
        '/api/admin/contest/contest-problem',
        "A problem's place in a contest (display id, title, balloon colour)",
      ],
      setContestProblem: [
        '/api/admin/contest/contest-problem',
        "Save or update a problem's place in a contest; a display id names one problem of the contest",
      ],
      removeContestProblem: [
        '/api/admin/contest/problem',
        "With cid: take the problem out of the contest with its submissions there (the contest's managers, problem admins); " +
          'without: delete the problem (root, problem admins)',
      ],
      addFromPublic: [
        '/api/admin/contest/add-problem-from-public',
        'Add a main-bank problem under a display id (it becomes a contest problem); never twice, never a taken display id',
      ],
      announcements: ['/api/admin/contest/announcement', "A contest's announcements, newest first"],
      createAnnouncement: [
        '/api/admin/contest/announcement',
        'Publish an announcement in a contest (AnnouncementDTO)',
      ],
      updateAnnouncement: [
        '/api/admin/contest/announcement',
        'Update a contest announcement (AnnouncementDTO with announcement.id)',
      ],
      deleteAnnouncement: [
        '/api/admin/contest/announcement',
        'Delete a contest announcement (aid; cid optional)',
      ],
    },
  });
}
