// Submission list (15 per page, filters indexed on `judge`), detail, share flag, and the status
// views pushed by the SSE stream. Visibility rules live in visibility.ts.
import { sql } from 'kysely';
import { PAGE_SIZES, ProblemAuth, canViewProblem, isProblemAdminRole } from '@judge/shared';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../lib/auth/index.js';
import { forbidden, notFound, unauthorized, badRequest } from '../../lib/errors.js';
import { pageOf } from '../../lib/pagination.js';
import { readBool, readTime } from '../../db/columns.js';
import { actorOf, mayViewProblem, type ProblemRow } from '../problem/access.js';
import { presentSubmission, type SubmissionRow } from './presenter.js';
import { canShare, isOwner, isSubmissionAdmin, visibilityOf, type ProblemFacts } from './visibility.js';
import { wrongCaseService } from './wrong-case.js';

const iso = (v: Date | string | null | undefined) => readTime(v)?.toISOString() ?? null;

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

const factsOf = (p: Pick<ProblemRow, 'author' | 'code_share'> | undefined | null): ProblemFacts | null =>
  p ? { author: p.author, codeShare: readBool(p.code_share) } : null;

export function submissionService(ctx: AppContext) {
  const { db } = ctx.database;
  const wrongCase = wrongCaseService(ctx);

  async function list(user: AuthUser | null, q: SubmissionListQuery) {
    const page = pageOf(q, PAGE_SIZES.submissions);
    let base = db.selectFrom('judge as j').leftJoin('problem as p', 'p.id', 'j.pid').where('j.cid', '=', 0);
    base = q.gid ? base.where('j.gid', '=', q.gid) : base.where('j.gid', 'is', null);
    if (q.onlyMine) {
      if (!user) throw unauthorized('Please_login_first');
      base = base.where('j.uid', '=', user.uid);
    }
    if (q.status !== undefined) base = base.where('j.status', '=', q.status);
    const username = q.username?.trim();
    if (username) base = base.where('j.username', '=', username);
    const problemID = q.problemID?.trim();
    if (problemID) {
      base = q.completeProblemID
        ? base.where('j.display_pid', '=', problemID)
        : base.where('j.display_pid', 'like', `%${problemID.replace(/[%_\\]/g, (c) => `\\${c}`)}%`);
    }
    // Submissions of hidden problems: only their authors' own rows, unless the caller manages problems.
    if (!user || !isProblemAdminRole(user.roleId)) {
      base = base.where((eb) =>
        eb.or([eb('p.auth', '=', ProblemAuth.PUBLIC), ...(user ? [eb('j.uid', '=', user.uid)] : [])]),
      );
    }
    const total = Number((await base.select(sql<number>`count(*)`.as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await base
      .selectAll('j')
      .select(['p.title', 'p.author', 'p.code_share'])
      .orderBy('j.submit_id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute();
    const switches = await ctx.siteConfig.switches();
    return {
      records: rows.map((r) => {
        const v = visibilityOf(
          user,
          { uid: r.uid, cid: r.cid, status: r.status, share: readBool(r.share) },
          factsOf(r.code_share === null ? null : (r as never)),
          switches,
        );
        return {
          uid: r.uid,
          submitId: Number(r.submit_id),
          username: r.username,
          pid: r.pid,
          displayPid: r.display_pid,
          title: r.title ?? null,
          displayId: null,
          submitTime: iso(r.submit_time),
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
          judger: r.judger,
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

  async function load(submitId: number) {
    const s = await db.selectFrom('judge').selectAll().where('submit_id', '=', submitId).executeTakeFirst();
    if (!s) throw notFound('Submission_Not_Exist');
    const p = await db.selectFrom('problem').selectAll().where('id', '=', s.pid).executeTakeFirst();
    return { s, p };
  }

  /** A hidden problem's submissions stay hidden from those who cannot see the problem. */
  function checkReadable(user: AuthUser | null, s: SubmissionRow, p: ProblemRow | undefined) {
    if (isOwner(user, s) || isSubmissionAdmin(user, factsOf(p))) return;
    if (p && s.cid === 0 && !mayViewProblem(user, p)) throw forbidden('Submission_No_Access');
  }

  async function detail(user: AuthUser | null, submitId: number) {
    const { s, p } = await load(submitId);
    checkReadable(user, s, p);
    const facts = factsOf(p);
    const v = visibilityOf(
      user,
      { uid: s.uid, cid: s.cid, status: s.status, share: readBool(s.share) },
      facts,
      await ctx.siteConfig.switches(),
    );
    return {
      submission: presentSubmission(s, v, { withCode: true }),
      codeShare: s.cid === 0 && !!facts?.codeShare,
      canShare: canShare(user, { uid: s.uid, cid: s.cid, status: s.status, share: readBool(s.share) }, facts),
      problemType: p?.type ?? null,
      problemTitle: p?.title ?? null,
      wrongCase: user ? await wrongCase.info(user, s, p) : null,
    };
  }

  async function setShare(user: AuthUser, submitId: number, share: boolean) {
    const { s, p } = await load(submitId);
    if (!isOwner(user, s)) throw forbidden('Share_Not_Own');
    if (!canShare(user, { uid: s.uid, cid: s.cid, status: s.status, share: readBool(s.share) }, factsOf(p)))
      throw badRequest('Share_Not_Allowed');
    await db
      .updateTable('judge')
      .set({ share: ctx.database.cols.bool(share) as never })
      .where('submit_id', '=', submitId)
      .execute();
  }

  /** Status views (no code) of the given submissions, keyed by submitId, as the caller may see them. */
  async function statusViews(user: AuthUser | null, submitIds: number[]) {
    const out: Record<string, ReturnType<typeof presentSubmission>> = {};
    if (submitIds.length === 0) return out;
    const rows = await db
      .selectFrom('judge as j')
      .leftJoin('problem as p', 'p.id', 'j.pid')
      .selectAll('j')
      .select(['p.author', 'p.code_share', 'p.auth', 'p.gid as p_gid', 'p.is_remote'])
      .where('j.submit_id', 'in', submitIds)
      .execute();
    const switches = await ctx.siteConfig.switches();
    for (const r of rows) {
      // Same rule as the detail: a hidden problem's submissions only to their submitter and admins.
      const hidden =
        r.auth !== null &&
        r.cid === 0 &&
        !isOwner(user, r) &&
        !isSubmissionAdmin(user, { author: r.author }) &&
        !canViewProblem(
          actorOf(user),
          { auth: r.auth, author: r.author, gid: r.p_gid, isRemote: readBool(r.is_remote) },
          null,
        );
      if (hidden) continue;
      const v = visibilityOf(
        user,
        { uid: r.uid, cid: r.cid, status: r.status, share: readBool(r.share) },
        factsOf(r.code_share === null ? null : (r as never)),
        switches,
      );
      out[String(r.submit_id)] = presentSubmission(r, v, { withCode: false });
    }
    return out;
  }

  return { list, detail, setShare, statusViews, wrongCase };
}
export type SubmissionService = ReturnType<typeof submissionService>;
