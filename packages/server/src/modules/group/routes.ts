// Groups (hoj-api-paths §2.1–§2.3, the group rank and the group avatar of §3). HTTP only: parse,
// authorise (sign-in here; per-group levels in the service through access.ts and
// policies/group.ts), call, present. Paths and parameters are HOJ's.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { announcementBody } from '@judge/shared/schemas/contest';
import { announcementUpdateBody } from '@judge/shared/schemas/announcement';
import {
  applyQuery,
  gidQuery,
  groupAccessVO,
  groupAnnouncementDeleteQuery,
  groupAnnouncementListQuery,
  groupBody,
  groupDeleteBody,
  groupDeleteQuery,
  groupListQuery,
  groupMemberPage,
  groupPage,
  groupRankPage,
  groupRankQuery,
  groupSchema,
  memberBody,
  memberDeleteQuery,
  memberListQuery,
} from '@judge/shared/schemas/group';
import { announcementPage } from '@judge/shared/schemas/announcement';
import { routeOptions, zodApp, readRoutes, commandRoutes } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { uploadedFile } from '../../lib/uploaded-file.js';
import { actorOfRequest } from '../../lib/auth/actor.js';
import { groupService } from './service.js';
import { groupMembershipService } from './membership.js';
import { groupAnnouncementService } from './announcements.js';
import { groupRankService } from './rank.js';

const route = routeOptions(['group']);
/** Group avatars: 2 MB (groups-accounts-admin.md §9). */
const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Declares a multipart body in the OpenAPI document. */
function withMultipart<T extends { schema: object }>(o: T): T {
  return { ...o, schema: { ...o.schema, consumes: ['multipart/form-data'] } };
}

