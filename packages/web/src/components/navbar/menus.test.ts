import { describe, expect, it } from 'vitest';
import { Role, type Actor, type RoleId } from '@judge/shared';
import { mainMenu, modeMenu, selectedKey, userMenu } from './menus';

const as = (role: RoleId): Actor => ({ uid: '1', username: 'u', role });

const keys = (items: { key: string; children?: { key: string }[] }[]) =>
  items.flatMap((i) => (i.children ? [i.key, ...i.children.map((c) => c.key)] : [i.key]));

describe('menus (site.md §2)', () => {
  it('main menu: status only for super admin, discussion only when the switch is on', () => {
    const anon = keys(mainMenu({ actor: null, openPublicDiscussion: true }));
    expect(anon).toEqual([
      '/home',
      '/problem',
      '/training',
      '/contest',
      'rank',
      '/acm-rank',
      '/oi-rank',
      '/discussion',
      '/group',
      'about',
      '/introduction',
      '/developer',
    ]);
    expect(keys(mainMenu({ actor: as(Role.ADMIN), openPublicDiscussion: true }))).toEqual(anon);
    expect(keys(mainMenu({ actor: as(Role.ROOT), openPublicDiscussion: false }))).toContain('/status');
    expect(keys(mainMenu({ actor: as(Role.ROOT), openPublicDiscussion: false }))).not.toContain(
      '/discussion',
    );
  });
  it('user menu: management only for admin roles', () => {
    const k = (actor: Actor | null) =>
      userMenu(actor, 'https://wiki').map((e) => (e === 'divider' ? '-' : e.key));
    expect(k(as(Role.USER))).toEqual([
      '/user-home',
      '/status?onlyMine=true',
      '/setting',
      'https://wiki',
      '-',
      '/logout',
    ]);
    expect(k(null)).toEqual(k(as(Role.USER)));
    for (const r of [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN]) expect(k(as(r))).toContain('/manage');
  });
  it('focus modes swap the items', () => {
    expect(modeMenu('contest', { contestID: '7' }).map((i) => i.key)).toEqual([
      '/home',
      '/contest/7',
      '/contest/7/problems',
      '/contest/7/submissions?onlyMine=true',
      '/contest/7/rank',
    ]);
    expect(modeMenu('training', { trainingID: '3', groupID: '2' }).map((i) => i.key)).toEqual([
      '/home',
      '/group/2',
      '/group/2/training/3',
      '/group/2/training/3/problems',
    ]);
    expect(modeMenu('group', { groupID: '2' }).map((i) => i.key)).toEqual([
      '/home',
      '/group/2',
      '/group/2/problem',
    ]);
  });
  it('highlights the longest matching path', () => {
    const items = modeMenu('contest', { contestID: '7' });
    expect(selectedKey('/contest/7/problems', items)).toEqual(['/contest/7/problems']);
    expect(selectedKey('/problem/12', mainMenu({ actor: null, openPublicDiscussion: true }))).toEqual([
      '/problem',
    ]);
  });
});
