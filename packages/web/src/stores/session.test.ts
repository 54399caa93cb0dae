import { describe, expect, it } from 'vitest';
import { isAdminRole, isSuperAdmin, session } from './session';

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
  it('role helpers read role names', () => {
    expect(isSuperAdmin({ uid: '1', username: 'r', roleList: ['root'] })).toBe(true);
    expect(isAdminRole({ uid: '1', username: 'p', roleList: ['problem_admin'] })).toBe(true);
    expect(isAdminRole({ uid: '1', username: 'u', roleList: ['default_user'] })).toBe(false);
  });
});
