// Submission rows as the API shows them (hoj-api-paths §8 `Judge`, `JudgeCase`).
import type { Selectable } from 'kysely';
import { readBool, readTime } from '../../db/columns.js';
import type { JudgeCaseTable } from '../../db/types.js';
import type { SubmissionRow } from './repo.js';

const iso = (v: Date | string | null | undefined) => readTime(v)?.toISOString() ?? null;

export function presentSubmission(r: SubmissionRow, opts: { withCode?: boolean } = {}) {
  return {
    submitId: Number(r.submit_id),
    pid: r.pid,
    displayPid: r.display_pid,
    uid: r.uid,
    username: r.username,
    submitTime: iso(r.submit_time),
    status: r.status,
    share: readBool(r.share),
    errorMessage: r.error_message,
    time: r.time,
    memory: r.memory,
    score: r.score,
    length: r.length,
    code: opts.withCode === false ? null : r.code,
    language: r.language,
    cid: r.cid,
    cpid: r.cpid,
    gid: r.gid,
    judger: r.judger,
    ip: r.ip,
    version: r.version,
    oiRankScore: r.oi_rank_score,
    vjudgeSubmitId: null,
    vjudgeUsername: null,
    vjudgePassword: null,
    isManual: readBool(r.is_manual),
    gmtCreate: iso(r.gmt_create),
    gmtModified: iso(r.gmt_modified),
  };
}
export type SubmissionView = ReturnType<typeof presentSubmission>;

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
    gmtCreate: limited ? null : iso(c.gmt_create),
    gmtModified: limited ? null : iso(c.gmt_modified),
  };
}
export type CaseView = ReturnType<typeof presentCase>;
