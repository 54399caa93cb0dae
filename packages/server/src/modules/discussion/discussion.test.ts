// Discussions (issue 19 item 1, issue 20 moderation) on every database: the switch, the list
// (top first, keyword, category, problem, onlyMine, hidden ones only in the admin view, content
// blanked for others), explanations, the detail's view counted once per viewer, the form's rules,
// problem-prefixed titles, top priority for admins only, the AC threshold and daily limit of the
// switches (admins exempt), muted and no-posting roles, edit by the author only, delete by the
// author or an admin, likes once with a reminder, reports, categories by the super admin, and the
// back office (top, hide, delete, reports) refused to ordinary users.
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/shared';
import { apiOf, ZH, type Json } from '../../../test/helpers/app.js';
import { dbVariants } from '../../../test/helpers/accounts.js';
import {
  problemWithCases,
  rootToken,
  useApp,
  userOfRole,
  type TestUser,
} from '../../../test/fixtures/index.js';

for (const v of dbVariants()) {
  describe(`discussions [${v.name}]`, () => {
    const app = useApp(v);
    let root: string;
    let admin: TestUser;
    let padmin: TestUser;
    let alice: TestUser;
    let bob: TestUser;
    let muted: TestUser;
    let noPost: TestUser;
    let chat: number;
    let explain: number;

    const api = apiOf(app);
    const switches = (p: Json) => app().ctx.siteConfig.setSwitches(p);
    const post = async (token: string, over: Json = {}) => {
      const r = await api(
        'POST',
        '/api/discussion',
        { title: 'Hello', description: 'A short note', content: '# Body', categoryId: chat, ...over },
        token,
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const row = await (app().ctx.database.db as Json)
        .selectFrom('discussion')
        .select('id')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };
    const reminders = (uid: string, action: string) =>
      (app().ctx.database.db as Json)
        .selectFrom('msg_remind')
        .selectAll()
        .where('recipient_id', '=', uid)
        .where('action', '=', action)
        .execute();

    beforeAll(async () => {
      root = await rootToken(app());
      admin = await userOfRole(app(), Role.ADMIN);
      padmin = await userOfRole(app(), Role.PROBLEM_ADMIN);
      alice = await userOfRole(app());
      bob = await userOfRole(app());
      muted = await userOfRole(app(), Role.MUTE_USER);
      noPost = await userOfRole(app(), Role.NO_DISCUSS_USER);
      await problemWithCases(app(), 'D1000');
      await switches({
        defaultCreateDiscussionACInitValue: 0,
        defaultCreateCommentACInitValue: 0,
        defaultCreateDiscussionDailyLimit: 100,
      });
      const cats = (await api('GET', '/api/discussion-category')).body.data as { id: number; name: string }[];
      expect(cats.map((c) => c.name)).toEqual(['闲聊', '题解', '求助', '建议', '记录']);
      chat = cats[0].id;
      explain = cats[1].id;
    });

    it('refuses a discussion that breaks the form rules, with the field in the message (both languages)', async () => {
      const base = { title: 'T', description: 'D', content: 'C', categoryId: chat };
      const cases: [Json, number, string][] = [
        [{ title: '   ' }, 400, 'Title is required'],
        [{ title: 'x'.repeat(256) }, 400, 'The title can be at most 255 characters'],
        [{ description: '' }, 400, 'Description is required'],
        [{ description: 'x'.repeat(256) }, 400, 'The description can be at most 255 characters'],
        [{ categoryId: null }, 400, 'Category is required'],
        [{ content: ' ' }, 400, 'Content is required'],
        [{ content: 'x'.repeat(65_536) }, 400, 'The content can be at most 65535 characters'],
        [{ categoryId: 99999 }, 400, 'The discussion category does not exist!'],
        [{ pid: 'NOPE' }, 404, 'problem'],
      ];
      for (const [over, status, msg] of cases) {
        const r = await api('POST', '/api/discussion', { ...base, ...over }, alice.token);
        expect(r.status, JSON.stringify(over)).toBe(status);
        expect(r.body.msg.toLowerCase()).toContain(msg.toLowerCase());
      }
      const zh = await api('POST', '/api/discussion', { ...base, title: '' }, alice.token, ZH);
      expect(zh.body.msg).toBe('标题不能为空');
    });

    it('refuses muted and no-posting roles on the server and anonymous callers', async () => {
      const body = { title: 'T', description: 'D', content: 'C', categoryId: chat };
      expect((await api('POST', '/api/discussion', body, muted.token)).status).toBe(403);
      const r = await api('POST', '/api/discussion', body, noPost.token);
      expect(r.status).toBe(403);
      expect(r.body.msg).toBe('Your account is not allowed to post discussions!');
      expect((await api('POST', '/api/discussion', body)).status).toBe(401);
    });

    it('prefixes a problem discussion’s title, keeps top priority for admins, lists top first with content blanked for others', async () => {
      const mine = await post(alice.token, { pid: 'D1000', title: 'How to start', topPriority: true });
      const pinned = await post(admin.token, { title: 'Rules', topPriority: true });
      const detail = (await api('GET', `/api/get-discussion-detail?did=${mine}`, undefined, alice.token)).body
        .data;
      expect(detail.title).toBe('[D1000] How to start');
      expect(detail.pid).toBe('D1000');
      expect(detail.topPriority).toBe(false);
      const list = (await api('GET', '/api/get-discussion-list', undefined, bob.token)).body.data;
      expect(list.records[0].id).toBe(pinned);
      expect(list.records[0].topPriority).toBe(true);
      expect(list.records[0].role).toBe('admin');
      const aliceRow = list.records.find((r: Json) => r.id === mine);
      expect(aliceRow.content).toBe('');
      expect(aliceRow.author).toBe(alice.username);
      expect(aliceRow.categoryName).toBe('闲聊');
      const own = (await api('GET', '/api/get-discussion-list?onlyMine=true', undefined, alice.token)).body
        .data;
      expect(own.records.map((r: Json) => r.id)).toEqual([mine]);
      expect(own.records[0].content).toBe('# Body');
      expect((await api('GET', '/api/get-discussion-list?onlyMine=true')).status).toBe(401);
      const byProblem = (await api('GET', '/api/get-discussion-list?pid=D1000')).body.data;
      expect(byProblem.records.map((r: Json) => r.id)).toEqual([mine]);
      const byKeyword = (await api('GET', '/api/get-discussion-list?keyword=rUlE')).body.data;
      expect(byKeyword.records.map((r: Json) => r.id)).toEqual([pinned]);
      const byCategory = (await api('GET', `/api/get-discussion-list?cid=${explain}`)).body.data;
      expect(byCategory.total).toBe(0);
      expect((await api('GET', '/api/get-discussion-list?keyword=%00')).status).toBe(400);
    });

    it('pages 10 a discussion list and 4 an explanation list (explanation category of the problem only)', async () => {
      for (let i = 0; i < 5; i++)
        await post(bob.token, { pid: 'D1000', categoryId: explain, title: `Solution ${i}` });
      await post(bob.token, { pid: 'D1000', title: 'Not a solution' });
      const e1 = (await api('GET', '/api/get-Explain-list?pid=D1000')).body.data;
      expect(e1.total).toBe(5);
      expect(e1.records).toHaveLength(4);
      expect(e1.records.every((r: Json) => r.categoryId === explain)).toBe(true);
      const e2 = (await api('GET', '/api/get-Explain-list?pid=D1000&currentPage=2')).body.data;
      expect(e2.records).toHaveLength(1);
      for (let i = 0; i < 6; i++) await post(bob.token);
      const l = (await api('GET', '/api/get-discussion-list')).body.data;
      expect(l.records).toHaveLength(10);
      expect(l.total).toBeGreaterThan(10);
    });

    it('counts a view once per viewer', async () => {
      const did = await post(alice.token);
      await api('GET', `/api/get-discussion-detail?did=${did}`, undefined, bob.token);
      await api('GET', `/api/get-discussion-detail?did=${did}`, undefined, bob.token);
      const d = (await api('GET', `/api/get-discussion-detail?did=${did}`, undefined, admin.token)).body.data;
      expect(d.viewNum).toBe(2);
      expect(d.content).toBe('# Body');
      expect((await api('GET', '/api/get-discussion-detail?did=999999')).status).toBe(404);
    });

    it('likes once, takes it back, and tells the author once', async () => {
      const did = await post(alice.token);
      expect((await api('GET', `/api/discussion-like?did=${did}&toLike=true`)).status).toBe(401);
      expect(
        (await api('GET', `/api/discussion-like?did=${did}&toLike=true`, undefined, bob.token)).status,
      ).toBe(200);
      const again = await api('GET', `/api/discussion-like?did=${did}&toLike=true`, undefined, bob.token);
      expect(again.status).toBe(400);
      let d = (await api('GET', `/api/get-discussion-detail?did=${did}`, undefined, bob.token)).body.data;
      expect(d.likeNum).toBe(1);
      expect(d.hasLike).toBe(true);
      const msgs = (await reminders(alice.uid, 'Like_Post')).filter((m: Json) => Number(m.source_id) === did);
      expect(msgs).toHaveLength(1);
      expect(msgs[0].sender_id).toBe(bob.uid);
      expect(
        (await api('GET', `/api/discussion-like?did=${did}&toLike=false`, undefined, bob.token)).status,
      ).toBe(200);
      expect(
        (await api('GET', `/api/discussion-like?did=${did}&toLike=false`, undefined, bob.token)).status,
      ).toBe(400);
      d = (await api('GET', `/api/get-discussion-detail?did=${did}`, undefined, bob.token)).body.data;
      expect(d.likeNum).toBe(0);
      expect(d.hasLike).toBe(false);
    });

    it('lets the author alone edit (category fixed, prefix kept); delete by the author or an admin role', async () => {
      const did = await post(alice.token, { pid: 'D1000', title: 'Old' });
      const edit = {
        id: did,
        title: 'New',
        description: 'Changed',
        content: 'New body',
        categoryId: explain,
      };
      expect((await api('PUT', '/api/discussion', edit, bob.token)).status).toBe(403);
      expect((await api('PUT', '/api/discussion', edit, admin.token)).status).toBe(403);
      expect((await api('PUT', '/api/discussion', edit, alice.token)).status).toBe(200);
      const d = (await api('GET', `/api/get-discussion-detail?did=${did}`, undefined, alice.token)).body.data;
      expect(d.title).toBe('[D1000] New');
      expect(d.categoryId).toBe(chat);
      expect(d.content).toBe('New body');
      expect((await api('DELETE', `/api/discussion?did=${did}`, undefined, bob.token)).status).toBe(403);
      // a muted user keeps discussion_del: their own posts only
      expect((await api('DELETE', `/api/discussion?did=${did}`, undefined, muted.token)).status).toBe(403);
      expect((await api('DELETE', `/api/discussion?did=${did}`, undefined, alice.token)).status).toBe(200);
      expect((await api('GET', `/api/get-discussion-detail?did=${did}`)).status).toBe(404);
      const other = await post(alice.token);
      expect((await api('DELETE', `/api/discussion?did=${other}`, undefined, padmin.token)).status).toBe(200);
    });

    it('applies the AC threshold and the daily limit to users, not to admins', async () => {
      const u = await userOfRole(app());
      await switches({ defaultCreateDiscussionACInitValue: 1, defaultCreateDiscussionDailyLimit: 2 });
      try {
        const body = { title: 'T', description: 'D', content: 'C', categoryId: chat };
        const r = await api('POST', '/api/discussion', body, u.token);
        expect(r.status).toBe(400);
        expect(r.body.msg).toBe('You need at least 1 accepted problems to post a discussion!');
        const pid = await problemWithCases(app(), 'D1001');
        const now = new Date().toISOString();
        await (app().ctx.database.db as Json)
          .insertInto('user_acproblem')
          .values({ uid: u.uid, pid, submit_id: 1, gmt_create: now, gmt_modified: now })
          .execute();
        expect((await api('POST', '/api/discussion', body, u.token)).status).toBe(200);
        expect((await api('POST', '/api/discussion', body, u.token)).status).toBe(200);
        const third = await api('POST', '/api/discussion', body, u.token, ZH);
        expect(third.status).toBe(400);
        expect(third.body.msg).toBe('每天最多只能发布 2 篇讨论，请明天再试！');
        for (let i = 0; i < 3; i++)
          expect((await api('POST', '/api/discussion', body, admin.token)).status).toBe(200);
      } finally {
        await switches({ defaultCreateDiscussionACInitValue: 0, defaultCreateDiscussionDailyLimit: 100 });
      }
    });

    it('closes the public area with its switch (admins still moderate)', async () => {
      await switches({ openPublicDiscussion: false });
      try {
        const r = await api('GET', '/api/get-discussion-list', undefined, alice.token);
        expect(r.status).toBe(403);
        expect(r.body.msg).toBe('No Access: There is no open discussion area on the website!');
        expect((await api('GET', '/api/get-Explain-list?pid=D1000')).status).toBe(403);
        expect((await api('GET', '/api/get-discussion-list?admin=true', undefined, admin.token)).status).toBe(
          200,
        );
      } finally {
        await switches({ openPublicDiscussion: true });
      }
    });

    it('takes reports (tags or a reason ≤ 200) and lets admin roles handle them', async () => {
      const did = await post(alice.token, { title: 'Spam here' });
      expect((await api('POST', '/api/discussion-report', { did, content: '' }, bob.token)).body.msg).toBe(
        'The report label and reason cannot be empty.',
      );
      expect(
        (await api('POST', '/api/discussion-report', { did, content: 'x'.repeat(201) }, bob.token)).status,
      ).toBe(400);
      expect(
        (
          await api(
            'POST',
            '/api/discussion-report',
            { did, content: `#垃圾广告# #恶意抄袭# ${'y'.repeat(200)}` },
            bob.token,
          )
        ).status,
      ).toBe(200);
      expect((await api('POST', '/api/discussion-report', { did, content: 'x' })).status).toBe(401);
      // HOJ's client sends the form encoded too
      const form = await app().inject({
        method: 'POST',
        url: '/api/discussion-report',
        headers: { authorization: bob.token, 'content-type': 'application/x-www-form-urlencoded' },
        payload: `did=${did}&content=${encodeURIComponent('#违法违规#')}&reporter=${bob.username}`,
      });
      expect(form.statusCode).toBe(200);
      expect((await api('GET', '/api/admin/discussion-report', undefined, alice.token)).status).toBe(403);
      const reports = (await api('GET', '/api/admin/discussion-report', undefined, padmin.token)).body.data;
      const mine = reports.records.filter((r: Json) => r.did === did);
      expect(mine).toHaveLength(2);
      expect(mine[0]).toMatchObject({
        reporter: bob.username,
        discussionTitle: 'Spam here',
        discussionAuthor: alice.username,
        status: false,
      });
      expect(
        (await api('PUT', '/api/admin/discussion-report', { id: mine[0].id, status: true }, alice.token))
          .status,
      ).toBe(403);
      expect(
        (await api('PUT', '/api/admin/discussion-report', { id: mine[0].id, status: true }, admin.token))
          .status,
      ).toBe(200);
      const after = (await api('GET', '/api/admin/discussion-report', undefined, root)).body.data;
      expect(after.records.find((r: Json) => r.id === mine[0].id).status).toBe(true);
    });

    it('lets admin roles pin, hide and delete in bulk; hidden ones leave the public list', async () => {
      const a = await post(alice.token, { title: 'To hide' });
      const b = await post(alice.token, { title: 'To delete' });
      expect((await api('PUT', '/api/admin/discussion', { id: a, status: 1 }, alice.token)).status).toBe(403);
      expect(
        (await api('PUT', '/api/admin/discussion', { id: a, status: 1, topPriority: true }, admin.token))
          .status,
      ).toBe(200);
      const pub = (await api('GET', '/api/get-discussion-list?keyword=To%20hide', undefined, bob.token)).body
        .data;
      expect(pub.total).toBe(0);
      expect((await api('GET', `/api/get-discussion-detail?did=${a}`, undefined, bob.token)).status).toBe(
        403,
      );
      expect((await api('GET', '/api/get-discussion-list?admin=true', undefined, bob.token)).status).toBe(
        403,
      );
      const adm = (
        await api('GET', '/api/get-discussion-list?admin=true&keyword=To%20hide', undefined, admin.token)
      ).body.data;
      expect(adm.records[0]).toMatchObject({ id: a, status: 1, topPriority: true });
      expect((await api('DELETE', '/api/admin/discussion', [a, b], bob.token)).status).toBe(403);
      expect((await api('DELETE', '/api/admin/discussion', [a, b], padmin.token)).status).toBe(200);
      expect((await api('GET', `/api/get-discussion-detail?did=${b}`)).status).toBe(404);
    });

    it('bulk delete of ids that name no discussion answers 404 (both languages); one existing id is enough', async () => {
      const gone = await api('DELETE', '/api/admin/discussion', [987_654, 987_655], admin.token);
      expect(gone.status).toBe(404);
      expect(gone.body.msg).toBe('The discussion does not exist!');
      const zh = await api('DELETE', '/api/admin/discussion', [987_654], admin.token, ZH);
      expect([zh.status, zh.body.msg]).toEqual([404, '该讨论不存在！']);
      const c = await post(alice.token, { title: 'One of them' });
      const some = await api('DELETE', '/api/admin/discussion', [c, 987_654], admin.token);
      expect([some.status, some.body.msg]).toEqual([200, 'Delete Successfully']);
      expect((await api('GET', `/api/get-discussion-detail?did=${c}`)).status).toBe(404);
    });

    it('keeps a problem discussion title within 255 characters, prefix included (the user part is cut)', async () => {
      expect(
        (
          await api(
            'POST',
            '/api/discussion',
            { title: 't'.repeat(256), description: 'D', content: 'C', categoryId: chat, pid: 'D1000' },
            alice.token,
          )
        ).status,
      ).toBe(400);
      const did = await post(alice.token, { pid: 'D1000', title: 't'.repeat(255) });
      const stored = async () =>
        String(
          (
            await (app().ctx.database.db as Json)
              .selectFrom('discussion')
              .select('title')
              .where('id', '=', did)
              .executeTakeFirstOrThrow()
          ).title,
        );
      let t = await stored();
      expect(t.length).toBeLessThanOrEqual(255);
      expect(t).toBe(`[D1000] ${'t'.repeat(255 - 8)}`);
      // an edit with a full-length title (an emoji at the cut is not split) keeps the prefix and the limit
      const edit = {
        id: did,
        title: 'u'.repeat(246) + '\u{1F600}' + 'v'.repeat(7),
        description: 'D',
        content: 'C',
      };
      expect((await api('PUT', '/api/discussion', edit, alice.token)).status).toBe(200);
      t = await stored();
      expect(t.length).toBeLessThanOrEqual(255);
      expect(t).toBe(`[D1000] ${'u'.repeat(246)}`);
      // a title that already carries the prefix is kept as written
      const own = `[D1000] ${'w'.repeat(247)}`;
      expect((await api('PUT', '/api/discussion', { ...edit, title: own }, alice.token)).status).toBe(200);
      expect(await stored()).toBe(own);
    });

    it('lets the super admin alone save the category list', async () => {
      const list = [{ id: chat, name: '闲聊' }, { name: 'Contests' }];
      expect((await api('POST', '/api/discussion-category', list, admin.token)).status).toBe(403);
      expect((await api('POST', '/api/discussion-category', [{ name: ' ' }], root)).body.msg).toBe(
        'Category name is required',
      );
      const r = await api('POST', '/api/discussion-category', list, root);
      expect(r.status).toBe(200);
      expect(r.body.data.map((c: Json) => c.name)).toContain('Contests');
      expect(r.body.data).toHaveLength(6);
    });
  });
}
