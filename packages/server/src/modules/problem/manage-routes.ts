// Admin problem calls (hoj-api-paths §1.4): list, get, add, update, delete, change auth, cases,
// compile-spj / compile-interactive; plus the language list the editor offers.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';

import { Role, LOCAL_OJ, REMOTE_OJS } from '@judge/shared';
import type { LanguageAvailability } from '@judge/judge';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
import { ok, okAfter, responses } from '../../lib/envelope.js';
import { pageOf, pageSchema, pageResult, readPage } from '../../lib/pagination.js';
import { currentUser } from '../../lib/auth/index.js';
import { badRequest } from '../../lib/errors.js';
import { readBool } from '../../db/columns.js';
import { signedInActor } from '../../lib/auth/actor.js';
import {
  adminLanguageSchema,
  compileBody,
  listQuery,
  problemCaseSchema,
  problemDto,
  problemManageDetailSchema,
  problemVO,
  type LanguageHiddenCause,
} from './manage-schema.js';
import { problemAdminService } from './manage-service.js';
import { presentProblemForAdmin } from './presenter.js';
import { compileChecker } from './checker.js';
import { searchKeyword } from './list-repo.js';
import { keywordConditions } from '../../lib/search.js';
import { remoteImportRoutes } from './remote-import.js';

const tags = ['admin-problem'];
const route = routeOptions(tags);
const ADMINS = { roles: [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN] } as const;
const PROBLEM_ADMINS = { roles: [Role.ROOT, Role.PROBLEM_ADMIN] } as const;
const pidQuery = z.object({ pid: z.coerce.number().int() });

