// Paging shapes of the API (HOJ style): `currentPage` + `limit` in, a MyBatis-Plus page out.
import { z } from 'zod';

export const pageQuery = z.object({
  currentPage: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().optional(),
});

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
