// Back-office dashboard (hoj-api-paths §1.1): user count, contests in the next 14 days, today's
// submissions, and the admin's previous login.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp } from '../../lib/route.js';
import { BACK_OFFICE } from '../../lib/auth/roles.js';
import { ok } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import { readTime } from '../../db/columns.js';
import { dashboardInfoSchema, sessionInfoSchema } from '@judge/shared/schemas/dashboard';

const route = routeOptions(['admin']);
const DAY_MS = 24 * 3600 * 1000;

export async function adminDashboardRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const { database } = fastify.ctx;
  const { db, cols } = database;

  /** Contests starting within the next 14 days (HOJ's recentContestNum). */
  async function recentContests(): Promise<number> {
    const now = new Date();
    const r = await db
      .selectFrom('contest')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('start_time', '>=', cols.time(now))
      .where('start_time', '<=', cols.time(new Date(now.getTime() + 14 * DAY_MS)))
      .executeTakeFirstOrThrow();
    return Number(r.n);
  }

  app.get(
    '/api/admin/dashboard/get-dashboard-info',
    route(
      BACK_OFFICE,
      'User count, contests in the next 14 days, submissions since midnight (server time)',
      dashboardInfoSchema,
    ),
    async () => {
      const midnight = new Date();
      midnight.setHours(0, 0, 0, 0);
      const [users, judges, contests] = await Promise.all([
        db.selectFrom('user_info').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
        db.selectFrom('judge').select((eb) => eb.fn.countAll<number>().as('n')).where('submit_time', '>=', cols.time(midnight)).executeTakeFirstOrThrow(),
        recentContests(),
      ]);
      return ok({ userNum: Number(users.n), recentContestNum: contests, todayJudgeNum: Number(judges.n) });
    },
  );

  app.post(
    '/api/admin/dashboard/get-sessions',
    route(
      BACK_OFFICE,
      'The caller’s previous login (second newest session; the newest when there is only one)',
      sessionInfoSchema,
      { body: z.unknown().optional() },
    ),
    async (req) => {
      const uid = currentUser(req).uid;
      const rows = await db.selectFrom('session').selectAll().where('uid', '=', uid).orderBy('gmt_create', 'desc').orderBy('id', 'desc').limit(2).execute();
      const s = rows[1] ?? rows[0];
      if (!s) return ok(null);
      return ok({
        id: Number(s.id),
        uid: s.uid,
        userAgent: s.user_agent,
        ip: s.ip,
        gmtCreate: readTime(s.gmt_create)!.toISOString(),
        gmtModified: readTime(s.gmt_modified)!.toISOString(),
      });
    },
  );
}
