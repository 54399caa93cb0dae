// Groups (hoj-api-paths §2.1–§2.3, §8 Group/GroupVO/GroupMember; groups-accounts-admin.md §5, §9):
// request and answer shapes, and the form's rules (checkGroupForm, checkApplyReason) that the server
// enforces and the web shows. Paths keep HOJ's parameters: currentPage, limit, gid.
import { z } from 'zod';
import { clientFlag, pageQuery, pageSchema } from './page.js';
import { rankRow } from './rank.js';

export const GROUP_LIMITS = {
  name: [5, 25],
  shortName: [5, 10],
  brief: [5, 50],
  description: [5, 1000],
  reason: [5, 100],
  code: 6,
} as const;
/** Group list page size: 9 by default, with these choices (groups-accounts-admin.md §9). */
export const GROUP_PAGE_SIZES = [9, 15, 30, 60, 120] as const;
export const GROUP_LIST_LIMIT = 9;
/** Members, applications: 10 a page; announcements 5 on the home tab (the client asks), rank 30. */
export const GROUP_MEMBER_LIMIT = 10;
export const GROUP_ANNOUNCEMENT_LIMIT = 10;
export const GROUP_RANK_LIMIT = 30;

const gid = z.coerce.number().int();
/** An optional filter: absent, empty or 0 means no filter (clients send `auth=` for "all"). */
const filterInt = (max: number) =>
  z.preprocess(
    (v) => (v === '' || v === '0' || v === 0 || v === null ? undefined : v),
    z.coerce.number().int().min(1).max(max).optional(),
  );
const keyword = z.string().max(200).optional();

export const groupListQuery = pageQuery.extend({
  keyword,
  auth: filterInt(3),
  onlyMine: clientFlag.optional(),
});
export const gidQuery = z.object({ gid });

