// One remote submission, start to end (hoj-behaviour §1.6): take an account of the site (waiting a
// bounded time), log in, submit, keep the site's run id on the row, poll the verdict on the
// reference's schedule, map it, release the account. Every failure ends in a clear status:
// Submitted Failed (resubmittable) when the site is down, refuses the account or never answers;
// System Error when nothing can work (no account configured, no adapter, a page the adapter no
// longer understands). Writes go through the same results path as local judging (push events).
import { JudgeStatus, type JudgeStatusCode } from '@judge/shared';
import type { Database } from '../../db/index.js';
import { readBool } from '../../db/columns.js';
import { findProblemById } from '../../modules/problem/repo.js';
import { claimSubmission, findSubmission } from '../../modules/submission/repo.js';
import { refreshContestRecord } from '../../modules/contest/repo.js';
import type { JudgeEvents } from '../results.js';
import type { FinalVerdict } from '../protocol.js';
import type { AccountPool } from './accounts.js';
import { splitRemoteId, type AdapterRegistry } from './registry.js';
import { RemoteError, type RemoteAccount, type RemoteAdapter, type RemoteSession } from './types.js';

export interface RemoteJudgeOptions {
  /** between two polls of a run (reference: 2.5 s) */
  pollMs: number;
  /** polls before giving up (reference: 60) */
  maxPolls: number;
  /** between two looks for a free account (reference: 3 s) */
  accountWaitMs: number;
  /** looks before giving up (reference: 200, about 10 minutes) */
  accountTries: number;
  /** attempts of a login or submit when the site cannot be reached */
  attempts: number;
  /** first backoff after a network failure; doubles each time */
  backoffMs: number;
}

export const DEFAULT_REMOTE_OPTIONS: RemoteJudgeOptions = {
  pollMs: 2500,
  maxPolls: 60,
  accountWaitMs: 3000,
  accountTries: 200,
  attempts: 3,
  backoffMs: 2000,
};

export function remoteOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): RemoteJudgeOptions {
  const n = (v: string | undefined, d: number) => (v && Number.isFinite(Number(v)) ? Number(v) : d);
  const d = DEFAULT_REMOTE_OPTIONS;
  return {
    pollMs: n(env.REMOTE_JUDGE_POLL_MS, d.pollMs),
    maxPolls: n(env.REMOTE_JUDGE_MAX_POLLS, d.maxPolls),
    accountWaitMs: n(env.REMOTE_JUDGE_ACCOUNT_WAIT_MS, d.accountWaitMs),
    accountTries: n(env.REMOTE_JUDGE_ACCOUNT_TRIES, d.accountTries),
    attempts: n(env.REMOTE_JUDGE_ATTEMPTS, d.attempts),
    backoffMs: n(env.REMOTE_JUDGE_BACKOFF_MS, d.backoffMs),
  };
}

export interface RemoteFlowDeps {
  database: Database;
  events: JudgeEvents;
  accounts: AccountPool;
  adapters: AdapterRegistry;
  finish(submitId: number, version: number, v: FinalVerdict): Promise<void>;
  judging(submitId: number, version: number): Promise<void>;
  options: RemoteJudgeOptions;
}

class Aborted extends Error {}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new Aborted());
    const t = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(t);
      reject(new Aborted());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Ends of a run that are not a verdict of the site. */
const ended = (status: JudgeStatusCode, errorMessage: string): FinalVerdict => ({
  status,
  time: null,
  memory: null,
  score: null,
  oiRankScore: null,
  errorMessage,
});

/** Is this problem judged by another site? */
export async function isRemoteSubmission(database: Database, submitId: number): Promise<boolean> {
  const row = await database.db
    .selectFrom('judge as j')
    .innerJoin('problem as p', 'p.id', 'j.pid')
    .select('p.is_remote')
    .where('j.submit_id', '=', submitId)
    .executeTakeFirst();
  return !!row && readBool(row.is_remote);
}

