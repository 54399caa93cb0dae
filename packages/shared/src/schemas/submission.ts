// Schemas of the submission list, detail, share, wrong-case download and status stream.
import { z } from 'zod';
import { pageQuery, pageSchema, clientFlag } from './page.js';
import { submissionSchema } from './submission-intake.js';

/** The submission row as every call presents it (one schema, owned by the judge module). */
export { submissionSchema };

const int = z.coerce.number().int();
const nstr = z.string().nullable();
const nnum = z.number().nullable();

export const submissionListQuery = pageQuery.extend({
  onlyMine: clientFlag.optional(),
  status: int.optional(),
  username: z.string().max(100).optional(),
  problemID: z.string().max(100).optional(),
  completeProblemID: clientFlag.optional(),
  gid: int.optional(),
});
/** The submission list's filters, as the server reads them and the web sends them. */
export type SubmissionListQuery = z.output<typeof submissionListQuery>;


export const submissionRowSchema = z.object({
  uid: z.string(),
  submitId: z.number(),
  username: z.string(),
  pid: z.number(),
  displayPid: z.string(),
  title: nstr,
  displayId: nstr,
  submitTime: nstr,
  status: z.number(),
  share: z.boolean(),
  time: nnum,
  memory: nnum,
  score: nnum,
  oiRankScore: nnum,
  length: nnum,
  language: z.string(),
  cid: z.number(),
  cpid: z.number(),
  judger: nstr,
  ip: nstr,
  isManual: z.boolean(),
});
export const submissionPageSchema = pageSchema(submissionRowSchema);

export const submissionDetailSchema = z.object({
  submission: submissionSchema,
  /** Sharing allowed on this problem (and outside contests). */
  codeShare: z.boolean(),
  /** Whether the caller may toggle share. */
  canShare: z.boolean(),
  /** Problem type (0 ACM, 1 OI) and display data for the info table. */
  problemType: z.number().nullable(),
  problemTitle: nstr,
  /** Wrong-case download for the owner: offered, and downloads left today. */
  wrongCase: z.object({ available: z.boolean(), remaining: z.number() }).nullable(),
});

export const submitIdQuery = z.object({ submitId: int });
export const shareBody = z.object({ submitId: int, share: z.boolean(), uid: z.string().optional() });
export const streamQuery = z.object({ submitIds: z.string().min(1).max(2000) });
