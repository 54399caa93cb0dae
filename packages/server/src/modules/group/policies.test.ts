// The pure group rules of packages/shared/src/policies/group.ts, case by case (the API table in
// group.test.ts checks them through the calls).
import { describe, expect, it } from 'vitest';
import {
  Role,
  canAdministerGroup,
  canEnterGroup,
  canSeeGroup,
  groupAction,
  mayApply,
  mayChangeMemberAuth,
  mayCreateGroup,
  mayExit,
  mayRemoveMember,
  memberRank,
  type Actor,
  type GroupRef,
} from '@judge/shared';

/** A rule's refusal with its reason. */
const refused = (reason: string) => ({ ok: false, reason });

const owner: Actor = { uid: 'o', username: 'owner', role: Role.USER };
const root: Actor = { uid: 'r', username: 'root', role: Role.ROOT };
const admin: Actor = { uid: 'a', username: 'admin', role: Role.ADMIN };
const user = (uid: string): Actor => ({ uid, username: uid, role: Role.USER });
const g: GroupRef = { uid: 'o', auth: 2, visible: true, status: 0 };

describe('group policies', () => {
  it('visibility: banned groups only for the site root, invisible ones for members', () => {
    expect(canSeeGroup(null, g, 0)).toBe(true);
    expect(canSeeGroup(user('x'), { ...g, visible: false }, 1)).toBe(false);
    expect(canSeeGroup(user('x'), { ...g, visible: false }, 3)).toBe(true);
    expect(canSeeGroup(user('x'), { ...g, status: 1 }, 5)).toBe(false);
    expect(canSeeGroup(root, { ...g, status: 1, visible: false }, 0)).toBe(true);
    expect(canSeeGroup({ ...user('x'), status: 1 }, { ...g, visible: false }, 3)).toBe(false);
  });

  it('enter / administer by level; a site admin is an ordinary user inside a group', () => {
    expect([0, 1, 2, 3, 4, 5].map((l) => canEnterGroup(user('x'), g, l))).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
    expect([0, 1, 2, 3, 4, 5].map((l) => canAdministerGroup(user('x'), g, l))).toEqual([
      false,
      false,
      false,
      false,
      true,
      true,
    ]);
    expect(canEnterGroup(admin, g, 0)).toBe(false);
    expect(canAdministerGroup(root, g, 0)).toBe(true);
  });

  it('ranks: site root above the owner above other roots', () => {
    expect(memberRank(root, g, 0)).toBeGreaterThan(memberRank(owner, g, 5));
    expect(memberRank(owner, g, 5)).toBeGreaterThan(memberRank(user('x'), g, 5));
    expect(memberRank(null, g, 5)).toBe(0);
  });

  it('apply: login, not twice, code for private groups; refused may apply again', () => {
    expect(mayApply(null, g, 0, undefined)).toEqual(refused('login_required'));
    expect(mayApply(user('x'), g, 1, undefined)).toEqual(refused('already_applying'));
    expect(mayApply(user('x'), g, 3, undefined)).toEqual(refused('already_member'));
    expect(mayApply(user('x'), g, 2, undefined).ok).toBe(true);
    const p = { ...g, auth: 3, code: 'ABCDEF' };
    expect(mayApply(user('x'), p, 0, undefined)).toEqual(refused('code_required'));
    expect(mayApply(user('x'), p, 0, 'abcdef')).toEqual(refused('code_wrong'));
    expect(mayApply(user('x'), p, 0, 'ABCDEF').ok).toBe(true);
  });

  it('exit: never the owner', () => {
    expect(mayExit(owner, g, 5)).toEqual(refused('owner_cannot_exit'));
    expect(mayExit(user('x'), g, 0)).toEqual(refused('not_member'));
    expect(mayExit(user('x'), g, 4).ok).toBe(true);
  });

  it('member changes: above both levels, never self or owner, never back below member', () => {
    const t = (uid: string, level: number) => ({ uid, level });
    expect(mayChangeMemberAuth(user('a4'), g, 4, t('m', 1), 3).ok).toBe(true);
    expect(mayChangeMemberAuth(user('a4'), g, 4, t('m', 3), 4)).toEqual(refused('level_too_high'));
    expect(mayChangeMemberAuth(user('a4'), g, 4, t('m', 4), 3)).toEqual(refused('level_too_high'));
    expect(mayChangeMemberAuth(user('r5'), g, 5, t('m', 3), 4).ok).toBe(true);
    expect(mayChangeMemberAuth(user('r5'), g, 5, t('m', 3), 5)).toEqual(refused('level_too_high'));
    expect(mayChangeMemberAuth(owner, g, 5, t('m', 3), 5).ok).toBe(true);
    expect(mayChangeMemberAuth(owner, g, 5, t('m', 3), 2)).toEqual(refused('cannot_demote_member'));
    expect(mayChangeMemberAuth(user('r5'), g, 5, t('r5', 5), 3)).toEqual(refused('cannot_act_on_self'));
    expect(mayChangeMemberAuth(root, g, 0, t('o', 5), 3)).toEqual(refused('cannot_act_on_owner'));
    expect(mayChangeMemberAuth(user('m3'), g, 3, t('m', 1), 3)).toEqual(refused('no_permission'));
    expect(mayChangeMemberAuth(owner, g, 5, t('m', 3), 0)).toEqual(refused('bad_level'));
  });

  it('removal: below the caller, the owner removes other roots, nobody removes the owner', () => {
    const t = (uid: string, level: number) => ({ uid, level });
    expect(mayRemoveMember(user('a4'), g, 4, t('m', 3)).ok).toBe(true);
    expect(mayRemoveMember(user('a4'), g, 4, t('m', 4))).toEqual(refused('level_too_high'));
    expect(mayRemoveMember(owner, g, 5, t('r5', 5)).ok).toBe(true);
    expect(mayRemoveMember(root, g, 0, t('o', 5))).toEqual(refused('cannot_act_on_owner'));
  });

  it('creation quotas: admins exempt; AC, daily, total in that order', () => {
    const sw = {
      defaultCreateGroupACInitValue: 20,
      defaultCreateGroupDailyLimit: 2,
      defaultCreateGroupLimit: 5,
    };
    expect(mayCreateGroup(admin, { acCount: 0, createdToday: 9, createdTotal: 9 }, sw).ok).toBe(true);
    expect(mayCreateGroup(user('x'), { acCount: 19, createdToday: 0, createdTotal: 0 }, sw)).toEqual(
      refused('ac_too_few'),
    );
    expect(mayCreateGroup(user('x'), { acCount: 20, createdToday: 2, createdTotal: 2 }, sw)).toEqual(
      refused('daily_limit'),
    );
    expect(mayCreateGroup(user('x'), { acCount: 20, createdToday: 1, createdTotal: 5 }, sw)).toEqual(
      refused('total_limit'),
    );
    expect(mayCreateGroup(user('x'), { acCount: 20, createdToday: 1, createdTotal: 4 }, sw).ok).toBe(true);
  });

  it('the shell button', () => {
    expect(groupAction(owner, g, 5)).toBe('disband');
    expect(groupAction(root, g, 0)).toBe('disband');
    expect(groupAction(user('x'), g, 4)).toBe('exit');
    expect(groupAction(user('x'), g, 1)).toBe('applying');
    expect(groupAction(user('x'), g, 2)).toBe('refused');
    expect(groupAction(user('x'), g, 0)).toBe('apply');
    expect(groupAction(null, g, 0)).toBe('none');
  });
});
