// The back office's review of group problems applying to join the public set (hoj-api-paths §1.6).
import type { GroupProblemApplication } from '@judge/shared/schemas/problem-manage';
import { api, compact, type Page } from './http';

export type { GroupProblemApplication };

export const getGroupProblemApplications = (q: {
  currentPage: number;
  limit: number;
  keyword?: string;
  gid?: number;
}) => api.get<Page<GroupProblemApplication>>('/api/admin/group-problem/list', compact(q));

/** 1 applying, 2 accepted (the problem joins the public set), 3 refused. */
export const changeGroupProblemProgress = (pid: number, progress: number) =>
  api.put<null>('/api/admin/group-problem/change-progress', { pid, progress });
