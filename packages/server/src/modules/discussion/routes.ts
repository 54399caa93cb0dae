// Discussions on the site and in the back office (site.md §7 "Discussion"; hoj-api-paths §1.10).
// HTTP only: parse, authorise (sign-in and permissions here, per-discussion rules through
// policies/discussion.ts in the service), call, present.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp, routeOptions, readRoutes, commandRoutes } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
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
import { postingLimit } from '../../lib/posting-limit.js';
import { discussionService } from './service.js';

const site = routeOptions(['discussion']);
const admin = routeOptions(['admin-discussion']);

export async function discussionRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = discussionService(fastify.ctx);
  const me = signedInActor;

  const read = readRoutes(app, site, actorOfRequest);
  const readAdmin = readRoutes(app, admin, me);
  const command = commandRoutes(app, site, me);
  const commandAdmin = commandRoutes(app, admin, me);

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

  command.post(
    '/api/discussion',
    { perm: 'discussion_add' },
    'Post a discussion (a problem’s when pid is set: its title gets the [problemId] prefix); AC threshold and daily limit for non-admins',
    { body: discussionBody },
    'Post_successfully',
    (caller, { body }) => service.create(caller, body),
  );

  command.put(
    '/api/discussion',
    { perm: 'discussion_edit' },
    'The author edits title, description and content (the category stays)',
    { body: discussionBody },
    'Update_Successfully',
    (caller, { body }) => service.update(caller, body),
  );

  command.delete(
    '/api/discussion',
    { perm: 'discussion_del' },
    'Delete a discussion with its comments (the author or an admin role)',
    { querystring: didQuery },
    'Delete_successfully',
    (caller, { query }) => service.remove(caller, query.did),
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

  command.post(
    '/api/discussion-report',
    'login',
    'Report a discussion: tags (#tag#) and/or a reason of at most 200 characters',
    { body: reportBody },
    'Report_Successfully',
    (caller, { body }) => service.report(caller, body.did, body.content),
    postingLimit,
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

  commandAdmin.put(
    '/api/admin/discussion',
    BACK_OFFICE,
    'Set a discussion’s top priority or status (0 shown, 1 hidden)',
    { body: adminDiscussionBody },
    'Update_Successfully',
    (caller, { body }) => service.adminUpdate(caller, body),
  );

  commandAdmin.delete(
    '/api/admin/discussion',
    BACK_OFFICE,
    'Delete discussions: a JSON array of ids as the body (hoj-api-paths §9.8)',
    { body: adminDeleteDiscussionBody },
    'Delete_successfully',
    (caller, { body }) => service.adminRemove(caller, body),
  );

  readAdmin(
    '/api/admin/discussion-report',
    BACK_OFFICE,
    'Reports, unhandled first, 10 a page',
    discussionReportPage,
    pageQuery,
    (caller, q) => service.reports(caller, q),
  );

  commandAdmin.put(
    '/api/admin/discussion-report',
    BACK_OFFICE,
    'Mark a report handled (status true) or not',
    { body: reportUpdateBody },
    'Update_Successfully',
    (caller, { body }) => service.updateReport(caller, body.id, body.status),
  );
}
