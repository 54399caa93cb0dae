// The "manages every problem" rule per role, and the problem rules built on it.
import { describe, expect, it } from 'vitest';
import { Role } from '../roles.js';
import { ProblemAuth } from '../problem.js';
import type { Actor } from './actor.js';
import { canManageAllProblems, canManageProblem, canViewProblem, visibleProblemBanks } from './problem.js';

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
