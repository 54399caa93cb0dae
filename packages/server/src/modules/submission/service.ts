// Submission list (30 per page unless `limit` says, filters indexed on `judge`), detail, share flag, and the status
// views pushed by the SSE stream. Visibility rules live in visibility.ts.
import { sql, type ExpressionBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { DB } from '../../db/types.js';
import { problemIdsMatching, submissionsOfProblems } from '../problem/list-repo.js';
import { ProblemAuth, seesAllSubmissions } from '@judge/shared';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../lib/auth/index.js';
import { forbidden, notFound, unauthorized, badRequest } from '../../lib/errors.js';
import { actorOf } from '../../lib/auth/actor.js';
import { cappedTotal, pageOf, pageResult } from '../../lib/pagination.js';
import { likePattern, searchKeyword } from '../../lib/search.js';
import { readBool, isoOrNull } from '../../db/columns.js';
import { presentSubmission, SUBMISSION_LIST_COLUMNS } from './presenter.js';
import {
  contestFactsFor,
  contestVisibilityOf,
  PROBLEM_FACT_COLUMNS,
  problemOfRow,
  visibilityOf,
  type ProblemFactsRow,
} from './visibility.js';
import type { SubmissionRow } from '../../db/rows.js';
import { wrongCaseService } from './wrong-case.js';
import { memberLevel, requireGroup } from '../group/access.js';
import { caseResultView } from './case-results.js';


export interface SubmissionListQuery {
  onlyMine?: boolean;
  status?: number;
  username?: string;
  problemID?: string;
  completeProblemID?: boolean;
  gid?: number;
  currentPage?: number;
  limit?: number;
}

/**
 * A partial problem id filter of the submission list reads the submissions of the problems whose
 * display id contains it (a site submission's display_pid is its problem's current display id: the
 * problem editor renames them together) instead of testing `display_pid LIKE` on every submission
 * of the site: an id that matched nothing walked all of them, 0.3 s for the count and 0.6 s for the
 * page at 1 000 000 submissions (bench/README.md "Load"). The count always reads those problems'
 * submissions (at most the capped total's rows). The page reads them and sorts them when they are
 * few (at most PARTIAL_GATHER by the verdict counters: ~8 µs a row), and walks the site's newest
 * submissions testing the LIKE when they are many (15 × total / matches rows: cheap when matches are
 * dense). More than PARTIAL_CANDIDATES problems (an id like "1") is dense: both walk.
 */
const PARTIAL_CANDIDATES = 1000;
const PARTIAL_GATHER = 1000;

type JudgeQuery = SelectQueryBuilder<DB & { j: DB['judge'] }, 'j', object>;

export function submissionService(ctx: AppContext) {
  const { db } = ctx.database;
  const wrongCase = wrongCaseService(ctx);

  async function partialProblemFilter(base: JudgeQuery, problemID: string, scope: number) {
    const walk = base.where(sql<SqlBool>`lower(j.display_pid) like ${likePattern(problemID)} escape '\\'`);
    const pids = await problemIdsMatching(db, ctx.database.dialect, problemID, PARTIAL_CANDIDATES);
    if (pids.length > PARTIAL_CANDIDATES) return { count: walk, page: walk };
    const gather = pids.length ? walk.where('j.pid', 'in', pids) : walk.where(sql<SqlBool>`1 = 0`);
    const dense = (await submissionsOfProblems(db, pids, scope)) > PARTIAL_GATHER;
    return { count: gather, page: dense ? walk : gather };
  }

  async function list(user: AuthUser | null, q: SubmissionListQuery) {
    const page = pageOf(q, 'submissions');
    // A group's submissions are its members' (and the site root's) to list, as every group call.
    if (q.gid) await requireGroup(db, actorOf(user), q.gid, 'enter');
    let base = db.selectFrom('judge as j').where('j.cid', '=', 0);
    base = q.gid ? base.where('j.gid', '=', q.gid) : base.where('j.gid', 'is', null);
    if (q.onlyMine) {
      if (!user) throw unauthorized('Please_login_first');
      base = base.where('j.uid', '=', user.uid);
    }
    if (q.status !== undefined) base = base.where('j.status', '=', q.status);
    const username = searchKeyword(q.username);
    if (username) base = base.where('j.username', '=', username);
    const problemID = searchKeyword(q.problemID);
    // A partial problem id: `pageBase` is what the page reads, `base` what the count reads (below).
    let pageBase = base;
    if (problemID) {
      if (q.completeProblemID) base = pageBase = base.where('j.display_pid', '=', problemID);
      else ({ count: base, page: pageBase } = await partialProblemFilter(base, problemID, q.gid ?? 0));
    }
    // Submissions of hidden problems: only their authors' own rows, unless the caller manages problems.
    // The problem's auth is read per row by a correlated lookup, not from the join: on the joined
    // column SQLite's planner (with the statistics of a large judge table) builds a Bloom filter
    // over every problem first, 1 ms of each page and 4 ms of a verdict-filtered one, where the
    // lookup stops with the page (0.04 ms).
    if (!seesAllSubmissions(actorOf(user))) {
      const visible = (eb: ExpressionBuilder<DB & { j: DB['judge'] }, 'j'>) => {
        const auth = eb.selectFrom('problem as hp').select('hp.auth').whereRef('hp.id', '=', 'j.pid');
        return eb.or([eb(auth, '=', ProblemAuth.PUBLIC), ...(user ? [eb('j.uid', '=', user.uid)] : [])]);
      };
      base = base.where(visible);
      pageBase = pageBase.where(visible);
    }
    const total = await cappedTotal(db, base.select('j.submit_id'), page);
    // The problem's columns for the page's rows only (the count needs none of them).
    const rows = await pageBase
      .leftJoin('problem as p', 'p.id', 'j.pid')
      .select(SUBMISSION_LIST_COLUMNS)
      .select(['p.title', 'p.source', ...PROBLEM_FACT_COLUMNS])
      .orderBy('j.submit_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const switches = await ctx.siteConfig.switches();
    return pageResult(
      rows.map((r) => {
        const v = visibilityOf(user, r, problemOfRow(r), switches);
        return {
          uid: r.uid,
          submitId: Number(r.submit_id),
          username: r.username,
          pid: r.pid,
          displayPid: r.display_pid,
          title: r.title ?? null,
          displayId: null,
          submitTime: isoOrNull(r.submit_time),
          status: r.status,
          share: v.share ? readBool(r.share) : false,
          time: v.stats ? r.time : null,
          memory: v.stats ? r.memory : null,
          score: r.score,
          oiRankScore: r.oi_rank_score,
          length: v.stats ? r.length : null,
          language: r.language,
          cid: r.cid,
          cpid: r.cpid,
          // HOJ's JudgeVO.source: the problem's source (where a remote problem comes from).
          source: r.source ?? null,
          judger: r.judger,
          ip: v.ip ? r.ip : null,
          isManual: readBool(r.is_manual),
        };
      }),
      total,
      page.limit,
      page.currentPage,
    );
  }

  async function load(submitId: number) {
    const s = await db.selectFrom('judge').selectAll().where('submit_id', '=', submitId).executeTakeFirst();
    if (!s) throw notFound('Submission_Not_Exist');
    const p = await db.selectFrom('problem').selectAll().where('id', '=', s.pid).executeTakeFirst();
    return { s, p };
  }

  /** The contest's own id and title of contest problems, by contest_problem id. */
  async function contestNamesOf(cpids: number[]) {
    const out = new Map<number, { displayId: string; title: string }>();
    const ids = [...new Set(cpids.filter((x) => x > 0))];
    if (ids.length === 0) return out;
    const rows = await db
      .selectFrom('contest_problem')
      .select(['id', 'display_id', 'display_title'])
      .where('id', 'in', ids)
      .execute();
    for (const r of rows) out.set(Number(r.id), { displayId: r.display_id, title: r.display_title });
    return out;
  }

  /** The caller's view of one submission: the shared policy, plus its contest's rules (seal included). */
  async function viewOf(
    user: AuthUser | null,
    s: SubmissionRow,
    p: ProblemFactsRow | null | undefined,
    switches: { hideNonContestSubmissionCode?: boolean },
  ) {
    // A group submission (a group problem's or a group contest's): the caller's level in its group.
    const groupAuth = s.gid != null && user ? await memberLevel(db, s.gid, user.uid) : null;
    let facts = s.cid > 0 ? (await contestFactsFor(db, user, [s.cid])).get(s.cid) : undefined;
    if (facts && facts.ref.gid != null && facts.ref.gid === s.gid)
      facts = { ...facts, view: { ...facts.view, groupAuth } };
    return contestVisibilityOf(user, s, p, switches, facts, Date.now(), groupAuth);
  }

  async function detail(user: AuthUser | null, submitId: number) {
    const { s, p } = await load(submitId);
    const v = await viewOf(user, s, p, await ctx.siteConfig.switches());
    // A hidden problem's submissions stay hidden from those who cannot see the problem.
    if (!v.read) throw forbidden('Submission_No_Access');
    // Inside a contest, participants know the problem by the contest's id and title only.
    const names = v.contestNames ? await contestNamesOf([s.cpid]) : null;
    const cp = names?.get(s.cpid);
    return {
      submission: {
        ...presentSubmission(s, v, { withCode: true }),
        ...(cp ? { displayPid: cp.displayId } : {}),
      },
      codeShare: s.cid === 0 && !!p && readBool(p.code_share),
      canShare: v.canShare,
      problemType: p?.type ?? null,
      problemTitle: cp ? cp.title : (p?.title ?? null),
      wrongCase: user ? await wrongCase.info(user, s, v) : null,
    };
  }

  async function setShare(user: AuthUser, submitId: number, share: boolean) {
    const { s, p } = await load(submitId);
    if (s.uid !== user.uid) throw forbidden('Share_Not_Own');
    if (!visibilityOf(user, s, p, {}).canShare) throw badRequest('Share_Not_Allowed');
    await db
      .updateTable('judge')
      .set({ share: ctx.database.cols.bool(share) as never })
      .where('submit_id', '=', submitId)
      .execute();
  }

  /**
   * Status views (no code) of the given submissions, keyed by submitId, as the caller may see them,
   * and the ids whose per-case progress the caller may follow (the push stream's `case` events).
   * `cid` keeps only the submissions of that contest (check-contest-submissions-status).
   */
  async function statusViewsWithCases(user: AuthUser | null, submitIds: number[], cid?: number) {
    const views: Record<string, ReturnType<typeof presentSubmission>> = {};
    const caseIds = new Set<number>();
    if (submitIds.length === 0) return { views, caseIds };
    let q = db
      .selectFrom('judge as j')
      .leftJoin('problem as p', 'p.id', 'j.pid')
      .selectAll('j')
      .select(PROBLEM_FACT_COLUMNS)
      .where('j.submit_id', 'in', submitIds);
    if (cid !== undefined) q = q.where('j.cid', '=', cid);
    const rows = await q.execute();
    const switches = await ctx.siteConfig.switches();
    const facts = await contestFactsFor(
      db,
      user,
      rows.map((r) => r.cid),
    );
    const names = await contestNamesOf(rows.filter((r) => r.cid > 0).map((r) => r.cpid));
    const now = Date.now();
    for (const r of rows) {
      const v = contestVisibilityOf(user, r, problemOfRow(r), switches, facts.get(r.cid), now);
      // Same rule as the detail: a hidden problem's submissions only to their submitter and admins.
      if (!v.read) continue;
      const cp = v.contestNames ? names.get(r.cpid) : undefined;
      views[String(r.submit_id)] = {
        ...presentSubmission(r, v, { withCode: false }),
        ...(cp ? { displayPid: cp.displayId } : {}),
      };
      if (v.cases !== 'none') caseIds.add(Number(r.submit_id));
    }
    return { views, caseIds };
  }

  async function statusViews(user: AuthUser | null, submitIds: number[], cid?: number) {
    return (await statusViewsWithCases(user, submitIds, cid)).views;
  }

  /** Per-case results (null when hidden from the caller). */
  async function caseResults(user: AuthUser | null, submitId: number) {
    const { s, p } = await load(submitId);
    const v = await viewOf(user, s, p, {});
    if (v.cases === 'none') return null;
    const rows = await db.selectFrom('judge_case').selectAll().where('submit_id', '=', submitId).execute();
    return caseResultView(rows, p?.judge_case_mode ?? 'default', v.cases === 'limited');
  }

  return { list, detail, setShare, statusViews, statusViewsWithCases, caseResults, wrongCase };
}
export type SubmissionService = ReturnType<typeof submissionService>;
