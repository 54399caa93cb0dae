/**
 * Case modes (hoj-behaviour §3.4): which cases run, in which order, and which are skipped
 * (Cancelled, "Skipped", 0 ms / 0 KB).
 */
import { CaseMode, JudgeStatus, type CaseModeValue } from '@judge/shared';
import type { CaseResult, ProblemCase } from './types.js';

const SKIPPED_MESSAGE = 'Skipped';

/** A case result before (or instead of) running it: Cancelled. */
export function baseResult(c: ProblemCase, seq: number): CaseResult {
  return {
    caseId: c.id,
    seq,
    groupNum: c.groupNum ?? 0,
    status: JudgeStatus.CANCELLED,
    time: 0,
    memory: 0,
    score: 0,
    fullScore: c.score ?? 0,
    message: SKIPPED_MESSAGE,
    inputName: c.inputName ?? c.input.split('/').pop() ?? '',
    outputName: c.outputName ?? c.output.split('/').pop() ?? '',
  };
}

/** Does this case stop the rest (of the submission / of its group)? */
const stops = (r: CaseResult) =>
  r.status !== JudgeStatus.ACCEPTED &&
  !(r.status === JudgeStatus.PARTIAL_ACCEPTED && (r.percentage ?? 0) > 0);

/**
 * Run the cases in the order and with the skipping the case mode asks for; results come back in
 * case order. default / subtask_average: all cases, in parallel (bounded by the slots).
 * ergodic_without_error: one by one, the rest Cancelled after the first non-AC. subtask_lowest:
 * each group one by one, the rest of a group Cancelled after a case that scores nothing.
 */
export async function runCases(
  cases: ProblemCase[],
  mode: CaseModeValue,
  runOne: (c: ProblemCase, seq: number) => Promise<CaseResult>,
  report: (r: CaseResult) => Promise<void>,
): Promise<CaseResult[]> {
  const results: CaseResult[] = new Array(cases.length);
  const indexed = cases.map((c, i) => ({ c, seq: i + 1 }));
  const finish = async (i: number, r: CaseResult) => {
    results[i] = r;
    await report(r);
  };
  if (mode === CaseMode.ERGODIC_WITHOUT_ERROR) {
    let failed = false;
    for (const { c, seq } of indexed) {
      const r = failed ? baseResult(c, seq) : await runOne(c, seq);
      if (r.status !== JudgeStatus.ACCEPTED) failed = true;
      await finish(seq - 1, r);
    }
    return results;
  }
  if (mode === CaseMode.SUBTASK_LOWEST) {
    const byGroup = new Map<number, typeof indexed>();
    for (const item of indexed) {
      const g = item.c.groupNum ?? 0;
      byGroup.set(g, [...(byGroup.get(g) ?? []), item]);
    }
    await Promise.all(
      [...byGroup.values()].map(async (group) => {
        let stopped = false;
        for (const { c, seq } of group) {
          const r = stopped ? baseResult(c, seq) : await runOne(c, seq);
          if (stops(r)) stopped = true;
          await finish(seq - 1, r);
        }
      }),
    );
    return results;
  }
  await Promise.all(indexed.map(async ({ c, seq }) => finish(seq - 1, await runOne(c, seq))));
  return results;
}
