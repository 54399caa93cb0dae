// The zod schemas live once in @judge/shared (the web infers its types from them); this module uses them.
import { z } from 'zod';
import * as shared from '@judge/shared/schemas/problem';

export * from '@judge/shared/schemas/problem';

// HOJ's Tag, TagClassification and Language entities carry fields the shared schemas leave out;
// the contract table (issue 26) asks the answers for them, so the API adds them here (local
// exports take precedence over the re-export above). The web reads none of them.
const nstr = z.string().nullable();
const stamps = { gmtCreate: nstr, gmtModified: nstr };
export const tagSchema = shared.tagSchema.extend(stamps);
export const tagClassificationSchema = shared.tagClassificationSchema.extend(stamps);
/** Language.codeTemplate: the language's default code template of HOJ's language table. */
export const languageSchema = shared.languageSchema.extend({ codeTemplate: nstr });

/** HOJ's CodeTemplate row (GET /api/get-problem-code-template). */
export const codeTemplateSchema = z.object({
  id: z.number(),
  pid: z.number(),
  lid: z.number(),
  code: z.string(),
  status: z.boolean(),
});
