// GET /api/get-full-screen-problem-list (hoj-api-paths §6): the problem strip of the full-screen
// problem view in a contest (cid) or a training (tid), with the caller's status on each problem.
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import { badRequest } from '../../lib/errors.js';
import { contestAccess } from '../contest/access.js';
import { contestService } from '../contest/service.js';
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
  const contests = contestService(ctx);
  const trainings = trainingService(ctx);

  /**
   * A contest's problems as its own pages show them (display id and title), with the caller's
   * marks as the contest shows them: the contest service checks entry (contestAccess) and keeps an
   * OI participant's sealed results unknown.
   */
  async function ofContest(user: AuthUser, cid: number): Promise<FullScreenItem[]> {
    const access = await contestAccess(ctx.database, actorOf(user), cid, 'inside');
    const rows = await db
      .selectFrom('contest_problem')
      .select(['pid', 'display_id', 'display_title'])
      .where('cid', '=', Number(access.contest.id))
      .orderBy('display_id')
      .execute();
    const status = await contests.problemStatus(
      user,
      cid,
      rows.map((r) => r.pid),
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
