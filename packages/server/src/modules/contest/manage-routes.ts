// Contest back office (hoj-api-paths §1.8): contests, their problems and announcements. HTTP only:
// parse, authorise (route roles here, per-contest checks through policies/contest.ts in the
// service), call, present. `import-remote-oj-problem` comes with the remote judge.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { ProblemAuth } from '@judge/shared';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import { BACK_OFFICE, ROOT_ONLY } from '../../lib/auth/roles.js';
import { badRequest } from '../../lib/errors.js';
import { problemDto, problemVO } from '../problem/manage-schema.js';
import { presentProblem, problemAdminService } from '../problem/manage-service.js';
import { contestAdminService } from './manage-service.js';
import {
  addFromPublicBody,
  adminContestBody,
  adminContestVO,
  announcementDeleteQuery,
  announcementDto,
  announcementListQuery,
  announcementVO,
  cidQuery,
  contestListQuery,
  contestPage,
  contestProblemBody,
  contestProblemListQuery,
  contestProblemQuery,
  contestProblemVO,
  removeContestProblemQuery,
  visibleQuery,
} from './schema.js';
import { pageSchema } from '../../lib/pagination.js';

const route = routeOptions(['admin-contest']);
const pidQuery = z.object({ pid: z.coerce.number().int() });

