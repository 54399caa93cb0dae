// One decision for every path that shows a submission (detail, list rows, status polling, case
// results, wrong-case download): a case per role, on a non-contest submission of a hidden
// (private) problem with a compile error, and on a public problem's wrong answer.
import { describe, expect, it } from 'vitest';
import { Role } from '../roles.js';
import { JudgeStatus } from '../judge-status.js';
import { ProblemAuth } from '../problem.js';
import type { Actor } from './actor.js';
import { submissionVisibility, type SubmissionFacts, type SubmissionProblemFacts } from './submission.js';

const actor = (uid: string, role: number): Actor => ({ uid, username: uid, role });
const ROLES: Record<string, Actor | null> = {
  root: actor('root', Role.ROOT),
  admin: actor('admin', Role.ADMIN),
  problemAdmin: actor('padmin', Role.PROBLEM_ADMIN),
  authorAdmin: actor('author', Role.ADMIN),
  owner: actor('owner', Role.USER),
  otherUser: actor('other', Role.USER),
  anonymous: null,
};
const problem = (auth: number): SubmissionProblemFacts => ({
  auth,
  author: 'author',
  gid: null,
  codeShare: true,
  openCaseResult: true,
});
const wrongAnswer: SubmissionFacts = { uid: 'owner', cid: 0, status: JudgeStatus.WRONG_ANSWER, share: false };
const see = (who: string, s: SubmissionFacts, p: SubmissionProblemFacts | null, hide = false) =>
  submissionVisibility(ROLES[who], s, p, { hideNonContestSubmissionCode: hide });

describe('submissionVisibility: one rule per role', () => {
  it('public problem, wrong answer: code/error/IP to owner and back-office roles; cases in full to problem admins and the author', () => {
    const expected: Record<string, [boolean, boolean, boolean, string, string | null]> = {
      //            code   error  ip     cases       wrongCase
      root: [true, true, true, 'all', 'not_own'],
      admin: [true, true, true, 'limited', 'not_own'],
      problemAdmin: [true, true, true, 'all', 'not_own'],
      authorAdmin: [true, true, true, 'all', 'not_own'],
      owner: [true, true, true, 'limited', null],
      otherUser: [false, false, false, 'limited', 'not_own'],
      anonymous: [false, false, false, 'limited', 'not_own'],
    };
    for (const [who, [code, error, ip, cases, wrongCase]] of Object.entries(expected)) {
      const v = see(who, wrongAnswer, problem(ProblemAuth.PUBLIC));
      expect({ who, read: v.read, code: v.code, error: v.errorMessage, ip: v.ip, cases: v.cases, wrongCase: v.wrongCase }).toEqual(
        { who, read: true, code, error, ip, cases, wrongCase },
      );
    }
  });

  it('hidden problem: only the owner, problem admins, root and the author-admin read its submissions', () => {
    const readers = Object.keys(ROLES).filter((who) => see(who, wrongAnswer, problem(ProblemAuth.PRIVATE)).read);
    expect(readers.sort()).toEqual(['authorAdmin', 'owner', 'problemAdmin', 'root']);
    expect(see('otherUser', wrongAnswer, problem(ProblemAuth.PRIVATE)).cases).toBe('none');
    expect(see('anonymous', wrongAnswer, problem(ProblemAuth.PRIVATE)).cases).toBe('none');
  });

  it("compile errors: everyone may read the compiler output; an admin who is not the author sees other statuses' error text too", () => {
    const ce = { ...wrongAnswer, status: JudgeStatus.COMPILE_ERROR };
    for (const who of Object.keys(ROLES)) expect(see(who, ce, problem(ProblemAuth.PUBLIC)).errorMessage).toBe(true);
    expect(see('admin', wrongAnswer, problem(ProblemAuth.PUBLIC)).errorMessage).toBe(true);
    expect(see('owner', ce, problem(ProblemAuth.PUBLIC)).wrongCase).toBe('no_failing_case');
  });

  it('contest submissions: details to the owner and root only; never case results to others', () => {
    const inContest = { ...wrongAnswer, cid: 7 };
    for (const who of Object.keys(ROLES)) {
      const v = see(who, inContest, problem(ProblemAuth.PUBLIC));
      const full = who === 'owner' || who === 'root';
      expect({ who, code: v.code, stats: v.stats, share: v.share }).toEqual({ who, code: full, stats: full, share: false });
      if (!['owner', 'root', 'problemAdmin', 'authorAdmin'].includes(who)) expect(v.cases).toBe('none');
    }
    expect(see('owner', inContest, problem(ProblemAuth.PUBLIC)).wrongCase).toBe('contest');
  });

  it('shared code and the hideNonContestSubmissionCode switch', () => {
    const shared = { ...wrongAnswer, share: true };
    expect(see('otherUser', shared, problem(ProblemAuth.PUBLIC)).code).toBe(true);
    expect(see('otherUser', shared, problem(ProblemAuth.PUBLIC), true).code).toBe(false);
    expect(see('admin', shared, problem(ProblemAuth.PUBLIC), true).code).toBe(false);
    expect(see('root', shared, problem(ProblemAuth.PUBLIC), true).code).toBe(true);
    expect(see('owner', wrongAnswer, problem(ProblemAuth.PUBLIC)).canShare).toBe(true);
    expect(see('otherUser', wrongAnswer, problem(ProblemAuth.PUBLIC)).canShare).toBe(false);
  });

  it('a submission whose problem is gone: readable, closed for wrong cases', () => {
    const v = see('owner', wrongAnswer, null);
    expect(v.read).toBe(true);
    expect(v.wrongCase).toBe('closed');
  });
});
