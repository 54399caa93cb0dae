// Site announcements (issue 19/20) on every database: the public list shows only shown site
// announcements (no hidden, group or contest ones), the detail page, the super-admin back office
// (admin, problem admin, user and anonymous refused), the form's rules, the author is the caller.
import { describe, expect, it } from 'vitest';
import { Role } from '@judge/shared';
import { call, EN } from '../../../test/helpers/app.js';
import { appVariants } from '../../../test/helpers/accounts.js';
import { announcementOf, rootToken, useApp, userOfRole } from '../../../test/fixtures/index.js';

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`announcements [${v.name}]`, () => {
    const app = useApp(v);

    it('back office: super admin only; creates, lists hidden too, edits, deletes; form rules', async () => {
      const root = await rootToken(app());
      const admin = await userOfRole(app(), Role.ADMIN);
      const pa = await userOfRole(app(), Role.PROBLEM_ADMIN);
      const user = await userOfRole(app());
      const body = { title: 'Hello', content: '# Hi', status: 0, uid: user.uid };
      const edit = async (form: object, token: string) =>
        (await call(app(), 'PUT', '/api/admin/announcement', form, { token })).status;
      const remove = async (aid: number, token: string) =>
        (await call(app(), 'DELETE', `/api/admin/announcement?aid=${aid}`, undefined, { token })).status;
      for (const t of [admin.token, pa.token, user.token]) {
        expect((await call(app(), 'POST', '/api/admin/announcement', body, { token: t })).status).toBe(403);
        expect((await call(app(), 'GET', '/api/admin/announcement', undefined, { token: t })).status).toBe(
          403,
        );
      }
      expect((await call(app(), 'POST', '/api/admin/announcement', body)).status).toBe(401);
      expect((await call(app(), 'POST', '/api/admin/announcement', body, { token: root })).status).toBe(200);
      expect(
        (
          await call(
            app(),
            'POST',
            '/api/admin/announcement',
            { ...body, title: 'Hidden one', status: 1 },
            { token: root },
          )
        ).status,
      ).toBe(200);
      const noTitle = await call(
        app(),
        'POST',
        '/api/admin/announcement',
        { ...body, title: '  ' },
        { token: root, headers: EN },
      );
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.msg).toBe('Title is required');
      const noContent = await call(
        app(),
        'POST',
        '/api/admin/announcement',
        { ...body, content: '' },
        { token: root, headers: EN },
      );
      expect(noContent.body.msg).toBe('Content is required');

      const list = await call(app(), 'GET', '/api/admin/announcement', undefined, { token: root });
      expect(list.status).toBe(200);
      expect(list.body.data.size).toBe(10);
      const [hidden, shown] = list.body.data.records;
      expect(hidden).toMatchObject({ title: 'Hidden one', status: 1, username: 'root' });
      // the author is the caller, not the uid in the body
      expect(shown).toMatchObject({ title: 'Hello', content: '# Hi', status: 0, username: 'root' });
      expect(shown.uid).not.toBe(user.uid);

      expect(await edit({ id: shown.id, title: 'Hello 2', content: 'c', status: 0 }, admin.token)).toBe(403);
      expect(await edit({ id: shown.id, title: 'Hello 2', content: 'c', status: 0 }, root)).toBe(200);
      expect(
        (await call(app(), 'GET', `/api/get-announcement-detail?id=${shown.id}`)).body.data,
      ).toMatchObject({ title: 'Hello 2', content: 'c' });
      expect(await edit({ id: 999999, title: 'x', content: 'c', status: 0 }, root)).toBe(404);
      expect(await edit({ title: 'x', content: 'c', status: 0 }, root)).toBe(400);

      expect(await remove(hidden.id, admin.token)).toBe(403);
      expect(await remove(hidden.id, root)).toBe(200);
      expect(await remove(hidden.id, root)).toBe(404);
    });

    it('the public list and detail show only shown site announcements', async () => {
      const root = await rootToken(app());
      const post = (title: string, status: number) =>
        call(
          app(),
          'POST',
          '/api/admin/announcement',
          { title, content: `${title} text`, status },
          { token: root },
        );
      await post('Public A', 0);
      await post('Secret B', 1);
      await post('Public C', 0);
      // a group announcement and a contest announcement share the table and must not show
      const g = await announcementOf(app(), { title: 'Group D', content: 'x', uid: 'u', gid: 5 });
      const rows = await call(app(), 'GET', '/api/get-common-announcement?limit=100');
      const titles = rows.body.data.records.map((r: { title: string }) => r.title);
      expect(titles).toContain('Public A');
      expect(titles).toContain('Public C');
      expect(titles).not.toContain('Secret B');
      expect(titles).not.toContain('Group D');
      expect(titles.indexOf('Public C')).toBeLessThan(titles.indexOf('Public A'));
      const page = await call(app(), 'GET', '/api/get-common-announcement?limit=1&currentPage=2');
      expect(page.body.data).toMatchObject({ size: 1, current: 2 });
      expect(page.body.data.records).toHaveLength(1);

      const all = await call(app(), 'GET', '/api/admin/announcement?limit=100', undefined, { token: root });
      const secret = all.body.data.records.find((r: { title: string }) => r.title === 'Secret B');
      const pub = all.body.data.records.find((r: { title: string }) => r.title === 'Public A');
      const detail = await call(app(), 'GET', `/api/get-announcement-detail?id=${pub.id}`);
      expect(detail.body.data).toMatchObject({
        title: 'Public A',
        content: 'Public A text',
        username: 'root',
      });
      const hidden = await call(app(), 'GET', `/api/get-announcement-detail?id=${secret.id}`, undefined, {
        headers: EN,
      });
      expect(hidden.status).toBe(404);
      expect(hidden.body.msg).toBe('The announcement does not exist!');
      expect(
        (await call(app(), 'GET', `/api/get-announcement-detail?id=${secret.id}`, undefined, { token: root }))
          .status,
      ).toBe(200);
      expect((await call(app(), 'GET', `/api/get-announcement-detail?id=${g}`)).status).toBe(404);
      expect((await call(app(), 'GET', '/api/get-announcement-detail?id=abc')).status).toBe(400);
    });
  });
}