export async function contestManageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, kv, judge, contestBoard } = fastify.ctx;
  const service = contestAdminService(database, contestBoard.events);
  const problems = problemAdminService({ database, kv, blobs: judge.blobs });
  const actor = (req: Parameters<typeof currentUser>[0]) => actorOf(currentUser(req));

  // ---- contests ---------------------------------------------------------------------------------

  app.get(
    '/api/admin/contest/get-contest-list',
    route(
      BACK_OFFICE,
      'Contests of the main site, newest start first, 10 a page; keyword (title, author, id). Admins see their own',
      contestPage,
      { querystring: contestListQuery },
    ),
    async (req) => ok(await service.list(actor(req), req.query)),
  );

  app.get(
    '/api/admin/contest',
    route(BACK_OFFICE, 'A contest for the form (root or its creator)', adminContestVO, {
      querystring: cidQuery,
    }),
    async (req) => ok(await service.get(actor(req), req.query.cid)),
  );

  app.post(
    '/api/admin/contest',
    route(BACK_OFFICE, 'Create a contest (AdminContestVO); the caller is its creator', z.null(), {
      body: adminContestBody,
    }),
    async (req) => {
      await service.create(actor(req), req.body);
      return ok(null, req.t('Create_Successfully'));
    },
  );

  app.put(
    '/api/admin/contest',
    route(
      BACK_OFFICE,
      'Update a contest (root or its creator); a new password of a non-public contest drops its registrations',
      z.null(),
      { body: adminContestBody },
    ),
    async (req) => {
      await service.update(actor(req), req.body);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.delete(
    '/api/admin/contest',
    route(ROOT_ONLY, 'Delete a contest with its submissions, records and announcements (root)', z.null(), {
      querystring: cidQuery,
    }),
    async (req) => {
      await service.remove(actor(req), req.query.cid);
      return ok(null, req.t('Delete_successfully'));
    },
  );

  app.get(
    '/api/admin/contest/clone',
    route(
      BACK_OFFICE,
      'Copy a contest with its problems; the caller owns the copy (root or the creator)',
      z.null(),
      { querystring: cidQuery },
    ),
    async (req) => {
      await service.clone(actor(req), req.query.cid);
      return ok(null, req.t('Clone_Successfully'));
    },
  );

  app.put(
    '/api/admin/contest/change-contest-visible',
    route(
      BACK_OFFICE,
      'Show or hide a contest (root or its creator; the stored creator decides, not the uid sent)',
      z.null(),
      { querystring: visibleQuery },
    ),
    async (req) => {
      await service.changeVisible(actor(req), req.query.cid, req.query.visible);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  // ---- contest problems ----------------------------------------------------------------------------

  app.get(
    '/api/admin/contest/get-problem-list',
    route(
      BACK_OFFICE,
      "The contest's problems with their contest rows; with problemType, the picker of main-bank problems not yet in it " +
        '(that type or remote, not private)',
      z.object({
        problemList: pageSchema(problemVO),
        contestProblemMap: z.record(z.string(), contestProblemVO),
      }),
      { querystring: contestProblemListQuery },
    ),
    async (req) => ok(await service.problemList(actor(req), req.query)),
  );

  app.get(
    '/api/admin/contest/problem',
    route(BACK_OFFICE, 'A contest problem for the editor (root, problem admins, its author)', problemVO, {
      querystring: pidQuery,
    }),
    async (req) => ok(presentProblem(await problems.manageable(actor(req), req.query.pid))),
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

  app.delete(
    '/api/admin/contest/problem',
    route(
      BACK_OFFICE,
      "With cid: take the problem out of the contest with its submissions there (the contest's managers, problem admins); " +
        'without: delete the problem (root, problem admins)',
      z.null(),
      { querystring: removeContestProblemQuery },
    ),
    async (req) => {
      await service.removeContestProblem(actor(req), req.query.pid, req.query.cid);
      return ok(null, req.t('Delete_successfully'));
    },
  );

  app.get(
    '/api/admin/contest/contest-problem',
    route(
      BACK_OFFICE,
      "A problem's place in a contest (display id, title, balloon colour)",
      contestProblemVO,
      { querystring: contestProblemQuery },
    ),
    async (req) => ok(await service.getContestProblem(actor(req), req.query.cid, req.query.pid)),
  );

  app.put(
    '/api/admin/contest/contest-problem',
    route(
      BACK_OFFICE,
      "Save or update a problem's place in a contest; a display id names one problem of the contest",
      contestProblemVO,
      { body: contestProblemBody },
    ),
    async (req) => ok(await service.setContestProblem(actor(req), req.body), req.t('Update_Successfully')),
  );

  app.post(
    '/api/admin/contest/add-problem-from-public',
    route(
      BACK_OFFICE,
      'Add a main-bank problem under a display id (it becomes a contest problem); never twice, never a taken display id',
      z.null(),
      { body: addFromPublicBody },
    ),
    async (req) => {
      await service.addFromPublic(actor(req), req.body);
      return ok(null, req.t('Add_Successfully'));
    },
  );

  // ---- contest announcements -------------------------------------------------------------------------

  app.get(
    '/api/admin/contest/announcement',
    route(BACK_OFFICE, "A contest's announcements, newest first", pageSchema(announcementVO), {
      querystring: announcementListQuery,
    }),
    async (req) => ok(await service.announcements(actor(req), req.query)),
  );

  app.post(
    '/api/admin/contest/announcement',
    route(BACK_OFFICE, 'Publish an announcement in a contest (AnnouncementDTO)', z.null(), {
      body: announcementDto,
    }),
    async (req) => {
      await service.createAnnouncement(actor(req), req.body.cid, req.body.announcement);
      return ok(null, req.t('Create_Successfully'));
    },
  );

  app.put(
    '/api/admin/contest/announcement',
    route(BACK_OFFICE, 'Update a contest announcement (AnnouncementDTO with announcement.id)', z.null(), {
      body: announcementDto,
    }),
    async (req) => {
      await service.updateAnnouncement(actor(req), req.body.cid, req.body.announcement);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.delete(
    '/api/admin/contest/announcement',
    route(BACK_OFFICE, 'Delete a contest announcement (aid; cid optional)', z.null(), {
      querystring: announcementDeleteQuery,
    }),
    async (req) => {
      await service.deleteAnnouncement(actor(req), req.query.aid, req.query.cid);
      return ok(null, req.t('Delete_successfully'));
    },
  );
}
