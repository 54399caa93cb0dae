// Ranking a board from its cells (hoj-behaviour §5.3, §5.4): pure functions, no database. One rule
// object per contest type (ACM, OI), as Hydro keeps them, each turning a user's cells into a row and
// ordering rows; competition ranking, star users and awards are shared.
import { AwardType, ContestType, OiRankScoreType, type Award } from '@judge/shared';
import type { AcmCellInfo, AcmRankRow, OiRankRow } from '@judge/shared/schemas/contest-board';
import { Segment, type Cell } from './cells.js';

/** Penalty of a counted try: 20 minutes, in seconds. */
export const PENALTY_SECONDS = 20 * 60;

export interface BoardUser {
  uid: string;
  username: string;
  nickname: string | null;
  realname: string | null;
  school: string | null;
  gender: string | null;
  avatar: string | null;
}

export interface BoardContest {
  type: number;
  /** username | nickname | realname */
  rankShowName: string;
  oiRankScoreType: string;
  starUsernames: ReadonlySet<string>;
  awardType: number;
  awards: readonly Award[];
  /** The contest's problems (pid → display id); cells of other problems are ignored. */
  problems: ReadonlyMap<number, string>;
}

export interface BoardView {
  /** Sealed: only cells before the seal count; the seal window shows as tries (ACM). */
  sealed: boolean;
  /** Count submissions after the end (only honoured on a live board). */
  containsEnd: boolean;
}

export type RankRow = AcmRankRow | OiRankRow;

/** A ranked row with what requests filter on (never sent). */
export interface RankedEntry {
  row: RankRow;
  star: boolean;
  /** Lower-cased shown name and school, for the keyword search. */
  search: string;
}

/** Segments whose results count in a view (the seal window of a sealed ACM board only as tries). */
export function countedSegments(v: BoardView): ReadonlySet<number> {
  if (v.sealed) return new Set([Segment.BEFORE_SEAL]);
  return new Set(v.containsEnd ? [Segment.BEFORE_SEAL, Segment.SEALED, Segment.AFTER_END] : [Segment.BEFORE_SEAL, Segment.SEALED]);
}

/** The name a board shows for a user (falls back to the username when empty). */
export function shownName(u: BoardUser, rankShowName: string): string {
  const v = rankShowName === 'nickname' ? u.nickname : rankShowName === 'realname' ? u.realname : u.username;
  return v && v.trim() ? v : u.username;
}

interface Scored {
  uid: string;
  row: Omit<AcmRankRow, 'rank' | 'isWinAward' | 'awardName' | 'awardBackground' | 'awardColor'> |
    Omit<OiRankRow, 'rank' | 'isWinAward' | 'awardName' | 'awardBackground' | 'awardColor'>;
  /** Sort key: larger first, then smaller first. */
  primary: number;
  secondary: number;
  /** Counts for awards (ACM solved > 0, OI score > 0). */
  awardable: boolean;
}

function userFields(u: BoardUser) {
  return {
    uid: u.uid,
    username: u.username,
    realname: u.realname,
    nickname: u.nickname,
    school: u.school,
    gender: u.gender,
    avatar: u.avatar,
  };
}

/** cells grouped by user, then by problem, in segment order. */
function byUserAndProblem(cells: readonly Cell[], problems: ReadonlyMap<number, string>) {
  const out = new Map<string, Map<number, Cell[]>>();
  for (const c of cells) {
    if (!problems.has(c.pid)) continue;
    let m = out.get(c.uid);
    if (!m) out.set(c.uid, (m = new Map()));
    const list = m.get(c.pid);
    if (list) list.push(c);
    else m.set(c.pid, [c]);
  }
  for (const m of out.values()) for (const l of m.values()) l.sort((a, b) => a.segment - b.segment);
  return out;
}

// ---- ACM ------------------------------------------------------------------------------------------

function acmScores(
  contest: BoardContest,
  view: BoardView,
  grouped: Map<string, Map<number, Cell[]>>,
  users: ReadonlyMap<string, BoardUser>,
): Scored[] {
  const counted = countedSegments(view);
  // First blood: the earliest in-contest AC of each problem on this view among ranked (non-star)
  // users; ties are all first.
  const firstAc = new Map<number, number>();
  for (const [uid, m] of grouped) {
    const u = users.get(uid);
    if (!u || contest.starUsernames.has(u.username)) continue;
    for (const [pid, list] of m)
      for (const c of list)
        if (c.ac_time !== null && counted.has(c.segment) && c.segment !== Segment.AFTER_END) {
          const best = firstAc.get(pid);
          if (best === undefined || c.ac_time < best) firstAc.set(pid, c.ac_time);
          break;
        }
  }

  const out: Scored[] = [];
  for (const [uid, m] of grouped) {
    const u = users.get(uid);
    if (!u) continue;
    let ac = 0;
    let totalTime = 0;
    let total = 0;
    let shown = false;
    const submissionInfo: Record<string, AcmCellInfo> = {};
    for (const [pid, list] of m) {
      let errorNum = 0;
      let tries = 0;
      let frozen = 0;
      let acCell: Cell | null = null;
      for (const c of list) {
        if (counted.has(c.segment)) {
          shown = true;
          errorNum += c.penalty;
          tries += c.tries;
          if (c.ac_time !== null) {
            acCell = c;
            break;
          }
        } else if (view.sealed && c.segment === Segment.SEALED) {
          // Tries during the seal, without their results.
          shown = true;
          frozen += c.tries;
        }
      }
      if (!acCell && tries === 0 && frozen === 0) continue;
      const info: AcmCellInfo = { errorNum };
      total += tries + frozen;
      if (acCell) {
        ac++;
        totalTime += acCell.ac_time! + PENALTY_SECONDS * errorNum;
        info.isAC = true;
        info.ACTime = acCell.ac_time!;
        info.isFirstAC = acCell.segment !== Segment.AFTER_END && firstAc.get(pid) === acCell.ac_time;
        if (acCell.segment === Segment.AFTER_END) info.isAfterContest = true;
      } else if (frozen > 0) info.tryNum = frozen;
      submissionInfo[contest.problems.get(pid)!] = info;
    }
    if (!shown) continue;
    out.push({
      uid,
      row: { ...userFields(u), ac, totalTime, total, submissionInfo },
      primary: ac,
      secondary: totalTime,
      awardable: ac > 0,
    });
  }
  return out;
}

