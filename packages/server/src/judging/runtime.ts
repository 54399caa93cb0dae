// The judging side of a server process: the queue adapter chosen from configuration, the embedded
// judge (in-process queue, or a BullMQ consumer with JUDGE_EMBEDDED=1), start-up recovery of
// unfinished submissions, the stale sweep and the embedded judge's heartbeat.
import { EventEmitter } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import type { Worker } from 'bullmq';
import type { FastifyBaseLogger } from 'fastify';
import type { Judge } from '@judge/judge';
import type { AppConfig } from '../config.js';
import type { Database } from '../db/index.js';
import type { KvStore } from '../lib/kv.js';
import { InProcessQueue } from './queue/in-process.js';
import { BullJudgeQueue, bullPrefix, startBullWorker } from './queue/bullmq.js';
import type { JudgeQueue } from './queue/types.js';
import { executeJob } from './worker/execute.js';
import { localJudge } from './worker/local-judge.js';
import { JobPriority, type JudgeJob } from './protocol.js';
import { testDataBlobs, type TestDataBlobs } from '../modules/problem/testdata/store.js';
import { loadPercent, recordHeartbeat } from './judge-servers.js';
import { judgeResults, type JudgeResults } from './results.js';
import { resetForRejudge, unfinishedSubmissions } from '../modules/submission/repo.js';
import { testJudgeStore, type TestJudgeStore } from './test-judge-store.js';
import { isRemoteSubmission, remoteJudgeFlow, remoteOptionsFromEnv } from './remote/flow.js';
import { accountPool } from './remote/accounts.js';
import { remoteAdapters, type AdapterRegistry } from './remote/registry.js';

export const SERVER_VERSION = '0.1.0';

export interface JudgeRuntime {
  queue: JudgeQueue;
  blobs: TestDataBlobs;
  results: JudgeResults;
  tests: TestJudgeStore;
  events: EventEmitter;
  /** Problems of other sites: their adapters and the queue their runs wait in (judging/remote/). */
  remote: { adapters: AdapterRegistry; queue: JudgeQueue };
  /** True when this process judges (in-process queue or embedded BullMQ consumer). */
  embedded: boolean;
  /** Queues a judging run of this submission version. */
  dispatch(s: { submit_id: number; version: number; cid: number }): Promise<void>;
  /** Re-adds every submission left Pending/Compiling/Judging (start-up). */
  recover(): Promise<number>;
  /** Judges again what has been in progress too long without a queued job. */
  sweep(): Promise<number>;
  /** The embedded judge, created on first use (rejects when the sandbox cannot start). */
  judge(): Promise<Judge>;
  close(): Promise<void>;
}

export function priorityOf(cid: number) {
  return cid > 0 ? JobPriority.CONTEST : JobPriority.NORMAL;
}

