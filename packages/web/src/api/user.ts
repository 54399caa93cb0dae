// Answer types are inferred from the schemas the server validates its answers with (type-only imports).
import type { z } from 'zod';
import type { heatmapSchema, userHomeSchema } from '@judge/shared/schemas/user';
import type { unreadCountsSchema } from '@judge/shared/schemas/message';
import { api } from './http';

export type UserHomeInfo = z.infer<typeof userHomeSchema>;
export type SolvedProblem = UserHomeInfo['solvedGroupByDifficulty'][string][number];
export type CalendarHeatmap = z.infer<typeof heatmapSchema>;
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

export const getUserHomeInfo = (q: { uid?: string; username?: string }) =>
  api.get<UserHomeInfo>('/api/get-user-home-info', q);

export const getUserCalendarHeatmap = (q: { uid?: string; username?: string }) =>
  api.get<CalendarHeatmap>('/api/get-user-calendar-heatmap', q);

export const getUnreadCounts = () => api.get<UnreadCounts>('/api/msg/unread', undefined, { silent: true });
/** The user's own event stream (`unread` counts, `announcement`), read with api/eventStream.ts. */
export const unreadStreamUrl = '/api/msg/stream';
