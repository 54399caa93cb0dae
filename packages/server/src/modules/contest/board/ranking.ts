// Ranking a board (hoj-behaviour §5.3, §5.4): pure functions, no database. One rule per contest
// type (ACM, OI), as Hydro keeps them, turns one user's cells into that user's row and rank key
// (`scoreUser`); the keys are kept per user in contest_board_rank (cells.ts), so a board is ordered
// from one small row per user (`orderBoard`: competition ranking, star users, awards) and only the
// rows of the page asked for are built from cells (DOMjudge's scorecache + rankcache split).
import { AwardType, ContestType, OiRankScoreType, type Award } from '@judge/shared';
import type { AcmCellInfo, AcmRankRow, OiRankRow } from '@judge/shared/schemas/contest-board';
import { Segment, type Cell } from './segments.js';

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

/** What ranking needs of a contest. */
export interface RankRules {
  type: number;
  oiRankScoreType: string;
  /** The contest's problems (pid → display id); cells of other problems are ignored. */
  problems: ReadonlyMap<number, string>;
}

export interface BoardContest extends RankRules {
  /** username | nickname | realname */
  rankShowName: string;
  starUsernames: ReadonlySet<string>;
  awardType: number;
  awards: readonly Award[];
}

export interface BoardView {
  /** Sealed: only cells before the seal count; the seal window shows as tries (ACM). */
  sealed: boolean;
  /** Count submissions after the end (only honoured on a live board). */
  containsEnd: boolean;
}

/** The three views a board has, as kept in contest_board_rank. */
export const VIEWS = {
  sealed: { sealed: true, containsEnd: false },
  live: { sealed: false, containsEnd: false },
  end: { sealed: false, containsEnd: true },
} as const satisfies Record<string, BoardView>;
export type ViewName = keyof typeof VIEWS;
export const viewNameOf = (v: BoardView): ViewName => (v.sealed ? 'sealed' : v.containsEnd ? 'end' : 'live');

export type RankRow = AcmRankRow | OiRankRow;
/** A board row without its place (rank and award): what a user's cells make. */
export type Scored =
  | Omit<AcmRankRow, 'rank' | 'isWinAward' | 'awardName' | 'awardBackground' | 'awardColor'>
  | Omit<OiRankRow, 'rank' | 'isWinAward' | 'awardName' | 'awardBackground' | 'awardColor'>;

/** A user's place on a board: the sort key (larger `primary` first, then smaller `secondary`). */
export interface UserScore {
  primary: number;
  secondary: number;
}

/** Segments whose results count in a view (the seal window of a sealed ACM board only as tries). */
export function countedSegments(v: BoardView): ReadonlySet<number> {
  if (v.sealed) return new Set([Segment.BEFORE_SEAL]);
  return new Set(
    v.containsEnd
      ? [Segment.BEFORE_SEAL, Segment.SEALED, Segment.AFTER_END]
      : [Segment.BEFORE_SEAL, Segment.SEALED],
  );
}

/** The name a board shows for a user (falls back to the username when empty). */
export function shownName(u: BoardUser, rankShowName: string): string {
  const v = rankShowName === 'nickname' ? u.nickname : rankShowName === 'realname' ? u.realname : u.username;
  return v && v.trim() ? v : u.username;
}

/** One user's cells by problem, in segment order (problems not in the contest dropped). */
function byProblem(cells: readonly Cell[], problems: ReadonlyMap<number, string>) {
  const m = new Map<number, Cell[]>();
  for (const c of cells) {
    if (!problems.has(c.pid)) continue;
    const list = m.get(c.pid);
    if (list) list.push(c);
    else m.set(c.pid, [c]);
  }
  for (const l of m.values()) l.sort((a, b) => a.segment - b.segment);
  return m;
}

interface UserResult extends UserScore {
  submissionInfo: Record<string, AcmCellInfo> | Record<string, number>;
  extra:
    | { ac: number; totalTime: number; total: number }
    | { totalScore: number; totalTime: number; timeInfo: Record<string, number> };
}

// ---- ACM ------------------------------------------------------------------------------------------

function acmUser(
  rules: RankRules,
  view: BoardView,
  cells: readonly Cell[],
  firstAc: ReadonlyMap<number, number>,
): UserResult | null {
  const counted = countedSegments(view);
  let ac = 0;
  let totalTime = 0;
  let total = 0;
  let shown = false;
  const submissionInfo: Record<string, AcmCellInfo> = {};
  for (const [pid, list] of byProblem(cells, rules.problems)) {
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
    submissionInfo[rules.problems.get(pid)!] = info;
  }
  if (!shown) return null;
  return { primary: ac, secondary: totalTime, submissionInfo, extra: { ac, totalTime, total } };
}

// ---- OI -------------------------------------------------------------------------------------------