export async function createJudgeRuntime(deps: {
  config: AppConfig;
  database: Database;
  kv: KvStore;
  log: FastifyBaseLogger;
}): Promise<JudgeRuntime> {
  const { config, database, kv, log } = deps;
  const cfg = config.judge;
  const blobs = testDataBlobs(database, config.dataDir);
  const tests = testJudgeStore(kv);
  const events = new EventEmitter();
  events.setMaxListeners(0);
  const results = judgeResults({ database, blobs, tests, events });
  const embedded = cfg.embedded ?? !config.redisUrl;

  let judgePromise: Promise<Judge> | null = null;
  let running = 0;
  const judge = () => {
    if (!judgePromise) {
      judgePromise = localJudge({
        cacheDir: cfg.cacheDir ?? path.join(config.dataDir, 'judge-cache'),
        concurrency: cfg.concurrency,
        verifyLanguages: cfg.verifyLanguages,
      });
      judgePromise.then(
        (j) => {
          log.info({ runner: j.runner.name, languages: j.languages().length }, 'judge ready');
          void heartbeat();
        },
        (e: Error) => {
          log.error(
            `\n${'!'.repeat(72)}\nJUDGE UNAVAILABLE: ${e.message}\nSubmissions will end as System Error. Run the server as root (sandbox), or set\nSANDBOX_UNSAFE=1 for development only (no isolation).\n${'!'.repeat(72)}`,
          );
          void heartbeat();
        },
      );
    }
    return judgePromise;
  };

  /** Root switched this (embedded) judge off or on: its queue or worker stops or resumes taking jobs. */
  let switchedOff = false;
  async function applySwitch(enabled: boolean) {
    if (switchedOff === !enabled) return;
    switchedOff = !enabled;
    log.info({ judge: cfg.name }, enabled ? 'judge switched on: taking jobs' : 'judge switched off: not taking jobs');
    if (inProcess) {
      if (enabled) inProcess.resume();
      else inProcess.pause();
    }
    if (worker) {
      if (enabled) await worker.resume();
      else await worker.pause(true);
    }
  }

  async function heartbeat() {
    if (!judgePromise) return;
    const j = await judgePromise.catch((e: Error) => e);
    const d = j instanceof Error ? null : j.describe();
    const answer = await recordHeartbeat(
      database,
      {
        name: cfg.name,
        version: SERVER_VERSION,
        cpuCores: os.availableParallelism(),
        maxTasks: cfg.tasks,
        runningTasks: running,
        languages: d?.languages ?? [],
        runner: d?.runner ?? 'none',
        isolated: d?.isolated ?? false,
        ...loadPercent(),
        ...(j instanceof Error ? { error: j.message } : {}),
      },
      { ip: null, isRemote: false },
    ).catch((e) => {
      log.warn({ err: (e as Error).message }, 'judge heartbeat failed');
      return null;
    });
    if (answer) await applySwitch(answer.enabled);
  }

  const host = results.localHost();
  const handler = async (job: JudgeJob) => {
    running++;
    try {
      return await executeJob(judge(), host, job, cfg.name);
    } catch (e) {
      events.emit('job-failed', { kind: job.kind }); // counted by judging/metrics.ts
      throw e;
    } finally {
      running--;
    }
  };

  let queue: JudgeQueue;
  let worker: Worker | null = null;
  let inProcess: InProcessQueue | null = null;
  if (!config.redisUrl) {
    queue = inProcess = new InProcessQueue(cfg.tasks, handler, (job, err) =>
      log.error(
        { err: (err as Error).message, job: job.kind === 'judge' ? job.submitId : job.key },
        'judge job failed',
      ),
    );
  } else {
    const bull = { redisUrl: config.redisUrl, prefix: bullPrefix(config.redisKeyPrefix) };
    queue = new BullJudgeQueue(bull);
    if (embedded) {
      worker = startBullWorker(
        { ...bull, concurrency: cfg.tasks, lockDurationMs: cfg.lockMs, stalledIntervalMs: cfg.lockMs },
        handler,
        () => !switchedOff,
      );
    }
  }

  // Remote runs mostly wait on other sites, so they get their own lane instead of holding judge
  // slots; they run in the server process, which holds the accounts (a worker never sees them).
  const adapters = remoteAdapters();
  const remoteStop = new AbortController();
  const remoteFlow = remoteJudgeFlow({
    database,
    events,
    accounts: accountPool(database, kv),
    adapters,
    finish: results.finish,
    judging: results.judging,
    options: remoteOptionsFromEnv(),
  });
  const remoteQueue = new InProcessQueue(
    Number(process.env.REMOTE_JUDGE_TASKS) || 8,
    (job) => (job.kind === 'judge' ? remoteFlow.run(job.submitId, job.version, remoteStop.signal) : Promise.resolve()),
    (job, err) =>
      log.error({ err: (err as Error).message, job: job.kind === 'judge' ? job.submitId : job.key }, 'remote judge job failed'),
  );

  const timers: NodeJS.Timeout[] = [];
  if (embedded) {
    const t = setInterval(() => void heartbeat(), cfg.heartbeatMs);
    t.unref();
    timers.push(t);
  }
  const sweepTimer = setInterval(
    () => void runtime.sweep().catch(() => {}),
    Math.min(cfg.staleMs, 5 * 60_000),
  );
  sweepTimer.unref();
  timers.push(sweepTimer);

  const runtime: JudgeRuntime = {
    queue,
    blobs,
    results,
    tests,
    events,
    remote: { adapters, queue: remoteQueue },
    embedded,
    judge,
    async dispatch(s) {
      const lane = (await isRemoteSubmission(database, s.submit_id)) ? remoteQueue : queue;
      await lane.add({
        kind: 'judge',
        submitId: s.submit_id,
        version: s.version,
        priority: priorityOf(s.cid),
      });
    },
    async recover() {
      const rows = await unfinishedSubmissions(database.db);
      for (const r of rows) await runtime.dispatch(r);
      if (rows.length) log.info({ count: rows.length }, 're-queued unfinished submissions');
      return rows.length;
    },
    async sweep() {
      const rows = await unfinishedSubmissions(database.db, new Date(Date.now() - cfg.staleMs));
      let n = 0;
      for (const r of rows) {
        if (await queue.isQueued(r.submit_id, r.version)) continue;
        if (await remoteQueue.isQueued(r.submit_id, r.version)) continue;
        // Only while still in progress at the listed version: its job may have completed meanwhile.
        const fresh = await resetForRejudge(database, r.submit_id, { version: r.version });
        if (fresh) {
          await runtime.dispatch(fresh);
          n++;
        }
      }
      return n;
    },
    async close() {
      for (const t of timers) clearInterval(t);
      remoteStop.abort();
      await remoteQueue.close().catch(() => {});
      await worker?.close().catch(() => {});
      await queue.close().catch(() => {});
    },
  };
  return runtime;
}
