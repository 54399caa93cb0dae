// Contest boards (hoj-behaviour §5.3–§5.5; site.md §2 "Scoreboard"): who sees which view, the board
// of a view from the cells (cached per contest and view), and the page a request asks for (star
// users removed or not, keyword, followed users pinned under the caller's row).
import {
  ContestType,
  RankShowName,
  canSeeOutsideBoard,
  isContestSealed,
  outsideBoardOpen,
  type Actor,
} from '@judge/shared';
import {
  BOARD_MAX_PAGE_SIZE,
  type ContestOutsideInfoVO,
  type ContestRankPage,
  type contestRankDto,
} from '@judge/shared/schemas/contest-board';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { readBool, readTime } from '../../../db/columns.js';
import type { ContestRow } from '../../../db/rows.js';
import { forbidden, notFound, unauthorized } from '../../../lib/errors.js';
import { pageOf as pageArgs } from '../../../lib/pagination.js';
import { memberLevel } from '../../group/access.js';
import { accessOf, contestAdminUids, contestFactsOf } from '../access.js';
import { awardsOf, presentContestProblem, presentContestVO, starAccountsOf } from '../presenter.js';
import { findContest } from '../repo.js';
import { BoardCache, type BoardSnapshot } from './cache.js';
import { boardBoundsOf, builtKeyOf, cellsByUser, ensureBoardCells, Segment } from './cells.js';
import {
  orderBoard,
  presentRankRow,
  rowOfUser,
  viewNameOf,
  type BoardContest,
  type BoardView,
  type RankedEntry,
  type RankRow,
} from './ranking.js';

export type ContestRankQuery = z.output<typeof contestRankDto>;

export interface BoardViewChoice {
  sealed: boolean;
  containsEnd: boolean;
  /** Skip the cache (a contest admin's force refresh). */
  fresh: boolean;
}

