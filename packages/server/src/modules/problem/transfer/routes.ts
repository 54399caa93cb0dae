// Problem import and export (hoj-api-paths §3), one format per file beside this one (root only).
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { zodApp } from '../../../lib/route.js';
import { ok, responses } from '../../../lib/envelope.js';
import { currentUser } from '../../../lib/auth/index.js';
import { actorOf } from '../../../lib/auth/actor.js';
import { ROOT_ONLY } from '../../../lib/auth/roles.js';
import { receiveZipUpload } from '../testdata/upload.js';
import { exportProblems, importProblems } from './hoj.js';
import { importQdojProblems } from './qduoj.js';
import { importFpsProblems } from './fps.js';
import { importHydroProblems } from './hydro.js';
import { importPolygonProblems } from './polygon.js';
import { CLASH_POLICIES, importReportSchema } from '../manage-schema.js';
import { problemAdminService } from '../manage-service.js';

const tags = ['file'];

export async function problemTransferRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, config, kv, judge } = fastify.ctx;
  const service = problemAdminService({ database, kv, blobs: judge.blobs });

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
    ['/api/file/import-polygon-problem', 'Polygon full packages (problem.xml + statements/ + tests/; several in one zip, one per folder)', importPolygonProblems],
  ] as const) {
    app.post(
      url,
      {
        schema: {
          tags,
          summary:
            `Import ${what} (root); answers one report per problem: imported (with the display id it got), or refused ` +
            'with the reason. policy: what to do when a display id exists (rename to a free id derived from it, the ' +
            'default; skip; overwrite the existing problem, its cases becoming a new test-data version)',
          consumes: ['multipart/form-data'],
          querystring: z.object({ policy: z.enum(CLASH_POLICIES).default('rename') }),
          body: z.unknown(),
          response: responses(z.array(importReportSchema)),
        },
        config: { auth: ROOT_ONLY },
      },
      async (req) => {
        const user = currentUser(req);
        const { file, size } = await receiveZipUpload(req);
        try {
          const reports = await run(
            { database, kv, blobs: judge.blobs, service, t: (k, p) => req.t(k, p), dataDir: config.dataDir, policy: req.query.policy },
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
