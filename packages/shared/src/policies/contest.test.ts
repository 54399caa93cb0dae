// Back-office contest rules, a case per role: root, the admin who created the contest, another
// admin, a problem admin, an ordinary user (even one recorded as creator), a banned creator, anonymous.
import { describe, expect, it } from 'vitest';
import { Role } from '../roles.js';
import type { Actor } from './actor.js';
import { MemberAuth } from '../group.js';
import {
  anonymousProblemList,
  canSeeOutsideBoard,
  canDeleteContest,
  canManageContest,
  canManageGroupContest,
  canRemoveContestProblem,
  holdsContestAdmin,
  isContestAdmin,
  seesAllContests,
} from './contest.js';

const actor = (uid: string, role: number, status = 0): Actor => ({ uid, username: uid, role, status });
const ROLES: Record<string, Actor | null> = {
  root: actor('root', Role.ROOT),
  creator: actor('creator', Role.ADMIN),
  otherAdmin: actor('other', Role.ADMIN),
  problemAdmin: actor('padmin', Role.PROBLEM_ADMIN),
  demotedCreator: actor('creator', Role.USER),
  bannedCreator: actor('creator', Role.ADMIN, 1),
  anonymous: null,
};
const contest = { uid: 'creator', auth: 0, startTime: 0, endTime: 1 };

describe('contest back-office policies', () => {
  it('one row per role: manage (edit, visibility, problems, announcements, clone), remove a problem, delete, see all', () => {
    const expected: Record<string, [boolean, boolean, boolean, boolean]> = {
      //                 manage remove delete seeAll
      root: [true, true, true, true],
      creator: [true, true, false, false],
      otherAdmin: [false, false, false, false],
      problemAdmin: [false, true, false, true],
      demotedCreator: [false, false, false, false],
      bannedCreator: [false, false, false, false],
      anonymous: [false, false, false, false],
    };
    for (const [who, want] of Object.entries(expected)) {
      const u = ROLES[who];
      expect([canManageContest(u, contest), canRemoveContestProblem(u, contest), canDeleteContest(u), seesAllContests(u)], who).toEqual(want);
    }
  });

  it('a contest without a recorded creator is managed by root alone', () => {
    expect(canManageContest(ROLES.creator, { uid: null })).toBe(false);
    expect(canManageContest(ROLES.root, { uid: null })).toBe(true);
  });

  it('the contest admin of the public pages stays root, creator or group root (any role)', () => {
    expect(isContestAdmin(ROLES.demotedCreator, contest)).toBe(true);
    expect(isContestAdmin(ROLES.otherAdmin, contest)).toBe(false);
  });

  it('group contests: the group roots hold it, as canManageGroupContest lets them manage it; plain members and other group admins do not', () => {
    const group = { ...contest, gid: 7 };
    const who = (uid: string, groupAuth: number | null, role: number = Role.USER) => ({ uid, role, groupAuth });
    const cases: [string, ReturnType<typeof who>, boolean][] = [
      ['site root', who('r', null, Role.ROOT), true],
      ['creator (a group admin)', who('creator', MemberAuth.ADMIN, Role.ADMIN), true],
      ['group root', who('g', MemberAuth.ROOT), true],
      ['other group admin', who('a', MemberAuth.ADMIN), false],
      ['member', who('m', MemberAuth.MEMBER), false],
    ];
    for (const [name, w, want] of cases) {
      expect(holdsContestAdmin(w, group), name).toBe(want);
      // Those who manage the group contest are all contest admins.
      const actor = { uid: w.uid, username: w.uid, role: w.role };
      if (canManageGroupContest(actor, group, w.groupAuth ?? 0)) expect(want, name).toBe(true);
      expect(isContestAdmin(actor, group, { groupAuth: w.groupAuth }), name).toBe(want);
    }
    // A group level counts only in a group contest.
    expect(holdsContestAdmin(who('g', MemberAuth.ROOT), contest)).toBe(false);
  });
});

describe('the outside board (canSeeOutsideBoard)', () => {
  const now = 1000;
  const open = { uid: 'creator', auth: 0, startTime: 0, endTime: 5000, openRank: true };
  const user = actor('u', Role.USER);
  it('a site contest that opens it, once started: everyone, signed in or not', () => {
    expect(canSeeOutsideBoard(null, open, {}, now)).toBe(true);
    expect(anonymousProblemList(open, now)).toBe(true);
    expect(canSeeOutsideBoard(user, { ...open, openRank: false }, {}, now)).toBe(false);
    expect(canSeeOutsideBoard(user, { ...open, startTime: 2000 }, {}, now)).toBe(false);
    expect(canSeeOutsideBoard(user, { ...open, visible: false }, {}, now)).toBe(false);
  });
  it("a group contest's: the group's members and the site root, never anonymous", () => {
    const g = { ...open, gid: 3 };
    expect(canSeeOutsideBoard(user, g, { groupAuth: MemberAuth.MEMBER }, now)).toBe(true);
    expect(canSeeOutsideBoard(user, g, { groupAuth: MemberAuth.APPLYING }, now)).toBe(false);
    expect(canSeeOutsideBoard(user, g, {}, now)).toBe(false);
    expect(canSeeOutsideBoard(actor('r', Role.ROOT), g, {}, now)).toBe(true);
    expect(canSeeOutsideBoard(null, g, {}, now)).toBe(false);
    expect(anonymousProblemList(g, now)).toBe(false);
  });
});
