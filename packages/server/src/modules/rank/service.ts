// The site rank lists (hoj-behaviour §7.4; hoj-api-paths §6 get-rank-list; site.md §2).
// ACM: ac = distinct problems in user_acproblem (main-site accepts), total = the user's
// non-contest, non-group submissions; ac desc, total asc. OI: score = Σ over problems of the best
// oiRankScore among the same submissions; score desc, ac desc. Both boards count `total` the same
// way (HOJ issue #39: they differed). Active users only (status 0), everyone listed.
// The counts are maintained per user (counters.ts: recounted when a main-site submission is added
// or its verdict changes), so a page reads one row per user and never the submissions. A page is
// cached 60 s per (type, size, page) as HOJ does; a search (username, nickname, real name) is not.
import { sql } from 'kysely';
import type { RankRow } from '@judge/shared/schemas/rank';
import type { Database } from '../../db/index.js';
import type { KvStore } from '../../lib/kv.js';
import { pageOf, pageResult, readPage } from '../../lib/pagination.js';
import { RANK_USER_COLUMNS, orderRank, presentRankRow } from './order.js';
import { keywordConditions, searchKeyword } from '../../lib/search.js';

export const RANK_CACHE_MS = 60_000;
export function rankService(database: Database, kv: KvStore) {
  const { db } = database;

  async function compute(type: number, limit: number, offset: number, keyword?: string) {
    let base = db
      .selectFrom('user_info as u')
      .leftJoin('user_rank_count as c', 'c.uid', 'u.uuid')
      .leftJoin('user_record as r', 'r.uid', 'u.uuid')
      .where('u.status', '=', 0);
    if (keyword)
      base = base.where((eb) =>
        eb.or(keywordConditions(eb, keyword, ['u.username', 'u.nickname', 'u.realname'])),
      );
    const acExpr = sql<number>`coalesce(c.ac, 0)`;
    const totalExpr = sql<number>`coalesce(c.total, 0)`;
    const scoreExpr = sql<number>`coalesce(c.score, 0)`;
    const rows = base.select([
      ...RANK_USER_COLUMNS,
      'r.rating',
      acExpr.as('ac'),
      totalExpr.as('total'),
      scoreExpr.as('score'),
    ]);
    const { rows: list, total } = await readPage(
      base,
      () => orderRank(rows, type, { ac: acExpr, total: totalExpr, score: scoreExpr }),
      { limit, offset },
    );
    const records = list.map((r) => presentRankRow(r, type, r.rating ?? null));
    return { records, total };
  }

  async function list(q: { currentPage?: number; limit?: number; type: number; searchUser?: string }) {
    const { currentPage, limit, offset } = pageOf(q, 'rank');
    const keyword = searchKeyword(q.searchUser);
    const key = `rank:${q.type}:${limit}:${currentPage}`;
    let page: { records: RankRow[]; total: number } | undefined;
    if (!keyword) {
      const cached = await kv.get(key);
      if (cached) page = JSON.parse(cached) as { records: RankRow[]; total: number };
    }
    if (!page) {
      page = await compute(q.type, limit, offset, keyword);
      if (!keyword) await kv.set(key, JSON.stringify(page), RANK_CACHE_MS);
    }
    return pageResult(page.records, page.total, limit, currentPage);
  }

  return { list };
}
