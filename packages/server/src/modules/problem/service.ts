// Public problem calls: list with bank/difficulty/tag/keyword filters, detail, tags, the caller's
// status per problem, random pick, recent updates, code templates, last accepted code, languages.
import { sql } from 'kysely';
import {
  JudgeStatus,
  LOCAL_OJ,
  ProblemAuth,
  ProblemBank,
  REMOTE_OJS,
  visibleProblemBanks,
} from '@judge/shared';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../lib/auth/index.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { pageOf, pageResult } from '../../lib/pagination.js';
import { readBool, isoOrNull } from '../../db/columns.js';
import { ownResultsSealedFrom } from '@judge/shared';
import { contestAccess } from '../contest/access.js';
import {
  actorOf,
  groupLevelOf,
  mayViewProblem,
  problemByDisplayId,
  problemById,
  type ProblemRow,
} from './access.js';
import {
  countsByProblem,
  emptyCounts,
  parseTagIds,
  problemCodeTemplates,
  problemLanguageNames,
  searchKeyword,
  tagsByProblem,
  titleSearchIndex,
} from './list-repo.js';
import { keywordConditions } from '../../lib/search.js';
import { presentTag } from './tag-presenter.js';
import { presentProblem } from './presenter.js';
import type { ProblemListQuery } from './schema.js';
import { problemListRecords } from './list-records.js';

const REMOTE_KEYS = new Set<string>(REMOTE_OJS.map((o) => o.key));

/** Tag-table oj of a problem bank: remote OJs keep their key, every local bank is 'ME'. */
export const tagOjOf = (oj?: string) =>
  oj && REMOTE_KEYS.has(oj.toUpperCase()) ? oj.toUpperCase() : LOCAL_OJ;

/** Rows of the home page's Latest Problem card (hoj-behaviour §7.4). */
const RECENT_PROBLEMS = 10;

