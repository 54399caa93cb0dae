// Contests on the site, for participants (site.md §2, §4–§7; hoj-behaviour §5.1–§5.5): the list,
// a contest's overview, registration, access, its problems with statistics, a problem's page, its
// announcements, and its submissions with the visibility rules of §5.5. Who may open what is
// decided once, by contestAccess (access.ts) over the pure rules of policies/contest.ts; what a
// caller sees of a submission by contestVisibilityOf (submission/visibility.ts), shared with
// every other call that shows a submission.
import { sql } from 'kysely';
import {
  ContestStatus,
  ContestType,
  JudgeStatus,
  anonymousProblemList,
  hasEntryProfile,
  isRoot,
  matchesAccountLimit,
  needsRegistration,
  ownResultsSealedFrom,
  problemFactsHidden,
  type Actor,
} from '@judge/shared';
import type { ContestPublicListQuery, ContestSubmissionsQuery } from '@judge/shared/schemas/contest-public';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import { readBool, readTime } from '../../db/columns.js';
import { badRequest, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { cappedTotal, pageOf } from '../../lib/pagination.js';
import { keywordConditions, likePattern, searchKeyword } from '../../lib/search.js';
import {
  emptyCounts,
  problemCodeTemplates,
  problemLanguageNames,
  tagsByProblem,
} from '../problem/list-repo.js';
import { presentProblem } from '../problem/presenter.js';
import { findProblemById } from '../problem/repo.js';
import { presentSubmission, SUBMISSION_LIST_COLUMNS } from '../submission/presenter.js';
import { contestVisibilityOf, PROBLEM_FACT_COLUMNS, problemOfRow } from '../submission/visibility.js';
import { submissionService } from '../submission/service.js';
import { accessOf, contestAccess, contestFactsOf } from './access.js';
import { findContest, findContestProblemByDisplayId } from './repo.js';
import { presentAnnouncementEntity, presentContestProblem, presentContestVO } from './presenter.js';
import {
  contestAnnouncements,
  contestListPage,
  contestProblemCounts,
  contestProblems,
  registrationCounts,
} from './public-repo.js';
import { announcementPage, inContest } from '../announcement/page.js';

const iso = (v: Date | string | null | undefined) => readTime(v)?.toISOString() ?? null;

/** A unique-constraint violation (SQLite or PostgreSQL): a concurrent registration won the race. */
const isUniqueViolation = (e: unknown) =>
  /unique|duplicate/i.test(String((e as { message?: string })?.message ?? '')) ||
  (e as { code?: string })?.code === '23505';

export function contestService(ctx: AppContext) {
  const { database } = ctx;
  const { db, cols } = database;
  const submissions = submissionService(ctx);

  /** Main-site contests, scheduled first, then running, then ended; newest start first inside each. */
  async function list(user: AuthUser | null, q: ContestPublicListQuery) {
    const actor = actorOf(user);
    const { currentPage, limit, offset } = pageOf(
      { currentPage: q.currentPage ?? q.page, limit: q.limit },
      'contests',
    );
    const now = cols.time();
    let base = db
      .selectFrom('contest')
      .where('gid', 'is', null)
      .where('is_group', '=', cols.bool(false) as never);
    // Hidden contests: for root, and for their creator.
    if (!actor || !isRoot(actor.role)) {
      base = base.where((eb) =>
        eb.or([eb('visible', '=', cols.bool(true) as never), ...(actor ? [eb('uid', '=', actor.uid)] : [])]),
      );
    }
    if (q.type === ContestType.ACM || q.type === ContestType.OI) base = base.where('type', '=', q.type);
    if (q.status === ContestStatus.SCHEDULED) base = base.where('start_time', '>', now);
    else if (q.status === ContestStatus.RUNNING)
      base = base.where('start_time', '<=', now).where('end_time', '>', now);
    else if (q.status === ContestStatus.ENDED) base = base.where('end_time', '<=', now);
    const kw = searchKeyword(q.keyword);
    if (kw) base = base.where((eb) => eb.or(keywordConditions(eb, kw, ['title'], 'id')));
    return contestListPage(db, base, now, { currentPage, limit, offset });
  }

  async function info(user: AuthUser, cid: number) {
    const a = await contestAccess(database, actorOf(user), cid, 'info');
    const counts = await registrationCounts(db, [cid]);
    return presentContestVO(a.contest, counts.get(cid) ?? 0, a.now);
  }

  /**
   * Registers the caller for a private or protected contest, in the reference's order: the contest
   * exists for them; it has not ended (unless it takes submissions after the end); the entry
   * profile is complete; the password is given and right; the account rule fits; once only.
   */
  async function register(user: AuthUser, cid: number, password: string | null | undefined) {
    const actor = actorOf(user);
    const a = await contestAccess(database, actor, cid, 'info');
    const c = a.contest;
    if (a.status === ContestStatus.ENDED && !readBool(c.allow_end_submit))
      throw badRequest('Contest_Has_Ended');
    if (!needsRegistration(a.ref)) throw badRequest('Contest_Register_Public');
    if (!hasEntryProfile(user.row)) throw badRequest('Contest_Enter_Confirm_Info');
    if (!(password ?? '').length) throw badRequest('Contest_Enter_Password');
    if (password !== (c.pwd ?? '')) throw badRequest('Contest_Password_Wrong');
    if (readBool(c.open_account_limit) && !matchesAccountLimit(user.username, c.account_limit_rule))
      throw badRequest('Contest_Account_Limit_Enter');
    const existing = await db
      .selectFrom('contest_register')
      .select('id')
      .where('cid', '=', cid)
      .where('uid', '=', user.uid)
      .executeTakeFirst();
    if (existing) throw badRequest('Contest_Already_Registered');
    const now = cols.time();
    try {
      await db
        .insertInto('contest_register')
        .values({ cid, uid: user.uid, status: 0, gmt_create: now, gmt_modified: now })
        .execute();
    } catch (e) {
      if (isUniqueViolation(e)) throw badRequest('Contest_Already_Registered');
      throw e;
    }
  }

  /**
   * Has the caller registered (HOJ's "access")? A registration whose name no longer fits the
   * contest's account rule is removed here and refused (§5.2).
   */
  async function access(user: AuthUser, cid: number) {
    const a = await contestAccess(database, actorOf(user), cid, 'info');
    const c = a.contest;
    if (
      a.registered &&
      readBool(c.open_account_limit) &&
      !matchesAccountLimit(user.username, c.account_limit_rule)
    ) {
      await db.deleteFrom('contest_register').where('cid', '=', cid).where('uid', '=', user.uid).execute();
      throw forbidden('Contest_Account_Limit_Enter');
    }
    return { access: a.registered };
  }

  /**
   * The contest's problems (ContestProblemVO) by display id. ac/total are null ("?") for callers
   * without real-time permission (a sealed board, not an admin). Without a sign-in only when the
   * contest has started and opens its outside board.
   */
  async function problems(user: AuthUser | null, cid: number, containsEnd = false) {
    const actor = actorOf(user);
    let live: boolean;
    let sealed: boolean;
    let contest;
    if (!actor) {
      contest = await findContest(db, cid);
      if (!contest || !readBool(contest.visible)) throw notFound('Contest_Not_Exist');
      if (!anonymousProblemList(contestFactsOf(contest))) throw unauthorized('Please_login_first');
      const a = await accessOf(db, contest, null, 'info');
      ({ live, sealed } = a);
    } else {
      const a = await contestAccess(database, actor, cid, 'inside');
      ({ live, sealed, contest } = a);
    }
    const rows = await contestProblems(db, cid);
    const realTime = live || !sealed;
    const counts = realTime ? await contestProblemCounts(db, contest, { containsEnd }) : null;
    return rows.map((r) => {
      // the contest problem as its presenter shapes it, without its dates, with its counts
      const { gmtCreate: _c, gmtModified: _m, ...problem } = presentContestProblem(r);
      return {
        ...problem,
        ac: counts ? (counts.get(r.pid)?.ac ?? 0) : null,
        total: counts ? (counts.get(r.pid)?.total ?? 0) : null,
      };
    });
  }

  /**
   * A contest problem's page (ProblemInfoVO) under the contest's display id and title. While the
   * contest runs, its source, author, difficulty and tags are hidden from non-admins; its counts
   * stop at the seal time for those without real-time permission.
   */
  async function problemDetails(user: AuthUser, cid: number, displayId: string, containsEnd = false) {
    const actor = actorOf(user);
    const a = await contestAccess(database, actor, cid, 'inside');
    const cp = await findContestProblemByDisplayId(db, cid, displayId.trim());
    if (!cp) throw notFound('Contest_Problem_Not_Exist');
    const problem = await findProblemById(db, cp.pid);
    if (!problem) throw notFound('Problem_Not_Exist');
    const hide = problemFactsHidden(actor, a.ref, a.view, a.now);
    const until = !a.live && a.sealed && a.ref.sealRankTime != null ? new Date(a.ref.sealRankTime) : null;
    const [counts, tags, languages, codeTemplate] = await Promise.all([
      contestProblemCounts(db, a.contest, { containsEnd, until }),
      hide ? Promise.resolve(new Map()) : tagsByProblem(db, [cp.pid]),
      problemLanguageNames(db, cp.pid),
      problemCodeTemplates(db, cp.pid),
    ]);
    const shown = presentProblem(problem);
    return {
      problem: {
        ...shown,
        problemId: cp.display_id,
        title: cp.display_title,
        author: hide ? null : shown.author,
        source: hide ? null : shown.source,
        difficulty: hide ? null : shown.difficulty,
      },
      tags: tags.get(cp.pid) ?? [],
      languages,
      problemCount: { pid: cp.pid, ...(counts.get(cp.pid) ?? emptyCounts()) },
      codeTemplate,
    };
  }

  /** Visible announcements of the contest, newest first. */
  async function announcements(user: AuthUser, q: { cid: number; currentPage?: number; limit?: number }) {
    await contestAccess(database, actorOf(user), q.cid, 'inside');
    return announcementPage(db, q, (rows) =>
      inContest(db, q.cid)(rows).where('a.status', '=', 0),
    );
  }

  /** The contest's visible announcements the client has not shown yet (it sends the ids it has), newest first. */
  async function notReadAnnouncements(user: AuthUser, cid: number, read: readonly number[]) {
    await contestAccess(database, actorOf(user), cid, 'inside');
    let q = contestAnnouncements(db, cid).selectAll('a');
    if (read.length) q = q.where('a.id', 'not in', [...new Set(read)]);
    const rows = await q.orderBy('a.id', 'desc').execute();
    return rows.map(presentAnnouncementEntity);
  }

  /**
   * The contest's submissions (JudgeVO, newest first) with the rules of §5.5: from the
   * start on (admins may ask for those before it instead), before the end unless `containsEnd`;
   * while the board is sealed, others' submissions from the seal time on are left out for those
   * without real-time permission, and in OI one's own show as Submitted Unknown Result (a status
   * filter finds them only as that); others' time, memory and length stay hidden while it runs.
   */
  async function submissionList(user: AuthUser, q: ContestSubmissionsQuery) {
    const actor: Actor = actorOf(user);
    const a = await contestAccess(database, actor, q.contestID, 'inside');
    const c = a.contest;
    const page = pageOf(q, 'submissions');
    let base = db
      .selectFrom('judge as j')
      .leftJoin('contest_problem as cp', 'cp.id', 'j.cpid')
      .leftJoin('problem as p', 'p.id', 'j.pid')
      .where('j.cid', '=', q.contestID);
    base =
      a.admin && q.beforeContestSubmit
        ? base.where('j.submit_time', '<', c.start_time)
        : base.where('j.submit_time', '>=', c.start_time);
    if (!q.containsEnd) base = base.where('j.submit_time', '<', c.end_time);
    if (q.onlyMine) base = base.where('j.uid', '=', user.uid);
    const username = searchKeyword(q.username);
    if (username) base = base.where('j.username', '=', username);
    const problemID = searchKeyword(q.problemID);
    if (problemID) {
      base = q.completeProblemID
        ? base.where('cp.display_id', '=', problemID)
        : base.where(sql`lower(cp.display_id)`, 'like', sql`${likePattern(problemID)} escape '\\'`);
    }
    const sealAt =
      !a.live && a.sealed && a.ref.sealRankTime != null ? new Date(a.ref.sealRankTime).toISOString() : null;
    if (sealAt)
      base = base.where((eb) => eb.or([eb('j.submit_time', '<', sealAt), eb('j.uid', '=', user.uid)]));
    const ownUnknown = sealAt !== null && c.type === ContestType.OI;
    if (q.status !== undefined) {
      if (!ownUnknown) base = base.where('j.status', '=', q.status);
      else if (q.status === JudgeStatus.SUBMITTED_UNKNOWN_RESULT)
        base = base.where('j.submit_time', '>=', sealAt);
      else base = base.where('j.status', '=', q.status).where('j.submit_time', '<', sealAt);
    }
    const total = await cappedTotal(db, base.select('j.submit_id'), page);
    const rows = await base
      .select(SUBMISSION_LIST_COLUMNS)
      .select(['cp.display_id as cp_display_id', 'cp.display_title', 'p.source', ...PROBLEM_FACT_COLUMNS])
      .orderBy('j.submit_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const switches = await ctx.siteConfig.switches();
    const facts = { ref: a.ref, view: a.view };
    const hideFacts = problemFactsHidden(actor, a.ref, a.view, a.now);
    return {
      records: rows.map((r) => {
        const v = contestVisibilityOf(user, r, problemOfRow(r), switches, facts, a.now);
        return {
          uid: r.uid,
          submitId: Number(r.submit_id),
          username: r.username,
          pid: r.pid,
          displayPid: a.admin ? r.display_pid : null,
          title: r.display_title ?? null,
          displayId: r.cp_display_id ?? null,
          submitTime: iso(r.submit_time),
          status: v.sealed ? JudgeStatus.SUBMITTED_UNKNOWN_RESULT : r.status,
          share: false,
          time: v.stats ? r.time : null,
          memory: v.stats ? r.memory : null,
          score: v.sealed ? null : r.score,
          oiRankScore: v.sealed ? null : r.oi_rank_score,
          length: v.stats ? r.length : null,
          language: r.language,
          cid: r.cid,
          cpid: r.cpid,
          source: hideFacts ? null : (r.source ?? null),
          judger: v.sealed ? null : r.judger,
          ip: v.ip ? r.ip : null,
          isManual: readBool(r.is_manual),
        };
      }),
      total,
      size: page.limit,
      current: page.currentPage,
      pages: Math.ceil(total / page.limit),
    };
  }

  /**
   * Current state of some of the contest's submissions, keyed by submitId, as the caller may see
   * them; code, the problem's own id and error text are never included here.
   */
  async function submissionStatus(user: AuthUser, cid: number, submitIds: number[]) {
    await contestAccess(database, actorOf(user), cid, 'inside');
    const views = await submissions.statusViews(user, submitIds, cid);
    const out: Record<
      string,
      | ReturnType<typeof presentSubmission>
      | (Omit<ReturnType<typeof presentSubmission>, 'displayPid'> & { displayPid: null })
    > = {};
    for (const [id, v] of Object.entries(views))
      out[id] = { ...v, code: null, displayPid: null, errorMessage: null };
    return out;
  }

  /**
   * The caller's status per problem of a contest ({pid: {status, score}}, −10 when never
   * submitted), for get-user-problem-status with a cid and the full-screen strip: their submissions
   * from the start on, before the end unless `containsEnd`. ACM: Accepted once accepted, else the
   * latest verdict. OI: the latest verdict and its score. A submission made from the seal time on
   * shows as Submitted Unknown Result without a score to those it is sealed for (OI:
   * ownResultsSealedFrom), so no per-problem mark tells a sealed result.
   */
  async function problemStatus(user: AuthUser, cid: number, pidList: readonly number[], containsEnd = false) {
    const actor = actorOf(user);
    const a = await contestAccess(database, actor, cid, 'inside');
    const out: Record<string, { status: number; score: number | null }> = {};
    for (const pid of pidList) out[String(pid)] = { status: JudgeStatus.NOT_SUBMITTED, score: null };
    if (pidList.length === 0) return out;
    let q = db
      .selectFrom('judge')
      .select(['pid', 'status', 'score', 'submit_time'])
      .where('cid', '=', cid)
      .where('uid', '=', user.uid)
      .where('pid', 'in', [...pidList])
      .where('status', '!=', JudgeStatus.CANCELLED)
      .where('submit_time', '>=', a.contest.start_time);
    if (!containsEnd) q = q.where('submit_time', '<', a.contest.end_time);
    const rows = await q.orderBy('submit_id', 'desc').execute();
    const sealedFrom = ownResultsSealedFrom(actor, a.ref, a.view, a.now);
    const seen = new Set<number>();
    for (const r of rows) {
      const key = String(r.pid);
      const hidden = sealedFrom !== null && readTime(r.submit_time)!.getTime() >= sealedFrom;
      const shown = hidden
        ? { status: JudgeStatus.SUBMITTED_UNKNOWN_RESULT, score: null }
        : { status: r.status, score: r.score };
      if (!seen.has(r.pid)) {
        seen.add(r.pid);
        out[key] = shown;
      }
      if (a.contest.type === ContestType.ACM && r.status === JudgeStatus.ACCEPTED) out[key] = shown;
    }
    return out;
  }

  return {
    list,
    info,
    problemStatus,
    register,
    access,
    problems,
    problemDetails,
    announcements,
    notReadAnnouncements,
    submissionList,
    submissionStatus,
  };
}
export type ContestService = ReturnType<typeof contestService>;
