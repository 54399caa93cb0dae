// Messages (issue 19) and system notices (issue 20) on every database: reminders written by
// recordReminder land in the right box (never to oneself), counts, paging, listing marks read,
// cleaning one or all (only one's own), notices to all / admins / one user reach exactly those,
// edit and delete of notices, super-admin-only back office.
import { describe, expect, it } from 'vitest';
import { Role } from '@judge/shared';
import { call, EN } from '../../../test/helpers/app.js';
import { dbVariants } from '../../../test/helpers/accounts.js';
import { rootToken, useApp, userOfRole, type TestUser } from '../../../test/fixtures/index.js';
import { recordReminder, REMIND_SNIPPET_MAX } from './remind.js';
import { notifyUser } from './notify.js';

for (const v of dbVariants()) {
  describe(`messages [${v.name}]`, () => {
    const app = useApp(v);
    const unread = async (u: TestUser) =>
      (await call(app(), 'GET', '/api/msg/unread', undefined, { token: u.token })).body.data;
    const remind = (
      from: TestUser,
      to: TestUser,
      action: 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss',
      text = 'hi',
    ) =>
      recordReminder(app().ctx.database.db, {
        action,
        senderId: from.uid,
        recipientId: to.uid,
        sourceId: 7,
        sourceType: 'Discussion',
        sourceTitle: 'A post',
        sourceContent: text,
        url: '/discussion-detail/7',
      });

    it('GET /api/msg/unread answers zero per box for a new user, 401 when not signed in', async () => {
      const user = await userOfRole(app());
      expect(await unread(user)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
      expect((await call(app(), 'GET', '/api/msg/unread')).status).toBe(401);
      for (const box of ['comment', 'reply', 'like', 'sys', 'mine'])
        expect((await call(app(), 'GET', `/api/msg/${box}`)).status).toBe(401);
    });

    it('reminders go to their box, never to oneself; snippets are cut to 250 characters', async () => {
      const [a, b] = [await userOfRole(app()), await userOfRole(app())];
      expect(await remind(a, a, 'Discuss')).toBeNull();
      await remind(a, b, 'Discuss', 'x'.repeat(400));
      await remind(a, b, 'Reply');
      await remind(a, b, 'Like_Post');
      await remind(a, b, 'Like_Discuss');
      expect(await unread(a)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
      expect(await unread(b)).toEqual({ comment: 1, reply: 1, like: 2, sys: 0, mine: 0 });
      const list = await call(app(), 'GET', '/api/msg/comment', undefined, { token: b.token });
      expect(list.status).toBe(200);
      const m = list.body.data.records[0];
      expect(m).toMatchObject({
        action: 'Discuss',
        sourceId: 7,
        sourceType: 'Discussion',
        sourceTitle: 'A post',
        url: '/discussion-detail/7',
        senderId: a.uid,
        senderUsername: a.username,
        state: false,
      });
      expect(m.sourceContent).toHaveLength(REMIND_SNIPPET_MAX);
      // listing marked it read: the counter dropped and the next listing shows it read
      expect((await unread(b)).comment).toBe(0);
      expect(
        (await call(app(), 'GET', '/api/msg/comment', undefined, { token: b.token })).body.data.records[0]
          .state,
      ).toBe(true);
      // the like box holds both like actions
      const likes = await call(app(), 'GET', '/api/msg/like', undefined, { token: b.token });
      expect(likes.body.data.records.map((r: { action: string }) => r.action).sort()).toEqual([
        'Like_Discuss',
        'Like_Post',
      ]);
      expect((await unread(b)).reply).toBe(1);
    });

    it('pages newest first with the default of 5 and marks only the listed page read', async () => {
      const [a, b] = [await userOfRole(app()), await userOfRole(app())];
      for (let i = 1; i <= 7; i++) await remind(a, b, 'Reply', `r${i}`);
      const p1 = await call(app(), 'GET', '/api/msg/reply', undefined, { token: b.token });
      expect(p1.body.data).toMatchObject({ total: 7, size: 5, current: 1, pages: 2 });
      expect(p1.body.data.records.map((r: { sourceContent: string }) => r.sourceContent)).toEqual([
        'r7',
        'r6',
        'r5',
        'r4',
        'r3',
      ]);
      expect((await unread(b)).reply).toBe(2);
      const p2 = await call(app(), 'GET', '/api/msg/reply?currentPage=2&limit=6', undefined, {
        token: b.token,
      });
      expect(p2.body.data).toMatchObject({ total: 7, size: 6, current: 2, pages: 2 });
      expect(p2.body.data.records.map((r: { sourceContent: string }) => r.sourceContent)).toEqual(['r1']);
      expect((await unread(b)).reply).toBe(1);
      // currentPage < 1 is page 1
      const p0 = await call(app(), 'GET', '/api/msg/reply?currentPage=0', undefined, { token: b.token });
      expect(p0.body.data.current).toBe(1);
    });

    it("DELETE /api/msg/clean removes one of mine or a whole box, never another user's", async () => {
      const [a, b] = [await userOfRole(app()), await userOfRole(app())];
      const id1 = await remind(a, b, 'Like_Post');
      await remind(a, b, 'Like_Discuss');
      await remind(a, b, 'Reply');
      // a cannot delete b's message
      const other = await call(app(), 'DELETE', `/api/msg/clean?type=Like&id=${id1}`, undefined, {
        token: a.token,
        headers: EN,
      });
      expect(other.status).toBe(404);
      expect(other.body.msg).toBe('The message does not exist');
      expect(
        (await call(app(), 'DELETE', `/api/msg/clean?type=Like&id=${id1}`, undefined, { token: b.token }))
          .status,
      ).toBe(200);
      expect((await call(app(), 'GET', '/api/msg/like', undefined, { token: b.token })).body.data.total).toBe(
        1,
      );
      expect(
        (await call(app(), 'DELETE', '/api/msg/clean?type=Like', undefined, { token: b.token })).status,
      ).toBe(200);
      expect((await call(app(), 'GET', '/api/msg/like', undefined, { token: b.token })).body.data.total).toBe(
        0,
      );
      // the reply box is untouched
      expect((await unread(b)).reply).toBe(1);
      expect(
        (await call(app(), 'DELETE', '/api/msg/clean?type=Nope', undefined, { token: b.token })).status,
      ).toBe(400);
      expect((await call(app(), 'DELETE', '/api/msg/clean?type=Like')).status).toBe(401);
    });

    it('notices: All reaches every signed-in user, Admin only the back-office roles, Single only its recipient', async () => {
      const root = await rootToken(app());
      const [user, admin, pa, target] = [
        await userOfRole(app()),
        await userOfRole(app(), Role.ADMIN),
        await userOfRole(app(), Role.PROBLEM_ADMIN),
        await userOfRole(app()),
      ];
      const before = {
        user: (await unread(user)).sys,
        admin: (await unread(admin)).sys,
        pa: (await unread(pa)).sys,
        target: (await unread(target)).mine,
      };
      const post = (body: object) =>
        call(app(), 'POST', '/api/admin/msg/notice', body, { token: root, headers: EN });
      expect((await post({ title: 'To all', content: '**all**', type: 'All' })).status).toBe(200);
      expect((await post({ title: 'To admins', content: 'admins', type: 'Admin' })).status).toBe(200);
      expect(
        (await post({ title: 'To one', content: 'one', type: 'Single', recipientId: target.username }))
          .status,
      ).toBe(200);
      expect((await unread(user)).sys).toBe(before.user + 1);
      expect((await unread(admin)).sys).toBe(before.admin + 2);
      expect((await unread(pa)).sys).toBe(before.pa + 2);
      expect(await unread(target)).toMatchObject({ sys: before.user + 1, mine: before.target + 1 });
      expect((await unread(user)).mine).toBe(0);

      const sys = await call(app(), 'GET', '/api/msg/sys?limit=8', undefined, { token: user.token });
      expect(sys.body.data.records[0]).toMatchObject({
        title: 'To all',
        content: '**all**',
        type: 'Sys',
        state: false,
      });
      expect(sys.body.data.records.some((r: { title: string }) => r.title === 'To admins')).toBe(false);
      expect((await unread(user)).sys).toBe(0);
      const mine = await call(app(), 'GET', '/api/msg/mine', undefined, { token: target.token });
      expect(mine.body.data.records[0]).toMatchObject({ title: 'To one', type: 'Mine' });

      // a user who signs up after a broadcast still gets it (HOJ copies broadcasts to newcomers)
      const late = await userOfRole(app());
      const lateSys = await call(app(), 'GET', '/api/msg/sys?limit=50', undefined, { token: late.token });
      expect(lateSys.body.data.records.some((r: { title: string }) => r.title === 'To all')).toBe(true);

      // a deleted broadcast does not come back
      const copyId = lateSys.body.data.records.find((r: { title: string }) => r.title === 'To all').id;
      expect(
        (
          await call(app(), 'DELETE', `/api/msg/clean?type=Sys&id=${copyId}`, undefined, {
            token: late.token,
          })
        ).status,
      ).toBe(200);
      await unread(late);
      const again = await call(app(), 'GET', '/api/msg/sys?limit=50', undefined, { token: late.token });
      expect(again.body.data.records.some((r: { title: string }) => r.title === 'To all')).toBe(false);
    });

    it('notice back office: list, edit, retarget, delete; refusals and validation', async () => {
      const root = await rootToken(app());
      const [a, b, admin] = [
        await userOfRole(app()),
        await userOfRole(app()),
        await userOfRole(app(), Role.ADMIN),
      ];
      const post = (body: object, token = root) =>
        call(app(), 'POST', '/api/admin/msg/notice', body, { token, headers: EN });
      const edit = async (body: object) =>
        (await call(app(), 'PUT', '/api/admin/msg/notice', body, { token: root })).status;
      const remove = async (id: number, token = root) =>
        (await call(app(), 'DELETE', `/api/admin/msg/notice?id=${id}`, undefined, { token })).status;
      // super admin only: admin, user and anonymous are refused
      expect((await post({ title: 't', content: 'c', type: 'All' }, admin.token)).status).toBe(403);
      expect((await post({ title: 't', content: 'c', type: 'All' }, a.token)).status).toBe(403);
      expect((await call(app(), 'POST', '/api/admin/msg/notice', { title: 't', content: 'c' })).status).toBe(
        401,
      );
      expect(
        (await call(app(), 'GET', '/api/admin/msg/notice', undefined, { token: admin.token })).status,
      ).toBe(403);
      // validation
      const noTitle = await post({ title: ' ', content: 'c', type: 'All' });
      expect(noTitle.status).toBe(400);
      expect(noTitle.body.msg).toBe('Title is required');
      expect((await post({ title: 'x'.repeat(256), content: 'c' })).body.msg).toBe(
        'The title can be at most 255 characters',
      );
      expect((await post({ title: 't', content: '', type: 'All' })).body.msg).toBe('Content is required');
      expect((await post({ title: 't', content: 'c', type: 'Single' })).body.msg).toBe(
        'Enter the recipient of a notice to one user',
      );
      expect(
        (await post({ title: 't', content: 'c', type: 'Single', recipientId: 'nobody_here' })).body.msg,
      ).toBe('The user nobody_here does not exist');
      expect((await post({ title: 't', content: 'c', type: 'Everyone' })).status).toBe(400);
      // a form-encoded body works too (HOJ clients)
      const form = await call(
        app(),
        'POST',
        '/api/admin/msg/notice',
        `title=Form&content=c&type=Single&recipientId=${a.uid}`,
        {
          token: root,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        },
      );
      expect(form.status).toBe(200);

      const list = await call(app(), 'GET', '/api/admin/msg/notice?type=Single', undefined, { token: root });
      expect(list.status).toBe(200);
      expect(list.body.data.size).toBe(5);
      const n = list.body.data.records[0];
      expect(n).toMatchObject({
        title: 'Form',
        type: 'Single',
        state: true,
        adminUsername: 'root',
        recipientId: a.uid,
        recipientUsername: a.username,
      });
      expect(list.body.data.records.every((r: { type: string }) => r.type === 'Single')).toBe(true);

      // edit the text: the copy shows it
      expect(
        await edit({ id: n.id, title: 'Edited', content: 'new', type: 'Single', recipientId: a.uid }),
      ).toBe(200);
      expect(
        (await call(app(), 'GET', '/api/msg/mine', undefined, { token: a.token })).body.data.records[0],
      ).toMatchObject({ title: 'Edited', content: 'new' });
      // retarget to b: a's copy goes, b gets one
      expect(
        await edit({ id: n.id, title: 'Edited', content: 'new', type: 'Single', recipientId: b.username }),
      ).toBe(200);
      expect((await call(app(), 'GET', '/api/msg/mine', undefined, { token: a.token })).body.data.total).toBe(
        0,
      );
      expect((await unread(b)).mine).toBe(1);
      expect(await edit({ id: 999999, title: 'x', content: 'y', type: 'All' })).toBe(404);
      // delete: b's copy goes with it
      expect(await remove(n.id, admin.token)).toBe(403);
      expect(await remove(n.id)).toBe(200);
      expect((await unread(b)).mine).toBe(0);
      expect(await remove(n.id)).toBe(404);
    });

    it("notifyUser writes a delivered notice into the user's own box", async () => {
      const u = await userOfRole(app());
      await notifyUser(app().ctx.database.db, {
        recipientId: u.uid,
        title: 'Welcome',
        content: 'to the group',
      });
      expect((await unread(u)).mine).toBe(1);
      const mine = await call(app(), 'GET', '/api/msg/mine', undefined, { token: u.token });
      expect(mine.body.data.records[0]).toMatchObject({
        title: 'Welcome',
        content: 'to the group',
        type: 'Mine',
      });
      expect(
        (await call(app(), 'DELETE', '/api/msg/clean?type=Mine', undefined, { token: u.token })).status,
      ).toBe(200);
      expect((await call(app(), 'GET', '/api/msg/mine', undefined, { token: u.token })).body.data.total).toBe(
        0,
      );
    });
  });
}
