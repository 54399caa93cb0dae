// Every super-admin-only call is refused on the server to each lesser role (issue 20 §4: "refused to
// admin and problem admin on the server, not only hidden"). The table is not written by hand: it is
// every registered route that the contract row or the route's own auth config reserves for root
// (1000), called as admin (1001), problem admin (1008) and each user role (1002–1007), each of
// which must get 403 and change nothing. A new root-only route joins the table by itself.
import { describe, expect, it } from 'vitest';
import { ALL_ROLES, Role, type RoleId } from '@judge/shared';
import { allowedRoles, rowForRoute } from '@judge/shared/contract/index';
import type { BuiltApp, RegisteredRoute } from '../../src/app.js';
import { rolesOfAuth } from '../../src/lib/auth/index.js';
import { appVariants } from '../helpers/accounts.js';
import { useApp, userOfRole } from '../fixtures/index.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** True when only root may call the route, by its contract row or by its registered auth. */
function rootOnly(route: RegisteredRoute): boolean {
  const only = (ids: readonly number[] | 'any') => ids !== 'any' && ids.length === 1 && ids[0] === Role.ROOT;
  const row = rowForRoute(route.method, route.url);
  if (row && only(allowedRoles(row.auth))) return true;
  const roles = route.auth && rolesOfAuth(route.auth);
  return roles != null && only(roles);
}

/** A callable URL of a route: path parameters filled with 1. */
const urlOf = (r: RegisteredRoute) => r.url.replace(/:[A-Za-z_]+/g, '1');

const LESSER: RoleId[] = ALL_ROLES.filter((r) => r !== Role.ROOT);

/** Row counts of the tables a wrongly allowed call would most likely write. */
async function counts(app: BuiltApp): Promise<Record<string, number>> {
  const { db } = app.ctx.database;
  const out: Record<string, number> = {};
  for (const t of [
    'user_info',
    'announcement',
    'admin_sys_notice',
    'site_config',
    'problem',
    'judge',
  ] as const) {
    const r = await db
      .selectFrom(t)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    out[t] = Number(r.n);
  }
  return out;
}

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`super-admin-only calls × lesser roles [${v.name}]`, () => {
    const app = useApp(v);

    it('the table holds the back office’s root-only calls', () => {
      const keys = app()
        .routeList.filter((r) => r.method !== 'HEAD' && rootOnly(r))
        .map((r) => `${r.method} ${r.url}`);
      // A few that must be in it (spec §2 "user, announcement, notice, conf, switch: super admin only").
      for (const k of [
        'GET /api/admin/user/get-user-list',
        'PUT /api/admin/user/edit-user',
        'DELETE /api/admin/user/delete-user',
        'POST /api/admin/user/insert-batch-user',
        'POST /api/admin/user/generate-user',
        'GET /api/file/generate-user-excel',
        'POST /api/admin/announcement',
        'POST /api/admin/msg/notice',
        'GET /api/admin/config/get-web-config',
        'PUT /api/admin/config/set-email-config',
        'POST /api/admin/config/test-email',
        'GET /api/admin/config/get-db-and-redis-config',
        'PUT /api/admin/switch/update',
        'POST /api/file/upload-carouse-img',
        'DELETE /api/admin/config/home-carousel',
        'GET /api/admin/judge/rejudge',
        'PUT /api/admin/config/judge-server',
      ])
        expect(keys, k).toContain(k);
      // none of the calls every back-office role may make
      for (const k of [
        'GET /api/admin/config/get-judge-service-info',
        'GET /api/admin/dashboard/get-dashboard-info',
      ])
        expect(keys, k).not.toContain(k);
    });

    it('each lesser role gets 403 from every one of them, and nothing is written', async () => {
      const routes = app().routeList.filter(
        (r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && rootOnly(r),
      );
      const before = await counts(app());
      const wrong: string[] = [];
      for (const role of LESSER) {
        const u = await userOfRole(app(), role);
        for (const r of routes) {
          const method = r.method as Method;
          const res = await app().inject({
            method,
            url: urlOf(r),
            headers: { authorization: u.token!, 'url-type': 'admin', 'accept-language': 'en-US' },
            ...(method === 'GET' ? {} : { payload: {} }),
          });
          if (res.statusCode !== 403)
            wrong.push(`${role} ${r.method} ${r.url} → ${res.statusCode} ${res.body.slice(0, 120)}`);
        }
      }
      expect(wrong).toEqual([]);
      expect(await counts(app())).toEqual({ ...before, user_info: before.user_info + LESSER.length });
    });
  });
}
