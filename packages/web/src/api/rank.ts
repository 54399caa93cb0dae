// The site rank lists (hoj-api-paths §6 get-rank-list).
import type { RankRow } from '@judge/shared/schemas/rank';
import { api, compact, type Page } from './http';

export type { RankRow };
export const RANK_TYPE = { acm: 0, oi: 1 } as const;

export const getRankList = (type: number, currentPage: number, limit: number, searchUser?: string) =>
  api.get<Page<RankRow>>('/api/get-rank-list', compact({ type, currentPage, limit, searchUser }));
