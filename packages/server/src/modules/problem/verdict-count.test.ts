// The verdict counters of migration 0022 stay equal to a count of the judge table itself through
// any mix of inserts, status steps, cancels, moves between problems, groups and contests, and
// deletes; and the problem list's statistics read from them keep each problem's own scope.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { JudgeStatus } from '@judge/shared';
import { dbTargets } from '../../../test/helpers/targets.js';
import { groupOf, problemIdOf, submissionWithVerdict, useApp, userOfRole } from '../../../test/fixtures/index.js';
import { countsByProblem } from './list-repo.js';

const STATUSES = [
  JudgeStatus.PENDING,
  JudgeStatus.COMPILING,
  JudgeStatus.JUDGING,
  JudgeStatus.ACCEPTED,
  JudgeStatus.WRONG_ANSWER,
  JudgeStatus.TIME_LIMIT_EXCEEDED,
  JudgeStatus.COMPILE_ERROR,
  JudgeStatus.PARTIAL_ACCEPTED,
  JudgeStatus.CANCELLED,
];

/** A small deterministic generator (the same walk on every run and database). */
function rng(seed: number) {
  let s = seed >>> 0;
  return (n: number) => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s % n;
  };
}

describe.each(dbTargets())('problem verdict counters ($name)', (target) => {
  const app = useApp({ name: target.name, target, extra: {} });

  /** Counters with n > 0 against the same count made from `judge`, as sorted "pid/scope/status=n". */
  async function both() {
    const { db } = app().ctx.database;
    const kept = await db
      .selectFrom('problem_verdict_count')
      .select(['pid', 'scope', 'status', 'n'])
      .where('n', '!=', 0)
      .execute();
    const counted = await db
      .selectFrom('judge')
      .select(['pid', sql<number>`coalesce(gid, 0)`.as('scope'), 'status', sql<number>`count(*)`.as('n')])
      .where('cid', '=', 0)
      .where('status', '!=', JudgeStatus.CANCELLED)
      .groupBy(['pid', sql`coalesce(gid, 0)`, 'status'])
      .execute();
    const show = (rows: { pid: number; scope: number; status: number; n: number | string }[]) =>
      rows.map((r) => `${Number(r.pid)}/${Number(r.scope)}/${r.status}=${Number(r.n)}`).sort();
    return { kept: show(kept), counted: show(counted) };
  }

  it('equal to a count of the judge table after 300 random changes', async () => {
    const a = app();
    const { db } = a.ctx.database;
    const u = await userOfRole(a);
    const pids = [await problemIdOf(a, 'P1000'), await problemIdOf(a, 'P1001'), await problemIdOf(a, 'P1002')];
    const gid = await groupOf(a, u, { name: 'Counter group 1', shortName: 'cg1' });
    const next = rng(2026);
    const ids: number[] = [];
    for (let i = 0; i < 30; i++) ids.push(await submissionWithVerdict(a, u, pids[next(3)], { status: STATUSES[next(9)] }));
    let checks = 0;
    for (let step = 1; step <= 300; step++) {
      const id = ids[next(ids.length)];
      const what = next(10);
      const row = db.updateTable('judge').where('submit_id', '=', id);
      if (what < 5) await row.set({ status: STATUSES[next(9)] }).execute();
      else if (what === 5) await row.set({ pid: pids[next(3)] }).execute();
      else if (what === 6) await row.set({ gid: next(2) ? gid : null }).execute();
      else if (what === 7) await row.set({ cid: next(2) ? 7 : 0 }).execute();
      else if (what === 8) await row.set({ status: STATUSES[next(9)], gid: next(2) ? gid : null, pid: pids[next(3)] }).execute();
      else {
        await db.deleteFrom('judge').where('submit_id', '=', id).execute();
        ids.splice(ids.indexOf(id), 1, await submissionWithVerdict(a, u, pids[next(3)], { status: STATUSES[next(9)] }));
      }
      if (step % 25 === 0) {
        const { kept, counted } = await both();
        expect(kept, `after step ${step}`).toEqual(counted);
        checks++;
      }
    }
    // Several statuses, scopes and problems were in play (the check compared something).
    const { kept } = await both();
    expect(new Set(kept.map((k) => k.split('=')[0])).size).toBeGreaterThan(5);
    expect(checks).toBe(12);
  });

  it('the list statistics count each problem in its own scope only', async () => {
    const a = app();
    const { db } = a.ctx.database;
    const u = await userOfRole(a);
    const pid = await problemIdOf(a, 'P1001');
    const gid = await groupOf(a, u, { name: 'Counter group 2', shortName: 'cg2' });
    const before = (await countsByProblem(db, [pid])).get(pid) ?? { total: 0, ac: 0, wa: 0 };
    const ac = await submissionWithVerdict(a, u, pid, { status: JudgeStatus.ACCEPTED });
    await submissionWithVerdict(a, u, pid, { status: JudgeStatus.WRONG_ANSWER });
    await submissionWithVerdict(a, u, pid, { status: JudgeStatus.ACCEPTED, cid: 3 });
    const inGroup = await submissionWithVerdict(a, u, pid, { status: JudgeStatus.ACCEPTED });
    await db.updateTable('judge').set({ gid }).where('submit_id', '=', inGroup).execute();
    const main = (await countsByProblem(db, [pid])).get(pid)!;
    expect([main.total - before.total, main.ac - before.ac, main.wa - before.wa]).toEqual([2, 1, 1]);
    // A cancel leaves the total; the problem moved into the group counts only the group's run.
    await db.updateTable('judge').set({ status: JudgeStatus.CANCELLED }).where('submit_id', '=', ac).execute();
    expect((await countsByProblem(db, [pid])).get(pid)).toMatchObject({ total: main.total - 1, ac: main.ac - 1 });
    await db.updateTable('problem').set({ gid }).where('id', '=', pid).execute();
    expect((await countsByProblem(db, [pid])).get(pid)).toMatchObject({ total: 1, ac: 1, wa: 0 });
  });
});
