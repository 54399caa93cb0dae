// Request and response shapes of discussions, explanations, categories and reports
// (hoj-api-paths §1.10, §7, §8: Discussion, DiscussionVO, DiscussionReport(VO), Category), and the
// discussion form's rules (site.md §5 "Discussion", "Report"). The rules live here so that the
// dialog and the server refuse the same input with the same message key.
import { z } from 'zod';
import { INPUT_LIMITS } from '../limits.js';
import { pageQuery, pageSchema, clientFlag } from './page.js';
import type { FormCheck } from './contest.js';

const int = z.coerce.number().int();

/** The six report tags (hoj-ui: Chinese literals in every language). */
export const REPORT_TAGS = ['垃圾广告', '违法违规', '色情低俗', '赌博诈骗', '恶意骂战', '恶意抄袭'] as const;
export const REPORT_REASON_MAX = 200;

/**
 * Categories seeded by the migration (hoj-behaviour §9). The explanation list of a problem reads
 * the discussions of the problem in the category named EXPLANATION_CATEGORY.
 */
export const DEFAULT_CATEGORIES = ['闲聊', '题解', '求助', '建议', '记录'] as const;
export const EXPLANATION_CATEGORY = '题解';
export const CATEGORY_NAME_MAX = 255;

// ---- queries and bodies --------------------------------------------------------------------------

export const discussionListQuery = pageQuery.extend({
  keyword: z.string().max(200).optional(),
  /** The category id (site.md §2: `cid` is the category). */
  cid: int.optional(),
  /** The problem's display id (problemId). */
  pid: z.string().max(100).optional(),
  onlyMine: clientFlag.optional(),
  /** Back office: admin roles also see hidden discussions (status ≠ 0). */
  admin: clientFlag.optional(),
});
export type DiscussionListQuery = z.input<typeof discussionListQuery>;

export const explainListQuery = pageQuery.extend({ pid: z.string().min(1).max(100) });
export const didQuery = z.object({ did: int });
export const likeQuery = z.object({ did: int, toLike: clientFlag });

/** Discussion (POST creates, PUT edits by id). Read-only fields a client echoes back are accepted and ignored. */
export const discussionBody = z.object({
  id: int.nullish(),
  title: z
    .string()
    .max(INPUT_LIMITS.discussionTitleMax * 4)
    .nullish(),
  description: z
    .string()
    .max(INPUT_LIMITS.discussionDescriptionMax * 4)
    .nullish(),
  content: z
    .string()
    .max(INPUT_LIMITS.discussionContentMax * 2)
    .nullish(),
  categoryId: int.nullish(),
  pid: z.string().max(100).nullish(),
  topPriority: clientFlag.nullish(),
  gid: int.nullish(),
  uid: z.string().nullish(),
  author: z.string().nullish(),
  avatar: z.string().nullish(),
  role: z.string().nullish(),
  status: int.nullish(),
  viewNum: int.nullish(),
  likeNum: int.nullish(),
  commentNum: int.nullish(),
  gmtCreate: z.string().nullish(),
  gmtModified: z.string().nullish(),
});
export type DiscussionBody = z.input<typeof discussionBody>;

export const reportBody = z.object({
  did: int,
  content: z.string().max(2000).nullish(),
  /** HOJ's client sends the reporter's username; the server uses the caller. */
  reporter: z.string().nullish(),
});

export const categoryListBody = z.array(
  z.object({
    id: int.nullish(),
    name: z
      .string()
      .max(CATEGORY_NAME_MAX * 2)
      .nullish(),
  }),
);

export const adminDiscussionBody = z.object({
  id: int,
  topPriority: clientFlag.nullish(),
  /** 0 shown, 1 hidden. */
  status: int.pipe(z.union([z.literal(0), z.literal(1)])).nullish(),
});
export const adminDeleteDiscussionBody = z.array(int).min(1).max(500);
export const reportUpdateBody = z.object({ id: int, status: clientFlag });

// ---- answers -------------------------------------------------------------------------------------

export const categoryVO = z.object({ id: z.number(), name: z.string() });
export type CategoryVO = z.infer<typeof categoryVO>;

const discussionCommon = {
  id: z.number(),
  categoryId: z.number(),
  title: z.string(),
  description: z.string(),
  content: z.string(),
  pid: z.string().nullable(),
  uid: z.string(),
  author: z.string(),
  avatar: z.string().nullable(),
  /** root, admin, problem_admin or user: the author's role (badges SPA, ADM). */
  role: z.string(),
  viewNum: z.number(),
  likeNum: z.number(),
  topPriority: z.boolean(),
  status: z.number(),
  gid: z.number().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
};

