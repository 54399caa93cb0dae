/** Page sizes, polling periods, input limits and editor settings of the spec (site.md §9, groups §9). */

export const PAGE_SIZES = {
  problems: 15,
  submissions: 15,
  mySubmissions: 10,
  contests: 10,
  trainings: 15,
  groups: 9,
  groupSubLists: 10,
  discussions: 10,
  comments: 10,
  explanations: 4,
  rank: 30,
  contestRank: 50,
  announcements: 5,
  adminAnnouncements: 10,
  adminLists: 10,
  acHelper: 20,
  printAdmin: 15,
  contestAnnouncements: 5,
  userMessages: 6,
  systemMessages: 8,
} as const;
/**
 * The server's page size when a list call sends no `limit` (or one below 1): the reference judge's
 * (HOJ's) own defaults, so that its client, which may omit `limit`, gets the page it expects. The
 * web always sends `limit` (its sizes are PAGE_SIZES above and the lists' own constants); the lists
 * HOJ lacks keep ours. Every server list takes its default from here.
 */
export const DEFAULT_PAGE_LIMITS = {
  problems: 10,
  /** The status page and a contest's submissions. */
  submissions: 30,
  contests: 10,
  trainings: 20,
  trainingRank: 30,
  rank: 30,
  /** A contest's board and its outside board. */
  contestRank: 50,
  /** The site's, a contest's and a group's announcements, participants' and admins' views. */
  announcements: 10,
  /** The site's and a group's discussions. */
  discussions: 10,
  /** Ours (HOJ has no such list): the explanations of a problem. */
  explanations: 4,
  comments: 20,
  /** The five message boxes and the back office's notices. */
  messages: 5,
  groups: 10,
  /** A group's members, applications, problems, trainings and contests. */
  groupLists: 10,
  groupRank: 30,
  /** A contest's AC helper and print queue. */
  contestOps: 30,
  /** Back-office lists (users, problems, trainings, contests, reports, reviews, outbox). */
  adminLists: 10,
  /** Ours: the audit log. */
  audit: 20,
} as const;
export const PAGE_SIZE_OPTIONS = [10, 15, 30, 50, 100] as const;
export const GROUP_PAGE_SIZE_OPTIONS = [9, 15, 30, 60, 120] as const;
export const SCOREBOARD_PAGE_SIZE_OPTIONS = [10, 30, 50, 100, 300] as const;
/** Hard upper bound on any `limit` query parameter (server-side guard). */
export const MAX_PAGE_SIZE = 500;

export const POLLING_MS = {
  submissionStatus: 2_000,
  submissionStatusMaxTimes: 300,
  testJudge: 1_000,
  contestAnnouncements: 60_000,
  unreadMessages: 120_000,
  scoreboard: 30_000,
  contestRankAutoRefresh: 10_000,
  acHelper: 10_000,
  printAdmin: 10_000,
  contestClock: 1_000,
} as const;

export const TIMEOUTS_MS = { request: 90_000, download: 300_000, chunkLoad: 120_000 } as const;
export const TOAST_MS = { toast: 4_000, message: 5_000, notification: 5_000 } as const;
export const MOBILE_BREAKPOINT_PX = 992;
export const SMALL_PAGINATION_BREAKPOINT_PX = 768;
export const UNREAD_BADGE_MAX = 99;
export const CAROUSEL_INTERVAL_MS = 5_000;
export const RESUBMIT_CONFIRM_DELAY_MS = 1_000;
export const ROUTE_PROGRESS_SPEED_MS = 1_000;

export const INPUT_LIMITS = {
  usernameMax: 20,
  passwordMin: 6,
  passwordMax: 20,
  generatedPasswordMax: 25,
  codeMax: 65_535,
  testJudgeInputMax: 1_000,
  commentMax: 10_000,
  discussionTitleMax: 255,
  discussionDescriptionMax: 255,
  discussionContentMax: 65_535,
  printMin: 50,
  groupName: [5, 25],
  groupShortName: [5, 10],
  groupBrief: [5, 50],
  groupDescription: [5, 1000],
  applyReason: [5, 100],
  invitationCodeLength: 6,
  emailCodeLength: 6,
  captchaLength: [1, 8],
  avatarMaxBytes: 2 * 1024 * 1024,
  avatarCropPx: 200,
  trainingRankDefault: 1000,
  trainingRankMax: 2_147_483_647,
} as const;
/** Bounds of a problem's settings (groups-accounts-admin.md §9): checked on save, offered by the editor. */
export const PROBLEM_LIMITS = {
  timeMs: [1, 60_000],
  memoryMb: [1, 4096],
  stackMb: [1, 4096],
  titleMax: 255,
  displayIdMax: 30,
} as const;

export const AVATAR_TYPES = ['gif', 'jpg', 'jpeg', 'png', 'bmp', 'webp'] as const;
/** Password rule: 6–20 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{6,20}$/;

export const ACCOUNT_THROTTLES = {
  emailCodeTtlSeconds: 600,
  registerCodeResendSeconds: 60,
  resetEmailResendSeconds: 90,
  changeEmailCodeResendSeconds: 30,
  failedLoginsBeforePuzzle: 5,
  failedLoginsBeforeLock: 20,
  loginLockSeconds: 30 * 60,
  wrongOldPasswordsBeforeLock: 5,
  changePasswordLockSeconds: 30 * 60,
  tokenLifetimeSeconds: 24 * 3600,
} as const;
export const SLIDE_PUZZLE = { width: 325, height: 100, pieceSize: 42, radius: 10, accuracy: 3, images: 10 } as const;

export const DOWNLOAD_QUOTA = { wrongCasePerDay: 2, wrongCasePerDayAdmin: 5 } as const;

export const EDITOR = {
  themes: ['monokai', 'solarized', 'material', 'idea', 'eclipse', 'base16-dark', 'cobalt', 'dracula'] as const,
  themeLabels: {
    monokai: 'Monokai',
    solarized: 'Solarized Light',
    material: 'Material',
    idea: 'IDEA',
    eclipse: 'Eclipse',
    'base16-dark': 'Base16-dark',
    cobalt: 'Cobalt',
    dracula: 'Dracula',
  },
  fontSizes: [12, 14, 16, 18, 20] as const,
  tabSizes: [2, 4, 8] as const,
  defaultTheme: 'solarized',
  defaultFontSize: 14,
  defaultTabSize: 4,
  defaultHeight: 550,
} as const;
export type EditorTheme = (typeof EDITOR.themes)[number];
