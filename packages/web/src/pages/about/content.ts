import { JUDGE_STATUS_INFO, JudgeStatus, type JudgeStatusCode } from '@judge/shared';

/** Verdicts explained on the introduction page, in this order (i18n key stem per verdict). */
const EXPLAINED: [JudgeStatusCode, string][] = [
  [JudgeStatus.PENDING, 'Pending'],
  [JudgeStatus.COMPILING, 'Compiling'],
  [JudgeStatus.JUDGING, 'Judging'],
  [JudgeStatus.ACCEPTED, 'Accepted'],
  [JudgeStatus.WRONG_ANSWER, 'Wrong_Answer'],
  [JudgeStatus.PRESENTATION_ERROR, 'Presentation_Error'],
  [JudgeStatus.COMPILE_ERROR, 'Compile_Error'],
  [JudgeStatus.TIME_LIMIT_EXCEEDED, 'Time_Limit_Exceeded'],
  [JudgeStatus.MEMORY_LIMIT_EXCEEDED, 'Memory_Limit_Exceeded'],
  [JudgeStatus.RUNTIME_ERROR, 'Runtime_Error'],
  [JudgeStatus.PARTIAL_ACCEPTED, 'Partial_Accepted'],
  [JudgeStatus.SYSTEM_ERROR, 'System_Error'],
  [JudgeStatus.CANCELLED, 'Cancelled'],
];

export const JUDGE_STATUS_EXPLAINED = EXPLAINED.map(([code, key]) => ({
  code,
  key,
  short: JUDGE_STATUS_INFO[code].short || JUDGE_STATUS_INFO[code].name,
  color: JUDGE_STATUS_INFO[code].rgb,
}));