function oiUser(rules: RankRules, view: BoardView, cells: readonly Cell[]): UserResult | null {
  const counted = countedSegments(view);
  const highest = rules.oiRankScoreType === OiRankScoreType.HIGHEST;
  let totalScore = 0;
  let totalTime = 0;
  let shown = false;
  const submissionInfo: Record<string, number> = {};
  const timeInfo: Record<string, number> = {};
  for (const [pid, list] of byProblem(cells, rules.problems)) {
    let score: number | null = null;
    let recent: Cell | null = null;
    let useTime: number | null = null;
    for (const c of list) {
      if (!counted.has(c.segment)) continue;
      shown = true;
      if (c.last_submit_id === null) continue;
      if (c.max_score !== null && (score === null || c.max_score > score)) score = c.max_score;
      if (
        !recent ||
        c.last_time! > recent.last_time! ||
        (c.last_time === recent.last_time && c.last_submit_id > recent.last_submit_id!)
      )
        recent = c;
      if (c.ac_use_time !== null)
        useTime = useTime === null ? c.ac_use_time : Math.min(useTime, c.ac_use_time);
    }
    if (!recent) continue;
    const chosen = highest ? score! : recent.last_score!;
    const displayId = rules.problems.get(pid)!;
    submissionInfo[displayId] = chosen;
    totalScore += chosen;
    // The tie-break sums the run time of the problems the board counts as solved: an AC (full score,
    // the highest there is) exists and the counted score is that one. In Recent mode a later partial
    // score is what counts, and the earlier AC's time no longer does.
    if (useTime !== null && chosen === score) {
      timeInfo[displayId] = useTime;
      totalTime += useTime;
    }
  }
  if (!shown) return null;
  return {
    primary: totalScore,
    secondary: totalTime,
    submissionInfo,
    extra: { totalScore, totalTime, timeInfo },
  };
}

function resultOf(
  rules: RankRules,
  view: BoardView,
  cells: readonly Cell[],
  firstAc: ReadonlyMap<number, number>,
) {
  return rules.type === ContestType.OI ? oiUser(rules, view, cells) : acmUser(rules, view, cells, firstAc);
}

/** A user's rank key on a view from all their cells, or null when they are not on that board. */
export function scoreUser(rules: RankRules, view: BoardView, cells: readonly Cell[]): UserScore | null {
  const r = resultOf(rules, view, cells, new Map());
  return r ? { primary: r.primary, secondary: r.secondary } : null;
}

/** A user's row (without rank and award) on a view; `firstAc` = earliest AC time per problem. */
export function rowOfUser(
  rules: RankRules,
  view: BoardView,
  cells: readonly Cell[],
  user: BoardUser,
  firstAc: ReadonlyMap<number, number>,
): Scored | null {
  const r = resultOf(rules, view, cells, firstAc);
  if (!r) return null;
  return {
    uid: user.uid,
    username: user.username,
    realname: user.realname,
    nickname: user.nickname,
    school: user.school,
    gender: user.gender,
    avatar: user.avatar,
    ...r.extra,
    submissionInfo: r.submissionInfo,
  } as Scored;
}

// ---- order, ranks, awards ---------------------------------------------------------------------------

/** How many users each award tier takes (by proportion of the non-star participants, or by count). */
export function awardCounts(awardType: number, awards: readonly Award[], participants: number) {
  if (awardType !== AwardType.PROPORTION && awardType !== AwardType.NUMBER) return [];
  return [...awards]
    .sort((a, b) => a.priority - b.priority)
    .map((a) => ({
      award: a,
      count:
        awardType === AwardType.PROPORTION
          ? Math.floor((a.num * participants) / 100)
          : Math.max(0, Math.floor(a.num)),
    }))
    .filter((t) => t.count > 0);
}

/** A user's place on the board of a view: what requests page, filter and pin. */
export interface RankedEntry extends UserScore {
  user: BoardUser;
  /** 1-based; shared by equal keys; −1 for star users. */
  rank: number;
  award: Award | null;
  star: boolean;
  /** Lower-cased shown name and school, for the keyword search. */
  search: string;
}

/**
 * The order of a board: rows sorted by key (ACM solved desc then penalty asc; OI score desc then
 * time asc; then username), equal keys sharing a rank and the next distinct key taking its 1-based
 * position among non-star rows; star users at their place with rank −1 and never awarded; award
 * tiers handed out down the ranking to non-star users with solved (score) > 0, ties split.
 */
export function orderBoard(
  contest: Pick<BoardContest, 'rankShowName' | 'starUsernames' | 'awardType' | 'awards'>,
  scored: readonly { user: BoardUser; score: UserScore }[],
): RankedEntry[] {
  const sorted = [...scored].sort(
    (a, b) =>
      b.score.primary - a.score.primary ||
      a.score.secondary - b.score.secondary ||
      (a.user.username < b.user.username ? -1 : a.user.username > b.user.username ? 1 : 0),
  );
  const isStar = (u: BoardUser) => contest.starUsernames.has(u.username);
  const participants = sorted.filter((s) => !isStar(s.user)).length;
  const tiers = awardCounts(contest.awardType, contest.awards, participants);
  let tier = 0;
  let given = 0;
  let position = 0;
  let rank = 0;
  let prev: UserScore | null = null;
  return sorted.map(({ user, score }) => {
    const star = isStar(user);
    let myRank = -1;
    let award: Award | null = null;
    if (!star) {
      position++;
      if (!prev || prev.primary !== score.primary || prev.secondary !== score.secondary) rank = position;
      myRank = rank;
      prev = score;
      if (score.primary > 0 && tier < tiers.length) {
        award = tiers[tier].award;
        if (++given >= tiers[tier].count) {
          tier++;
          given = 0;
        }
      }
    }
    return {
      user,
      primary: score.primary,
      secondary: score.secondary,
      rank: myRank,
      award,
      star,
      search: `${shownName(user, contest.rankShowName).toLowerCase()}\u0000${(user.school ?? '').toLowerCase()}`,
    };
  });
}

/** The full API row of an entry from its row body. */
export function presentRankRow(e: RankedEntry, body: Scored): RankRow {
  return {
    rank: e.rank,
    isWinAward: !!e.award,
    awardName: e.award?.name ?? null,
    awardBackground: e.award?.background ?? null,
    awardColor: e.award?.color ?? null,
    ...body,
  } as RankRow;
}
