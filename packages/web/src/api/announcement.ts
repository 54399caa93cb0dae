// Site announcements (hoj-api-paths §1.3, §7): the home list, the detail page, the back office.
import type { AnnouncementVO } from '@judge/shared/schemas/announcement';
import { api, type Page } from './http';

export type { AnnouncementVO };

export interface SiteAnnouncementInput {
  id?: number;
  title: string;
  content: string;
  status: number;
}
export const getCommonAnnouncements = (currentPage: number, limit: number) =>
  api.get<Page<AnnouncementVO>>('/api/get-common-announcement', { currentPage, limit });
export const getAnnouncementDetail = (id: number) =>
  api.get<AnnouncementVO>('/api/get-announcement-detail', { id }, { silent: true });
export const getAdminAnnouncements = (currentPage: number, limit: number) =>
  api.get<Page<AnnouncementVO>>('/api/admin/announcement', { currentPage, limit });
export const createAnnouncement = (a: SiteAnnouncementInput) => api.post<null>('/api/admin/announcement', a);
export const updateAnnouncement = (a: SiteAnnouncementInput & { id: number }) =>
  api.put<null>('/api/admin/announcement', a);
export const deleteAnnouncement = (aid: number) =>
  api.delete<null>('/api/admin/announcement', { params: { aid } });
