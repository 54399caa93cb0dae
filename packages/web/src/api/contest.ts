// Contest back-office calls (hoj-api-paths §1.8); the types come from the shared zod schemas.
import type {
  AdminContestBody,
  AdminContestVO,
  AnnouncementVO,
  ContestEntityVO,
  ContestProblemVO,
  ContestAdminProblemList,
  contestListQuery,
  contestProblemListQuery,
} from '@judge/shared/schemas/contest';
import type { z } from 'zod';
import type {
  contestPublicListQuery,
  contestSubmissionsQuery,
  contestVO,
  ContestProblemStatVO,
} from '@judge/shared/schemas/contest-public';
import type { AnnouncementInput } from '@judge/shared/schemas/announcement';
import type {
  AcmCellInfo,
  AcmRankRow,
  ContestOutsideInfoVO,
  OiRankRow,
  contestRankDto,
} from '@judge/shared/schemas/contest-board';
import type { AdminProblem } from './admin-problem';
import type { ProblemDetail } from './problem';
import type { Submission, SubmissionRow } from './submission';
import { api, compact, type Page, type Paged } from './http';

export type { AdminContestBody, AdminContestVO, AnnouncementVO, ContestEntityVO, ContestProblemVO };

export type ContestListQuery = Paged<z.input<typeof contestListQuery>>;

export const getAdminContestList = (q: ContestListQuery) =>
  api.get<Page<ContestEntityVO>>('/api/admin/contest/get-contest-list', compact(q));
export const getAdminContest = (cid: number) => api.get<AdminContestVO>('/api/admin/contest', { cid });
export const createContest = (body: AdminContestBody) => api.post<null>('/api/admin/contest', body);
export const updateContest = (body: AdminContestBody) => api.put<null>('/api/admin/contest', body);
export const deleteContest = (cid: number) => api.delete<null>('/api/admin/contest', { params: { cid } });
export const cloneContest = (cid: number) => api.get<null>('/api/admin/contest/clone', { cid });
export const changeContestVisible = (cid: number, uid: string, visible: boolean) =>
  api.put<null>('/api/admin/contest/change-contest-visible', undefined, { params: { cid, uid, visible } });

/** With problemType: the picker of problems not yet in the contest. */
export type ContestProblemListQuery = Paged<z.input<typeof contestProblemListQuery>>;
export type ContestProblemList = ContestAdminProblemList;
export const getContestProblemList = (q: ContestProblemListQuery) =>
  api.get<ContestProblemList>('/api/admin/contest/get-problem-list', compact(q));
export const addContestProblemFromPublic = (cid: number, pid: number, displayId: string) =>
  api.post<null>('/api/admin/contest/add-problem-from-public', { cid, pid, displayId });
export const setContestProblem = (body: {
  id?: number;
  cid: number;
  pid: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}) => api.put<ContestProblemVO>('/api/admin/contest/contest-problem', body);
/** Takes the problem out of the contest (its submissions there go with it). */
export const removeContestProblem = (cid: number, pid: number) =>
  api.delete<null>('/api/admin/contest/problem', { params: { cid, pid } });

export type { AnnouncementInput };
export const getContestAnnouncements = (cid: number, currentPage: number, limit: number) =>
  api.get<Page<AnnouncementVO>>('/api/admin/contest/announcement', { cid, currentPage, limit });
export const createContestAnnouncement = (cid: number, announcement: AnnouncementInput) =>
  api.post<null>('/api/admin/contest/announcement', { cid, announcement });
export const updateContestAnnouncement = (cid: number, announcement: AnnouncementInput) =>
  api.put<null>('/api/admin/contest/announcement', { cid, announcement });
export const deleteContestAnnouncement = (cid: number, aid: number) =>
  api.delete<null>('/api/admin/contest/announcement', { params: { aid, cid } });

