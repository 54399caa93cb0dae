/**
 * Case modes and scores (hoj-behaviour §3.4).
 *
 * - Per-case OI score: AC → case score; Partial Accepted → floor(percentage × case score); else 0.
 * - Submission score: default / ergodic → sum; subtask_lowest → Σ over groups of the group's
 *   minimum; subtask_average → Σ over groups of round(average); capped at the problem total,
 *   which is computed from the case scores with the same rule.
 * - Final status: all AC → AC; ACM → status of the first failing case (by order); OI → first
 *   failing case's status when no case is AC, otherwise Partial Accepted.
 */
import {
  CaseMode,
  JudgeStatus,
  ProblemType,
  oiRankScore,
  type CaseModeValue,
  type JudgeStatusCode,
  type ProblemTypeValue,
} from '@judge/shared';

export interface ScoredCase {
  status: JudgeStatusCode;
  /** Full score of the case. */
  fullScore: number;
  /** Score obtained. */
  score: number;
  groupNum: number;
  message: string;
}

export function caseScore(status: JudgeStatusCode, fullScore: number, percentage?: number): number {
  if (status === JudgeStatus.ACCEPTED) return fullScore;
  if (status === JudgeStatus.PARTIAL_ACCEPTED && percentage !== undefined)
    return Math.floor((percentage / 100) * fullScore);
  return 0;
}

function groups<T extends { groupNum: number }>(cases: T[]): T[][] {
  const byGroup = new Map<number, T[]>();
  for (const c of cases) {
    const list = byGroup.get(c.groupNum) ?? [];
    list.push(c);
    byGroup.set(c.groupNum, list);
  }
  return [...byGroup.entries()].sort((a, b) => a[0] - b[0]).map(([, list]) => list);
}

/** Aggregate per-case values by the case mode's rule. */
function aggregate(values: { groupNum: number; value: number }[], mode: CaseModeValue): number {
  if (mode === CaseMode.SUBTASK_LOWEST) {
    return groups(values).reduce((sum, g) => sum + Math.min(...g.map((c) => c.value)), 0);
  }
  if (mode === CaseMode.SUBTASK_AVERAGE) {
    return groups(values).reduce(
      (sum, g) => sum + Math.round(g.reduce((s, c) => s + c.value, 0) / g.length),
      0,
    );
  }
  return values.reduce((sum, c) => sum + c.value, 0);
}

/** The problem's total score (HOJ's `ioScore`), from the case definitions. */
export function problemTotalScore(cases: { score: number; groupNum: number }[], mode: CaseModeValue): number {
  return aggregate(
    cases.map((c) => ({ groupNum: c.groupNum, value: c.score })),
    mode,
  );
}

export function submissionScore(cases: ScoredCase[], mode: CaseModeValue): number {
  const total = problemTotalScore(
    cases.map((c) => ({ score: c.fullScore, groupNum: c.groupNum })),
    mode,
  );
  return Math.min(
    total,
    aggregate(
      cases.map((c) => ({ groupNum: c.groupNum, value: c.score })),
      mode,
    ),
  );
}

const isFailure = (s: JudgeStatusCode) => s !== JudgeStatus.ACCEPTED && s !== JudgeStatus.CANCELLED;

export function finalStatus(
  cases: ScoredCase[],
  type: ProblemTypeValue,
): { status: JudgeStatusCode; errorMessage: string } {
  const firstFailure = cases.find((c) => isFailure(c.status));
  if (!firstFailure) return { status: JudgeStatus.ACCEPTED, errorMessage: '' };
  if (type === ProblemType.OI && cases.some((c) => c.status === JudgeStatus.ACCEPTED || c.score > 0)) {
    return { status: JudgeStatus.PARTIAL_ACCEPTED, errorMessage: firstFailure.message };
  }
  return { status: firstFailure.status, errorMessage: firstFailure.message };
}

/**
 * OI rank score of one submission (hoj-behaviour §3.4). The rule lives in `@judge/shared`
 * (`oiRankScore`); this keeps the judge's argument order (score, total, difficulty).
 */
export function judgeOiRankScore(score: number, total: number, difficulty: number): number {
  return oiRankScore(score, difficulty, total);
}
