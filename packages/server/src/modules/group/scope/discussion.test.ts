// Group discussions (hoj-api-paths §2.7) on SQLite and PostgreSQL:
// - the members' and group admins' lists and posting, per role (anonymous, non-member, applicant,
//   member, group admin, group root, site root), behind the openGroupDiscussion switch;
// - edit and delete: the author or the group's admins (and the site root); top and status by the
//   group's admins; the site's own edit/delete calls never touch a group discussion;
// - the site's posting thresholds for non-admins (group admins exempt);
// - isolation: the public list and explanations never show a group discussion, and a non-member
//   reads, comments on, likes or reports none through the public calls; a member does all of it,
//   and the group's admins delete comments there.
import { beforeAll, describe, expect, it } from 'vitest';
import { MemberAuth, Role } from '@judge/shared';
import { call, EN, type Json } from '../../../../test/helpers/app.js';
import { dbVariants } from '../../../../test/helpers/accounts.js';
import {
  problemWithCases,
  rootToken,
  useApp,
  userOfRole,
  type TestUser,
  groupMember,
  groupOf,
} from '../../../../test/fixtures/index.js';
import type { BuiltApp } from '../../../app.js';

type RoleName = 'anon' | 'user' | 'applicant' | 'member' | 'gadmin' | 'groot' | 'sroot';
const ROLES: RoleName[] = ['anon', 'user', 'applicant', 'member', 'gadmin', 'groot', 'sroot'];
const MEMBERS: RoleName[] = ['member', 'gadmin', 'groot', 'sroot'];
const ADMINS: RoleName[] = ['gadmin', 'groot', 'sroot'];

