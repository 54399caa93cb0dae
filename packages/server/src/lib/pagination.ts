// Paging: `currentPage` + `limit` (HOJ style); page < 1 becomes 1, limit < 1 the default.
import { z } from 'zod';

export const pageQuery = z.object({
  currentPage: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().optional(),
});

export const MAX_PAGE_SIZE = 500;

export function pageOf(q: { currentPage?: number; limit?: number }, defaultLimit: number) {
  const currentPage = !q.currentPage || q.currentPage < 1 ? 1 : q.currentPage;
  const limit = !q.limit || q.limit < 1 ? defaultLimit : Math.min(q.limit, MAX_PAGE_SIZE);
  return { currentPage, limit, offset: (currentPage - 1) * limit };
}

/** A MyBatis-Plus style page: the UI reads `records` and `total`. */
export function pageSchema<T extends z.ZodType>(row: T) {
  return z.object({
    records: z.array(row),
    total: z.number(),
    size: z.number(),
    current: z.number(),
    pages: z.number(),
  });
}
