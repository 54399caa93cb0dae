// Site rank lists (issue 19) on every database: ACM order (ac desc, total asc) and OI order (score
// desc, ac desc) computed by hand, totals the same on both boards (HOJ #39), contest and group
// submissions left out, banned users left out, search, paging, the 60 s cache; the maintained
// counters follow rejudges and manual verdicts and equal a rebuild from scratch.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import { call } from '../../../test/helpers/app.js';
import { dbVariants, registerUser } from '../../../test/helpers/accounts.js';
import { problemIdOf, useApp } from '../../../test/fixtures/index.js';
import { insertSubmission, resetForRejudge, setManualVerdict } from '../submission/repo.js';
import { rebuildRankCounts } from './counters.js';
import { fillRankCounts } from '../../db/migrations/0014_rank_count.js';

for (const v of dbVariants()) {
  describe(`rank list [${v.name}]`, () => {
    const app = useApp(v);
    const tag = `rk${Date.now() % 10000}`;

    /** A main-site (or contest) submission through the real path: written Pending, then its verdict. */
    const submit = async (u: { uid: string; username: string }, pid: number, cid = 0) =>
      insertSubmission(app().ctx.database, {
        pid,
        displayPid: String(pid),
        uid: u.uid,
        username: u.username,
        code: 'int main(){}',
        language: 'C++',
        cid,
        cpid: 0,
        gid: null,
        ip: null,
      });
    const verdict = async (submitId: number, version: number, status: number, oi: number | null) =>
      app().ctx.judge.results.finish(submitId, version, {
        status,
        time: 1,
        memory: 1,
        score: null,
        oiRankScore: oi,
        errorMessage: null,
      });
    const solve = async (
      u: { uid: string; username: string },
      pid: number,
      status: number,
      oi: number | null,
      cid = 0,
    ) => {
      const row = await submit(u, pid, cid);
      await verdict(Number(row.submit_id), row.version, status, oi);
      return Number(row.submit_id);
    };
    const names = (r: { body: { data: { records: { username: string }[] } } }) =>
      r.body.data.records.map((x) => x.username);
    const countsOf = async (uids: string[]) =>
      (
        await app()
          .ctx.database.db.selectFrom('user_rank_count')
          .select(['uid', 'ac', 'total', 'score'])
          .where('uid', 'in', uids)
          .orderBy('uid')
          .execute()
      ).map((r) => ({ uid: r.uid, ac: Number(r.ac), total: Number(r.total), score: Number(r.score) }));

    it('orders ACM by ac then fewer submissions, OI by score; counts only main-site submissions, kept through rejudges', async () => {
      const { db } = app().ctx.database;
      const { ACCEPTED: AC, WRONG_ANSWER: WA } = JudgeStatus;
      const [p0, p1] = [await problemIdOf(app(), 'P1000'), await problemIdOf(app(), 'P1001')];
      const [a, b, c, banned] = [
        await registerUser(app(), `${tag}a`),
        await registerUser(app(), `${tag}b`),
        await registerUser(app(), `${tag}c`),
        await registerUser(app(), `${tag}x`),
      ];
      // a: 2 AC in 3 submissions, score 10 + 10; b: 2 AC in 2 submissions (ranks above a), 5 + 5;
      // c: 1 AC in 2 submissions, the best score of the problem counts once: 40
      await solve(a, p0, AC, 10);
      await solve(a, p1, AC, 10);
      await solve(a, p0, WA, 0);
      await solve(b, p0, AC, 5);
      const bP1 = await solve(b, p1, AC, 5);
      const cBest = await solve(c, p1, AC, 40);
      await solve(c, p1, AC, 20);
      // contest submissions count nowhere; a banned user is on no list
      await solve(b, p0, AC, 100, 1);
      await solve(banned, p0, AC, 100);
      await db.updateTable('user_info').set({ status: 1 }).where('uuid', '=', banned.uid).execute();

      expect(await countsOf([a.uid, b.uid, c.uid])).toEqual(
        [
          { uid: a.uid, ac: 2, total: 3, score: 20 },
          { uid: b.uid, ac: 2, total: 2, score: 10 },
          { uid: c.uid, ac: 1, total: 2, score: 40 },
        ].sort((x, y) => x.uid.localeCompare(y.uid)),
      );
      const acm = await call(app(), 'GET', `/api/get-rank-list?type=0&searchUser=${tag}`);
      expect(acm.status).toBe(200);
      expect(names(acm)).toEqual([`${tag}b`, `${tag}a`, `${tag}c`]);
      expect(acm.body.data.records[0]).toMatchObject({ ac: 2, total: 2, rating: null });
      expect(acm.body.data.records[1]).toMatchObject({ ac: 2, total: 3 });
      expect(acm.body.data).toMatchObject({ total: 3, size: 30, current: 1 });

      const oi = await call(app(), 'GET', `/api/get-rank-list?type=1&searchUser=${tag.toUpperCase()}`);
      expect(
        oi.body.data.records.map((r: { username: string; score: number }) => [r.username, r.score]),
      ).toEqual([
        [`${tag}c`, 40],
        [`${tag}a`, 20],
        [`${tag}b`, 10],
      ]);
      // the same totals on both boards (HOJ #39)
      expect(oi.body.data.records.find((r: { username: string }) => r.username === `${tag}a`).total).toBe(3);

      const page2 = await call(
        app(),
        'GET',
        `/api/get-rank-list?type=0&searchUser=${tag}&limit=2&currentPage=2`,
      );
      expect(names(page2)).toEqual([`${tag}c`]);
      expect(page2.body.data).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });

      // Rejudges change verdicts: b's second AC becomes WA (b: 1 AC, 5 + 0), c's best run scores 0
      // (c keeps its other AC: 1 AC, best 20). While pending, the AC is already gone.
      const bRow = await resetForRejudge(app().ctx.database, bP1);
      expect((await countsOf([b.uid]))[0]).toMatchObject({ ac: 1, total: 2, score: 5 });
      await verdict(bP1, bRow!.version, WA, 0);
      const cRow = await resetForRejudge(app().ctx.database, cBest);
      await verdict(cBest, cRow!.version, WA, 0);
      expect(await countsOf([b.uid, c.uid])).toEqual(
        [
          { uid: b.uid, ac: 1, total: 2, score: 5 },
          { uid: c.uid, ac: 1, total: 2, score: 20 },
        ].sort((x, y) => x.uid.localeCompare(y.uid)),
      );
      // ACM: a (2 AC); b and c (1 AC in 2) by name. OI: a 20 and c 20 by AC, then b 5.
      expect(names(await call(app(), 'GET', `/api/get-rank-list?type=0&searchUser=${tag}`))).toEqual([
        `${tag}a`,
        `${tag}b`,
        `${tag}c`,
      ]);
      expect(names(await call(app(), 'GET', `/api/get-rank-list?type=1&searchUser=${tag}`))).toEqual([
        `${tag}a`,
        `${tag}c`,
        `${tag}b`,
      ]);
      // A manual verdict (root) turns b's WA back into AC with a score.
      const bNow = await db
        .selectFrom('judge')
        .select('version')
        .where('submit_id', '=', bP1)
        .executeTakeFirstOrThrow();
      await setManualVerdict(app().ctx.database, bP1, bNow.version, {
        status: AC,
        oiRankScore: 7,
        judger: 'root',
      });
      expect((await countsOf([b.uid]))[0]).toMatchObject({ ac: 2, total: 2, score: 12 });
      // Cancelled by root: it never counts (hoj-behaviour §1.5): out of b's AC, total and score.
      const bLater = await db
        .selectFrom('judge')
        .select('version')
        .where('submit_id', '=', bP1)
        .executeTakeFirstOrThrow();
      // (as the cancel call writes it: score and oiRankScore cleared)
      await setManualVerdict(app().ctx.database, bP1, bLater.version, {
        status: JudgeStatus.CANCELLED,
        score: null,
        oiRankScore: null,
        judger: 'root',
      });
      expect((await countsOf([b.uid]))[0]).toMatchObject({ ac: 1, total: 1, score: 5 });

      // The rebuild from scratch, and the migration's fill of existing users, find exactly the
      // maintained counts.
      const before = await countsOf([a.uid, b.uid, c.uid, banned.uid]);
      expect(await rebuildRankCounts(app().ctx.database)).toBeGreaterThanOrEqual(4);
      expect(await countsOf([a.uid, b.uid, c.uid, banned.uid])).toEqual(before);
      await db.deleteFrom('user_rank_count').execute();
      await fillRankCounts(db, app().ctx.database.dialect);
      expect(await countsOf([a.uid, b.uid, c.uid, banned.uid])).toEqual(before);
    });

    it('caches an unsearched page for 60 s; refuses a bad type and control characters', async () => {
      const first = await call(app(), 'GET', '/api/get-rank-list?type=0&limit=500');
      const u = await registerUser(app());
      const cached = await call(app(), 'GET', '/api/get-rank-list?type=0&limit=500');
      expect(cached.body.data.total).toBe(first.body.data.total);
      const searched = await call(app(), 'GET', `/api/get-rank-list?type=0&searchUser=${u.username}`);
      expect(searched.body.data.records.map((r: { username: string }) => r.username)).toEqual([u.username]);
      expect((await call(app(), 'GET', '/api/get-rank-list?type=2')).status).toBe(400);
      expect((await call(app(), 'GET', '/api/get-rank-list')).status).toBe(400);
      expect((await call(app(), 'GET', '/api/get-rank-list?type=0&searchUser=%00')).status).toBe(400);
    });
  });
}
