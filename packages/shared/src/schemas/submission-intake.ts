// Request and response schemas of the judge calls (hoj-api-paths §6–§8 names).
import { z } from 'zod';

const int = z.coerce.number().int();
const nstr = z.string().nullable();
const nnum = z.number().nullable();

export const submissionSchema = z.object({
  submitId: z.number(),
  pid: z.number(),
  displayPid: z.string(),
  uid: z.string(),
  username: z.string(),
  submitTime: nstr,
  status: z.number(),
  share: z.boolean(),
  errorMessage: nstr,
  time: nnum,
  memory: nnum,
  score: nnum,
  length: nnum,
  code: nstr,
  language: z.string(),
  cid: z.number(),
  cpid: z.number(),
  gid: nnum,
  judger: nstr,
  ip: nstr,
  version: z.number(),
  oiRankScore: nnum,
  vjudgeSubmitId: z.null(),
  vjudgeUsername: z.null(),
  vjudgePassword: z.null(),
  isManual: z.boolean(),
  gmtCreate: nstr,
  gmtModified: nstr,
});

export const submitBody = z.object({
  pid: z.union([z.string(), z.number()]).transform(String),
  language: z.string().min(1).max(64),
  code: z.string().max(1_000_000),
  cid: int.optional().default(0),
  tid: int.nullish(),
  gid: int.nullish(),
  isRemote: z.boolean().optional(),
  captcha: z.string().optional(),
});

export const submitIdQuery = z.object({ submitId: int });

export const checkStatusBody = z.object({
  submitIds: z.array(int).max(500),
  cid: int.nullish(),
});

export const caseSchema = z.object({
  id: nnum,
  pid: nnum,
  submitId: nnum,
  uid: nstr,
  caseId: nnum,
  time: nnum,
  memory: nnum,
  score: nnum,
  status: z.number(),
  inputData: nstr,
  outputData: nstr,
  userOutput: nstr,
  groupNum: nnum,
  seq: z.number(),
  mode: z.string(),
  gmtCreate: nstr,
  gmtModified: nstr,
});

export const caseResultSchema = z
  .object({
    judgeCaseList: z.array(caseSchema).nullable(),
    subTaskJudgeCaseVoList: z
      .array(
        z.object({
          groupNum: z.number(),
          time: z.number(),
          memory: z.number(),
          score: z.number(),
          status: z.number(),
          ac: z.number(),
          total: z.number(),
          subtaskDetailList: z.array(caseSchema),
        }),
      )
      .nullable(),
    judgeCaseMode: z.string(),
  })
  .nullable();

export const testSubmitBody = z.object({
  pid: z.union([z.string(), z.number()]),
  language: z.string().min(1).max(64),
  code: z.string().max(1_000_000),
  userInput: z.string().max(100_000).default(''),
  expectedOutput: z.string().max(100_000).nullish(),
  type: z.string().optional(),
  mode: z.string().optional(),
  isRemoteJudge: z.boolean().optional(),
  cid: int.optional(),
  gid: int.nullish(),
});

export const testResultSchema = z.object({
  status: z.number(),
  time: nnum,
  memory: nnum,
  userInput: z.string(),
  userOutput: nstr,
  expectedOutput: nstr,
  stderr: nstr,
  problemJudgeMode: z.string(),
});

export const manualJudgeQuery = z.object({
  submitId: int,
  status: int,
  score: int.min(0).optional(), // spec §5 Admin: an integer >= 0
});

export const rejudgeContestProblemQuery = z.object({ cid: int, pid: int });
