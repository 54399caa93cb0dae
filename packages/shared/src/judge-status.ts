import type { Bilingual } from './i18n-text.js';

/** Judge statuses. The numbers are part of the API (reference: hoj-behaviour §1.1). */
export const JudgeStatus = {
  NOT_SUBMITTED: -10,
  SUBMITTED_UNKNOWN_RESULT: -5,
  CANCELLED: -4,
  PRESENTATION_ERROR: -3,
  COMPILE_ERROR: -2,
  WRONG_ANSWER: -1,
  ACCEPTED: 0,
  TIME_LIMIT_EXCEEDED: 1,
  MEMORY_LIMIT_EXCEEDED: 2,
  RUNTIME_ERROR: 3,
  SYSTEM_ERROR: 4,
  PENDING: 5,
  COMPILING: 6,
  JUDGING: 7,
  PARTIAL_ACCEPTED: 8,
  SUBMITTING: 9,
  SUBMITTED_FAILED: 10,
} as const;
export type JudgeStatusCode = (typeof JudgeStatus)[keyof typeof JudgeStatus];

/** antd tag type derived from HOJ's element type (error → red, info → default, '' → processing). */
export type StatusTagType = 'success' | 'warning' | 'error' | 'default' | 'processing';

export interface JudgeStatusInfo {
  code: JudgeStatusCode;
  /** English name, as the API and HOJ's UI use it. */
  name: string;
  label: Bilingual;
  /** Short code shown in case boxes and tags ('' when HOJ shows none). */
  short: string;
  /** Query value used by list filters (`JUDGE_STATUS_RESERVE`). */
  query: string;
  /** CSS class colour (`status-<colour>`). */
  colorClass: 'gray' | 'purple' | 'yellow' | 'red' | 'green' | 'blue';
  /** Text / icon / bar colour. */
  rgb: string;
  tagType: StatusTagType;
}

const s = (
  code: JudgeStatusCode,
  name: string,
  zh: string,
  short: string,
  query: string,
  colorClass: JudgeStatusInfo['colorClass'],
  rgb: string,
  tagType: StatusTagType,
): JudgeStatusInfo => ({ code, name, label: { 'en-US': name, 'zh-CN': zh }, short, query, colorClass, rgb, tagType });

export const JUDGE_STATUS_INFO: Readonly<Record<JudgeStatusCode, JudgeStatusInfo>> = {
  [-10]: s(-10, 'Not Submitted', '未提交', 'NS', 'ns', 'gray', '#909399', 'default'),
  [-5]: s(-5, 'Submitted Unknown Result', '提交成功，判题结果暂不可知', 'SNR', 'snr', 'gray', '#909399', 'default'),
  [-4]: s(-4, 'Cancelled', '已取消', 'CA', 'ca', 'purple', '#676fc1', 'default'),
  [-3]: s(-3, 'Presentation Error', '格式错误', 'PE', 'pe', 'yellow', '#f90', 'warning'),
  [-2]: s(-2, 'Compile Error', '编译错误', 'CE', 'ce', 'yellow', '#f90', 'warning'),
  [-1]: s(-1, 'Wrong Answer', '答案错误', 'WA', 'wa', 'red', '#ed3f14', 'error'),
  0: s(0, 'Accepted', '答案正确', 'AC', 'ac', 'green', '#19be6b', 'success'),
  1: s(1, 'Time Limit Exceeded', '时间超限', 'TLE', 'tle', 'red', '#ed3f14', 'error'),
  2: s(2, 'Memory Limit Exceeded', '内存超限', 'MLE', 'mle', 'red', '#ed3f14', 'error'),
  3: s(3, 'Runtime Error', '运行错误', 'RE', 're', 'red', '#ed3f14', 'error'),
  4: s(4, 'System Error', '系统错误', 'SE', 'se', 'gray', '#909399', 'default'),
  5: s(5, 'Pending', '等待评测', '', 'Pending', 'yellow', '#f90', 'warning'),
  6: s(6, 'Compiling', '编译中', 'CP', 'Compiling', 'green', '#25bb9b', 'default'),
  7: s(7, 'Judging', '正在评测', '', 'Judging', 'blue', '#2d8cf0', 'processing'),
  8: s(8, 'Partial Accepted', '部分正确', 'PAC', 'pa', 'blue', '#2d8cf0', 'processing'),
  9: s(9, 'Submitting', '提交中', '', 'Submitting', 'yellow', '#f90', 'warning'),
  10: s(10, 'Submitted Failed', '提交失败', 'SF', 'sf', 'gray', '#909399', 'default'),
};

export const ALL_JUDGE_STATUSES = Object.values(JudgeStatus) as JudgeStatusCode[];

/** Statuses offered by the submission-list filter: all but Submitting, Submitted Unknown Result, Not Submitted. */
export const STATUS_FILTER_OPTIONS: JudgeStatusCode[] = ALL_JUDGE_STATUSES.filter(
  (c) => c !== JudgeStatus.SUBMITTING && c !== JudgeStatus.SUBMITTED_UNKNOWN_RESULT && c !== JudgeStatus.NOT_SUBMITTED,
).sort((a, b) => a - b);

/** Statuses an admin may set by manual judge (filter set minus CA, CE, Pending, Compiling, Judging). */
export const MANUAL_JUDGE_OPTIONS: JudgeStatusCode[] = STATUS_FILTER_OPTIONS.filter(
  (c) => !([-4, -2, 5, 6, 7] as number[]).includes(c),
);

/** A submission still moving through the judge (the UI polls / listens while any row is in one). */
export const IN_PROGRESS_STATUSES: ReadonlySet<number> = new Set([
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.SUBMITTING,
]);
export const isInProgress = (status: number): boolean => IN_PROGRESS_STATUSES.has(status);

/** Statuses a user may resubmit themselves (issue 5 §7). */
export const USER_RESUBMITTABLE: ReadonlySet<number> = new Set([JudgeStatus.SUBMITTED_FAILED, JudgeStatus.SYSTEM_ERROR]);

/** Problem-list hover bars, in display order. */
export const ACM_STAT_STATUSES: JudgeStatusCode[] = [0, -1, 1, 2, 3, -3, -2, 4];
export const OI_STAT_STATUSES: JudgeStatusCode[] = [0, 8, -1, 1, 2, 3, -3, -2, 4];

export function judgeStatusInfo(code: number): JudgeStatusInfo | undefined {
  return (JUDGE_STATUS_INFO as Record<number, JudgeStatusInfo>)[code];
}
