// Request and response shapes of the contest back office (hoj-api-paths §1.8, §8: AdminContestVO,
// Contest, ContestProblem, AnnouncementDTO), and the contest form's rules in the order the form
// checks them (groups-accounts-admin.md §5 "Contest submit"). The rules live here, not in the
// server, so that the form and the server refuse the same input with the same message key.
import { z } from 'zod';
import {
  AwardType,
  ContestAuth,
  ContestType,
  DEFAULT_AWARDS,
  OiRankScoreType,
  RankShowName,
  SealTimeChoice,
  parseAccountLimitRule,
  sealTimeFor,
  type Award,
  type SealTimeChoiceValue,
} from '../contest.js';
import { clientFlag, pageSchema } from './page.js';
import { problemVO } from './problem-manage.js';

const bool = z.union([z.boolean(), z.number().int().min(0).max(1)]).transform((v) => v === true || v === 1);
/** A time as HOJ's clients send it: an ISO / "YYYY-MM-DD HH:mm:ss" string or epoch milliseconds. */
const time = z.union([z.string().max(64), z.number()]).nullish();

// ---- limits of the form --------------------------------------------------------------------------
export const CONTEST_LIMITS = {
  title: 500,
  description: 65_535,
  pwd: 100,
  starAccounts: 1000,
  username: 100,
  awardRows: 20,
  awardName: 20,
  accountRule: 10_000,
  displayId: 20,
  displayTitle: 255,
  announcementTitle: 255,
  announcementContent: 65_535,
} as const;

/** Seal-choice minimum length: half an hour and an hour need a contest at least that long. */
export const SEAL_CHOICE_MIN_SECONDS: Record<SealTimeChoiceValue, number> = { 0: 1800, 1: 3600, 2: 0 };

export const awardRow = z.object({
  priority: z.coerce.number().int().min(0).max(1000),
  name: z.string().max(200),
  background: z.string().max(30).nullish(),
  color: z.string().max(30).nullish(),
  num: z.coerce.number(),
});
export type AwardRow = z.infer<typeof awardRow>;

/** Body of POST / PUT /api/admin/contest (AdminContestVO). Read-only fields are accepted and ignored. */
export const adminContestBody = z.object({
  id: z.coerce.number().int().nullish(),
  uid: z.string().max(64).nullish(),
  author: z.string().max(100).nullish(),
  title: z.string().max(CONTEST_LIMITS.title * 2).nullish(),
  type: z.coerce.number().int().pipe(z.union([z.literal(ContestType.ACM), z.literal(ContestType.OI)])).default(0),
  description: z.string().max(CONTEST_LIMITS.description).nullish(),
  source: z.union([z.string().max(100), z.number()]).nullish(),
  auth: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(ContestAuth.PUBLIC), z.literal(ContestAuth.PRIVATE), z.literal(ContestAuth.PROTECTED)]))
    .default(0),
  pwd: z.string().max(CONTEST_LIMITS.pwd).nullish(),
  startTime: time,
  endTime: time,
  duration: z.coerce.number().nullish(),
  sealRank: bool.default(false),
  sealRankTime: time,
  autoRealRank: bool.default(true),
  status: z.coerce.number().int().nullish(),
  visible: bool.default(true),
  openPrint: bool.default(false),
  openAccountLimit: bool.default(false),
  accountLimitRule: z.string().max(CONTEST_LIMITS.accountRule).nullish(),
  rankShowName: z.enum([RankShowName.USERNAME, RankShowName.NICKNAME, RankShowName.REALNAME]).default('username'),
  starAccount: z.array(z.string().max(CONTEST_LIMITS.username)).max(CONTEST_LIMITS.starAccounts).nullish(),
  openRank: bool.default(false),
  oiRankScoreType: z.enum([OiRankScoreType.RECENT, OiRankScoreType.HIGHEST]).default('Recent'),
  gid: z.coerce.number().int().nullish(),
  awardType: z.coerce
    .number()
    .int()
    .pipe(z.union([z.literal(AwardType.NONE), z.literal(AwardType.PROPORTION), z.literal(AwardType.NUMBER)]))
    .default(0),
  awardConfigList: z.array(awardRow).max(CONTEST_LIMITS.awardRows).nullish(),
  allowEndSubmit: bool.default(false),
  gmtCreate: time,
  gmtModified: time,
});
export type AdminContestBody = z.input<typeof adminContestBody>;
export type AdminContestInput = z.output<typeof adminContestBody>;

