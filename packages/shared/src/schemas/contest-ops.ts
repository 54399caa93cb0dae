// Contest operations (hoj-api-paths §3, §4; site.md §3, §5, §9; hoj-behaviour §5.6): the print
// queue, AC info (balloons), the scroll board's data and the exports. Server routes and web pages
// share these.
import { z } from 'zod';
import { pageSchema, clientFlag } from './page.js';

/** Print text: at least this many characters (site.md §5) and at most this many (a size cap). */
export const PRINT_MIN_LENGTH = 50;
export const PRINT_MAX_LENGTH = 65_535;
/** One print request per user every this many seconds (hoj-behaviour §5.6). */
export const PRINT_COOLDOWN_SECONDS = 30;
/** Page sizes and refresh of the admin pages (site.md §9). */
export const PRINT_PAGE_SIZE = 15;
export const AC_INFO_PAGE_SIZE = 20;
export const OPS_REFRESH_MS = 10_000;
/** Scroll board medal defaults: percent of ranked (non-star) users, rounded down (site.md §9). */
export const MEDAL_DEFAULT_PERCENT = [10, 20, 30] as const;


const cid = z.coerce.number().int().positive();
const id = z.coerce.number().int().positive();

export const opsPageQuery = z.object({
  cid,
  currentPage: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().optional(),
});

/** POST /api/submit-print-text (ContestPrintDTO). Length rules are checked by the server with its messages. */
export const printTextBody = z.object({ cid, content: z.string() });
export type PrintTextBody = z.input<typeof printTextBody>;

export const printStatusQuery = z.object({ id, cid });
export const printFileQuery = z.object({ id });

export const contestPrint = z.object({
  id: z.number(),
  cid: z.number(),
  username: z.string(),
  realname: z.string().nullable(),
  content: z.string(),
  /** 0 waiting, 1 printed */
  status: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ContestPrint = z.infer<typeof contestPrint>;
export const contestPrintPage = pageSchema(contestPrint);
export type ContestPrintPage = z.infer<typeof contestPrintPage>;

/** PUT /api/check-contest-ac-info (CheckACDTO). */
export const checkAcBody = z.object({ id, cid, checked: clientFlag });
export type CheckAcBody = z.input<typeof checkAcBody>;

/** One user's first AC of a problem (a ContestRecord row). */
export const contestAcRecord = z.object({
  id: z.number(),
  cid: z.number(),
  uid: z.string(),
  pid: z.number(),
  cpid: z.number(),
  displayId: z.string(),
  submitId: z.number(),
  username: z.string(),
  realname: z.string().nullable(),
  status: z.number().nullable(),
  submitTime: z.string(),
  /** seconds since the start */
  time: z.number(),
  score: z.number().nullable(),
  useTime: z.number().nullable(),
  firstBlood: z.boolean(),
  checked: z.boolean(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
  /** The problem's balloon colour (beyond HOJ's row, so the page needs no second call). */
  color: z.string().nullable().optional(),
});
export type ContestAcRecord = z.infer<typeof contestAcRecord>;
export const contestAcPage = pageSchema(contestAcRecord);
export type ContestAcPage = z.infer<typeof contestAcPage>;

export const scrollBoardQuery = z.object({ cid, removeStar: clientFlag.optional() });

/** GET /api/get-contest-scroll-board-info (dates "yyyy/MM/dd HH:mm:ss", GMT+8). */
export const scrollBoardInfo = z.object({
  id: z.number(),
  rankShowName: z.string(),
  problemCount: z.number(),
  balloonColor: z.record(z.string(), z.string().nullable()),
  startTime: z.string(),
  sealRankTime: z.string(),
  starUserList: z.array(z.string()),
  /** Beyond HOJ: the display ids in order and the end, so the resolver needs no other call. */
  displayIds: z.array(z.string()).optional(),
  endTime: z.string().optional(),
});
export type ScrollBoardInfo = z.infer<typeof scrollBoardInfo>;

export const scrollBoardSubmission = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  realname: z.string().nullable(),
  school: z.string().nullable(),
  avatar: z.string().nullable(),
  gender: z.string().nullable(),
  submitId: z.number(),
  /** judge status */
  status: z.number(),
  submitTime: z.string(),
  displayId: z.string(),
});
export type ScrollBoardSubmission = z.infer<typeof scrollBoardSubmission>;

export const rankFileQuery = z.object({
  cid,
  forceRefresh: clientFlag.optional(),
  removeStar: clientFlag.optional(),
  containEnd: clientFlag.optional(),
});
export const acSubmissionFileQuery = z.object({
  cid,
  excludeAdmin: clientFlag.optional(),
  splitType: z.enum(['user', 'problem']).optional(),
});

/**
 * GET /api/contest-admin-events?cid= (text/event-stream, the contest's admins only): one event per
 * change the admin tabs show, named by its kind, with this body; `ready` once on connect. A notice
 * says only that something changed (never the print text, the user or the comment): the tab
 * refetches through its own checked call.
 */
export const CONTEST_ADMIN_NOTICES = ['print', 'acInfo', 'clarification'] as const;
export type ContestAdminNoticeKind = (typeof CONTEST_ADMIN_NOTICES)[number];
export const contestAdminNotice = z.object({ cid: z.number() });
export type ContestAdminNotice = z.infer<typeof contestAdminNotice>;
export const adminEventsQuery = z.object({ cid });
