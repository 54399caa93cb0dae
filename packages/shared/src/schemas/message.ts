// Schemas of the message centre (site.md §2 "Messages", §3; hoj-api-paths §5) and of the system
// notices of the back office (hoj-api-paths §1.3).
import { z } from 'zod';
import { pageQuery, pageSchema } from './page.js';

/** GET /api/msg/unread: unread count per box. */
export const unreadCountsSchema = z.object({
  comment: z.number(),
  reply: z.number(),
  like: z.number(),
  sys: z.number(),
  mine: z.number(),
});

/** The five boxes as /api/msg/clean names them. */
export const MSG_CLEAN_TYPES = ['Discuss', 'Reply', 'Like', 'Sys', 'Mine'] as const;
export type MsgCleanType = (typeof MSG_CLEAN_TYPES)[number];

export const msgListQuery = pageQuery;

/** DELETE /api/msg/clean: one message (id) or the whole box. */
export const msgCleanQuery = z.object({
  type: z.enum(MSG_CLEAN_TYPES),
  id: z.coerce.number().int().positive().optional(),
});

/** UserMsgVO: a comment, reply or like reminder. `state` false = unread. */
export const userMsgVO = z.object({
  id: z.number(),
  action: z.string(),
  sourceId: z.number().nullable(),
  sourceType: z.string().nullable(),
  sourceTitle: z.string().nullable(),
  sourceContent: z.string().nullable(),
  quoteId: z.number().nullable(),
  quoteType: z.string().nullable(),
  quoteContent: z.string().nullable(),
  url: z.string().nullable(),
  state: z.boolean(),
  senderId: z.string(),
  senderUsername: z.string().nullable(),
  senderAvatar: z.string().nullable(),
  gmtCreate: z.string(),
});
export type UserMsgVO = z.infer<typeof userMsgVO>;
export const userMsgPage = pageSchema(userMsgVO);

/** SysMsgVO: a system notice as one user holds it. */
export const sysMsgVO = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  adminId: z.string().nullable(),
  type: z.string(),
  state: z.boolean(),
  gmtCreate: z.string(),
});
export type SysMsgVO = z.infer<typeof sysMsgVO>;
export const sysMsgPage = pageSchema(sysMsgVO);

// ---- system notices (back office) -----------------------------------------------------------------

/** All = every user who has signed in; Single = one user; Admin = every admin role. */
export const NOTICE_TYPES = ['All', 'Single', 'Admin'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];
export const NOTICE_LIMITS = { titleMax: 255, contentMax: 65_535 } as const;

export const noticeListQuery = pageQuery.extend({ type: z.enum(NOTICE_TYPES).optional() });

/**
 * AdminSysNotice as the form sends it. adminId is set by the server (the caller); state is the
 * server's (delivered). recipientId: the recipient's uid or username, required for Single.
 */
export const noticeBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  title: z
    .string()
    .trim()
    .min(1, 'Notice_Title_Required')
    .max(NOTICE_LIMITS.titleMax, `Notice_Title_Too_Long|max=${NOTICE_LIMITS.titleMax}`),
  content: z
    .string()
    .min(1, 'Notice_Content_Required')
    .max(NOTICE_LIMITS.contentMax, `Notice_Content_Too_Long|max=${NOTICE_LIMITS.contentMax}`),
  type: z.enum(NOTICE_TYPES).default('All'),
  adminId: z.string().max(64).nullish(),
  recipientId: z.string().trim().max(64).nullish(),
  state: z.union([z.boolean(), z.coerce.number()]).nullish(),
  gmtCreate: z.unknown().optional(),
  gmtModified: z.unknown().optional(),
});
export type NoticeBody = z.input<typeof noticeBody>;
export const noticeUpdateBody = noticeBody.extend({ id: z.coerce.number().int().positive() });
export const noticeDeleteQuery = z.object({ id: z.coerce.number().int().positive() });

/** AdminSysNoticeVO (plus the recipient's name for Single notices). */
export const adminSysNoticeVO = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  type: z.string(),
  state: z.boolean(),
  adminUsername: z.string().nullable(),
  recipientId: z.string().nullable(),
  recipientUsername: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type AdminSysNoticeVO = z.infer<typeof adminSysNoticeVO>;
export const adminSysNoticePage = pageSchema(adminSysNoticeVO);
