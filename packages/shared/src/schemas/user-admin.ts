// Request and response schemas of the back office's user calls (hoj-api-paths §1.2,
// groups-accounts-admin §5 "Admin"). Messages are i18n keys of the server and the web.
import { z } from 'zod';
import { clientFlag } from './page.js';
import { ALL_ROLES } from '../roles.js';
import { emailField, SET_PASSWORD_MAX, USERNAME_FORBIDDEN, usernameField } from './account.js';

/** Generated and admin-set passwords: 6–25 characters (the generator's range, §5). */
export const ADMIN_PASSWORD_MIN = 6;
export const ADMIN_PASSWORD_MAX = SET_PASSWORD_MAX;
/** Most rows one import or one generation may create (each password is hashed: seconds per hundred). */
export const USER_BATCH_MAX = 500;
/** Title name on ranks and comments (hoj-behaviour §7.4). */
export const TITLE_NAME_MAX = 20;
/** The columns of an import row, in order (§5: username, password, email, realname, gender, nickname, school, class). */
export const IMPORT_COLUMNS = ['username', 'password', 'email', 'realname', 'gender', 'nickname', 'school', 'class'] as const;


export const userListQuery = z.object({
  currentPage: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().optional(),
  keyword: z.string().max(100).optional().describe('Username, nickname, real name or e-mail contains it'),
  onlyAdmin: clientFlag.optional().default(false).describe('Only root, admins and problem admins'),
});
export type UserListQuery = z.input<typeof userListQuery>;
export type UserListParams = z.output<typeof userListQuery>;

export const roleSchema = z.object({
  id: z.number(),
  role: z.string(),
  description: z.string(),
  status: z.number(),
});

/** UserRolesVO of HOJ; `password` is always null (HOJ sent the hash; we never do). */
export const userRolesVO = z.object({
  uid: z.string(),
  username: z.string(),
  password: z.null().describe('Never sent'),
  nickname: z.string().nullable(),
  school: z.string().nullable(),
  course: z.string().nullable(),
  number: z.string().nullable(),
  gender: z.string(),
  realname: z.string().nullable(),
  cfUsername: z.string().nullable(),
  github: z.string().nullable(),
  blog: z.string().nullable(),
  email: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  signature: z.string().nullable(),
  status: z.number().describe('0 normal, 1 banned'),
  gmtCreate: z.string(),
  gmtModified: z.string(),
  roles: z.array(roleSchema),
});
export type UserRolesVO = z.infer<typeof userRolesVO>;

const adminPassword = z
  .string()
  .min(ADMIN_PASSWORD_MIN, 'Admin_Password_Length')
  .max(ADMIN_PASSWORD_MAX, 'Admin_Password_Length');
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullable()
    .optional()
    .transform((s) => (s ? s : null));

/** AdminEditUserDTO: a new password is set only with `setNewPwd` (and then ends the user's sessions). */
export const adminEditUserBody = z
  .object({
    uid: z.string().min(1).max(64),
    username: usernameField,
    realname: optionalText(50),
    email: z
      .union([emailField, z.literal(''), z.null()])
      .optional()
      .transform((e) => e || null),
    password: z.string().max(255).nullable().optional().describe('Used only with setNewPwd (6–25)'),
    setNewPwd: clientFlag.optional().default(false),
    type: z.coerce
      .number()
      .int()
      .refine((r) => (ALL_ROLES as number[]).includes(r), 'Admin_Role_Invalid')
      .describe('Role id 1000–1008'),
    status: z.coerce
      .number()
      .int()
      .refine((s) => s === 0 || s === 1, 'Admin_Status_Invalid')
      .describe('0 normal, 1 banned'),
    titleName: optionalText(TITLE_NAME_MAX),
    titleColor: z
      .string()
      .trim()
      .max(32)
      .regex(/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\)|[a-zA-Z]{0,20})$/, 'Admin_Title_Color_Invalid')
      .nullable()
      .optional()
      .transform((s) => (s ? s : null)),
  })
  .superRefine((v, ctx) => {
    if (!v.setNewPwd) return;
    const r = adminPassword.safeParse(v.password ?? '');
    if (!r.success) ctx.addIssue({ code: 'custom', path: ['password'], message: 'Admin_Password_Length' });
  });
export type AdminEditUserBody = z.input<typeof adminEditUserBody>;

export const deleteUsersBody = z.object({
  ids: z.array(z.string().min(1).max(64)).min(1, 'Admin_Select_Users').max(USER_BATCH_MAX),
});

/** One import row as HOJ's client sends it: strings in column order; missing trailing columns are empty. */
export const importRow = z.array(z.string().max(255).nullable()).max(IMPORT_COLUMNS.length + 2);
export const insertBatchBody = z.object({
  users: z.array(importRow).min(1, 'Import_Users_Empty').max(USER_BATCH_MAX, 'Import_Users_Too_Many'),
});

/** What went wrong with one row of an import (1-based row number, as in the file). */
export const importProblem = z.object({
  row: z.number(),
  username: z.string(),
  errors: z.array(z.string()),
});
export type ImportProblem = z.infer<typeof importProblem>;
/** `data` of a refused import: nothing was imported; every bad row is listed. */
export const importReport = z.object({ imported: z.number(), problems: z.array(importProblem) });
export type ImportReport = z.infer<typeof importReport>;

/** A generated username's prefix or suffix: the username rule's characters (usernameField). */
const usernamePart = z
  .string()
  .trim()
  .max(20)
  .refine((s) => !USERNAME_FORBIDDEN.test(s), 'Username_Check_Format')
  .default('');
const intFrom = (dflt: number) => z.coerce.number().int().min(0).max(999_999_999).default(dflt);
export const generateUserBody = z
  .object({
    prefix: usernamePart,
    suffix: usernamePart,
    number_from: intFrom(1),
    number_to: intFrom(10),
    password_length: z.coerce
      .number()
      .int()
      .min(ADMIN_PASSWORD_MIN, 'Generate_Password_Length')
      .max(ADMIN_PASSWORD_MAX, 'Generate_Password_Length')
      .default(6),
  })
  .superRefine((v, ctx) => {
    if (v.number_to < v.number_from)
      ctx.addIssue({ code: 'custom', path: ['number_to'], message: 'Generate_End_Before_Start' });
    else if (v.number_to - v.number_from + 1 > USER_BATCH_MAX)
      ctx.addIssue({ code: 'custom', path: ['number_to'], message: 'Generate_Too_Many' });
    else if ((v.prefix + String(v.number_to) + v.suffix).length > 20)
      ctx.addIssue({ code: 'custom', path: ['prefix'], message: 'Generate_Username_Too_Long' });
  });
export type GenerateUserBody = z.input<typeof generateUserBody>;
export const generateUserResult = z.object({
  key: z.string().describe('Fetches the credentials sheet from /api/file/generate-user-excel for 30 minutes'),
  count: z.number(),
});
export const excelQuery = z.object({ key: z.string().min(1).max(64) });

/**
 * Gender column of an import: "male" or "0" → male, "female" or "1" → female, anything else
 * secrecy (groups-accounts-admin §5).
 */
export function importGender(raw: string | null | undefined): 'male' | 'female' | 'secrecy' {
  const g = (raw ?? '').trim().toLowerCase();
  if (g === 'male' || g === '0') return 'male';
  if (g === 'female' || g === '1') return 'female';
  return 'secrecy';
}
