// The stale sweep (runtime.sweep) against a job that completes while it runs. Found by the storm
// benchmark (bench/storm): the sweep lists the submissions in progress for longer than
// JUDGE_STALE_MS, then asks the queue about each one; a job that completed in between is no longer
// in the queue (removed on completion), and the sweep used to reset that row — already final and
// counted — to Pending and judge it again: a second verdict for one submission.
import { afterAll, describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import type { BuiltApp } from '../../src/app.js';
import { makeApp } from '../helpers/app.js';
import { dbTargets } from '../helpers/targets.js';
import { ROOT_PASSWORD, registerUser } from '../helpers/accounts.js';
import { PY_AB, judgeOverrides, pidOf } from '../helpers/judge.js';
import { insertSubmission, resetForRejudge } from '../../src/modules/submission/repo.js';

const AC = {
  status: JudgeStatus.ACCEPTED,
  time: 5,
  memory: 1024,
  score: null,
  oiRankScore: null,
  errorMessage: null,
};

describe.each(dbTargets())('stale sweep ($name)', (target) => {
  let app: BuiltApp | null = null;
  afterAll(async () => {
    await app?.close();
    await target.cleanup();
  });

  async function staleSubmission(a: BuiltApp, uid: string, username: string, pid: number) {
    const s = await insertSubmission(a.ctx.database, {
      pid,
      displayPid: 'P1000',
      uid,
      username,
      code: PY_AB,
      language: 'Python3',
      cid: 0,
      cpid: 0,
      gid: null,
      ip: null,
    });
    // Untouched for an hour: stale for the sweep.
    await a.ctx.database.db
      .updateTable('judge')
      .set({ gmt_modified: new Date(Date.now() - 3600_000).toISOString() })
      .where('submit_id', '=', s.submit_id)
      .execute();
    return Number(s.submit_id);
  }

  it('leaves a submission whose job completed while the sweep ran: one verdict, counted once', async () => {
    const config = await target.makeConfig({
      rootPassword: ROOT_PASSWORD,
      ...judgeOverrides({ staleMs: 60_000 }),
    });
    app = await makeApp(config);
    const a = app;
    const user = await registerUser(a);
    const pid = await pidOf(a, 'P1000');
    const done = await staleSubmission(a, user.uid, user.username, pid);
    const lost = await staleSubmission(a, user.uid, user.username, pid);

    // The interleaving of the storm: when the sweep asks the queue about `done`, its judge has just
    // reported the verdict and the completed job has left the queue. `lost` (a job Redis lost) is in
    // progress and in no queue: the sweep must judge it again.
    const dispatched: number[] = [];
    const { queue } = a.ctx.judge;
    const isQueued = queue.isQueued.bind(queue);
    const add = queue.add.bind(queue);
    queue.isQueued = async (submitId, version) => {
      if (submitId === done) await a.ctx.judge.results.finish(done, version, AC);
      return isQueued(submitId, version);
    };
    queue.add = async (job) => {
      if (job.kind === 'judge') dispatched.push(job.submitId);
    };
    try {
      expect(await a.ctx.judge.sweep()).toBe(1);
    } finally {
      queue.isQueued = isQueued;
      queue.add = add;
    }
    expect(dispatched).toEqual([lost]);

    const rows = await a.ctx.database.db
      .selectFrom('judge')
      .select(['submit_id', 'status', 'version'])
      .where('submit_id', 'in', [done, lost])
      .orderBy('submit_id')
      .execute();
    expect(rows.map((r) => [Number(r.submit_id), r.status, r.version])).toEqual([
      [done, JudgeStatus.ACCEPTED, 0],
      [lost, JudgeStatus.PENDING, 1],
    ]);
    const ac = await a.ctx.database.db
      .selectFrom('user_acproblem')
      .selectAll()
      .where('uid', '=', user.uid)
      .execute();
    expect(ac.map((r) => Number(r.submit_id))).toEqual([done]);
    const counts = await a.ctx.database.db
      .selectFrom('user_rank_count')
      .select(['ac', 'total'])
      .where('uid', '=', user.uid)
      .executeTakeFirstOrThrow();
    expect([Number(counts.ac), Number(counts.total)]).toEqual([1, 2]);
  });

  it('resets only a row still in progress at the version the caller saw', async () => {
    const a = app!;
    const user = await registerUser(a);
    const pid = await pidOf(a, 'P1000');
    const id = await staleSubmission(a, user.uid, user.username, pid);
    await a.ctx.judge.results.finish(id, 0, AC);
    expect(await resetForRejudge(a.ctx.database, id, { version: 0 })).toBeNull();
    const pending = await staleSubmission(a, user.uid, user.username, pid);
    expect(await resetForRejudge(a.ctx.database, pending, { version: 1 })).toBeNull();
    expect((await resetForRejudge(a.ctx.database, pending, { version: 0 }))?.version).toBe(1);
    // A rejudge by an admin (no condition) still resets a final row.
    expect((await resetForRejudge(a.ctx.database, id))?.status).toBe(JudgeStatus.PENDING);
  });
});
