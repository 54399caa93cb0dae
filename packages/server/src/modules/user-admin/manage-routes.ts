// Back-office user calls (hoj-api-paths §1.2) and the credentials sheet (§3 generate-user-excel).
// HTTP only: parse, authorise (permission user_admin = root, per-user rules in
// policies/user-admin.ts through the service), call, present.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp, readRoutes, commandRoutes } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { sendAttachment, XLSX_TYPE } from '../../lib/http.js';
import { badRequest } from '../../lib/errors.js';
import { signedInActor } from '../../lib/auth/actor.js';
import { ROOT_ONLY } from '../../lib/auth/roles.js';
import { pageSchema } from '../../lib/pagination.js';
import {
  adminEditUserBody,
  deleteUsersBody,
  excelQuery,
  generateUserBody,
  generateUserResult,
  insertBatchBody,
  userListQuery,
  userRolesVO,
} from '@judge/shared/schemas/user-admin';
import { userAdminService } from './service.js';

const USER_ADMIN = { perm: 'user_admin' } as const;

export async function userAdminRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const admin = routeOptions(['admin-user']);
  const file = routeOptions(['file']);
  const service = userAdminService(fastify.ctx);

  const read = readRoutes(app, admin);
  const command = commandRoutes(app, admin, signedInActor);

  read(
    '/api/admin/user/get-user-list',
    USER_ADMIN,
    'Accounts, newest first, 10 a page; keyword (username, nickname, real name, e-mail); onlyAdmin (root)',
    pageSchema(userRolesVO),
    userListQuery,
    (_, q) => service.list(q),
  );

  command.put(
    '/api/admin/user/edit-user',
    USER_ADMIN,
    'Edit an account: name, e-mail, role 1000–1008, ban, title; setNewPwd with password (6–25) ends its sessions (root)',
    { body: adminEditUserBody },
    'Update_Successfully',
    (caller, { body }) => service.edit(caller, body),
  );

  app.delete(
    '/api/admin/user/delete-user',
    admin(
      USER_ADMIN,
      'Delete accounts {ids} (JSON body on DELETE); never the caller nor a super admin (root)',
      z.null(),
      {
        body: deleteUsersBody,
      },
    ),
    async (req) => {
      const n = await service.remove(signedInActor(req), req.body.ids);
      return ok(null, req.t('Admin_Users_Deleted', { count: n }));
    },
  );

  app.post(
    '/api/admin/user/insert-batch-user',
    admin(
      USER_ADMIN,
      'Import accounts: rows [username, password, email, realname, gender, nickname, school, class]; all or none, a 400 lists every bad row in data.problems (root)',
      z.null(),
      { body: insertBatchBody },
    ),
    async (req) => {
      const report = await service.importRows(req.body.users, (k, p) => req.t(k, p));
      if (report.problems.length)
        throw badRequest('Import_Users_Failed', { count: report.problems.length }, report);
      return ok(null, req.t('Import_Users_Done', { count: report.imported }));
    },
  );

  app.post(
    '/api/admin/user/generate-user',
    admin(
      USER_ADMIN,
      'Create prefix+n+suffix accounts for n in [number_from, number_to] with random passwords (6–25); the key fetches their sheet for 30 minutes (root)',
      generateUserResult,
      { body: generateUserBody },
    ),
    async (req) => {
      const res = await service.generate(req.body);
      return ok(res, req.t('Generate_Users_Done', { count: res.count }));
    },
  );

  app.get(
    '/api/file/generate-user-excel',
    file(
      ROOT_ONLY,
      'The credentials of generated accounts as an .xlsx sheet (username, password), by key (root)',
      null,
      {
        querystring: excelQuery,
      },
    ),
    async (req, reply) => {
      const bytes = await service.sheet(req.query.key, (k, p) => req.t(k, p));
      const name = `users-${new Date().toISOString().slice(0, 10)}.xlsx`;
      return sendAttachment(reply, XLSX_TYPE, name, Buffer.from(bytes));
    },
  );
}