/** The Group entity as answered by get-group-detail (code null unless GR or R). */
export const groupSchema = z.object({
  id: z.number(),
  avatar: z.string().nullable(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  owner: z.string(),
  uid: z.string(),
  auth: z.number(),
  visible: z.boolean(),
  status: z.number(),
  code: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type GroupEntity = z.infer<typeof groupSchema>;

/** GroupVO of the list (no code, no uid). */
export const groupVO = z.object({
  id: z.number(),
  avatar: z.string().nullable(),
  owner: z.string(),
  name: z.string(),
  shortName: z.string(),
  brief: z.string(),
  description: z.string(),
  auth: z.number(),
  visible: z.boolean(),
  memberCount: z.number(),
  gmtCreate: z.string(),
});
export type GroupVO = z.infer<typeof groupVO>;
export const groupPage = pageSchema(groupVO);

export const groupAccessVO = z.object({ access: z.boolean() });

/** POST/PUT /api/group body (Group). Extra fields a client sends back (gmtCreate…) are ignored. */
export const groupBody = z.object({
  id: z.coerce.number().int().optional(),
  name: z.string().max(200).nullish(),
  shortName: z.string().max(200).nullish(),
  brief: z.string().max(400).nullish(),
  description: z.string().max(8000).nullish(),
  avatar: z.string().max(500).nullish(),
  auth: z.coerce.number().int().nullish(),
  visible: clientFlag.nullish(),
  code: z.string().max(200).nullish(),
  /** Sent back by the setting form as read; never taken from the client. */
  owner: z.unknown().optional(),
  uid: z.unknown().optional(),
  /**
   * 0 normal, 1 banned: changed by the site root only (canChangeGroupStatus); others may send it
   * back unchanged, as the setting form does.
   */
  status: z.unknown().optional(),
  gmtCreate: z.unknown().optional(),
  gmtModified: z.unknown().optional(),
});
export type GroupBody = z.input<typeof groupBody>;

/** DELETE /api/group: gid in the query; the spec's e-mail check ({email, code}) in the body or the query. */
export const groupDeleteQuery = z.object({
  gid,
  email: z.string().max(200).optional(),
  code: z.string().max(20).optional(),
});
export const groupDeleteBody = z
  .object({ email: z.string().max(200).optional(), code: z.string().max(20).optional() })
  .nullish();

export interface FormIssue {
  key: string;
  params?: Record<string, string | number>;
}
export type GroupFormCheck = { ok: true; value: GroupFormValue } | { ok: false; issue: FormIssue };
export interface GroupFormValue {
  name: string;
  shortName: string;
  brief: string;
  description: string;
  auth: number;
  visible: boolean;
  code: string | null;
  avatar: string | null;
}

const within = (s: string, [lo, hi]: readonly [number, number]) => s.length >= lo && s.length <= hi;

/** The create/setting form's rules in order (name, short name, brief, description, auth, code). */
export function checkGroupForm(b: z.output<typeof groupBody>): GroupFormCheck {
  const name = (b.name ?? '').trim();
  const shortName = (b.shortName ?? '').trim();
  const brief = (b.brief ?? '').trim();
  const description = (b.description ?? '').trim();
  if (!within(name, GROUP_LIMITS.name)) return { ok: false, issue: { key: 'Group_Name_Length' } };
  if (!within(shortName, GROUP_LIMITS.shortName))
    return { ok: false, issue: { key: 'Group_ShortName_Length' } };
  if (!within(brief, GROUP_LIMITS.brief)) return { ok: false, issue: { key: 'Group_Brief_Length' } };
  if (!within(description, GROUP_LIMITS.description))
    return { ok: false, issue: { key: 'Group_Description_Length' } };
  const auth = b.auth ?? 0;
  if (auth < 1 || auth > 3) return { ok: false, issue: { key: 'Group_Auth_Invalid' } };
  const code = (b.code ?? '').trim();
  // HOJ asks a code of protected and private groups alike; the spec asks it of private ones only.
  if (auth === 3 && !code) return { ok: false, issue: { key: 'Group_Code_Required' } };
  if (code && code.length !== GROUP_LIMITS.code) return { ok: false, issue: { key: 'Group_Code_Length' } };
  return {
    ok: true,
    value: {
      name,
      shortName,
      brief,
      description,
      auth,
      visible: b.visible ?? true,
      code: code || null,
      avatar: b.avatar ?? null,
    },
  };
}

// ---- members ------------------------------------------------------------------------------

export const memberListQuery = pageQuery.extend({
  gid,
  keyword,
  auth: filterInt(5),
});
/** POST /api/group/member: query parameters on a POST (HOJ). */
export const applyQuery = z.object({
  gid,
  code: z.string().max(200).optional(),
  reason: z.string().max(1000).optional(),
});
export const memberBody = z.object({
  gid,
  uid: z.string().min(1).max(64),
  auth: z.coerce.number().int(),
  reason: z.string().max(1000).nullish(),
});
export const memberDeleteQuery = z.object({ uid: z.string().min(1).max(64), gid });

export function checkApplyReason(reason: string | undefined | null): FormIssue | null {
  const r = (reason ?? '').trim();
  return within(r, GROUP_LIMITS.reason) ? null : { key: 'Group_Apply_Reason_Length' };
}

/** GroupMemberVO; `realname` only for group admins and the site root. */
export const groupMemberVO = z.object({
  id: z.number(),
  gid: z.number(),
  uid: z.string(),
  username: z.string(),
  realname: z.string().nullable().optional(),
  auth: z.number(),
  reason: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModify: z.string(),
});
export type GroupMemberVO = z.infer<typeof groupMemberVO>;
export const groupMemberPage = pageSchema(groupMemberVO);

// ---- announcements, rank ---------------------------------------------------------------------

export const groupAnnouncementListQuery = pageQuery.extend({ gid });
export const groupAnnouncementDeleteQuery = z.object({ aid: z.coerce.number().int() });

export const groupRankQuery = pageQuery.extend({
  gid,
  type: z.coerce.number().int(),
  searchUser: z.string().max(200).optional(),
});
/**
 * A group rank row (groups-accounts-admin.md "Group rank row"): a rank row with the score in both
 * types, and the real name for the group's admins and the site root only (absent for others).
 */
export const groupRankRow = rankRow.extend({
  score: z.number(),
  realname: z.string().nullable().optional(),
});
export type GroupRankRow = z.infer<typeof groupRankRow>;
export const groupRankPage = pageSchema(groupRankRow);
