// Request and response schemas of the public problem calls (hoj-api-paths §6–§8).
import { z } from 'zod';
import { clientFlag, pageQuery, pageSchema } from './page.js';

const int = z.coerce.number().int();
const nstr = z.string().nullable();

export const tagSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: nstr,
  oj: z.string(),
  gid: z.number().nullable(),
  tcid: z.number().nullable(),
});
/** A tag as the problem list rows carry it. */
export const tagRefSchema = tagSchema.pick({ id: true, name: true, color: true });

/** A tag classification (the public tag tree's headings and the tag admin's rows). */
export const tagClassificationSchema = z.object({
  id: z.number(),
  name: z.string(),
  oj: z.string(),
  rank: z.number(),
});

export const problemListQuery = pageQuery.extend({
  keyword: z.string().max(200).optional(),
  difficulty: int.min(0).max(6).optional(),
  oj: z.string().max(20).optional(),
  /** Comma list (or JSON array) of tag ids: problems having every one. */
  tagId: z.string().max(500).optional(),
});
/** The public problem list's filters, as the server reads them and the web sends them. */
export type ProblemListQuery = z.output<typeof problemListQuery>;

export const countsShape = {
  total: z.number(),
  ac: z.number(),
  mle: z.number(),
  tle: z.number(),
  re: z.number(),
  pe: z.number(),
  ce: z.number(),
  wa: z.number(),
  se: z.number(),
  pa: z.number(),
};
export const problemCountsSchema = z.object(countsShape);

export const problemRowSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  difficulty: z.number(),
  type: z.number(),
  tags: z.array(tagRefSchema),
  ...countsShape,
  score: z.number().nullable(),
});
export const problemPageSchema = pageSchema(problemRowSchema);

/**
 * The leading fields of the Problem entity (its ids, kind, limits and statement), typed alike in the
 * public answer (problemSchema) and the back office's (problemVO); each adds the rest after them.
 */
export const problemHeadShape = {
  id: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: nstr,
  type: z.number(),
  judgeMode: z.string(),
  judgeCaseMode: z.string(),
  timeLimit: z.number(),
  memoryLimit: z.number(),
  stackLimit: z.number(),
  description: nstr,
  input: nstr,
  output: nstr,
  examples: nstr,
};

export const problemSchema = z.object({
  ...problemHeadShape,
  isRemote: z.boolean(),
  /**
   * Limits shown without the other-language multiplier (site.md §9: CF- and GYM- problems). Sent
   * because a contest or training shows the problem under a display id that no longer tells.
   */
  plainLimits: z.boolean(),
  source: nstr,
  difficulty: z.number(),
  hint: nstr,
  auth: z.number(),
  ioScore: z.number(),
  codeShare: z.boolean(),
  spjCode: z.null(),
  spjLanguage: z.null(),
  userExtraFile: nstr,
  judgeExtraFile: z.null(),
  isRemoveEndBlank: z.boolean(),
  openCaseResult: z.boolean(),
  isFileIO: z.boolean(),
  ioReadFileName: nstr,
  ioWriteFileName: nstr,
  gid: z.number().nullable(),
  gmtCreate: nstr,
  gmtModified: nstr,
});

export const problemDetailSchema = z.object({
  problem: problemSchema,
  tags: z.array(tagSchema),
  languages: z.array(z.string()),
  problemCount: z.object({ pid: z.number(), ...countsShape }),
  codeTemplate: z.record(z.string(), z.string()),
});

export const problemDetailQuery = z.object({ problemId: z.string().min(1).max(100), gid: int.optional() });
export const ojQuery = z.object({ oj: z.string().max(20).optional() });

export const classificationSchema = z.object({
  classification: tagClassificationSchema.nullable(),
  tagList: z.array(tagSchema),
});

export const userProblemStatusBody = z.object({
  pidList: z.array(int).max(500),
  isContestProblemList: z.boolean().optional(),
  cid: int.nullish(),
  gid: int.nullish(),
  containsEnd: z.boolean().optional(),
});

/** The caller's status per problem: `{pid: {status, score}}`. */
export const userProblemStatusSchema = z.record(
  z.string(),
  z.object({ status: z.number(), score: z.number().nullable() }),
);
export const randomProblemSchema = z.object({ problemId: z.string() });

export const recentProblemSchema = z.object({
  id: z.number(),
  problemId: z.string(),
  title: z.string(),
  type: z.number(),
  gmtCreate: nstr,
  gmtModified: nstr,
});

export const pidQuery = z.object({ pid: int });
export const lastAcQuery = z.object({ pid: int, cid: int.optional() });
export const lastAcSchema = z.object({ submitId: z.number(), code: z.string(), language: z.string() });

export const languageSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  contentType: z.string(),
  compileCommand: nstr,
  template: nstr,
  isSpj: z.boolean(),
  oj: z.string(),
  seq: z.number(),
  /** Version reported by a running judge (null when no judge reports this language). */
  version: nstr,
});
export const languagesQuery = z.object({ pid: int.optional(), all: clientFlag.optional() });

/** GET /api/get-full-screen-problem-list: the problem strip of a contest's (cid) or training's (tid) focus mode. */
export const fullScreenQuery = z.object({
  tid: z.coerce.number().int().optional(),
  cid: z.coerce.number().int().optional(),
});
export const fullScreenItemSchema = z.object({
  pid: z.number(),
  problemId: z.string(),
  title: z.string(),
  status: z.number(),
  score: z.number().nullable(),
});
