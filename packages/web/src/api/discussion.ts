// Discussion calls of the site and the back office (site.md §7 "Discussion"; hoj-api-paths §1.10);
// the types come from the shared zod schemas.
import type {
  CategoryVO,
  DiscussionBody,
  DiscussionListQuery,
  DiscussionReportVO,
  DiscussionRow,
  DiscussionVO,
} from '@judge/shared/schemas/discussion';
import { api, compact, type Page } from './http';

export type { CategoryVO, DiscussionBody, DiscussionReportVO, DiscussionRow, DiscussionVO };

export const getDiscussionCategories = () => api.get<CategoryVO[]>('/api/discussion-category');
/** The super admin saves the whole list. */
export const upsertCategoryList = (list: { id?: number; name: string }[]) =>
  api.post<CategoryVO[]>('/api/discussion-category', list);

export const getDiscussionList = (q: DiscussionListQuery) =>
  api.get<Page<DiscussionRow>>('/api/get-discussion-list', compact(q));
export const getExplainList = (q: { pid: string; currentPage: number; limit: number }) =>
  api.get<Page<DiscussionRow>>('/api/get-Explain-list', q);
export const getDiscussionDetail = (did: number) =>
  api.get<DiscussionVO>('/api/get-discussion-detail', { did });
export const createDiscussion = (body: DiscussionBody) => api.post<null>('/api/discussion', body);
export const updateDiscussion = (body: DiscussionBody) => api.put<null>('/api/discussion', body);
export const deleteDiscussion = (did: number) => api.delete<null>('/api/discussion', { params: { did } });
export const likeDiscussion = (did: number, toLike: boolean) =>
  api.get<null>('/api/discussion-like', { did, toLike });
export const reportDiscussion = (did: number, content: string, reporter: string) =>
  api.post<null>('/api/discussion-report', { did, content, reporter });

// ---- a group's discussions (hoj-api-paths §2.7); detail, comments and likes use the calls above ----

export const getGroupDiscussionList = (q: {
  gid: number;
  currentPage: number;
  limit: number;
  pid?: string;
}) => api.get<Page<DiscussionRow>>('/api/group/get-discussion-list', compact(q));
/** Group admins: hidden ones too. */
export const getGroupAdminDiscussionList = (q: { gid: number; currentPage: number; limit: number }) =>
  api.get<Page<DiscussionRow>>('/api/group/get-admin-discussion-list', q);
export const createGroupDiscussion = (body: DiscussionBody & { gid: number }) =>
  api.post<null>('/api/group/discussion', body);
/** The author edits; the group's admins also set topPriority and status. */
export const updateGroupDiscussion = (body: DiscussionBody) => api.put<null>('/api/group/discussion', body);
export const deleteGroupDiscussion = (did: number) =>
  api.delete<null>('/api/group/discussion', { params: { did } });

// ---- back office -------------------------------------------------------------------------------------

export const adminUpdateDiscussion = (body: { id: number; topPriority?: boolean; status?: 0 | 1 }) =>
  api.put<null>('/api/admin/discussion', body);
/** A JSON array of ids as the body of a DELETE (hoj-api-paths §9.8). */
export const adminDeleteDiscussions = (ids: number[]) =>
  api.delete<null>('/api/admin/discussion', { data: ids });
export const adminGetReports = (q: { currentPage: number; limit: number }) =>
  api.get<Page<DiscussionReportVO>>('/api/admin/discussion-report', q);
export const adminUpdateReport = (id: number, status: boolean) =>
  api.put<null>('/api/admin/discussion-report', { id, status });
