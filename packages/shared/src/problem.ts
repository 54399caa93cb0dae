import type { Bilingual } from './i18n-text.js';

/** Problem type: 0 ACM, 1 OI. */
export const ProblemType = { ACM: 0, OI: 1 } as const;
export type ProblemTypeValue = (typeof ProblemType)[keyof typeof ProblemType];

/** Problem visibility: 1 public, 2 private (hidden), 3 contest only, 4 group (spec: auth 1–4). */
export const ProblemAuth = { PUBLIC: 1, PRIVATE: 2, CONTEST: 3, GROUP: 4 } as const;
export type ProblemAuthValue = (typeof ProblemAuth)[keyof typeof ProblemAuth];

export const JudgeMode = { DEFAULT: 'default', SPJ: 'spj', INTERACTIVE: 'interactive' } as const;
export type JudgeModeValue = (typeof JudgeMode)[keyof typeof JudgeMode];
export const JUDGE_MODE_LABELS: Record<JudgeModeValue, Bilingual> = {
  default: { 'en-US': 'General Judge', 'zh-CN': '普通评测' },
  spj: { 'en-US': 'Special Judge', 'zh-CN': '特殊评测' },
  interactive: { 'en-US': 'Interactive Judge', 'zh-CN': '交互评测' },
};

export const CaseMode = {
  DEFAULT: 'default',
  SUBTASK_LOWEST: 'subtask_lowest',
  SUBTASK_AVERAGE: 'subtask_average',
  ERGODIC_WITHOUT_ERROR: 'ergodic_without_error',
} as const;
export type CaseModeValue = (typeof CaseMode)[keyof typeof CaseMode];
export const CASE_MODE_LABELS: Record<CaseModeValue, Bilingual> = {
  default: { 'en-US': 'Judge all test cases', 'zh-CN': '默认（全部评测）' },
  subtask_lowest: { 'en-US': 'Subtask (Lowest Score)', 'zh-CN': '子任务（最低得分）' },
  subtask_average: { 'en-US': 'Subtasks (Average Score)', 'zh-CN': '子任务（平均得分）' },
  ergodic_without_error: { 'en-US': 'Stop judge when error', 'zh-CN': '遇错止评（顺序评测）' },
};
/** OI label of the default case mode. */
export const OI_DEFAULT_CASE_MODE_LABEL: Bilingual = { 'en-US': 'Sum of scores of all samples', 'zh-CN': '全部评测（得分加和）' };

/** Defaults of a new problem. */
export const PROBLEM_DEFAULTS = {
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  stackLimitMb: 128,
  difficulty: 0,
  type: ProblemType.ACM,
  auth: ProblemAuth.PUBLIC,
  judgeMode: JudgeMode.DEFAULT,
  judgeCaseMode: CaseMode.DEFAULT,
  spjLanguage: 'C',
  isRemoveEndBlank: true,
  openCaseResult: true,
  codeShare: true,
} as const;
/** At most this many examples are advised on a problem statement. */
export const MAX_ADVISED_EXAMPLES = 2;
/**
 * The languages the judge offers, by HOJ's seed names, in display order. The names are stored on
 * submissions and problems (they are API); the judge's language table has one entry for each.
 */
export const LANGUAGE_NAMES = [
  'C',
  'C With O2',
  'C++',
  'C++ With O2',
  'C++ 17',
  'C++ 17 With O2',
  'C++ 20',
  'C++ 20 With O2',
  'Java',
  'Python3',
  'PyPy3',
  'Golang',
  'JavaScript Node',
  'C#',
  'PHP',
  'Ruby',
  'Rust',
  'Pascal',
] as const;
/** Non-C/C++ languages get this multiple of the time and memory limits. */
export const OTHER_LANGUAGE_LIMIT_FACTOR = 2;

/** Remote OJs (vjudge) and their home pages. */
export const REMOTE_OJS = [
  { key: 'HDU', name: 'HDU', url: 'http://acm.hdu.edu.cn' },
  { key: 'CF', name: 'Codeforces', url: 'https://codeforces.com' },
  { key: 'POJ', name: 'POJ', url: 'http://poj.org' },
  { key: 'GYM', name: 'GYM', url: 'https://codeforces.com/gyms' },
  { key: 'AC', name: 'AtCoder', url: 'https://atcoder.jp' },
  { key: 'SPOJ', name: 'SPOJ', url: 'https://www.spoj.com' },
  { key: 'LIBRE', name: 'LIBREOJ', url: 'https://loj.ac/' },
] as const;
export type RemoteOjKey = (typeof REMOTE_OJS)[number]['key'];
/** Tag-classification OJ code of the local bank. */
export const LOCAL_OJ = 'ME';

/** Problem banks on the problem list (spec: Conceal, Contest, Group, plus Mine / All, shown by role). */
export const ProblemBank = {
  ALL: 'All',
  MINE: 'Mine',
  CONCEAL: 'Conceal',
  CONTEST: 'Contest',
  GROUP: 'Group',
} as const;
export type ProblemBankValue = (typeof ProblemBank)[keyof typeof ProblemBank];
export const PROBLEM_BANK_LABELS: Record<ProblemBankValue, Bilingual> = {
  All: { 'en-US': 'All', 'zh-CN': '全部' },
  Mine: { 'en-US': 'Main', 'zh-CN': '主题库' },
  Conceal: { 'en-US': 'Conceal', 'zh-CN': '隐藏题库' },
  Contest: { 'en-US': 'Contest', 'zh-CN': '比赛题库' },
  Group: { 'en-US': 'Group', 'zh-CN': '团队题库' },
};

/** Remote problems (ids starting CF- or GYM-) show plain limits without the language multiplier. */
export const isPlainLimitProblem = (problemId: string): boolean => /^(CF|GYM)-/i.test(problemId);
/** Default tag colour. */
export const DEFAULT_TAG_COLOR = '#409eff';
