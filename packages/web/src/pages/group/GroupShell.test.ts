// Which group pages a caller may open by their address (groups-accounts-admin.md §2): the home is
// for everyone who sees the group, the tabs for members, the admin pages (announcements, each
// tab's admin table and Create, a training's or contest's problems and announcements) for group
// admins, the setting for the group's root. An edit page is left to its call (an author may edit).
import { describe, expect, it } from 'vitest';
import { groupPageBlock } from './GroupShell';

const outsider = { member: false, admin: false, root: false };
const member = { member: true, admin: false, root: false };
const admin = { member: true, admin: true, root: false };
const root = { member: true, admin: true, root: true };

const ADMIN_PAGES = [
  'announcement',
  'problem/admin',
  'problem/create',
  'training/admin',
  'training/create',
  'training/problems/2',
  'contest/admin',
  'contest/create',
  'contest/problems/2',
  'contest/announcement/2',
];
const MEMBER_PAGES = [
  'problem',
  'problem/P1000',
  'training',
  'training/2',
  'training/2/rank',
  'contest',
  'status',
  'discussion',
  'discussion-detail/3',
  'member',
  'rank',
  'problem/edit/6',
  'contest/edit/2',
];

describe('groupPageBlock', () => {
  it('opens the home to everyone', () => {
    expect(groupPageBlock('', outsider)).toBeNull();
  });
  it('asks outsiders to join first, on every other page', () => {
    for (const p of [...MEMBER_PAGES, ...ADMIN_PAGES, 'setting']) expect(groupPageBlock(p, outsider), p).toBe('member');
  });
  it('opens the tabs to members, not the admin pages nor the setting', () => {
    for (const p of MEMBER_PAGES) expect(groupPageBlock(p, member), p).toBeNull();
    for (const p of ADMIN_PAGES) expect(groupPageBlock(p, member), p).toBe('admin');
    expect(groupPageBlock('setting', member)).toBe('root');
  });
  it('opens the admin pages to group admins, the setting to the group root', () => {
    for (const p of ADMIN_PAGES) expect(groupPageBlock(p, admin), p).toBeNull();
    expect(groupPageBlock('setting', admin)).toBe('root');
    expect(groupPageBlock('setting', root)).toBeNull();
  });
});
