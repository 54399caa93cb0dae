// The back-office dashboard (hoj-api-paths §1.1, issue 20): the user count, contests starting in the
// next 14 days, submissions since midnight (server time), and the caller's previous login; every
// back-office role may read it, a user may not.
import { describe, expect, it } from 'vitest';
import { Role } from '@judge/shared';
import { call } from '../../../test/helpers/app.js';
import { appVariants, loginToken } from '../../../test/helpers/accounts.js';
import {
  contestOf,
  problemIdOf,
  submissionWithVerdict,
  useRootApp,
  userOfRole,
} from '../../../test/fixtures/index.js';
import type { BuiltApp } from '../../app.js';

const HOUR = 3600_000;
const DAY = 24 * HOUR;

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`back-office dashboard [${v.name}]`, () => {
    let app: BuiltApp;
    let root: string;
    useRootApp(v, (built, token) => {
      app = built;
      root = token;
    });
    const info = async (token = root) =>
      (await call(app, 'GET', '/api/admin/dashboard/get-dashboard-info', undefined, { token })).body.data as {
        userNum: number;
        recentContestNum: number;
        todayJudgeNum: number;
      };

    it('counts users, contests starting within 14 days and today’s submissions', async () => {
      const before = await info();
      const user = await userOfRole(app);
      const { db } = app.ctx.database;
      const users = await db
        .selectFrom('user_info')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();

      const now = Date.now();
      for (const startIn of [-HOUR, 3 * DAY, 13 * DAY, 15 * DAY])
        await contestOf(app, { uid: user.uid, start: now + startIn, end: now + startIn + 2 * HOUR });

      const pid = await problemIdOf(app, 'P1000');
      await submissionWithVerdict(app, user, pid);
      await submissionWithVerdict(app, user, pid);
      const old = await submissionWithVerdict(app, user, pid);
      // two days ago: not today, whatever the hour
      await db
        .updateTable('judge')
        .set({ submit_time: app.ctx.database.cols.time(new Date(now - 2 * DAY)) })
        .where('submit_id', '=', old)
        .execute();

      const after = await info();
      expect(after.userNum).toBe(Number(users.n));
      expect(after.userNum).toBe(before.userNum + 1);
      // the running one (started an hour ago) and the one in 15 days are left out
      expect(after.recentContestNum).toBe(before.recentContestNum + 2);
      expect(after.todayJudgeNum).toBe(before.todayJudgeNum + 2);
    });

    it('the previous login is the second newest session (the only one when there is one)', async () => {
      const u = await userOfRole(app, Role.ADMIN); // registered (one login), then signed in again
      const { db } = app.ctx.database;
      const sessions = await db
        .selectFrom('session')
        .selectAll()
        .where('uid', '=', u.uid)
        .orderBy('id', 'desc')
        .execute();
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      const r = await call(app, 'POST', '/api/admin/dashboard/get-sessions', {}, { token: u.token });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ id: Number(sessions[1].id), uid: u.uid });
      // one more login: the previous one moves up
      await loginToken(app, u.username, u.password);
      const again = await call(app, 'POST', '/api/admin/dashboard/get-sessions', {}, { token: u.token });
      expect(again.body.data.id).toBe(Number(sessions[0].id));
    });

    it('admins and problem admins read it; a user is refused', async () => {
      for (const role of [Role.ADMIN, Role.PROBLEM_ADMIN]) {
        const u = await userOfRole(app, role);
        const r = await call(app, 'GET', '/api/admin/dashboard/get-dashboard-info', undefined, {
          token: u.token,
        });
        expect(r.status, String(role)).toBe(200);
      }
      const u = await userOfRole(app);
      expect(
        (await call(app, 'GET', '/api/admin/dashboard/get-dashboard-info', undefined, { token: u.token }))
          .status,
      ).toBe(403);
      expect(
        (await call(app, 'POST', '/api/admin/dashboard/get-sessions', {}, { token: u.token })).status,
      ).toBe(403);
    });
  });
}
