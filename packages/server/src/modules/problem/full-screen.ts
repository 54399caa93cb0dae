// GET /api/get-full-screen-problem-list (hoj-api-paths §6): the problem strip of the full-screen
// problem view in a contest (cid) or a training (tid), with the caller's status on each problem.
import { ContestAuth } from '@judge/shared';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { findContest, isRegistered } from '../contest/repo.js';
import { ContestStatus, contestStatusOf, isContestAdminOf } from '../contest/rules.js';
import { problemService } from './service.js';
import { trainingService } from '../training/service.js';

export interface FullScreenItem {
  pid: number;
  problemId: string;
  title: string;
  status: number;
  score: number | null;
}

export function fullScreenList(ctx: AppContext) {
  const { db } = ctx.database;
  const problems = problemService(ctx);
  const trainings = trainingService(ctx);

  /**
   * A contest's problems as its own pages show them (display id and title): contest admins always;
   * others once the contest has started, and for private or protected contests once registered
   * (HOJ's contest access check). Group contests wait for groups: their admins pass as contest admins.
   */
  async function ofContest(user: AuthUser, cid: number): Promise<FullScreenItem[]> {
    const contest = await findContest(db, cid);
    if (!contest) throw notFound('Contest_Not_Exist');
    if (!isContestAdminOf(actorOf(user), contest)) {
      if (contestStatusOf(contest) === ContestStatus.SCHEDULED) throw forbidden('Contest_Not_Started');
      if (contest.gid != null) throw forbidden('No_Permission');
      if (contest.auth !== ContestAuth.PUBLIC && !(await isRegistered(db, cid, user.uid)))
        throw forbidden('Contest_Not_Registered');
    }
    const rows = await db
      .selectFrom('contest_problem')
      .select(['pid', 'display_id', 'display_title'])
      .where('cid', '=', cid)
      .orderBy('display_id')
      .execute();
    const status = await problems.userStatus(
      user,
      rows.map((r) => r.pid),
      cid,
    );
    return rows.map((r) => ({
      pid: r.pid,
      problemId: r.display_id,
      title: r.display_title,
      status: status[String(r.pid)].status,
      score: status[String(r.pid)].score,
    }));
  }

  return async function list(user: AuthUser, q: { tid?: number; cid?: number }): Promise<FullScreenItem[]> {
    if (q.tid != null) return trainings.fullScreen(user, q.tid);
    if (q.cid != null) return ofContest(user, q.cid);
    throw badRequest('Full_Screen_Target_Required');
  };
}
