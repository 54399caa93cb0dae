// In-process judge queue: three FIFO lanes drained by priority (contest > normal > test run) with a
// fixed number of jobs at once. Nothing is persisted: on start the server re-adds every submission
// the database still shows as Pending/Compiling/Judging.
import { jobId, type JudgeJob } from '../protocol.js';
import type { JobHandler, JudgeQueue } from './types.js';

export class InProcessQueue implements JudgeQueue {
  readonly kind = 'in-process' as const;
  private readonly lanes = new Map<number, JudgeJob[]>();
  private readonly known = new Set<string>();
  private active = 0;
  private closed = false;
  /** Switched off by root (the judge takes no new job; waiting ones stay queued). */
  private paused = false;
  private idleWaiters: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly handler: JobHandler,
    private readonly onError: (job: JudgeJob, err: unknown) => void = () => {},
  ) {}

  async add(job: JudgeJob): Promise<void> {
    if (this.closed) return;
    const id = jobId(job);
    if (this.known.has(id)) return;
    this.known.add(id);
    const lane = this.lanes.get(job.priority) ?? [];
    lane.push(job);
    this.lanes.set(job.priority, lane);
    this.pump();
  }

  async isQueued(submitId: number, version: number): Promise<boolean> {
    return this.known.has(jobId({ kind: 'judge', submitId, version, priority: 2 }));
  }

  async counts() {
    let waiting = 0;
    for (const lane of this.lanes.values()) waiting += lane.length;
    return { waiting, active: this.active };
  }

  private next(): JudgeJob | undefined {
    for (const p of [...this.lanes.keys()].sort((a, b) => a - b)) {
      const job = this.lanes.get(p)!.shift();
      if (job) return job;
    }
    return undefined;
  }

  private pump(): void {
    while (!this.closed && !this.paused && this.active < this.concurrency) {
      const job = this.next();
      if (!job) break;
      this.active++;
      void this.handler(job)
        .catch((err) => this.onError(job, err))
        .finally(() => {
          this.active--;
          this.known.delete(jobId(job));
          this.pump();
          if (this.active === 0) for (const w of this.idleWaiters.splice(0)) w();
        });
    }
  }

  /** Takes no new job (running ones finish); waiting jobs stay queued until resume. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    this.pump();
  }

  /** Stops taking jobs and waits for the running ones. Waiting jobs stay in the database as Pending. */
  async close(): Promise<void> {
    this.closed = true;
    this.lanes.clear();
    if (this.active > 0) await new Promise<void>((r) => this.idleWaiters.push(r));
  }
}
