// The home page calls (site.md §1, §7; hoj-api-paths §1.1, §6, §7).
import { z } from 'zod';
import { rankRow } from './rank.js';

/** GET /api/home-carousel: [{id, url}]. */
export const carouselItem = z.object({ id: z.number(), url: z.string() });
export type CarouselItem = z.infer<typeof carouselItem>;

/** ContestVO of the home page's recent contests. */
export const recentContestVO = z.object({
  id: z.number(),
  author: z.string().nullable(),
  title: z.string(),
  type: z.number(),
  description: z.string().nullable(),
  status: z.number(),
  source: z.string().nullable(),
  auth: z.number(),
  now: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  sealRank: z.boolean(),
  openPrint: z.boolean(),
  sealRankTime: z.string().nullable(),
  rankShowName: z.string().nullable(),
  openRank: z.boolean(),
  oiRankScoreType: z.string().nullable(),
  count: z.number(),
  gid: z.number().nullable(),
  allowEndSubmit: z.boolean(),
});
export type RecentContestVO = z.infer<typeof recentContestVO>;

export const sevenDayRankRow = rankRow;

export const weekStatisticsQuery = z.object({
  forceRefresh: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .transform((v) => v === true || v === 'true')
    .optional(),
});

/** GET /api/get-last-week-submission-statistics: seven days, oldest first. */
export const weekStatistics = z.object({
  dateStrList: z.array(z.string()),
  acCountList: z.array(z.number()),
  totalCountList: z.array(z.number()),
});
export type WeekStatistics = z.infer<typeof weekStatistics>;