/** The contest as the back office stores it, after the form's rules (times in epoch ms). */
export interface ContestForm {
  title: string;
  description: string;
  type: number;
  auth: number;
  pwd: string | null;
  startTime: number;
  endTime: number;
  /** seconds */
  duration: number;
  sealRank: boolean;
  sealRankTime: number | null;
  autoRealRank: boolean;
  visible: boolean;
  openPrint: boolean;
  openAccountLimit: boolean;
  accountLimitRule: string | null;
  rankShowName: string;
  starAccount: string[];
  openRank: boolean;
  oiRankScoreType: string;
  awardType: number;
  awardConfigList: Award[];
  allowEndSubmit: boolean;
}

/** A refused form: an i18n key (server and web catalogues both have it) and its parameters. */
export interface FormIssue {
  key: string;
  params?: Record<string, string | number>;
}
export type FormCheck<T> = { ok: true; value: T } | { ok: false; issue: FormIssue };

/** Epoch ms of a time field, or null when absent or not a date. */
export function timeOf(v: string | number | null | undefined): number | null {
  if (v === null || v === undefined || v === '') return null;
  const ms = typeof v === 'number' ? v : Date.parse(/^\d{4}-\d\d-\d\d \d/.test(v) ? v.replace(' ', 'T') : v);
  return Number.isFinite(ms) ? ms : null;
}

/**
 * The times a contest may have: from 1970-01-01 to the end of year 9999 (UTC), the range every
 * database and client handles (JavaScript dates reach year 275760, HOJ's MySQL DATETIME 9999).
 */
export const CONTEST_TIME_RANGE = { min: Date.UTC(1970, 0, 1), max: Date.UTC(10000, 0, 1) - 1 } as const;
/** The longest contest: its duration (seconds) is stored in a 32-bit integer column. */
export const CONTEST_MAX_DURATION_SECONDS = 2_147_483_647;

/** A given time field: absent, not a date, or out of CONTEST_TIME_RANGE. */
function contestTimeOf(v: string | number | null | undefined): { ms: number } | 'absent' | 'invalid' {
  if (v === null || v === undefined || (typeof v === 'string' && !v.trim())) return 'absent';
  const ms = timeOf(v);
  if (ms === null || ms < CONTEST_TIME_RANGE.min || ms > CONTEST_TIME_RANGE.max) return 'invalid';
  return { ms };
}

/**
 * The seal choice the form picks when sealing is switched on: the whole contest for OI contests and
 * contests shorter than an hour, else the last hour.
 */
export function defaultSealChoice(type: number, durationSeconds: number): SealTimeChoiceValue {
  return type === ContestType.OI || durationSeconds < 3600 ? SealTimeChoice.WHOLE_CONTEST : SealTimeChoice.ONE_HOUR;
}

/** Which choice a stored seal time is, or null when it is none of them. */
export function sealChoiceOf(sealTime: number, start: number, end: number): SealTimeChoiceValue | null {
  for (const c of [SealTimeChoice.HALF_HOUR, SealTimeChoice.ONE_HOUR, SealTimeChoice.WHOLE_CONTEST] as const)
    if (Math.abs(sealTimeFor(c, start, end) - sealTime) < 1000) return c;
  return null;
}

/** Star users: trimmed, empties dropped; a name given twice is refused (Add_Star_User_Error). */
export function normaliseStarAccounts(names: readonly string[] | null | undefined): FormCheck<string[]> {
  const out: string[] = [];
  for (const raw of names ?? []) {
    const name = raw.trim();
    if (!name) continue;
    if (out.includes(name)) return { ok: false, issue: { key: 'Add_Star_User_Error', params: { name } } };
    out.push(name);
  }
  return { ok: true, value: out };
}

/** The account-limit rule string from its five parts (hoj-behaviour §5.2). */
export function accountLimitRuleOf(p: {
  prefix?: string | null;
  suffix?: string | null;
  start?: number | null;
  end?: number | null;
  extra?: string | null;
}): string {
  const v = (x: unknown) => (x === null || x === undefined ? '' : String(x).trim());
  return (
    `<prefix>${v(p.prefix)}</prefix><suffix>${v(p.suffix)}</suffix>` +
    `<start>${v(p.start)}</start><end>${v(p.end)}</end><extra>${v(p.extra)}</extra>`
  );
}

