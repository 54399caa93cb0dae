// Training calls of the site and the back office (hoj-api-paths §1.7, §6, §7); the types come from
// the shared zod schemas.
import type {
  TrainingAdminProblemList,
  TrainingCategoryBody,
  TrainingCategoryVO,
  TrainingDtoBody,
  TrainingDtoVO,
  TrainingEntity,
  TrainingProblemBody,
  TrainingProblemRow,
  TrainingRankRow,
  TrainingVO,
  trainingListQuery,
} from '@judge/shared/schemas/training';
import type { z } from 'zod';
import { api, compact, type Page, type Paged } from './http';

export type {
  TrainingAdminProblemList,
  TrainingCategoryVO,
  TrainingDtoBody,
  TrainingDtoVO,
  TrainingEntity,
  TrainingProblemRow,
  TrainingRankRow,
  TrainingVO,
};

// ---- site ------------------------------------------------------------------------------------------

export type TrainingListQuery = Paged<z.input<typeof trainingListQuery>>;
export const getTrainingCategories = () => api.get<TrainingCategoryVO[]>('/api/get-training-category');
export const getTrainingList = (q: TrainingListQuery) =>
  api.get<Page<TrainingVO>>('/api/get-training-list', compact(q));
export const getTrainingDetail = (tid: number) => api.get<TrainingVO>('/api/get-training-detail', { tid });
export const registerTraining = (tid: number, password: string) =>
  api.post<null>('/api/register-training', { tid, password });
export const getTrainingAccess = (tid: number) =>
  api.get<{ access: boolean }>('/api/get-training-access', { tid });
export const getTrainingProblemList = (tid: number) =>
  api.get<TrainingProblemRow[]>('/api/get-training-problem-list', { tid });
export const getTrainingRank = (q: { tid: number; currentPage: number; limit: number; keyword?: string }) =>
  api.get<Page<TrainingRankRow>>('/api/get-training-rank', compact(q));

// ---- back office -------------------------------------------------------------------------------------

export const getAdminTrainingList = (q: { currentPage: number; limit: number; keyword?: string }) =>
  api.get<Page<TrainingEntity>>('/api/admin/training/get-training-list', compact(q));
export const getAdminTraining = (tid: number) => api.get<TrainingDtoVO>('/api/admin/training', { tid });
export const createTraining = (body: TrainingDtoBody) => api.post<null>('/api/admin/training', body);
export const updateTraining = (body: TrainingDtoBody) => api.put<null>('/api/admin/training', body);
export const deleteTraining = (tid: number) => api.delete<null>('/api/admin/training', { params: { tid } });
export const changeTrainingStatus = (tid: number, author: string, status: boolean) =>
  api.put<null>('/api/admin/training/change-training-status', undefined, { params: { tid, author, status } });

export const getAdminTrainingProblems = (q: {
  tid: number;
  currentPage: number;
  limit: number;
  keyword?: string;
  queryExisted: boolean;
}) => api.get<TrainingAdminProblemList>('/api/admin/training/get-problem-list', compact(q));
export const updateTrainingProblem = (body: TrainingProblemBody) =>
  api.put<null>('/api/admin/training/problem', body);
/** Takes the problem out of the training (the problem stays). */
export const removeTrainingProblem = (tid: number, pid: number) =>
  api.delete<null>('/api/admin/training/problem', { params: { tid, pid } });
export const addTrainingProblemFromPublic = (tid: number, pid: number, displayId: string) =>
  api.post<null>('/api/admin/training/add-problem-from-public', { tid, pid, displayId });

export const addTrainingCategory = (body: TrainingCategoryBody) =>
  api.post<TrainingCategoryVO>('/api/admin/training/category', body);
export const updateTrainingCategory = (body: TrainingCategoryBody) =>
  api.put<null>('/api/admin/training/category', body);
export const deleteTrainingCategory = (cid: number) =>
  api.delete<null>('/api/admin/training/category', { params: { cid } });
