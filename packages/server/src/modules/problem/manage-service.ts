// Problem back office: saving a problem with its languages, templates, tags and a new test-data
// version when the cases changed; reading it back for the editor; list, delete, auth changes.
import fs from 'node:fs/promises';
import { sql, type Kysely } from 'kysely';
import { canManageAllProblems, canManageProblem, LOCAL_OJ, ProblemAuth, ProblemType, type Actor, type CaseModeValue } from '@judge/shared';
import { problemTotalScore } from '@judge/judge';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/types.js';
import { readBool, readTime } from '../../db/columns.js';
import type { KvStore } from '../../lib/kv.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { activeCases, CASE_ACTIVE, type ProblemCaseRow } from './repo.js';
import type { TestDataBlobs } from './testdata/store.js';
import { loadManifest } from './testdata/upload.js';
import { presentProblemForAdmin } from './presenter.js';
import type { ProblemDto } from './manage-schema.js';
import { checkCaseNumbers, checkerFingerprint, checkProblemDto, needsChecker, parseExtraFiles } from './rules.js';

import type { ProblemRow } from '../../db/rows.js';
export type { ProblemRow };
const CASE_REMOVED = 1;
/** A compiled checker stays valid for saving this long. */
export const CHECKER_OK_TTL_MS = 7 * 24 * 3600 * 1000;
export const checkerOkKey = (fingerprint: string) => `checker-ok:${fingerprint}`;

interface ResolvedCase {
  input: string;
  output: string;
  inputHash: string;
  outputHash: string;
  inputSize: number;
  outputSize: number;
  score: number;
  groupNum: number;
}

/** A call made inside a group, already authorised by the group scope. */
export interface GroupScope {
  gid: number;
  shortName: string;
}

