import { describe, expect, it } from 'vitest';
import { Role, canAccessAdmin, canAccessSuperAdmin, canManageAllProblems } from '@judge/shared';
import { actorOfUser } from './actor';
import { session } from './session';

describe('session store', () => {
  it('adopts a token written by another tab, or clears when it was removed', () => {
    session.setToken('a');
    session.setUser({ uid: '1', username: 'u', roleList: ['default_user'] });
    expect(session.syncFromStorage()).toBe('same');
    localStorage.setItem('token', 'b');
    localStorage.setItem('userInfo', JSON.stringify({ uid: '2', username: 'v', roleList: ['admin'] }));
    expect(session.syncFromStorage()).toBe('adopted');
    expect(session.token).toBe('b');
    expect(session.user?.username).toBe('v');
    localStorage.removeItem('token');
    expect(session.syncFromStorage()).toBe('cleared');
    expect(session.user).toBeNull();
  });
  it('clear() keeps other local settings (editor preferences, language)', () => {
    localStorage.setItem('Web_Language', 'en-US');
    session.setToken('x');
    session.clear();
    expect(localStorage.getItem('Web_Language')).toBe('en-US');
    expect(localStorage.getItem('token')).toBeNull();
  });
  it('the actor reads role names, and the policies decide on it', () => {
    const actor = (...roleList: string[]) => actorOfUser({ uid: '1', username: 'u', roleList });
    expect(canAccessSuperAdmin(actor('root'))).toBe(true);
    expect(canAccessSuperAdmin(actor('admin'))).toBe(false);
    expect(canAccessAdmin(actor('problem_admin'))).toBe(true);
    expect(canAccessAdmin(actor('default_user'))).toBe(false);
    expect(canAccessAdmin(null)).toBe(false);
    expect(canManageAllProblems(actor('problem_admin'))).toBe(true);
    expect(canManageAllProblems(actor('admin'))).toBe(false);
  });
  it('builds the actor with the role id of each role name, the strongest when several, a user when unknown', () => {
    const role = (...roleList: string[]) => actorOfUser({ uid: '1', username: 'u', roleList })?.role;
    expect(role('root')).toBe(Role.ROOT);
    expect(role('admin')).toBe(Role.ADMIN);
    expect(role('problem_admin')).toBe(Role.PROBLEM_ADMIN);
    expect(role('no_submit_user')).toBe(Role.NO_SUBMIT_USER);
    expect(role('default_user', 'admin', 'problem_admin')).toBe(Role.PROBLEM_ADMIN);
    expect(role('somebody')).toBe(Role.USER);
    expect(role()).toBe(Role.USER);
    expect(actorOfUser({ uid: '7', username: 'ann', roleList: ['admin'] })).toEqual({
      uid: '7',
      username: 'ann',
      role: Role.ADMIN,
    });
    expect(actorOfUser(null)).toBeNull();
  });
});
