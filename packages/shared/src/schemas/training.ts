// Request and response shapes of trainings (hoj-api-paths §1.7, §6, §7, §8: Training, TrainingDTO,
// TrainingVO, TrainingCategory, TrainingProblem, TrainingRankVO), and the training form's rules in
// the order the form checks them (groups-accounts-admin.md §5 "Training"). The rules live here so
// that the form and the server refuse the same input with the same message key.
import { z } from 'zod';
import { TrainingAuth } from '../group.js';
import { INPUT_LIMITS } from '../limits.js';
import { pageQuery, pageSchema, clientFlag } from './page.js';
import { problemRowSchema } from './problem.js';
import type { FormCheck } from './contest.js';

const int = z.coerce.number().int();

export const TRAINING_LIMITS = {
  title: 255,
  description: 65_535,
  pwd: 100,
  categoryName: 255,
  categoryColor: 30,
  displayId: 100,
} as const;

// ---- bodies ------------------------------------------------------------------------------------------

/** Training inside TrainingDTO. Read-only fields (author, isGroup) are accepted and ignored. */
export const trainingBody = z.object({
  id: int.nullish(),
  title: z
    .string()
    .max(TRAINING_LIMITS.title * 2)
    .nullish(),
  description: z.string().max(TRAINING_LIMITS.description).nullish(),
  author: z.string().max(100).nullish(),
  auth: z.string().max(20).nullish(),
  privatePwd: z
    .string()
    .max(TRAINING_LIMITS.pwd * 2)
    .nullish(),
  status: clientFlag.nullish(),
  /** A number or its text; the form rule checks the range (0–2147483647). */
  rank: z.union([z.number(), z.string().max(30)]).nullish(),
  isGroup: clientFlag.nullish(),
  gid: int.nullish(),
});

export const trainingCategoryBody = z.object({
  id: int.nullish(),
  name: z
    .string()
    .max(TRAINING_LIMITS.categoryName * 2)
    .nullish(),
  color: z.string().max(100).nullish(),
  gid: int.nullish(),
});
export type TrainingCategoryBody = z.input<typeof trainingCategoryBody>;

/** TrainingDTO: the training and its category (by id). */
export const trainingDto = z.object({
  training: trainingBody,
  trainingCategory: trainingCategoryBody.nullish(),
});
export type TrainingDtoBody = z.input<typeof trainingDto>;
export type TrainingDtoInput = z.output<typeof trainingDto>;

/** The training as the back office stores it, after the form's rules. */
export interface TrainingForm {
  title: string;
  description: string;
  auth: 'Public' | 'Private';
  privatePwd: string | null;
  status: boolean;
  rank: number;
  categoryId: number;
}

/** Rank: an integer 0–2147483647 (empty means the default 1000 only in the form's initial value). */
export function checkTrainingRank(raw: number | string | null | undefined): FormCheck<number> {
  if (raw === null || raw === undefined || String(raw).trim() === '')
    return { ok: false, issue: { key: 'Training_Rank_Required' } };
  const n = typeof raw === 'number' ? raw : Number(String(raw).trim());
  if (!Number.isInteger(n) || n < 0 || n > INPUT_LIMITS.trainingRankMax)
    return {
      ok: false,
      issue: { key: 'Training_Rank_Range', params: { max: INPUT_LIMITS.trainingRankMax } },
    };
  return { ok: true, value: n };
}

