// The site rank lists (hoj-api-paths §6 get-rank-list; site.md §2 "Rank lists", §3 rank row).
import { z } from 'zod';
import { pageQuery, pageSchema } from './page.js';

export const RankType = { ACM: 0, OI: 1 } as const;

export const rankListQuery = pageQuery.extend({
  type: z.coerce.number().int().min(0).max(1),
  searchUser: z.string().max(200).optional(),
});
export type RankListQuery = z.input<typeof rankListQuery>;

/** ACMRankVO and OIRankVO in one: ACM rows carry rating, OI rows score. */
export const rankRow = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  signature: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  total: z.number(),
  ac: z.number(),
  rating: z.number().nullable().optional(),
  score: z.number().optional(),
});
export type RankRow = z.infer<typeof rankRow>;
export const rankPage = pageSchema(rankRow);
