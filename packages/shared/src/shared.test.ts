import { describe, expect, it } from 'vitest';
import {
  acRate,
  canAccessAdmin,
  canAccessSuperAdmin,
  canManageProblem,
  canSubmit,
  matchesAccountLimit,
  parseAccountLimitRule,
  canViewProblem,
  DIFFICULTIES,
  formatDuration,
  formatMemoryKb,
  JUDGE_STATUS_INFO,
  JudgeStatus,
  oiRankScore,
  pickLanguage,
  Role,
  ROLE_INFO,
  sealTimeFor,
  secondFormat,
  STATUS_FILTER_OPTIONS,
  visibleProblemBanks,
  type Actor,
  type Switches,
} from './index.js';

const on: Switches = { openPublicJudge: true, openContestJudge: true, openGroupJudge: true };
const user = (role: number, extra: Partial<Actor> = {}): Actor => ({ uid: 'u' + role, username: 'n' + role, role, ...extra });

describe('constants', () => {
  it('has every judge status from -10 to 10 with its short code and colour', () => {
    const codes = Object.keys(JUDGE_STATUS_INFO).map(Number).sort((a, b) => a - b);
    expect(codes).toEqual([-10, -5, -4, -3, -2, -1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(JUDGE_STATUS_INFO[JudgeStatus.ACCEPTED]).toMatchObject({ short: 'AC', rgb: '#19be6b', tagType: 'success' });
    expect(JUDGE_STATUS_INFO[JudgeStatus.COMPILING].rgb).toBe('#25bb9b');
    expect(STATUS_FILTER_OPTIONS).not.toContain(JudgeStatus.SUBMITTING);
    expect(STATUS_FILTER_OPTIONS).toHaveLength(14);
  });
  it('has roles 1000-1008 and seven difficulty levels', () => {
    expect(Object.keys(ROLE_INFO).map(Number)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
    expect(ROLE_INFO[1003].permissions.has('submit')).toBe(false);
    expect(ROLE_INFO[1000].permissions.has('system_info_admin')).toBe(true);
    expect(ROLE_INFO[1001].permissions.has('rejudge')).toBe(false);
    expect(DIFFICULTIES.map((d) => d.value)).toEqual([0, 1, 2, 3, 4, 5, 6]);
  });
});

describe('formatters', () => {
  it('formats memory, rate, duration and countdown as the spec says', () => {
    expect(formatMemoryKb(0)).toBe('0 KB');
    expect(formatMemoryKb(2048)).toBe('2.0 MB');
    expect(formatMemoryKb(null)).toBe('--');
    expect(acRate(1, 3)).toBe('33.33%');
    expect(acRate(0, 0)).toBe('0.00%');
    expect(formatDuration(9000, 'en-US')).toBe('2.5 hours');
    expect(formatDuration(86400, 'en-US')).toBe('1 day');
    expect(formatDuration(9000, 'zh-CN')).toBe('2.5小时');
    expect(secondFormat(90061)).toBe('25:01:01');
    expect(oiRankScore(100, 3)).toBe(16);
    expect(oiRankScore(50, 3, 100)).toBe(8);
    expect(oiRankScore(0, 3, 0)).toBe(0);
    expect(sealTimeFor(0, 0, 3_600_000)).toBe(1_800_000);
    expect(sealTimeFor(2, 5, 3_600_000)).toBe(5);
  });
  it('picks the language from ?l= then Accept-Language, zh-CN by default', () => {
    expect(pickLanguage('en-US', 'zh-CN')).toBe('en-US');
    expect(pickLanguage(undefined, 'en-GB,en;q=0.9')).toBe('en-US');
    expect(pickLanguage(undefined, 'fr-FR')).toBe('zh-CN');
    expect(pickLanguage(null, undefined)).toBe('zh-CN');
  });
});

describe('policies', () => {
  const publicProblem = { auth: 1, author: 'someone' };
  it('refuses anonymous, banned and no-submit users', () => {
    expect(canSubmit(null, publicProblem, null, on)).toEqual({ ok: false, reason: 'login_required' });
    expect(canSubmit(user(Role.USER, { status: 1 }), publicProblem, null, on)).toEqual({ ok: false, reason: 'banned' });
    expect(canSubmit(user(Role.NO_SUBMIT_USER), publicProblem, null, on)).toEqual({
      ok: false,
      reason: 'no_submit_permission',
    });
    expect(canSubmit(user(Role.USER), publicProblem, null, on)).toEqual({ ok: true });
  });
  it('honours the judge switches and hidden problems', () => {
    expect(canSubmit(user(Role.USER), publicProblem, null, { ...on, openPublicJudge: false })).toMatchObject({
      reason: 'judge_closed',
    });
    expect(canSubmit(user(Role.USER), { auth: 2 }, null, on)).toMatchObject({ reason: 'problem_hidden' });
    expect(canSubmit(user(Role.ROOT), { auth: 2 }, null, on)).toEqual({ ok: true });
  });
  it('applies contest timing and registration', () => {
    const now = 1_000_000;
    const contest = { auth: 2, startTime: now - 1000, endTime: now + 1000, uid: 'owner' };
    const u = user(Role.USER);
    expect(canSubmit(u, publicProblem, contest, on, { now })).toMatchObject({ reason: 'contest_not_registered' });
    expect(canSubmit(u, publicProblem, contest, on, { now, view: { registered: true } })).toEqual({ ok: true });
    expect(canSubmit(u, publicProblem, { ...contest, startTime: now + 10 }, on, { now })).toMatchObject({
      reason: 'contest_not_started',
    });
    expect(canSubmit(u, publicProblem, { ...contest, endTime: now - 1, auth: 0 }, on, { now })).toMatchObject({
      reason: 'contest_ended',
    });
    expect(canSubmit(u, publicProblem, { ...contest, endTime: now - 1, auth: 0, allowEndSubmit: true }, on, { now })).toEqual({
      ok: true,
    });
    // The creator is a contest admin and may submit before the start.
    expect(canSubmit(user(Role.USER, { uid: 'owner' }), publicProblem, { ...contest, startTime: now + 10 }, on, { now })).toEqual({
      ok: true,
    });
    // ... but not after the end when after-contest submissions are off (hoj §1.2).
    expect(canSubmit(user(Role.USER, { uid: 'owner' }), publicProblem, { ...contest, endTime: now - 1 }, on, { now })).toMatchObject({
      reason: 'contest_ended',
    });
    const limited = { ...contest, auth: 0, openAccountLimit: true, accountLimitRule: '<prefix>team</prefix><suffix></suffix><start>1</start><end>20</end><extra>guest</extra>' };
    expect(canSubmit(user(Role.USER, { username: 'team7' }), publicProblem, limited, on, { now })).toEqual({ ok: true });
    expect(canSubmit(user(Role.USER, { username: 'team21' }), publicProblem, limited, on, { now })).toMatchObject({
      reason: 'contest_account_limit',
    });
    expect(canSubmit(user(Role.USER, { username: 'x', uid: 'owner' }), publicProblem, limited, on, { now })).toEqual({ ok: true });
  });
  it('matches contest account-limit rules', () => {
    const rule = '<prefix>acm</prefix><suffix>_s</suffix><start>5</start><end>12</end><extra>alice  bob\n</extra>';
    expect(parseAccountLimitRule(rule)).toEqual({ prefix: 'acm', suffix: '_s', start: 5, end: 12, extra: ['alice', 'bob'] });
    expect(matchesAccountLimit('acm5_s', rule)).toBe(true);
    expect(matchesAccountLimit('acm12_s', rule)).toBe(true);
    expect(matchesAccountLimit('acm13_s', rule)).toBe(false);
    expect(matchesAccountLimit('acm05_s', rule)).toBe(false);
    expect(matchesAccountLimit('acm_s', rule)).toBe(false);
    expect(matchesAccountLimit('bob', rule)).toBe(true);
    expect(matchesAccountLimit('carol', rule)).toBe(false);
    expect(matchesAccountLimit('anyone', '')).toBe(false);
  });
  it('scopes the back office and problem management by role', () => {
    expect(canAccessAdmin(user(Role.USER))).toBe(false);
    expect(canAccessAdmin(user(Role.PROBLEM_ADMIN))).toBe(true);
    expect(canAccessSuperAdmin(user(Role.ADMIN))).toBe(false);
    expect(canManageProblem(user(Role.ADMIN, { username: 'a' }), { author: 'a' })).toBe(true);
    expect(canManageProblem(user(Role.ADMIN, { username: 'a' }), { author: 'b' })).toBe(false);
    expect(canManageProblem(user(Role.PROBLEM_ADMIN), { author: 'b' })).toBe(true);
    expect(canViewProblem(null, { auth: 1 })).toBe(true);
    expect(canViewProblem(null, { auth: 2 })).toBe(false);
    expect(visibleProblemBanks(user(Role.ROOT))).toEqual(['All', 'Mine', 'Contest', 'Conceal', 'Group']);
    expect(visibleProblemBanks(user(Role.USER))).toEqual(['All', 'Mine']);
  });
});
