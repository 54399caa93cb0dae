// Runs one queue job against a judge and reports to a host. Shared by the embedded judge (host =
// direct database calls) and remote workers (host = the server's /api/judge/* endpoints).
import { JudgeStatus } from '@judge/shared';
import type { Judge, SubmissionResult } from '@judge/judge';
import type { CaseReport, FinalVerdict, JudgeHost, JudgeJob, JudgeTask } from '../protocol.js';

export type JobOutcome = 'judged' | 'skipped' | 'tested';

export function verdictOf(r: SubmissionResult): FinalVerdict {
  return {
    status: r.status,
    time: r.time,
    memory: r.memory,
    score: r.score,
    oiRankScore: r.oiRankScore,
    errorMessage: r.errorMessage || null,
  };
}

export function caseReportOf(task: JudgeTask, c: SubmissionResult['cases'][number]): CaseReport {
  const oi = task.problem.type === 1;
  return {
    caseId:
      typeof c.caseId === 'number' ? c.caseId : Number.isFinite(Number(c.caseId)) ? Number(c.caseId) : null,
    seq: c.seq,
    groupNum: c.groupNum,
    status: c.status,
    time: c.time,
    memory: c.memory,
    score: oi ? c.score : null,
    mode: task.problem.caseMode ?? 'default',
    inputData: c.inputName,
    outputData: c.outputName,
    userOutput: c.message,
  };
}

/**
 * `judge` may be a rejected promise (the sandbox could not start): the submission then ends as a
 * System Error carrying the reason, instead of waiting forever.
 */
export async function executeJob(
  judge: Promise<Judge>,
  host: JudgeHost,
  job: JudgeJob,
  judgerName: string,
): Promise<JobOutcome> {
  if (job.kind === 'test') {
    let result;
    try {
      result = await (await judge).testJudge(job.input);
    } catch (e) {
      result = {
        status: JudgeStatus.SYSTEM_ERROR,
        time: 0,
        memory: 0,
        output: '',
        errorMessage: (e as Error).message,
      };
    }
    await host.testResult(job.key, result);
    return 'tested';
  }
  // The judge first: a submission stays Pending while the judge starts (sandbox, language checks).
  let j: Judge;
  try {
    j = await judge;
  } catch (e) {
    const task = await host.claim(job.submitId, job.version, judgerName);
    if (!task) return 'skipped';
    await host.finish(task.submitId, task.version, {
      status: JudgeStatus.SYSTEM_ERROR,
      time: null,
      memory: null,
      score: null,
      oiRankScore: null,
      errorMessage: (e as Error).message,
    });
    return 'judged';
  }
  const task = await host.claim(job.submitId, job.version, judgerName);
  if (!task) return 'skipped';
  // Progress reports run beside the judging and are awaited after it. Each is marked handled as it
  // is made: one that fails while the judge still runs (a server restarting) must not be an
  // unhandled rejection, which ends a Node worker process for good; Promise.all still rejects.
  const reports: Promise<void>[] = [];
  const report = (p: Promise<void>) => {
    p.catch(() => {});
    reports.push(p);
  };
  const result = await j.judge({
    language: task.language,
    code: task.code,
    problem: task.problem,
    onProgress: (e) => {
      if (e.type === 'status' && e.status === JudgeStatus.JUDGING)
        report(host.judging(task.submitId, task.version));
      else if (e.type === 'case')
        report(host.caseResult(task.submitId, task.version, caseReportOf(task, e.result)));
    },
  });
  // A failed progress report fails the job (it is retried); the final verdict is written last.
  await Promise.all(reports);
  await host.finish(task.submitId, task.version, verdictOf(result));
  return 'judged';
}
