// Submission calls (site.md §7 "Submissions"): intake and status (judge module), list, detail,
// share, wrong-case download, test judge, admin actions, and the SSE status stream.
import { TIMEOUTS_MS } from '@judge/shared';
import { api, compact, downloadAndSave, type Page } from './http';

export interface Submission {
  submitId: number;
  pid: number;
  displayPid: string;
  uid: string;
  username: string;
  submitTime: string | null;
  status: number;
  share: boolean;
  errorMessage: string | null;
  time: number | null;
  memory: number | null;
  score: number | null;
  length: number | null;
  code: string | null;
  language: string;
  cid: number;
  judger: string | null;
  isManual: boolean;
  oiRankScore: number | null;
}

export interface SubmissionRow extends Omit<Submission, 'code' | 'errorMessage'> {
  title: string | null;
}

export interface SubmissionDetail {
  submission: Submission;
  codeShare: boolean;
  canShare: boolean;
  problemType: number | null;
  problemTitle: string | null;
  wrongCase: { available: boolean; remaining: number } | null;
}

export interface JudgeCase {
  status: number;
  time: number | null;
  memory: number | null;
  score: number | null;
  userOutput: string | null;
  seq: number;
  groupNum: number | null;
  inputData?: string | null;
  outputData?: string | null;
}

export interface CaseResult {
  judgeCaseList: JudgeCase[] | null;
  subTaskJudgeCaseVoList:
    | {
        groupNum: number;
        time: number;
        memory: number;
        score: number;
        status: number;
        ac: number;
        total: number;
        subtaskDetailList: JudgeCase[];
      }[]
    | null;
  judgeCaseMode: string;
}

export interface TestJudgeResult {
  status: number;
  time: number | null;
  memory: number | null;
  userInput: string;
  userOutput: string | null;
  expectedOutput: string | null;
  stderr: string | null;
  problemJudgeMode: string;
}

export interface SubmissionListQuery {
  onlyMine?: boolean;
  status?: number;
  username?: string;
  problemID?: string;
  completeProblemID?: boolean;
  currentPage?: number;
  limit?: number;
}

export const submitProblemJudge = (body: {
  pid: string;
  language: string;
  code: string;
  cid?: number;
  gid?: number | null;
}) => api.post<Submission>('/api/submit-problem-judge', { cid: 0, isRemote: false, ...body });
export const resubmit = (submitId: number) => api.get<Submission>('/api/resubmit', { submitId });
export const checkSubmissionsStatus = (submitIds: number[]) =>
  api.post<Record<string, Submission>>(
    '/api/check-submissions-status',
    { submitIds, cid: null },
    { silent: true },
  );
export const getSubmissionList = (q: SubmissionListQuery) =>
  api.get<Page<SubmissionRow>>('/api/get-submission-list', compact(q));
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

/** URL of the server-sent-events stream of these submissions. */
export const statusStreamUrl = (submitIds: number[]) =>
  `/api/submission-status-stream?submitIds=${submitIds.join(',')}`;
