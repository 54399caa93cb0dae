// Trainings on the site (site.md §2, §3, §5, §6; hoj-behaviour §6): the list with the caller's
// progress, the detail, password registration for private trainings, the ordered problem list,
// a training problem's page and the rank of private trainings.
//
// Training records: HOJ kept a training_record row per submission of a registered user on a
// training problem (written on submit, back-filled on registration and when a problem is added,
// deleted with the problem). That set is exactly the registered users' non-contest submissions of
// the training's problems, so the rank reads them from `judge` when asked: back-fill is implied and
// nothing can drift out of step with rejudges.

import {
  JudgeStatus,
  MemberAuth,
  Role,
  TrainingAuth,
  isPrivateTraining,
  isTrainingAdmin,
  mayEnterTraining,
  type Actor,
} from '@judge/shared';
import type { AppContext } from '../../context.js';
import type { AuthUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import { readBool } from '../../db/columns.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { keywordConditions } from '../../lib/search.js';
import { countsByProblem, emptyCounts, searchKeyword, tagsByProblem } from '../problem/list-repo.js';
import { problemService } from '../problem/service.js';
import { acCounts, categoriesOf, problemCounts } from './repo.js';
import { enteredTraining, seenTraining } from './access.js';
import { presentCategory, presentTrainingVO } from './presenter.js';
import { withTrainings } from './tables.js';

/** Verdicts a training rank reads (hoj-behaviour §6): PE, CE, WA, AC, TLE, MLE, RE, PA. */
export const RANKED_STATUSES: readonly number[] = [
  JudgeStatus.PRESENTATION_ERROR,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.ACCEPTED,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.MEMORY_LIMIT_EXCEEDED,
  JudgeStatus.RUNTIME_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
];

export interface RankCell {
  status: number;
  score: number | null;
  runTime: number | null;
  isAC?: boolean;
}

/**
 * One user's rank line from their submissions in time order: the first AC of a problem counts it
 * (ac + 1, its run time added); a later faster AC replaces the time; before an AC the cell shows
 * the latest verdict.
 */
export function rankLine(
  subs: readonly { displayId: string; status: number; score: number | null; time: number | null }[],
) {
  const info: Record<string, RankCell> = {};
  let ac = 0;
  let totalRunTime = 0;
  for (const s of subs) {
    const cell = info[s.displayId];
    if (cell?.isAC) {
      if (s.status === JudgeStatus.ACCEPTED && (s.time ?? 0) < (cell.runTime ?? 0)) {
        totalRunTime += (s.time ?? 0) - (cell.runTime ?? 0);
        cell.runTime = s.time ?? 0;
      }
      continue;
    }
    if (s.status === JudgeStatus.ACCEPTED) {
      ac++;
      totalRunTime += s.time ?? 0;
      info[s.displayId] = { status: s.status, score: s.score, runTime: s.time ?? 0, isAC: true };
    } else info[s.displayId] = { status: s.status, score: s.score, runTime: s.time };
  }
  return { ac, totalRunTime, submissionInfo: info };
}

export function trainingService(ctx: AppContext) {
  const { db: base, cols } = ctx.database;
  const db = withTrainings(base);
  const problems = problemService(ctx);

  const shown = async (tid: number, actor: Actor | null) => (await seenTraining(base, tid, actor)).training;
  const entered = (tid: number, actor: Actor | null) => enteredTraining(base, tid, actor);

  async function categories() {
    const rows = await db
      .selectFrom('training_category')
      .selectAll()
      .where('gid', 'is', null)
      .orderBy('id')
      .execute();
    return rows.map(presentCategory);
  }

  /** Enabled main-site trainings by rank, 15 a page; keyword (title, id), category and auth filters. */
  async function list(
    user: AuthUser | null,
    q: { currentPage?: number; limit?: number; keyword?: string; categoryId?: number; auth?: string },
  ) {
    const { currentPage, limit, offset } = pageOf(q, 'trainings');
    let qb = db
      .selectFrom('training')
      .where('is_group', '=', cols.bool(false) as never)
      .where('gid', 'is', null)
      .where('status', '=', cols.bool(true) as never);
    const kw = searchKeyword(q.keyword);
    if (kw) {
      qb = qb.where((eb) => eb.or(keywordConditions(eb, kw, ['title'], 'id')));
    }
    if (q.categoryId != null) qb = qb.where('category_id', '=', q.categoryId);
    if (q.auth === TrainingAuth.PUBLIC || q.auth === TrainingAuth.PRIVATE) qb = qb.where('auth', '=', q.auth);
    const { rows, total } = await readPage(qb, (b) => b.selectAll().orderBy('rank').orderBy('id', 'desc'), {
      limit,
      offset,
    });
    const tids = rows.map((t) => Number(t.id));
    const [cats, counts, acs] = await Promise.all([
      categoriesOf(base, rows),
      problemCounts(base, tids),
      acCounts(base, tids, user?.uid),
    ]);
    return pageResult(
      rows.map((t) =>
        presentTrainingVO(
          t,
          (x) => (x.category_id == null ? undefined : cats.get(x.category_id)),
          counts.get(Number(t.id)) ?? 0,
          acs.get(Number(t.id)) ?? 0,
        ),
      ),
      total,
      limit,
      currentPage,
    );
  }

  /** The detail: shown to every signed-in user (private ones then ask for the password). */
  async function detail(user: AuthUser, tid: number) {
    const t = await shown(tid, actorOf(user));
    const [cats, counts, acs] = await Promise.all([
      categoriesOf(base, [t]),
      problemCounts(base, [tid]),
      acCounts(base, [tid], user.uid),
    ]);
    return presentTrainingVO(
      t,
      (x) => (x.category_id == null ? undefined : cats.get(x.category_id)),
      counts.get(tid) ?? 0,
      acs.get(tid) ?? 0,
    );
  }

  /** Registers the caller for a private training with its password. */
  async function register(user: AuthUser, tid: number, password: string | null | undefined) {
    const t = await shown(tid, actorOf(user));
    if (!isPrivateTraining(t)) throw badRequest('Training_Is_Public');
    if (!(password ?? '').length) throw badRequest('Training_Password_Required');
    const existing = await db
      .selectFrom('training_register')
      .select('status')
      .where('tid', '=', tid)
      .where('uid', '=', user.uid)
      .executeTakeFirst();
    if (existing)
      throw badRequest(readBool(existing.status) ? 'Training_Already_Registered' : 'Training_Banned');
    if (password !== t.private_pwd) throw badRequest('Training_Password_Wrong');
    const now = cols.time();
    await db
      .insertInto('training_register')
      .values({ tid, uid: user.uid, status: cols.bool(true), gmt_create: now, gmt_modified: now })
      .execute();
  }

  async function access(user: AuthUser, tid: number) {
    const actor = actorOf(user);
    const { training, view } = await seenTraining(base, tid, actor);
    return { access: mayEnterTraining(actor, training, view) };
  }

  /** The training's problems in their order: ProblemVO under the training's display id, with the caller's status. */
  async function problemList(user: AuthUser, tid: number) {
    await entered(tid, actorOf(user));
    const rows = await db
      .selectFrom('training_problem as tp')
      .innerJoin('problem as p', 'p.id', 'tp.pid')
      .select(['p.id', 'tp.display_id', 'p.title', 'p.difficulty', 'p.type'])
      .where('tp.tid', '=', tid)
      .orderBy('tp.rank')
      .orderBy('tp.id')
      .execute();
    const pids = rows.map((r) => Number(r.id));
    const [counts, tags, status] = await Promise.all([
      countsByProblem(base, pids),
      tagsByProblem(base, pids),
      problems.userStatus(user, pids),
    ]);
    return rows.map((r) => {
      const pid = Number(r.id);
      return {
        pid,
        problemId: r.display_id,
        title: r.title,
        difficulty: r.difficulty,
        type: r.type,
        tags: (tags.get(pid) ?? []).map((t) => ({ id: t.id, name: t.name, color: t.color })),
        ...(counts.get(pid) ?? emptyCounts()),
        score: null,
        myStatus: status[String(pid)]?.status ?? JudgeStatus.NOT_SUBMITTED,
      };
    });
  }

  /** A training problem's page (ProblemInfoVO) by its display id in the training (`cid` = the training). */
  async function problemDetails(user: AuthUser, displayId: string, tid: number) {
    await entered(tid, actorOf(user));
    const row = await db
      .selectFrom('training_problem as tp')
      .innerJoin('problem as p', 'p.id', 'tp.pid')
      .select('p.problem_id')
      .where('tp.tid', '=', tid)
      .where('tp.display_id', '=', displayId.trim())
      .executeTakeFirst();
    if (!row) throw notFound('Training_Problem_Not_Exist');
    return problems.detail(user, row.problem_id);
  }

  /**
   * The rank of a private training, as HOJ builds it from its training records: the registered users
   * with at least one counted submission (RANKED_STATUSES) of its problems, but the author, the
   * site roots and, for a group training, the group's roots (training admins watch, they do not
   * compete); ac desc then total run time asc; real names for training admins. A registered user
   * who has submitted nothing counted is not on it.
   */
  async function rank(
    user: AuthUser,
    q: { tid: number; currentPage?: number; limit?: number; keyword?: string },
  ) {
    const actor = actorOf(user);
    const t = await entered(q.tid, actor);
    if (!isPrivateTraining(t)) throw badRequest('Training_Rank_Private_Only');
    const { currentPage, limit, offset } = pageOf(q, 'trainingRank');
    let users = base
      .selectFrom('user_info as u')
      .innerJoin(
        db.selectFrom('training_register').select(['uid', 'status']).where('tid', '=', q.tid).as('r'),
        'r.uid',
        'u.uuid',
      )
      .leftJoin('user_role as ur', 'ur.uid', 'u.uuid')
      .select(['u.uuid', 'u.username', 'u.realname', 'u.nickname', 'u.school', 'u.gender', 'u.avatar'])
      .where('r.status', '=', cols.bool(true) as never)
      .where('u.username', '!=', t.author)
      .where((eb) => eb.or([eb('ur.role_id', 'is', null), eb('ur.role_id', '!=', Role.ROOT)]));
    if (t.gid != null) {
      const gid = t.gid;
      users = users.where('u.uuid', 'not in', (eb) =>
        eb
          .selectFrom('group_member')
          .select('uid')
          .where('gid', '=', gid)
          .where('auth', '=', MemberAuth.ROOT),
      );
    }
    const kw = searchKeyword(q.keyword);
    if (kw) {
      users = users.where((eb) =>
        eb.or(
          keywordConditions(eb, kw, ['u.username', "coalesce(u.realname, '')", "coalesce(u.school, '')"]),
        ),
      );
    }
    const people = await users.execute();
    const links = await db
      .selectFrom('training_problem')
      .select(['pid', 'display_id'])
      .where('tid', '=', q.tid)
      .execute();
    const displayOf = new Map(links.map((l) => [l.pid, l.display_id]));
    const subsByUser = new Map<
      string,
      { displayId: string; status: number; score: number | null; time: number | null }[]
    >();
    if (people.length && links.length) {
      const subs = await base
        .selectFrom('judge')
        .select(['uid', 'pid', 'status', 'score', 'time'])
        .where('cid', '=', 0)
        .where('pid', 'in', [...displayOf.keys()])
        .where('uid', 'in', db.selectFrom('training_register').select('uid').where('tid', '=', q.tid))
        .where('status', 'in', [...RANKED_STATUSES])
        .orderBy('submit_id')
        .execute();
      for (const s of subs) {
        const list = subsByUser.get(s.uid) ?? [];
        list.push({ displayId: displayOf.get(s.pid)!, status: s.status, score: s.score, time: s.time });
        subsByUser.set(s.uid, list);
      }
    }
    const showReal = isTrainingAdmin(actor, t);
    const lines = people
      .filter((p) => subsByUser.has(p.uuid))
      .map((p) => ({ p, line: rankLine(subsByUser.get(p.uuid)!) }))
      .sort(
        (a, b) =>
          b.line.ac - a.line.ac ||
          a.line.totalRunTime - b.line.totalRunTime ||
          a.p.username.localeCompare(b.p.username),
      );
    const ranked: number[] = [];
    lines.forEach((x, i) => {
      const prev = lines[i - 1];
      ranked.push(
        prev && prev.line.ac === x.line.ac && prev.line.totalRunTime === x.line.totalRunTime
          ? ranked[i - 1]
          : i + 1,
      );
    });
    const total = lines.length;
    return pageResult(
      lines.slice(offset, offset + limit).map(({ p, line }, i) => ({
        rank: ranked[offset + i],
        uid: p.uuid,
        username: p.username,
        realname: showReal ? p.realname : null,
        nickname: p.nickname,
        school: p.school,
        gender: p.gender,
        avatar: p.avatar,
        ...line,
      })),
      total,
      limit,
      currentPage,
    );
  }

  /**
   * The problem strip of the full-screen problem view (`get-full-screen-problem-list?tid=`): the
   * training's problems in order under their display ids, with the caller's status on each; the
   * same entry rule as the problem list (private trainings once registered).
   */
  async function fullScreen(user: AuthUser, tid: number) {
    await entered(tid, actorOf(user));
    const rows = await db
      .selectFrom('training_problem as tp')
      .innerJoin('problem as p', 'p.id', 'tp.pid')
      .select(['p.id', 'tp.display_id', 'p.title'])
      .where('tp.tid', '=', tid)
      .orderBy('tp.rank')
      .orderBy('tp.id')
      .execute();
    const status = await problems.userStatus(
      user,
      rows.map((r) => Number(r.id)),
    );
    return rows.map((r) => ({
      pid: Number(r.id),
      problemId: r.display_id,
      title: r.title,
      status: status[String(r.id)]?.status ?? JudgeStatus.NOT_SUBMITTED,
      score: status[String(r.id)]?.score ?? null,
    }));
  }

  return { categories, list, detail, register, access, problemList, problemDetails, rank, fullScreen };
}
