// The zod schemas live once in @judge/shared (the web infers its types from them); this module uses them.
import { z } from 'zod';
import * as shared from '@judge/shared/schemas/submission';
import { pageSchema } from '@judge/shared/schemas/page';

export * from '@judge/shared/schemas/submission';

// HOJ's JudgeVO also carries `source` (the problem's source), which the contract table asks the
// list for (issue 26); the web does not read it (local exports take precedence over the re-export).
export const submissionRowSchema = shared.submissionRowSchema.extend({ source: z.string().nullable() });
export const submissionPageSchema = pageSchema(submissionRowSchema);
