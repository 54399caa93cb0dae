// The submission list's problem id filter: a partial id answers what a LIKE over every site
// submission's display_pid would, whether the page reads the matching problems' submissions (few)
// or walks the newest ones (many); and a renamed problem's site submissions carry its new id.
import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { JudgeStatus } from '@judge/shared';
import { TOTAL_PAGES_AHEAD } from '../../lib/pagination.js';
import { likePattern } from '../../lib/search.js';
import { call } from '../../../test/helpers/app.js';
import { dbTargets } from '../../../test/helpers/targets.js';
import { problemIdOf, submissionWithVerdict, useApp, userOfRole } from '../../../test/fixtures/index.js';

describe.each(dbTargets())('submission list by problem id ($name)', (target) => {
  const app = useApp({ name: target.name, target, extra: {} });

  /** What the list must answer: the site's public-problem submissions whose display id contains `kw`. */
  async function expected(kw: string) {
    const rows = await app()
      .ctx.database.db.selectFrom('judge as j')
      .innerJoin('problem as p', 'p.id', 'j.pid')
      .select('j.submit_id')
      .where('j.cid', '=', 0)
      .where('j.gid', 'is', null)
      .where('p.auth', '=', 1)
      .where(sql`lower(j.display_pid)`, 'like', sql<string>`${likePattern(kw)} escape '\\'`)
      .orderBy('j.submit_id', 'desc')
      .execute();
    const ids = rows.map((r) => Number(r.submit_id));
    return { page: ids.slice(0, 15), total: Math.min(ids.length, TOTAL_PAGES_AHEAD * 15 + 1) };
  }

  async function listed(kw: string) {
    const r = await call(app(), 'GET', `/api/get-submission-list?limit=15&problemID=${encodeURIComponent(kw)}`);
    expect(r.status, kw).toBe(200);
    return { page: r.body.data.records.map((s: { submitId: number }) => s.submitId), total: r.body.data.total };
  }

  it('few matches, many matches, none, short ids and LIKE signs: the same rows as a LIKE over all', async () => {
    const a = app();
    const u = await userOfRole(a);
    const pids = await Promise.all(['P1000', 'P1001', 'P1003'].map((id) => problemIdOf(a, id)));
    for (let i = 0; i < 12; i++) await submissionWithVerdict(a, u, pids[i % 3]);
    await submissionWithVerdict(a, u, pids[0], { cid: 5 });
    // P1003 past the point where the page walks the newest submissions instead (over 1 000).
    const { db, cols } = a.ctx.database;
    const template = await db.selectFrom('judge').selectAll().where('pid', '=', pids[2]).executeTakeFirstOrThrow();
    const { submit_id: _omit, submit_time, ...rest } = template;
    const row = { ...rest, submit_time: cols.time(new Date(submit_time)) };
    for (let b = 0; b < 6; b++)
      await db
        .insertInto('judge')
        .values(Array.from({ length: 200 }, () => ({ ...row, gmt_create: cols.time(), gmt_modified: cols.time() })))
        .execute();
    for (let i = 0; i < 4; i++) await submissionWithVerdict(a, u, pids[1]);
    for (const kw of ['p1000', 'P1001', '1003', 'p100', 'P10', '1', 'p', 'zzz', 'x%', '_', 'P1009']) {
      expect(await listed(kw), kw).toEqual(await expected(kw));
    }
    expect((await listed('1003')).total).toBe(TOTAL_PAGES_AHEAD * 15 + 1);
    expect((await listed('1001')).page.length).toBe(8);
  });

  it('a renamed problem takes its site submissions along; its contest submissions keep their id', async () => {
    const a = app();
    const u = await userOfRole(a);
    const pid = await problemIdOf(a, 'P1002');
    const site = await submissionWithVerdict(a, u, pid, { status: JudgeStatus.ACCEPTED });
    const inContest = await submissionWithVerdict(a, u, pid, { cid: 9 });
    const { db } = a.ctx.database;
    await db.updateTable('judge').set({ display_pid: 'A' }).where('submit_id', '=', inContest).execute();
    await db.updateTable('problem').set({ problem_id: 'RENAMED2' }).where('id', '=', pid).execute();
    const shown = await db.selectFrom('judge').select(['submit_id', 'display_pid']).where('pid', '=', pid).execute();
    expect(Object.fromEntries(shown.map((s) => [Number(s.submit_id), s.display_pid]))).toMatchObject({
      [site]: 'RENAMED2',
      [inContest]: 'A',
    });
    expect((await listed('named2')).page).toContain(site);
    expect((await listed('P1002')).page).not.toContain(site);
    const exact = await call(a, 'GET', '/api/get-submission-list?problemID=RENAMED2&completeProblemID=true');
    expect(exact.body.data.records.map((s: { submitId: number }) => s.submitId)).toContain(site);
  });
});
