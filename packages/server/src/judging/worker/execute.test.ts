// A worker's progress reports: one that fails while the judge is still running (its server
// restarting) fails the job, so the queue retries it, and never escapes as an unhandled rejection,
// which would end the worker process (seen in a scaled-mode QA run: the worker exited for good).
import { afterEach, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import type { Judge } from '@judge/judge';
import type { JudgeHost, JudgeTask } from '../protocol.js';
import { executeJob } from './execute.js';

const TASK: JudgeTask = {
  submitId: 7,
  version: 0,
  language: 'C++',
  code: 'int main(){}',
  problem: { timeLimit: 1000, memoryLimit: 256, cases: [] },
};

/** A judge that reports Judging, then one case, then keeps working for `ms` before its verdict. */
function slowJudge(ms: number): Judge {
  return {
    judge: async ({ onProgress }: { onProgress?: (e: unknown) => void }) => {
      onProgress?.({ type: 'status', status: JudgeStatus.JUDGING });
      onProgress?.({
        type: 'case',
        result: {
          caseId: 1,
          seq: 1,
          groupNum: 0,
          status: 0,
          time: 1,
          memory: 1,
          score: 0,
          fullScore: 0,
          message: '',
          inputName: '1.in',
          outputName: '1.out',
        },
      });
      await new Promise((r) => setTimeout(r, ms));
      return {
        status: JudgeStatus.ACCEPTED,
        time: 1,
        memory: 1,
        score: null,
        oiRankScore: null,
        errorMessage: '',
        cases: [],
      };
    },
  } as unknown as Judge;
}

describe('executeJob progress reports', () => {
  const unhandled: unknown[] = [];
  const onUnhandled = (e: unknown) => unhandled.push(e);
  afterEach(() => {
    process.off('unhandledRejection', onUnhandled);
  });

  it('a report failing mid-judging fails the job after the judge ends, without an unhandled rejection', async () => {
    process.on('unhandledRejection', onUnhandled);
    const finished: number[] = [];
    const host: JudgeHost = {
      claim: async () => TASK,
      judging: async () => {
        throw new Error('fetch failed: connect ECONNREFUSED');
      },
      caseResult: async () => {},
      finish: async (id) => {
        finished.push(id);
      },
      testResult: async () => {},
    };
    const job = { kind: 'judge' as const, submitId: 7, version: 0, priority: 2 as const };
    await expect(executeJob(Promise.resolve(slowJudge(150)), host, job, 'w1')).rejects.toThrow(
      /ECONNREFUSED/,
    );
    await new Promise((r) => setTimeout(r, 20)); // let any stray rejection surface
    expect(unhandled).toEqual([]);
    expect(finished).toEqual([]); // no verdict over a job whose progress was not all written
  });

  it('all reports written: the verdict goes out last', async () => {
    const calls: string[] = [];
    const host: JudgeHost = {
      claim: async () => TASK,
      judging: async () => void calls.push('judging'),
      caseResult: async () => void calls.push('case'),
      finish: async () => void calls.push('finish'),
      testResult: async () => {},
    };
    const job = { kind: 'judge' as const, submitId: 7, version: 0, priority: 2 as const };
    expect(await executeJob(Promise.resolve(slowJudge(10)), host, job, 'w1')).toBe('judged');
    expect(calls).toEqual(['judging', 'case', 'finish']);
  });
});