// ---- OI -------------------------------------------------------------------------------------------

function oiScores(
  contest: BoardContest,
  view: BoardView,
  grouped: Map<string, Map<number, Cell[]>>,
  users: ReadonlyMap<string, BoardUser>,
): Scored[] {
  const counted = countedSegments(view);
  const highest = contest.oiRankScoreType === OiRankScoreType.HIGHEST;
  const out: Scored[] = [];
  for (const [uid, m] of grouped) {
    const u = users.get(uid);
    if (!u) continue;
    let totalScore = 0;
    let totalTime = 0;
    let shown = false;
    const submissionInfo: Record<string, number> = {};
    const timeInfo: Record<string, number> = {};
    for (const [pid, list] of m) {
      let score: number | null = null;
      let recent: Cell | null = null;
      let useTime: number | null = null;
      for (const c of list) {
        if (!counted.has(c.segment)) continue;
        shown = true;
        if (c.last_submit_id === null) continue;
        if (c.max_score !== null && (score === null || c.max_score > score)) score = c.max_score;
        if (!recent || c.last_time! > recent.last_time! || (c.last_time === recent.last_time && c.last_submit_id > recent.last_submit_id!))
          recent = c;
        if (c.ac_use_time !== null) useTime = useTime === null ? c.ac_use_time : Math.min(useTime, c.ac_use_time);
      }
      if (!recent) continue;
      const chosen = highest ? score! : recent.last_score!;
      const displayId = contest.problems.get(pid)!;
      submissionInfo[displayId] = chosen;
      totalScore += chosen;
      if (useTime !== null) {
        timeInfo[displayId] = useTime;
        totalTime += useTime;
      }
    }
    if (!shown) continue;
    out.push({
      uid,
      row: { ...userFields(u), totalScore, totalTime, submissionInfo, timeInfo },
      primary: totalScore,
      secondary: totalTime,
      awardable: totalScore > 0,
    });
  }
  return out;
}

// ---- shared: order, ranks, awards -------------------------------------------------------------------

/** How many users each award tier takes (by proportion of the non-star participants, or by count). */
export function awardCounts(awardType: number, awards: readonly Award[], participants: number) {
  if (awardType !== AwardType.PROPORTION && awardType !== AwardType.NUMBER) return [];
  return [...awards]
    .sort((a, b) => a.priority - b.priority)
    .map((a) => ({
      award: a,
      count: awardType === AwardType.PROPORTION ? Math.floor((a.num * participants) / 100) : Math.max(0, Math.floor(a.num)),
    }))
    .filter((t) => t.count > 0);
}

/**
 * The whole board of a view, in order: rows sorted (ACM solved desc then penalty asc; OI score desc
 * then time asc), equal keys sharing a rank and the next distinct key taking its 1-based position
 * among non-star rows; star users at their place with rank −1 and never awarded; award tiers handed
 * out down the ranking to non-star users with solved (score) > 0.
 */
export function rankBoard(
  contest: BoardContest,
  view: BoardView,
  cells: readonly Cell[],
  users: ReadonlyMap<string, BoardUser>,
): RankedEntry[] {
  const grouped = byUserAndProblem(cells, contest.problems);
  const scored =
    contest.type === ContestType.OI
      ? oiScores(contest, view, grouped, users)
      : acmScores(contest, view, grouped, users);
  const name = (s: Scored) => users.get(s.uid)!.username;
  scored.sort(
    (a, b) => b.primary - a.primary || a.secondary - b.secondary || (name(a) < name(b) ? -1 : name(a) > name(b) ? 1 : 0),
  );

  const isStar = (s: Scored) => contest.starUsernames.has(users.get(s.uid)!.username);
  const participants = scored.filter((s) => !isStar(s)).length;
  const tiers = awardCounts(contest.awardType, contest.awards, participants);
  let tier = 0;
  let given = 0;

  const out: RankedEntry[] = [];
  let position = 0;
  let rank = 0;
  let prev: Scored | null = null;
  for (const s of scored) {
    const u = users.get(s.uid)!;
    const star = isStar(s);
    let myRank = -1;
    let award: Award | null = null;
    if (!star) {
      position++;
      if (!prev || prev.primary !== s.primary || prev.secondary !== s.secondary) rank = position;
      myRank = rank;
      prev = s;
      if (s.awardable && tier < tiers.length) {
        award = tiers[tier].award;
        if (++given >= tiers[tier].count) {
          tier++;
          given = 0;
        }
      }
    }
    const row = {
      rank: myRank,
      isWinAward: !!award,
      awardName: award?.name ?? null,
      awardBackground: award?.background ?? null,
      awardColor: award?.color ?? null,
      ...s.row,
    } as RankRow;
    out.push({
      row,
      star,
      search: `${shownName(u, contest.rankShowName).toLowerCase()}\u0000${(u.school ?? '').toLowerCase()}`,
    });
  }
  return out;
}