export function remoteJudgeFlow(deps: RemoteFlowDeps) {
  const { database, events, accounts, adapters, options: o } = deps;
  const { db } = database;

  /** Retries what fails for want of the network, with doubling backoff; other failures at once. */
  async function withRetry<T>(what: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    let wait = o.backoffMs;
    for (let attempt = 1; ; attempt++) {
      try {
        return await what();
      } catch (e) {
        if (!(e instanceof RemoteError) || e.kind !== 'network' || attempt >= o.attempts) throw e;
        await sleep(wait, signal);
        wait *= 2;
      }
    }
  }

  async function takeAccount(
    adapter: RemoteAdapter,
    owner: string,
    signal: AbortSignal | undefined,
    username?: string,
  ): Promise<RemoteAccount | 'none' | 'timeout'> {
    for (let i = 0; i < o.accountTries; i++) {
      const configured = await accounts.list(adapter.accountKey);
      if (!configured.some((a) => !username || a.username === username)) return 'none';
      const a = await accounts.tryTake(adapter.accountKey, owner, username);
      if (a) return a;
      await sleep(o.accountWaitMs, signal);
    }
    return 'timeout';
  }

  async function pollUntilFinal(
    adapter: RemoteAdapter,
    session: RemoteSession,
    remoteId: string,
    runId: number,
    signal: AbortSignal | undefined,
  ): Promise<FinalVerdict> {
    let lastNetwork = '';
    for (let i = 0; i < o.maxPolls; i++) {
      await sleep(o.pollMs, signal);
      try {
        const r = await adapter.poll(session, remoteId, runId);
        if (r.pending) continue;
        return {
          status: r.status,
          time: r.time,
          memory: r.memory,
          score: null,
          oiRankScore: null,
          errorMessage:
            r.status === JudgeStatus.COMPILE_ERROR
              ? r.compileError || r.words
              : r.status === JudgeStatus.SYSTEM_ERROR
                ? `${adapter.key}: ${r.words}`
                : null,
        };
      } catch (e) {
        // A site that is briefly down costs one poll, not the submission.
        if (e instanceof RemoteError && e.kind === 'network') {
          lastNetwork = e.message;
          continue;
        }
        throw e;
      }
    }
    const seconds = Math.round((o.pollMs * o.maxPolls) / 1000);
    return ended(
      JudgeStatus.SUBMITTED_FAILED,
      `${adapter.key} gave no final verdict of run ${runId} within ${seconds} s${lastNetwork ? ` (${lastNetwork})` : ''}`,
    );
  }

  async function saveRun(submitId: number, version: number, runId: number, username: string) {
    await db
      .updateTable('judge')
      .set({ vjudge_submit_id: runId, vjudge_username: username })
      .where('submit_id', '=', submitId)
      .where('version', '=', version)
      .execute();
  }

  /** Judges one submission version on its site; 'skipped' when it was no longer ours to judge. */
  async function run(submitId: number, version: number, signal?: AbortSignal): Promise<'judged' | 'skipped'> {
    const sub = await findSubmission(db, submitId);
    if (!sub) return 'skipped';
    const problem = await findProblemById(db, sub.pid);
    const split = problem ? splitRemoteId(problem.problem_id) : null;
    const adapter = split ? adapters.get(split.key) : undefined;
    if (!(await claimSubmission(database, submitId, version, `remote-${adapter?.key ?? 'judge'}`))) {
      await refreshContestRecord(database, submitId);
      return 'skipped';
    }
    events.emit('update', { submitId, status: JudgeStatus.COMPILING });
    const end = async (v: FinalVerdict) => {
      await deps.finish(submitId, version, v);
      return 'judged' as const;
    };
    if (!problem) return end(ended(JudgeStatus.SYSTEM_ERROR, 'The problem no longer exists.'));
    if (!split || !adapter)
      return end(ended(JudgeStatus.SYSTEM_ERROR, `No remote judge handles problem ${problem.problem_id}.`));
    const languageId = adapter.languages[sub.language];
    if (!languageId)
      return end(ended(JudgeStatus.SYSTEM_ERROR, `${adapter.key} offers no language matching ${sub.language}.`));

    const owner = `${submitId}-v${version}`;
    // Rejudge with a run id already known: look at that run again with the same account.
    const rePoll = sub.vjudge_submit_id != null && !!sub.vjudge_username;
    let account: RemoteAccount | 'none' | 'timeout' = 'none';
    try {
      if (rePoll) account = await takeAccount(adapter, owner, signal, sub.vjudge_username!);
      // That account is gone from the settings: submit again with any account.
      const resubmit = !rePoll || account === 'none';
      if (resubmit) account = await takeAccount(adapter, owner, signal);
      if (account === 'none')
        return end(
          ended(
            JudgeStatus.SYSTEM_ERROR,
            `No ${adapter.key} account is configured: add one in the switch settings (remote judge accounts).`,
          ),
        );
      if (account === 'timeout')
        return end(ended(JudgeStatus.SUBMITTED_FAILED, 'Waiting for account scheduling timeout'));
      const acc = account;
      const session = await withRetry(() => adapter.login(acc), signal);
      let runId: number;
      if (resubmit) {
        runId = await withRetry(() => adapter.submit(session, split.remoteId, languageId, sub.code), signal);
        if (!Number.isSafeInteger(runId) || runId <= 0)
          return end(ended(JudgeStatus.SUBMITTED_FAILED, 'Failed to obtain the ID submitted by the platform'));
        await saveRun(submitId, version, runId, acc.username);
      } else {
        runId = Number(sub.vjudge_submit_id);
      }
      await deps.judging(submitId, version);
      return end(await pollUntilFinal(adapter, session, split.remoteId, runId, signal));
    } catch (e) {
      if (e instanceof Aborted) return 'skipped';
      if (e instanceof RemoteError) {
        const status =
          e.kind === 'page-changed' || e.kind === 'not-found' ? JudgeStatus.SYSTEM_ERROR : JudgeStatus.SUBMITTED_FAILED;
        return end(ended(status, e.message));
      }
      return end(ended(JudgeStatus.SYSTEM_ERROR, `Remote judge failed: ${(e as Error).message}`));
    } finally {
      if (typeof account === 'object') await accounts.release(adapter.accountKey, account, owner).catch(() => {});
    }
  }

  return { run };
}
export type RemoteJudgeFlow = ReturnType<typeof remoteJudgeFlow>;
