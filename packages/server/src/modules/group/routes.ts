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
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
import { ok, okAfter } from '../../lib/envelope.js';
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

  app.post(
    '/api/group',
    route(
      { perm: 'group_add' },
      'Create a group (quotas from the switches for non-admins); the creator is its owner and root',
      z.null(),
      {
        body: groupBody,
      },
    ),
    async (req) => okAfter(req, 'Create_Successfully', service.create(me(req), req.body)),
  );

  app.put(
    '/api/group',
    route(
      'login',
      'Update a group: group roots and the site root; absent fields keep their values',
      z.null(),
      {
        body: groupBody,
      },
    ),
    async (req) => okAfter(req, 'Update_Successfully', service.update(me(req), req.body)),
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

  app.put(
    '/api/group/member',
    route(
      'login',
      "Change a member's level (approve, refuse, promote, demote) under the level rules",
      z.null(),
      {
        body: memberBody,
      },
    ),
    async (req) => okAfter(req, 'Update_Successfully', membership.changeMember(me(req), req.body)),
  );

  app.delete(
    '/api/group/member',
    route('login', 'Remove a member or an application: never oneself or the owner', z.null(), {
      querystring: memberDeleteQuery,
    }),
    async (req) => okAfter(req, 'Delete_successfully', membership.removeMember(me(req), req.query)),
  );

  app.delete(
    '/api/group/member/exit',
    route('login', 'Leave the group or withdraw an application (the owner cannot leave)', z.null(), {
      querystring: gidQuery,
    }),
    async (req) => okAfter(req, 'Exit_Successfully', membership.exit(me(req), req.query.gid)),
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

  app.post(
    '/api/group/announcement',
    route('login', 'Add a group announcement (title, content, status, gid): group admins', z.null(), {
      body: announcementBody,
    }),
    async (req) => okAfter(req, 'Add_Successfully', notices.addAnnouncement(me(req), req.body)),
  );

  app.put(
    '/api/group/announcement',
    route('login', 'Edit a group announcement: its author while a group admin, or a group root', z.null(), {
      body: announcementUpdateBody,
    }),
    async (req) => okAfter(req, 'Update_Successfully', notices.updateAnnouncement(me(req), req.body)),
  );

  app.delete(
    '/api/group/announcement',
    route('login', 'Delete a group announcement: its author while a group admin, or a group root', z.null(), {
      querystring: groupAnnouncementDeleteQuery,
    }),
    async (req) => okAfter(req, 'Delete_successfully', notices.deleteAnnouncement(me(req), req.query.aid)),
  );
}
