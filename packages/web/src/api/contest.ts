// Contest back-office calls (hoj-api-paths §1.8); the types come from the shared zod schemas.
import type {
  AdminContestBody,
  AdminContestVO,
  AnnouncementVO,
  ContestEntityVO,
  ContestProblemVO,
} from '@judge/shared/schemas/contest';
import type { AdminProblem } from './admin-problem';
import { api, compact, type Page } from './http';

export type { AdminContestBody, AdminContestVO, AnnouncementVO, ContestEntityVO, ContestProblemVO };

export interface ContestListQuery {
  currentPage: number;
  limit: number;
  keyword?: string;
}

export const getAdminContestList = (q: ContestListQuery) =>
  api.get<Page<ContestEntityVO>>('/api/admin/contest/get-contest-list', compact(q));
export const getAdminContest = (cid: number) => api.get<AdminContestVO>('/api/admin/contest', { cid });
export const createContest = (body: AdminContestBody) => api.post<null>('/api/admin/contest', body);
export const updateContest = (body: AdminContestBody) => api.put<null>('/api/admin/contest', body);
export const deleteContest = (cid: number) => api.delete<null>('/api/admin/contest', { params: { cid } });
export const cloneContest = (cid: number) => api.get<null>('/api/admin/contest/clone', { cid });
export const changeContestVisible = (cid: number, uid: string, visible: boolean) =>
  api.put<null>('/api/admin/contest/change-contest-visible', undefined, { params: { cid, uid, visible } });

export interface ContestProblemListQuery {
  cid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  /** Set: the picker of problems not yet in the contest. */
  problemType?: number;
}
export interface ContestProblemList {
  problemList: Page<AdminProblem>;
  contestProblemMap: Record<string, ContestProblemVO>;
}
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

export interface AnnouncementInput {
  id?: number;
  title: string;
  content: string;
  status: number;
}
export const getContestAnnouncements = (cid: number, currentPage: number, limit: number) =>
  api.get<Page<AnnouncementVO>>('/api/admin/contest/announcement', { cid, currentPage, limit });
export const createContestAnnouncement = (cid: number, announcement: AnnouncementInput) =>
  api.post<null>('/api/admin/contest/announcement', { cid, announcement });
export const updateContestAnnouncement = (cid: number, announcement: AnnouncementInput) =>
  api.put<null>('/api/admin/contest/announcement', { cid, announcement });
export const deleteContestAnnouncement = (cid: number, aid: number) =>
  api.delete<null>('/api/admin/contest/announcement', { params: { aid, cid } });
