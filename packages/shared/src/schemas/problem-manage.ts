// Request and response shapes of the admin problem calls (hoj-api-paths §1.4 and §8). The rules
// that need more than a type (limits, uniqueness, templates, scores, checker compiled) live in
// rules.ts so that each has one place and one translated message.
import { z } from 'zod';
import { CaseMode, JudgeMode, type CaseModeValue, type JudgeModeValue } from '../index.js';
import { problemHeadShape } from './problem.js';

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
  input: z
    .string()
    .max(16 * 1024 * 1024)
    .default(''),
  output: z
    .string()
    .max(16 * 1024 * 1024)
    .default(''),
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
    .array(
      z
        .object({
          id: z.number().int().nullish(),
          name: z.string().max(100),
          color: z.string().max(30).nullish(),
        })
        .passthrough(),
    )
    .max(100)
    .default([]),
  codeTemplates: z
    .array(
      z
        .object({ lid: z.number().int(), code: z.string().max(65_535), status: bool.default(true) })
        .passthrough(),
    )
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
  ...problemHeadShape,
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

/** A tag as the editor lists it on a problem. */
export const editorTagSchema = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string().nullable(),
  oj: z.string(),
  tcid: z.number().nullable(),
});
export const codeTemplateSchema = z.object({
  id: z.number(),
  lid: z.number(),
  code: z.string(),
  status: z.boolean(),
});

/** GET/POST/PUT /api/admin/problem: the problem with its languages, code templates and tags. */
export const problemManageDetailSchema = problemVO.extend({
  languages: z.array(z.object({ id: z.number(), name: z.string() })),
  codeTemplates: z.array(codeTemplateSchema),
  tags: z.array(editorTagSchema),
});

/** A current test case: typed ones with their text, uploaded ones by file name. */
export const problemCaseSchema = z.object({
  id: z.number(),
  pid: z.number(),
  input: z.string(),
  output: z.string(),
  score: z.number(),
  groupNum: z.number(),
  status: z.number(),
});

/** POST /api/file/upload-testcase-zip: the cases found in the zip and the folder they wait in. */
export const uploadedCasesSchema = z.object({
  fileList: z.array(
    z.object({ input: z.string(), output: z.string(), score: z.number(), groupNum: z.number().optional() }),
  ),
  fileListDir: z.string(),
});

/**
 * Why this server's judge does not offer a language: its toolchain is not installed, the sandbox has
 * no profile for it, its A+B self-check failed, the sandbox itself cannot start, or the judge does
 * not know the language at all.
 */
export const LANGUAGE_HIDDEN_CAUSES = [
  'toolchain-missing',
  'runner-profile-missing',
  'self-check-failed',
  'sandbox-unavailable',
  'unknown-language',
] as const;
export type LanguageHiddenCause = (typeof LANGUAGE_HIDDEN_CAUSES)[number];

/** GET /api/admin/languages: a language row with its settings and whether this server's judge offers it. */
export const adminLanguageSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  contentType: z.string(),
  compileCommand: z.string().nullable(),
  template: z.string().nullable(),
  codeTemplate: z.string().nullable(),
  isSpj: z.boolean(),
  oj: z.string(),
  seq: z.number(),
  offered: z
    .boolean()
    .nullable()
    .describe('Offered by the judge of this process; null when it does not judge in-process'),
  hiddenCause: z
    .enum(LANGUAGE_HIDDEN_CAUSES)
    .nullable()
    .describe('Why it is hidden (null when offered or unknown)'),
  hiddenReason: z.string().nullable().describe('The same in words, e.g. "missing /usr/bin/go"'),
  packages: z.array(z.string()).describe('Debian packages that provide its toolchain'),
});

/** Apply-to-public progress of a group problem (hoj-api-paths §1.6): null none. */
export const ApplyProgress = { APPLYING: 1, ACCEPTED: 2, REFUSED: 3 } as const;

/** A row of the back office's group-problem review (GET /api/admin/group-problem/list). */
export const groupProblemApplicationSchema = z.object({
  id: z.number(),
  gid: z.number().nullable(),
  applyPublicProgress: z.number().nullable(),
  problemId: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  type: z.number(),
  judgeMode: z.string(),
});
export type GroupProblemApplication = z.infer<typeof groupProblemApplicationSchema>;

// ---- import from other judges ------------------------------------------------------------------------

/**
 * What happens when a package's display id is taken: `rename` gives a free id derived from it
 * (`1000` → `1000-1`), `skip` leaves the problem out, `overwrite` saves the package over the existing
 * problem (its submissions stay; the cases become a new test-data version). Moving a problem set
 * between judges always clashes (`1000`, `P1001`, …), hence `rename` by default.
 */
export const CLASH_POLICIES = ['rename', 'skip', 'overwrite'] as const;
export type ClashPolicy = (typeof CLASH_POLICIES)[number];
export const IMPORT_ACTIONS = ['created', 'renamed', 'overwritten', 'skipped'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** The import calls' answer: one report per problem of the upload. */
export const importReportSchema = z.object({
  /** Where the problem came from inside the upload (a file, a folder, `item 3`). */
  file: z.string(),
  /** The display id the problem got (the package's own when it was not imported). */
  problemId: z.string().nullable(),
  imported: z.boolean(),
  reason: z.string().nullable(),
  /** The display id the package asked for. */
  requestedId: z.string().nullable().optional(),
  action: z.enum(IMPORT_ACTIONS).nullable().optional(),
  /** Translated remarks: how the type was chosen, what was mapped or left out. */
  notes: z.array(z.string()).optional(),
});
export type ImportReport = z.infer<typeof importReportSchema>;
