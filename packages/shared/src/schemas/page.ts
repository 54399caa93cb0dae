// Paging shapes of the API (HOJ style): `currentPage` + `limit` in, a MyBatis-Plus page out.
import { z } from 'zod';

/**
 * A yes/no flag as HOJ's clients send it, in a query, a form or a JSON body: a boolean, 1/0, or
 * "true"/"false"/"1"/"0"; empty (`onlyMine=`) is false. Anything else is refused. The one reading of
 * such flags: every schema that takes one uses this.
 */
export const clientFlag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['true', 'false', '1', '0', ''])])
  .transform((v) => v === true || v === 1 || v === 'true' || v === '1');

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
