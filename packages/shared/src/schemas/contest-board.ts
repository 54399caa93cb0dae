// Contest boards (hoj-api-paths §4, §7; site.md §2 "Scoreboard", §3 "Scoreboard row", §9):
// ContestRankDTO in, a page of ACMContestRankVO or OIContestRankVO rows out, the outside board's
// contest info, and the live "board changed" event. Server routes and web pages share these.
import { z } from 'zod';
import { contestProblemVO } from './contest.js';
import { contestVO } from './contest-public.js';
import { pageSchema, clientFlag } from './page.js';

/** Page sizes of the scoreboard (site.md §9); 30 by default. */
export const BOARD_PAGE_SIZES = [10, 30, 50, 100, 300] as const;
export const BOARD_DEFAULT_PAGE_SIZE = 30;
/** The largest page a board call answers (the HOJ client offers 500 too). */
export const BOARD_MAX_PAGE_SIZE = 500;
/** At most this many followed users are pinned under the caller's row. */
export const BOARD_MAX_CONCERNED = 100;
/** Auto refresh of the board while the contest runs (site.md §9), in ms; the push channel comes first. */
export const BOARD_REFRESH_MS = 30_000;


/** POST /api/get-contest-rank and /api/get-contest-outside-scoreboard body (ContestRankDTO). */
export const contestRankDto = z.object({
  cid: z.coerce.number().int(),
  currentPage: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().optional(),
  /** Contest admins: the live board even while sealed (and no cached page). */
  forceRefresh: clientFlag.optional(),
  /** Leave star users out. */
  removeStar: clientFlag.optional(),
  /** School or shown name, case-insensitive. */
  keyword: z.string().max(200).nullable().optional(),
  /** Count submissions after the end (contests that accept them; never on a sealed board). */
  containsEnd: clientFlag.optional(),
  /** Followed users (uids), pinned under the caller's own row on the first page. */
  concernedList: z.array(z.string().max(64)).max(BOARD_MAX_CONCERNED).nullable().optional(),
  /** HOJ's virtual-contest merge; accepted and ignored (no virtual contests here). */
  externalCidList: z.array(z.coerce.number().int()).nullable().optional(),
});
export type ContestRankDto = z.input<typeof contestRankDto>;

const award = {
  /** 1-based; shared by equal rows; −1 for star users. */
  rank: z.number(),
  isWinAward: z.boolean(),
  awardName: z.string().nullable(),
  awardBackground: z.string().nullable(),
  awardColor: z.string().nullable(),
};
const user = {
  uid: z.string(),
  username: z.string(),
  realname: z.string().nullable(),
  nickname: z.string().nullable(),
  school: z.string().nullable(),
  gender: z.string().nullable(),
  avatar: z.string().nullable(),
  /** A followed user's row (pinned copies and the row in the list). */
  isConcerned: z.boolean().optional(),
};

/** One problem of an ACM row. */
export const acmCellInfo = z.object({
  /** Counted (penalised) tries before the AC, or all of them without one. */
  errorNum: z.number(),
  isAC: z.boolean().optional(),
  /** Earliest AC of the problem on this board (ties are all first). */
  isFirstAC: z.boolean().optional(),
  /** Seconds from the start to the AC. */
  ACTime: z.number().optional(),
  /** Submissions during the seal, shown without their results. */
  tryNum: z.number().optional(),
  /** Accepted after the end (boards that count those). */
  isAfterContest: z.boolean().optional(),
});
export type AcmCellInfo = z.infer<typeof acmCellInfo>;

/** ACMContestRankVO. */
export const acmRankRow = z.object({
  ...award,
  ...user,
  /** Penalty in seconds: AC times + 1200 per counted try. */
  totalTime: z.number(),
  /** Submissions counted on the board (up to each first AC). */
  total: z.number(),
  ac: z.number(),
  submissionInfo: z.record(z.string(), acmCellInfo),
});
export type AcmRankRow = z.infer<typeof acmRankRow>;

/** OIContestRankVO. */
export const oiRankRow = z.object({
  ...award,
  ...user,
  totalScore: z.number(),
  /** Tie-break in ms: the fastest AC run of each fully solved problem, summed. */
  totalTime: z.number(),
  /** displayId → score (recent or highest, by the contest's setting). */
  submissionInfo: z.record(z.string(), z.number()),
  /** displayId → run time (ms) of its fastest AC. */
  timeInfo: z.record(z.string(), z.number()),
});
export type OiRankRow = z.infer<typeof oiRankRow>;

export const contestRankRow = z.union([acmRankRow, oiRankRow]);
export type ContestRankRow = z.infer<typeof contestRankRow>;
export const contestRankPage = pageSchema(contestRankRow);
export type ContestRankPage = z.infer<typeof contestRankPage>;

/**
 * ContestVO as the outside board's header shows it: the participant's ContestVO (contest-public.ts)
 * without the creator's uid, which only the participant's pages use.
 */
export const outsideContestVO = contestVO.omit({ uid: true });
export type OutsideContestVO = z.infer<typeof outsideContestVO>;

/** ContestProblem of the outside board's header (by display id): the back office's ContestProblemVO. */
export const outsideProblemVO = contestProblemVO;

/** GET /api/get-contest-outsize-info: ContestOutsideInfoVO. */
export const contestOutsideInfoVO = z.object({
  contest: outsideContestVO,
  problemList: z.array(outsideProblemVO),
});
export type ContestOutsideInfoVO = z.infer<typeof contestOutsideInfoVO>;

export const boardCidQuery = z.object({ cid: z.coerce.number().int() });

/**
 * The event of GET /api/contest-board-events (text/event-stream): `board` with this body when the
 * contest's board changed. It carries no result; the client refetches the board through the
 * checked call. `ready` once on connect.
 */
export const boardChangedEvent = z.object({ cid: z.number(), version: z.number() });
export type BoardChangedEvent = z.infer<typeof boardChangedEvent>;
