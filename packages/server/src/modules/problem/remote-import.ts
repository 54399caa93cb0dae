// Remote problem import (hoj-api-paths §1.4, §1.7, §1.8; groups-accounts-admin §7): an admin names
// a site and its problem id; the site's adapter (judging/remote/sites/) fetches statement, limits
// and samples; the problem is stored as `<SITE>-<id>`, judged by the site (is_remote), offered in
// the local languages the site can take. Into a training or a contest it goes like a main-bank
// problem added from the public set (an already imported problem is reused).
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { Role, ProblemAuth, canAccessAdmin, type Actor } from '@judge/shared';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok } from '../../lib/envelope.js';
import { signedInActor } from '../../lib/auth/actor.js';
import { badRequest, forbidden } from '../../lib/errors.js';
import type { Database } from '../../db/index.js';
import { findProblemByDisplayId, type ProblemRow } from './repo.js';
import { RemoteError } from '../../judging/remote/types.js';
import type { AdapterRegistry } from '../../judging/remote/registry.js';
import { contestAdminService } from '../contest/manage-service.js';
import { trainingAdminService } from '../training/manage-service.js';

const route = routeOptions(['admin-problem']);
const ADMINS = { roles: [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN] } as const;
/** hoj-ui §1: crawled remote problems start at difficulty 1. */
const REMOTE_DIFFICULTY = 1;
/** Stack limit of the local row; the site applies its own. */
const REMOTE_STACK_MB = 128;

const importQuery = z.object({
  name: z.string().trim().min(1).max(16),
  problemId: z.string().trim().min(1).max(32),
});

const ERROR_KEYS: Record<RemoteError['kind'], string> = {
  'not-found': 'Remote_Problem_Not_Found',
  network: 'Remote_OJ_Unreachable',
  'page-changed': 'Remote_OJ_Page_Changed',
  login: 'Remote_OJ_Unreachable',
  submit: 'Remote_OJ_Unreachable',
};

const examplesOf = (list: { input: string; output: string }[]) =>
  list.map((e) => `<input>${e.input}</input><output>${e.output}</output>`).join('');

export function remoteImportService(database: Database, adapters: AdapterRegistry) {
  const { db, cols } = database;

  /** The problem `<SITE>-<id>`: the stored one if imported before, else fetched and stored now. */
  async function importProblem(actor: Actor, name: string, problemId: string): Promise<{ row: ProblemRow; created: boolean }> {
    if (!canAccessAdmin(actor)) throw forbidden('No_Permission');
    const key = name.toUpperCase();
    const adapter = adapters.get(key);
    if (!adapter) throw badRequest('Remote_OJ_Not_Supported', { oj: name });
    const displayId = `${key}-${problemId}`;
    const existing = await findProblemByDisplayId(db, displayId);
    if (existing) return { row: existing, created: false };
    let p;
    try {
      p = await adapter.fetchProblem(problemId);
    } catch (e) {
      if (e instanceof RemoteError)
        throw badRequest(ERROR_KEYS[e.kind], { oj: key, id: problemId, reason: e.message });
      throw e;
    }
    const now = cols.time();
    const languages = await db
      .selectFrom('language')
      .select('id')
      .where('oj', '=', 'ME')
      .where('name', 'in', Object.keys(adapter.languages))
      .execute();
    const stored = `${key}-${p.remoteId}`;
    const again = await findProblemByDisplayId(db, stored);
    if (again) return { row: again, created: false };
    const row = await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('problem')
        .values({
          problem_id: stored,
          title: p.title,
          author: actor.username,
          type: 0,
          judge_mode: 'default',
          judge_case_mode: 'default',
          time_limit: p.timeLimit,
          memory_limit: p.memoryLimit,
          stack_limit: REMOTE_STACK_MB,
          description: p.description,
          input: p.input,
          output: p.output,
          examples: examplesOf(p.examples),
          is_remote: cols.bool(true),
          source: p.source,
          difficulty: REMOTE_DIFFICULTY,
          hint: p.hint || null,
          auth: ProblemAuth.PUBLIC,
          io_score: 100,
          code_share: cols.bool(true),
          spj_code: null,
          spj_language: null,
          user_extra_file: null,
          judge_extra_file: null,
          is_remove_end_blank: cols.bool(true),
          open_case_result: cols.bool(true),
          is_upload_case: cols.bool(false),
          case_version: String(Date.now()),
          is_file_io: cols.bool(false),
          io_read_file_name: null,
          io_write_file_name: null,
          modified_user: actor.username,
          is_group: cols.bool(false),
          gid: null,
          gmt_create: now,
          gmt_modified: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (languages.length)
        await trx
          .insertInto('problem_language')
          .values(languages.map((l) => ({ pid: Number(inserted.id), lid: Number(l.id) })))
          .execute();
      return inserted;
    });
    return { row, created: true };
  }

  return { importProblem };
}

export async function remoteImportRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, judge, contestBoard } = fastify.ctx;
  const service = remoteImportService(database, judge.remote.adapters);
  const contests = contestAdminService(database, contestBoard.events);
  const trainings = trainingAdminService(database);
  const actor = signedInActor;

  app.get(
    '/api/admin/problem/import-remote-oj-problem',
    route(ADMINS, 'Import a problem of another judge (HDU, CF, GYM, POJ, AC, SPOJ) by its id there', z.null(), {
      querystring: importQuery,
    }),
    async (req) => {
      const { created } = await service.importProblem(actor(req), req.query.name, req.query.problemId);
      if (!created) throw badRequest('Remote_Problem_Exists', { id: `${req.query.name.toUpperCase()}-${req.query.problemId}` });
      return ok(null);
    },
  );

  app.get(
    '/api/admin/training/import-remote-oj-problem',
    route(ADMINS, "Import a problem of another judge into a training (reused if imported before)", z.null(), {
      querystring: importQuery.extend({ tid: z.coerce.number().int() }),
    }),
    async (req) => {
      const a = actor(req);
      const { row } = await service.importProblem(a, req.query.name, req.query.problemId);
      await trainings.addFromPublic(a, { pid: Number(row.id), tid: req.query.tid, displayId: row.problem_id });
      return ok(null);
    },
  );

  app.get(
    '/api/admin/contest/import-remote-oj-problem',
    route(ADMINS, 'Import a problem of another judge into a contest under a display id (reused if imported before)', z.null(), {
      querystring: importQuery.extend({ cid: z.coerce.number().int(), displayId: z.string().trim().min(1).max(255) }),
    }),
    async (req) => {
      const a = actor(req);
      const { row } = await service.importProblem(a, req.query.name, req.query.problemId);
      await contests.addFromPublic(a, { pid: Number(row.id), cid: req.query.cid, displayId: req.query.displayId });
      return ok(null);
    },
  );
}
