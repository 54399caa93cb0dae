// Comments and replies (issue 19 item 2) on every database: the content rule (empty, 10 000),
// paging (10 a page, newest three replies and the total), likes once with the caller's like map,
// replies to a comment and to a reply (the quoted author is the target), reminders for comments,
// replies and likes, delete by the author or an admin role (a reply's removal updates counts),
// muted roles refused, the AC threshold, and contest comments: the switch, registration for
// non-public contests, what participants see while it runs, who may reply, contest admins delete.
import { beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@judge/shared';
import { call, EN, type Json } from '../../../test/helpers/app.js';
import { appVariants } from '../../../test/helpers/accounts.js';
import { rootToken, useApp, userOfRole, type TestUser } from '../../../test/fixtures/index.js';

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`comments [${v.name}]`, () => {
    const app = useApp(v);
    let root: string;
    let rootUid: string;
    let admin: TestUser;
    let alice: TestUser;
    let bob: TestUser;
    let carol: TestUser;
    let muted: TestUser;
    let did: number;

    const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token?: string) =>
      call(app(), method, url, body, { token, headers: EN });
    const db = () => app().ctx.database.db as Json;
    const comment = async (token: string, body: Json) => {
      const r = await api('POST', '/api/comment', body, token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data;
    };
    const reply = async (token: string, body: Json) => {
      const r = await api('POST', '/api/reply', body, token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data;
    };
    const discussion = async () =>
      (await api('GET', `/api/get-discussion-detail?did=${did}`, undefined, admin.token)).body.data;
    const contest = async (over: Json = {}) => {
      const now = Date.now();
      const row = await db()
        .insertInto('contest')
        .values({
          uid: admin.uid,
          author: admin.username,
          title: 'Weekly',
          start_time: new Date(now - 3_600_000).toISOString(),
          end_time: new Date(now + 3_600_000).toISOString(),
          duration: 7200,
          gmt_create: new Date(now).toISOString(),
          gmt_modified: new Date(now).toISOString(),
          ...over,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return Number(row.id);
    };

    beforeAll(async () => {
      root = await rootToken(app());
      rootUid = (
        await db()
          .selectFrom('user_info')
          .select('uuid')
          .where('username', '=', 'root')
          .executeTakeFirstOrThrow()
      ).uuid;
      admin = await userOfRole(app(), Role.ADMIN);
      alice = await userOfRole(app());
      bob = await userOfRole(app());
      carol = await userOfRole(app());
      muted = await userOfRole(app(), Role.MUTE_USER);
      await app().ctx.siteConfig.setSwitches({
        defaultCreateDiscussionACInitValue: 0,
        defaultCreateCommentACInitValue: 0,
      });
      const cats = (await api('GET', '/api/discussion-category')).body.data;
      expect(
        (
          await api(
            'POST',
            '/api/discussion',
            { title: 'Q', description: 'D', content: 'C', categoryId: cats[0].id },
            alice.token,
          )
        ).status,
      ).toBe(200);
      did = Number(
        (await db().selectFrom('discussion').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id,
      );
    });

    it('refuses empty and over-long content, muted users, anonymous callers and a missing source', async () => {
      expect((await api('POST', '/api/comment', { did, content: '  \n ' }, bob.token)).body.msg).toBe(
        'Content cannot be empty',
      );
      expect(
        (await api('POST', '/api/comment', { did, content: 'x'.repeat(10_001) }, bob.token)).status,
      ).toBe(400);
      expect(
        (await api('POST', '/api/comment', { did, content: 'x'.repeat(10_000) }, bob.token)).status,
      ).toBe(200);
      const m = await api('POST', '/api/comment', { did, content: 'hi' }, muted.token);
      expect(m.status).toBe(403);
      expect(m.body.msg).toBe('Your account has been muted and cannot comment or reply!');
      expect((await api('POST', '/api/comment', { did, content: 'hi' })).status).toBe(401);
      expect((await api('POST', '/api/comment', { content: 'hi' }, bob.token)).status).toBe(400);
      expect((await api('POST', '/api/comment', { did: 999999, content: 'hi' }, bob.token)).status).toBe(404);
      expect((await api('GET', '/api/comments')).status).toBe(400);
    });

    it('pages comments newest first with three replies each and the reply total; counts on the discussion', async () => {
      const before = (await discussion()).commentNum;
      const c = await comment(bob.token, { did, content: 'First **bold**' });
      expect(c).toMatchObject({
        content: 'First **bold**',
        fromName: bob.username,
        fromRole: 'user',
        likeNum: 0,
        totalReplyNum: 0,
      });
      for (let i = 0; i < 4; i++)
        await reply(alice.token, { reply: { commentId: c.id, content: `r${i}` }, did });
      for (let i = 0; i < 10; i++) await comment(carol.token, { did, content: `c${i}` });
      const p1 = (await api('GET', `/api/comments?did=${did}&limit=10&currentPage=1`)).body.data;
      expect(p1.commentList.records).toHaveLength(10);
      expect(p1.commentList.records[0].content).toBe('c9');
      const p2 = (await api('GET', `/api/comments?did=${did}&limit=10&currentPage=2`)).body.data;
      const first = p2.commentList.records.find((x: Json) => x.id === c.id);
      expect(first.totalReplyNum).toBe(4);
      expect(first.replyList.map((r: Json) => r.content)).toEqual(['r3', 'r2', 'r1']);
      expect(first.replyList[0]).toMatchObject({
        fromName: alice.username,
        toUid: bob.uid,
        toName: bob.username,
      });
      const all = (await api('GET', `/api/reply?commentId=${c.id}`)).body.data;
      expect(all).toHaveLength(4);
      expect((await discussion()).commentNum).toBe(before + 15);
    });

    it('replies to a reply target its author and send Discuss and Reply reminders', async () => {
      const c = await comment(bob.token, { did, content: 'Question' });
      const r1 = await reply(carol.token, {
        reply: { commentId: c.id, content: 'Answer' },
        did,
        quoteId: c.id,
        quoteType: 'Comment',
      });
      const r2 = await reply(bob.token, {
        reply: { commentId: c.id, content: 'Thanks' },
        did,
        quoteId: r1.id,
        quoteType: 'Reply',
      });
      expect(r2.toUid).toBe(carol.uid);
      const discuss = await db()
        .selectFrom('msg_remind')
        .selectAll()
        .where('recipient_id', '=', alice.uid)
        .where('action', '=', 'Discuss')
        .execute();
      expect(discuss.some((m: Json) => m.sender_id === bob.uid && Number(m.source_id) === did)).toBe(true);
      const replies = await db()
        .selectFrom('msg_remind')
        .selectAll()
        .where('recipient_id', '=', carol.uid)
        .where('action', '=', 'Reply')
        .execute();
      expect(replies.map((m: Json) => m.source_content)).toContain('Thanks');
      expect(
        (await api('POST', '/api/reply', { reply: { commentId: c.id, content: 'x' }, did }, muted.token))
          .status,
      ).toBe(403);
      expect(
        (await api('POST', '/api/reply', { reply: { commentId: c.id, content: ' ' }, did }, carol.token))
          .status,
      ).toBe(400);
    });

    it('likes a comment once, shows it in the like map and tells its author', async () => {
      const c = await comment(bob.token, { did, content: 'Like me' });
      const like = (to: boolean, token?: string) =>
        api(
          'GET',
          `/api/comment-like?cid=${c.id}&toLike=${to}&sourceId=${did}&sourceType=Discussion`,
          undefined,
          token,
        );
      expect((await like(true)).status).toBe(401);
      expect((await like(true, carol.token)).status).toBe(200);
      expect((await like(true, carol.token)).status).toBe(400);
      const list = (await api('GET', `/api/comments?did=${did}`, undefined, carol.token)).body.data;
      expect(list.commentLikeMap[String(c.id)]).toBe(true);
      expect(list.commentList.records.find((x: Json) => x.id === c.id).likeNum).toBe(1);
      const bobView = (await api('GET', `/api/comments?did=${did}`, undefined, bob.token)).body.data;
      expect(bobView.commentLikeMap[String(c.id)]).toBe(false);
      const msgs = await db()
        .selectFrom('msg_remind')
        .selectAll()
        .where('recipient_id', '=', bob.uid)
        .where('action', '=', 'Like_Discuss')
        .execute();
      expect(msgs).toHaveLength(1);
      expect((await like(false, carol.token)).status).toBe(200);
      const after = (await api('GET', `/api/comments?did=${did}`, undefined, carol.token)).body.data;
      expect(after.commentList.records.find((x: Json) => x.id === c.id).likeNum).toBe(0);
    });

    it('deletes a comment (with its replies) or a reply: author or an admin role, not others', async () => {
      const c = await comment(bob.token, { did, content: 'Delete me' });
      const r = await reply(carol.token, { reply: { commentId: c.id, content: 'sub' }, did });
      const before = (await discussion()).commentNum;
      expect((await api('DELETE', '/api/reply', { reply: { id: r.id }, did }, alice.token)).status).toBe(403);
      expect((await api('DELETE', '/api/reply', { reply: { id: r.id }, did }, carol.token)).status).toBe(200);
      expect((await discussion()).commentNum).toBe(before - 1);
      await reply(carol.token, { reply: { commentId: c.id, content: 'sub2' }, did });
      expect(
        (await api('DELETE', '/api/comment', { id: c.id, fromUid: bob.uid, did }, carol.token)).status,
      ).toBe(403);
      expect((await api('DELETE', '/api/comment', { id: c.id, did }, admin.token)).status).toBe(200);
      // the comment and its one remaining reply
      expect((await discussion()).commentNum).toBe(before - 2);
      expect((await api('GET', `/api/reply?commentId=${c.id}`)).status).toBe(404);
      const own = await comment(bob.token, { did, content: 'mine' });
      expect((await api('DELETE', '/api/comment', { id: own.id, did }, bob.token)).status).toBe(200);
    });

    it('applies the comment AC threshold to users, not to admins', async () => {
      await app().ctx.siteConfig.setSwitches({ defaultCreateCommentACInitValue: 2 });
      try {
        const r = await api('POST', '/api/comment', { did, content: 'hi' }, bob.token);
        expect(r.status).toBe(400);
        expect(r.body.msg).toBe('You need at least 2 accepted problems to comment or reply!');
        expect((await api('POST', '/api/comment', { did, content: 'hi' }, admin.token)).status).toBe(200);
        // A contest's clarifications are open to its contestants whatever they solved before.
        const cid = await contest();
        const asked = await api('POST', '/api/comment', { cid, content: 'Is n at most 10?' }, bob.token);
        expect(asked.status, JSON.stringify(asked.body)).toBe(200);
        await reply(bob.token, { reply: { commentId: asked.body.data.id, content: 'and m?' }, cid });
      } finally {
        await app().ctx.siteConfig.setSwitches({ defaultCreateCommentACInitValue: 0 });
      }
    });

    it('contest comments: switch, registration, what participants see while it runs, replies and deletes', async () => {
      const cid = await contest();
      await app().ctx.siteConfig.setSwitches({ openContestComment: false });
      const closed = await api('POST', '/api/comment', { cid, content: 'hi' }, bob.token);
      expect(closed.status).toBe(403);
      expect(closed.body.msg).toBe('No Access: There is no open contest comment area on the website!');
      await app().ctx.siteConfig.setSwitches({ openContestComment: true });
      const own = await comment(admin.token, { cid, content: 'Owner note' });
      const rootNote = await comment(root, { cid, content: 'Root note' });
      const bobQ = await comment(bob.token, { cid, content: 'Bob question' });
      await comment(carol.token, { cid, content: 'Carol question' });
      const seen = (token?: string) =>
        api('GET', `/api/comments?cid=${cid}`, undefined, token).then((r) =>
          r.body.data.commentList.records.map((x: Json) => x.content),
        );
      expect((await seen(bob.token)).sort()).toEqual(['Bob question', 'Owner note', 'Root note']);
      expect(await seen(admin.token)).toHaveLength(4);
      // replying to the owner's or root's note is for their authors and contest admins
      expect(
        (await api('POST', '/api/reply', { reply: { commentId: own.id, content: 'x' }, cid }, bob.token))
          .status,
      ).toBe(403);
      expect(
        (await api('POST', '/api/reply', { reply: { commentId: rootNote.id, content: 'x' }, cid }, bob.token))
          .status,
      ).toBe(403);
      expect(
        (
          await api(
            'POST',
            '/api/reply',
            { reply: { commentId: bobQ.id, content: 'Answer' }, cid },
            admin.token,
          )
        ).status,
      ).toBe(200);
      expect(
        (await api('POST', '/api/reply', { reply: { commentId: bobQ.id, content: 'More' }, cid }, bob.token))
          .status,
      ).toBe(200);
      // delete: contest admins (the owner) yes, another admin role is no contest admin here
      const other = await userOfRole(app(), Role.ADMIN);
      expect((await api('DELETE', '/api/comment', { id: bobQ.id, cid }, other.token)).status).toBe(403);
      expect((await api('DELETE', '/api/comment', { id: bobQ.id, cid }, admin.token)).status).toBe(200);
      // a private contest: registered participants only
      const priv = await contest({ auth: 1, pwd: 'pw' });
      expect((await api('POST', '/api/comment', { cid: priv, content: 'hi' }, bob.token)).status).toBe(403);
      const now = new Date().toISOString();
      await db()
        .insertInto('contest_register')
        .values({ cid: priv, uid: bob.uid, status: 0, gmt_create: now, gmt_modified: now })
        .execute();
      expect((await api('POST', '/api/comment', { cid: priv, content: 'hi' }, bob.token)).status).toBe(200);
      expect(rootUid).toBeTruthy();
    });
  });
}
