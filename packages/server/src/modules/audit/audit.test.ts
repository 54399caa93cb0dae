// The audit log (issue 24, Operations): every back-office change is recorded with its before and
// after; secrets never reach the log; every back-office route of the app is catalogued (a new one
// fails here); only root reads the log; its filters and pages. SQLite and PostgreSQL.
import { describe, expect, it } from 'vitest';
import { JudgeStatus, Role } from '@judge/shared';
import { AUDIT_RESOURCE_TYPES } from '@judge/shared/schemas/audit';
import type { BuiltApp, RegisteredRoute } from '../../app.js';
import { rolesOfAuth } from '../../lib/auth/index.js';
import { ROOT_ONLY } from '../../lib/auth/roles.js';
import { ok } from '../../lib/envelope.js';
import { call, makeApp, type Json } from '../../../test/helpers/app.js';
import { ROOT_PASSWORD, appVariants, loginToken } from '../../../test/helpers/accounts.js';
import { dbTargets } from '../../../test/helpers/targets.js';
import {
  problemIdOf,
  submissionWithVerdict,
  useRootApp,
  userOfRole,
  type TestUser,
} from '../../../test/fixtures/index.js';
import { CATALOGUE, isAudited } from './catalogue.js';
import { auditedRoutes } from './trail.js';
import { withAudit } from './tables.js';

/**
 * Back-office routes by the test's own reading of the route table: signed-in calls under
 * /api/admin/, and calls that only back-office roles (root, admin, problem admin) may make.
 */
function backOffice(routes: RegisteredRoute[]): RegisteredRoute[] {
  const staff: number[] = [Role.ROOT, Role.ADMIN, Role.PROBLEM_ADMIN];
  return routes.filter((r) => {
    if (r.method === 'HEAD' || r.auth === undefined || r.auth === 'anon' || r.auth === 'open') return false;
    if (r.url.startsWith('/api/admin/')) return true;
    const roles = rolesOfAuth(r.auth);
    return roles !== null && roles.length > 0 && roles.every((id) => staff.includes(id));
  });
}

/** What the coverage rule finds wrong: routes not in the catalogue, and changes the trail does not record. */
function coverageGaps(app: BuiltApp): { uncatalogued: string[]; unrecorded: string[]; stale: string[] } {
  const audited = auditedRoutes(app);
  const routes = backOffice(app.routeList);
  const keys = routes.map((r) => `${r.method} ${r.url}`);
  const uncatalogued = keys.filter((k) => !CATALOGUE[k]);
  const unrecorded = routes
    .map((r) => `${r.method} ${r.url}`)
    .filter((k) => {
      const e = CATALOGUE[k];
      const changes = e ? isAudited(e) : !k.startsWith('GET ');
      return changes && !audited.has(k);
    });
  const registered = new Set(app.routeList.map((r) => `${r.method} ${r.url}`));
  const stale = Object.keys(CATALOGUE).filter((k) => !registered.has(k));
  return { uncatalogued, unrecorded, stale };
}

