// Contest back office (hoj-api-paths §1.8): contests, their problems and announcements. HTTP only:
// parse, authorise (route roles here, per-contest checks through policies/contest.ts in the
// service), call, present. `import-remote-oj-problem` comes with the remote judge.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { ProblemAuth } from '@judge/shared';
import { zodApp } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
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

const tags = ['admin-contest'];
const pidQuery = z.object({ pid: z.coerce.number().int() });

export async function contestManageRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, kv, judge, contestBoard } = fastify.ctx;
  const service = contestAdminService(database, contestBoard.events);
  const problems = problemAdminService({ database, kv, blobs: judge.blobs });
  const actor = (req: Parameters<typeof currentUser>[0]) => actorOf(currentUser(req));
  const config = { auth: BACK_OFFICE };

  // ---- contests ---------------------------------------------------------------------------------

  app.get(
    '/api/admin/contest/get-contest-list',
    {
      schema: {
        tags,
        summary: 'Contests of the main site, newest start first, 10 a page; keyword (title, author, id). Admins see their own',
        querystring: contestListQuery,
        response: responses(contestPage),
      },
      config,
    },
    async (req) => ok(await service.list(actor(req), req.query)),
  );

  app.get(
    '/api/admin/contest',
    {
      schema: { tags, summary: 'A contest for the form (root or its creator)', querystring: cidQuery, response: responses(adminContestVO) },
      config,
    },
    async (req) => ok(await service.get(actor(req), req.query.cid)),
  );

  app.post(
    '/api/admin/contest',
    {
      schema: { tags, summary: 'Create a contest (AdminContestVO); the caller is its creator', body: adminContestBody, response: responses(z.null()) },
      config,
    },
    async (req) => {
      await service.create(actor(req), req.body);
      return ok(null, req.t('Create_Successfully'));
    },
  );

  app.put(
    '/api/admin/contest',
    {
      schema: {
        tags,
        summary: 'Update a contest (root or its creator); a new password of a non-public contest drops its registrations',
        body: adminContestBody,
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
    '/api/admin/contest',
    {
      schema: {
        tags,
        summary: 'Delete a contest with its submissions, records and announcements (root)',
        querystring: cidQuery,
        response: responses(z.null()),
      },
      config: { auth: ROOT_ONLY },
    },
    async (req) => {
      await service.remove(actor(req), req.query.cid);
      return ok(null, req.t('Delete_successfully'));
    },
  );

  app.get(
    '/api/admin/contest/clone',
    {
      schema: {
        tags,
        summary: 'Copy a contest with its problems; the caller owns the copy (root or the creator)',
        querystring: cidQuery,
        response: responses(z.null()),
      },
      config,
    },
    async (req) => {
      await service.clone(actor(req), req.query.cid);
      return ok(null, req.t('Clone_Successfully'));
    },
  );

  app.put(
    '/api/admin/contest/change-contest-visible',
    {
      schema: {
        tags,
        summary: 'Show or hide a contest (root or its creator; the stored creator decides, not the uid sent)',
        querystring: visibleQuery,
        response: responses(z.null()),
      },
      config,
    },
    async (req) => {
      await service.changeVisible(actor(req), req.query.cid, req.query.visible);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  // ---- contest problems ----------------------------------------------------------------------------

  app.get(
    '/api/admin/contest/get-problem-list',
    {
      schema: {
        tags,
        summary:
          "The contest's problems with their contest rows; with problemType, the picker of main-bank problems not yet in it " +
          '(that type or remote, not private)',
        querystring: contestProblemListQuery,
        response: responses(
          z.object({ problemList: pageSchema(problemVO), contestProblemMap: z.record(z.string(), contestProblemVO) }),
        ),
      },
      config,
    },
    async (req) => ok(await service.problemList(actor(req), req.query)),
  );

  app.get(
    '/api/admin/contest/problem',
    {
      schema: { tags, summary: 'A contest problem for the editor (root, problem admins, its author)', querystring: pidQuery, response: responses(problemVO) },
      config,
    },
    async (req) => ok(presentProblem(await problems.manageable(actor(req), req.query.pid))),
  );

  app.post(
    '/api/admin/contest/problem',
    {
      schema: {
        tags,
        summary: 'Create a problem for a contest (ProblemDTO; auth forced to 3, hidden from the public set); link it with contest-problem',
        body: problemDto,
        response: responses(z.object({ pid: z.number() })),
      },
      config,
    },
    async (req) => {
      const dto = { ...req.body, problem: { ...req.body.problem, auth: ProblemAuth.CONTEST } };
      const row = await problems.save(actor(req), dto, null);
      return ok({ pid: Number(row.id) }, req.t('Create_Successfully'));
    },
  );

  app.put(
    '/api/admin/contest/problem',
    {
      schema: { tags, summary: 'Update a contest problem (ProblemDTO with problem.id; root, problem admins, its author)', body: problemDto, response: responses(z.null()) },
      config,
    },
    async (req) => {
      const id = req.body.problem.id;
      if (id == null) throw badRequest('Param_Required', { field: 'problem.id' });
      await problems.save(actor(req), req.body, id);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.delete(
    '/api/admin/contest/problem',
    {
      schema: {
        tags,
        summary:
          "With cid: take the problem out of the contest with its submissions there (the contest's managers, problem admins); " +
          'without: delete the problem (root, problem admins)',
        querystring: removeContestProblemQuery,
        response: responses(z.null()),
      },
      config,
    },
    async (req) => {
      await service.removeContestProblem(actor(req), req.query.pid, req.query.cid);
      return ok(null, req.t('Delete_successfully'));
    },
  );

  app.get(
    '/api/admin/contest/contest-problem',
    {
      schema: { tags, summary: "A problem's place in a contest (display id, title, balloon colour)", querystring: contestProblemQuery, response: responses(contestProblemVO) },
      config,
    },
    async (req) => ok(await service.getContestProblem(actor(req), req.query.cid, req.query.pid)),
  );

  app.put(
    '/api/admin/contest/contest-problem',
    {
      schema: {
        tags,
        summary: "Save or update a problem's place in a contest; a display id names one problem of the contest",
        body: contestProblemBody,
        response: responses(contestProblemVO),
      },
      config,
    },
    async (req) => ok(await service.setContestProblem(actor(req), req.body), req.t('Update_Successfully')),
  );

  app.post(
    '/api/admin/contest/add-problem-from-public',
    {
      schema: {
        tags,
        summary: 'Add a main-bank problem under a display id (it becomes a contest problem); never twice, never a taken display id',
        body: addFromPublicBody,
        response: responses(z.null()),
      },
      config,
    },
    async (req) => {
      await service.addFromPublic(actor(req), req.body);
      return ok(null, req.t('Add_Successfully'));
    },
  );

  // ---- contest announcements -------------------------------------------------------------------------

  app.get(
    '/api/admin/contest/announcement',
    {
      schema: { tags, summary: "A contest's announcements, newest first", querystring: announcementListQuery, response: responses(pageSchema(announcementVO)) },
      config,
    },
    async (req) => ok(await service.announcements(actor(req), req.query)),
  );

  app.post(
    '/api/admin/contest/announcement',
    {
      schema: { tags, summary: 'Publish an announcement in a contest (AnnouncementDTO)', body: announcementDto, response: responses(z.null()) },
      config,
    },
    async (req) => {
      await service.createAnnouncement(actor(req), req.body.cid, req.body.announcement);
      return ok(null, req.t('Create_Successfully'));
    },
  );

  app.put(
    '/api/admin/contest/announcement',
    {
      schema: { tags, summary: 'Update a contest announcement (AnnouncementDTO with announcement.id)', body: announcementDto, response: responses(z.null()) },
      config,
    },
    async (req) => {
      await service.updateAnnouncement(actor(req), req.body.cid, req.body.announcement);
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.delete(
    '/api/admin/contest/announcement',
    {
      schema: { tags, summary: 'Delete a contest announcement (aid; cid optional)', querystring: announcementDeleteQuery, response: responses(z.null()) },
      config,
    },
    async (req) => {
      await service.deleteAnnouncement(actor(req), req.query.aid, req.query.cid);
      return ok(null, req.t('Delete_successfully'));
    },
  );
}
