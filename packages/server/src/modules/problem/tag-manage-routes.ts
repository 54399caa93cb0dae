// Tags and tag classifications admin (hoj-api-paths §1.5), root and problem admins; plus the tag
// list the problem editor searches (admin area, so it never collides with the public calls).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { LOCAL_OJ, Role } from '@judge/shared';
import { routeOptions, zodApp } from '../../lib/route.js';
import { BACK_OFFICE } from '../../lib/auth/roles.js';
import { ok } from '../../lib/envelope.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { tagBody, tagClassificationBody } from '@judge/shared/schemas/tag-manage';
import { tagClassificationSchema, tagSchema } from './schema.js';
import { presentTag, presentTagClassification } from './tag-presenter.js';

const tags = ['admin-tag'];
const route = routeOptions(tags);
const TAG_ADMINS = { roles: [Role.ROOT, Role.PROBLEM_ADMIN] } as const;
const COLOR = /^(#[0-9a-fA-F]{3,8}|rgba?\([0-9.,\s%]+\)|[a-zA-Z]{1,20})$/;

const tagVO = tagSchema;
const classVO = tagClassificationSchema;
const classBody = tagClassificationBody;

export async function tagAdminRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database } = fastify.ctx;
  const { db, cols } = database;

  async function checkTag(body: z.infer<typeof tagBody>, exceptId?: number) {
    const name = body.name.trim();
    if (!name) throw badRequest('Tag_Name_Required');
    if (body.color && !COLOR.test(body.color)) throw badRequest('Tag_Color_Invalid');
    const oj = body.oj?.trim() || LOCAL_OJ;
    let q = db.selectFrom('tag').select('id').where(sql<string>`lower(name)`, '=', name.toLowerCase()).where('oj', '=', oj);
    q = body.gid != null ? q.where('gid', '=', body.gid) : q.where('gid', 'is', null);
    if (exceptId != null) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw badRequest('Tag_Name_Exists', { name });
    if (body.tcid != null && !(await db.selectFrom('tag_classification').select('id').where('id', '=', body.tcid).executeTakeFirst()))
      throw badRequest('Tag_Classification_Not_Exist');
    return { name, oj, color: body.color || null, gid: body.gid ?? null, tcid: body.tcid ?? null };
  }

  app.get(
    '/api/admin/tag/list',
    route(BACK_OFFICE, 'Every tag of an OJ (default ME) for the editor and the tag admin', z.array(tagVO), {
      querystring: z.object({ oj: z.string().max(20).optional() }),
    }),
    async (req) => {
      const rows = await db.selectFrom('tag').selectAll().where('oj', '=', req.query.oj ?? LOCAL_OJ).where('gid', 'is', null).orderBy('id').execute();
      return ok(rows.map(presentTag));
    },
  );

  app.post(
    '/api/admin/tag',
    route(TAG_ADMINS, 'Add a tag (root, problem admins)', tagVO, { body: tagBody }),
    async (req) => {
      const v = await checkTag(req.body);
      const now = cols.time();
      const row = await db.insertInto('tag').values({ ...v, gmt_create: now, gmt_modified: now }).returningAll().executeTakeFirstOrThrow();
      return ok(presentTag(row), req.t('Add_Successfully'));
    },
  );

  app.put(
    '/api/admin/tag',
    route(TAG_ADMINS, 'Update a tag', z.null(), { body: tagBody }),
    async (req) => {
      if (req.body.id == null) throw badRequest('Param_Required', { field: 'id' });
      if (!(await db.selectFrom('tag').select('id').where('id', '=', req.body.id).executeTakeFirst())) throw notFound('Tag_Not_Exist');
      const v = await checkTag(req.body, req.body.id);
      await db.updateTable('tag').set({ ...v, gmt_modified: cols.time() }).where('id', '=', req.body.id).execute();
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.delete(
    '/api/admin/tag',
    route(TAG_ADMINS, 'Delete a tag (its problem links go with it)', z.null(), {
      querystring: z.object({ tid: z.coerce.number().int() }),
    }),
    async (req) => {
      const res = await db.deleteFrom('tag').where('id', '=', req.query.tid).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('Tag_Not_Exist');
      return ok(null, req.t('Delete_successfully'));
    },
  );

  app.get(
    '/api/admin/tag/classification',
    route(TAG_ADMINS, 'Tag classifications of an OJ, by rank', z.array(classVO), {
      querystring: z.object({ oj: z.string().max(20).optional() }),
    }),
    async (req) => {
      const rows = await db.selectFrom('tag_classification').selectAll().where('oj', '=', req.query.oj ?? LOCAL_OJ).orderBy('rank').orderBy('id').execute();
      return ok(rows.map(presentTagClassification));
    },
  );

  async function checkClass(body: z.infer<typeof classBody>, exceptId?: number) {
    const name = body.name.trim();
    if (!name) throw badRequest('Tag_Classification_Name_Required');
    const oj = body.oj?.trim() || LOCAL_OJ;
    let q = db.selectFrom('tag_classification').select('id').where('name', '=', name).where('oj', '=', oj);
    if (exceptId != null) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw badRequest('Tag_Classification_Exists', { name });
    return { name, oj, rank: body.rank ?? 0 };
  }

  app.post(
    '/api/admin/tag/classification',
    route(TAG_ADMINS, 'Add a tag classification', classVO, { body: classBody }),
    async (req) => {
      const v = await checkClass(req.body);
      const now = cols.time();
      const row = await db.insertInto('tag_classification').values({ ...v, gmt_create: now, gmt_modified: now }).returningAll().executeTakeFirstOrThrow();
      return ok(presentTagClassification(row), req.t('Add_Successfully'));
    },
  );

  app.put(
    '/api/admin/tag/classification',
    route(TAG_ADMINS, 'Update a tag classification', z.null(), { body: classBody }),
    async (req) => {
      if (req.body.id == null) throw badRequest('Param_Required', { field: 'id' });
      if (!(await db.selectFrom('tag_classification').select('id').where('id', '=', req.body.id).executeTakeFirst()))
        throw notFound('Tag_Classification_Not_Exist');
      const v = await checkClass(req.body, req.body.id);
      await db.updateTable('tag_classification').set({ ...v, gmt_modified: cols.time() }).where('id', '=', req.body.id).execute();
      return ok(null, req.t('Update_Successfully'));
    },
  );

  app.delete(
    '/api/admin/tag/classification',
    route(TAG_ADMINS, 'Delete a tag classification (its tags become unclassified)', z.null(), {
      querystring: z.object({ tcid: z.coerce.number().int() }),
    }),
    async (req) => {
      await db.updateTable('tag').set({ tcid: null }).where('tcid', '=', req.query.tcid).execute();
      const res = await db.deleteFrom('tag_classification').where('id', '=', req.query.tcid).executeTakeFirst();
      if (Number(res.numDeletedRows) === 0) throw notFound('Tag_Classification_Not_Exist');
      return ok(null, req.t('Delete_successfully'));
    },
  );
}
