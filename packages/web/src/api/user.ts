import { api } from './http';

export interface SolvedProblem {
  id?: number;
  pid?: number;
  problemId: string;
  difficulty: number;
}

/** GET /api/get-user-home-info (hoj-api-paths §7, plus gmtCreate for the days-since-registration card). */
export interface UserHomeInfo {
  uid: string;
  username: string;
  school?: string | null;
  signature?: string | null;
  nickname?: string | null;
  gender?: string | null;
  github?: string | null;
  blog?: string | null;
  avatar?: string | null;
  titleName?: string | null;
  titleColor?: string | null;
  total: number;
  rating?: number | null;
  scoreList?: number[];
  solvedList?: string[];
  solvedGroupByDifficulty?: Record<string, SolvedProblem[]>;
  recentLoginTime?: string | null;
  gmtCreate?: string | null;
}

export const getUserHomeInfo = (q: { uid?: string; username?: string }) =>
  api.get<UserHomeInfo>('/api/get-user-home-info', q);

export interface CalendarHeatmap {
  endDate: string;
  dataList: { date: string; count: number }[];
}
export const getUserCalendarHeatmap = (q: { uid?: string; username?: string }) =>
  api.get<CalendarHeatmap>('/api/get-user-calendar-heatmap', q);

export interface UnreadCounts {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}
export const getUnreadCounts = () => api.get<UnreadCounts>('/api/msg/unread', undefined, { silent: true });
