// The server's side of the judge protocol: what a judge (embedded or remote) reports is applied
// here, in one place, with writes conditional on the submission version (see submission-repo.ts).
import { EventEmitter } from 'node:events';
import { JudgeStatus } from '@judge/shared';
import type { TestJudgeResult } from '@judge/judge';
import type { Database } from '../db/index.js';
import { activeCases, findProblemById } from '../modules/problem/repo.js';
import type { TestDataBlobs } from '../modules/problem/testdata/store.js';
import type { CaseReport, FinalVerdict, JudgeHost, JudgeTask } from './protocol.js';
import {
  claimSubmission,
  findSubmission,
  finishSubmission,
  markJudging,
  writeCaseResult,
} from '../modules/submission/repo.js';
import { judgeProblemOf, type CaseRefs } from './task-builder.js';
import { refreshContestRecord } from '../modules/contest/repo.js';
import type { TestJudgeStore } from './test-judge-store.js';

/** `update` {submitId, status} on every status change; `finished` {submitId, status} on a final one. */
export type JudgeEvents = EventEmitter;

export interface JudgeResultsDeps {
  database: Database;
  blobs: TestDataBlobs;
  tests: TestJudgeStore;
  events: JudgeEvents;
}

export function judgeResults({ database, blobs, tests, events }: JudgeResultsDeps) {
  const { db } = database;

  async function claim(
    submitId: number,
    version: number,
    judger: string,
    refs: CaseRefs,
  ): Promise<JudgeTask | null> {
    if (!(await claimSubmission(database, submitId, version, judger))) {
      // Cancelled (or finished) before this judge got it: the contest record follows the row
      // ("not penalised" after a cancel; NULL again if a newer run is queued).
      await refreshContestRecord(database, submitId);
      return null;
    }
    events.emit('update', { submitId, status: JudgeStatus.COMPILING });
    const sub = (await findSubmission(db, submitId))!;
    const problem = await findProblemById(db, sub.pid);
    const cases = problem ? await activeCases(db, problem.id) : [];
    if (!problem || cases.length === 0) {
      await finish(submitId, version, {
        status: JudgeStatus.SYSTEM_ERROR,
        time: null,
        memory: null,
        score: null,
        oiRankScore: null,
        errorMessage: problem ? 'The problem has no test data.' : 'The problem no longer exists.',
      });
      return null;
    }
    return {
      submitId,
      version,
      language: sub.language,
      code: sub.code,
      problem: await judgeProblemOf(problem, cases, refs, blobs),
    };
  }

  async function judging(submitId: number, version: number) {
    if (await markJudging(database, submitId, version))
      events.emit('update', { submitId, status: JudgeStatus.JUDGING });
  }

  async function caseResult(submitId: number, version: number, c: CaseReport) {
    if (await writeCaseResult(database, submitId, version, c)) events.emit('case', { submitId, seq: c.seq });
  }

  async function finish(submitId: number, version: number, v: FinalVerdict) {
    if (await finishSubmission(database, submitId, version, v)) {
      events.emit('update', { submitId, status: v.status });
      events.emit('finished', { submitId, status: v.status });
    }
  }

  async function testResult(key: string, result: TestJudgeResult) {
    await tests.complete(key, result);
    events.emit('test', { key });
  }

  /** A host for a judge in this process: direct calls, case files by local path. */
  function localHost(): JudgeHost {
    return {
      claim: (s, v, j) => claim(s, v, j, 'path'),
      judging,
      caseResult,
      finish,
      testResult,
    };
  }

  return { claim, judging, caseResult, finish, testResult, localHost };
}
export type JudgeResults = ReturnType<typeof judgeResults>;
