// Discussions on the site and in the back office (site.md §7 "Discussion"; hoj-api-paths §1.10).
// HTTP only: parse, authorise (sign-in and permissions here, per-discussion rules through
// policies/discussion.ts in the service), call, present.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp, routeOptions, readRoutes } from '../../lib/route.js';
import { ok, okAfter } from '../../lib/envelope.js';
import { actorOf, actorOfRequest, signedInActor } from '../../lib/auth/actor.js';
import { BACK_OFFICE, ROOT_ONLY } from '../../lib/auth/roles.js';
import { pageQuery } from '../../lib/pagination.js';
import {
  adminDeleteDiscussionBody,
  adminDiscussionBody,
  categoryListBody,
  categoryVO,
  didQuery,
  discussionBody,
  discussionListQuery,
  discussionPage,
  discussionReportPage,
  discussionVO,
  explainListQuery,
  likeQuery,
  reportBody,
  reportUpdateBody,
} from '@judge/shared/schemas/discussion';
import { discussionService } from './service.js';

const site = routeOptions(['discussion']);
const admin = routeOptions(['admin-discussion']);

export async function discussionRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = discussionService(fastify.ctx);
  const me = signedInActor;

  const read = readRoutes(app, site, actorOfRequest);
  const readAdmin = readRoutes(app, admin, me);

  read(
    '/api/get-discussion-list',
    'anon',
    'Discussions, 10 a page: top first, then newest; keyword, category (cid), problem (pid), onlyMine; admin=true (admin roles) includes hidden ones',
    discussionPage,
    discussionListQuery,
    (caller, q) => service.list(caller, q),
  );

  read(
    '/api/get-Explain-list',
    'anon',
    "A problem's explanations (its discussions in the explanation category), 4 a page",
    discussionPage,
    explainListQuery,
    (caller, q) => service.explanations(caller, q),
  );

  app.get(
    '/api/get-discussion-detail',
    site('anon', 'A discussion with the caller’s like; counts the view once per viewer', discussionVO, {
      querystring: didQuery,
    }),
    async (req) => ok(await service.detail(actorOf(req.user), req.query.did, req.ip)),
  );

  app.post(
    '/api/discussion',
    site(
      { perm: 'discussion_add' },
      'Post a discussion (a problem’s when pid is set: its title gets the [problemId] prefix); AC threshold and daily limit for non-admins',
      z.null(),
      { body: discussionBody },
    ),
    async (req) => okAfter(req, 'Post_successfully', service.create(me(req), req.body)),
  );

  app.put(
    '/api/discussion',
    site(
      { perm: 'discussion_edit' },
      'The author edits title, description and content (the category stays)',
      z.null(),
      {
        body: discussionBody,
      },
    ),
    async (req) => okAfter(req, 'Update_Successfully', service.update(me(req), req.body)),
  );

  app.delete(
    '/api/discussion',
    site(
      { perm: 'discussion_del' },
      'Delete a discussion with its comments (the author or an admin role)',
      z.null(),
      {
        querystring: didQuery,
      },
    ),
    async (req) => okAfter(req, 'Delete_successfully', service.remove(me(req), req.query.did)),
  );

  app.get(
    '/api/discussion-like',
    site('login', 'Like a discussion once (toLike=true) or take the like back', z.null(), {
      querystring: likeQuery,
    }),
    async (req) => {
      await service.like(me(req), req.query.did, req.query.toLike);
      return ok(null, req.t(req.query.toLike ? 'Like_Successfully' : 'Cancel_Like_Successfully'));
    },
  );

  app.post(
    '/api/discussion-report',
    site('login', 'Report a discussion: tags (#tag#) and/or a reason of at most 200 characters', z.null(), {
      body: reportBody,
    }),
    async (req) =>
      okAfter(req, 'Report_Successfully', service.report(me(req), req.body.did, req.body.content)),
  );

  app.get('/api/discussion-category', site('anon', 'Discussion categories', z.array(categoryVO)), async () =>
    ok(await service.categories()),
  );

  app.post(
    '/api/discussion-category',
    site(
      ROOT_ONLY,
      'Save the whole category list (rows with an id renamed, without one added); super admin',
      z.array(categoryVO),
      {
        body: categoryListBody,
      },
    ),
    async (req) => ok(await service.upsertCategories(me(req), req.body), req.t('Update_Successfully')),
  );

  // ---- back office -------------------------------------------------------------------------------------

  app.put(
    '/api/admin/discussion',
    admin(BACK_OFFICE, 'Set a discussion’s top priority or status (0 shown, 1 hidden)', z.null(), {
      body: adminDiscussionBody,
    }),
    async (req) => okAfter(req, 'Update_Successfully', service.adminUpdate(me(req), req.body)),
  );

  app.delete(
    '/api/admin/discussion',
    admin(BACK_OFFICE, 'Delete discussions: a JSON array of ids as the body (hoj-api-paths §9.8)', z.null(), {
      body: adminDeleteDiscussionBody,
    }),
    async (req) => okAfter(req, 'Delete_successfully', service.adminRemove(me(req), req.body)),
  );

  readAdmin(
    '/api/admin/discussion-report',
    BACK_OFFICE,
    'Reports, unhandled first, 10 a page',
    discussionReportPage,
    pageQuery,
    (caller, q) => service.reports(caller, q),
  );

  app.put(
    '/api/admin/discussion-report',
    admin(BACK_OFFICE, 'Mark a report handled (status true) or not', z.null(), { body: reportUpdateBody }),
    async (req) =>
      okAfter(req, 'Update_Successfully', service.updateReport(me(req), req.body.id, req.body.status)),
  );
}
