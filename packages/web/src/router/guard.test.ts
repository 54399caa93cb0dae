import { describe, expect, it } from 'vitest';
import { checkRoute } from './guard';
import { safeRedirect } from './navigation';
import type { UserInfo } from '../stores/session';

const on = { openPublicDiscussion: true, openGroupDiscussion: true, openContestComment: true };
const user = (roleList: string[]): UserInfo => ({ uid: '1', username: 'u', roleList });
const ctx = (u: UserInfo | null, config = on, from = '/setting?x=1') => ({
  authenticated: !!u,
  user: u,
  config,
  from,
});

describe('route guard (groups-accounts-admin.md §6)', () => {
  it('lets public routes through', () => {
    expect(checkRoute({}, ctx(null)).kind).toBe('ok');
  });
  it('sends anonymous users of login-required routes to /login with "Please login first"', () => {
    expect(checkRoute({ requireAuth: true }, ctx(null))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fsetting%3Fx%3D1',
      message: 'Please_login_first',
      clearUser: true,
    });
    expect(checkRoute({ requireAuth: true }, ctx(user(['default_user']))).kind).toBe('ok');
  });
  it('sends non-admins of admin routes to /manage/login', () => {
    const r = checkRoute({ requireAdmin: true }, ctx(user(['default_user']), on, '/manage/problems'));
    expect(r).toMatchObject({
      kind: 'redirect',
      to: '/manage/login',
      message: 'Please_login_first_by_admin_account',
    });
    expect(checkRoute({ requireAdmin: true }, ctx(user(['problem_admin']))).kind).toBe('ok');
    expect(checkRoute({ requireAdmin: true }, ctx(user(['admin']))).kind).toBe('ok');
  });
  it('super-admin routes outside /manage send others to the site login', () => {
    expect(checkRoute({ requireSuperAdmin: true }, ctx(user(['admin']), on, '/contest/3/rejudge'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fcontest%2F3%2Frejudge',
      message: 'Please_login_first_by_admin_account',
      clearUser: false,
    });
  });
  it('keeps super-admin routes for root', () => {
    expect(checkRoute({ requireAdmin: true, requireSuperAdmin: true }, ctx(user(['admin']))).kind).toBe(
      'redirect',
    );
    expect(checkRoute({ requireAdmin: true, requireSuperAdmin: true }, ctx(user(['root']))).kind).toBe('ok');
  });
  it('blocks switch-disabled routes with the matching No Access message', () => {
    const off = { ...on, openPublicDiscussion: false, openGroupDiscussion: false, openContestComment: false };
    expect(checkRoute({ access: 'openPublicDiscussion' }, ctx(null, off))).toEqual({
      kind: 'no-access',
      message: 'No_Access_There_is_no_open_discussion_area_on_the_website',
    });
    expect(
      checkRoute({ access: 'openGroupDiscussion', requireAuth: true }, ctx(user(['root']), off)),
    ).toMatchObject({
      message: 'No_Access_There_is_no_open_group_discussion_area_on_the_website',
    });
    expect(checkRoute({ access: 'openContestComment' }, ctx(null, off))).toMatchObject({
      message: 'No_Access_There_is_no_open_contest_comment_area_on_the_website',
    });
    expect(checkRoute({ access: 'openContestComment' }, ctx(null)).kind).toBe('ok');
  });
});

describe('login redirect target', () => {
  it('accepts same-site paths but never loops back to the login pages', () => {
    expect(safeRedirect('/setting?x=1')).toBe('/setting?x=1');
    expect(safeRedirect('//evil.example')).toBe('/home');
    expect(safeRedirect('https://evil.example')).toBe('/home');
    expect(safeRedirect('/login?redirect=%2F')).toBe('/home');
    expect(safeRedirect('/logout')).toBe('/home');
    expect(safeRedirect('/')).toBe('/home');
    expect(safeRedirect(null)).toBe('/home');
  });
});
