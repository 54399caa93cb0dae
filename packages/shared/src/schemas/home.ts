// The home page calls (site.md §1, §7; hoj-api-paths §6, §7). The carousel's list is the config
// module's (schemas/config.ts).
import { z } from 'zod';
import { clientFlag } from './page.js';
import { rankRow } from './rank.js';
import { contestVO } from './contest-public.js';

/** ContestVO of the home page's recent contests (the participant's ContestVO). */
export const recentContestVO = contestVO;
export type RecentContestVO = z.infer<typeof recentContestVO>;

export const sevenDayRankRow = rankRow;

export const weekStatisticsQuery = z.object({
  forceRefresh: clientFlag.optional(),
});

/** GET /api/get-last-week-submission-statistics: seven days, oldest first. */
export const weekStatistics = z.object({
  dateStrList: z.array(z.string()),
  acCountList: z.array(z.number()),
  totalCountList: z.array(z.number()),
});
export type WeekStatistics = z.infer<typeof weekStatistics>;
