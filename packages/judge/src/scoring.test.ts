import { CaseMode, JudgeStatus, ProblemType, type JudgeStatusCode } from '@judge/shared';
import { describe, expect, it } from 'vitest';
import { runCases, type CaseResult, type ProblemCase } from './pipeline.js';
import { caseScore, finalStatus, judgeOiRankScore, problemTotalScore } from './scoring.js';

const S = JudgeStatus;

describe('scores', () => {
  it('per-case score: AC full, partial floored, others 0', () => {
    expect(caseScore(S.ACCEPTED, 7)).toBe(7);
    expect(caseScore(S.PARTIAL_ACCEPTED, 7, 50)).toBe(3);
    expect(caseScore(S.WRONG_ANSWER, 7)).toBe(0);
  });

  it('problem total per case mode', () => {
    const cases = [
      { score: 10, groupNum: 1 },
      { score: 20, groupNum: 1 },
      { score: 5, groupNum: 2 },
    ];
    expect(problemTotalScore(cases, CaseMode.DEFAULT)).toBe(35);
    expect(problemTotalScore(cases, CaseMode.SUBTASK_LOWEST)).toBe(15);
    expect(problemTotalScore(cases, CaseMode.SUBTASK_AVERAGE)).toBe(20);
  });

  it('final status: ACM first failure, OI partial when something passed', () => {
    const c = (status: JudgeStatusCode, score = 0) => ({
      status,
      score,
      fullScore: 10,
      groupNum: 0,
      message: String(status),
    });
    expect(finalStatus([c(S.ACCEPTED, 10), c(S.ACCEPTED, 10)], ProblemType.ACM).status).toBe(S.ACCEPTED);
    expect(
      finalStatus([c(S.ACCEPTED, 10), c(S.TIME_LIMIT_EXCEEDED), c(S.WRONG_ANSWER)], ProblemType.ACM),
    ).toEqual({ status: S.TIME_LIMIT_EXCEEDED, errorMessage: '1' });
    expect(finalStatus([c(S.ACCEPTED, 10), c(S.WRONG_ANSWER)], ProblemType.OI).status).toBe(
      S.PARTIAL_ACCEPTED,
    );
    expect(finalStatus([c(S.RUNTIME_ERROR), c(S.WRONG_ANSWER)], ProblemType.OI).status).toBe(S.RUNTIME_ERROR);
    expect(finalStatus([c(S.ACCEPTED, 10), c(S.CANCELLED)], ProblemType.ACM).status).toBe(S.ACCEPTED);
  });

  it('oiRankScore uses the judge formula', () => {
    expect(judgeOiRankScore(100, 100, 2)).toBe(14);
    expect(judgeOiRankScore(50, 100, 2)).toBe(7);
    expect(judgeOiRankScore(0, 100, 6)).toBe(0);
    expect(judgeOiRankScore(0, 0, 6)).toBe(0);
  });
});

describe('runCases scheduling', () => {
  const cases: ProblemCase[] = [1, 1, 1, 2, 2].map((g, i) => ({
    id: i + 1,
    input: `/in${i}`,
    output: `/out${i}`,
    score: 10,
    groupNum: g,
  }));
  const outcome = (statuses: JudgeStatusCode[], percentages: (number | undefined)[] = []) => {
    const ran: number[] = [];
    const runOne = async (c: ProblemCase, seq: number): Promise<CaseResult> => {
      ran.push(seq);
      return {
        caseId: c.id,
        seq,
        groupNum: c.groupNum ?? 0,
        status: statuses[seq - 1],
        percentage: percentages[seq - 1],
        time: 1,
        memory: 1,
        score: 0,
        fullScore: 10,
        message: '',
        inputName: '',
        outputName: '',
      };
    };
    return { ran, runOne };
  };

  it('subtask_lowest: a partial with points does not stop its group, one with none does', async () => {
    const { ran, runOne } = outcome(
      [S.PARTIAL_ACCEPTED, S.PARTIAL_ACCEPTED, S.ACCEPTED, S.WRONG_ANSWER, S.ACCEPTED],
      [50, 0],
    );
    const r = await runCases(cases, CaseMode.SUBTASK_LOWEST, runOne, async () => {});
    expect(r.map((x) => x.status)).toEqual([
      S.PARTIAL_ACCEPTED,
      S.PARTIAL_ACCEPTED,
      S.CANCELLED,
      S.WRONG_ANSWER,
      S.CANCELLED,
    ]);
    expect(ran.sort()).toEqual([1, 2, 4]);
  });

  it('reports every case exactly once, cancelled ones included', async () => {
    const { runOne } = outcome([S.ACCEPTED, S.WRONG_ANSWER, S.ACCEPTED, S.ACCEPTED, S.ACCEPTED]);
    const reported: number[] = [];
    await runCases(cases, CaseMode.ERGODIC_WITHOUT_ERROR, runOne, async (r) => void reported.push(r.seq));
    expect(reported).toEqual([1, 2, 3, 4, 5]);
  });
});
