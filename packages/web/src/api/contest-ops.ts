// Contest operations (hoj-api-paths §3, §4): print queue, AC info / balloons, scroll board data,
// contest problem rejudge and the exports. Types come from the shared zod schemas.
import type {
  ContestAcPage,
  ContestPrintPage,
  ScrollBoardInfo,
  ScrollBoardSubmission,
} from '@judge/shared/schemas/contest-ops';
import { api, downloadAndSave, http, type Envelope } from './http';

export type { ContestAcPage, ContestPrintPage, ScrollBoardInfo, ScrollBoardSubmission };
export type { ContestAcRecord, ContestPrint } from '@judge/shared/schemas/contest-ops';

export const submitPrintText = (cid: number, content: string) =>
  api.post<null>('/api/submit-print-text', { cid, content }, { silent: true });
export const getContestPrintList = (cid: number, currentPage: number, limit: number) =>
  api.get<ContestPrintPage>('/api/get-contest-print', { cid, currentPage, limit });
export const markPrinted = (id: number, cid: number) =>
  api.put<null>('/api/check-contest-print-status', undefined, { params: { id, cid } });
export const downloadPrintText = (id: number) =>
  downloadAndSave(`/api/file/download-contest-print-text?id=${id}`, `print-${id}.txt`);

export const getContestAcInfo = (cid: number, currentPage: number, limit: number) =>
  api.get<ContestAcPage>('/api/get-contest-ac-info', { cid, currentPage, limit });
export const checkAcInfo = (id: number, cid: number, checked: boolean) =>
  api.put<null>('/api/check-contest-ac-info', { id, cid, checked });

/** Rejudges a contest problem; resolves to the server's message, which counts what was queued. */
export const rejudgeContestProblem = async (cid: number, pid: number): Promise<string> =>
  (await http.get<Envelope<null>>('/api/admin/judge/rejudge-contest-problem', { params: { cid, pid } })).data.msg;

export const getScrollBoardInfo = (cid: number) =>
  api.get<ScrollBoardInfo>('/api/get-contest-scroll-board-info', { cid });
export const getScrollBoardSubmissions = (cid: number, removeStar: boolean) =>
  api.get<ScrollBoardSubmission[]>('/api/get-contest-scroll-board-submission', { cid, removeStar });

export const downloadContestRank = (cid: number, o: { forceRefresh: boolean; removeStar: boolean; containEnd: boolean }) =>
  downloadAndSave(
    `/api/file/download-contest-rank?cid=${cid}&forceRefresh=${o.forceRefresh}&removeStar=${o.removeStar}&containEnd=${o.containEnd}`,
    `contest-${cid}-rank.xlsx`,
  );
export const downloadAcSubmissions = (cid: number, excludeAdmin: boolean, splitType: 'user' | 'problem') =>
  downloadAndSave(
    `/api/file/download-contest-ac-submission?cid=${cid}&excludeAdmin=${excludeAdmin}&splitType=${splitType}`,
    `contest-${cid}-ac.zip`,
    { timeout: 0 },
  );

/** URL of the contest admins' push channel (`print`, `acInfo`, `clarification`: "that tab changed"). */
export const adminEventsUrl = (cid: number) => `/api/contest-admin-events?cid=${cid}`;