/** The training form's rules, in its order: rank, title, description, category, password if private. */
export function checkTrainingForm(dto: TrainingDtoInput): FormCheck<TrainingForm> {
  const t = dto.training;
  const rank = checkTrainingRank(t.rank);
  if (!rank.ok) return rank;
  const title = (t.title ?? '').trim();
  if (!title) return { ok: false, issue: { key: 'Training_Title_Required' } };
  if (title.length > TRAINING_LIMITS.title)
    return { ok: false, issue: { key: 'Training_Title_Too_Long', params: { max: TRAINING_LIMITS.title } } };
  const description = t.description ?? '';
  if (!description.trim()) return { ok: false, issue: { key: 'Training_Description_Required' } };
  const categoryId = dto.trainingCategory?.id;
  if (categoryId == null) return { ok: false, issue: { key: 'Training_Category_Required' } };
  const auth = t.auth ?? TrainingAuth.PUBLIC;
  if (auth !== TrainingAuth.PUBLIC && auth !== TrainingAuth.PRIVATE)
    return { ok: false, issue: { key: 'Training_Auth_Invalid' } };
  const pwd = t.privatePwd ?? '';
  if (auth === TrainingAuth.PRIVATE && !pwd.trim())
    return { ok: false, issue: { key: 'Training_Password_Required' } };
  if (pwd.length > TRAINING_LIMITS.pwd)
    return { ok: false, issue: { key: 'Training_Password_Too_Long', params: { max: TRAINING_LIMITS.pwd } } };
  return {
    ok: true,
    value: {
      title,
      description,
      auth,
      privatePwd: auth === TrainingAuth.PRIVATE ? pwd : null,
      status: t.status ?? true,
      rank: rank.value,
      categoryId,
    },
  };
}

/** A category: a name (1–255) and a CSS colour (hex or rgb(a)). */
export function checkTrainingCategory(c: {
  name?: string | null;
  color?: string | null;
}): FormCheck<{ name: string; color: string }> {
  const name = (c.name ?? '').trim();
  if (!name) return { ok: false, issue: { key: 'Training_Category_Name_Required' } };
  if (name.length > TRAINING_LIMITS.categoryName)
    return {
      ok: false,
      issue: { key: 'Training_Category_Name_Too_Long', params: { max: TRAINING_LIMITS.categoryName } },
    };
  const color = (c.color ?? '').trim();
  if (
    !/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/.test(color) ||
    color.length > TRAINING_LIMITS.categoryColor
  )
    return { ok: false, issue: { key: 'Training_Category_Color_Invalid' } };
  return { ok: true, value: { name, color } };
}

export const trainingProblemBody = z.object({
  id: int.nullish(),
  tid: int,
  pid: int,
  displayId: z.string().max(200).nullish(),
  rank: z.union([z.number(), z.string().max(30)]).nullish(),
});
export type TrainingProblemBody = z.input<typeof trainingProblemBody>;

/** TrainingProblemDTO: a main-bank problem to add, under its display id. */
export const addTrainingProblemBody = z.object({
  pid: int,
  tid: int,
  displayId: z.string().max(200).nullish(),
});
export type AddTrainingProblemBody = z.input<typeof addTrainingProblemBody>;

export const registerTrainingBody = z.object({
  tid: int,
  password: z
    .string()
    .max(TRAINING_LIMITS.pwd * 2)
    .nullish(),
});

// ---- queries -----------------------------------------------------------------------------------------

export const tidQuery = z.object({ tid: int });
export const trainingListQuery = pageQuery.extend({
  keyword: z.string().max(200).optional(),
  categoryId: int.optional(),
  auth: z.string().max(20).optional(),
});
export const adminTrainingListQuery = pageQuery.extend({ keyword: z.string().max(200).optional() });
export const trainingStatusQuery = z.object({
  tid: int,
  author: z.string().max(100).optional(),
  status: clientFlag,
});
export const trainingProblemListQuery = pageQuery.extend({
  keyword: z.string().max(200).optional(),
  queryExisted: clientFlag.default(false),
  tid: int,
});
export const removeTrainingProblemQuery = z.object({
  pid: int,
  /** Given: take the problem out of that training; absent: delete the problem itself. */
  tid: int.optional(),
});
export const categoryIdQuery = z.object({ cid: int });
export const trainingRankQuery = pageQuery.extend({ tid: int, keyword: z.string().max(200).optional() });
/** The spec's parameters: displayId of the problem and cid = the training's id. */
export const trainingProblemDetailsQuery = z.object({ displayId: z.string().min(1).max(200), cid: int });

