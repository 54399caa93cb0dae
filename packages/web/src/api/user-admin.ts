// Back-office user calls (hoj-api-paths §1.2); types inferred from the shared schemas the server
// validates with (type-only imports: no zod in the page bundle).
import type { z } from 'zod';
import type { Page } from '@judge/shared';
import type {
  AdminEditUserBody,
  GenerateUserBody,
  ImportReport,
  UserListQuery,
  UserRolesVO,
  generateUserResult,
} from '@judge/shared/schemas/user-admin';
import { ApiError, api, compact, downloadAndSave, http } from './http';

export type { AdminEditUserBody, GenerateUserBody, ImportProblem, ImportReport, UserRolesVO } from '@judge/shared/schemas/user-admin';
export type GeneratedUsers = z.infer<typeof generateUserResult>;

export const getUserList = (q: UserListQuery) =>
  api.get<Page<UserRolesVO>>('/api/admin/user/get-user-list', compact(q));

export const editUser = (body: AdminEditUserBody) => api.put<null>('/api/admin/user/edit-user', body);

/** DELETE with a JSON body {ids} (hoj-api-paths §9.8). */
export const deleteUsers = (ids: string[]) => api.delete<null>('/api/admin/user/delete-user', { data: { ids } });

/**
 * Imports rows; resolves to the server's message. A refused import rejects with the per-row
 * report (`report`), shown by the page instead of a toast.
 */
export async function importUsers(users: string[][]): Promise<{ msg: string } | { msg: string; report: ImportReport }> {
  try {
    const res = await http.post<{ msg: string }>('/api/admin/user/insert-batch-user', { users }, { silent: true });
    return { msg: res.data.msg };
  } catch (e) {
    if (e instanceof ApiError && e.data && typeof e.data === 'object' && 'problems' in e.data)
      return { msg: e.message, report: e.data as ImportReport };
    throw e;
  }
}

export const generateUsers = (body: GenerateUserBody) =>
  api.post<GeneratedUsers>('/api/admin/user/generate-user', body);

/** Saves the credentials sheet of a generation (.xlsx). */
export const downloadGeneratedSheet = (key: string) =>
  downloadAndSave(`/api/file/generate-user-excel?key=${encodeURIComponent(key)}`, 'users.xlsx');
