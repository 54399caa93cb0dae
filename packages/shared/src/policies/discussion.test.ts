// discussionRights, a case per role, on a main-site discussion and on a group discussion (shown
// and hidden): anonymous, a non-member (a site admin too: an ordinary user inside a group), an
// applicant, the author (a member), another member, a group admin, a group root, the site root.
import { describe, expect, it } from 'vitest';
import { Role } from '../roles.js';
import { MemberAuth } from '../group.js';
import type { Actor } from './actor.js';
import { canDeleteComment, canPostDiscussion, discussionRights, isPostingExempt } from './discussion.js';
import type { GroupRef } from './group.js';

const actor = (name: string, role: number = Role.USER): Actor => ({
  uid: `u-${name}`,
  username: name,
  role,
  status: 0,
});
const group: GroupRef = { uid: 'u-groot', auth: 2, visible: true, status: 0 };
/** Who, and their level in the group. */
const CALLERS: Record<string, [Actor | null, number]> = {
  anonymous: [null, 0],
  nonMember: [actor('stranger'), 0],
  siteAdmin: [actor('sadmin', Role.ADMIN), 0],
  applicant: [actor('applicant'), MemberAuth.APPLYING],
  author: [actor('author'), MemberAuth.MEMBER],
  member: [actor('member'), MemberAuth.MEMBER],
  groupAdmin: [actor('gadmin'), MemberAuth.ADMIN],
  groupRoot: [actor('groot'), MemberAuth.ROOT],
  siteRoot: [actor('root', Role.ROOT), 0],
};
const rightsOf = (who: string, status: number, inGroup: boolean) => {
  const [u, level] = CALLERS[who];
  return discussionRights(u, { uid: 'u-author', status }, inGroup ? { group, level } : null);
};
const granted = (status: number, inGroup: boolean, right: 'read' | 'edit' | 'remove' | 'moderate') =>
  Object.keys(CALLERS).filter((who) => rightsOf(who, status, inGroup)[right]);

describe('discussionRights', () => {
  it('a group discussion: members read it; author and group admins edit and delete; group admins moderate', () => {
    expect(granted(0, true, 'read')).toEqual(['author', 'member', 'groupAdmin', 'groupRoot', 'siteRoot']);
    expect(granted(0, true, 'edit')).toEqual(['author', 'groupAdmin', 'groupRoot', 'siteRoot']);
    expect(granted(0, true, 'remove')).toEqual(['author', 'groupAdmin', 'groupRoot', 'siteRoot']);
    expect(granted(0, true, 'moderate')).toEqual(['groupAdmin', 'groupRoot', 'siteRoot']);
  });

  it('a hidden group discussion: its author and the group admins', () => {
    expect(granted(1, true, 'read')).toEqual(['author', 'groupAdmin', 'groupRoot', 'siteRoot']);
  });

  it('a group discussion in a banned group: the site root alone', () => {
    const banned = { ...group, status: 1 };
    const who = Object.entries(CALLERS)
      .filter(
        ([, [u, level]]) =>
          discussionRights(u, { uid: 'u-author', status: 0 }, { group: banned, level }).read,
      )
      .map(([k]) => k);
    expect(who).toEqual(['siteRoot']);
  });

  it('a main-site discussion: anyone reads it; hidden, the author and admin roles', () => {
    expect(granted(0, false, 'read')).toEqual(Object.keys(CALLERS));
    expect(granted(1, false, 'read')).toEqual(['siteAdmin', 'author', 'siteRoot']);
    expect(granted(0, false, 'edit')).toEqual(['author']);
    expect(granted(0, false, 'remove')).toEqual(['siteAdmin', 'author', 'siteRoot']);
  });

  it('posting in a group: members; the thresholds spare admin roles and group admins', () => {
    const posters = Object.entries(CALLERS)
      .filter(([, [u, level]]) => canPostDiscussion(u, { group, level }))
      .map(([k]) => k);
    expect(posters).toEqual(['author', 'member', 'groupAdmin', 'groupRoot', 'siteRoot']);
    const exempt = Object.entries(CALLERS)
      .filter(([, [u, level]]) => isPostingExempt(u, { group, level }))
      .map(([k]) => k);
    expect(exempt).toEqual(['siteAdmin', 'groupAdmin', 'groupRoot', 'siteRoot']);
  });

  it("a comment on a group discussion: its author or the group's admins delete it", () => {
    const c = { fromUid: 'u-member' };
    expect(canDeleteComment(actor('member'), c, { groupAdmin: false })).toBe(true);
    expect(canDeleteComment(actor('sadmin', Role.ADMIN), c, { groupAdmin: false })).toBe(false);
    expect(canDeleteComment(actor('gadmin'), c, { groupAdmin: true })).toBe(true);
    expect(canDeleteComment(actor('sadmin', Role.ADMIN), c, null)).toBe(true);
  });
});
