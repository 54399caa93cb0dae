// BullMQ judge queue on Redis. The server only adds jobs; workers (`npm run judge`, or the server
// itself with JUDGE_EMBEDDED=1) take them. Priorities: contest 1 > normal 2 > test run 3. A worker
// that dies holding a job loses its lock; BullMQ's stalled-job check gives the job to another
// worker, and the version/status-conditional writes make the second run safe.
import { DelayedError, Queue, Worker, type ConnectionOptions, type Job } from 'bullmq';
import { jobId, type JudgeJob } from '../protocol.js';
import type { JobHandler, JudgeQueue } from './types.js';

export const QUEUE_NAME = 'judge';

export interface BullOptions {
  redisUrl: string;
  /** Key prefix (REDIS_KEY_PREFIX + 'bull'). */
  prefix: string;
}

export function bullConnection(redisUrl: string): ConnectionOptions {
  const u = new URL(redisUrl);
  return {
    host: u.hostname,
    port: Number(u.port || 6379),
    ...(u.username ? { username: decodeURIComponent(u.username) } : {}),
    ...(u.password ? { password: decodeURIComponent(u.password) } : {}),
    ...(u.pathname.length > 1 ? { db: Number(u.pathname.slice(1)) } : {}),
    maxRetriesPerRequest: null,
  };
}

export function bullPrefix(keyPrefix: string): string {
  return `${keyPrefix}bull`;
}

export class BullJudgeQueue implements JudgeQueue {
  readonly kind = 'bullmq' as const;
  readonly queue: Queue;

  constructor(opts: BullOptions) {
    this.queue = new Queue(QUEUE_NAME, { connection: bullConnection(opts.redisUrl), prefix: opts.prefix });
    this.queue.on('error', () => {});
  }

  async add(job: JudgeJob): Promise<void> {
    await this.queue.add(job.kind, job, {
      jobId: jobId(job),
      priority: job.priority,
      // A failing report (server briefly unreachable) is retried: 3 s, 6 s, 12 s, 24 s.
      attempts: job.kind === 'judge' ? 5 : 1,
      backoff: { type: 'exponential', delay: 3000 },
      removeOnComplete: true,
      removeOnFail: { age: 24 * 3600 },
    });
  }

  async isQueued(submitId: number, version: number): Promise<boolean> {
    const job = await this.queue.getJob(jobId({ kind: 'judge', submitId, version, priority: 2 }));
    if (!job) return false;
    const state = await job.getState();
    return ['waiting', 'active', 'delayed', 'prioritized', 'waiting-children'].includes(state);
  }

  async counts() {
    const c = await this.queue.getJobCounts('waiting', 'prioritized', 'delayed', 'active');
    return { waiting: (c.waiting ?? 0) + (c.prioritized ?? 0) + (c.delayed ?? 0), active: c.active ?? 0 };
  }

  async close(): Promise<void> {
    await this.queue.close();
  }
}

export interface BullWorkerOptions extends BullOptions {
  concurrency: number;
  /** Lock of a running job; a worker silent this long loses the job to another (stalled). */
  lockDurationMs: number;
  /** How often stalled jobs are looked for. */
  stalledIntervalMs: number;
}

/** How long a job handed back by a switched-off worker waits before it is offered again (to any worker). */
const HAND_BACK_MS = 1000;

/**
 * A BullMQ consumer running `handler` for every job. While `accepting` says no (root switched this
 * judge off), a job it still receives is handed back to the queue: a fetch that was already waiting
 * when the worker paused can return one (BullMQ does not re-check the pause after its blocking wait).
 */
export function startBullWorker(
  opts: BullWorkerOptions,
  handler: JobHandler,
  accepting: () => boolean = () => true,
): Worker {
  const run = async (job: Job<JudgeJob>, token?: string) => {
    if (!accepting()) {
      await job.moveToDelayed(Date.now() + HAND_BACK_MS, token);
      throw new DelayedError();
    }
    return handler(job.data);
  };
  const worker = new Worker(QUEUE_NAME, run, {
    connection: bullConnection(opts.redisUrl),
    prefix: opts.prefix,
    concurrency: opts.concurrency,
    lockDuration: opts.lockDurationMs,
    stalledInterval: opts.stalledIntervalMs,
    maxStalledCount: 3,
  });
  worker.on('error', () => {});
  return worker;
}
