// Test-data calls of the problem back office (hoj-api-paths §3): zip upload and download.
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { zipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { canAccessAdmin, CaseMode, canDownloadTestcase, type CaseModeValue } from '@judge/shared';
import { routeOptions, zodApp } from '../../../lib/route.js';
import { ok, responses } from '../../../lib/envelope.js';
import { badRequest, forbidden, notFound } from '../../../lib/errors.js';
import { currentUser } from '../../../lib/auth/index.js';
import { actorOf } from '../../../lib/auth/actor.js';
import { activeCases, findProblemById } from '../repo.js';
import { memberLevel, requireGroup } from '../../group/access.js';
import { acceptTestcaseZip, receiveZipUpload } from './upload.js';
import { uploadedCasesSchema } from '../manage-schema.js';

const tags = ['file'];
const route = routeOptions(tags);

export async function problemTestdataRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, kv, judge } = fastify.ctx;
  const { db } = database;

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
        response: responses(uploadedCasesSchema),
      },
      config: { auth: 'login' },
    },
    async (req) => {
      const user = currentUser(req);
      // Test data is edited in the back office, or by a group's admins in the group's problem
      // editor (?gid=, hoj-api-paths §3 "R/A/PA or (gid and GA)"); the per-problem check follows
      // when the editor saves the problem.
      if (!canAccessAdmin(actorOf(user))) {
        if (req.query.gid == null) throw forbidden('No_Permission');
        await requireGroup(db, actorOf(user), req.query.gid, 'administer');
      }
      const { file, size } = await receiveZipUpload(req);
      const data = await acceptTestcaseZip({ kv, blobs: judge.blobs }, user.uid, file, size, req.query.mode);
      return ok(data, req.t('Upload_Testcase_Successfully'));
    },
  );

  app.get(
    '/api/file/download-testcase',
    route(
      'login',
      'Test data of a problem as a zip (root, problem admins, the author; a group problem: root, the author, the group admins)',
      null,
      {
        querystring: z.object({ pid: z.coerce.number().int() }),
      },
    ),
    async (req, reply) => {
      const user = currentUser(req);
      const problem = await findProblemById(db, req.query.pid);
      if (!problem) throw notFound('Problem_Not_Exist');
      const groupLevel = problem.gid != null ? await memberLevel(db, problem.gid, user.uid) : null;
      if (!canDownloadTestcase(actorOf(user), problem, groupLevel)) throw forbidden('No_Permission');
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
}
