// Group contests (hoj-api-paths §2.6). The contest module's editor service does the work and
// answers for group contests itself (contest/manage-service.ts manageable: the site root, the
// group's roots, the creator while a group admin; policies/contest.ts canManageGroupContest).
// Here: creating (a contest, or a new problem for one: scope/problems.ts createForContest) needs
// the group's admins (GA); every call only needs a sign-in at the route
// (no back-office role), as in HOJ. Paths and parameters are HOJ's. The calls a group's admins
// share with the back office are registered by contest/editor-calls.ts with the group's paths.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { adminContestBody, contestProblemBody } from '../../contest/schema.js';
import { contestEditorCalls } from '../../contest/editor-calls.js';
import { problemBody, problemDto } from '../../problem/manage-schema.js';
import { contestAdminService } from '../../contest/manage-service.js';
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

  contestEditorCalls(app, {
    route,
    auth: 'login',
    actor: me,
    service,
    calls: {
      get: [
        '/api/group/contest',
        'A group contest for the form (its creator while a group admin, group roots, root)',
      ],
      update: ['/api/group/contest', 'Update a group contest (AdminContestVO with id)'],
      remove: ['/api/group/contest', 'Delete a group contest with its submissions and announcements'],
      changeVisible: ['/api/group/change-contest-visible', 'Show or hide a group contest'],
      problemList: [
        '/api/group/get-contest-problem-list',
        "Without problemType: the contest's problems with their rows; with it: public problems not yet in it",
      ],
      getContestProblem: ['/api/group/contest-problem', "A problem's place in the group contest"],
      setContestProblem: [
        '/api/group/contest-problem',
        "A problem's place in the group contest (display id, title, colour)",
      ],
      removeContestProblem: [
        '/api/group/contest-problem',
        'Take a problem out of the group contest (with its submissions there)',
      ],
      addFromPublic: [
        '/api/group/add-contest-problem-from-public',
        'Add a public main-bank problem to the group contest',
      ],
      announcements: [
        '/api/group/get-contest-announcement-list',
        "A group contest's announcements, newest first",
      ],
      createAnnouncement: [
        '/api/group/contest-announcement',
        'Publish an announcement in a group contest (AnnouncementDTO)',
      ],
      updateAnnouncement: [
        '/api/group/contest-announcement',
        'Update a group contest announcement (AnnouncementDTO)',
      ],
      deleteAnnouncement: ['/api/group/contest-announcement', 'Delete a group contest announcement'],
    },
    contestProblemBody: groupContestProblemBody,
    // A group's editor always names the contest (cid required): it never deletes the problem itself.
    removeContestProblemQuery: z.object({ pid: z.coerce.number().int(), cid: z.coerce.number().int() }),
  });

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
      await service.addFromGroup(actor, {
        pid: Number(p.id),
        cid: req.query.cid,
        displayId: req.query.displayId,
      });
      return ok(null, req.t('Add_Successfully'));
    },
  );
}