export async function groupRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = groupService(fastify.ctx);
  const ranks = groupRankService(fastify.ctx.database);
  const membership = groupMembershipService(fastify.ctx.database);
  const notices = groupAnnouncementService(fastify.ctx.database);
  const me = actorOfRequest;

  const read = readRoutes(app, route, me);
  const command = commandRoutes(app, route, me);

  // ---- the group itself ---------------------------------------------------------------------------

  read(
    '/api/get-group-list',
    'anon',
    'Groups that exist for the caller, newest first, 9 a page; keyword, auth, onlyMine',
    groupPage,
    groupListQuery,
    (caller, q) => service.list(caller, q),
  );

  read(
    '/api/get-group-detail',
    'login',
    'A group (code only for group roots and the site root); invisible groups for members',
    groupSchema,
    gidQuery,
    (caller, q) => service.detail(caller, q.gid),
  );

  read(
    '/api/get-group-access',
    'login',
    "May the caller enter the group's tabs (member or site root)",
    groupAccessVO,
    gidQuery,
    (caller, q) => service.access(caller, q.gid),
  );

  read(
    '/api/get-group-auth',
    'login',
    "The caller's member level in the group (0 none, 1 applying … 5 root)",
    z.number(),
    gidQuery,
    (caller, q) => service.auth(caller, q.gid),
  );

  command.post(
    '/api/group',
    { perm: 'group_add' },
    'Create a group (quotas from the switches for non-admins); the creator is its owner and root',
    { body: groupBody },
    'Create_Successfully',
    (caller, { body }) => service.create(caller, body),
  );

  command.put(
    '/api/group',
    'login',
    'Update a group: group roots and the site root; absent fields keep their values',
    { body: groupBody },
    'Update_Successfully',
    (caller, { body }) => service.update(caller, body),
  );

  app.delete(
    '/api/group',
    route(
      { perm: 'group_del' },
      'Disband a group: its owner or the site root, with the code of get-verify-email-code ({email, code} in the body or the query)',
      z.null(),
      { querystring: groupDeleteQuery, body: groupDeleteBody },
    ),
    async (req) => {
      const body = req.body ?? {};
      await service.disband(me(req), req.query.gid, {
        email: body.email ?? req.query.email,
        code: body.code ?? req.query.code,
      });
      return ok(null, req.t('Disband_Successfully'));
    },
  );

  read(
    '/api/get-group-rank-list',
    'login',
    "Members' rank over the group's submissions only: type 0 ACM, 1 OI; 30 a page",
    groupRankPage,
    groupRankQuery,
    (caller, q) => ranks.rank(caller, q),
  );

  app.post(
    '/api/file/upload-group-avatar',
    withMultipart(
      route(
        'login',
        'Group avatar (multipart `image` and `gid`): gif/jpg/jpeg/png/bmp/webp by content, ≤ 2 MB; group roots',
        groupSchema,
        {
          body: z.unknown().describe('multipart/form-data with "image" and "gid"'),
        },
      ),
    ),
    async (req) => {
      const f = await uploadedFile(req, { field: 'image', maxBytes: AVATAR_MAX_BYTES });
      const q = req.query as { gid?: unknown };
      const formGid = Number(f.field('gid'));
      const gid = Number.isSafeInteger(formGid) ? formGid : Number(q.gid);
      return ok(await service.setAvatar(me(req), gid, f), req.t('Upload_Avatar_Successfully'));
    },
  );

  // ---- members --------------------------------------------------------------------------------------

  read(
    '/api/group/get-member-list',
    'login',
    'Members (levels 3–5): group members; real names and reasons for group admins',
    groupMemberPage,
    memberListQuery,
    (caller, q) => membership.members(caller, q),
  );

  read(
    '/api/group/get-apply-list',
    'login',
    'Applications (applying, refused): group admins',
    groupMemberPage,
    memberListQuery,
    (caller, q) => membership.applications(caller, q),
  );

  app.post(
    '/api/group/member',
    route(
      'login',
      'Apply to join (query gid, code, reason): public joins at once; private needs the code',
      z.null(),
      {
        querystring: applyQuery,
      },
    ),
    async (req) => {
      const key = await membership.apply(me(req), req.query);
      return ok(null, req.t(key));
    },
  );

  command.put(
    '/api/group/member',
    'login',
    "Change a member's level (approve, refuse, promote, demote) under the level rules",
    { body: memberBody },
    'Update_Successfully',
    (caller, { body }) => membership.changeMember(caller, body),
  );

  command.delete(
    '/api/group/member',
    'login',
    'Remove a member or an application: never oneself or the owner',
    { querystring: memberDeleteQuery },
    'Delete_successfully',
    (caller, { query }) => membership.removeMember(caller, query),
  );

  command.delete(
    '/api/group/member/exit',
    'login',
    'Leave the group or withdraw an application (the owner cannot leave)',
    { querystring: gidQuery },
    'Exit_Successfully',
    (caller, { query }) => membership.exit(caller, query.gid),
  );

  // ---- announcements ----------------------------------------------------------------------------------

  read(
    '/api/group/get-announcement-list',
    'login',
    "The group's shown announcements, newest first: members",
    announcementPage,
    groupAnnouncementListQuery,
    (caller, q) => notices.announcements(caller, q),
  );

  read(
    '/api/group/get-admin-announcement-list',
    'login',
    "All of the group's announcements: group admins",
    announcementPage,
    groupAnnouncementListQuery,
    (caller, q) => notices.adminAnnouncements(caller, q),
  );

  command.post(
    '/api/group/announcement',
    'login',
    'Add a group announcement (title, content, status, gid): group admins',
    { body: announcementBody },
    'Add_Successfully',
    (caller, { body }) => notices.addAnnouncement(caller, body),
  );

  command.put(
    '/api/group/announcement',
    'login',
    'Edit a group announcement: its author while a group admin, or a group root',
    { body: announcementUpdateBody },
    'Update_Successfully',
    (caller, { body }) => notices.updateAnnouncement(caller, body),
  );

  command.delete(
    '/api/group/announcement',
    'login',
    'Delete a group announcement: its author while a group admin, or a group root',
    { querystring: groupAnnouncementDeleteQuery },
    'Delete_successfully',
    (caller, { query }) => notices.deleteAnnouncement(caller, query.aid),
  );
}
