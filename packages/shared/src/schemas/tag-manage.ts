// Request and response schemas of the tag admin (hoj-api-paths §1.5). A tag and a classification
// are answered in the same shape as on the public calls, so the rows are those of problem.ts.
import { z } from 'zod';
import { tagClassificationSchema, tagSchema } from './problem.js';

export const tagBody = z.object({
  id: z.number().int().optional(),
  name: z.string().max(100),
  color: z.string().max(40).nullish(),
  oj: z.string().max(20).nullish(),
  gid: z.number().int().nullish(),
  tcid: z.number().int().nullish(),
});

export const tagClassificationBody = z.object({
  id: z.number().int().optional(),
  name: z.string().max(100),
  oj: z.string().max(20).nullish(),
  rank: z.number().int().min(0).max(2_147_483_647).nullish(),
});

export const adminTagSchema = tagSchema;
export { tagClassificationSchema };
