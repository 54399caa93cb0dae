// Request and response shapes of the participant's contest calls (site.md §7 "Contest";
// hoj-api-paths §4, §6, §7: ContestVO, ContestProblemVO, ProblemInfoVO, AnnouncementVO,
// Announcement, JudgeVO, Judge). The back office's shapes are in contest.ts.
import { z } from 'zod';
import { pageQuery, pageSchema, clientFlag } from './page.js';
import { problemDetailSchema, problemSchema } from './problem.js';
import { submissionRowSchema } from './submission.js';
import { submissionSchema } from './submission-intake.js';

const int = z.coerce.number().int();
const nstr = z.string().nullable();
const nnum = z.number().nullable();

// ---- requests ------------------------------------------------------------------------------------

/** GET /api/get-contest-list: rule type (0 ACM, 1 OI), status (−1, 0, 1) and keyword filters. */
export const contestPublicListQuery = pageQuery.extend({
  /** The spec writes `page`; HOJ's clients send `currentPage` (hoj-api-paths §9.3). Both are read. */
  page: int.optional(),
  status: int.optional(),
  type: int.optional(),
  keyword: z.string().max(200).optional(),
});
export type ContestPublicListQuery = z.output<typeof contestPublicListQuery>;

export const contestCidQuery = z.object({ cid: int });

export const registerContestBody = z.object({
  cid: int,
  /** Needed for private and protected contests. */
  password: z.string().max(200).nullish(),
});

export const contestProblemsQuery = z.object({ cid: int, containsEnd: clientFlag.optional() });

export const contestProblemDetailsQuery = z.object({
  cid: int,
  displayId: z.string().min(1).max(100),
  containsEnd: clientFlag.optional(),
});

export const contestAnnouncementQuery = pageQuery.extend({ cid: int });

export const notReadAnnouncementBody = z.object({
  cid: int,
  /** Ids of the announcements the client has already shown. */
  readAnnouncementList: z.array(int).max(1000).nullish(),
});

/** GET /api/contest-submissions (hoj-api-paths §4). */
export const contestSubmissionsQuery = pageQuery.extend({
  onlyMine: clientFlag.optional(),
  /** The problem's id inside the contest ("A"). */
  problemID: z.string().max(100).optional(),
  status: int.optional(),
  username: z.string().max(100).optional(),
  contestID: int,
  /** Admins: only the submissions made before the start (their tests). Ignored for others. */
  beforeContestSubmit: clientFlag.optional(),
  completeProblemID: clientFlag.optional(),
  /** Include submissions after the end (contests that allow them). */
  containsEnd: clientFlag.optional(),
});
export type ContestSubmissionsQuery = z.output<typeof contestSubmissionsQuery>;

export const contestSubmissionsStatusBody = z.object({
  submitIds: z.array(int).max(500),
  cid: int,
});

// ---- answers -------------------------------------------------------------------------------------

/** ContestVO (hoj-api-paths §7): no password, no star users, no award rows. */
export const contestVO = z.object({
  id: z.number(),
  /** The creator's uid (beyond HOJ's ContestVO): lets the web show admin tabs; the server still decides. */
  uid: z.string().optional(),
  author: z.string(),
  title: z.string(),
  type: z.number(),
  description: nstr,
  /** −1 scheduled, 0 running, 1 ended (computed from the clock). */
  status: z.number(),
  source: nstr,
  auth: z.number(),
  /** The server's clock (ISO) when answering: the client's countdown starts from it. */
  now: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  sealRank: z.boolean(),
  openPrint: z.boolean(),
  sealRankTime: nstr,
  rankShowName: z.string(),
  openRank: z.boolean(),
  oiRankScoreType: z.string(),
  /** Registered participants. */
  count: z.number(),
  gid: nnum,
  allowEndSubmit: z.boolean(),
});
export type ContestVO = z.infer<typeof contestVO>;
export const contestVOPage = pageSchema(contestVO);

export const contestAccessVO = z.object({ access: z.boolean() });

/** ContestProblemVO: ac and total are null ("?") for callers without real-time permission. */
export const contestProblemStatVO = z.object({
  id: z.number(),
  displayId: z.string(),
  cid: z.number(),
  pid: z.number(),
  displayTitle: z.string(),
  color: nstr,
  ac: nnum,
  total: nnum,
});
export type ContestProblemStatVO = z.infer<typeof contestProblemStatVO>;

/**
 * ProblemInfoVO of a contest problem: problemId and title are the contest's; author, source and
 * difficulty are null while the contest runs (non-admins).
 */
export const contestProblemDetailVO = problemDetailSchema.extend({
  problem: problemSchema.extend({ difficulty: nnum }),
});

export const contestAnnouncementVO = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  uid: z.string(),
  username: nstr,
  status: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export const contestAnnouncementPage = pageSchema(contestAnnouncementVO);

/** The Announcement entity (get-contest-not-read-announcement). */
export const announcementEntity = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  uid: z.string(),
  status: z.number(),
  gid: nnum,
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

/** JudgeVO rows of a contest: displayId/title are the contest's; displayPid null for non-admins. */
export const contestSubmissionRow = submissionRowSchema.extend({ displayPid: nstr, source: nstr });
export const contestSubmissionPage = pageSchema(contestSubmissionRow);

/** Judge of check-contest-submissions-status: code, displayPid and errorMessage are always null. */
export const contestSubmissionStatus = submissionSchema.extend({ displayPid: nstr });
export const contestSubmissionStatusMap = z.record(z.string(), contestSubmissionStatus);
