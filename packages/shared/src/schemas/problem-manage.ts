// Request and response shapes of the admin problem calls (hoj-api-paths §1.4 and §8). The rules
// that need more than a type (limits, uniqueness, templates, scores, checker compiled) live in
// rules.ts so that each has one place and one translated message.
import { z } from 'zod';
import { CaseMode, JudgeMode, type CaseModeValue, type JudgeModeValue } from '../index.js';

const judgeModes = Object.values(JudgeMode) as [JudgeModeValue, ...JudgeModeValue[]];
const caseModes = Object.values(CaseMode) as [CaseModeValue, ...CaseModeValue[]];
const text = z.string().max(1_000_000).nullish();
const bool = z.union([z.boolean(), z.number().int().min(0).max(1)]).transform((v) => v === true || v === 1);

export const problemBody = z.object({
  id: z.number().int().nullish(),
  problemId: z.string().max(100),
  title: z.string().max(1000),
  type: z.number().int(),
  judgeMode: z.enum(judgeModes).default('default'),
  judgeCaseMode: z.enum(caseModes).default('default'),
  timeLimit: z.number(),
  memoryLimit: z.number(),
  stackLimit: z.number(),
  description: text,
  input: text,
  output: text,
  examples: text,
  source: text,
  hint: text,
  difficulty: z.number().int().default(0),
  auth: z.number().int().default(1),
  codeShare: bool.default(true),
  spjCode: z.string().max(262_144).nullish(),
  spjLanguage: z.string().max(100).nullish(),
  userExtraFile: z.string().max(4_000_000).nullish(),
  judgeExtraFile: z.string().max(4_000_000).nullish(),
  isRemoveEndBlank: bool.default(true),
  openCaseResult: bool.default(true),
  isUploadCase: bool.optional(),
  isFileIO: bool.default(false),
  ioReadFileName: z.string().max(100).nullish(),
  ioWriteFileName: z.string().max(100).nullish(),
  isRemote: bool.optional(),
});
export type ProblemBody = z.infer<typeof problemBody>;

export const caseBody = z.object({
  id: z.number().int().nullish(),
  input: z.string().max(16 * 1024 * 1024).default(''),
  output: z.string().max(16 * 1024 * 1024).default(''),
  score: z.union([z.number(), z.string()]).nullish(),
  groupNum: z.union([z.number(), z.string()]).nullish(),
});
export type CaseBody = z.infer<typeof caseBody>;

export const problemDto = z.object({
  problem: problemBody,
  samples: z.array(caseBody).max(2000).default([]),
  isUploadTestCase: bool.default(false),
  uploadTestcaseDir: z.string().max(100).nullish(),
  judgeMode: z.enum(judgeModes).optional(),
  changeModeCode: z.boolean().optional(),
  changeJudgeCaseMode: z.boolean().optional(),
  languages: z.array(z.object({ id: z.number().int(), name: z.string().optional() }).passthrough()).max(200),
  tags: z
    .array(z.object({ id: z.number().int().nullish(), name: z.string().max(100), color: z.string().max(30).nullish() }).passthrough())
    .max(100)
    .default([]),
  codeTemplates: z
    .array(z.object({ lid: z.number().int(), code: z.string().max(65_535), status: bool.default(true) }).passthrough())
    .max(200)
    .default([]),
});
export type ProblemDto = z.infer<typeof problemDto>;

export const compileBody = z.object({
  pid: z.number().int().nullish(),
  code: z.string().max(262_144),
  language: z.string().max(100),
  extraFiles: z.record(z.string(), z.string()).nullish(),
});

export const problemVO = z.object({
  id: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  type: z.number(),
  judgeMode: z.string(),
  judgeCaseMode: z.string(),
  timeLimit: z.number(),
  memoryLimit: z.number(),
  stackLimit: z.number(),
  description: z.string().nullable(),
  input: z.string().nullable(),
  output: z.string().nullable(),
  examples: z.string().nullable(),
  isRemote: z.boolean(),
  source: z.string().nullable(),
  difficulty: z.number(),
  hint: z.string().nullable(),
  auth: z.number(),
  ioScore: z.number(),
  codeShare: z.boolean(),
  spjCode: z.string().nullable(),
  spjLanguage: z.string().nullable(),
  userExtraFile: z.string().nullable(),
  judgeExtraFile: z.string().nullable(),
  isRemoveEndBlank: z.boolean(),
  openCaseResult: z.boolean(),
  isUploadCase: z.boolean(),
  caseVersion: z.string(),
  modifiedUser: z.string().nullable(),
  isGroup: z.boolean(),
  gid: z.number().nullable(),
  applyPublicProgress: z.number().nullable(),
  isFileIO: z.boolean(),
  ioReadFileName: z.string().nullable(),
  ioWriteFileName: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});

export const listQuery = z.object({
  currentPage: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().optional(),
  keyword: z.string().max(200).optional(),
  auth: z.coerce.number().int().optional(),
  oj: z.string().max(20).optional(),
});
