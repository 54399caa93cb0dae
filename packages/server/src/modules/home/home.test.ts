// Home page calls (issue 19) on every database: recent contests (visible main-site ones running or
// starting within 14 days), the 7-day AC rank (first accepts of the last 7 days, top 10), last
// week's submissions per day (cached, only root forces a refresh), the other-judge contests list.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import { call } from '../../../test/helpers/app.js';
import { dbVariants, registerUser } from '../../../test/helpers/accounts.js';
import { problemIdOf, rootToken, submissionWithVerdict, useApp } from '../../../test/fixtures/index.js';
import { chinaDay } from '../../lib/china-day.js';
import { createBoardContest } from '../../../test/fixtures/board.js';

const DAY = 24 * 3600 * 1000;

for (const v of dbVariants()) {
  describe(`home [${v.name}]`, () => {
    const app = useApp(v);

    it('recent contests: visible, not in a group, running or starting within 14 days', async () => {
      const root = await rootToken(app());
      const { db, cols } = app().ctx.database;
      const mk = async (title: string, startInDays: number, hours = 2) => {
        const start = new Date(Date.now() + startInDays * DAY);
        const body = {
          title,
          type: 0,
          auth: 0,
          description: 'd',
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + hours * 3600 * 1000).toISOString(),
          duration: hours * 3600,
          sealRank: false,
          visible: true,
          rankShowName: 'username',
          oiRankScoreType: 'Recent',
          awardType: 0,
        };
        const r = await call(app(), 'POST', '/api/admin/contest', body, { token: root });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        return Number(
          (await db.selectFrom('contest').select('id').where('title', '=', title).executeTakeFirstOrThrow())
            .id,
        );
      };
      await mk('Soon', 3);
      await mk('Running', -0.01, 24);
      await mk('Later', 20);
      await mk('Ended', -3);
      const hidden = await mk('Hidden', 1);
      await db
        .updateTable('contest')
        .set({ visible: cols.bool(false) as never })
        .where('id', '=', hidden)
        .execute();
      const res = await call(app(), 'GET', '/api/get-recent-contest');
      expect(res.status).toBe(200);
      const titles = res.body.data.map((c: { title: string }) => c.title);
      expect(titles).toEqual(['Running', 'Soon']);
      expect(res.body.data[1]).toMatchObject({ status: -1, type: 0, auth: 0, count: 0 });
      expect(res.body.data[1]).not.toHaveProperty('pwd');
    });

    it('7-day AC rank counts first accepts of the last 7 days', async () => {
      const { db, cols } = app().ctx.database;
      const p = await problemIdOf(app(), 'P1000');
      const q = await problemIdOf(app(), 'P1001');
      const [a, b] = [await registerUser(app()), await registerUser(app())];
      const acAt = async (uid: string, pid: number, at: Date) =>
        db
          .insertInto('user_acproblem')
          .values({ uid, pid, submit_id: 0, gmt_create: cols.time(at), gmt_modified: cols.time(at) })
          .execute();
      await acAt(a.uid, p, new Date());
      await acAt(a.uid, q, new Date(Date.now() - 2 * DAY));
      await acAt(b.uid, p, new Date());
      await acAt(b.uid, q, new Date(Date.now() - 9 * DAY)); // too old
      const res = await call(app(), 'GET', '/api/get-recent-seven-ac-rank');
      expect(res.status).toBe(200);
      const rows = res.body.data as { username: string; ac: number }[];
      expect(rows.length).toBeLessThanOrEqual(10);
      expect(rows.find((r) => r.username === a.username)?.ac).toBe(2);
      expect(rows.find((r) => r.username === b.username)?.ac).toBe(1);
      expect(rows.findIndex((r) => r.username === a.username)).toBeLessThan(
        rows.findIndex((r) => r.username === b.username),
      );
    });

    it('last-week statistics: seven China days oldest first, cached, only root forces a refresh', async () => {
      const u = await registerUser(app());
      const p = await problemIdOf(app(), 'P1000');
      /** The statistics, asked to skip the cache (which only root may). */
      const refreshed = (token: string) =>
        call(app(), 'GET', '/api/get-last-week-submission-statistics?forceRefresh=true', undefined, {
          token,
        });
      const first = await call(app(), 'GET', '/api/get-last-week-submission-statistics');
      expect(first.status).toBe(200);
      const d = first.body.data;
      expect(d.dateStrList).toHaveLength(7);
      expect(d.dateStrList[6]).toBe(chinaDay(new Date()));
      expect(d.dateStrList[0]).toBe(chinaDay(new Date(Date.now() - 6 * DAY)));
      await submissionWithVerdict(app(), u, p, { status: JudgeStatus.ACCEPTED });
      await submissionWithVerdict(app(), u, p);
      // cached: a user's forceRefresh does not bypass it
      const cached = await refreshed(u.token);
      expect(cached.body.data).toEqual(d);
      const root = await rootToken(app());
      const fresh = await refreshed(root);
      expect(fresh.body.data.totalCountList[6]).toBe(d.totalCountList[6] + 2);
      expect(fresh.body.data.acCountList[6]).toBe(d.acCountList[6] + 1);

      // An AC in a sealed contest still running is counted as a submission, not as an AC (the
      // count would tell the board's frozen results); it is, once the contest has ended.
      const running = await createBoardContest(app(), u, { startInMinutes: -120, sealMinutesBeforeEnd: 200 });
      const ended = await createBoardContest(app(), u, { startInMinutes: -60 * 24 * 3, lengthMinutes: 60 });
      await submissionWithVerdict(app(), u, p, { status: JudgeStatus.ACCEPTED, cid: running.cid });
      await submissionWithVerdict(app(), u, p, { status: JudgeStatus.ACCEPTED, cid: ended.cid });
      const after = await refreshed(root);
      expect(after.body.data.totalCountList[6]).toBe(d.totalCountList[6] + 4);
      expect(after.body.data.acCountList[6]).toBe(d.acCountList[6] + 2);
    });

    it("other judges' contests: an empty list", async () => {
      const res = await call(app(), 'GET', '/api/get-recent-other-contest');
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual([]);
    });
  });
}