/** Account names a rule allows from its range (for the form's preview), at most `max` of them. */
export function accountLimitPreview(rule: string | null | undefined, max = 20): { names: string[]; total: number } {
  const r = parseAccountLimitRule(rule);
  const names: string[] = [];
  let total = r.extra.length;
  if (r.start !== null && r.end !== null && r.start <= r.end) {
    total += r.end - r.start + 1;
    for (let i = r.start; i <= r.end && names.length < max; i++) names.push(`${r.prefix}${i}${r.suffix}`);
  }
  for (const e of r.extra) if (names.length < max) names.push(e);
  return { names, total };
}

function checkAccountRule(rule: string | null | undefined): FormIssue | null {
  const r = parseAccountLimitRule(rule);
  if ((r.start === null) !== (r.end === null)) return { key: 'Contest_Account_Limit_Range' };
  if (r.start !== null && r.end !== null && (r.start < 0 || r.end < r.start)) return { key: 'Contest_Account_Limit_Range' };
  if (r.start === null && r.extra.length === 0) return { key: 'Contest_Account_Limit_Empty' };
  return null;
}

/** Award tiers: none, or the rows sorted by priority (the gold/silver/bronze defaults when empty). */
function checkAwards(type: number, rows: readonly AwardRow[] | null | undefined): FormCheck<Award[]> {
  if (type === AwardType.NONE) return { ok: true, value: [] };
  const list = rows && rows.length ? rows : DEFAULT_AWARDS;
  const out: Award[] = [];
  for (const [i, row] of list.entries()) {
    const name = row.name.trim();
    if (!name || name.length > CONTEST_LIMITS.awardName)
      return { ok: false, issue: { key: 'Contest_Award_Name_Invalid', params: { index: i + 1, max: CONTEST_LIMITS.awardName } } };
    const max = type === AwardType.PROPORTION ? 100 : 100_000;
    if (!Number.isInteger(row.num) || row.num < 0 || row.num > max)
      return { ok: false, issue: { key: 'Contest_Award_Num_Invalid', params: { index: i + 1, max } } };
    out.push({
      priority: row.priority,
      name,
      background: row.background?.trim() || DEFAULT_AWARDS[Math.min(i, DEFAULT_AWARDS.length - 1)].background,
      color: row.color?.trim() || '#fff',
      num: row.num,
    });
  }
  if (type === AwardType.PROPORTION && out.reduce((s, r) => s + r.num, 0) > 100)
    return { ok: false, issue: { key: 'Contest_Award_Proportion_Total' } };
  return { ok: true, value: out.sort((a, b) => a.priority - b.priority) };
}

/**
 * Every rule of the contest form, in the form's order: title, description, start, end (each
 * "<field> is required"), duration above 0, password for private and protected contests, then the
 * seal time, star users, account-limit rule and award tiers. The first refusal wins.
 */
export function checkContestForm(b: AdminContestInput): FormCheck<ContestForm> {
  const fail = (key: string, params?: FormIssue['params']): FormCheck<ContestForm> => ({ ok: false, issue: { key, params } });
  const title = (b.title ?? '').trim();
  if (!title) return fail('Contest_Title_Required');
  if (title.length > CONTEST_LIMITS.title) return fail('Contest_Title_Too_Long', { max: CONTEST_LIMITS.title });
  const description = b.description ?? '';
  if (!description.trim()) return fail('Contest_Description_Required');
  const range = { min: 1970, max: 9999 };
  const startTime = contestTimeOf(b.startTime);
  if (startTime === 'absent') return fail('Contest_Start_Time_Required');
  if (startTime === 'invalid') return fail('Contest_Start_Time_Invalid', range);
  const endTime = contestTimeOf(b.endTime);
  if (endTime === 'absent') return fail('Contest_End_Time_Required');
  if (endTime === 'invalid') return fail('Contest_End_Time_Invalid', range);
  const start = startTime.ms;
  const end = endTime.ms;
  const duration = Math.floor((end - start) / 1000);
  if (duration <= 0) return fail('Contest_Duration_Check');
  if (duration > CONTEST_MAX_DURATION_SECONDS)
    return fail('Contest_Duration_Too_Long', { years: Math.floor(CONTEST_MAX_DURATION_SECONDS / (365 * 24 * 3600)) });
  const pwd = b.pwd?.trim() ?? '';
  if (b.auth !== ContestAuth.PUBLIC && !pwd) return fail('Contest_Password_Required');

  let sealRankTime: number | null = null;
  if (b.sealRank) {
    const given = timeOf(b.sealRankTime);
    const choice = given === null ? defaultSealChoice(b.type, duration) : sealChoiceOf(given, start, end);
    if (choice === null || duration < SEAL_CHOICE_MIN_SECONDS[choice]) return fail('Contest_Seal_Time_Invalid');
    sealRankTime = sealTimeFor(choice, start, end);
  }

  const stars = normaliseStarAccounts(b.starAccount);
  if (!stars.ok) return stars;

  const limited = b.auth !== ContestAuth.PUBLIC && b.openAccountLimit;
  if (limited) {
    const issue = checkAccountRule(b.accountLimitRule);
    if (issue) return { ok: false, issue };
  }

  const awards = checkAwards(b.awardType, b.awardConfigList);
  if (!awards.ok) return awards;

  return {
    ok: true,
    value: {
      title,
      description,
      type: b.type,
      auth: b.auth,
      pwd: b.auth === ContestAuth.PUBLIC ? null : pwd,
      startTime: start,
      endTime: end,
      duration,
      sealRank: b.sealRank,
      sealRankTime,
      autoRealRank: b.autoRealRank,
      visible: b.visible,
      openPrint: b.openPrint,
      openAccountLimit: limited,
      // Kept while switched off, so switching the limit back on finds the rule again.
      accountLimitRule: b.accountLimitRule ?? null,
      rankShowName: b.rankShowName,
      starAccount: stars.value,
      openRank: b.openRank,
      oiRankScoreType: b.oiRankScoreType,
      awardType: b.awardType,
      awardConfigList: awards.value,
      allowEndSubmit: b.allowEndSubmit,
    },
  };
}

