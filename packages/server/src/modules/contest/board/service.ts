// Contest boards (hoj-behaviour §5.3–§5.5; site.md §2 "Scoreboard"): who sees which view, the board
// of a view from the cells (cached per contest and view), and the page a request asks for (star
// users removed or not, keyword, followed users pinned under the caller's row).
import { Role, anonymousProblemList, isContestSealed, type Actor } from '@judge/shared';
import {
  BOARD_DEFAULT_PAGE_SIZE,
  BOARD_MAX_PAGE_SIZE,
  type ContestOutsideInfoVO,
  type ContestRankPage,
  type contestRankDto,
} from '@judge/shared/schemas/contest-board';
import type { z } from 'zod';
import type { AppContext } from '../../../context.js';
import { readBool, readTime } from '../../../db/columns.js';
import type { ContestRow } from '../../../db/rows.js';
import { forbidden, notFound } from '../../../lib/errors.js';
import { accessOf, contestFactsOf } from '../access.js';
import { awardsOf, presentContestProblem, starAccountsOf } from '../presenter.js';
import { findContest } from '../repo.js';
import { contestStatusOf } from '../rules.js';
import { BoardCache } from './cache.js';
import { boardBoundsOf, builtKeyOf, ensureBoardCells, Segment } from './cells.js';
import { rankBoard, type BoardUser, type RankedEntry, type RankRow } from './ranking.js';

export type ContestRankQuery = z.output<typeof contestRankDto>;

export interface BoardViewChoice {
  sealed: boolean;
  containsEnd: boolean;
  /** Skip the cache (a contest admin's force refresh). */
  fresh: boolean;
}

const iso = (v: Date | string | null) => (v === null ? null : readTime(v)!.toISOString());

