// Group contests (hoj-api-paths §2.6). The contest module's editor service does the work and
// answers for group contests itself (contest/manage-service.ts manageable: the site root, the
// group's roots, the creator while a group admin; policies/contest.ts canManageGroupContest).
// Here: creating (a contest, or a new problem for one: scope/problems.ts createForContest) needs
// the group's admins (GA); every call only needs a sign-in at the route
// (no back-office role), as in HOJ. Paths and parameters are HOJ's.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  addFromPublicBody,
  adminContestBody,
  adminContestVO,
  announcementDeleteQuery,
  announcementDto,
  announcementListQuery,
  announcementVO,
  cidQuery,
  contestProblemBody,
  contestProblemListQuery,
  contestProblemQuery,
  contestProblemVO,
  visibleQuery,
} from '../../contest/schema.js';
import { problemBody, problemDto, problemVO } from '../../problem/manage-schema.js';
import { contestAdminService } from '../../contest/manage-service.js';
import { pageSchema } from '../../../lib/pagination.js';
import { routeOptions, zodApp } from '../../../lib/route.js';
import { ok } from '../../../lib/envelope.js';
import { badRequest, notFound, unauthorized } from '../../../lib/errors.js';
import { actorOfRequest } from '../../../lib/auth/actor.js';
import { requireGroup } from '../access.js';
import { groupProblemService } from './problems.js';

const route = routeOptions(['group']);
/** HOJ's editor sends the whole ContestProblem back, timestamps included (they are not saved). */
const groupContestProblemBody = contestProblemBody.extend({
  gmtCreate: z.string().nullish(),
  gmtModified: z.string().nullish(),
});
/**
 * A ProblemDTO for a new group contest problem: problem.gid names the group; the contest comes as
 * `cid` (in the body, or the query as HOJ's links carry it) with an optional display id (default:
 * the problem id as typed).
 */
const groupContestProblemDto = problemDto.extend({
  problem: problemBody.extend({ gid: z.coerce.number().int().positive() }),
  cid: z.coerce.number().int().positive().optional(),
  displayId: z.string().max(100).nullish(),
});
const groupContestBody = adminContestBody.and(z.object({ gid: z.coerce.number().int().positive() }));

