// Site configuration and feature switches (hoj-behaviour §10, hoj-api-paths §8).
import { z } from 'zod';
import { DEFAULT_SITE_DESCRIPTION } from '../site.js';

export const webConfigSchema = z.object({
  baseUrl: z.string().max(255).describe('Public URL of the site; empty = taken from the request'),
  name: z.string().max(255),
  shortName: z.string().max(50),
  description: z.string().max(65535),
  register: z.boolean().describe('Whether visitors may register'),
  recordName: z.string().max(255),
  recordUrl: z.string().max(255),
  projectName: z.string().max(255),
  projectUrl: z.string().max(255),
});
export type WebConfig = z.infer<typeof webConfigSchema>;

/** Links the site shows (footer record and project links, the base URL): never a script. */
const SCRIPT_SCHEME = /^\s*(javascript|vbscript|data):/i;
/** PUT set-web-config: any subset of the fields; a link field refuses script schemes. */
export const webConfigPatch = webConfigSchema.partial().superRefine((v, ctx) => {
  for (const k of ['baseUrl', 'recordUrl', 'projectUrl'] as const)
    if (v[k] && SCRIPT_SCHEME.test(v[k]))
      ctx.addIssue({ code: 'custom', path: [k], message: 'Param_Invalid|detail=an http(s) address' });
});

export const emailConfigSchema = z.object({
  emailHost: z.string().max(255),
  emailPort: z.number().int().min(0).max(65535),
  emailUsername: z.string().max(255),
  emailPassword: z.string().max(255),
  emailSsl: z.boolean(),
  emailBGImg: z.string().max(1024),
});
export type EmailConfig = z.infer<typeof emailConfigSchema>;

const remoteOjs = ['hdu', 'cf', 'poj', 'atcoder', 'spoj', 'libreoj'] as const;
const remoteLists = Object.fromEntries(
  remoteOjs.flatMap((oj) => [
    [`${oj}UsernameList`, z.array(z.string().max(255)).max(100)],
    [`${oj}PasswordList`, z.array(z.string().max(255)).max(100)],
  ]),
) as Record<`${(typeof remoteOjs)[number]}${'Username' | 'Password'}List`, z.ZodArray<z.ZodString>>;

export const switchConfigSchema = z.object({
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
  openPublicJudge: z.boolean(),
  openGroupJudge: z.boolean(),
  openContestJudge: z.boolean(),
  hideNonContestSubmissionCode: z.boolean(),
  defaultSubmitInterval: z.number().int().min(0).max(86400),
  defaultCreateGroupDailyLimit: z.number().int().min(0).max(100000),
  defaultCreateGroupLimit: z.number().int().min(0).max(100000),
  defaultCreateGroupACInitValue: z.number().int().min(0).max(100000),
  defaultCreateDiscussionDailyLimit: z.number().int().min(0).max(100000),
  defaultCreateDiscussionACInitValue: z.number().int().min(0).max(100000),
  defaultCreateCommentACInitValue: z.number().int().min(0).max(100000),
  ...remoteLists,
});
export type SwitchConfig = z.infer<typeof switchConfigSchema>;

export const DEFAULT_WEB_CONFIG: WebConfig = {
  baseUrl: '',
  name: 'Online Judge',
  shortName: 'OJ',
  description: DEFAULT_SITE_DESCRIPTION,
  register: true,
  recordName: '',
  recordUrl: '',
  projectName: 'Judge',
  projectUrl: '',
};

export const DEFAULT_EMAIL_CONFIG: EmailConfig = {
  emailHost: '',
  emailPort: 465,
  emailUsername: '',
  emailPassword: '',
  emailSsl: true,
  emailBGImg: '',
};

export const DEFAULT_SWITCH_CONFIG: SwitchConfig = {
  openPublicDiscussion: true,
  openGroupDiscussion: true,
  openContestComment: true,
  openPublicJudge: true,
  openGroupJudge: true,
  openContestJudge: true,
  hideNonContestSubmissionCode: false,
  defaultSubmitInterval: 8,
  defaultCreateGroupDailyLimit: 2,
  defaultCreateGroupLimit: 5,
  defaultCreateGroupACInitValue: 20,
  defaultCreateDiscussionDailyLimit: 5,
  defaultCreateDiscussionACInitValue: 10,
  defaultCreateCommentACInitValue: 10,
  ...(Object.fromEntries(Object.keys(remoteLists).map((k) => [k, []])) as unknown as Record<
    keyof typeof remoteLists,
    string[]
  >),
};

/** GET /api/get-website-config (hoj-api-paths §7). */
export const publicWebsiteConfigSchema = z.object({
  baseUrl: z.string(),
  name: z.string(),
  shortName: z.string(),
  register: z.boolean(),
  recordName: z.string(),
  recordUrl: z.string(),
  description: z.string(),
  email: z.string().describe('The SMTP username (sender address)'),
  projectName: z.string(),
  projectUrl: z.string(),
  openPublicDiscussion: z.boolean(),
  openGroupDiscussion: z.boolean(),
  openContestComment: z.boolean(),
});