// ---- site (hoj-api-paths §4, §6, §7): the contest list, a contest and its tabs, the boards ---------
// Narrow answer types of the participation and board calls, as hoj-api-paths documents them.

/** ContestVO (times as ISO strings; `now` is the server's clock when it answered). */
export type ContestVO = z.infer<typeof contestVO> & {
  /** The creator's uid, when the server tells it (contest-admin checks in the web are hints only). */
  uid?: string | null;
};

export type ContestSiteListQuery = Paged<z.input<typeof contestPublicListQuery>>;
export const getContestList = (q: ContestSiteListQuery) =>
  api.get<Page<ContestVO>>('/api/get-contest-list', compact(q));
export const getContestInfo = (cid: number) => api.get<ContestVO>('/api/get-contest-info', { cid });
export const getContestAccess = (cid: number) =>
  api.get<{ access: boolean }>('/api/get-contest-access', { cid }, { silent: true });
/** Registers for a contest; the caller shows the server's refusal itself (account limit, password). */
export const registerContest = (cid: number, password: string) =>
  api.post<null>('/api/register-contest', { cid, password }, { silent: true });

/** A problem of the contest's list (ac / total are null when the caller may not see them; absent on the outside board). */
export type ContestProblemRow = Omit<ContestProblemStatVO, 'ac' | 'total'> & {
  ac?: number | null;
  total?: number | null;
};
export const getContestProblems = (cid: number, containsEnd = false) =>
  api.get<ContestProblemRow[]>('/api/get-contest-problem', { cid, containsEnd });
export const getContestProblemDetails = (cid: number, displayId: string, containsEnd = false) =>
  api.get<ProblemDetail>('/api/get-contest-problem-details', { cid, displayId, containsEnd });
/** The caller's status per problem id of the contest: {pid: {status, score}} (−5 while sealed). */
export const getContestProblemStatus = (cid: number, pidList: number[], containsEnd = false) =>
  api.post<Record<string, { status: number; score: number | null }>>('/api/get-user-problem-status', {
    pidList,
    isContestProblemList: true,
    cid,
    containsEnd,
  });

export const getContestAnnouncementList = (cid: number, currentPage: number, limit: number) =>
  api.get<Page<AnnouncementVO>>('/api/get-contest-announcement', { cid, currentPage, limit });
export const getContestNotReadAnnouncements = (cid: number, readAnnouncementList: number[]) =>
  api.post<AnnouncementVO[]>(
    '/api/get-contest-not-read-announcement',
    { cid, readAnnouncementList },
    { silent: true },
  );

export type ContestSubmissionQuery = Paged<z.input<typeof contestSubmissionsQuery>>;
export const getContestSubmissions = (q: ContestSubmissionQuery) =>
  api.get<Page<SubmissionRow>>('/api/contest-submissions', compact(q));
export const checkContestSubmissionsStatus = (cid: number, submitIds: number[]) =>
  api.post<Record<string, Submission>>(
    '/api/check-contest-submissions-status',
    { submitIds, cid },
    { silent: true },
  );

/** ContestRankDTO (hoj-api-paths §7). */
export type ContestRankQuery = Paged<z.input<typeof contestRankDto>>;
export type AcmCell = AcmCellInfo;
export type { AcmRankRow, OiRankRow };
export type RankRow = AcmRankRow | OiRankRow;

export const getContestRank = (q: ContestRankQuery) => api.post<Page<RankRow>>('/api/get-contest-rank', q);
/** The outside board: no login needed when the contest opens it. */
export const getContestOutsideInfo = (cid: number) =>
  api.get<ContestOutsideInfoVO>('/api/get-contest-outsize-info', { cid });
export const getContestOutsideScoreboard = (q: ContestRankQuery) =>
  api.post<Page<RankRow>>('/api/get-contest-outside-scoreboard', q);

/** URL of the push channel that says "this contest's board changed". */
export const boardEventsUrl = (cid: number) => `/api/contest-board-events?cid=${cid}`;
