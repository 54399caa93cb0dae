// Site rank lists (issue 19) on every database: ACM order (ac desc, total asc) and OI order (score
// desc, ac desc) computed by hand, totals the same on both boards (HOJ #39), contest and group
// submissions left out, banned users left out, search, paging, the 60 s cache.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import { call } from '../../../test/helpers/app.js';
import { appVariants, registerUser } from '../../../test/helpers/accounts.js';
import { problemIdOf, submissionWithVerdict, useApp } from '../../../test/fixtures/index.js';

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`rank list [${v.name}]`, () => {
    const app = useApp(v);
    const tag = `rk${Date.now() % 10000}`;

    it('orders ACM by ac then fewer submissions, OI by score; counts only main-site submissions', async () => {
      const { db, cols } = app().ctx.database;
      const [p0, p1] = [await problemIdOf(app(), 'P1000'), await problemIdOf(app(), 'P1001')];
      const [a, b, c, banned] = [
        await registerUser(app(), `${tag}a`),
        await registerUser(app(), `${tag}b`),
        await registerUser(app(), `${tag}c`),
        await registerUser(app(), `${tag}x`),
      ];
      const ac = async (u: { uid: string; username: string }, pid: number, oi: number) => {
        const id = await submissionWithVerdict(app(), u, pid, { status: JudgeStatus.ACCEPTED });
        await db.updateTable('judge').set({ oi_rank_score: oi }).where('submit_id', '=', id).execute();
        const now = cols.time();
        const seen = await db
          .selectFrom('user_acproblem')
          .select('id')
          .where('uid', '=', u.uid)
          .where('pid', '=', pid)
          .executeTakeFirst();
        if (!seen)
          await db
            .insertInto('user_acproblem')
            .values({ uid: u.uid, pid, submit_id: id, gmt_create: now, gmt_modified: now })
            .execute();
      };
      // a: 2 AC in 3 submissions; b: 2 AC in 2 submissions (ranks above a); c: 1 AC, best OI score
      await ac(a, p0, 10);
      await ac(a, p1, 10);
      await submissionWithVerdict(app(), a, p0);
      await ac(b, p0, 5);
      await ac(b, p1, 5);
      await ac(c, p1, 40);
      await ac(c, p1, 20); // the best score of a problem counts once
      // contest submissions count nowhere
      await submissionWithVerdict(app(), b, p0, { cid: 1 });
      await ac(banned, p0, 100);
      await db.updateTable('user_info').set({ status: 1 }).where('uuid', '=', banned.uid).execute();

      const acm = await call(app(), 'GET', `/api/get-rank-list?type=0&searchUser=${tag}`);
      expect(acm.status).toBe(200);
      expect(acm.body.data.records.map((r: { username: string }) => r.username)).toEqual([
        `${tag}b`,
        `${tag}a`,
        `${tag}c`,
      ]);
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
      expect(page2.body.data.records.map((r: { username: string }) => r.username)).toEqual([`${tag}c`]);
      expect(page2.body.data).toMatchObject({ total: 3, size: 2, current: 2, pages: 2 });
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