export function boardService(ctx: AppContext, cache = new BoardCache()) {
  const { database } = ctx;
  const { db, cols } = database;

  async function loadContest(cid: number): Promise<ContestRow> {
    const c = Number.isInteger(cid) && cid > 0 ? await findContest(db, cid) : undefined;
    if (!c) throw notFound('Contest_Not_Exist');
    return c;
  }

  /** Who never appears on a board: the creator and the site's roots (§5.3). */
  async function excludedUids(contest: ContestRow): Promise<Set<string>> {
    const roots = await db.selectFrom('user_role').select('uid').where('role_id', '=', Role.ROOT).execute();
    return new Set([contest.uid, ...roots.map((r) => r.uid)]);
  }

  /** The whole ranked board of a view, from the cache when its stamp still holds. */
  async function rankedBoard(contest: ContestRow, v: BoardViewChoice): Promise<RankedEntry[]> {
    const cid = Number(contest.id);
    const problems = await db
      .selectFrom('contest_problem')
      .select(['id', 'pid', 'display_id'])
      .where('cid', '=', cid)
      .execute();
    const key = builtKeyOf(
      boardBoundsOf(contest),
      problems.map((p) => Number(p.id)),
    );
    const version = await ensureBoardCells(database, cid, key);
    const stamp = `${version}|${readTime(contest.gmt_modified)!.getTime()}|${key}`;
    const viewKey = { cid, sealed: v.sealed, containsEnd: v.containsEnd };
    if (!v.fresh) {
      const hit = cache.get(viewKey, stamp);
      if (hit) return hit;
    }
    const segments = v.sealed
      ? [Segment.BEFORE_SEAL, Segment.SEALED]
      : v.containsEnd
        ? [Segment.BEFORE_SEAL, Segment.SEALED, Segment.AFTER_END]
        : [Segment.BEFORE_SEAL, Segment.SEALED];
    const [cells, userRows, excluded] = await Promise.all([
      db.selectFrom('contest_board_cell').selectAll().where('cid', '=', cid).where('segment', 'in', segments).execute(),
      db
        .selectFrom('user_info')
        .select(['uuid', 'username', 'nickname', 'realname', 'school', 'gender', 'avatar'])
        .where('uuid', 'in', (eb) =>
          eb.selectFrom('contest_board_cell').select('uid').distinct().where('cid', '=', cid),
        )
        .execute(),
      excludedUids(contest),
    ]);
    const users = new Map<string, BoardUser>();
    for (const u of userRows)
      if (!excluded.has(u.uuid))
        users.set(u.uuid, {
          uid: u.uuid,
          username: u.username,
          nickname: u.nickname,
          realname: u.realname,
          school: u.school,
          gender: u.gender,
          avatar: u.avatar,
        });
    const rows = rankBoard(
      {
        type: contest.type,
        rankShowName: contest.rank_show_name,
        oiRankScoreType: contest.oi_rank_score_type,
        starUsernames: new Set(starAccountsOf(cols, contest.star_account)),
        awardType: contest.award_type,
        awards: awardsOf(cols, contest.award_config),
        problems: new Map(problems.map((p) => [p.pid, p.display_id])),
      },
      v,
      cells,
      users,
    );
    cache.set(viewKey, stamp, rows);
    return rows;
  }

  /** The page a request asks for, with the caller's own and followed rows pinned on the first page. */
  function pageOf(rows: RankedEntry[], q: ContestRankQuery, actor: Actor | null): ContestRankPage {
    const limit = Math.min(Math.max(q.limit ?? BOARD_DEFAULT_PAGE_SIZE, 1), BOARD_MAX_PAGE_SIZE);
    const current = Math.max(q.currentPage ?? 1, 1);
    const concerned = new Set(q.concernedList ?? []);
    const keyword = q.keyword?.trim().toLowerCase() ?? '';
    let list = q.removeStar ? rows.filter((r) => !r.star) : rows;
    if (keyword) list = list.filter((r) => r.search.includes(keyword));
    const mark = (r: RankRow): RankRow => (concerned.has(r.uid) ? { ...r, isConcerned: true } : r);
    const records: RankRow[] = list.slice((current - 1) * limit, current * limit).map((r) => mark(r.row));
    if (current === 1) {
      const pinned: RankRow[] = [];
      const own = actor ? rows.find((r) => r.row.uid === actor.uid) : undefined;
      if (own) pinned.push(own.row);
      for (const r of rows)
        if (concerned.has(r.row.uid) && r.row.uid !== actor?.uid && !(q.removeStar && r.star))
          pinned.push({ ...r.row, isConcerned: true });
      records.unshift(...pinned);
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
    const a = await accessOf(db, await loadContest(q.cid), actor, 'inside');
    const live = a.live && !!q.forceRefresh;
    const sealed = a.sealed && !live;
    const containsEnd = !!q.containsEnd && readBool(a.contest.allow_end_submit) && !sealed;
    const rows = await rankedBoard(a.contest, { sealed, containsEnd, fresh: live });
    return pageOf(rows, q, actor);
  }

  /** The outside board is open to everyone once the contest has started, when the contest opens it. */
  async function outsideContest(cid: number, now = Date.now()): Promise<ContestRow> {
    const contest = await loadContest(cid);
    if (!anonymousProblemList(contestFactsOf(contest), now)) throw forbidden('Contest_Outside_Board_Closed');
    return contest;
  }

  /** POST /api/get-contest-outside-scoreboard: as a participant sees it (sealed while sealed). */
  async function outsideRank(actor: Actor | null, q: ContestRankQuery): Promise<ContestRankPage> {
    const now = Date.now();
    const contest = await outsideContest(q.cid, now);
    const sealed = isContestSealed(contestFactsOf(contest), now);
    const containsEnd = !!q.containsEnd && readBool(contest.allow_end_submit) && !sealed;
    const rows = await rankedBoard(contest, { sealed, containsEnd, fresh: false });
    return pageOf(rows, q, actor);
  }

  /** GET /api/get-contest-outsize-info: the contest (ContestVO, `now` set) and its problems by display id. */
  async function outsideInfo(cid: number): Promise<ContestOutsideInfoVO> {
    const now = Date.now();
    const c = await outsideContest(cid, now);
    const [problems, count] = await Promise.all([
      db.selectFrom('contest_problem').selectAll().where('cid', '=', Number(c.id)).orderBy('display_id').execute(),
      db
        .selectFrom('contest_register')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('cid', '=', Number(c.id))
        .where('status', '=', 0)
        .executeTakeFirstOrThrow(),
    ]);
    return {
      contest: {
        id: Number(c.id),
        author: c.author,
        title: c.title,
        type: c.type,
        description: c.description,
        status: contestStatusOf(c, now),
        source: c.source,
        auth: c.auth,
        now: new Date(now).toISOString(),
        startTime: iso(c.start_time)!,
        endTime: iso(c.end_time)!,
        duration: c.duration,
        sealRank: readBool(c.seal_rank),
        openPrint: readBool(c.open_print),
        sealRankTime: iso(c.seal_rank_time),
        rankShowName: c.rank_show_name,
        openRank: readBool(c.open_rank),
        oiRankScoreType: c.oi_rank_score_type,
        count: Number(count.n),
        gid: c.gid,
        allowEndSubmit: readBool(c.allow_end_submit),
      },
      problemList: problems.map(presentContestProblem),
    };
  }

  /**
   * May the caller follow a contest's board changes? Those who may open the board, or anyone when
   * the outside board is open. Throws the refusal otherwise.
   */
  async function checkWatch(actor: Actor | null, cid: number): Promise<void> {
    const contest = await loadContest(cid);
    if (anonymousProblemList(contestFactsOf(contest))) return;
    await accessOf(db, contest, actor, 'inside');
  }

  return { rank, outsideRank, outsideInfo, checkWatch, rankedBoard, cache };
}
export type BoardService = ReturnType<typeof boardService>;
