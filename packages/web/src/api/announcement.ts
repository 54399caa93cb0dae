// Site announcements (hoj-api-paths §1.3, §7): the home list, the detail page, the back office.
import type { AnnouncementInput, AnnouncementVO } from '@judge/shared/schemas/announcement';
import { api, type Page } from './http';

export type { AnnouncementVO };

/** A site announcement as the form sends it: the server's body (shared with contest and group announcements). */
export type SiteAnnouncementInput = AnnouncementInput;
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