// ---- answers -----------------------------------------------------------------------------------------

export const trainingCategoryVO = z.object({
  id: z.number(),
  name: z.string(),
  color: z.string(),
  gid: z.number().nullable(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type TrainingCategoryVO = z.infer<typeof trainingCategoryVO>;

/** Training entity (back office), with its category's name and colour for the list. */
export const trainingEntity = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  author: z.string(),
  auth: z.string(),
  privatePwd: z.string().nullable(),
  status: z.boolean(),
  rank: z.number(),
  isGroup: z.boolean(),
  gid: z.number().nullable(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type TrainingEntity = z.infer<typeof trainingEntity>;
export const trainingEntityPage = pageSchema(trainingEntity);

export const trainingDtoVO = z.object({
  training: trainingEntity,
  trainingCategory: trainingCategoryVO.nullable(),
});
export type TrainingDtoVO = z.infer<typeof trainingDtoVO>;

/** TrainingVO: a training on the site, with the caller's progress. */
export const trainingVO = z.object({
  id: z.number(),
  title: z.string(),
  description: z.string().nullable(),
  author: z.string(),
  auth: z.string(),
  categoryId: z.number().nullable(),
  categoryName: z.string().nullable(),
  categoryColor: z.string().nullable(),
  rank: z.number(),
  problemCount: z.number(),
  /** The caller's accepted problems of the training (0 when signed out). */
  acCount: z.number(),
  gid: z.number().nullable(),
  gmtModified: z.string().nullable(),
});
export type TrainingVO = z.infer<typeof trainingVO>;
export const trainingPage = pageSchema(trainingVO);

export const trainingProblemVO = z.object({
  id: z.number(),
  tid: z.number(),
  pid: z.number(),
  displayId: z.string(),
  rank: z.number(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type TrainingProblemVO = z.infer<typeof trainingProblemVO>;

/** A problem of the back-office lists (the fields the training pages read). */
export const trainingAdminProblem = z.object({
  id: z.number(),
  problemId: z.string(),
  title: z.string(),
  author: z.string().nullable(),
  type: z.number(),
  auth: z.number(),
  difficulty: z.number(),
  isRemote: z.boolean(),
  gmtCreate: z.string().nullable(),
  gmtModified: z.string().nullable(),
});
export type TrainingAdminProblem = z.infer<typeof trainingAdminProblem>;
export const trainingAdminProblemList = z.object({
  problemList: pageSchema(trainingAdminProblem),
  trainingProblemMap: z.record(z.string(), trainingProblemVO),
});
export type TrainingAdminProblemList = z.infer<typeof trainingAdminProblemList>;

export const trainingAccessVO = z.object({ access: z.boolean() });

/** A problem of a training on the site: ProblemVO, its display id in the training and the caller's status. */
export const trainingProblemRow = problemRowSchema.extend({
  /** -10 not submitted, 0 accepted, else the latest verdict. */
  myStatus: z.number().nullable(),
});
export type TrainingProblemRow = z.infer<typeof trainingProblemRow>;

export const trainingRankCell = z.object({
  status: z.number(),
  score: z.number().nullable(),
  runTime: z.number().nullable(),
  isAC: z.boolean().optional(),
});
export const trainingRankRow = z.object({
  /** 1-based place (equal ac and time share it). */
  rank: z.number(),
  uid: z.string(),
  username: z.string(),
  /** Shown to training admins only (null otherwise). */
  realname: z.string().nullable(),
  nickname: z.string().nullable(),
  school: z.string().nullable(),
  gender: z.string().nullable(),
  avatar: z.string().nullable(),
  ac: z.number(),
  /** ms: the sum of the fastest accepted run of each solved problem. */
  totalRunTime: z.number(),
  submissionInfo: z.record(z.string(), trainingRankCell),
});
export type TrainingRankRow = z.infer<typeof trainingRankRow>;
export const trainingRankPage = pageSchema(trainingRankRow);
