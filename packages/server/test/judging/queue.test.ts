// Both queue adapters: priorities contest > normal > test run, FIFO within a priority, and adding the
// same submission version twice is a no-op (BullMQ on Redis only with TEST_REDIS_URL).
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { Redis } from 'ioredis';
import { InProcessQueue } from '../../src/judging/queue/in-process.js';
import { BullJudgeQueue, bullPrefix, startBullWorker } from '../../src/judging/queue/bullmq.js';
import { JobPriority, type JudgeJob } from '../../src/judging/protocol.js';

const job = (submitId: number, priority: JudgeJob['priority']): JudgeJob => ({
  kind: 'judge',
  submitId,
  version: 0,
  priority,
});
const jobs = [
  job(1, JobPriority.NORMAL),
  job(2, JobPriority.TEST),
  job(3, JobPriority.CONTEST),
  job(4, JobPriority.NORMAL),
  job(5, JobPriority.CONTEST),
  job(3, JobPriority.CONTEST), // duplicate of a queued version
];
const expected = [3, 5, 1, 4, 2];

describe('judge queues', () => {
  it('in-process: priority lanes, FIFO inside a lane, duplicates ignored', async () => {
    const order: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const q = new InProcessQueue(1, async (j) => {
      if (j.kind === 'judge' && j.submitId === 0) await gate;
      else if (j.kind === 'judge') order.push(j.submitId);
    });
    await q.add(job(0, JobPriority.NORMAL)); // occupies the only slot
    for (const j of jobs) await q.add(j);
    expect(await q.counts()).toEqual({ waiting: 5, active: 1 });
    expect(await q.isQueued(3, 0)).toBe(true);
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(order).toEqual(expected);
    expect(await q.isQueued(3, 0)).toBe(false);
    await q.close();
  });

  it('in-process: a paused queue (judge switched off) takes no job until resumed, the running one finishes', async () => {
    const done: number[] = [];
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    const q = new InProcessQueue(2, async (j) => {
      if (j.kind === 'judge' && j.submitId === 0) await gate;
      if (j.kind === 'judge') done.push(j.submitId);
    });
    await q.add(job(0, JobPriority.NORMAL)); // running when the switch goes off
    q.pause();
    await q.add(job(1, JobPriority.NORMAL));
    await q.add(job(2, JobPriority.CONTEST));
    release();
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toEqual([0]);
    expect(await q.counts()).toEqual({ waiting: 2, active: 0 });
    q.resume();
    await new Promise((r) => setTimeout(r, 50));
    expect(done).toEqual([0, 2, 1]);
    await q.close();
  });

  it.skipIf(!process.env.TEST_REDIS_URL)(
    'BullMQ: the same order, job ids per submission version',
    async () => {
      const redisUrl = process.env.TEST_REDIS_URL!;
      const keyPrefix = `test:${randomBytes(6).toString('hex')}:`;
      const opts = { redisUrl, prefix: bullPrefix(keyPrefix) };
      const q = new BullJudgeQueue(opts);
      try {
        for (const j of jobs) await q.add(j);
        expect(await q.counts()).toMatchObject({ waiting: 5, active: 0 });
        expect(await q.isQueued(5, 0)).toBe(true);
        expect(await q.isQueued(5, 1)).toBe(false);
        const order: number[] = [];
        const done = new Promise<void>((resolve) => {
          const w = startBullWorker(
            { ...opts, concurrency: 1, lockDurationMs: 5000, stalledIntervalMs: 5000 },
            async (j) => {
              if (j.kind === 'judge') order.push(j.submitId);
              if (order.length === expected.length) setTimeout(() => void w.close().then(resolve), 10);
            },
          );
        });
        await done;
        expect(order).toEqual(expected);
      } finally {
        await q.close();
        const r = new Redis(redisUrl);
        const keys = await r.keys(`${keyPrefix}*`);
        if (keys.length) await r.del(...keys);
        r.disconnect();
      }
    },
  );
});
