// Group discussions (hoj-api-paths §2.7; groups-accounts-admin.md "Group discussions"). The
// discussion module does the work with a group scope (discussion/service.ts group*: the
// openGroupDiscussion switch, the group's membership, the site's posting thresholds) and
// policies/discussion.ts discussionRights decides who may; the detail, comments and likes of a
// group discussion go through the public discussion calls, which apply the same rule.
// HTTP only: parse, call, answer. Paths and parameters are HOJ's.
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pageQuery } from '@judge/shared/schemas/page';
import { gidQuery } from '@judge/shared/schemas/group';
import { didQuery, discussionBody, discussionPage } from '@judge/shared/schemas/discussion';
import { routeOptions, zodApp, readRoutes, commandRoutes } from '../../../lib/route.js';
import { unauthorized } from '../../../lib/errors.js';
import { actorOfRequest } from '../../../lib/auth/actor.js';
import { discussionService } from '../../discussion/service.js';

const route = routeOptions(['group']);
const listQuery = pageQuery.merge(gidQuery);
/** A Discussion that names its group (the client sends gid with the form). */
const groupDiscussionBody = discussionBody.extend({ gid: z.coerce.number().int().positive() });

export async function groupDiscussionRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = discussionService(fastify.ctx);
  const me = (req: FastifyRequest) => {
    const a = actorOfRequest(req);
    if (!a) throw unauthorized();
    return a;
  };

  const read = readRoutes(app, route, me);
  const command = commandRoutes(app, route, me);

  read(
    '/api/group/get-discussion-list',
    'login',
    "The group's shown discussions, 10 a page, top first then newest; pid: one problem's; members only",
    discussionPage,
    listQuery.extend({ pid: z.string().max(100).optional() }),
    (caller, q) => service.groupList(caller, q, false),
  );
  read(
    '/api/group/get-admin-discussion-list',
    'login',
    'Every discussion of the group, hidden ones too; group admins only',
    discussionPage,
    listQuery,
    (caller, q) => service.groupList(caller, q, true),
  );
  command.post(
    '/api/group/discussion',
    'login',
    'Post a discussion in the group gid (members; AC threshold and daily limit for non-admins)',
    { body: groupDiscussionBody },
    'Post_successfully',
    (caller, { body }) => service.groupCreate(caller, body),
  );
  command.put(
    '/api/group/discussion',
    'login',
    'Edit a group discussion (its author, or the group admins, who also set topPriority and status)',
    { body: discussionBody },
    'Update_Successfully',
    (caller, { body }) => service.groupUpdate(caller, body),
  );
  command.delete(
    '/api/group/discussion',
    'login',
    'Delete a group discussion with its comments (its author or the group admins)',
    { querystring: didQuery },
    'Delete_successfully',
    (caller, { query }) => service.groupRemove(caller, query.did),
  );
}
