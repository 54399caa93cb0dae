// The judge queue: one interface, two adapters (in-process by default, BullMQ on Redis).
import type { JudgeJob } from '../protocol.js';

export type JobHandler = (job: JudgeJob) => Promise<unknown>;

export interface JudgeQueue {
  readonly kind: 'in-process' | 'bullmq';
  /** Adds a job; adding the same submission version again while it is queued is a no-op. */
  add(job: JudgeJob): Promise<void>;
  /** Is this submission version waiting or running? */
  isQueued(submitId: number, version: number): Promise<boolean>;
  /** Jobs waiting and running (admin view, tests). */
  counts(): Promise<{ waiting: number; active: number }>;
  close(): Promise<void>;
}