export function boardService(ctx: AppContext, cache: BoardCache = ctx.contestBoard.cache) {
  const { database } = ctx;
  const { db, cols } = database;

  async function loadContest(cid: number): Promise<ContestRow> {
    const c = Number.isInteger(cid) && cid > 0 ? await findContest(db, cid) : undefined;
    if (!c) throw notFound('Contest_Not_Exist');
    return c;
  }

  function contestOf(contest: ContestRow, problems: { pid: number; display_id: string }[]): BoardContest {
    return {
      type: contest.type,
      rankShowName: contest.rank_show_name,
      oiRankScoreType: contest.oi_rank_score_type,
      starUsernames: new Set(starAccountsOf(cols, contest.star_account)),
      awardType: contest.award_type,
      awards: awardsOf(cols, contest.award_config),
      problems: new Map(problems.map((p) => [p.pid, p.display_id])),
    };
  }

  /**
   * The order of a view's board, from the cache when its stamp still holds; else from one rank-key
   * row per user (contest_board_rank) and, for ACM first blood, one aggregate over the cells.
   */
  /**
   * What the stamp of a contest's board is made of besides the contest row: its problems and its
   * board row (version, build key). Read together, and by `rank` while the access rule is checked,
   * so that a cached read waits for as few round trips as it can.
   */
  function stampInputs(cid: number) {
    return Promise.all([
      db.selectFrom('contest_problem').select(['id', 'pid', 'display_id']).where('cid', '=', cid).execute(),
      db
        .selectFrom('contest_board')
        .select(['version', 'built_key'])
        .where('cid', '=', cid)
        .executeTakeFirst(),
    ]);
  }

  async function rankedBoard(
    contest: ContestRow,
    v: BoardViewChoice,
    inputs: ReturnType<typeof stampInputs> = stampInputs(Number(contest.id)),
  ): Promise<{ board: BoardSnapshot; rules: BoardContest }> {
    const cid = Number(contest.id);
    const [problems, built] = await inputs;
    const rules = contestOf(contest, problems);
    const key = builtKeyOf(
      boardBoundsOf(contest),
      problems.map((p) => Number(p.id)),
      rules,
    );
    // Cells built for the contest as it is: their version; else (re)built first.
    const version =
      built && built.built_key === key ? built.version : await ensureBoardCells(database, cid, key);
    const stamp = `${version}|${readTime(contest.gmt_modified)!.getTime()}|${key}`;
    const viewKey = { cid, sealed: v.sealed, containsEnd: v.containsEnd };
    if (!v.fresh) {
      const hit = cache.get(viewKey, stamp);
      if (hit) return { board: hit, rules };
    }
    const view = viewNameOf(v);
    const primary = `r.${view}_primary` as const;
    const secondary = `r.${view}_secondary` as const;
    const [rows, excluded] = await Promise.all([
      db
        .selectFrom('contest_board_rank as r')
        .innerJoin('user_info as u', 'u.uuid', 'r.uid')
        .select([
          'r.uid',
          `${primary} as primary`,
          `${secondary} as secondary`,
          'u.username',
          'u.nickname',
          'u.realname',
          'u.school',
          'u.gender',
          'u.avatar',
        ])
        .where('r.cid', '=', cid)
        .where(primary, 'is not', null)
        .execute(),
      contestAdminUids(db, contest),
    ]);
    const scored = rows
      .filter((r) => !excluded.has(r.uid))
      .map((r) => ({
        user: {
          uid: r.uid,
          username: r.username,
          nickname: r.nickname,
          realname: r.realname,
          school: r.school,
          gender: r.gender,
          avatar: r.avatar,
        },
        score: { primary: r.primary!, secondary: r.secondary! },
      }));
    const entries = orderBoard(rules, scored);
    const board: BoardSnapshot = {
      entries,
      firstAc: rules.type === ContestType.OI ? new Map() : await firstAcOf(cid, v, entries, excluded),
      rows: new Map(),
    };
    cache.set(viewKey, stamp, board);
    return { board, rules };
  }

  /**
   * Earliest in-contest AC time per problem on a view, among its ranked (non-star) users; ties are
   * all first blood. The first AC of a user is in the earliest segment with one, so the minimum over
   * the counted segments' cells is the minimum over users' first ACs.
   */
  async function firstAcOf(cid: number, v: BoardView, entries: RankedEntry[], excluded: Set<string>) {
    const segments = v.sealed ? [Segment.BEFORE_SEAL] : [Segment.BEFORE_SEAL, Segment.SEALED];
    const unofficial = [...excluded, ...entries.filter((e) => e.star).map((e) => e.user.uid)];
    let q = db
      .selectFrom('contest_board_cell')
      .select(['pid', (eb) => eb.fn.min<number>('ac_time').as('first')])
      .where('cid', '=', cid)
      .where('segment', 'in', segments)
      .where('ac_time', 'is not', null);
    if (unofficial.length) q = q.where('uid', 'not in', unofficial);
    const rows = await q.groupBy('pid').execute();
    return new Map(rows.map((r) => [r.pid, Number(r.first)]));
  }

  /** The page a request asks for, with the caller's own and followed rows pinned on the first page. */
  async function pageOf(
    board: BoardSnapshot,
    rules: BoardContest,
    view: BoardView,
    cid: number,
    q: ContestRankQuery,
    actor: Actor | null,
    /** Real names go to the contest's admins, or to everyone when the board shows them. */
    showRealname: boolean,
  ): Promise<ContestRankPage> {
    // The site's paging rule (page < 1 → 1, limit < 1 → the default), within the board's own cap.
    const page = pageArgs(q, 'contestRank');
    const limit = Math.min(page.limit, BOARD_MAX_PAGE_SIZE);
    const current = page.currentPage;
    const concerned = new Set(q.concernedList ?? []);
    const keyword = q.keyword?.trim().toLowerCase() ?? '';
    let list = q.removeStar ? board.entries.filter((e) => !e.star) : board.entries;
    if (keyword) list = list.filter((e) => e.search.includes(keyword));
    const shown: { entry: RankedEntry; isConcerned: boolean }[] = [];
    if (current === 1) {
      const own = actor ? board.entries.find((e) => e.user.uid === actor.uid) : undefined;
      if (own) shown.push({ entry: own, isConcerned: false });
      if (concerned.size)
        for (const e of board.entries)
          if (concerned.has(e.user.uid) && e.user.uid !== actor?.uid && !(q.removeStar && e.star))
            shown.push({ entry: e, isConcerned: true });
    }
    for (const e of list.slice((current - 1) * limit, current * limit))
      shown.push({ entry: e, isConcerned: concerned.has(e.user.uid) });
    // The rows of the page: those built under this snapshot's stamp, the others from their cells.
    const missing = [...new Set(shown.map((s) => s.entry.user.uid))].filter((u) => !board.rows.has(u));
    if (missing.length) {
      const byUser = await cellsByUser(db, cid, missing);
      for (const s of shown)
        if (!board.rows.has(s.entry.user.uid))
          board.rows.set(
            s.entry.user.uid,
            rowOfUser(rules, view, byUser.get(s.entry.user.uid) ?? [], s.entry.user, board.firstAc),
          );
    }
    const records: RankRow[] = [];
    for (const s of shown) {
      const body = board.rows.get(s.entry.user.uid);
      // A row whose cells changed after the order was cached shows its new cells at its cached place.
      if (!body) continue;
      const row = presentRankRow(s.entry, showRealname ? body : { ...body, realname: null });
      records.push(s.isConcerned ? { ...row, isConcerned: true } : row);
    }
    return {
      records,
      total: list.length,
      size: limit,
      current,
      pages: Math.ceil(list.length / limit),
    };
  }

  /**
   * POST /api/get-contest-rank: the board of a contest one may open (access.ts, 'inside'). Sealed
   * for everyone while the contest is sealed, except its admins when they ask for a force refresh;
   * submissions after the end only when the contest takes them, the caller asks, and it is not sealed.
   */
  async function rank(actor: Actor | null, q: ContestRankQuery): Promise<ContestRankPage> {
    // The stamp's inputs are read while the contest and the access rule are: nothing of them is
    // shown unless the rule lets the caller in (a refusal leaves the promise unused).
    const inputs = Number.isInteger(q.cid) && q.cid > 0 ? stampInputs(q.cid) : undefined;
    inputs?.catch(() => {});
    const a = await accessOf(db, await loadContest(q.cid), actor, 'inside');
    const live = a.live && !!q.forceRefresh;
    const sealed = a.sealed && !live;
    const containsEnd = !!q.containsEnd && readBool(a.contest.allow_end_submit) && !sealed;
    const view = { sealed, containsEnd };
    const { board, rules } = await rankedBoard(a.contest, { ...view, fresh: live }, inputs);
    const showRealname = a.admin || a.contest.rank_show_name === RankShowName.REALNAME;
    return pageOf(board, rules, view, Number(a.contest.id), q, actor, showRealname);
  }

  /**
   * The outside board is open once the contest has started, when the contest opens it: a site
   * contest's to everyone, a group contest's to the group's members (canSeeOutsideBoard).
   */
  async function outsideContest(actor: Actor | null, cid: number, now = Date.now()): Promise<ContestRow> {
    const contest = await loadContest(cid);
    const facts = contestFactsOf(contest);
    if (!outsideBoardOpen(facts, now)) throw forbidden('Contest_Outside_Board_Closed');
    const groupAuth = contest.gid != null && actor ? await memberLevel(db, contest.gid, actor.uid) : null;
    if (!canSeeOutsideBoard(actor, facts, { groupAuth }, now)) {
      if (!actor) throw unauthorized();
      throw forbidden('Not_Group_Member');
    }
    return contest;
  }

  /** POST /api/get-contest-outside-scoreboard: as a participant sees it (sealed while sealed). */
  async function outsideRank(actor: Actor | null, q: ContestRankQuery): Promise<ContestRankPage> {
    const now = Date.now();
    const contest = await outsideContest(actor, q.cid, now);
    const sealed = isContestSealed(contestFactsOf(contest), now);
    const containsEnd = !!q.containsEnd && readBool(contest.allow_end_submit) && !sealed;
    const view = { sealed, containsEnd };
    const { board, rules } = await rankedBoard(contest, { ...view, fresh: false });
    return pageOf(
      board,
      rules,
      view,
      Number(contest.id),
      q,
      actor,
      contest.rank_show_name === RankShowName.REALNAME,
    );
  }

  /** GET /api/get-contest-outsize-info: the contest (ContestVO, `now` set) and its problems by display id. */
  async function outsideInfo(actor: Actor | null, cid: number): Promise<ContestOutsideInfoVO> {
    const now = Date.now();
    const c = await outsideContest(actor, cid, now);
    const [problems, count] = await Promise.all([
      db
        .selectFrom('contest_problem')
        .selectAll()
        .where('cid', '=', Number(c.id))
        .orderBy('display_id')
        .execute(),
      db
        .selectFrom('contest_register')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('cid', '=', Number(c.id))
        .where('status', '=', 0)
        .executeTakeFirstOrThrow(),
    ]);
    // The participant's ContestVO without the creator's uid (outsideContestVO).
    const { uid: _uid, ...contest } = presentContestVO(c, Number(count.n), now);
    return {
      contest,
      problemList: problems.map(presentContestProblem),
    };
  }

  /**
   * May the caller follow a contest's board changes? Those who may open the board, or anyone when
   * the outside board is open. Throws the refusal otherwise.
   */
  async function checkWatch(actor: Actor | null, cid: number): Promise<void> {
    const contest = await loadContest(cid);
    const groupAuth = contest.gid != null && actor ? await memberLevel(db, contest.gid, actor.uid) : null;
    if (canSeeOutsideBoard(actor, contestFactsOf(contest), { groupAuth })) return;
    await accessOf(db, contest, actor, 'inside');
  }

  return { rank, outsideRank, outsideInfo, checkWatch, rankedBoard, cache };
}
export type BoardService = ReturnType<typeof boardService>;
