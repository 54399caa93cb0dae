// Request and response schemas of the account calls. Messages are i18n keys (src/i18n).
import { z } from 'zod';
import { PASSWORD_PATTERN } from '../index.js';

const EMAIL_RE = /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/;

/**
 * What a username (or a part of a generated one) may not hold: white space, control characters
 * (Cc), invisible format characters (Cf: U+200B–U+200D, U+2060, U+FEFF, bidi marks…, so `ro\u200bot`
 * cannot pass for `root`) and lone surrogates (Cs).
 */
export const USERNAME_FORBIDDEN = /[\s\p{Cc}\p{Cf}\p{Cs}]/u;

export const usernameField = z
  .string({ error: 'Username_Check_Required' })
  .trim()
  .min(1, 'Username_Check_Required')
  .max(20, 'Username_Check_Max')
  .refine((s) => !USERNAME_FORBIDDEN.test(s), 'Username_Check_Format');

/** Longest password the site sets: a generated or admin-set one is 6–25 (groups-accounts-admin §5). */
export const SET_PASSWORD_MAX = 25;

/**
 * A password as typed to sign in or to confirm an account change: 6–25, so every password the
 * site can set works (a user's own is 6–20, an admin's or a generated one up to 25). Out of range
 * it answers the spec's login message (6–20).
 */
export const passwordField = z
  .string({ error: 'Password_Check_Required' })
  .min(1, 'Password_Check_Required')
  .min(6, 'Password_Check_Between')
  .max(SET_PASSWORD_MAX, 'Password_Check_Between');

/** A new password chosen by its user: 6–20 with a letter and a digit. */
export const newPasswordField = z
  .string({ error: 'Password_Check_Required' })
  .min(1, 'Password_Check_Required')
  .min(6, 'Password_Check_Between')
  .max(20, 'Password_Check_Between')
  .regex(PASSWORD_PATTERN, 'Pass_Strength');

export const emailField = z
  .string({ error: 'Email_Check_Required' })
  .trim()
  .min(1, 'Email_Check_Required')
  .max(255, 'Email_Check_Format')
  .regex(EMAIL_RE, 'Email_Check_Format')
  .transform((s) => s.toLowerCase());

/** The 6-digit code mailed for registration or an e-mail change (not the picture captcha). */
export const emailCodeField = z
  .string({ error: 'Email_Code_Check_Required' })
  .trim()
  .min(1, 'Email_Code_Check_Required')
  .regex(/^\d{6}$/, 'Email_Code_Check_Length');

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
    .string({ error: 'Reset_Code_Check_Required' })
    .trim()
    .min(1, 'Reset_Code_Check_Required')
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
