// The "manages every problem" rule per role, and the problem rules built on it.
import { describe, expect, it } from 'vitest';
import { Role } from '../roles.js';
import { ProblemAuth } from '../problem.js';
import type { Actor } from './actor.js';
import { MemberAuth } from '../group.js';
import {
  canDownloadTestcase,
  canManageAllProblems,
  canManageProblem,
  canViewProblem,
  visibleProblemBanks,
} from './problem.js';

const actor = (role: number, status = 0): Actor => ({ uid: `u${role}`, username: `u${role}`, role, status });
const privateProblem = { auth: ProblemAuth.PRIVATE, author: 'someone-else', gid: null };

describe('canManageAllProblems', () => {
  it('holds for root and problem admins only, and never for a banned account', () => {
    expect(canManageAllProblems(actor(Role.ROOT))).toBe(true);
    expect(canManageAllProblems(actor(Role.PROBLEM_ADMIN))).toBe(true);
    expect(canManageAllProblems(actor(Role.ADMIN))).toBe(false);
    expect(canManageAllProblems(actor(Role.USER))).toBe(false);
    expect(canManageAllProblems(actor(Role.ROOT, 1))).toBe(false);
    expect(canManageAllProblems(null)).toBe(false);
  });

  it('agrees with the problem rules that depend on it', () => {
    for (const role of [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN, Role.USER]) {
      const u = actor(role);
      const all = canManageAllProblems(u);
      expect(canManageProblem(u, { author: null })).toBe(all);
      expect(canViewProblem(u, privateProblem)).toBe(all);
      expect(visibleProblemBanks(u).includes('Contest')).toBe(all);
    }
  });
});

describe('group problems (canViewProblem, canDownloadTestcase)', () => {
  const user = actor(Role.USER);
  const gp = (auth: number, author = 'someone-else') => ({ auth, author, gid: 7 });
  it('members see the public ones; a contest problem only its administrators; a private one nobody of the group', () => {
    expect(canViewProblem(user, gp(ProblemAuth.PUBLIC), MemberAuth.MEMBER)).toBe(true);
    expect(canViewProblem(user, gp(ProblemAuth.PUBLIC), MemberAuth.APPLYING)).toBe(false);
    expect(canViewProblem(user, gp(ProblemAuth.CONTEST), MemberAuth.MEMBER)).toBe(false);
    expect(canViewProblem(user, gp(ProblemAuth.CONTEST), MemberAuth.ADMIN)).toBe(true);
    expect(canViewProblem(user, gp(ProblemAuth.CONTEST), MemberAuth.ROOT)).toBe(true);
    expect(canViewProblem(user, gp(ProblemAuth.CONTEST, user.username), MemberAuth.MEMBER)).toBe(true);
    expect(canViewProblem(user, gp(ProblemAuth.CONTEST, user.username), 0)).toBe(false);
    expect(canViewProblem(user, gp(ProblemAuth.PRIVATE), MemberAuth.ROOT)).toBe(false);
    expect(canViewProblem(actor(Role.ROOT), gp(ProblemAuth.CONTEST), 0)).toBe(true);
  });
  it('test data of a group problem: root, its author, the group admins; not members', () => {
    expect(canDownloadTestcase(user, gp(ProblemAuth.PUBLIC), MemberAuth.MEMBER)).toBe(false);
    expect(canDownloadTestcase(user, gp(ProblemAuth.PUBLIC), MemberAuth.ADMIN)).toBe(true);
    expect(canDownloadTestcase(user, gp(ProblemAuth.PUBLIC), MemberAuth.ROOT)).toBe(true);
    expect(canDownloadTestcase(user, gp(ProblemAuth.PUBLIC, user.username), 0)).toBe(true);
    expect(canDownloadTestcase(actor(Role.ROOT), gp(ProblemAuth.PUBLIC), 0)).toBe(true);
    expect(canDownloadTestcase(actor(Role.PROBLEM_ADMIN), gp(ProblemAuth.PUBLIC), 0)).toBe(false);
    // a main-site problem: whoever may edit it
    expect(canDownloadTestcase(actor(Role.PROBLEM_ADMIN), { author: 'x', gid: null }, null)).toBe(true);
    expect(canDownloadTestcase(user, { author: 'x', gid: null }, null)).toBe(false);
  });
});
