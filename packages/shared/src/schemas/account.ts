// Request and response schemas of the account calls. Messages are i18n keys (src/i18n).
import { z } from 'zod';
import { PASSWORD_PATTERN } from '../index.js';

const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

export const usernameField = z
  .string({ error: 'Username_Check_Required' })
  .trim()
  .min(1, 'Username_Check_Required')
  .max(20, 'Username_Check_Max')
  .regex(/^[^\s\p{Cc}]+$/u, 'Username_Check_Format');

/** Password as typed at login: 6–20 characters. */
export const passwordField = z
  .string({ error: 'Password_Check_Required' })
  .min(1, 'Password_Check_Required')
  .min(6, 'Password_Check_Between')
  .max(20, 'Password_Check_Between');

/** A new password: 6–20 with a letter and a digit. */
export const newPasswordField = passwordField.regex(PASSWORD_PATTERN, 'Pass_Strength');

export const emailField = z
  .string({ error: 'Email_Check_Required' })
  .trim()
  .min(1, 'Email_Check_Required')
  .max(255, 'Email_Check_Format')
  .regex(EMAIL_RE, 'Email_Check_Format')
  .transform((s) => s.toLowerCase());

export const emailCodeField = z
  .string({ error: 'Code_Check_Required' })
  .trim()
  .min(1, 'Code_Check_Required')
  .regex(/^\d{6}$/, 'Code_Check_Length');

export const captchaField = z
  .string({ error: 'Code_Check_Required' })
  .trim()
  .min(1, 'Captcha_Check_Between')
  .max(8, 'Captcha_Check_Between');

export const userInfoSchema = z.object({
  uid: z.string(),
  username: z.string(),
  nickname: z.string().nullable(),
  avatar: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  email: z.string().nullable(),
  number: z.string().nullable(),
  gender: z.string(),
  school: z.string().nullable(),
  course: z.string().nullable(),
  signature: z.string().nullable(),
  realname: z.string().nullable(),
  github: z.string().nullable(),
  blog: z.string().nullable(),
  cfUsername: z.string().nullable(),
  roleList: z.array(z.string()),
});
export type UserInfoVO = z.infer<typeof userInfoSchema>;

export const loginBody = z.object({
  username: usernameField,
  password: passwordField,
  captchaKey: z.string().max(64).optional().describe('Key of the slide puzzle (after 5 failed logins)'),
  slideX: z.number().optional().describe('Where the puzzle piece was released, px from the left'),
});

export const registerBody = z.object({
  username: usernameField,
  password: newPasswordField,
  email: emailField,
  code: emailCodeField,
});

export const emailQuery = z.object({ email: emailField });
export const codeSentSchema = z.object({
  email: z.string(),
  expire: z.number().describe('seconds the code stays valid'),
});

export const checkBody = z.object({
  username: z.string().trim().max(100).optional(),
  email: z.string().trim().max(255).optional(),
});

/** POST /api/check-username-or-email: whether each is already taken. */
export const checkResultSchema = z.object({ username: z.boolean(), email: z.boolean() });

export const captchaQuery = z.object({ type: z.enum(['math', 'char']).optional() });
export const captchaSchema = z.object({
  img: z.string().describe('data: URL of an SVG image'),
  captchaKey: z.string(),
});

export const slideQuery = z.object({ username: z.string().max(100).optional() });
export const slideSchema = z.object({
  captchaKey: z.string(),
  img: z.string().describe('background PNG (data: URL) with the hole'),
  pieceImg: z.string().describe('piece PNG (data: URL), 42×42'),
  y: z.number().describe('top of the piece, px'),
  width: z.number(),
  height: z.number(),
});

export const applyResetBody = z.object({
  email: emailField,
  captcha: captchaField,
  captchaKey: z.string({ error: 'Code_Check_Required' }).min(1).max(64),
});
export const resetBody = z.object({
  username: usernameField,
  password: newPasswordField,
  code: z
    .string({ error: 'Code_Check_Required' })
    .trim()
    .min(1, 'Code_Check_Required')
    .max(64, 'Reset_Code_Wrong'),
});

export const changePasswordBody = z.object({ oldPassword: passwordField, newPassword: newPasswordField });
export const changeEmailBody = z.object({
  password: passwordField,
  newEmail: emailField,
  code: emailCodeField,
});
export const changeAccountSchema = z.object({
  code: z.number(),
  msg: z.string(),
  userInfo: userInfoSchema.nullable(),
});

export const authInfoSchema = z.object({ roles: z.array(z.string()), permissions: z.array(z.string()) });
