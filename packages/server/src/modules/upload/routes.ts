// File calls of the problem back office (hoj-api-paths §3): test-data zip upload and download,
// markdown editor images and attachments, and serving those uploads.
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { zipSync } from 'fflate';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CaseMode, canManageProblem, isAdminRole, isProblemAdminRole, isRoot, type CaseModeValue } from '@judge/shared';
import { zodApp } from '../../lib/route.js';
import { ok, responses } from '../../lib/envelope.js';
import { BizError, badRequest, forbidden, notFound } from '../../lib/errors.js';
import { currentUser, type AuthUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import { ROOT_ONLY } from '../../lib/auth/roles.js';
import { activeCases, findProblemById } from '../problem/repo.js';
import { acceptTestcaseZip, spoolUpload } from '../problem/testdata/upload.js';
import { ZIP_LIMITS } from '../problem/testdata/zip.js';
import { exportProblems, importProblems, importQdojProblems } from '../problem/transfer/hoj.js';
import { importFpsProblems, importHydroProblems } from '../problem/transfer/fps.js';
import { problemAdminService } from '../problem/manage-service.js';
import { MD_FILE_MAX_BYTES, MD_IMG_MAX_BYTES, STORED_NAME, filesDb, storeMdFile, uploadDir } from './store.js';

const tags = ['file'];

/** Editors' uploads: admins, or group admins of `gid` (groups land with their own issue: admins only). */
function assertEditorUploader(u: AuthUser) {
  if (!isAdminRole(u.roleId)) throw forbidden('No_Permission');
}

async function oneFile(req: FastifyRequest, field: string, maxBytes: number) {
  if (!req.isMultipart()) throw badRequest('File_Required');
  try {
    const part = await req.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part || part.fieldname !== field) throw badRequest('File_Required');
    const gidField = part.fields.gid as { value?: unknown } | undefined;
    const buf = await part.toBuffer();
    return { filename: part.filename, buf, gid: gidField?.value ? Number(gidField.value) || null : null };
  } catch (e) {
    if (e instanceof BizError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw badRequest('File_Too_Large', { max: Math.floor(maxBytes / 1048576) });
    throw badRequest('Bad_Multipart', { detail: e instanceof Error ? e.message : String(e) });
  }
}

export async function fileRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, config, kv, judge } = fastify.ctx;
  const { db } = database;
  const service = problemAdminService({ database, kv, blobs: judge.blobs });

  app.post(
    '/api/file/upload-testcase-zip',
    {
      schema: {
        tags,
        summary:
          'Upload a test-data zip (multipart `file`): pairs X.in+X.out/X.ans or input*.txt+output*.txt at the root; ' +
          'links, paths leaving the root, absolute paths, zip bombs and oversized archives are refused',
        consumes: ['multipart/form-data'],
        querystring: z.object({
          mode: z.enum(Object.values(CaseMode) as [CaseModeValue, ...CaseModeValue[]]).default('default'),
          gid: z.coerce.number().int().optional(),
        }),
        body: z.unknown().describe('multipart/form-data with one file field "file"'),
        response: responses(
          z.object({
            fileList: z.array(
              z.object({ input: z.string(), output: z.string(), score: z.number(), groupNum: z.number().optional() }),
            ),
            fileListDir: z.string(),
          }),
        ),
      },
      config: { auth: 'login' },
    },
    async (req) => {
      const user = currentUser(req);
      assertEditorUploader(user);
      if (!req.isMultipart()) throw badRequest('File_Required');
      let part;
      try {
        part = await req.file({ limits: { fileSize: ZIP_LIMITS.maxArchiveBytes, files: 1 } });
      } catch (e) {
        throw badRequest('Bad_Multipart', { detail: e instanceof Error ? e.message : String(e) });
      }
      if (!part) throw badRequest('File_Required');
      const { file, size } = await spoolUpload(part.file);
      const data = await acceptTestcaseZip({ kv, blobs: judge.blobs }, user.uid, file, size, req.query.mode);
      return ok(data, req.t('Upload_Testcase_Successfully'));
    },
  );

  app.get(
    '/api/file/download-testcase',
    {
      schema: {
        tags,
        summary: 'Test data of a problem as a zip (root, problem admins, the author)',
        querystring: z.object({ pid: z.coerce.number().int() }),
      },
      config: { auth: 'login' },
    },
    async (req, reply) => {
      const user = currentUser(req);
      const problem = await findProblemById(db, req.query.pid);
      if (!problem) throw notFound('Problem_Not_Exist');
      const allowed =
        problem.gid != null
          ? isRoot(user.roleId) || problem.author === user.username
          : canManageProblem(actorOf(user), { author: problem.author });
      if (!allowed) throw forbidden('No_Permission');
      const cases = await activeCases(db, problem.id);
      if (cases.length === 0) throw badRequest('Problem_Has_No_Testcase');
      const entries: Record<string, Uint8Array> = {};
      for (const c of cases) {
        for (const [name, hash] of [
          [c.input, c.input_hash],
          [c.output, c.output_hash],
        ] as const) {
          const p = await judge.blobs.pathOf(hash);
          if (!p) throw badRequest('Testcase_File_Missing', { name });
          entries[path.basename(name)] = await fs.readFile(p);
        }
      }
      const zip = zipSync(entries, { level: 6 });
      const fileName = `problem_${problem.problem_id.replace(/[^A-Za-z0-9_-]/g, '_')}_testcase.zip`;
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(zip));
    },
  );

  app.post(
    '/api/file/upload-md-img',
    {
      schema: {
        tags,
        summary: `Image for a markdown editor (multipart \`image\`, optional \`gid\`); gif/jpg/jpeg/png/bmp/webp by content, ≤ ${MD_IMG_MAX_BYTES / 1048576} MB`,
        consumes: ['multipart/form-data'],
        body: z.unknown(),
        response: responses(z.object({ link: z.string(), fileId: z.number() })),
      },
      config: { auth: 'login' },
    },
    async (req) => {
      const user = currentUser(req);
      assertEditorUploader(user);
      const f = await oneFile(req, 'image', MD_IMG_MAX_BYTES);
      const saved = await storeMdFile(database, config.dataDir, 'md-img', user.uid, f.gid, f.filename, f.buf);
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
        response: responses(z.object({ link: z.string(), fileId: z.number(), name: z.string() })),
      },
      config: { auth: 'login' },
    },
    async (req) => {
      const user = currentUser(req);
      assertEditorUploader(user);
      const f = await oneFile(req, 'file', MD_FILE_MAX_BYTES);
      const saved = await storeMdFile(database, config.dataDir, 'md-file', user.uid, f.gid, f.filename, f.buf);
      return ok({ link: saved.link, fileId: saved.id, name: saved.name }, req.t('Upload_Successfully'));
    },
  );

  app.get(
    '/api/file/delete-md-img',
    {
      schema: {
        tags,
        summary: 'Delete an uploaded editor image (the uploader, root or problem admins)',
        querystring: z.object({ fileId: z.coerce.number().int() }),
        response: responses(z.null()),
      },
      config: { auth: 'login' },
    },
    async (req) => {
      const user = currentUser(req);
      const fdb = filesDb(database);
      const row = await fdb.selectFrom('upload_file').selectAll().where('id', '=', req.query.fileId).executeTakeFirst();
      if (!row || row.kind !== 'md-img') throw notFound('File_Not_Exist');
      if (row.uid !== user.uid && !isProblemAdminRole(user.roleId)) throw forbidden('No_Permission');
      await fdb.deleteFrom('upload_file').where('id', '=', row.id).execute();
      if (STORED_NAME.test(row.stored)) await fs.rm(path.join(uploadDir(config.dataDir), row.stored), { force: true });
      return ok(null, req.t('Delete_successfully'));
    },
  );

  app.get(
    '/api/public/file/:name',
    {
      schema: { tags, summary: 'An editor upload (binary)', params: z.object({ name: z.string() }) },
      config: { auth: 'anon' },
    },
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
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header(
          'Content-Disposition',
          image ? 'inline' : `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(row.name)}`,
        )
        .send(buf);
    },
  );

  app.get(
    '/api/file/export-problem',
    {
      schema: {
        tags,
        summary: 'Export problems as an HOJ zip: problem_<id>.json plus problem_<id>/ with the test data (root)',
        querystring: z.object({ pid: z.union([z.coerce.number().int(), z.array(z.coerce.number().int()).max(200)]) }),
      },
      config: { auth: ROOT_ONLY },
    },
    async (req, reply) => {
      const ids = [...new Set(Array.isArray(req.query.pid) ? req.query.pid : [req.query.pid])];
      const zip = await exportProblems({ database, blobs: judge.blobs }, ids);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="problem_export_${Date.now()}.zip"`)
        .header('X-Content-Type-Options', 'nosniff')
        .send(Buffer.from(zip));
    },
  );

  for (const [url, what, run] of [
    ['/api/file/import-problem', 'an HOJ problem zip (problem_<id>.json + problem_<id>/)', importProblems],
    ['/api/file/import-qdoj-problem', 'a QDUOJ export zip (<n>/problem.json + <n>/testcase/)', importQdojProblems],
    ['/api/file/import-fps-problem', 'a FreeProblemSet XML file (<fps><item>…)', importFpsProblems],
    ['/api/file/import-hydro-problem', 'a Hydro export zip (<n>/problem.yaml + problem*.md + testdata/)', importHydroProblems],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary: `Import ${what} (root); answers one report per problem: imported, or refused with the reason`,
          consumes: ['multipart/form-data'],
          body: z.unknown(),
          response: responses(
            z.array(z.object({ file: z.string(), problemId: z.string().nullable(), imported: z.boolean(), reason: z.string().nullable() })),
          ),
        },
        config: { auth: ROOT_ONLY },
      },
      async (req) => {
        const user = currentUser(req);
        if (!req.isMultipart()) throw badRequest('File_Required');
        let part;
        try {
          part = await req.file({ limits: { fileSize: ZIP_LIMITS.maxArchiveBytes, files: 1 } });
        } catch (e) {
          throw badRequest('Bad_Multipart', { detail: e instanceof Error ? e.message : String(e) });
        }
        if (!part) throw badRequest('File_Required');
        const { file, size } = await spoolUpload(part.file);
        try {
          const reports = await run(
            { database, kv, blobs: judge.blobs, service, t: (k, p) => req.t(k, p), dataDir: config.dataDir },
            actorOf(user),
            file,
            size,
          );
          return ok(reports, req.t('Import_Finished', { ok: reports.filter((r) => r.imported).length, total: reports.length }));
        } finally {
          await fs.rm(path.dirname(file), { recursive: true, force: true });
        }
      },
    );
  }
}