export function problemAdminService(deps: { database: Database; kv: KvStore; blobs: TestDataBlobs }) {
  const { database, kv, blobs } = deps;
  const { db, cols } = database;

  async function mustFind(id: number): Promise<ProblemRow> {
    const row = await db.selectFrom('problem').selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw notFound('Problem_Not_Exist');
    return row;
  }

  /**
   * The problem, if the actor may manage it (root, problem admins, its author). A group problem
   * call passes `groupScope`: the group scope has already decided (policies/problem.ts
   * canManageGroupProblem), and the problem must belong to that group.
   */
  async function manageable(actor: Actor, id: number, groupScope?: GroupScope): Promise<ProblemRow> {
    const row = await mustFind(id);
    if (groupScope) {
      if (row.gid !== groupScope.gid) throw notFound('Problem_Not_Exist');
      return row;
    }
    if (!canManageProblem(actor, { author: row.author })) throw forbidden('Problem_Not_Yours');
    return row;
  }

  /** Turns the editor's cases into stored blobs (typed text, or names of an upload / existing files). */
  async function resolveCases(dto: ProblemDto, uid: string, current: ProblemCaseRow[]): Promise<ResolvedCase[]> {
    const numbers = checkCaseNumbers(dto.samples, dto.problem.type, dto.problem.judgeCaseMode);
    if (!dto.isUploadTestCase) {
      const out: ResolvedCase[] = [];
      for (const [i, c] of dto.samples.entries()) {
        const inp = await blobs.put(c.input);
        const outp = await blobs.put(c.output);
        out.push({
          input: `${i + 1}.in`,
          output: `${i + 1}.out`,
          inputHash: inp.hash,
          outputHash: outp.hash,
          inputSize: inp.size,
          outputSize: outp.size,
          ...numbers[i],
        });
      }
      return out;
    }
    const files = new Map<string, { hash: string; size: number }>();
    for (const c of current) {
      files.set(c.input, { hash: c.input_hash, size: Number(c.input_size) });
      files.set(c.output, { hash: c.output_hash, size: Number(c.output_size) });
    }
    if (dto.uploadTestcaseDir) {
      const manifest = await loadManifest(kv, dto.uploadTestcaseDir);
      if (manifest.uid !== uid) throw badRequest('Testcase_Upload_Expired');
      for (const [name, f] of Object.entries(manifest.files)) files.set(name, f);
    }
    return dto.samples.map((c, i) => {
      const inp = files.get(c.input);
      const outp = files.get(c.output);
      if (!inp || !outp) throw badRequest('Testcase_File_Missing', { name: !inp ? c.input : c.output });
      return {
        input: c.input,
        output: c.output,
        inputHash: inp.hash,
        outputHash: outp.hash,
        inputSize: inp.size,
        outputSize: outp.size,
        ...numbers[i],
      };
    });
  }

  const sameCases = (a: ResolvedCase[], b: ProblemCaseRow[]) =>
    a.length === b.length &&
    a.every(
      (c, i) =>
        c.input === b[i].input &&
        c.output === b[i].output &&
        c.inputHash === b[i].input_hash &&
        c.outputHash === b[i].output_hash &&
        c.score === b[i].score &&
        c.groupNum === b[i].group_num,
    );

  async function assertCheckerCompiled(dto: ProblemDto, before: ProblemRow | null) {
    const p = dto.problem;
    if (!needsChecker(p.judgeMode)) return;
    const unchanged =
      before &&
      before.judge_mode === p.judgeMode &&
      before.spj_code === p.spjCode &&
      before.spj_language === p.spjLanguage &&
      (before.judge_extra_file ?? '') === (p.judgeExtraFile ?? '');
    if (unchanged) return;
    const fp = checkerFingerprint(p.spjLanguage!, p.spjCode!, parseExtraFiles(p.judgeExtraFile, 'judgeExtraFile'));
    if (!(await kv.get(checkerOkKey(fp)))) throw badRequest('Problem_Checker_Not_Compiled');
  }

  async function assertDisplayIdFree(problemId: string, exceptId: number | null) {
    let q = db.selectFrom('problem').select('id').where(sql<string>`upper(problem_id)`, '=', problemId);
    if (exceptId != null) q = q.where('id', '!=', exceptId);
    if (await q.executeTakeFirst()) throw badRequest('Problem_Display_ID_Exists', { id: problemId });
  }

  async function assertLanguages(dto: ProblemDto) {
    const ids = [...new Set(dto.languages.map((l) => l.id))];
    const rows = await db.selectFrom('language').select(['id', 'name']).where('id', 'in', ids).execute();
    if (rows.length !== ids.length) throw badRequest('Problem_Language_Invalid');
    const names = new Map(rows.map((r) => [Number(r.id), r.name]));
    const all = await db.selectFrom('language').select(['id', 'name']).execute();
    const allNames = new Map(all.map((r) => [Number(r.id), r.name]));
    for (const t of dto.codeTemplates) {
      if (!allNames.has(t.lid)) throw badRequest('Problem_Language_Invalid');
      if (t.status && t.code.trim() === '')
        throw badRequest('Problem_Code_Template_Empty', { language: allNames.get(t.lid)! });
    }
    return ids.filter((id) => names.has(id));
  }

  async function save(
    actor: Actor,
    dto: ProblemDto,
    id: number | null,
    opts: { trustChecker?: boolean; groupScope?: GroupScope } = {},
  ): Promise<ProblemRow> {
    const { groupScope } = opts;
    const checked = checkProblemDto(dto);
    // A group problem's display id carries the group's short name (groups-accounts-admin.md §8);
    // display ids are upper case on this site (rules.ts), the prefix too.
    const prefix = groupScope?.shortName.toUpperCase() ?? '';
    const problemId =
      groupScope && !checked.problemId.startsWith(prefix) ? prefix + checked.problemId : checked.problemId;
    const before = id == null ? null : await manageable(actor, id, groupScope);
    const p = dto.problem;
    if (groupScope) {
      // Inside a group "public" means the group's members; only 1 (members) and 2 (hidden) exist.
      if (p.auth !== ProblemAuth.PUBLIC && p.auth !== ProblemAuth.PRIVATE) throw badRequest('Problem_Auth_Invalid');
    } else if (p.auth === ProblemAuth.PUBLIC && !canManageAllProblems(actor) && before?.auth !== ProblemAuth.PUBLIC)
      throw forbidden('Problem_Public_Auth_Refused');
    await assertDisplayIdFree(problemId, id);
    const lids = await assertLanguages(dto);
    if (!opts.trustChecker) await assertCheckerCompiled(dto, before);
    const current = before ? await activeCases(db, Number(before.id)) : [];
    const cases = await resolveCases(dto, actor.uid, current);
    const caseMode = p.judgeCaseMode as CaseModeValue;
    const ioScore = p.type === ProblemType.OI ? problemTotalScore(cases, caseMode) : 100;
    const casesChanged =
      !before || !sameCases(cases, current) || before.judge_case_mode !== caseMode || before.judge_mode !== p.judgeMode;
    const now = cols.time();
    const version = casesChanged
      ? String(Math.max(Date.now(), before ? Number(before.case_version) + 1 || 0 : 0))
      : before!.case_version;
    const checker = needsChecker(p.judgeMode);
    const values = {
      problem_id: problemId,
      title: p.title.trim(),
      type: p.type,
      judge_mode: p.judgeMode,
      judge_case_mode: caseMode,
      time_limit: p.timeLimit,
      memory_limit: p.memoryLimit,
      stack_limit: p.stackLimit,
      description: p.description ?? null,
      input: p.input ?? null,
      output: p.output ?? null,
      examples: p.examples ?? null,
      source: p.source ?? null,
      difficulty: p.difficulty,
      hint: p.hint ?? null,
      auth: p.auth,
      io_score: ioScore,
      code_share: cols.bool(p.codeShare),
      spj_code: checker ? p.spjCode! : null,
      spj_language: checker ? p.spjLanguage! : null,
      user_extra_file: parseExtraFiles(p.userExtraFile, 'userExtraFile') ? p.userExtraFile! : null,
      judge_extra_file: parseExtraFiles(p.judgeExtraFile, 'judgeExtraFile') ? p.judgeExtraFile! : null,
      is_remove_end_blank: cols.bool(p.isRemoveEndBlank),
      open_case_result: cols.bool(p.openCaseResult),
      is_upload_case: cols.bool(dto.isUploadTestCase),
      case_version: version,
      is_file_io: cols.bool(p.isFileIO),
      io_read_file_name: p.isFileIO ? p.ioReadFileName!.trim() : null,
      io_write_file_name: p.isFileIO ? p.ioWriteFileName!.trim() : null,
      modified_user: actor.username,
      gmt_modified: now,
    };
    const pid = await db.transaction().execute(async (trx) => {
      let pid: number;
      if (before) {
        pid = Number(before.id);
        await trx.updateTable('problem').set(values).where('id', '=', pid).execute();
      } else {
        const row = await trx
          .insertInto('problem')
          .values({
            ...values,
            author: actor.username,
            is_remote: cols.bool(false),
            is_group: cols.bool(!!groupScope),
            gid: groupScope?.gid ?? null,
            gmt_create: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        pid = Number(row.id);
      }
      await trx.deleteFrom('problem_language').where('pid', '=', pid).execute();
      await trx.insertInto('problem_language').values(lids.map((lid) => ({ pid, lid }))).execute();
      await trx.deleteFrom('code_template').where('pid', '=', pid).execute();
      if (dto.codeTemplates.length)
        await trx
          .insertInto('code_template')
          .values(
            dto.codeTemplates.map((t) => ({
              pid,
              lid: t.lid,
              code: t.code,
              status: cols.bool(t.status),
              gmt_create: now,
              gmt_modified: now,
            })),
          )
          .execute();
      await saveTags(trx, pid, dto.tags, now);
      if (casesChanged) {
        await trx
          .updateTable('problem_case')
          .set({ status: CASE_REMOVED, gmt_modified: now })
          .where('pid', '=', pid)
          .where('status', '=', CASE_ACTIVE)
          .execute();
        await trx
          .insertInto('problem_case')
          .values(
            cases.map((c, i) => ({
              pid,
              input: c.input,
              output: c.output,
              input_hash: c.inputHash,
              output_hash: c.outputHash,
              input_size: c.inputSize,
              output_size: c.outputSize,
              score: c.score,
              group_num: c.groupNum,
              status: CASE_ACTIVE,
              sort: i + 1,
              gmt_create: now,
              gmt_modified: now,
            })),
          )
          .execute();
      }
      return pid;
    });
    return mustFind(pid);
  }

  async function saveTags(trx: Kysely<DB>, pid: number, tags: ProblemDto['tags'], now: string) {
    const tids: number[] = [];
    for (const tag of tags) {
      const name = tag.name.trim();
      let tid = tag.id ?? null;
      if (tid != null) {
        const row = await trx.selectFrom('tag').select('id').where('id', '=', tid).executeTakeFirst();
        if (!row) tid = null;
      }
      if (tid == null) {
        const existing = await trx
          .selectFrom('tag')
          .select('id')
          .where('name', '=', name)
          .where('oj', '=', LOCAL_OJ)
          .where('gid', 'is', null)
          .executeTakeFirst();
        tid = existing
          ? Number(existing.id)
          : Number(
              (
                await trx
                  .insertInto('tag')
                  .values({ name, color: tag.color ?? null, oj: LOCAL_OJ, gid: null, tcid: null, gmt_create: now, gmt_modified: now })
                  .returning('id')
                  .executeTakeFirstOrThrow()
              ).id,
            );
      }
      if (!tids.includes(tid)) tids.push(tid);
    }
    await trx.deleteFrom('problem_tag').where('pid', '=', pid).execute();
    if (tids.length) await trx.insertInto('problem_tag').values(tids.map((tid) => ({ pid, tid }))).execute();
  }

  /** The editor's view of a problem: the problem plus its languages, templates and tags. */
  async function detail(actor: Actor, id: number, groupScope?: GroupScope) {
    const row = await manageable(actor, id, groupScope);
    const [languages, templates, tags] = await Promise.all([
      db
        .selectFrom('problem_language as pl')
        .innerJoin('language as l', 'l.id', 'pl.lid')
        .select(['l.id', 'l.name'])
        .where('pl.pid', '=', id)
        .orderBy('l.seq', 'desc')
        .execute(),
      db.selectFrom('code_template').selectAll().where('pid', '=', id).orderBy('id').execute(),
      db
        .selectFrom('problem_tag as pt')
        .innerJoin('tag as t', 't.id', 'pt.tid')
        .select(['t.id', 't.name', 't.color', 't.oj', 't.tcid'])
        .where('pt.pid', '=', id)
        .orderBy('pt.id')
        .execute(),
    ]);
    return {
      ...presentProblemForAdmin(row),
      // A problem without language rows accepts every local language (problem-repo's rule).
      languages: (languages.length
        ? languages
        : await db.selectFrom('language').select(['id', 'name']).where('oj', '=', LOCAL_OJ).orderBy('seq', 'desc').execute()
      ).map((l) => ({ id: Number(l.id), name: l.name })),
      codeTemplates: templates.map((t) => ({ id: Number(t.id), lid: t.lid, code: t.code, status: readBool(t.status) })),
      tags: tags.map((t) => ({ id: Number(t.id), name: t.name, color: t.color, oj: t.oj, tcid: t.tcid })),
    };
  }

  /** Cases for the editor: typed cases with their text, uploaded ones by file name. */
  async function cases(actor: Actor, id: number, groupScope?: GroupScope) {
    const row = await manageable(actor, id, groupScope);
    const list = await activeCases(db, id);
    const typed = !readBool(row.is_upload_case);
    const read = async (hash: string) => {
      const p = await blobs.pathOf(hash);
      if (!p) return '';
      const buf = await fs.readFile(p);
      return buf.subarray(0, 1024 * 1024).toString('utf8');
    };
    return Promise.all(
      list.map(async (c) => ({
        id: Number(c.id),
        pid: c.pid,
        input: typed ? await read(c.input_hash) : c.input,
        output: typed ? await read(c.output_hash) : c.output,
        score: c.score,
        groupNum: c.group_num,
        status: c.status,
        gmtCreate: readTime(c.gmt_create)?.toISOString() ?? null,
        gmtModified: readTime(c.gmt_modified)?.toISOString() ?? null,
      })),
    );
  }

  async function changeAuth(actor: Actor, id: number, auth: number) {
    const row = await manageable(actor, id);
    if (![ProblemAuth.PUBLIC, ProblemAuth.PRIVATE, ProblemAuth.CONTEST].includes(auth as 1 | 2 | 3))
      throw badRequest('Problem_Auth_Invalid');
    if (auth === ProblemAuth.PUBLIC && !canManageAllProblems(actor)) throw forbidden('Problem_Public_Auth_Refused');
    await db
      .updateTable('problem')
      .set({ auth, modified_user: actor.username, gmt_modified: cols.time() })
      .where('id', '=', row.id)
      .execute();
  }

  async function remove(id: number) {
    await mustFind(id);
    await db.deleteFrom('problem').where('id', '=', id).execute();
  }

  return { save, detail, cases, changeAuth, remove, manageable };
}
export type ProblemAdminService = ReturnType<typeof problemAdminService>;
