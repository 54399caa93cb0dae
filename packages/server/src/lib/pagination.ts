// Paging: `currentPage` + `limit` (HOJ style); page < 1 becomes 1, limit < 1 (or none) the list's
// default, which is HOJ's (DEFAULT_PAGE_LIMITS in shared/limits.ts, the one table of them).

import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import { DEFAULT_PAGE_LIMITS } from '@judge/shared';

export { pageQuery, pageSchema } from '@judge/shared/schemas/page';

export const MAX_PAGE_SIZE = 500;

/** A list of the API with a default page size: a key of DEFAULT_PAGE_LIMITS. */
export type PagedList = keyof typeof DEFAULT_PAGE_LIMITS;

/** The page a call asks for in `list`: no `limit` (or one below 1) gives the list's default. */
export function pageOf(q: { currentPage?: number; limit?: number }, list: PagedList) {
  const currentPage = !q.currentPage || q.currentPage < 1 ? 1 : q.currentPage;
  const limit = !q.limit || q.limit < 1 ? DEFAULT_PAGE_LIMITS[list] : Math.min(q.limit, MAX_PAGE_SIZE);
  return { currentPage, limit, offset: (currentPage - 1) * limit };
}

/** A page answer (HOJ's `Page`): the records, the total and the pager's figures. */
export const pageResult = <T>(records: T[], total: number, limit: number, current: number) => ({
  records,
  total,
  size: limit,
  current,
  pages: Math.ceil(total / limit),
});

/**
 * How many pages past the current one a long list's total counts (submission lists): the total is
 * min(rows, offset + TOTAL_PAGES_AHEAD × limit + 1), so that counting a page costs the same at any
 * table size (a COUNT(*) over a million submissions took seconds; bench/README.md "Load"). The
 * answer keeps its shape (`total`, `pages`); the pager offers the next pages and one more, and grows
 * as the reader moves on.
 */
export const TOTAL_PAGES_AHEAD = 20;

/** The most rows the total of `page` counts (see TOTAL_PAGES_AHEAD). */
export const totalCap = (page: { offset: number; limit: number }) =>
  page.offset + TOTAL_PAGES_AHEAD * page.limit + 1;

/**
 * The capped total of a list: `rows` is the list's query with one narrow column and no order
 * (e.g. `base.select('j.submit_id')`): any totalCap(page) matching rows end the count, so the
 * planner takes the index of the filter and stops there (with the page's ORDER BY, PostgreSQL sorted
 * a whole contest's 50 000 rows for it: a submit_time range it took for a few hundred).
 */
export async function cappedTotal(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  rows: SelectQueryBuilder<any, any, any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  page: { offset: number; limit: number },
): Promise<number> {
  const r = await sql<{
    n: number | string;
  }>`select count(*) as n from (${rows.limit(totalCap(page))}) as c`.execute(db);
  return Number(r.rows[0]?.n ?? 0);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnySelect = SelectQueryBuilder<any, any, any>;

/**
 * One page of a list and the list's total, read side by side: `base` is the filtered list (its
 * tables, joins and conditions), `shown` adds what a row of the page shows and the order; the
 * page's LIMIT/OFFSET and the COUNT(*) over `base` are written here once.
 */
export async function readPage<B extends AnySelect, R>(
  base: B,
  shown: (base: B) => SelectQueryBuilder<any, any, R>, // eslint-disable-line @typescript-eslint/no-explicit-any
  page: { limit: number; offset: number },
): Promise<{ rows: R[]; total: number }> {
  const [rows, count] = await Promise.all([
    shown(base).limit(page.limit).offset(page.offset).execute(),
    (base as AnySelect).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as R[], total: Number(count.n) };
}