export async function adminProblemRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database, kv, judge } = fastify.ctx;
  const { db } = database;
  const service = problemAdminService({ database, kv, blobs: judge.blobs });
  await remoteImportRoutes(fastify);

  const read = readRoutes(app, route, signedInActor);

  app.get(
    '/api/admin/problem/get-problem-list',
    route(
      ADMINS,
      'Problems of the main bank, newest first, 10 a page; keyword (title, display id, author), auth (0 all), oj ' +
        '(All, a remote OJ, or local). Admins see their own problems, problem admins and root all',
      pageSchema(problemVO),
      { querystring: listQuery },
    ),
    async (req) => {
      const user = currentUser(req);
      const { currentPage, limit, offset } = pageOf(req.query, 'adminLists');
      const { keyword, auth, oj } = req.query;
      let q = db.selectFrom('problem').where('is_group', '=', database.cols.bool(false) as never);
      if (user.roleId === Role.ADMIN) q = q.where('author', '=', user.username);
      if (auth) q = q.where('auth', '=', auth);
      if (oj && oj !== 'All') {
        const remote = REMOTE_OJS.find((r) => r.key === oj.toUpperCase());
        q = remote
          ? q
              .where('is_remote', '=', database.cols.bool(true) as never)
              .where('problem_id', 'like', `${remote.key}-%`)
          : q.where('is_remote', '=', database.cols.bool(false) as never);
      }
      const kw = searchKeyword(keyword);
      if (kw) {
        q = q.where((eb) => eb.or(keywordConditions(eb, kw, ['title', 'problem_id', 'author'])));
      }
      const { rows, total } = await readPage(q, (b) => b.selectAll().orderBy('id', 'desc'), {
        limit,
        offset,
      });
      return ok(pageResult(rows.map(presentProblemForAdmin), total, limit, currentPage));
    },
  );

  read(
    '/api/admin/problem',
    ADMINS,
    'A problem for the editor, with its languages, code templates and tags (root, problem admins, the author)',
    problemManageDetailSchema,
    pidQuery,
    (caller, q) => service.detail(caller, q.pid),
  );

  app.post(
    '/api/admin/problem',
    route(ADMINS, 'Create a problem (ProblemDTO)', problemManageDetailSchema, { body: problemDto }),
    async (req) => {
      const actor = signedInActor(req);
      const row = await service.save(actor, req.body, null);
      return ok(await service.detail(actor, Number(row.id)), req.t('Create_Successfully'));
    },
  );

  app.put(
    '/api/admin/problem',
    route(ADMINS, 'Update a problem (ProblemDTO with problem.id)', problemManageDetailSchema, {
      body: problemDto,
    }),
    async (req) => {
      const actor = signedInActor(req);
      const id = req.body.problem.id;
      if (id == null) throw badRequest('Param_Required', { field: 'problem.id' });
      const row = await service.save(actor, req.body, id);
      return ok(await service.detail(actor, Number(row.id)), req.t('Update_Successfully'));
    },
  );

  app.delete(
    '/api/admin/problem',
    route(PROBLEM_ADMINS, 'Delete a problem (root, problem admins)', z.null(), { querystring: pidQuery }),
    async (req) => okAfter(req, 'Delete_successfully', service.remove(req.query.pid)),
  );

  app.put(
    '/api/admin/problem/change-problem-auth',
    route(
      ADMINS,
      'Change a problem’s auth (1 public: root and problem admins only, 2 private, 3 contest)',
      z.null(),
      { body: z.object({ id: z.number().int(), auth: z.number().int() }) },
    ),
    async (req) =>
      okAfter(req, 'Update_Successfully', service.changeAuth(signedInActor(req), req.body.id, req.body.auth)),
  );

  read(
    '/api/admin/problem/get-problem-cases',
    ADMINS,
    'Current test cases: typed ones with their text, uploaded ones by file name',
    z.array(problemCaseSchema),
    pidQuery.extend({ isUpload: z.string().optional() }),
    (caller, q) => service.cases(caller, q.pid),
  );

  for (const [path, what] of [
    ['/api/admin/problem/compile-spj', 'special-judge checker'],
    ['/api/admin/problem/compile-interactive', 'interactor'],
  ] as const) {
    app.post(
      path,
      {
        schema: {
          tags,
          summary: `Compile a ${what} in the sandbox; failure answers 400 with the compiler message`,
          body: compileBody,
          response: responses(z.null()),
        },
        config: { auth: ADMINS },
      },
      async (req) => okAfter(req, 'Compiled_Successfully', compileChecker({ judge, kv }, req.body)),
    );
  }

  type Availability = Map<string, LanguageAvailability> | { unavailable: string } | null;

  /** What the judge of this process offers (null: it does not judge here; the sandbox may fail to start). */
  async function availabilityByName(): Promise<Availability> {
    if (!judge.embedded) return null;
    try {
      return new Map((await judge.judge()).availability().map((a) => [a.name, a]));
    } catch (e) {
      return { unavailable: e instanceof Error ? e.message : String(e) };
    }
  }

  function availabilityOf(availability: Availability, name: string) {
    const hidden = (cause: LanguageHiddenCause, reason: string, packages: string[] = []) => ({
      offered: false,
      hiddenCause: cause,
      hiddenReason: reason,
      packages,
    });
    if (availability === null) return { offered: null, hiddenCause: null, hiddenReason: null, packages: [] };
    if (!(availability instanceof Map)) return hidden('sandbox-unavailable', availability.unavailable);
    const a = availability.get(name);
    if (!a) return hidden('unknown-language', 'not in the judge’s language table');
    if (a.offered) return { offered: true, hiddenCause: null, hiddenReason: null, packages: a.packages };
    return hidden(a.cause ?? 'toolchain-missing', a.reason ?? '', a.packages);
  }

  app.get(
    '/api/admin/languages',
    route(
      ADMINS,
      'Languages of the local judge (oj ME) for the problem editor and the languages view, with whether the ' +
        'judge of this process offers each (null when it does not judge in-process), why not and what to install',
      z.array(adminLanguageSchema),
      { querystring: z.object({ oj: z.string().max(20).optional() }) },
    ),
    async (req) => {
      const rows = await db
        .selectFrom('language')
        .selectAll()
        .where('oj', '=', req.query.oj ?? LOCAL_OJ)
        .orderBy('seq', 'desc')
        .orderBy('id')
        .execute();
      const availability = await availabilityByName();
      return ok(
        rows.map((l) => ({
          id: Number(l.id),
          name: l.name,
          description: l.description,
          contentType: l.content_type,
          compileCommand: l.compile_command,
          template: l.template,
          codeTemplate: l.code_template,
          isSpj: readBool(l.is_spj),
          oj: l.oj,
          seq: l.seq,
          ...availabilityOf(availability, l.name),
        })),
      );
    },
  );
}