// ---- answers -------------------------------------------------------------------------------------

const contestFields = {
  id: z.number(),
  uid: z.string(),
  author: z.string(),
  title: z.string(),
  type: z.number(),
  description: z.string().nullable(),
  source: z.string().nullable(),
  auth: z.number(),
  pwd: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  duration: z.number(),
  sealRank: z.boolean(),
  sealRankTime: z.string().nullable(),
  autoRealRank: z.boolean(),
  /** −1 scheduled, 0 running, 1 ended: computed from the clock on read. */
  status: z.number(),
  visible: z.boolean(),
  openPrint: z.boolean(),
  openAccountLimit: z.boolean(),
  accountLimitRule: z.string().nullable(),
  rankShowName: z.string(),
  openRank: z.boolean(),
  oiRankScoreType: z.string(),
  gid: z.number().nullable(),
  awardType: z.number(),
  allowEndSubmit: z.boolean(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
};

/** GET /api/admin/contest: AdminContestVO (star users and award rows as lists). */
export const adminContestVO = z.object({
  ...contestFields,
  starAccount: z.array(z.string()),
  awardConfigList: z.array(awardRow),
});
export type AdminContestVO = z.infer<typeof adminContestVO>;

/** A row of the back-office list: the Contest entity (star users and awards as JSON strings). */
export const contestEntityVO = z.object({
  ...contestFields,
  starAccount: z.string().nullable(),
  awardConfig: z.string().nullable(),
  isGroup: z.boolean(),
});
export type ContestEntityVO = z.infer<typeof contestEntityVO>;
export const contestPage = pageSchema(contestEntityVO);

export const contestListQuery = z.object({
  currentPage: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().optional(),
  keyword: z.string().max(200).optional(),
});

export const cidQuery = z.object({ cid: z.coerce.number().int() });

export const visibleQuery = z.object({
  cid: z.coerce.number().int(),
  /** The creator's uid as HOJ's client sends it; the stored creator decides. */
  uid: z.string().max(64).optional(),
  visible: clientFlag,
});

// ---- contest problems ------------------------------------------------------------------------------

export const contestProblemVO = z.object({
  id: z.number(),
  displayId: z.string(),
  cid: z.number(),
  pid: z.number(),
  displayTitle: z.string(),
  color: z.string().nullable(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type ContestProblemVO = z.infer<typeof contestProblemVO>;

/** GET /api/admin/contest/get-problem-list: a page of problems with their contest rows by pid. */
export const contestAdminProblemList = z.object({
  problemList: pageSchema(problemVO),
  contestProblemMap: z.record(z.string(), contestProblemVO),
});
export type ContestAdminProblemList = z.infer<typeof contestAdminProblemList>;

export const contestProblemListQuery = z.object({
  currentPage: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().optional(),
  keyword: z.string().max(200).optional(),
  cid: z.coerce.number().int(),
  /** Set: the picker of problems not yet in the contest, of this type (or remote). */
  problemType: z.coerce.number().int().optional(),
  oj: z.string().max(20).optional(),
});

/** PUT /api/admin/contest/contest-problem: save or update one problem's place in a contest. */
export const contestProblemBody = z.object({
  id: z.coerce.number().int().nullish(),
  cid: z.coerce.number().int(),
  pid: z.coerce.number().int(),
  displayId: z.string().max(200).nullish(),
  displayTitle: z.string().max(1000).nullish(),
  color: z.string().max(30).nullish(),
});
export type ContestProblemBody = z.infer<typeof contestProblemBody>;

/** POST /api/admin/contest/add-problem-from-public (ContestProblemDTO). */
export const addFromPublicBody = z.object({
  pid: z.coerce.number().int(),
  cid: z.coerce.number().int(),
  displayId: z.string().max(200).nullish(),
});

export const contestProblemQuery = z.object({ cid: z.coerce.number().int(), pid: z.coerce.number().int() });
export const removeContestProblemQuery = z.object({
  pid: z.coerce.number().int(),
  /** Given: take the problem out of that contest (with its submissions there); absent: delete the problem. */
  cid: z.coerce.number().int().optional(),
});

/** Display id: trimmed, 1–20 letters, digits, '-' or '_' (it appears in URLs of the contest pages). */
export function checkDisplayId(raw: string | null | undefined): FormCheck<string> {
  const id = (raw ?? '').trim();
  if (!id) return { ok: false, issue: { key: 'Contest_Problem_Display_Id_Required' } };
  if (id.length > CONTEST_LIMITS.displayId || !/^[A-Za-z0-9_-]+$/.test(id))
    return { ok: false, issue: { key: 'Contest_Problem_Display_Id_Format', params: { max: CONTEST_LIMITS.displayId } } };
  return { ok: true, value: id };
}

/** A balloon colour: empty, or a CSS hex / rgb(a) colour. */
export function checkBalloonColor(raw: string | null | undefined): FormCheck<string | null> {
  const c = (raw ?? '').trim();
  if (!c) return { ok: true, value: null };
  if (!/^(#[0-9a-fA-F]{3,8}|rgba?\([\d\s.,%]+\))$/.test(c)) return { ok: false, issue: { key: 'Contest_Problem_Color_Invalid' } };
  return { ok: true, value: c };
}

// ---- contest announcements --------------------------------------------------------------------------

export const announcementBody = z.object({
  id: z.coerce.number().int().nullish(),
  title: z.string().max(CONTEST_LIMITS.announcementTitle * 4).nullish(),
  content: z.string().max(CONTEST_LIMITS.announcementContent * 2).nullish(),
  /** 0 shown, 1 hidden */
  status: z.coerce.number().int().min(0).max(1).default(0),
  uid: z.string().max(64).nullish(),
  gid: z.coerce.number().int().nullish(),
});

/** AnnouncementDTO {cid, announcement}. */
export const announcementDto = z.object({ cid: z.coerce.number().int(), announcement: announcementBody });
export type AnnouncementDto = z.input<typeof announcementDto>;

export const announcementVO = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  uid: z.string(),
  username: z.string().nullable(),
  status: z.number(),
  gmtCreate: z.string(),
  gmtModified: z.string(),
});
export type AnnouncementVO = z.infer<typeof announcementVO>;

export const announcementListQuery = z.object({
  cid: z.coerce.number().int(),
  currentPage: z.coerce.number().int().optional(),
  limit: z.coerce.number().int().optional(),
});
export const announcementDeleteQuery = z.object({ aid: z.coerce.number().int(), cid: z.coerce.number().int().optional() });

/** Title and content both required; title at most 255 characters. */
export function checkAnnouncement(a: z.output<typeof announcementBody>): FormCheck<{ title: string; content: string; status: number }> {
  const title = (a.title ?? '').trim();
  if (!title) return { ok: false, issue: { key: 'Announcement_Title_Required' } };
  if (title.length > CONTEST_LIMITS.announcementTitle)
    return { ok: false, issue: { key: 'Announcement_Title_Too_Long', params: { max: CONTEST_LIMITS.announcementTitle } } };
  const content = a.content ?? '';
  if (!content.trim()) return { ok: false, issue: { key: 'Announcement_Content_Required' } };
  if (content.length > CONTEST_LIMITS.announcementContent)
    return { ok: false, issue: { key: 'Announcement_Content_Too_Long', params: { max: CONTEST_LIMITS.announcementContent } } };
  return { ok: true, value: { title, content, status: a.status } };
}
