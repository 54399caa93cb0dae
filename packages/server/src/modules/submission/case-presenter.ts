// Per-case rows (judge_case) as the API shows them (hoj-api-paths §8 `JudgeCase`).
import { isoOrNull } from '../../db/columns.js';
import type { JudgeCaseRow } from '../../db/rows.js';

export type { JudgeCaseRow };

/** Full case row (admins); `limited` keeps what HOJ shows other users. */
export function presentCase(c: JudgeCaseRow, limited: boolean) {
  // What HOJ leaves out for other users: null when limited.
  const full = <T>(v: T): T | null => (limited ? null : v);
  return {
    id: full(Number(c.id)),
    pid: full(c.pid),
    submitId: full(c.submit_id),
    uid: full(c.uid),
    caseId: full(c.case_id),
    time: c.time,
    memory: c.memory,
    score: c.score,
    status: c.status,
    inputData: full(c.input_data),
    outputData: full(c.output_data),
    userOutput: c.user_output,
    groupNum: c.group_num,
    seq: c.seq,
    mode: c.mode,
    gmtCreate: full(isoOrNull(c.gmt_create)),
    gmtModified: full(isoOrNull(c.gmt_modified)),
  };
}
export type CaseView = ReturnType<typeof presentCase>;
