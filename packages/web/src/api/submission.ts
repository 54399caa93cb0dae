// Submission calls (site.md §7 "Submissions"): intake and status (judge module), list, detail,
// share, wrong-case download, test judge, admin actions, and the SSE status stream.
// Answer types are inferred from the schemas the server validates its answers with (type-only imports).
import type { z } from 'zod';
import { TIMEOUTS_MS } from '@judge/shared';
import type {
  caseResultSchema,
  caseSchema,
  submissionSchema,
  testResultSchema,
} from '@judge/shared/schemas/submission-intake';
import type {
  submissionDetailSchema,
  submissionPageSchema,
  submissionRowSchema,
  SubmissionListQuery,
} from '@judge/shared/schemas/submission';
import { api, compact, downloadAndSave } from './http';

export type Submission = z.infer<typeof submissionSchema>;
export type SubmissionRow = z.infer<typeof submissionRowSchema>;
export type SubmissionDetail = z.infer<typeof submissionDetailSchema>;
export type JudgeCase = z.infer<typeof caseSchema>;
/** Case results of a submission (the call answers null when the caller may not see them). */
export type CaseResult = NonNullable<z.infer<typeof caseResultSchema>>;
export type TestJudgeResult = z.infer<typeof testResultSchema>;
export type { SubmissionListQuery };


/**
 * Submits code. `key` (Idempotency-Key) names this one submit: sending it again after an error whose
 * outcome is unknown (a 502 while a server restarts, a dropped connection) answers the submission
 * the first copy wrote instead of making a second one.
 */
export const submitProblemJudge = (
  body: {
    pid: string;
    language: string;
    code: string;
    cid?: number;
    gid?: number | null;
  },
  key?: string,
) =>
  api.post<Submission>(
    '/api/submit-problem-judge',
    { cid: 0, isRemote: false, ...body },
    key ? { headers: { 'Idempotency-Key': key } } : undefined,
  );

/** A fresh Idempotency-Key (getRandomValues: randomUUID exists only on secure origins). */
export function newSubmitKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
export const resubmit = (submitId: number) => api.get<Submission>('/api/resubmit', { submitId });
export const checkSubmissionsStatus = (submitIds: number[]) =>
  api.post<Record<string, Submission>>(
    '/api/check-submissions-status',
    { submitIds, cid: null },
    { silent: true },
  );
export const getSubmissionList = (q: SubmissionListQuery) =>
  api.get<z.infer<typeof submissionPageSchema>>('/api/get-submission-list', compact(q));
export const getSubmissionDetail = (submitId: number) =>
  api.get<SubmissionDetail>('/api/get-submission-detail', { submitId });
export const getAllCaseResult = (submitId: number) =>
  api.get<CaseResult | null>('/api/get-all-case-result', { submitId }, { silent: true });
export const updateSubmissionShare = (submitId: number, share: boolean, uid?: string) =>
  api.put<null>('/api/submission', { submitId, share, uid });
export const submitTestJudge = (body: {
  pid: string;
  language: string;
  code: string;
  userInput: string;
  expectedOutput?: string;
}) =>
  api.post<string>('/api/submit-problem-test-judge', {
    type: 'public',
    mode: 'default',
    isRemoteJudge: false,
    ...body,
  });
export const getTestJudgeResult = (testJudgeKey: string) =>
  api.get<TestJudgeResult>('/api/get-test-judge-result', { testJudgeKey }, { silent: true });
export const rejudge = (submitId: number) => api.get<Submission>('/api/admin/judge/rejudge', { submitId });
export const cancelJudge = (submitId: number) =>
  api.get<Submission>('/api/admin/judge/cancel-judge', { submitId });
export const manualJudge = (submitId: number, status: number, score?: number) =>
  api.get<Submission>('/api/admin/judge/manual-judge', compact({ submitId, status, score }));

/** Downloads the first failing case as a zip; resolves to the downloads left today. */
export async function downloadWrongCase(submitId: number): Promise<number | null> {
  const res = await downloadAndSave('/api/file/download-wrong-case', `wrong-case-${submitId}.zip`, {
    params: { submitId },
    timeout: TIMEOUTS_MS.download,
  });
  const left = res.headers['download-remaining'];
  return left === undefined ? null : Number(left);
}

/** URL of the server-sent-events stream that pushes one test run's result (read once). */
export const testJudgeStreamUrl = (testJudgeKey: string) =>
  `/api/test-judge-stream?testJudgeKey=${encodeURIComponent(testJudgeKey)}`;

/** URL of the server-sent-events stream of these submissions. */
export const statusStreamUrl = (submitIds: number[]) =>
  `/api/submission-status-stream?submitIds=${submitIds.join(',')}`;