/** A list row (Discussion + the category name and the author's title); content blanked but for the author. */
export const discussionRow = z.object({
  ...discussionCommon,
  commentNum: z.number(),
  categoryName: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
});
export type DiscussionRow = z.infer<typeof discussionRow>;
export const discussionPage = pageSchema(discussionRow);

export const discussionVO = z.object({
  ...discussionCommon,
  commentNum: z.number(),
  categoryName: z.string().nullable(),
  titleName: z.string().nullable(),
  titleColor: z.string().nullable(),
  hasLike: z.boolean(),
});
export type DiscussionVO = z.infer<typeof discussionVO>;

export const discussionReportVO = z.object({
  id: z.number(),
  did: z.number(),
  reporter: z.string(),
  content: z.string(),
  status: z.boolean(),
  gid: z.number().nullable(),
  discussionTitle: z.string().nullable(),
  discussionAuthor: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type DiscussionReportVO = z.infer<typeof discussionReportVO>;
export const discussionReportPage = pageSchema(discussionReportVO);

// ---- rules -----------------------------------------------------------------------------------------

export interface DiscussionForm {
  title: string;
  description: string;
  content: string;
  categoryId: number;
}

/** The discussion form's rules in order (site.md §5): title, description, category, content. */
export function checkDiscussionForm(b: {
  title?: string | null;
  description?: string | null;
  content?: string | null;
  categoryId?: number | null;
}): FormCheck<DiscussionForm> {
  const title = (b.title ?? '').trim();
  const description = (b.description ?? '').trim();
  const content = b.content ?? '';
  const fail = (key: string, params?: Record<string, number>) =>
    ({ ok: false, issue: { key, params } }) as const;
  if (!title) return fail('Discussion_Title_Required');
  if (title.length > INPUT_LIMITS.discussionTitleMax)
    return fail('Discussion_Title_Too_Long', { max: INPUT_LIMITS.discussionTitleMax });
  if (!description) return fail('Discussion_Description_Required');
  if (description.length > INPUT_LIMITS.discussionDescriptionMax)
    return fail('Discussion_Description_Too_Long', { max: INPUT_LIMITS.discussionDescriptionMax });
  if (b.categoryId == null) return fail('Discussion_Category_Required');
  if (!content.trim()) return fail('Discussion_Content_Required');
  if (content.length > INPUT_LIMITS.discussionContentMax)
    return fail('Discussion_Content_Too_Long', { max: INPUT_LIMITS.discussionContentMax });
  return { ok: true, value: { title, description, content, categoryId: b.categoryId } };
}

/**
 * The title of a discussion created from a problem: `[problemId] title` (not doubled on edit),
 * within the title's limit: the user's part is cut (not split inside a character) so that the
 * stored title, prefix included, has at most `INPUT_LIMITS.discussionTitleMax` characters.
 */
export function problemTitle(problemId: string, title: string): string {
  const prefix = `[${problemId}]`;
  const max = INPUT_LIMITS.discussionTitleMax;
  if (title.startsWith(prefix)) return title.slice(0, max);
  let own = title.slice(0, Math.max(0, max - prefix.length - 1));
  if (/[\uD800-\uDBFF]$/.test(own)) own = own.slice(0, -1);
  return `${prefix} ${own.trimEnd()}`.slice(0, max);
}

/** The report text the dialog sends: the chosen tags as `#tag#`, then the reason. */
export function reportContent(tags: readonly string[], reason: string): string {
  return [...tags.map((t) => `#${t}#`), reason.trim()].filter(Boolean).join(' ');
}

/**
 * A report's text checked (site.md §5): at least one tag or a reason, the reason (what follows the
 * leading `#tag#` marks) at most 200 characters.
 */
export function checkReport(content: string | null | undefined): FormCheck<string> {
  const text = (content ?? '').trim();
  let rest = text;
  const tag = /^#([^#\s]{1,20})#\s*/;
  for (let m = tag.exec(rest); m; m = tag.exec(rest)) rest = rest.slice(m[0].length);
  if (!text) return { ok: false, issue: { key: 'The_report_label_and_reason_cannot_be_empty' } };
  if (rest.length > REPORT_REASON_MAX)
    return { ok: false, issue: { key: 'Report_Reason_Too_Long', params: { max: REPORT_REASON_MAX } } };
  if (text.length > REPORT_REASON_MAX + 200)
    return { ok: false, issue: { key: 'Report_Reason_Too_Long', params: { max: REPORT_REASON_MAX } } };
  return { ok: true, value: text };
}
