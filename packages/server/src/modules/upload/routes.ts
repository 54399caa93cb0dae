// Markdown editor uploads (hoj-api-paths §3): images and attachments, and serving them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE } from '../../lib/http.js';
import { canAccessAdmin, canManageAllProblems } from '@judge/shared';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { currentUser, type AuthUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import { uploadedFile } from '../../lib/uploaded-file.js';
import { mdFileSchema, mdImageSchema } from '@judge/shared/schemas/upload';
import {
  MD_FILE_MAX_BYTES,
  MD_IMG_MAX_BYTES,
  STORED_NAME,
  filesDb,
  storeMdFile,
  uploadDir,
} from './store.js';

const tags = ['file'];
const route = routeOptions(tags);

/** Editors' uploads: admins, or group admins of `gid` (groups land with their own issue: admins only). */
function assertEditorUploader(u: AuthUser) {
  if (!canAccessAdmin(actorOf(u))) throw forbidden('No_Permission');
}

/** The part each editor upload reads, and its limit. */
const EDITOR_UPLOADS = {
  'md-img': { field: 'image', maxBytes: MD_IMG_MAX_BYTES },
  'md-file': { field: 'file', maxBytes: MD_FILE_MAX_BYTES },
} as const;

export async function fileRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, config } = fastify.ctx;

  /** An editor's image or attachment, stored for the group of its `gid` form field (or none). */
  async function storeEditorUpload(req: FastifyRequest, kind: keyof typeof EDITOR_UPLOADS) {
    const user = currentUser(req);
    assertEditorUploader(user);
    const f = await uploadedFile(req, EDITOR_UPLOADS[kind]);
    const gid = Number(f.field('gid')) || null;
    return storeMdFile(database, config.dataDir, kind, user.uid, gid, f.filename, f.buf);
  }

  app.post(
    '/api/file/upload-md-img',
    {
      schema: {
        tags,
        summary: `Image for a markdown editor (multipart \`image\`, optional \`gid\`); gif/jpg/jpeg/png/bmp/webp by content, ≤ ${MD_IMG_MAX_BYTES / 1048576} MB`,
        consumes: ['multipart/form-data'],
        body: z.unknown(),
        response: responses(mdImageSchema),
      },
      config: { auth: 'login' },
    },
    async (req) => {
      const saved = await storeEditorUpload(req, 'md-img');
      return ok({ link: saved.link, fileId: saved.id }, req.t('Upload_Successfully'));
    },
  );

  app.post(
    '/api/file/upload-md-file',
    {
      schema: {
        tags,
        summary: `Attachment for a markdown editor (multipart \`file\`, optional \`gid\`); allow-listed types, ≤ ${MD_FILE_MAX_BYTES / 1048576} MB`,
        consumes: ['multipart/form-data'],
        body: z.unknown(),
        response: responses(mdFileSchema),
      },
      config: { auth: 'login' },
    },
    async (req) => {
      const saved = await storeEditorUpload(req, 'md-file');
      return ok({ link: saved.link, fileId: saved.id, name: saved.name }, req.t('Upload_Successfully'));
    },
  );

  app.get(
    '/api/file/delete-md-img',
    route('login', 'Delete an uploaded editor image (the uploader, root or problem admins)', z.null(), {
      querystring: z.object({ fileId: z.coerce.number().int() }),
    }),
    async (req) => {
      const user = currentUser(req);
      const fdb = filesDb(database);
      const row = await fdb
        .selectFrom('upload_file')
        .selectAll()
        .where('id', '=', req.query.fileId)
        .executeTakeFirst();
      if (!row || row.kind !== 'md-img') throw notFound('File_Not_Exist');
      // Statement images of others: those who manage every problem (root, problem admins).
      if (row.uid !== user.uid && !canManageAllProblems(actorOf(user))) throw forbidden('No_Permission');
      await fdb.deleteFrom('upload_file').where('id', '=', row.id).execute();
      if (STORED_NAME.test(row.stored))
        await fs.rm(path.join(uploadDir(config.dataDir), row.stored), { force: true });
      return ok(null, req.t('Delete_successfully'));
    },
  );

  app.get(
    '/api/public/file/:name',
    route('anon', 'An editor upload (binary)', null, { params: z.object({ name: z.string() }) }),
    async (req, reply) => {
      const name = req.params.name;
      if (!STORED_NAME.test(name)) throw notFound('File_Not_Exist');
      const row = await filesDb(database)
        .selectFrom('upload_file')
        .select(['name', 'content_type', 'kind'])
        .where('stored', '=', name)
        .executeTakeFirst();
      if (!row) throw notFound('File_Not_Exist');
      const buf = await fs.readFile(path.join(uploadDir(config.dataDir), name)).catch(() => null);
      if (!buf) throw notFound('File_Not_Exist');
      const image = row.kind === 'md-img';
      const ascii = row.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
      return reply
        .header('Content-Type', row.content_type)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .header('Cross-Origin-Resource-Policy', 'same-origin')
        .header('Cache-Control', IMMUTABLE_CACHE)
        .header(
          'Content-Disposition',
          image
            ? 'inline'
            : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        )
        .send(buf);
    },
  );
}
