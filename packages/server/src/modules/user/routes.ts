// User calls: profile edit, avatar upload and serving, user home, calendar heatmap.
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import dayjs from 'dayjs';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE_CACHE } from '../../lib/http.js';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import { BizError, badRequest, notFound } from '../../lib/errors.js';
import { uploadedFile } from '../../lib/uploaded-file.js';
import { INPUT_LIMITS } from '@judge/shared';
import { readTime } from '../../db/columns.js';
import { userInfoSchema } from '@judge/shared/schemas/account';
import { userInfoVO } from './presenter.js';
import { userWithRole } from './repo.js';
import { avatarNameParams, changeUserInfoBody, heatmapSchema, userHomeSchema, userQuery } from './schema.js';
import { avatarDir, contentTypeOf, removeAvatar, storeAvatar } from './avatar.js';
import { submissionsPerDay, userStats } from './stats.js';
import { chinaDay } from '../../lib/china-day.js';

export async function userRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, config } = fastify.ctx;
  const { db, cols } = database;
  const tags = ['user'];
  const route = routeOptions(tags);

  const byUid = (uid: string) => userWithRole(db).where('u.uuid', '=', uid).executeTakeFirstOrThrow();

  /** The user named by `uid` or `username`, else the caller. */
  async function findTarget(q: { uid?: string; username?: string }, selfUid: string | undefined) {
    let query = userWithRole(db);
    if (q.uid) query = query.where('u.uuid', '=', q.uid);
    else if (q.username) query = query.where('u.username', '=', q.username);
    else if (selfUid) query = query.where('u.uuid', '=', selfUid);
    else throw badRequest('Param_Required', { field: 'uid' });
    const row = await query.executeTakeFirst();
    if (!row) throw badRequest('User_Not_Found');
    return row;
  }

  app.post(
    '/api/change-userInfo',
    route(
      'login',
      'Edit the profile (realname ≤50, nickname ≤20, school ≤100, number ≤200, links ≤255, signature ≤65535)',
      userInfoSchema,
      { body: changeUserInfoBody },
    ),
    async (req) => {
      const uid = currentUser(req).uid;
      const b = req.body;
      const norm = (v: string | null | undefined) =>
        v === undefined ? undefined : v === null || v === '' ? null : v;
      const patch = {
        realname: norm(b.realname),
        nickname: norm(b.nickname),
        school: norm(b.school),
        course: norm(b.course),
        number: norm(b.number),
        gender: b.gender,
        github: norm(b.github),
        blog: norm(b.blog),
        cf_username: norm(b.cfUsername),
        signature: norm(b.signature),
      };
      const set = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined));
      await db
        .updateTable('user_info')
        .set({ ...set, gmt_modified: cols.time() })
        .where('uuid', '=', uid)
        .execute();
      return ok(userInfoVO(await byUid(uid)), req.t('Update_Successfully'));
    },
  );

  app.post(
    '/api/file/upload-avatar',
    {
      schema: {
        tags,
        summary:
          'Upload an avatar: multipart field `image`; gif/jpg/jpeg/png/bmp/webp (checked by content), at most 2 MB',
        consumes: ['multipart/form-data'],
        body: z.unknown().describe('multipart/form-data with one file field "image"'),
        response: responses(userInfoSchema),
      },
      config: { auth: 'login' },
    },
    async (req) => {
      const uid = currentUser(req).uid;
      // Any part name (HOJ's clients send `image` or `file`); too large answers 413 as HOJ does.
      const { filename, buf } = await uploadedFile(req, {
        maxBytes: INPUT_LIMITS.avatarMaxBytes,
        tooLarge: () => new BizError('File_Exceed_Tips', {}, 413),
      });
      const url = await storeAvatar(config.dataDir, filename, buf);
      const before = await db
        .selectFrom('user_info')
        .select('avatar')
        .where('uuid', '=', uid)
        .executeTakeFirst();
      await db
        .updateTable('user_info')
        .set({ avatar: url, gmt_modified: cols.time() })
        .where('uuid', '=', uid)
        .execute();
      await removeAvatar(config.dataDir, before?.avatar ?? null);
      return ok(userInfoVO(await byUid(uid)), req.t('Upload_Avatar_Successfully'));
    },
  );

  app.get(
    '/api/public/img/:name',
    {
      schema: {
        tags,
        summary: 'An uploaded avatar image (binary)',
        params: avatarNameParams,
        response: { 200: z.unknown().describe('image bytes'), '4xx': responses(z.null())['4xx'] },
      },
      config: { auth: 'anon' },
    },
    async (req, reply) => {
      const file = path.join(avatarDir(config.dataDir), req.params.name);
      if (!fs.existsSync(file)) throw notFound();
      return reply
        .type(contentTypeOf(req.params.name))
        .header('Cache-Control', IMMUTABLE_CACHE)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Content-Disposition', 'inline')
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .send(fs.createReadStream(file));
    },
  );

  app.get(
    '/api/get-user-home-info',
    route(
      'open',
      'User home: profile, stats, solved problems, last login (by uid or username; default the caller)',
      userHomeSchema,
      { querystring: userQuery },
    ),
    async (req) => {
      const row = await findTarget(req.query, req.user?.uid);
      const [stats, record, lastLogin] = await Promise.all([
        userStats(database, row.uuid),
        db.selectFrom('user_record').select('rating').where('uid', '=', row.uuid).executeTakeFirst(),
        db
          .selectFrom('session')
          .select('gmt_create')
          .where('uid', '=', row.uuid)
          .orderBy('gmt_create', 'desc')
          .limit(1)
          .executeTakeFirst(),
      ]);
      return ok({
        uid: row.uuid,
        username: row.username,
        school: row.school,
        signature: row.signature,
        nickname: row.nickname,
        gender: row.gender,
        github: row.github,
        blog: row.blog,
        avatar: row.avatar,
        titleName: row.title_name,
        titleColor: row.title_color,
        total: stats.total,
        rating: record?.rating ?? null,
        scoreList: stats.scoreList,
        solvedList: stats.solvedList,
        solvedGroupByDifficulty: stats.solvedGroupByDifficulty,
        recentLoginTime: lastLogin ? readTime(lastLogin.gmt_create)!.toISOString() : null,
        gmtCreate: readTime(row.gmt_create)!.toISOString(),
      });
    },
  );

  app.get(
    '/api/get-user-calendar-heatmap',
    route(
      'anon',
      'Submissions per day over the last year (by uid or username; default the caller)',
      heatmapSchema,
      { querystring: userQuery },
    ),
    async (req) => {
      const row = await findTarget(req.query, req.user?.uid);
      const endDate = chinaDay(new Date()); // the site's calendar: China time
      const dataList = await submissionsPerDay(
        database,
        row.uuid,
        dayjs(endDate).subtract(1, 'year').format('YYYY-MM-DD'),
        endDate,
      );
      return ok({ endDate, dataList });
    },
  );
}
