// The contest editor's calls that the back office (manage-routes.ts, /api/admin/contest/...) and a
// group's admins (group/scope/contest-routes.ts, /api/group/...) share: behind each the same
// service call, request schema and answer, written once here. A scope brings its paths, who may
// call at the route, the OpenAPI wording and how it reads the caller; who may act on a contest is
// the service's (contest/manage-service.ts manageable). Creating a contest or a problem for it,
// and the calls only one scope has, stay in each routes file.
import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { Actor } from '@judge/shared';
import type { AuthMode } from '../../lib/auth/index.js';
import { ok, okAfter } from '../../lib/envelope.js';
import { pageSchema } from '../../lib/pagination.js';
import type { routeOptions, ZodApp } from '../../lib/route.js';
import type { ContestAdminService } from './manage-service.js';
import {
  addFromPublicBody,
  adminContestBody,
  adminContestVO,
  announcementDeleteQuery,
  announcementDto,
  announcementListQuery,
  announcementVO,
  cidQuery,
  contestAdminProblemList,
  contestProblemBody,
  contestProblemListQuery,
  contestProblemQuery,
  contestProblemVO,
  removeContestProblemQuery,
  visibleQuery,
} from './schema.js';

/** A call's path and OpenAPI summary, and who may call it when not the scope's `auth`. */
type Call = readonly [path: string, summary: string, auth?: AuthMode];

export interface ContestEditorScope {
  route: ReturnType<typeof routeOptions>;
  /** Who may call at the route (the service checks the contest itself). */
  auth: AuthMode;
  actor: (req: FastifyRequest) => Actor;
  service: ContestAdminService;
  calls: {
    get: Call;
    update: Call;
    remove: Call;
    changeVisible: Call;
    problemList: Call;
    getContestProblem: Call;
    setContestProblem: Call;
    removeContestProblem: Call;
    addFromPublic: Call;
    announcements: Call;
    createAnnouncement: Call;
    updateAnnouncement: Call;
    deleteAnnouncement: Call;
  };
  /** The body of setContestProblem when the scope's client sends more (default contestProblemBody). */
  contestProblemBody?: z.ZodType<z.output<typeof contestProblemBody>>;
  /** The query of removeContestProblem when the scope asks more (default removeContestProblemQuery). */
  removeContestProblemQuery?: z.ZodType<z.output<typeof removeContestProblemQuery>>;
}

export function contestEditorCalls(app: ZodApp, scope: ContestEditorScope) {
  const { service, actor, calls } = scope;
  const opts = (call: Call) => ({ path: call[0], summary: call[1], auth: call[2] ?? scope.auth });

  // ---- contests -----------------------------------------------------------------------------------
  let c = opts(calls.get);
  app.get(c.path, scope.route(c.auth, c.summary, adminContestVO, { querystring: cidQuery }), async (req) =>
    ok(await service.get(actor(req), req.query.cid)),
  );

  c = opts(calls.update);
  app.put(c.path, scope.route(c.auth, c.summary, z.null(), { body: adminContestBody }), async (req) =>
    okAfter(req, 'Update_Successfully', service.update(actor(req), req.body)),
  );

  c = opts(calls.remove);
  app.delete(c.path, scope.route(c.auth, c.summary, z.null(), { querystring: cidQuery }), async (req) =>
    okAfter(req, 'Delete_successfully', service.remove(actor(req), req.query.cid)),
  );

  c = opts(calls.changeVisible);
  app.put(c.path, scope.route(c.auth, c.summary, z.null(), { querystring: visibleQuery }), async (req) =>
    okAfter(req, 'Update_Successfully', service.changeVisible(actor(req), req.query.cid, req.query.visible)),
  );

  // ---- the contest's problems ---------------------------------------------------------------------
  c = opts(calls.problemList);
  app.get(
    c.path,
    scope.route(
      c.auth,
      c.summary,
      contestAdminProblemList,
      { querystring: contestProblemListQuery },
    ),
    async (req) => ok(await service.problemList(actor(req), req.query)),
  );

  c = opts(calls.getContestProblem);
  app.get(
    c.path,
    scope.route(c.auth, c.summary, contestProblemVO, { querystring: contestProblemQuery }),
    async (req) => ok(await service.getContestProblem(actor(req), req.query.cid, req.query.pid)),
  );

  c = opts(calls.setContestProblem);
  app.put(
    c.path,
    scope.route(c.auth, c.summary, contestProblemVO, {
      body: scope.contestProblemBody ?? contestProblemBody,
    }),
    async (req) => ok(await service.setContestProblem(actor(req), req.body), req.t('Update_Successfully')),
  );

  c = opts(calls.removeContestProblem);
  app.delete(
    c.path,
    scope.route(c.auth, c.summary, z.null(), {
      querystring: scope.removeContestProblemQuery ?? removeContestProblemQuery,
    }),
    async (req) =>
      okAfter(
        req,
        'Delete_successfully',
        service.removeContestProblem(actor(req), req.query.pid, req.query.cid),
      ),
  );

  c = opts(calls.addFromPublic);
  app.post(c.path, scope.route(c.auth, c.summary, z.null(), { body: addFromPublicBody }), async (req) =>
    okAfter(req, 'Add_Successfully', service.addFromPublic(actor(req), req.body)),
  );

  // ---- the contest's announcements ----------------------------------------------------------------
  c = opts(calls.announcements);
  app.get(
    c.path,
    scope.route(c.auth, c.summary, pageSchema(announcementVO), { querystring: announcementListQuery }),
    async (req) => ok(await service.announcements(actor(req), req.query)),
  );

  c = opts(calls.createAnnouncement);
  app.post(c.path, scope.route(c.auth, c.summary, z.null(), { body: announcementDto }), async (req) =>
    okAfter(
      req,
      'Create_Successfully',
      service.createAnnouncement(actor(req), req.body.cid, req.body.announcement),
    ),
  );

  c = opts(calls.updateAnnouncement);
  app.put(c.path, scope.route(c.auth, c.summary, z.null(), { body: announcementDto }), async (req) =>
    okAfter(
      req,
      'Update_Successfully',
      service.updateAnnouncement(actor(req), req.body.cid, req.body.announcement),
    ),
  );

  c = opts(calls.deleteAnnouncement);
  app.delete(
    c.path,
    scope.route(c.auth, c.summary, z.null(), { querystring: announcementDeleteQuery }),
    async (req) =>
      okAfter(
        req,
        'Delete_successfully',
        service.deleteAnnouncement(actor(req), req.query.aid, req.query.cid),
      ),
  );
}
