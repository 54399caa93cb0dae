// The zod schemas live once in @judge/shared (the web infers its types from them); this module uses them.
import { z } from 'zod';
import * as shared from '@judge/shared/schemas/problem-manage';

export * from '@judge/shared/schemas/problem-manage';

/** HOJ's ProblemCase also carries its timestamps (contract table, issue 26); the web reads neither. */
export const problemCaseSchema = shared.problemCaseSchema.extend({
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