for (const v of dbVariants()) {
  describe(`group discussions [${v.name}]`, () => {
    const appOf = useApp(v);
    let app: BuiltApp;
    let root: string;
    const users = {} as Record<Exclude<RoleName, 'anon' | 'sroot'>, TestUser>;
    /** A site admin role outside the group: an ordinary non-member there. */
    let siteAdmin: TestUser;
    let member2: TestUser;
    let gid: number;
    let otherGid: number;
    let chat: number;
    let explain: number;

    const tokenOf = (r: RoleName) => (r === 'anon' ? undefined : r === 'sroot' ? root : users[r].token);
    const req = (
      r: RoleName | TestUser,
      method: 'GET' | 'POST' | 'PUT' | 'DELETE',
      url: string,
      body?: unknown,
    ) => call(app, method, url, body, { token: typeof r === 'string' ? tokenOf(r) : r.token, headers: EN });
    const switches = (p: Json) => app.ctx.siteConfig.setSwitches(p);
    const records = (body: Json) =>
      ((body as { data: { records: Json[] } }).data?.records ?? []) as Record<string, unknown>[];
    const rowByTitle = (title: string) =>
      (app.ctx.database.db as Json)
        .selectFrom('discussion')
        .selectAll()
        .where('title', '=', title)
        .executeTakeFirst() as Promise<Record<string, unknown> | undefined>;

    const makeGroup = (name: string, shortName: string, owner: TestUser) =>
      groupOf(app, owner, { name, shortName });
    const addMember = (g: number, u: TestUser, auth: number) => groupMember(app, g, u, auth);
    /** Posts in the group as `who` and answers the new discussion's id. */
    async function post(who: RoleName | TestUser, title: string, over: Json = {}) {
      const r = await req(who, 'POST', '/api/group/discussion', {
        title,
        description: 'A group note',
        content: 'Secret group body',
        categoryId: chat,
        gid,
        ...over,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return Number((await rowByTitle(String(over.pid ? `[${over.pid}] ${title}` : title)))!.id);
    }

    beforeAll(async () => {
      app = appOf();
      root = await rootToken(app);
      for (const r of ['user', 'applicant', 'member', 'gadmin', 'groot'] as const)
        users[r] = await userOfRole(app);
      siteAdmin = await userOfRole(app, Role.ADMIN);
      member2 = await userOfRole(app);
      gid = await makeGroup('Discussion group one', 'DGONE', users.groot);
      otherGid = await makeGroup('Discussion group two', 'DGTWO', users.groot);
      await addMember(gid, users.applicant, MemberAuth.APPLYING);
      await addMember(gid, users.member, MemberAuth.MEMBER);
      await addMember(gid, member2, MemberAuth.MEMBER);
      await addMember(gid, users.gadmin, MemberAuth.ADMIN);
      await addMember(gid, users.groot, MemberAuth.ROOT);
      await addMember(otherGid, users.groot, MemberAuth.ROOT);
      await switches({
        openGroupDiscussion: true,
        openPublicDiscussion: true,
        defaultCreateDiscussionACInitValue: 0,
        defaultCreateCommentACInitValue: 0,
        defaultCreateDiscussionDailyLimit: 100,
      });
      const cats = (await req('anon', 'GET', '/api/discussion-category')).body.data as {
        id: number;
        name: string;
      }[];
      chat = cats[0].id;
      explain = cats[1].id;
    });

    // ---- lists and posting per role --------------------------------------------------------------

    const LISTS = [
      { path: '/api/group/get-discussion-list', allowed: MEMBERS },
      { path: '/api/group/get-admin-discussion-list', allowed: ADMINS },
    ];
    for (const l of LISTS)
      for (const r of ROLES)
        it(`${l.path} as ${r}: ${l.allowed.includes(r) ? 'answers' : 'refused'}`, async () => {
          const res = await req(r, 'GET', `${l.path}?gid=${gid}`);
          const want = l.allowed.includes(r) ? 200 : r === 'anon' ? 401 : 403;
          expect(res.status, JSON.stringify(res.body)).toBe(want);
          if (want !== 200) expect(JSON.stringify(res.body)).not.toMatch(/Secret group body|group note/);
        });

    for (const r of ROLES)
      it(`posting in the group as ${r}: ${MEMBERS.includes(r) ? 'posted' : 'refused'}`, async () => {
        const title = `Posted by ${r}`;
        const res = await req(r, 'POST', '/api/group/discussion', {
          title,
          description: 'A group note',
          content: 'Secret group body',
          categoryId: chat,
          gid,
        });
        const want = MEMBERS.includes(r) ? 200 : r === 'anon' ? 401 : 403;
        expect(res.status, JSON.stringify(res.body)).toBe(want);
        const row = await rowByTitle(title);
        if (want === 200) expect(Number(row?.gid)).toBe(gid);
        else expect(row).toBeUndefined();
      });

    it('refuses a post without its group, in an unknown group, or breaking the form rules', async () => {
      const base = { title: 'T', description: 'D', content: 'C', categoryId: chat };
      expect((await req('member', 'POST', '/api/group/discussion', base)).status).toBe(400);
      expect((await req('member', 'POST', '/api/group/discussion', { ...base, gid: 987654 })).status).toBe(
        404,
      );
      const r = await req('member', 'POST', '/api/group/discussion', { ...base, title: ' ', gid });
      expect(r.status).toBe(400);
      expect(r.body.msg).toBe('Title is required');
      // another group's: a member of this one is not a member there
      expect((await req('member', 'POST', '/api/group/discussion', { ...base, gid: otherGid })).status).toBe(
        403,
      );
    });

    it('the members’ list: the group’s shown discussions, top first, one problem’s with pid; the admin list also the hidden', async () => {
      await problemWithCases(app, 'DGONEP1', { gid });
      const about = await post('member', 'About the problem', { pid: 'DGONEP1' });
      const hidden = await post('member', 'To be hidden');
      const top = await post('gadmin', 'Pinned by the admin', { topPriority: true });
      // a member cannot pin: the flag is ignored
      const notTop = await post('member', 'Not pinned', { topPriority: true });
      expect(
        await req('gadmin', 'PUT', '/api/group/discussion', {
          id: hidden,
          title: 'To be hidden',
          description: 'd',
          content: 'c',
          status: 1,
        }),
      ).toMatchObject({ status: 200 });
      const m = records(
        (await req('member', 'GET', `/api/group/get-discussion-list?gid=${gid}&limit=50`)).body,
      );
      expect(m[0].id).toBe(top);
      expect(m.find((x) => x.id === notTop)?.topPriority).toBe(false);
      expect(m.some((x) => x.id === hidden)).toBe(false);
      expect(m.every((x) => x.gid === gid)).toBe(true);
      const a = records(
        (await req('gadmin', 'GET', `/api/group/get-admin-discussion-list?gid=${gid}&limit=50`)).body,
      );
      expect(a.some((x) => x.id === hidden)).toBe(true);
      const byProblem = records(
        (await req('member', 'GET', `/api/group/get-discussion-list?gid=${gid}&pid=DGONEP1`)).body,
      );
      expect(byProblem.map((x) => x.id)).toEqual([about]);
      // the other group's list holds none of them
      const other = records(
        (await req('groot', 'GET', `/api/group/get-discussion-list?gid=${otherGid}`)).body,
      );
      expect(other).toEqual([]);
      // a group problem is named only inside its group; the site's discussions cannot name it
      const site = await req('member', 'POST', '/api/discussion', {
        title: 'Leak',
        description: 'd',
        content: 'c',
        categoryId: chat,
        pid: 'DGONEP1',
      });
      expect(site.status).toBe(404);
      const elsewhere = await req('groot', 'POST', '/api/group/discussion', {
        title: 'Elsewhere',
        description: 'd',
        content: 'c',
        categoryId: chat,
        gid: otherGid,
        pid: 'DGONEP1',
      });
      expect(elsewhere.status).toBe(404);
    });

    // ---- edit and delete -----------------------------------------------------------------------------

    it('editing: the author or the group’s admins (who also hide); never others, never through the site’s call', async () => {
      const did = await post('member', 'Edit me');
      const body = (title: string, extra: Json = {}) => ({
        id: did,
        title,
        description: 'd',
        content: 'c',
        ...extra,
      });
      for (const r of ['anon', 'user', 'applicant'] as const)
        expect((await req(r, 'PUT', '/api/group/discussion', body('hacked'))).status).toBe(
          r === 'anon' ? 401 : 403,
        );
      expect((await req(member2, 'PUT', '/api/group/discussion', body('hacked'))).status).toBe(403);
      expect((await req(siteAdmin, 'PUT', '/api/group/discussion', body('hacked'))).status).toBe(403);
      // the site's edit call does not know group discussions
      expect((await req('member', 'PUT', '/api/discussion', body('via site'))).status).toBe(404);
      expect(
        (
          await req(
            'member',
            'PUT',
            '/api/group/discussion',
            body('by author', { status: 1, topPriority: true }),
          )
        ).status,
      ).toBe(200);
      let row = (await rowByTitle('by author'))!;
      expect(Number(row.status)).toBe(0); // the author neither hides nor pins
      for (const r of ADMINS) {
        const res = await req(r, 'PUT', '/api/group/discussion', body(`by ${r}`, { topPriority: true }));
        expect(res.status, JSON.stringify(res.body)).toBe(200);
      }
      row = (await rowByTitle('by sroot'))!;
      expect(row.uid).toBe(users.member.uid);
      expect([true, 1]).toContain(row.top_priority);
      expect(await rowByTitle('hacked')).toBeUndefined();
    });

    it('deleting: the author or the group’s admins; never others, never through the site’s call', async () => {
      const own = await post('member', 'Delete mine');
      for (const r of ['anon', 'user', 'applicant'] as const)
        expect((await req(r, 'DELETE', `/api/group/discussion?did=${own}`)).status).toBe(
          r === 'anon' ? 401 : 403,
        );
      expect((await req(member2, 'DELETE', `/api/group/discussion?did=${own}`)).status).toBe(403);
      expect((await req(siteAdmin, 'DELETE', `/api/group/discussion?did=${own}`)).status).toBe(403);
      expect((await req('member', 'DELETE', `/api/discussion?did=${own}`)).status).toBe(404);
      expect((await req('member', 'DELETE', `/api/group/discussion?did=${own}`)).status).toBe(200);
      expect(await rowByTitle('Delete mine')).toBeUndefined();
      for (const r of ADMINS) {
        const did = await post('member', `Delete by ${r}`);
        expect((await req(r, 'DELETE', `/api/group/discussion?did=${did}`)).status).toBe(200);
        expect(await rowByTitle(`Delete by ${r}`)).toBeUndefined();
      }
      // a site discussion is not the group calls' to delete
      const s = await req('member', 'POST', '/api/discussion', {
        title: 'Site one',
        description: 'd',
        content: 'c',
        categoryId: chat,
      });
      expect(s.status).toBe(200);
      const siteId = Number((await rowByTitle('Site one'))!.id);
      expect((await req('groot', 'DELETE', `/api/group/discussion?did=${siteId}`)).status).toBe(404);
    });

    // ---- isolation through the public calls --------------------------------------------------------

    it('the public list and explanations never show a group discussion, to anyone', async () => {
      await post('member', 'Isolated explanation', { categoryId: explain, pid: undefined });
      for (const r of ROLES) {
        const res = await req(r, 'GET', '/api/get-discussion-list?limit=100');
        expect(res.status).toBe(200);
        expect(records(res.body).some((x) => x.gid != null)).toBe(false);
        expect(JSON.stringify(res.body)).not.toMatch(/Isolated explanation|Posted by/);
      }
      const admin = await req('sroot', 'GET', '/api/get-discussion-list?admin=true&limit=100');
      expect(records(admin.body).some((x) => x.gid != null)).toBe(false);
      const mine = await req('member', 'GET', '/api/get-discussion-list?onlyMine=true&limit=100');
      expect(records(mine.body).some((x) => x.gid != null)).toBe(false);
    });

    it('a non-member reads, comments on, likes or reports no group discussion; a member does', async () => {
      const did = await post('gadmin', 'Members only detail');
      const outsiders: [RoleName | TestUser, number][] = [
        ['anon', 401],
        ['user', 403],
        ['applicant', 403],
        [siteAdmin, 403],
      ];
      for (const [who, want] of outsiders) {
        const detail = await req(who, 'GET', `/api/get-discussion-detail?did=${did}`);
        expect(detail.status, JSON.stringify(detail.body)).toBe(want);
        expect(JSON.stringify(detail.body)).not.toMatch(/Secret group body|Members only detail/);
        const comments = await req(who, 'GET', `/api/comments?did=${did}`);
        expect(comments.status).toBe(want);
        if (who === 'anon') continue; // the calls below need a sign-in anyway
        expect((await req(who, 'POST', '/api/comment', { did, content: 'sneaky' })).status).toBe(want);
        expect((await req(who, 'GET', `/api/discussion-like?did=${did}&toLike=true`)).status).toBe(want);
        expect((await req(who, 'POST', '/api/discussion-report', { did, content: 'spam' })).status).toBe(
          want,
        );
      }
      const notMember = await req('user', 'GET', `/api/get-discussion-detail?did=${did}`);
      expect(notMember.body.msg).toBe('Only members of the group can do this!');
      // members: the detail (with its body), comments, a like that tells the author where to look
      const detail = await req('member', 'GET', `/api/get-discussion-detail?did=${did}`);
      expect(detail.status).toBe(200);
      expect(detail.body.data.content).toBe('Secret group body');
      const c = await req('member', 'POST', '/api/comment', { did, content: 'member says hi' });
      expect(c.status, JSON.stringify(c.body)).toBe(200);
      const list = await req('member', 'GET', `/api/comments?did=${did}`);
      expect(JSON.stringify(list.body)).toMatch(/member says hi/);
      expect((await req('member', 'GET', `/api/discussion-like?did=${did}&toLike=true`)).status).toBe(200);
      const reminder = await (app.ctx.database.db as Json)
        .selectFrom('msg_remind')
        .selectAll()
        .where('recipient_id', '=', users.gadmin.uid)
        .where('action', '=', 'Like_Post')
        .where('source_id', '=', did)
        .executeTakeFirst();
      expect(reminder?.url).toBe(`/group/${gid}/discussion-detail/${did}`);
      expect((await req('member', 'POST', '/api/discussion-report', { did, content: 'spam' })).status).toBe(
        200,
      );
      // comments: another member may not delete one, a site admin outside cannot reach it, group admins may
      const commentId = Number(c.body.data.id);
      expect((await req(member2, 'DELETE', '/api/comment', { id: commentId, did })).status).toBe(403);
      expect((await req(siteAdmin, 'DELETE', '/api/comment', { id: commentId, did })).status).toBe(403);
      const del = await req('gadmin', 'DELETE', '/api/comment', { id: commentId, did });
      expect(del.status, JSON.stringify(del.body)).toBe(200);
    });

    it('a hidden group discussion: its author and the group’s admins read it, other members do not', async () => {
      const did = await post('member', 'Hidden detail');
      expect(
        (
          await req('gadmin', 'PUT', '/api/group/discussion', {
            id: did,
            title: 'Hidden detail',
            description: 'd',
            content: 'c',
            status: 1,
          })
        ).status,
      ).toBe(200);
      expect((await req(member2, 'GET', `/api/get-discussion-detail?did=${did}`)).status).toBe(403);
      for (const r of ['member', 'gadmin', 'groot', 'sroot'] as const)
        expect((await req(r, 'GET', `/api/get-discussion-detail?did=${did}`)).status).toBe(200);
    });

    // ---- switch and thresholds --------------------------------------------------------------------

    it('closes with openGroupDiscussion (the site root still gets in); the site’s area is not affected', async () => {
      const did = await post('member', 'Behind the switch');
      await switches({ openGroupDiscussion: false });
      try {
        for (const [m, u, b] of [
          ['GET', `/api/group/get-discussion-list?gid=${gid}`, undefined],
          [
            'POST',
            '/api/group/discussion',
            { title: 'x', description: 'd', content: 'c', categoryId: chat, gid },
          ],
          ['GET', `/api/get-discussion-detail?did=${did}`, undefined],
          ['GET', `/api/comments?did=${did}`, undefined],
        ] as const) {
          const r = await req('member', m, u, b);
          expect(r.status, u).toBe(403);
          expect(r.body.msg).toBe('No Access: There is no open group discussion area on the website!');
        }
        expect((await req('gadmin', 'GET', `/api/group/get-admin-discussion-list?gid=${gid}`)).status).toBe(
          403,
        );
        expect((await req('sroot', 'GET', `/api/group/get-admin-discussion-list?gid=${gid}`)).status).toBe(
          200,
        );
        expect((await req('member', 'GET', '/api/get-discussion-list')).status).toBe(200);
      } finally {
        await switches({ openGroupDiscussion: true });
      }
    });

    it('applies the site’s AC threshold and daily limit to members, not to group admins', async () => {
      const fresh = await userOfRole(app);
      await addMember(gid, fresh, MemberAuth.MEMBER);
      await switches({ defaultCreateDiscussionACInitValue: 1, defaultCreateDiscussionDailyLimit: 1 });
      try {
        const body = { title: 'T', description: 'D', content: 'C', categoryId: chat, gid };
        const r = await req(fresh, 'POST', '/api/group/discussion', body);
        expect(r.status).toBe(400);
        expect(r.body.msg).toBe('You need at least 1 accepted problems to post a discussion!');
        const pid = await problemWithCases(app, 'DGAC1');
        const now = new Date().toISOString();
        await (app.ctx.database.db as Json)
          .insertInto('user_acproblem')
          .values({ uid: fresh.uid, pid, submit_id: 1, gmt_create: now, gmt_modified: now })
          .execute();
        expect((await req(fresh, 'POST', '/api/group/discussion', body)).status).toBe(200);
        const second = await req(fresh, 'POST', '/api/group/discussion', body);
        expect(second.status).toBe(400);
        expect(second.body.msg).toMatch(/at most 1/);
        // the day's limit is one for both areas
        expect((await req(fresh, 'POST', '/api/discussion', { ...body, gid: undefined })).status).toBe(400);
        for (let i = 0; i < 2; i++)
          expect((await req('gadmin', 'POST', '/api/group/discussion', body)).status).toBe(200);
      } finally {
        await switches({ defaultCreateDiscussionACInitValue: 0, defaultCreateDiscussionDailyLimit: 100 });
      }
    });
  });
}
