// Submission rules: intake (hoj-behaviour §1.2, in its order), resubmit, status polling, case results,
// test runs, and the admin actions rejudge / cancel / manual judge (§1.5). Every status change goes
// through submission-repo.ts, which keeps the AC list and the contest records consistent.
import { randomBytes } from 'node:crypto';
import {
  INPUT_LIMITS,
  JudgeStatus,
  MANUAL_JUDGE_OPTIONS,
  ProblemType,
  USER_RESUBMITTABLE,
  canSeeContest,
  canSubmit,
  type Refusal,
} from '@judge/shared';
import { judgeOiRankScore } from '@judge/judge';
import type { AppContext } from '../../context.js';
import { badRequest, BizError, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import type { AuthUser } from '../../lib/auth/index.js';
import { actorOf } from '../../lib/auth/actor.js';
import { readBool } from '../../db/columns.js';
import { memberLevel } from '../group/access.js';
import {
  findLocalLanguage,
  findProblemByDisplayId,
  findProblemById,
  problemLanguageNames,
  type ProblemRow,
} from '../problem/repo.js';
import { presentSubmission } from './presenter.js';
import type { JudgeRuntime } from '../../judging/runtime.js';
import { problemSettings } from '../../judging/task-builder.js';
import {
  IN_PROGRESS,
  findByClientKey,
  findSubmission,
  finishSubmission,
  insertSubmission,
  resetForRejudge,
  setManualVerdict,
  type SubmissionRow,
} from './repo.js';
import { JobPriority } from '../../judging/protocol.js';
import {
  findContest,
  findContestProblemByDisplayId,
  isRegistered,
  type ContestProblemRow,
  type ContestRow,
} from '../contest/repo.js';
import { contestRefOf } from '../contest/rules.js';
import { trainingSubmitTarget } from '../training/access.js';
import { contestFactsOf } from '../contest/access.js';

/** A contest submission's contest, its contest_problem row and the problem. */
interface ContestTarget {
  contest: ContestRow;
  contestProblem: ContestProblemRow;
  problem: ProblemRow;
}

const REFUSAL_KEYS: Record<Refusal, string> = {
  login_required: 'Please_login_first',
  banned: 'Account_Banned',
  no_submit_permission: 'No_Permission_Submit',
  judge_closed: 'Judge_Closed',
  problem_hidden: 'Problem_Not_Submittable',
  contest_not_started: 'Contest_Not_Started',
  contest_ended: 'Contest_Ended',
  contest_not_registered: 'Contest_Not_Registered',
  contest_account_limit: 'Contest_Account_Limit',
  not_group_member: 'Not_Group_Member',
};

function refuse(reason: Refusal): BizError {
  if (reason === 'login_required') return unauthorized('Please_login_first');
  // Who the caller is forbids it (not a wrong request): 403, as every other group call refuses outsiders.
  if (reason === 'no_submit_permission' || reason === 'banned' || reason === 'not_group_member')
    return forbidden(REFUSAL_KEYS[reason]);
  return badRequest(REFUSAL_KEYS[reason]);
}

export interface SubmitBody {
  pid: string;
  language: string;
  code: string;
  cid?: number;
  tid?: number | null;
  gid?: number | null;
  isRemote?: boolean;
}

export interface TestSubmitBody {
  pid: string | number;
  language: string;
  code: string;
  userInput: string;
  expectedOutput?: string | null;
  type?: string;
  mode?: string;
  isRemoteJudge?: boolean;
  cid?: number;
  gid?: number | null;
}

export function submissionIntake(ctx: AppContext, runtime: JudgeRuntime) {
  const { database, kv, siteConfig } = ctx;
  const { db } = database;

  async function problemFor(pid: string | number): Promise<ProblemRow> {
    const s = String(pid).trim();
    const p =
      (await findProblemByDisplayId(db, s)) ??
      (/^\d+$/.test(s) ? await findProblemById(db, Number(s)) : undefined);
    if (!p) throw notFound('Problem_Not_Exist');
    return p;
  }

  /** Step 2 of intake: a local language, and one the problem accepts. */
  async function checkLanguage(problem: ProblemRow, language: string) {
    const lang = await findLocalLanguage(db, language);
    const allowed = await problemLanguageNames(db, problem.id);
    if (!lang || (allowed.length > 0 && !allowed.includes(language)))
      throw badRequest('Language_Not_Allowed', { language });
  }

  /** Step 3: code length 1–65535. */
  function checkCode(code: string) {
    if (code.trim().length === 0 || code.length > INPUT_LIMITS.codeMax)
      throw badRequest('Code_Length_Invalid', { max: INPUT_LIMITS.codeMax });
  }

  /** Step 4: one submission (or test run) per user per `defaultSubmitInterval` seconds. */
  async function checkInterval(kind: 'submit' | 'test', uid: string) {
    const seconds = (await siteConfig.switches()).defaultSubmitInterval;
    if (!seconds) return;
    const key = `${kind}-interval:${uid}`;
    if (!(await kv.setIfAbsent(key, '1', seconds * 1000))) {
      const left = Math.max(1, Math.ceil((await kv.ttl(key)) / 1000));
      throw badRequest('Submit_Too_Frequently', { seconds: left });
    }
  }

  /**
   * Steps 1, 5 and 6: switches, permission and visibility (one policy, shared with the web); in a
   * contest also its time window, registration and account-limit rule (contest admins bypass them).
   */
  async function checkAllowed(user: AuthUser, problem: ProblemRow, contest: ContestTarget | null = null) {
    const switches = await siteConfig.switches();
    // The caller's level in the group that scopes the call: the contest's group inside a contest,
    // else the problem's group (group problems are their members' only).
    const gid = contest ? contest.contest.gid : problem.gid;
    const groupAuth = gid != null ? await memberLevel(db, gid, user.uid) : null;
    const view = contest
      ? { registered: await isRegistered(db, contest.contest.id, user.uid), groupAuth }
      : { groupAuth };
    const decision = canSubmit(
      actorOf(user),
      { auth: problem.auth, author: problem.author, gid: problem.gid, isRemote: readBool(problem.is_remote) },
      contest ? contestRefOf(contest.contest) : null,
      switches,
      { view },
    );
    if (!decision.ok) throw refuse(decision.reason);
  }

  async function switchGate(body: { cid?: number; gid?: number | null }) {
    const sw = await siteConfig.switches();
    const open = body.cid ? sw.openContestJudge : body.gid ? sw.openGroupJudge : sw.openPublicJudge;
    if (!open) throw badRequest('Judge_Closed');
  }

  /**
   * The contest branch of intake (§1.2): the contest must exist and hold the problem. `pid` is the
   * problem's id inside the contest ("A"); the problem's own display id is accepted too.
   */
  async function contestTarget(user: AuthUser, cid: number, pid: string | number): Promise<ContestTarget> {
    const contest = await findContest(db, cid);
    if (!contest) throw notFound('Contest_Not_Exist');
    // A hidden contest exists only for its admins (the same rule as every contest call), before
    // anything of its problems is told.
    const registered = await isRegistered(db, contest.id, user.uid);
    const groupAuth = contest.gid != null ? await memberLevel(db, contest.gid, user.uid) : null;
    if (!canSeeContest(actorOf(user), contestFactsOf(contest), { registered, groupAuth }).ok)
      throw notFound('Contest_Not_Exist');
    const key = String(pid).trim();
    let cp = await findContestProblemByDisplayId(db, cid, key);
    if (!cp) {
      const p = await findProblemByDisplayId(db, key);
      if (p)
        cp = await db
          .selectFrom('contest_problem')
          .selectAll()
          .where('cid', '=', cid)
          .where('pid', '=', p.id)
          .executeTakeFirst();
    }
    if (!cp) throw notFound('Contest_Problem_Not_Exist');
    const problem = await findProblemById(db, cp.pid);
    if (!problem) throw notFound('Problem_Not_Exist');
    return { contest, contestProblem: cp, problem };
  }

  /**
   * The submission this user already made with this Idempotency-Key: the same one is answered again
   * (not queued again: it was queued when written, and the stale sweep requeues a lost job). A key
   * reused for other code or another problem is refused rather than silently answered.
   */
  async function replayed(user: AuthUser, body: SubmitBody, clientKey: string) {
    const s = await findByClientKey(db, user.uid, clientKey);
    if (!s) return null;
    const target = body.cid && body.cid > 0 ? body.cid : 0;
    if (s.code !== body.code || s.language !== body.language || s.cid !== target)
      throw badRequest('Idempotency_Key_Reused');
    return presentSubmission(s);
  }

  async function submit(user: AuthUser, body: SubmitBody, ip: string | null, clientKey?: string) {
    if (clientKey) {
      // Before the checks: a resent request must not be refused by the interval its first copy started.
      const again = await replayed(user, body, clientKey);
      if (again) return again;
    }
    await switchGate(body);
    const target = body.cid && body.cid > 0 ? await contestTarget(user, body.cid, body.pid) : null;
    const problem = target?.problem ?? (await problemFor(body.pid));
    await checkLanguage(problem, body.language);
    checkCode(body.code);
    // No submit interval inside contests (§1.2 step 4).
    if (!target) await checkInterval('submit', user.uid);
    await checkAllowed(user, problem, target);
    // From a training (§1.2 step 6): one the caller may open, holding this problem. Its rank reads
    // the registered users' submissions, so nothing of the training is stored with the submission.
    if (!target && body.tid != null && body.tid > 0)
      await trainingSubmitTarget(db, body.tid, problem.id, actorOf(user));
    const fresh = {
      pid: problem.id,
      // The problem's own display id, as on the main site (HOJ's JudgeVO has both displayPid and the
      // contest's displayId "A", which contest views take from cpid / contest_record and which
      // hide displayPid while the contest runs).
      displayPid: problem.problem_id,
      uid: user.uid,
      username: user.username,
      code: body.code,
      language: body.language,
      cid: target ? target.contest.id : 0,
      cpid: target ? target.contestProblem.id : 0,
      gid: problem.gid,
      ip,
      clientKey: clientKey ?? null,
      ...(target
        ? {
            contest: {
              contest: target.contest,
              displayId: target.contestProblem.display_id,
              realname: user.row.realname,
            },
          }
        : {}),
    };
    let row: SubmissionRow;
    try {
      row = await insertSubmission(database, fresh);
    } catch (e) {
      // Two copies of one request at once: the second insert breaks the (uid, client_key) unique
      // index, and the first copy's row is the answer.
      const again = clientKey ? await replayed(user, body, clientKey) : null;
      if (again) return again;
      throw e;
    }
    // The row as saved (Pending); the client polls check-submissions-status from here.
    return presentSubmission((await dispatchOrFail(row)) ?? row);
  }

  /** Queue a run; if the queue refuses (Redis down), the submission ends as Submitted Failed. */
  async function dispatchOrFail(row: SubmissionRow): Promise<SubmissionRow | null> {
    try {
      await runtime.dispatch({ submit_id: Number(row.submit_id), version: row.version, cid: row.cid });
      return null;
    } catch (e) {
      await finishSubmission(database, Number(row.submit_id), row.version, {
        status: JudgeStatus.SUBMITTED_FAILED,
        time: null,
        memory: null,
        score: null,
        oiRankScore: null,
        errorMessage: `Could not queue the submission: ${(e as Error).message}`,
      });
      return (await findSubmission(db, Number(row.submit_id))) ?? null;
    }
  }

  async function loadSubmission(submitId: number) {
    const s = await findSubmission(db, submitId);
    if (!s) throw notFound('Submission_Not_Exist');
    return s;
  }

  async function resubmit(user: AuthUser, submitId: number) {
    const s = await loadSubmission(submitId);
    if (s.uid !== user.uid) throw forbidden('Resubmit_Not_Own');
    if (!USER_RESUBMITTABLE.has(s.status)) throw badRequest('Resubmit_Not_Allowed');
    // In a contest only remote-judge problems may be resubmitted (§1.5); local ones are refused.
    if (s.cid > 0) {
      const problem = await findProblemById(db, s.pid);
      if (!problem || !readBool(problem.is_remote)) throw badRequest('Resubmit_Not_Allowed');
    }
    const fresh = (await resetForRejudge(database, submitId))!;
    return presentSubmission((await dispatchOrFail(fresh)) ?? fresh);
  }

  async function submitTest(user: AuthUser, body: TestSubmitBody): Promise<string> {
    await switchGate({ cid: body.cid, gid: body.gid });
    const target = body.cid && body.cid > 0 ? await contestTarget(user, body.cid, body.pid) : null;
    const problem = target?.problem ?? (await problemFor(body.pid));
    await checkLanguage(problem, body.language);
    checkCode(body.code);
    if (body.userInput.length > INPUT_LIMITS.testJudgeInputMax)
      throw badRequest('Test_Input_Too_Long', { max: INPUT_LIMITS.testJudgeInputMax });
    await checkInterval('test', user.uid);
    await checkAllowed(user, problem, target);
    const key = randomBytes(16).toString('hex');
    await runtime.tests.pending(key, {
      uid: user.uid,
      userInput: body.userInput,
      expectedOutput: body.expectedOutput ?? null,
      problemJudgeMode: problem.judge_mode,
    });
    const s = problemSettings(problem);
    await runtime.queue.add({
      kind: 'test',
      key,
      priority: JobPriority.TEST,
      input: {
        language: body.language,
        code: body.code,
        input: body.userInput,
        ...(body.expectedOutput != null && body.expectedOutput !== ''
          ? { expectedOutput: body.expectedOutput }
          : {}),
        problem: {
          timeLimit: s.timeLimit,
          memoryLimit: s.memoryLimit,
          stackLimit: s.stackLimit,
          isRemoveEndBlank: s.isRemoveEndBlank,
          isFileIO: s.isFileIO,
          ioReadFileName: s.ioReadFileName,
          ioWriteFileName: s.ioWriteFileName,
          userExtraFiles: s.userExtraFiles,
        },
      },
    });
    return key;
  }

  /** Pending while queued; the result once, then it is gone. */
  async function testResult(user: AuthUser, key: string) {
    const entry = await runtime.tests.peek(key);
    if (!entry || entry.uid !== user.uid) throw badRequest('Test_Judge_Not_Found');
    const base = {
      userInput: entry.userInput,
      expectedOutput: entry.expectedOutput,
      problemJudgeMode: entry.problemJudgeMode,
    };
    if (!entry.result)
      return {
        status: JudgeStatus.PENDING as number,
        time: null,
        memory: null,
        userOutput: null,
        stderr: null,
        ...base,
      };
    await runtime.tests.remove(key);
    const r = entry.result;
    return {
      status: r.status as number,
      time: r.time,
      memory: r.memory,
      userOutput: r.output,
      // The verdict's message (exit code or signal, compiler output) then the program's own
      // stderr (a traceback): both are what the author needs to see why the run failed.
      stderr: [r.errorMessage, r.stderr?.trimEnd()].filter(Boolean).join('\n') || null,
      ...base,
    };
  }

  // ---- admin (root + perm rejudge) ------------------------------------------------------------

  async function rejudge(submitId: number) {
    await loadSubmission(submitId);
    const fresh = (await resetForRejudge(database, submitId))!;
    return presentSubmission((await dispatchOrFail(fresh)) ?? fresh);
  }

  async function rejudgeContestProblem(cid: number, pid: number) {
    const rows = await db
      .selectFrom('judge')
      .select('submit_id')
      .where('cid', '=', cid)
      .where('pid', '=', pid)
      .orderBy('submit_id')
      .execute();
    if (rows.length === 0) throw badRequest('Rejudge_No_Submissions');
    for (const r of rows) {
      const fresh = await resetForRejudge(database, Number(r.submit_id));
      if (fresh) await dispatchOrFail(fresh);
    }
    return rows.length;
  }

  async function cancel(admin: AuthUser, submitId: number) {
    const s = await loadSubmission(submitId);
    const running =
      s.status === JudgeStatus.COMPILING ||
      s.status === JudgeStatus.JUDGING ||
      (s.status === JudgeStatus.PENDING && !!s.judger);
    if (running) throw badRequest('Cancel_Not_Allowed');
    const row = await setManualVerdict(database, submitId, s.version, {
      status: JudgeStatus.CANCELLED,
      score: null,
      oiRankScore: null,
      judger: admin.username,
    });
    if (!row) throw badRequest('Cancel_Not_Allowed');
    return presentSubmission(row);
  }

  async function manualJudge(admin: AuthUser, submitId: number, status: number, score?: number | null) {
    const s = await loadSubmission(submitId);
    if (IN_PROGRESS.includes(s.status) || s.status === JudgeStatus.COMPILE_ERROR)
      throw badRequest('Manual_Judge_Not_Allowed');
    if (!(MANUAL_JUDGE_OPTIONS as number[]).includes(status)) throw badRequest('Manual_Judge_Status_Invalid');
    const problem = await findProblemById(db, s.pid);
    let patch: { score?: number | null; oiRankScore?: number | null } = {};
    if (problem && problem.type === ProblemType.OI && score !== undefined && score !== null) {
      const total = problem.io_score;
      const clamped = Math.max(0, Math.min(total, Math.round(score)));
      // The judge's formula (hoj §3.4), not HOJ's manual-judge variant (marked Q:).
      patch = { score: clamped, oiRankScore: judgeOiRankScore(clamped, total, problem.difficulty) };
    }
    const row = await setManualVerdict(database, submitId, s.version, {
      status,
      judger: admin.username,
      ...patch,
    });
    if (!row) throw badRequest('Manual_Judge_Not_Allowed');
    return presentSubmission(row);
  }

  return {
    submit,
    resubmit,
    submitTest,
    testResult,
    rejudge,
    rejudgeContestProblem,
    cancel,
    manualJudge,
  };
}
export type SubmissionIntake = ReturnType<typeof submissionIntake>;
