import { describe, expect, it } from 'vitest';
import { mainMenu, modeMenu, selectedKey, userMenu } from './menus';

const keys = (items: { key: string; children?: { key: string }[] }[]) =>
  items.flatMap((i) => (i.children ? [i.key, ...i.children.map((c) => c.key)] : [i.key]));

describe('menus (site.md §2)', () => {
  it('main menu: status only for super admin, discussion only when the switch is on', () => {
    const anon = keys(mainMenu({ isSuperAdmin: false, openPublicDiscussion: true }));
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
    expect(keys(mainMenu({ isSuperAdmin: true, openPublicDiscussion: false }))).toContain('/status');
    expect(keys(mainMenu({ isSuperAdmin: true, openPublicDiscussion: false }))).not.toContain('/discussion');
  });
  it('user menu: management only for admin roles', () => {
    const k = (admin: boolean) => userMenu(admin, 'https://wiki').map((e) => (e === 'divider' ? '-' : e.key));
    expect(k(false)).toEqual([
      '/user-home',
      '/status?onlyMine=true',
      '/setting',
      'https://wiki',
      '-',
      '/logout',
    ]);
    expect(k(true)).toContain('/manage');
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
    expect(selectedKey('/problem/12', mainMenu({ isSuperAdmin: false, openPublicDiscussion: true }))).toEqual(
      ['/problem'],
    );
  });
});