export async function groupContestRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { db } = fastify.ctx.database;
  const service = contestAdminService(fastify.ctx.database, fastify.ctx.contestBoard.events);
  const problems = groupProblemService(fastify.ctx);
  const me = (req: Parameters<typeof actorOfRequest>[0]) => {
    const a = actorOfRequest(req);
    if (!a) throw unauthorized();
    return a;
  };

  app.get(
    '/api/group/contest',
    route(
      'login',
      'A group contest for the form (its creator while a group admin, group roots, root)',
      adminContestVO,
      {
        querystring: cidQuery,
      },
    ),
    async (req) => ok(await service.get(me(req), req.query.cid)),
  );
  app.post(
    '/api/group/contest',
    route('login', 'Create a contest in the group gid (group admins); the caller is its creator', z.null(), {
      body: groupContestBody,
    }),
    async (req) => {
      const actor = me(req);
      await requireGroup(db, actor, req.body.gid, 'administer');
      await service.create(actor, req.body, req.body.gid);
      return ok(null, req.t('Create_Successfully'));
    },
  );
  app.put(
    '/api/group/contest',
    route('login', 'Update a group contest (AdminContestVO with id)', z.null(), { body: adminContestBody }),
    async (req) => {
      await service.update(me(req), req.body);
      return ok(null, req.t('Update_Successfully'));
    },
  );
  app.delete(
    '/api/group/contest',
    route('login', 'Delete a group contest with its submissions and announcements', z.null(), {
      querystring: cidQuery,
    }),
    async (req) => {
      await service.remove(me(req), req.query.cid);
      return ok(null, req.t('Delete_successfully'));
    },
  );
  app.put(
    '/api/group/change-contest-visible',
    route('login', 'Show or hide a group contest', z.null(), { querystring: visibleQuery }),
    async (req) => {
      await service.changeVisible(me(req), req.query.cid, req.query.visible);
      return ok(null, req.t('Update_Successfully'));
    },
  );
  app.get(
    '/api/group/get-contest-problem-list',
    route(
      'login',
      "Without problemType: the contest's problems with their rows; with it: public problems not yet in it",
      z.object({
        problemList: pageSchema(problemVO),
        contestProblemMap: z.record(z.string(), contestProblemVO),
      }),
      { querystring: contestProblemListQuery },
    ),
    async (req) => ok(await service.problemList(me(req), req.query)),
  );
  app.post(
    '/api/group/contest-problem',
    route(
      'login',
      'Create a problem of the group problem.gid for its contest cid and add it there (group admins who may edit the contest)',
      z.object({ pid: z.number() }),
      {
        body: groupContestProblemDto,
        querystring: z.object({ cid: z.coerce.number().int().positive().optional() }),
      },
    ),
    async (req) => {
      const cid = req.body.cid ?? req.query.cid;
      if (cid == null) throw badRequest('Param_Required', { field: 'cid' });
      const { cid: _c, displayId, ...dto } = req.body;
      const pid = await problems.createForContest(me(req), dto, req.body.problem.gid, cid, displayId);
      return ok({ pid }, req.t('Create_Successfully'));
    },
  );
  app.get(
    '/api/group/contest-problem',
    route('login', "A problem's place in the group contest", contestProblemVO, {
      querystring: contestProblemQuery,
    }),
    async (req) => ok(await service.getContestProblem(me(req), req.query.cid, req.query.pid)),
  );
  app.put(
    '/api/group/contest-problem',
    route('login', "A problem's place in the group contest (display id, title, colour)", contestProblemVO, {
      body: groupContestProblemBody,
    }),
    async (req) => ok(await service.setContestProblem(me(req), req.body), req.t('Update_Successfully')),
  );
  app.delete(
    '/api/group/contest-problem',
    route('login', 'Take a problem out of the group contest (with its submissions there)', z.null(), {
      querystring: z.object({ pid: z.coerce.number().int(), cid: z.coerce.number().int() }),
    }),
    async (req) => {
      await service.removeContestProblem(me(req), req.query.pid, req.query.cid);
      return ok(null, req.t('Delete_successfully'));
    },
  );
  app.post(
    '/api/group/add-contest-problem-from-public',
    route('login', 'Add a public main-bank problem to the group contest', z.null(), {
      body: addFromPublicBody,
    }),
    async (req) => {
      await service.addFromPublic(me(req), req.body);
      return ok(null, req.t('Add_Successfully'));
    },
  );
  app.post(
    '/api/group/add-contest-problem-from-group',
    route('login', "Add one of the group's problems (by display id) to the group contest", z.null(), {
      querystring: z.object({
        problemId: z.string().min(1).max(100),
        cid: z.coerce.number().int(),
        displayId: z.string().max(100),
      }),
    }),
    async (req) => {
      const actor = me(req);
      const c = await db
        .selectFrom('contest')
        .select(['id', 'gid'])
        .where('id', '=', req.query.cid)
        .executeTakeFirst();
      if (!c || c.gid == null) throw notFound('Contest_Not_Exist');
      const p = await db
        .selectFrom('problem')
        .select('id')
        .where('problem_id', '=', req.query.problemId.trim().toUpperCase())
        .where('gid', '=', c.gid)
        .executeTakeFirst();
      if (!p) throw notFound('Problem_Not_Exist');
      await service.addFromPublic(actor, {
        pid: Number(p.id),
        cid: req.query.cid,
        displayId: req.query.displayId,
      });
      return ok(null, req.t('Add_Successfully'));
    },
  );
  app.get(
    '/api/group/get-contest-announcement-list',
    route('login', "A group contest's announcements, newest first", pageSchema(announcementVO), {
      querystring: announcementListQuery,
    }),
    async (req) => ok(await service.announcements(me(req), req.query)),
  );
  app.post(
    '/api/group/contest-announcement',
    route('login', 'Publish an announcement in a group contest (AnnouncementDTO)', z.null(), {
      body: announcementDto,
    }),
    async (req) => {
      await service.createAnnouncement(me(req), req.body.cid, req.body.announcement);
      return ok(null, req.t('Create_Successfully'));
    },
  );
  app.put(
    '/api/group/contest-announcement',
    route('login', 'Update a group contest announcement (AnnouncementDTO)', z.null(), {
      body: announcementDto,
    }),
    async (req) => {
      await service.updateAnnouncement(me(req), req.body.cid, req.body.announcement);
      return ok(null, req.t('Update_Successfully'));
    },
  );
  app.delete(
    '/api/group/contest-announcement',
    route('login', 'Delete a group contest announcement', z.null(), { querystring: announcementDeleteQuery }),
    async (req) => {
      await service.deleteAnnouncement(me(req), req.query.aid, req.query.cid);
      return ok(null, req.t('Delete_successfully'));
    },
  );
}