describe('audit coverage of the back office', () => {
  it('every back-office route is catalogued, every change is recorded, no entry is stale', async () => {
    const target = dbTargets()[0];
    // A route added without a catalogue line: recorded all the same (derived name), and reported.
    const app = await makeApp(await target.makeConfig({ rootPassword: ROOT_PASSWORD }), (a) => {
      a.post('/api/admin/zz-new-thing', { config: { auth: ROOT_ONLY } }, async () => ok(null));
    });
    try {
      const gaps = coverageGaps(app);
      expect(gaps.uncatalogued).toEqual(['POST /api/admin/zz-new-thing']);
      expect(auditedRoutes(app).get('POST /api/admin/zz-new-thing')?.action).toBe('zz-new-thing.create');
      expect(gaps.unrecorded).toEqual([]);
      expect(gaps.stale).toEqual([]);
      // Every resource type the catalogue names is one the page's filter offers.
      const types = new Set<string>(AUDIT_RESOURCE_TYPES);
      expect(
        Object.values(CATALOGUE)
          .filter(isAudited)
          .filter((e) => !types.has(e.resource)),
      ).toEqual([]);
      // The catalogue's moderation entries on public routes are recorded too.
      for (const k of [
        'DELETE /api/comment',
        'DELETE /api/reply',
        'PUT /api/discussion',
        'DELETE /api/discussion',
      ])
        expect(auditedRoutes(app).has(k), k).toBe(true);
      // Sanity of the reading: the known back-office changes are in it.
      expect(backOffice(app.routeList).length).toBeGreaterThan(80);
      const token = await loginToken(app, 'root', ROOT_PASSWORD);
      const r = await call(app, 'POST', '/api/admin/zz-new-thing', {}, { token });
      expect(r.status).toBe(200);
      const row = await withAudit(app.ctx.database.db)
        .selectFrom('audit_log')
        .selectAll()
        .where('route', '=', '/api/admin/zz-new-thing')
        .executeTakeFirst();
      expect(row?.username).toBe('root');
    } finally {
      await app.close();
      await target.cleanup();
    }
  });
});

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`audit log (${v.name})`, () => {
    let app: BuiltApp;
    let root: string;
    let admin: TestUser;
    let user: TestUser;
    useRootApp(v, async (a, token) => {
      app = a;
      root = token;
      admin = await userOfRole(app, Role.ADMIN);
      user = await userOfRole(app, Role.USER);
    });
    const audit = (query: string, token = root) =>
      call(app, 'GET', `/api/admin/audit?${query}`, undefined, { token });
    /** A write of the site's announcements as root: the resource most of these tests audit. */
    const announcement = (method: 'POST' | 'PUT', body: Json) =>
      call(app, method, '/api/admin/announcement', body, { token: root });
    const entries = async (query: string): Promise<Json[]> => {
      const r = await audit(query);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data.records;
    };

    it('records an update with the resource before and after, who, where from and the route', async () => {
      const c = await announcement('POST', { title: 'Old title', content: 'Body' });
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      const [created] = await entries('action=announcement.create');
      expect(created).toMatchObject({
        username: 'root',
        method: 'POST',
        route: '/api/admin/announcement',
        before: null,
      });
      const list = await call(app, 'GET', '/api/admin/announcement?limit=50', undefined, { token: root });
      const aid = list.body.data.records.find((a: Json) => a.title === 'Old title').id;

      const u = await announcement('PUT', { id: aid, title: 'New title', content: 'Body', status: 1 });
      expect(u.status, JSON.stringify(u.body)).toBe(200);
      const [e] = await entries(`action=announcement.update&resourceId=${aid}`);
      expect(e).toMatchObject({
        username: 'root',
        action: 'announcement.update',
        resourceType: 'announcement',
        resourceId: String(aid),
        method: 'PUT',
        route: '/api/admin/announcement',
        status: 200,
      });
      expect(e.uid).toBeTruthy();
      expect(e.ip).toBeTruthy();
      expect(e.before).toMatchObject({ id: aid, title: 'Old title', status: 0 });
      expect(e.after).toMatchObject({ id: aid, title: 'New title', status: 1 });
      expect(e.request.body).toMatchObject({ title: 'New title' });
      expect(Date.now() - Date.parse(e.gmtCreate)).toBeLessThan(60_000);

      // A delete: before kept, after gone.
      const d = await call(app, 'DELETE', `/api/admin/announcement?aid=${aid}`, undefined, { token: root });
      expect(d.status).toBe(200);
      const [del] = await entries(`action=announcement.delete&resourceId=${aid}`);
      expect(del.before).toMatchObject({ title: 'New title' });
      expect(del.after).toBeNull();
    });

    it('a refused or invalid call is not recorded', async () => {
      const before = (await audit('')).body.data.total;
      const r = await announcement('PUT', { id: 999999, title: 'x', content: 'y' });
      expect(r.status).toBeGreaterThanOrEqual(400);
      const denied = await call(app, 'DELETE', '/api/admin/announcement?aid=1', undefined, {
        token: user.token,
      });
      expect(denied.status).toBe(403);
      expect((await audit('')).body.data.total).toBe(before);
    });

    it('a password change is recorded with neither the new password nor the hash', async () => {
      const secret = 'N3wSecretPw';
      const r = await call(
        app,
        'PUT',
        '/api/admin/user/edit-user',
        { uid: user.uid, username: user.username, setNewPwd: true, password: secret, type: 1002, status: 0 },
        { token: root },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [e] = await entries(`action=user.update&resourceId=${user.uid}`);
      expect(e.request.body.password).toBe('[redacted]');
      expect(e.before.password).toBe('[redacted]');
      expect(e.after.password).toBe('[redacted]');
      expect(e.before).toMatchObject({ uuid: user.uid, username: user.username, role_id: 1002 });
      const raw = await withAudit(app.ctx.database.db)
        .selectFrom('audit_log')
        .selectAll()
        .where('id', '=', e.id)
        .executeTakeFirstOrThrow();
      const text = JSON.stringify(raw);
      expect(text).not.toContain(secret);
      expect(text).not.toMatch(/\$argon2/);
      // the new password works (and the change signed the user out everywhere: a new token)
      user.token = await loginToken(app, user.username, secret);
      user.password = secret;
    });

    it('a role change by edit-user shows the role before and after', async () => {
      const target = await userOfRole(app, Role.USER);
      const r = await call(
        app,
        'PUT',
        '/api/admin/user/edit-user',
        { uid: target.uid, username: target.username, type: Role.PROBLEM_ADMIN, status: 0 },
        { token: root },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [e] = await entries(`resourceType=user&resourceId=${target.uid}`);
      expect(e.before.role_id).toBe(Role.USER);
      expect(e.after.role_id).toBe(Role.PROBLEM_ADMIN);
    });

    it('only root reads the log: admin and ordinary users get 403, anonymous 401', async () => {
      expect((await audit('', admin.token)).status).toBe(403);
      expect((await audit('', user.token)).status).toBe(403);
      expect((await call(app, 'GET', '/api/admin/audit')).status).toBe(401);
      expect((await audit('')).status).toBe(200);
    });

    it('filters by user, action prefix, resource and time, and pages', async () => {
      // Three tags by a problem admin.
      const pa = await userOfRole(app, Role.PROBLEM_ADMIN);
      for (const name of ['audit-t1', 'audit-t2', 'audit-t3']) {
        const r = await call(
          app,
          'POST',
          '/api/admin/tag',
          { name, color: '#123456', oj: 'ME' },
          { token: pa.token },
        );
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      }
      const mine = await entries(`user=${pa.username}`);
      expect(mine.map((e) => e.action)).toEqual(['tag.create', 'tag.create', 'tag.create']);
      expect(
        mine.every((e) => e.after?.name?.startsWith('audit-t') && e.resourceId === String(e.after.id)),
      ).toBe(true);
      expect((await entries(`user=${pa.uid}`)).length).toBe(3);
      const all = (await audit('')).body.data.total;
      expect(all).toBeGreaterThan(3);
      // action prefix: every training action; exact: nothing named "training" alone
      expect((await entries('action=tag.')).length).toBe(3);
      expect((await entries('action=tag*')).length).toBe(3);
      expect((await entries('action=tag')).length).toBe(0);
      expect((await entries('resourceType=tag')).length).toBe(3);
      expect((await entries(`resourceType=tag&resourceId=${mine[0].resourceId}`)).map((e) => e.id)).toEqual([
        mine[0].id,
      ]);
      // time: today (UTC) holds them all, yesterday and tomorrow none
      const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
      expect((await audit(`from=${day(0)}&to=${day(0)}`)).body.data.total).toBe(all);
      expect((await audit(`to=${day(-1)}`)).body.data.total).toBe(0);
      expect((await audit(`from=${day(1)}`)).body.data.total).toBe(0);
      const notADate = await audit('from=not-a-date');
      expect(notADate.status).toBe(400);
      expect(notADate.body.msg).not.toMatch(/\{\w+\}/); // its message's placeholders filled in
      // pages: newest first, no entry twice
      const p1 = (await audit(`user=${pa.username}&limit=2&currentPage=1`)).body.data;
      const p2 = (await audit(`user=${pa.username}&limit=2&currentPage=2`)).body.data;
      expect(p1).toMatchObject({ total: 3, size: 2, current: 1, pages: 2 });
      expect(p1.records).toHaveLength(2);
      expect(p2.records).toHaveLength(1);
      const ids = [...p1.records, ...p2.records].map((e: Json) => e.id);
      expect(new Set(ids).size).toBe(3);
      expect(ids).toEqual([...ids].sort((a, b) => b - a));
    });

    it('records a GET that changes (manual judge) with the submission before and after', async () => {
      const sid = await submissionWithVerdict(app, user, await problemIdOf(app, 'P1000'));
      const r = await call(app, 'GET', `/api/admin/judge/manual-judge?submitId=${sid}&status=0`, undefined, {
        token: root,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [e] = await entries(`resourceType=submission&resourceId=${sid}`);
      expect(e).toMatchObject({ action: 'submission.manual-judge', method: 'GET' });
      expect(e.before.status).toBe(JudgeStatus.WRONG_ANSWER);
      expect(e.after.status).toBe(JudgeStatus.ACCEPTED);
      expect(e.request.query).toMatchObject({ submitId: sid, status: 0 });
    });

    it('records the SMTP settings without their password', async () => {
      // (the settings are put back after: the suite's registrations mail through them)
      const prev = await app.ctx.siteConfig.email();
      try {
        const secret = 'MailSecret9';
        const r = await call(
          app,
          'PUT',
          '/api/admin/config/set-email-config',
          { emailHost: 'smtp.example.com', emailPassword: secret },
          { token: root },
        );
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const [e] = await entries('action=config.email.update');
        expect(e).toMatchObject({ resourceType: 'site_config', resourceId: 'email' });
        expect(e.request.body.emailPassword).toBe('[redacted]');
        expect(e.after).toMatchObject({
          section: 'email',
          emailHost: 'smtp.example.com',
          emailPassword: '[redacted]',
        });
        expect(e.before.emailPassword ?? '').not.toContain(secret);
        const raw = await withAudit(app.ctx.database.db).selectFrom('audit_log').selectAll().execute();
        expect(JSON.stringify(raw)).not.toContain(secret);
      } finally {
        await app.ctx.siteConfig.setEmail(prev);
      }
    });

    it('a batch delete keeps every row before; the actor keeps their name after their own deletion', async () => {
      const [a, b] = [await userOfRole(app), await userOfRole(app, Role.PROBLEM_ADMIN)];
      const tag = await call(
        app,
        'POST',
        '/api/admin/tag',
        { name: 'by-b', color: '#654321', oj: 'ME' },
        { token: b.token },
      );
      expect(tag.status, JSON.stringify(tag.body)).toBe(200);
      const r = await call(
        app,
        'DELETE',
        '/api/admin/user/delete-user',
        { ids: [a.uid, b.uid] },
        { token: root },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const [e] = await entries('action=user.delete');
      expect(e.resourceId).toBe(`${a.uid},${b.uid}`);
      expect((e.before as Json[]).map((u) => u.username).sort()).toEqual([a.username, b.username].sort());
      expect(e.after).toBeNull();
      const [byB] = await entries(`user=${b.username}`);
      expect(byB).toMatchObject({ action: 'tag.create', username: b.username, uid: b.uid });
    });

    it('moderation through the public routes is recorded for staff only', async () => {
      await app.ctx.siteConfig.setSwitches({ defaultCreateDiscussionACInitValue: 0 });
      const cats = await call(app, 'GET', '/api/discussion-category');
      const categoryId = cats.body.data[0].id;
      const post = async () => {
        const r = await call(
          app,
          'POST',
          '/api/discussion',
          { title: 'Moderated', description: 'D', content: 'C', categoryId },
          { token: user.token },
        );
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const row = await (app.ctx.database.db as Json)
          .selectFrom('discussion')
          .select('id')
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow();
        return Number(row.id);
      };
      const own = await post();
      expect(
        (await call(app, 'DELETE', `/api/discussion?did=${own}`, undefined, { token: user.token })).status,
      ).toBe(200);
      expect(await entries(`resourceType=discussion&resourceId=${own}`)).toEqual([]);
      const other = await post();
      expect(
        (await call(app, 'DELETE', `/api/discussion?did=${other}`, undefined, { token: root })).status,
      ).toBe(200);
      const [e] = await entries(`resourceType=discussion&resourceId=${other}`);
      expect(e).toMatchObject({ action: 'discussion.delete', username: 'root' });
      expect(e.before).toMatchObject({ id: other, title: 'Moderated' });
    });

    it('a failed write of the log does not fail the action', async () => {
      const db = app.ctx.database.db;
      const { sql } = await import('kysely');
      await sql`alter table audit_log rename to audit_log_off`.execute(db);
      try {
        const r = await announcement('POST', { title: 'While off', content: 'x' });
        expect(r.status, JSON.stringify(r.body)).toBe(200);
      } finally {
        await sql`alter table audit_log_off rename to audit_log`.execute(db);
      }
      expect(
        (await entries('action=announcement.create')).some((e) => e.request.body.title === 'While off'),
      ).toBe(false);
    });
  });
}
