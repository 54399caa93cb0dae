// Per-case rows (judge_case) as the API shows them (hoj-api-paths §8 `JudgeCase`).
import { isoOrNull } from '../../db/columns.js';
import type { JudgeCaseRow } from '../../db/rows.js';

export type { JudgeCaseRow };


/** Full case row (admins); `limited` keeps what HOJ shows other users. */
export function presentCase(c: JudgeCaseRow, limited: boolean) {
  return {
    id: limited ? null : Number(c.id),
    pid: limited ? null : c.pid,
    submitId: limited ? null : c.submit_id,
    uid: limited ? null : c.uid,
    caseId: limited ? null : c.case_id,
    time: c.time,
    memory: c.memory,
    score: c.score,
    status: c.status,
    inputData: limited ? null : c.input_data,
    outputData: limited ? null : c.output_data,
    userOutput: c.user_output,
    groupNum: c.group_num,
    seq: c.seq,
    mode: c.mode,
    gmtCreate: limited ? null : isoOrNull(c.gmt_create),
    gmtModified: limited ? null : isoOrNull(c.gmt_modified),
  };
}
export type CaseView = ReturnType<typeof presentCase>;
