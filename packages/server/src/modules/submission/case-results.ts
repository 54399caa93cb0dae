// Per-case results of a submission as shown on the submission page (api-paths §7
// get-all-case-result): a flat list, or per-group summaries in the subtask modes (hoj §3.4).
import { CaseMode, JudgeStatus } from '@judge/shared';
import { presentCase, type CaseView, type JudgeCaseRow } from './case-presenter.js';

export interface SubtaskView {
  groupNum: number;
  time: number;
  memory: number;
  score: number;
  status: number;
  ac: number;
  total: number;
  subtaskDetailList: CaseView[];
}

function subtaskOf(groupNum: number, rows: JudgeCaseRow[], mode: string, limited: boolean): SubtaskView {
  const ac = rows.filter((r) => r.status === JudgeStatus.ACCEPTED).length;
  const scores = rows.map((r) => r.score ?? 0);
  const base = {
    groupNum,
    ac,
    total: rows.length,
    subtaskDetailList: rows.map((r) => presentCase(r, limited)),
  };
  if (mode === CaseMode.SUBTASK_LOWEST) {
    // The lowest-scoring case stands for the group (its status, time and memory).
    let low = rows[0];
    for (const r of rows) if ((r.score ?? 0) < (low.score ?? 0)) low = r;
    const allAc = ac === rows.length;
    const firstBad = rows.find((r) => r.status !== JudgeStatus.ACCEPTED);
    const stand = allAc ? low : (firstBad ?? low);
    return {
      ...base,
      score: Math.min(...scores),
      status: allAc ? JudgeStatus.ACCEPTED : stand.status,
      time: stand.time ?? 0,
      memory: stand.memory ?? 0,
    };
  }
  const score = Math.round(scores.reduce((s, x) => s + x, 0) / Math.max(1, rows.length));
  return {
    ...base,
    score,
    status:
      ac === rows.length
        ? JudgeStatus.ACCEPTED
        : score === 0
          ? JudgeStatus.WRONG_ANSWER
          : JudgeStatus.PARTIAL_ACCEPTED,
    time: Math.max(0, ...rows.map((r) => r.time ?? 0)),
    memory: Math.max(0, ...rows.map((r) => r.memory ?? 0)),
  };
}

export function caseResultView(rows: JudgeCaseRow[], judgeCaseMode: string, limited: boolean) {
  const sorted = [...rows].sort((a, b) => a.seq - b.seq);
  const mode = sorted[0]?.mode ?? judgeCaseMode;
  if (mode === CaseMode.SUBTASK_LOWEST || mode === CaseMode.SUBTASK_AVERAGE) {
    const groups = new Map<number, JudgeCaseRow[]>();
    for (const r of sorted) {
      const g = r.group_num ?? 1;
      groups.set(g, [...(groups.get(g) ?? []), r]);
    }
    return {
      judgeCaseList: null,
      subTaskJudgeCaseVoList: [...groups.entries()]
        .sort((a, b) => a[0] - b[0])
        .map(([g, rs]) => subtaskOf(g, rs, mode, limited)),
      judgeCaseMode: mode,
    };
  }
  return {
    judgeCaseList: sorted.map((r) => presentCase(r, limited)),
    subTaskJudgeCaseVoList: null,
    judgeCaseMode: mode,
  };
}
