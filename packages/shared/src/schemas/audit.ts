// The audit log of back-office actions (issue 24, Operations): who did what, when, to which
// resource, with the resource as it was before and after. Read by root on /manage/audit.
import { z } from 'zod';
import { pageQuery, pageSchema } from './page.js';

/** Resource types the log records (the page's type filter; catalogue.ts on the server uses these names). */
export const AUDIT_RESOURCE_TYPES = [
  'problem',
  'contest',
  'contest_problem',
  'training',
  'training_problem',
  'training_category',
  'user',
  'announcement',
  'notice',
  'discussion',
  'discussion_report',
  'discussion_category',
  'comment',
  'reply',
  'tag',
  'tag_classification',
  'submission',
  'site_config',
  'judge_server',
  'carousel',
  'mail',
] as const;

/** Page size of the audit list when the client names none. */
export const AUDIT_PAGE_SIZE = 20;

/** A day (YYYY-MM-DD) or a full ISO time; a bare day is the whole of that day (UTC) in the filters. */
const timeParam = z
  .string()
  .max(40)
  .refine((s) => !Number.isNaN(Date.parse(s)), 'Param_Invalid|detail=not a date or time');

/** Filters of GET /api/admin/audit: each optional, all combined with AND. */
export const auditListQuery = pageQuery.extend({
  /** Username (exact) or uid of who acted. */
  user: z.string().trim().max(100).optional(),
  /** An action (`problem.update`) or its prefix ending in `.` or `*` (`problem.` = every problem action). */
  action: z.string().trim().max(100).optional(),
  /** The resource type (`problem`, `contest`, `user`, …). */
  resourceType: z.string().trim().max(50).optional(),
  /** The resource id as recorded (a number or a uid). */
  resourceId: z.string().trim().max(100).optional(),
  /** From this time on (inclusive). */
  from: timeParam.optional(),
  /** Up to this time (a bare day: up to its end). */
  to: timeParam.optional(),
});
export type AuditListQuery = z.input<typeof auditListQuery>;

export const auditEntryVO = z.object({
  id: z.number(),
  uid: z.string().nullable(),
  username: z.string().nullable(),
  /** `<resource>.<verb>`, e.g. `problem.update`, `user.delete`, `contest.visibility`. */
  action: z.string(),
  resourceType: z.string(),
  /** Ids joined with `,` when the call touched several (a batch delete); null when unknown. */
  resourceId: z.string().nullable(),
  method: z.string(),
  /** The route template (`/api/admin/problem`), not the URL with its query. */
  route: z.string(),
  /** The request's parameters and body, secrets and file contents redacted, long texts cut. */
  request: z.unknown().nullable(),
  /** The resource before and after the action (null when it did not exist or has no loader). */
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  ip: z.string().nullable(),
  status: z.number(),
  gmtCreate: z.string(),
});
export type AuditEntryVO = z.infer<typeof auditEntryVO>;
export const auditPage = pageSchema(auditEntryVO);