export function problemService(ctx: AppContext) {
  const { db } = ctx.database;

  async function list(user: AuthUser | null, q: ProblemListQuery) {
    const page = pageOf(q, 'problems');
    const oj = q.oj?.trim() || ProblemBank.ALL;
    let base = db.selectFrom('problem as p');
    const banks = visibleProblemBanks(actorOf(user));
    if (oj === ProblemBank.CONCEAL || oj === ProblemBank.CONTEST || oj === ProblemBank.GROUP) {
      if (!banks.includes(oj)) throw forbidden('No_Permission');
      if (oj === ProblemBank.CONCEAL)
        base = base.where('p.auth', '=', ProblemAuth.PRIVATE).where('p.gid', 'is', null);
      else if (oj === ProblemBank.CONTEST)
        base = base.where('p.auth', '=', ProblemAuth.CONTEST).where('p.gid', 'is', null);
      else base = base.where('p.gid', 'is not', null);
    } else {
      base = base.where('p.auth', '=', ProblemAuth.PUBLIC).where('p.gid', 'is', null);
      if (oj === ProblemBank.MINE)
        base = base.where('p.is_remote', '=', ctx.database.cols.bool(false) as never);
      else if (REMOTE_KEYS.has(oj.toUpperCase()))
        base = base
          .where('p.is_remote', '=', ctx.database.cols.bool(true) as never)
          .where('p.problem_id', 'like', `${oj.toUpperCase()}-%`);
    }
    if (q.difficulty !== undefined) base = base.where('p.difficulty', '=', q.difficulty);
    const keyword = searchKeyword(q.keyword);
    if (keyword) {
      const indexed = titleSearchIndex(ctx.database.dialect);
      base = base.where((eb) =>
        eb.or(keywordConditions(eb, keyword, ['p.title', 'p.problem_id'], 'p.id', indexed)),
      );
    }
    for (const tid of parseTagIds(q.tagId))
      base = base.where('p.id', 'in', db.selectFrom('problem_tag').select('pid').where('tid', '=', tid));
    const totalRow = await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst();
    const total = Number(totalRow?.n ?? 0);
    const rows = await base
      .select(['p.id', 'p.problem_id', 'p.title', 'p.difficulty', 'p.type'])
      .orderBy('p.id')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    return pageResult(await problemListRecords(db, rows), total, page.limit, page.currentPage);
  }

  async function visibleProblem(user: AuthUser | null, problem: ProblemRow | undefined) {
    if (!problem) throw notFound('Problem_Not_Exist');
    if (!mayViewProblem(user, problem, await groupLevelOf(db, user, problem)))
      throw forbidden('Problem_No_Access');
    return problem;
  }

  const languagesOf = (pid: number) => problemLanguageNames(db, pid);
  const templatesOf = (pid: number) => problemCodeTemplates(db, pid);

  async function detail(user: AuthUser | null, problemId: string) {
    const problem = await visibleProblem(user, await problemByDisplayId(db, problemId.trim()));
    const pid = Number(problem.id);
    const [tags, counts, languages, codeTemplate] = await Promise.all([
      tagsByProblem(db, [pid]),
      countsByProblem(db, [pid]),
      languagesOf(pid),
      templatesOf(pid),
    ]);
    return {
      problem: presentProblem(problem),
      tags: tags.get(pid) ?? [],
      languages,
      problemCount: { pid, ...(counts.get(pid) ?? emptyCounts()) },
      codeTemplate,
    };
  }

  async function allTags(oj?: string) {
    const rows = await db
      .selectFrom('tag')
      .selectAll()
      .where('oj', '=', tagOjOf(oj))
      .where('gid', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map(presentTag);
  }

  /** The tags of one problem (HOJ's problem editor reads them), for callers who may see the problem. */
  async function problemTags(user: AuthUser | null, pid: number) {
    const problem = await visibleProblem(user, await problemById(db, pid));
    const rows = await db
      .selectFrom('tag')
      .selectAll()
      .where('id', 'in', db.selectFrom('problem_tag').select('tid').where('pid', '=', Number(problem.id)))
      .orderBy('id')
      .execute();
    return rows.map(presentTag);
  }

  async function tagsAndClassification(oj?: string) {
    const ojKey = tagOjOf(oj);
    const [classes, tags] = await Promise.all([
      db
        .selectFrom('tag_classification')
        .select(['id', 'name', 'oj', 'rank'])
        .where('oj', '=', ojKey)
        .orderBy('rank')
        .orderBy('id')
        .execute(),
      allTags(oj),
    ]);
    const out = classes.map((c) => ({
      classification: { ...c, id: Number(c.id) },
      tagList: tags.filter((t) => t.tcid === Number(c.id)),
    }));
    const loose = tags.filter((t) => t.tcid == null || !classes.some((c) => Number(c.id) === t.tcid));
    if (loose.length) out.push({ classification: null as never, tagList: loose });
    return out;
  }

  /**
   * The caller's status per problem outside contests, {pid: {status, score}}: Accepted if ever
   * accepted, else the latest verdict, -10 when never submitted. Inside a contest the contest
   * service answers (`contestService.problemStatus`: its access check and the seal).
   */
  async function userStatus(user: AuthUser, pidList: number[]) {
    const cid = 0;
    const out: Record<string, { status: number; score: number | null }> = {};
    if (pidList.length === 0) return out;
    const rows = await db
      .selectFrom('judge')
      .select(['pid', 'status', 'score', 'submit_id'])
      .where('uid', '=', user.uid)
      .where('pid', 'in', pidList)
      .where('cid', '=', cid)
      .where('status', '!=', JudgeStatus.CANCELLED)
      .orderBy('submit_id', 'desc')
      .execute();
    for (const pid of pidList) out[String(pid)] = { status: JudgeStatus.NOT_SUBMITTED, score: null };
    const seen = new Set<number>();
    for (const r of rows) {
      const key = String(r.pid);
      if (!seen.has(r.pid)) {
        seen.add(r.pid);
        out[key] = { status: r.status, score: r.score };
      }
      if (r.status === JudgeStatus.ACCEPTED) out[key] = { status: JudgeStatus.ACCEPTED, score: r.score };
    }
    return out;
  }

  async function random() {
    const pub = db
      .selectFrom('problem')
      .where('auth', '=', ProblemAuth.PUBLIC)
      .where('gid', 'is', null)
      .where('is_remote', '=', ctx.database.cols.bool(false) as never);
    const n = Number((await pub.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
    if (n === 0) throw badRequest('No_Problem_Available');
    const row = await pub
      .select('problem_id')
      .orderBy('id')
      .offset(Math.floor(Math.random() * n))
      .limit(1)
      .executeTakeFirstOrThrow();
    return { problemId: row.problem_id };
  }

  async function recentUpdated() {
    const rows = await db
      .selectFrom('problem')
      .select(['id', 'problem_id', 'title', 'type', 'gmt_create', 'gmt_modified'])
      .where('auth', '=', ProblemAuth.PUBLIC)
      .where('gid', 'is', null)
      // HOJ's home card: the ten public problems created last (its getRecentUpdatedProblemList)
      .orderBy('gmt_create', 'desc')
      .orderBy('id', 'desc')
      .limit(RECENT_PROBLEMS)
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      problemId: r.problem_id,
      title: r.title,
      type: r.type,
      gmtCreate: isoOrNull(r.gmt_create),
      gmtModified: isoOrNull(r.gmt_modified),
    }));
  }

  /** The problem's code templates as HOJ's CodeTemplate rows (the editor reads them, disabled ones too). */
  async function codeTemplate(user: AuthUser | null, pid: number) {
    const problem = await visibleProblem(user, await problemById(db, pid));
    const rows = await db
      .selectFrom('code_template')
      .select(['id', 'pid', 'lid', 'code', 'status'])
      .where('pid', '=', Number(problem.id))
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      id: Number(r.id),
      pid: r.pid,
      lid: r.lid,
      code: r.code,
      status: readBool(r.status),
    }));
  }

  async function lastAcCode(user: AuthUser, pid: number, cid = 0) {
    let q = db
      .selectFrom('judge')
      .select(['submit_id', 'code', 'language'])
      .where('uid', '=', user.uid)
      .where('pid', '=', pid)
      .where('cid', '=', cid)
      .where('status', '=', JudgeStatus.ACCEPTED);
    if (cid) {
      // Inside a contest: only for those who may enter it, and an OI participant's own results
      // from the seal on stay unknown (an AC found there would tell the sealed verdict).
      const actor = actorOf(user);
      const a = await contestAccess(ctx.database, actor, cid, 'inside');
      const sealedFrom = ownResultsSealedFrom(actor, a.ref, a.view, a.now);
      if (sealedFrom !== null) q = q.where('submit_time', '<', ctx.database.cols.time(new Date(sealedFrom)));
    }
    const row = await q.orderBy('submit_id', 'desc').limit(1).executeTakeFirst();
    if (!row) throw badRequest('Last_AC_Code_Not_Passed');
    return { submitId: Number(row.submit_id), code: row.code, language: row.language };
  }

  /** Local languages (of one problem, or all), with the version a running judge reports. */
  async function languages(user: AuthUser | null, q: { pid?: number; all?: boolean }) {
    let names: string[] | null = null;
    if (q.pid && !q.all) {
      const problem = await visibleProblem(user, await problemById(db, q.pid));
      names = await languagesOf(Number(problem.id));
    }
    const rows = await db
      .selectFrom('language')
      .selectAll()
      .where('oj', '=', LOCAL_OJ)
      .orderBy('seq', 'desc')
      .orderBy('id')
      .execute();
    const versions = await judgeLanguageVersions();
    return rows
      .filter((r) => !names || names.includes(r.name))
      .map((r) => ({
        id: Number(r.id),
        name: r.name,
        description: r.description,
        contentType: r.content_type,
        compileCommand: r.compile_command,
        template: r.template,
        codeTemplate: r.code_template,
        isSpj: readBool(r.is_spj),
        oj: r.oj,
        seq: r.seq,
        version: versions.get(r.name) ?? null,
      }));
  }

  /** Versions reported in the heartbeats of online judges (name → version). */
  async function judgeLanguageVersions() {
    const out = new Map<string, string>();
    const rows = await db
      .selectFrom('judge_server')
      .select(['languages', 'status'])
      .where('status', '=', 0)
      .execute();
    for (const r of rows) {
      const list = ctx.database.cols.readJson<{ name: string; version: string }[] | null>(r.languages) ?? [];
      for (const l of list) if (l?.name && !out.has(l.name)) out.set(l.name, l.version);
    }
    return out;
  }

  return {
    list,
    detail,
    allTags,
    problemTags,
    tagsAndClassification,
    userStatus,
    random,
    recentUpdated,
    codeTemplate,
    lastAcCode,
    languages,
  };
}
