// The home page calls (hoj-api-paths §1.1, §6, §7). The latest problems are in api/solving.ts.
import type { RecentContestVO, WeekStatistics } from '@judge/shared/schemas/home';
import type { RankRow } from '@judge/shared/schemas/rank';
import type { CarouselItem } from '@judge/shared/schemas/config';
import { api } from './http';

export type { RecentContestVO, WeekStatistics };

export type { CarouselItem };
export const getHomeCarousel = () =>
  api.get<CarouselItem[]>('/api/home-carousel', undefined, { silent: true });
export const getRecentContests = () => api.get<RecentContestVO[]>('/api/get-recent-contest');
export const getSevenDayRank = () => api.get<RankRow[]>('/api/get-recent-seven-ac-rank');
export const getWeekStatistics = () => api.get<WeekStatistics>('/api/get-last-week-submission-statistics');
