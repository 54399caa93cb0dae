// Message centre calls (hoj-api-paths §5) and the back office's system notices (§1.3).
import type {
  AdminSysNoticeVO,
  MsgCleanType,
  NoticeBody,
  NoticeType,
  SysMsgVO,
  UserMsgVO,
} from '@judge/shared/schemas/message';
import { api, compact, type Page } from './http';

export type { AdminSysNoticeVO, MsgCleanType, NoticeType, SysMsgVO, UserMsgVO };

/** The route segment of each box and the call that lists it. */
export type ReminderBox = 'comment' | 'reply' | 'like';
export type NoticeBox = 'sys' | 'mine';

export const getReminders = (box: ReminderBox, currentPage: number, limit: number) =>
  api.get<Page<UserMsgVO>>(`/api/msg/${box}`, { currentPage, limit });
export const getNotices = (box: NoticeBox, currentPage: number, limit: number) =>
  api.get<Page<SysMsgVO>>(`/api/msg/${box}`, { currentPage, limit });
/** Deletes one message (id) or the whole box. */
export const cleanMessages = (type: MsgCleanType, id?: number) =>
  api.delete<null>('/api/msg/clean', { params: compact({ type, id }) });

// ---- back office -----------------------------------------------------------------------------------

/** A notice as the form sends it: the server's body. */
export type NoticeInput = NoticeBody;
export const getAdminNotices = (currentPage: number, limit: number, type?: NoticeType) =>
  api.get<Page<AdminSysNoticeVO>>('/api/admin/msg/notice', compact({ currentPage, limit, type }));
export const createNotice = (n: NoticeInput) => api.post<null>('/api/admin/msg/notice', n);
export const updateNotice = (n: NoticeInput & { id: number }) => api.put<null>('/api/admin/msg/notice', n);
export const deleteNotice = (id: number) => api.delete<null>('/api/admin/msg/notice', { params: { id } });
