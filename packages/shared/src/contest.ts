import type { Bilingual } from './i18n-text.js';

/** Contest rule type. */
export const ContestType = { ACM: 0, OI: 1 } as const;
export type ContestTypeValue = (typeof ContestType)[keyof typeof ContestType];

/** Contest access (spec: 0 public, 1 private, 2 protected). */
export const ContestAuth = { PUBLIC: 0, PRIVATE: 1, PROTECTED: 2 } as const;
export type ContestAuthValue = (typeof ContestAuth)[keyof typeof ContestAuth];

/** Contest status, derived from the clock. */
export const ContestStatus = { SCHEDULED: -1, RUNNING: 0, ENDED: 1 } as const;
export type ContestStatusValue = (typeof ContestStatus)[keyof typeof ContestStatus];

export const CONTEST_STATUS_INFO: Record<ContestStatusValue, { label: Bilingual; color: string }> = {
  [-1]: { label: { 'en-US': 'Scheduled', 'zh-CN': '筹备中' }, color: '#f90' },
  0: { label: { 'en-US': 'Running', 'zh-CN': '进行中' }, color: '#19be6b' },
  1: { label: { 'en-US': 'Ended', 'zh-CN': '已结束' }, color: '#ed3f14' },
};

export const CONTEST_AUTH_INFO: Record<ContestAuthValue, { label: Bilingual; tagType: 'success' | 'error' | 'warning' }> = {
  0: { label: { 'en-US': 'Public', 'zh-CN': '公开赛' }, tagType: 'success' },
  1: { label: { 'en-US': 'Private', 'zh-CN': '私有赛' }, tagType: 'error' },
  2: { label: { 'en-US': 'Protected', 'zh-CN': '保护赛' }, tagType: 'warning' },
};

/** Status of a contest at time `now` (all values epoch ms). */
export function contestStatusAt(startTime: number, endTime: number, now: number): ContestStatusValue {
  if (now < startTime) return ContestStatus.SCHEDULED;
  if (now < endTime) return ContestStatus.RUNNING;
  return ContestStatus.ENDED;
}

/** Seal-time choices: 0 = end − 30 min, 1 = end − 60 min, 2 = whole contest (from the start). */
export const SealTimeChoice = { HALF_HOUR: 0, ONE_HOUR: 1, WHOLE_CONTEST: 2 } as const;
export type SealTimeChoiceValue = (typeof SealTimeChoice)[keyof typeof SealTimeChoice];
export const SEAL_TIME_LABELS: Record<SealTimeChoiceValue, Bilingual> = {
  0: { 'en-US': 'Half an hour', 'zh-CN': '半小时' },
  1: { 'en-US': 'An hour', 'zh-CN': '一小时' },
  2: { 'en-US': 'All hours', 'zh-CN': '全程' },
};

/** When the board seals, in epoch ms, for a seal-time choice. */
export function sealTimeFor(choice: SealTimeChoiceValue, startTime: number, endTime: number): number {
  if (choice === SealTimeChoice.HALF_HOUR) return endTime - 30 * 60_000;
  if (choice === SealTimeChoice.ONE_HOUR) return endTime - 60 * 60_000;
  return startTime;
}

/** OI rank basis. */
export const OiRankScoreType = { RECENT: 'Recent', HIGHEST: 'Highest' } as const;

/** Name shown on the scoreboard. */
export const RankShowName = { USERNAME: 'username', NICKNAME: 'nickname', REALNAME: 'realname' } as const;

/** Award type: 0 none, 1 by proportion, 2 by number. */
export const AwardType = { NONE: 0, PROPORTION: 1, NUMBER: 2 } as const;

export interface Award {
  priority: number;
  name: string;
  background: string;
  color: string;
  num: number;
}
export const DEFAULT_AWARDS: Award[] = [
  { priority: 1, name: '金牌', background: '#e6bf25', color: '#fff', num: 10 },
  { priority: 2, name: '银牌', background: '#b4c0c7', color: '#fff', num: 20 },
  { priority: 3, name: '铜牌', background: '#CD7F32', color: '#fff', num: 30 },
];
/** Scroll-board medal defaults: percent of ranked users (rounded down, star users removed). */
export const MEDAL_DEFAULT_PERCENT = { gold: 10, silver: 20, bronze: 30 } as const;
export const BALLOON_COLOR_PRESETS = ['#ff4500', '#ff8c00', '#ffd700', '#90ee90', '#00ced1', '#1e90ff', '#c71585'];

/**
 * Account-limit rule of a contest (hoj-behaviour §5.2):
 * `<prefix>P</prefix><suffix>S</suffix><start>a</start><end>b</end><extra>u1 u2 …</extra>`.
 * A username matches if it is P + i + S for an integer a ≤ i ≤ b (i written without leading zeros),
 * or is one of the extra names (separated by white space). Missing parts are empty / no range.
 */
export interface AccountLimitRule {
  prefix: string;
  suffix: string;
  start: number | null;
  end: number | null;
  extra: string[];
}

export function parseAccountLimitRule(rule: string | null | undefined): AccountLimitRule {
  const part = (tag: string) => new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`).exec(rule ?? '')?.[1] ?? '';
  const num = (s: string) => (/^\s*-?\d+\s*$/.test(s) ? Number(s) : null);
  return {
    prefix: part('prefix'),
    suffix: part('suffix'),
    start: num(part('start')),
    end: num(part('end')),
    extra: part('extra')
      .split(/\s+/)
      .filter((s) => s.length > 0),
  };
}

export function matchesAccountLimit(username: string, rule: string | AccountLimitRule | null | undefined): boolean {
  const r = typeof rule === 'object' && rule !== null ? rule : parseAccountLimitRule(rule);
  if (r.extra.includes(username)) return true;
  if (r.start === null || r.end === null) return false;
  if (!username.startsWith(r.prefix) || !username.endsWith(r.suffix)) return false;
  if (username.length < r.prefix.length + r.suffix.length + 1) return false;
  const middle = username.slice(r.prefix.length, username.length - r.suffix.length);
  if (!/^-?\d+$/.test(middle) || String(Number(middle)) !== middle) return false;
  const i = Number(middle);
  return i >= r.start && i <= r.end;
}
