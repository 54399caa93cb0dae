// The one place that shapes contest rows for the API: the back office's AdminContestVO, the
// Contest entity of its list, a ContestProblem and an AnnouncementVO (hoj-api-paths §8).
import { readBool, readTime, type Columns } from '../../db/columns.js';
import type { ContestProblemRow, ContestRow } from '../../db/rows.js';
import type { Award } from '@judge/shared';
import type { AnnouncementRow } from './announcement-tables.js';
import { contestStatusOf } from './rules.js';

const iso = (v: Date | string) => readTime(v)!.toISOString();
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

/** star_account is stored as HOJ stores it: {"star_account": [usernames]}. */
export function starAccountsOf(cols: Columns, v: unknown): string[] {
  if (v === null || v === undefined) return [];
  const parsed = cols.readJson<{ star_account?: unknown } | null>(v);
  const list = parsed?.star_account;
  return Array.isArray(list) ? list.filter((x): x is string => typeof x === 'string') : [];
}

export function awardsOf(cols: Columns, v: unknown): Award[] {
  if (v === null || v === undefined) return [];
  const parsed = cols.readJson<unknown>(v);
  return Array.isArray(parsed) ? (parsed as Award[]) : [];
}

/** What every view of a contest starts with (in this order). */
const contestHead = (c: ContestRow) => ({
  id: Number(c.id),
  uid: c.uid,
  author: c.author,
  title: c.title,
  type: c.type,
  description: c.description,
});

function common(c: ContestRow, now: number) {
  return {
    ...contestHead(c),
    source: c.source,
    auth: c.auth,
    pwd: c.pwd,
    startTime: iso(c.start_time),
    endTime: iso(c.end_time),
    duration: c.duration,
    sealRank: readBool(c.seal_rank),
    sealRankTime: isoOrNull(c.seal_rank_time),
    autoRealRank: readBool(c.auto_real_rank),
    status: contestStatusOf(c, now),
    visible: readBool(c.visible),
    openPrint: readBool(c.open_print),
    openAccountLimit: readBool(c.open_account_limit),
    accountLimitRule: c.account_limit_rule,
    rankShowName: c.rank_show_name,
    openRank: readBool(c.open_rank),
    oiRankScoreType: c.oi_rank_score_type,
    gid: c.gid,
    awardType: c.award_type,
    allowEndSubmit: readBool(c.allow_end_submit),
    gmtCreate: iso(c.gmt_create),
    gmtModified: iso(c.gmt_modified),
  };
}

/** AdminContestVO: star users and award rows as lists. */
export function presentAdminContest(cols: Columns, c: ContestRow, now = Date.now()) {
  return {
    ...common(c, now),
    starAccount: starAccountsOf(cols, c.star_account),
    awardConfigList: awardsOf(cols, c.award_config),
  };
}

/**
 * The Contest entity as the back-office list shows it (JSON strings, plus isGroup). The password
 * is shown only to those who may edit the contest (`showPwd`).
 */
export function presentContestEntity(cols: Columns, c: ContestRow, showPwd: boolean, now = Date.now()) {
  const stars = starAccountsOf(cols, c.star_account);
  const awards = awardsOf(cols, c.award_config);
  return {
    ...common(c, now),
    pwd: showPwd ? c.pwd : null,
    starAccount: JSON.stringify({ star_account: stars }),
    awardConfig: JSON.stringify(awards),
    isGroup: readBool(c.is_group),
  };
}

export function presentContestProblem(r: ContestProblemRow) {
  return {
    id: Number(r.id),
    displayId: r.display_id,
    cid: r.cid,
    pid: r.pid,
    displayTitle: r.display_title,
    color: r.color,
    gmtCreate: iso(r.gmt_create),
    gmtModified: iso(r.gmt_modified),
  };
}

export function presentAnnouncement(a: AnnouncementRow & { username: string | null }) {
  return {
    id: Number(a.id),
    title: a.title,
    content: a.content,
    uid: a.uid,
    username: a.username,
    status: a.status,
    gmtCreate: iso(a.gmt_create),
    gmtModified: iso(a.gmt_modified),
  };
}

/** ContestVO (hoj-api-paths §7) of the participant's calls: no password, star users or awards. */
export function presentContestVO(c: ContestRow, count: number, now = Date.now()) {
  return {
    ...contestHead(c),
    status: contestStatusOf(c, now),
    source: c.source,
    auth: c.auth,
    now: new Date(now).toISOString(),
    startTime: iso(c.start_time),
    endTime: iso(c.end_time),
    duration: c.duration,
    sealRank: readBool(c.seal_rank),
    openPrint: readBool(c.open_print),
    sealRankTime: isoOrNull(c.seal_rank_time),
    rankShowName: c.rank_show_name,
    openRank: readBool(c.open_rank),
    oiRankScoreType: c.oi_rank_score_type,
    count,
    gid: c.gid,
    allowEndSubmit: readBool(c.allow_end_submit),
  };
}

/** The Announcement entity (hoj-api-paths §8), as get-contest-not-read-announcement returns it. */
export function presentAnnouncementEntity(a: AnnouncementRow) {
  return {
    id: Number(a.id),
    title: a.title,
    content: a.content,
    uid: a.uid,
    status: a.status,
    gid: a.gid,
    gmtCreate: iso(a.gmt_create),
    gmtModified: iso(a.gmt_modified),
  };
}
