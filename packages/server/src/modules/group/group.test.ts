// Groups (issue 23, server core) on SQLite and PostgreSQL:
// - ONE role × action table: anonymous, user, applicant, member, group admin, group root, owner,
//   site admin, site root × every group call of this module (a fresh group per case, so that a
//   mutating case cannot leak into the next); each cell is the status the call must answer;
// - every membership transition (public join, apply, refuse, re-apply, approve, promote, the
//   demotion and self/owner refusals, exit, removal, disband) with their notices;
// - the create form (lengths, code, unique names) and the quotas from the switches;
// - visibility: invisible and banned groups, the list's filters;
// - a probe calling every path as anonymous and as a non-member, finding no member-only text.
import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, MemberAuth, Role } from '@judge/shared';
import { call, EN, type Json } from '../../../test/helpers/app.js';
import { multipart, postFile } from '../../../test/helpers/multipart.js';
import { codeIn, dbVariants, lastMail } from '../../../test/helpers/accounts.js';
import {
  announcementOf,
  contestOf,
  rootToken,
  useApp,
  userOfRole,
  type TestUser,
} from '../../../test/fixtures/index.js';
import { encodePng } from '../../lib/puzzle.js';
import { codeStore } from '../account/codes.js';
import type { BuiltApp } from '../../app.js';

type RoleName = 'anon' | 'user' | 'applicant' | 'member' | 'gadmin' | 'groot' | 'owner' | 'sadmin' | 'sroot';
const ROLES: RoleName[] = [
  'anon',
  'user',
  'applicant',
  'member',
  'gadmin',
  'groot',
  'owner',
  'sadmin',
  'sroot',
];

/** The group avatar form: the group's id, then the image. */
const avatarForm = (gid: number, filename: string, content: Buffer) =>
  multipart('image', filename, content, { gid: String(gid) });

for (const v of dbVariants()) {
  describe(`groups [${v.name}]`, () => {
    const appOf = useApp(v);
    let app: BuiltApp;
    let root: string;
    const users = {} as Record<Exclude<RoleName, 'anon' | 'sroot'>, TestUser>;
    let rootUid: string;
    let n = 0;

    const tokenOf = (r: RoleName) => (r === 'anon' ? undefined : r === 'sroot' ? root : users[r].token);
    const uidOf = (r: RoleName) => (r === 'sroot' ? rootUid : users[r as keyof typeof users].uid);
    const req = (r: RoleName, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call(app, method, url, body, { token: tokenOf(r), headers: EN });
    const levelIn = async (gid: number, uid: string) =>
      (
        await app.ctx.database.db
          .selectFrom('group_member')
          .select('auth')
          .where('gid', '=', gid)
          .where('uid', '=', uid)
          .executeTakeFirst()
      )?.auth ?? 0;
    const noticesOf = async (uid: string) =>
      (
        await app.ctx.database.db
          .selectFrom('admin_sys_notice')
          .select('title')
          .where('recipient_id', '=', uid)
          .execute()
      ).map((x) => x.title);

    /** A group made by `owner` through the API, with applicant/member/admin/root rows. */
    async function makeGroup(o: { auth?: number; visible?: boolean; code?: string } = {}) {
      const i = ++n;
      const auth = o.auth ?? 2;
      const r = await req('owner', 'POST', '/api/group', {
        name: `Group number ${i}`,
        shortName: `grp${i}x`.padEnd(5, 'x'),
        brief: 'A brief text',
        description: 'A description of the group',
        auth,
        visible: o.visible ?? true,
        code: o.code ?? (auth === 3 ? 'ABC123' : undefined),
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      const g = await app.ctx.database.db
        .selectFrom('group')
        .select('id')
        .where('name', '=', `Group number ${i}`)
        .executeTakeFirstOrThrow();
      const now = new Date().toISOString();
      const rows: [RoleName, number][] = [
        ['applicant', MemberAuth.APPLYING],
        ['member', MemberAuth.MEMBER],
        ['gadmin', MemberAuth.ADMIN],
        ['groot', MemberAuth.ROOT],
      ];
      for (const [role, level] of rows)
        await app.ctx.database.db
          .insertInto('group_member')
          .values({
            gid: g.id,
            uid: uidOf(role),
            auth: level,
            reason: 'REASON-SECRET',
            gmt_create: now,
            gmt_modified: now,
          })
          .execute();
      return g.id;
    }

    beforeAll(async () => {
      app = appOf();
      root = await rootToken(app);
      rootUid = (
        await app.ctx.database.db
          .selectFrom('user_info')
          .select('uuid')
          .where('username', '=', 'root')
          .executeTakeFirstOrThrow()
      ).uuid;
      await app.ctx.database.db
        .updateTable('user_info')
        .set({ email: 'root@example.com' })
        .where('uuid', '=', rootUid)
        .execute();
      for (const r of ['user', 'applicant', 'member', 'gadmin', 'groot', 'owner'] as const)
        users[r] = await userOfRole(app);
      users.sadmin = await userOfRole(app, Role.ADMIN);
      // the owner makes many groups here; the quota rules have their own test below
      await app.ctx.siteConfig.setSwitches({
        defaultCreateGroupACInitValue: 0,
        defaultCreateGroupDailyLimit: 100000,
        defaultCreateGroupLimit: 100000,
      });
    });

    /** The e-mail code through the real call and the outbox (60 s cooldown: once per user). */
    async function disbandCode(r: RoleName): Promise<string> {
      const email = r === 'sroot' ? 'root@example.com' : users[r as keyof typeof users].email;
      const s = await req(r, 'GET', `/api/get-verify-email-code?email=${encodeURIComponent(email)}`);
      expect(s.status, JSON.stringify(s.body)).toBe(200);
      return codeIn((await lastMail(app, email))!.text);
    }
    /** A code stored as get-verify-email-code stores it (for the table, which disbands many times). */
    async function issuedCode(r: RoleName): Promise<string> {
      if (r === 'anon') return '000000';
      await codeStore(app.ctx.kv).issue(`verify:${uidOf(r)}`, '654321');
      return '654321';
    }

    // ---- the role × action table -----------------------------------------------------------------

    type Cell = number;
    interface Action {
      name: string;
      run(r: RoleName, gid: number): Promise<{ status: number; body: Json }>;
      /** expected HTTP status per role, in ROLES order */
      expect: Cell[];
      /** optional check of the answer when allowed */
      check?(r: RoleName, gid: number, body: Json): Promise<void> | void;
    }
    const png = encodePng(2, 2, new Uint8Array(16).fill(100));
    //                 anon user appl memb gadm groot owner sadm sroot
    const ACTIONS: Action[] = [
      {
        name: 'get-group-detail',
        run: (r, gid) => req(r, 'GET', `/api/get-group-detail?gid=${gid}`),
        expect: [401, 200, 200, 200, 200, 200, 200, 200, 200],
        check: (r, _gid, body) => {
          // the invitation code only for group roots and the site root
          const showsCode = ['groot', 'owner', 'sroot'].includes(r);
          expect(body.data.code === null, r).toBe(!showsCode);
        },
      },
      {
        name: 'get-group-access',
        run: (r, gid) => req(r, 'GET', `/api/get-group-access?gid=${gid}`),
        expect: [401, 200, 200, 200, 200, 200, 200, 200, 200],
        check: (r, _gid, body) =>
          expect(body.data.access, r).toBe(['member', 'gadmin', 'groot', 'owner', 'sroot'].includes(r)),
      },
      {
        name: 'get-group-auth',
        run: (r, gid) => req(r, 'GET', `/api/get-group-auth?gid=${gid}`),
        expect: [401, 200, 200, 200, 200, 200, 200, 200, 200],
        check: (r, _gid, body) =>
          expect(body.data, r).toBe(
            { user: 0, applicant: 1, member: 3, gadmin: 4, groot: 5, owner: 5, sadmin: 0, sroot: 0, anon: 0 }[
              r
            ],
          ),
      },
      {
        name: 'update group',
        run: (r, gid) => req(r, 'PUT', '/api/group', { id: gid, brief: 'A new brief' }),
        expect: [401, 403, 403, 403, 403, 200, 200, 403, 200],
      },
      {
        name: 'upload-group-avatar',
        run: async (r, gid) => {
          const res = await postFile(
            app,
            '/api/file/upload-group-avatar?l=en-US',
            avatarForm(gid, 'a.png', png),
            tokenOf(r),
          );
          return { status: res.statusCode, body: res.json() };
        },
        expect: [401, 403, 403, 403, 403, 200, 200, 403, 200],
        check: (_r, _gid, body) =>
          expect(body.data.avatar).toMatch(/^\/api\/public\/img\/[a-f0-9]{32}\.png$/),
      },
      {
        name: 'disband (with the e-mail code)',
        run: async (r, gid) => {
          const code = await issuedCode(r);
          const email =
            r === 'sroot' ? 'root@example.com' : r === 'anon' ? '' : users[r as keyof typeof users].email;
          return req(r, 'DELETE', `/api/group?gid=${gid}`, { email, code });
        },
        expect: [401, 403, 403, 403, 403, 403, 200, 403, 200],
      },
      {
        name: 'get-member-list',
        run: (r, gid) => req(r, 'GET', `/api/group/get-member-list?gid=${gid}`),
        expect: [401, 403, 403, 200, 200, 200, 200, 403, 200],
        check: (r, _gid, body) => {
          expect(body.data.total).toBe(4); // member, admin, root, owner
          const admin = ['gadmin', 'groot', 'owner', 'sroot'].includes(r);
          for (const m of body.data.records) {
            expect('realname' in m, r).toBe(admin);
            expect(m.reason === null || admin, r).toBe(true);
          }
        },
      },
      {
        name: 'get-apply-list',
        run: (r, gid) => req(r, 'GET', `/api/group/get-apply-list?gid=${gid}`),
        expect: [401, 403, 403, 403, 200, 200, 200, 403, 200],
        check: (_r, _gid, body) => expect(body.data.records.map((m: Json) => m.auth)).toEqual([1]),
      },
      {
        name: 'apply',
        run: (r, gid) =>
          req(
            r,
            'POST',
            `/api/group/member?gid=${gid}&code=ABC123&reason=${encodeURIComponent('Please let me in')}`,
          ),
        expect: [401, 200, 400, 400, 400, 400, 400, 200, 200],
        check: async (r, gid) => expect(await levelIn(gid, uidOf(r))).toBe(MemberAuth.APPLYING),
      },
      {
        name: 'exit',
        run: (r, gid) => req(r, 'DELETE', `/api/group/member/exit?gid=${gid}`),
        expect: [401, 400, 200, 200, 200, 200, 400, 400, 400],
        check: async (r, gid) => expect(await levelIn(gid, uidOf(r))).toBe(0),
      },
      {
        name: 'approve the applicant',
        run: (r, gid) => req(r, 'PUT', '/api/group/member', { gid, uid: users.applicant.uid, auth: 3 }),
        expect: [401, 403, 403, 403, 200, 200, 200, 403, 200],
        check: async (_r, gid) => expect(await levelIn(gid, users.applicant.uid)).toBe(MemberAuth.MEMBER),
      },
      {
        name: 'promote the member to admin',
        run: (r, gid) => req(r, 'PUT', '/api/group/member', { gid, uid: users.member.uid, auth: 4 }),
        expect: [401, 403, 403, 403, 403, 200, 200, 403, 200],
      },
      {
        name: 'demote the group admin to member',
        run: (r, gid) => req(r, 'PUT', '/api/group/member', { gid, uid: users.gadmin.uid, auth: 3 }),
        expect: [401, 403, 403, 403, 400, 200, 200, 403, 200],
      },
      {
        name: 'remove the member',
        run: (r, gid) => req(r, 'DELETE', `/api/group/member?gid=${gid}&uid=${users.member.uid}`),
        expect: [401, 403, 403, 403, 200, 200, 200, 403, 200],
        check: async (_r, gid) => expect(await levelIn(gid, users.member.uid)).toBe(0),
      },
      {
        name: 'remove the group root',
        run: (r, gid) => req(r, 'DELETE', `/api/group/member?gid=${gid}&uid=${users.groot.uid}`),
        expect: [401, 403, 403, 403, 403, 400, 200, 403, 200],
      },
      {
        name: 'remove the owner',
        run: (r, gid) => req(r, 'DELETE', `/api/group/member?gid=${gid}&uid=${users.owner.uid}`),
        expect: [401, 403, 403, 403, 403, 403, 400, 403, 403],
        check: () => {
          throw new Error('the owner was removed');
        },
      },
      {
        name: 'get-announcement-list',
        run: (r, gid) => req(r, 'GET', `/api/group/get-announcement-list?gid=${gid}`),
        expect: [401, 403, 403, 200, 200, 200, 200, 403, 200],
      },
      {
        name: 'get-admin-announcement-list',
        run: (r, gid) => req(r, 'GET', `/api/group/get-admin-announcement-list?gid=${gid}`),
        expect: [401, 403, 403, 403, 200, 200, 200, 403, 200],
      },
      {
        name: 'add announcement',
        run: (r, gid) =>
          req(r, 'POST', '/api/group/announcement', { title: 'T', content: 'C', status: 0, gid }),
        expect: [401, 403, 403, 403, 200, 200, 200, 403, 200],
      },
      {
        name: "edit the group admin's announcement",
        run: async (r, gid) => {
          const id = await announcementBy('gadmin', gid);
          return req(r, 'PUT', '/api/group/announcement', { id, title: 'T2', content: 'C2', status: 1 });
        },
        expect: [401, 403, 403, 403, 200, 200, 200, 403, 200],
      },
      {
        name: "delete the group root's announcement",
        run: async (r, gid) => {
          const id = await announcementBy('groot', gid);
          return req(r, 'DELETE', `/api/group/announcement?aid=${id}`);
        },
        // a group admin may not delete a root's announcement
        expect: [401, 403, 403, 403, 403, 200, 200, 403, 200],
      },
      {
        name: 'get-group-rank-list',
        run: (r, gid) => req(r, 'GET', `/api/get-group-rank-list?gid=${gid}&type=0`),
        expect: [401, 403, 403, 200, 200, 200, 200, 403, 200],
        check: (_r, _gid, body) => expect(body.data.total).toBe(4),
      },
    ];

    const announcementBy = (r: RoleName, gid: number) =>
      announcementOf(app, { title: 'x', content: 'y', uid: uidOf(r), gid });

    it(`role × action table (${ROLES.length} roles × ${ACTIONS.length} actions)`, async () => {
      const failures: string[] = [];
      for (const a of ACTIONS) {
        for (const [i, r] of ROLES.entries()) {
          const gid = await makeGroup({ auth: 3 });
          const res = await a.run(r, gid);
          if (res.status !== a.expect[i]) {
            failures.push(`${a.name} as ${r}: ${res.status} (want ${a.expect[i]}) ${res.body?.msg ?? ''}`);
            continue;
          }
          if (res.status === 200 && a.check) {
            try {
              await a.check(r, gid, res.body);
            } catch (e) {
              failures.push(`${a.name} as ${r}: ${(e as Error).message}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    }, 120_000);

    // ---- membership transitions --------------------------------------------------------------------

    it('public group: applying admits at once as a member, with a welcome notice', async () => {
      const gid = await makeGroup({ auth: 1 });
      const u = await userOfRole(app);
      const r = await call(app, 'POST', `/api/group/member?gid=${gid}`, undefined, {
        token: u.token,
        headers: EN,
      });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(await levelIn(gid, u.uid)).toBe(MemberAuth.MEMBER);
      expect((await noticesOf(u.uid)).some((t) => t.includes('Welcome'))).toBe(true);
    });

    it('protected group: reason 5–100; apply → refused (notice) → apply again → approved (welcome) → promoted; no way back to applying', async () => {
      const gid = await makeGroup({ auth: 2 });
      const u = await userOfRole(app);
      const as = (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = u.token) =>
        call(app, method, url, body, { token, headers: EN });
      for (const reason of ['', 'abcd', 'x'.repeat(101)]) {
        const r = await as('POST', `/api/group/member?gid=${gid}&reason=${reason}`);
        expect(r.status).toBe(400);
        expect(r.body.msg).toBe('The reason must be 5 to 100 characters long!');
      }
      expect(await levelIn(gid, u.uid)).toBe(0);
      expect((await as('POST', `/api/group/member?gid=${gid}&reason=let%20me%20in`)).status).toBe(200);
      expect(await levelIn(gid, u.uid)).toBe(MemberAuth.APPLYING);
      // the group roots were told (owner and the other root)
      expect((await noticesOf(users.owner.uid)).some((t) => t.includes('New application'))).toBe(true);
      const again = await as('POST', `/api/group/member?gid=${gid}&reason=let%20me%20in`);
      expect(again.body.msg).toBe('You have already applied; please wait for the review!');
      // refuse
      expect(
        (await as('PUT', '/api/group/member', { gid, uid: u.uid, auth: 2 }, users.gadmin.token)).status,
      ).toBe(200);
      expect(await levelIn(gid, u.uid)).toBe(MemberAuth.REFUSED);
      expect((await noticesOf(u.uid)).some((t) => t.includes('was refused'))).toBe(true);
      // a refused applicant may apply again
      expect((await as('POST', `/api/group/member?gid=${gid}&reason=second%20try`)).status).toBe(200);
      expect(await levelIn(gid, u.uid)).toBe(MemberAuth.APPLYING);
      // approve
      expect(
        (await as('PUT', '/api/group/member', { gid, uid: u.uid, auth: 3 }, users.gadmin.token)).status,
      ).toBe(200);
      expect(await levelIn(gid, u.uid)).toBe(MemberAuth.MEMBER);
      expect((await noticesOf(u.uid)).some((t) => t.includes('Welcome'))).toBe(true);
      const dup = await as('POST', `/api/group/member?gid=${gid}&reason=let%20me%20in`);
      expect(dup.body.msg).toBe('You are already a member of this group!');
      // a member is never put back to applying or refused
      const back = await as('PUT', '/api/group/member', { gid, uid: u.uid, auth: 1 }, users.groot.token);
      expect(back.status).toBe(400);
      expect(back.body.msg).toBe('A member cannot be put back to applying or refused!');
      // a group admin cannot grant admin (not above their own level); a root can
      expect(
        (await as('PUT', '/api/group/member', { gid, uid: u.uid, auth: 4 }, users.gadmin.token)).status,
      ).toBe(403);
      expect(
        (await as('PUT', '/api/group/member', { gid, uid: u.uid, auth: 4 }, users.groot.token)).status,
      ).toBe(200);
      // a group root cannot grant root; the owner can
      expect(
        (await as('PUT', '/api/group/member', { gid, uid: u.uid, auth: 5 }, users.groot.token)).status,
      ).toBe(403);
      expect(
        (await as('PUT', '/api/group/member', { gid, uid: u.uid, auth: 5 }, users.owner.token)).status,
      ).toBe(200);
      expect(await levelIn(gid, u.uid)).toBe(MemberAuth.ROOT);
      // a level outside 1–5 is refused
      expect(
        (await as('PUT', '/api/group/member', { gid, uid: users.member.uid, auth: 6 }, users.owner.token))
          .status,
      ).toBe(400);
      // nobody changes the owner's level
      const own = await as('PUT', '/api/group/member', { gid, uid: users.owner.uid, auth: 3 }, root);
      expect(own.status).toBe(403);
      // exit
      expect((await as('DELETE', `/api/group/member/exit?gid=${gid}`)).status).toBe(200);
      expect(await levelIn(gid, u.uid)).toBe(0);
      // removal tells the member
      expect(
        (
          await as(
            'DELETE',
            `/api/group/member?gid=${gid}&uid=${users.member.uid}`,
            undefined,
            users.gadmin.token,
          )
        ).status,
      ).toBe(200);
      expect((await noticesOf(users.member.uid)).some((t) => t.includes('removed'))).toBe(true);
    });

    it('two applications at once: one row, the other refused (never a server error)', async () => {
      const gid = await makeGroup({ auth: 2 });
      const u = await userOfRole(app);
      const rs = await Promise.all(
        [1, 2, 3].map(() =>
          call(app, 'POST', `/api/group/member?gid=${gid}&reason=let%20me%20in`, undefined, {
            token: u.token,
            headers: EN,
          }),
        ),
      );
      expect(rs.map((r) => r.status).sort()).toEqual([200, 400, 400]);
      expect(await levelIn(gid, u.uid)).toBe(MemberAuth.APPLYING);
    });

    it('private group: the invitation code is needed and checked', async () => {
      const gid = await makeGroup({ auth: 3, code: 'Zx9Kq1' });
      const u = await userOfRole(app);
      const ap = (q: string) =>
        call(app, 'POST', `/api/group/member?gid=${gid}&reason=hello%20there${q}`, undefined, {
          token: u.token,
          headers: EN,
        });
      expect((await ap('')).body.msg).toBe('Joining a private group needs its invitation code!');
      expect((await ap('&code=WRONG1')).body.msg).toBe('The invitation code is wrong!');
      expect(await levelIn(gid, u.uid)).toBe(0);
      expect((await ap('&code=Zx9Kq1')).status).toBe(200);
      expect(await levelIn(gid, u.uid)).toBe(MemberAuth.APPLYING);
    });

    it('disband: a wrong code changes nothing; the right one removes the group and tells its members', async () => {
      const gid = await makeGroup();
      const bad = await req('owner', 'DELETE', `/api/group?gid=${gid}`, {
        email: users.owner.email,
        code: '123456',
      });
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toBe('The verification code is wrong or has expired!');
      expect(await levelIn(gid, users.member.uid)).toBe(MemberAuth.MEMBER);
      const noCode = await req('owner', 'DELETE', `/api/group?gid=${gid}`);
      expect(noCode.status).toBe(400);
      const code = await disbandCode('owner');
      const ok = await req('owner', 'DELETE', `/api/group?gid=${gid}`, { email: users.owner.email, code });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      expect((await req('owner', 'GET', `/api/get-group-detail?gid=${gid}`)).status).toBe(404);
      expect(await levelIn(gid, users.member.uid)).toBe(0);
      expect((await noticesOf(users.member.uid)).some((t) => t.includes('disbanded'))).toBe(true);
    });

    // ---- create form and quotas --------------------------------------------------------------------

    it('create: lengths, code for private groups, unique names; the owner is root', async () => {
      const base = {
        name: 'Valid group name',
        shortName: 'valid',
        brief: 'Brief!',
        description: 'Description',
        auth: 2,
        visible: true,
      };
      const cases: [Json, string][] = [
        [{ ...base, name: 'abcd' }, 'The group name must be 5 to 25 characters long!'],
        [{ ...base, name: 'x'.repeat(26) }, 'The group name must be 5 to 25 characters long!'],
        [{ ...base, shortName: 'abcd' }, 'The short name must be 5 to 10 characters long!'],
        [{ ...base, shortName: 'x'.repeat(11) }, 'The short name must be 5 to 10 characters long!'],
        [{ ...base, brief: 'abcd' }, 'The brief must be 5 to 50 characters long!'],
        [{ ...base, brief: 'x'.repeat(51) }, 'The brief must be 5 to 50 characters long!'],
        [{ ...base, description: 'abcd' }, 'The description must be 5 to 1000 characters long!'],
        [{ ...base, description: 'x'.repeat(1001) }, 'The description must be 5 to 1000 characters long!'],
        [{ ...base, auth: 4 }, 'The group type must be public, protected or private!'],
        [{ ...base, auth: 3 }, 'A private group needs a 6-character invitation code!'],
        [{ ...base, auth: 3, code: '12345' }, 'The invitation code must be 6 characters long!'],
      ];
      for (const [body, msg] of cases) {
        const r = await req('user', 'POST', '/api/group', body);
        expect(r.status, msg).toBe(400);
        expect(r.body.msg).toBe(msg);
      }
      expect((await req('user', 'POST', '/api/group', base)).status).toBe(200);
      const dupName = await req('user', 'POST', '/api/group', { ...base, shortName: 'other' });
      expect(dupName.body.msg).toBe('This group name is already taken, please choose another!');
      const dupShort = await req('user', 'POST', '/api/group', { ...base, name: 'Another name' });
      expect(dupShort.body.msg).toBe('This short name is already taken, please choose another!');
      const g = await app.ctx.database.db
        .selectFrom('group')
        .selectAll()
        .where('name', '=', base.name)
        .executeTakeFirstOrThrow();
      expect(g.owner).toBe(users.user.username);
      expect(await levelIn(g.id, users.user.uid)).toBe(MemberAuth.ROOT);
      // anonymous
      expect((await req('anon', 'POST', '/api/group', base)).status).toBe(401);
    });

    it('create quotas from the switches: AC count, per day, in all; admins exempt', async () => {
      const u = await userOfRole(app);
      const base = (i: number) => ({
        name: `Quota group ${i}`,
        shortName: `quota${i}`,
        brief: 'Brief!',
        description: 'Description',
        auth: 1,
      });
      const as = (body: Json, token = u.token) =>
        call(app, 'POST', '/api/group', body, { token, headers: EN });
      await app.ctx.siteConfig.setSwitches({
        defaultCreateGroupACInitValue: 2,
        defaultCreateGroupDailyLimit: 1,
        defaultCreateGroupLimit: 2,
      });
      try {
        const few = await as(base(1));
        expect(few.status).toBe(403);
        expect(few.body.msg).toBe('Sorry, you need to solve at least 2 problems to create a group!');
        // a site admin is exempt
        expect((await as(base(2), users.sadmin.token)).status).toBe(200);
        const now = new Date().toISOString();
        const pids = await app.ctx.database.db.selectFrom('problem').select('id').limit(2).execute();
        expect(pids.length).toBe(2);
        for (const p of pids)
          await app.ctx.database.db
            .insertInto('user_acproblem')
            .values({ uid: u.uid, pid: p.id, submit_id: 0, gmt_create: now, gmt_modified: now })
            .execute();
        expect((await as(base(3))).status).toBe(200);
        const daily = await as(base(4));
        expect(daily.body.msg).toBe('Sorry, you can create at most 1 groups a day!');
        // yesterday's group counts in all but not today
        await app.ctx.database.db
          .updateTable('group')
          .set({ gmt_create: new Date(Date.now() - 2 * 86400_000).toISOString() })
          .where('name', '=', 'Quota group 3')
          .execute();
        expect((await as(base(5))).status).toBe(200);
        await app.ctx.database.db
          .updateTable('group')
          .set({ gmt_create: new Date(Date.now() - 2 * 86400_000).toISOString() })
          .where('name', '=', 'Quota group 5')
          .execute();
        const total = await as(base(6));
        expect(total.body.msg).toBe('Sorry, you can create at most 2 groups in all!');
      } finally {
        await app.ctx.siteConfig.setSwitches({
          defaultCreateGroupACInitValue: 0,
          defaultCreateGroupDailyLimit: 100000,
          defaultCreateGroupLimit: 100000,
        });
      }
    });

    it('avatar: checked by content and size; a foreign URL in the form is never stored', async () => {
      const gid = await makeGroup();
      const up = async (name: string, buf: Buffer) => {
        const res = await postFile(
          app,
          '/api/file/upload-group-avatar?l=en-US',
          avatarForm(gid, name, buf),
          users.groot.token,
        );
        return { status: res.statusCode, body: res.json() };
      };
      const fake = await up('a.png', Buffer.from('<svg onload=alert(1)>'));
      expect(fake.status).toBe(400);
      const big = await up('a.png', Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024 + 10)]));
      expect(big.status).toBe(400);
      const good = await up('a.png', png);
      expect(good.status).toBe(200);
      const stored = good.body.data.avatar;
      const r = await req('owner', 'PUT', '/api/group', { id: gid, avatar: 'https://evil.example/x.png' });
      expect(r.status).toBe(200);
      expect((await req('owner', 'GET', `/api/get-group-detail?gid=${gid}`)).body.data.avatar).toBe(stored);
    });

    // ---- visibility and the list ------------------------------------------------------------------

    it('invisible and banned groups: gone for non-members, the list keeps to what exists for the caller', async () => {
      const hidden = await makeGroup({ visible: false });
      const banned = await makeGroup();
      await app.ctx.database.db.updateTable('group').set({ status: 1 }).where('id', '=', banned).execute();
      const listed = async (r: RoleName, q = '') =>
        (await req(r, 'GET', `/api/get-group-list?limit=120${q}`)).body.data.records.map((g: Json) => g.id);
      for (const r of ['anon', 'user', 'sadmin'] as RoleName[]) {
        expect(await listed(r)).not.toContain(hidden);
        expect(await listed(r)).not.toContain(banned);
        if (r !== 'anon')
          expect((await req(r, 'GET', `/api/get-group-detail?gid=${hidden}`)).status).toBe(404);
      }
      // the applicant of an invisible group does not see it either
      expect((await req('applicant', 'GET', `/api/get-group-detail?gid=${hidden}`)).status).toBe(404);
      expect(await listed('member')).toContain(hidden);
      expect((await req('member', 'GET', `/api/get-group-detail?gid=${hidden}`)).status).toBe(200);
      // banned: even its members lose it; the site root keeps it
      expect(await listed('member')).not.toContain(banned);
      expect((await req('member', 'GET', `/api/group/get-member-list?gid=${banned}`)).status).toBe(404);
      expect(await listed('sroot')).toContain(banned);
      expect((await req('sroot', 'GET', `/api/get-group-detail?gid=${banned}`)).status).toBe(200);
      // unknown group
      expect((await req('user', 'GET', '/api/get-group-detail?gid=999999')).status).toBe(404);
    });

    it('list: 10 a page by default (HOJ), auth filter, keyword, onlyMine, member counts', async () => {
      const pub = await makeGroup({ auth: 1 });
      const page = await req('anon', 'GET', '/api/get-group-list');
      expect(page.status).toBe(200);
      expect(page.body.data.size).toBe(10);
      expect(page.body.data.records.length).toBeLessThanOrEqual(10);
      // the client's "all" filters: empty values
      const all = await req('anon', 'GET', '/api/get-group-list?auth=&onlyMine=&keyword=&currentPage=0');
      expect(all.status, JSON.stringify(all.body)).toBe(200);
      expect(all.body.data.current).toBe(1);
      expect((await req('anon', 'GET', '/api/get-group-list?auth=7')).status).toBe(400);
      const onlyPublic = await req('anon', 'GET', '/api/get-group-list?auth=1&limit=120');
      expect(onlyPublic.body.data.records.every((g: Json) => g.auth === 1)).toBe(true);
      expect(onlyPublic.body.data.records.map((g: Json) => g.id)).toContain(pub);
      const g = await app.ctx.database.db
        .selectFrom('group')
        .select('name')
        .where('id', '=', pub)
        .executeTakeFirstOrThrow();
      const kw = await req('anon', 'GET', `/api/get-group-list?keyword=${encodeURIComponent(g.name)}`);
      expect(kw.body.data.records.map((x: Json) => x.id)).toEqual([pub]);
      const row = kw.body.data.records[0];
      expect(row.memberCount).toBe(4);
      expect(Object.keys(row).sort()).toEqual(
        [
          'id',
          'avatar',
          'owner',
          'name',
          'shortName',
          'brief',
          'description',
          'auth',
          'visible',
          'memberCount',
          'gmtCreate',
        ].sort(),
      );
      const stranger = await userOfRole(app);
      const mine = await call(app, 'GET', '/api/get-group-list?onlyMine=true', undefined, {
        token: stranger.token,
      });
      expect(mine.body.data.total).toBe(0);
      const mineMember = await req('member', 'GET', '/api/get-group-list?onlyMine=true&limit=120');
      expect(mineMember.body.data.records.map((x: Json) => x.id)).toContain(pub);
      expect((await req('anon', 'GET', '/api/get-group-list?onlyMine=true')).body.data.total).toBe(0);
    });

    it('rank: ACM and OI over the group submissions of members only', async () => {
      const gid = await makeGroup();
      const pid = (await app.ctx.database.db.selectFrom('problem').select('id').executeTakeFirstOrThrow()).id;
      const now = new Date().toISOString();
      const sub = (uid: string, username: string, status: number, score: number | null, g: number | null) =>
        app.ctx.database.db
          .insertInto('judge')
          .values({
            pid,
            display_pid: 'X',
            uid,
            username,
            submit_time: now,
            status,
            share: app.ctx.database.cols.bool(false),
            length: 1,
            code: 'x',
            language: 'C',
            cid: 0,
            cpid: 0,
            gid: g,
            version: 0,
            oi_rank_score: score,
            is_manual: app.ctx.database.cols.bool(false),
            score,
            gmt_create: now,
            gmt_modified: now,
          })
          .execute();
      await sub(users.member.uid, users.member.username, JudgeStatus.WRONG_ANSWER, 30, gid);
      await sub(users.member.uid, users.member.username, JudgeStatus.ACCEPTED, 100, gid);
      await sub(users.gadmin.uid, users.gadmin.username, JudgeStatus.ACCEPTED, 100, gid);
      // main-site submissions and non-members do not count
      await sub(users.groot.uid, users.groot.username, JudgeStatus.ACCEPTED, 100, null);
      await sub(users.user.uid, users.user.username, JudgeStatus.ACCEPTED, 100, gid);
      const acm = await req('member', 'GET', `/api/get-group-rank-list?gid=${gid}&type=0`);
      expect(acm.body.data.records.map((r: Json) => [r.username, r.ac, r.total])).toEqual(
        expect.arrayContaining([
          [users.gadmin.username, 1, 1],
          [users.member.username, 1, 2],
        ]),
      );
      expect(acm.body.data.records[0].username).toBe(users.gadmin.username);
      expect(acm.body.data.records.map((r: Json) => r.username)).not.toContain(users.user.username);
      const groot = acm.body.data.records.find((r: Json) => r.username === users.groot.username);
      expect(groot.ac).toBe(0);
      const oi = await req('member', 'GET', `/api/get-group-rank-list?gid=${gid}&type=1`);
      const mem = oi.body.data.records.find((r: Json) => r.username === users.member.username);
      expect(mem.score).toBe(100);
      expect((await req('member', 'GET', `/api/get-group-rank-list?gid=${gid}&type=2`)).status).toBe(400);
    });

    it("a group contest's announcements (same table, the group's gid) are not the group's", async () => {
      const gid = await makeGroup();
      const now = Date.now();
      const cid = await contestOf(app, {
        uid: users.owner.uid,
        author: users.owner.username,
        title: 'Group contest',
        start: now,
        end: now,
        gid,
      });
      const a = await announcementOf(app, { title: 'Contest news', content: 'c', uid: users.owner.uid, gid, cid });
      const own = await announcementBy('owner', gid);
      const list = await req('member', 'GET', `/api/group/get-announcement-list?gid=${gid}`);
      expect(list.body.data.records.map((x: Json) => x.id)).toEqual([own]);
      const admin = await req('owner', 'GET', `/api/group/get-admin-announcement-list?gid=${gid}`);
      expect(admin.body.data.records.map((x: Json) => x.id)).toEqual([own]);
      expect((await req('owner', 'DELETE', `/api/group/announcement?aid=${a}`)).status).toBe(404);
      expect((await req('owner', 'DELETE', `/api/group/announcement?aid=${own}`)).status).toBe(200);
    });

    // ---- the probe ----------------------------------------------------------------------------------

    it('probe: every group path as anonymous and as a non-member tells nothing member-only', async () => {
      const gid = await makeGroup({ auth: 3, code: 'SECRT1' });
      const hidden = await makeGroup({ visible: false });
      const hiddenName = (
        await app.ctx.database.db
          .selectFrom('group')
          .select('name')
          .where('id', '=', hidden)
          .executeTakeFirstOrThrow()
      ).name;
      const secretOf = (g: number) =>
        announcementOf(app, { title: 'ANN-SECRET', content: 'ANN-BODY-SECRET', uid: users.gadmin.uid, gid: g });
      const aid = await secretOf(gid);
      await secretOf(hidden);
      const secrets = ['SECRT1', 'ANN-SECRET', 'ANN-BODY-SECRET', 'REASON-SECRET', hiddenName];
      const paths: [string, string, unknown?][] = [];
      for (const g of [gid, hidden]) {
        paths.push(
          ['GET', `/api/get-group-list?limit=120`],
          ['GET', `/api/get-group-list?keyword=Group&limit=120`],
          ['GET', `/api/get-group-detail?gid=${g}`],
          ['GET', `/api/get-group-access?gid=${g}`],
          ['GET', `/api/get-group-auth?gid=${g}`],
          ['PUT', '/api/group', { id: g, name: 'Hacked name here' }],
          ['DELETE', `/api/group?gid=${g}`, { email: 'x@example.com', code: '000000' }],
          ['GET', `/api/get-group-rank-list?gid=${g}&type=0`],
          ['GET', `/api/get-group-rank-list?gid=${g}&type=1`],
          ['GET', `/api/group/get-member-list?gid=${g}`],
          ['GET', `/api/group/get-apply-list?gid=${g}`],
          ['PUT', '/api/group/member', { gid: g, uid: users.applicant.uid, auth: 3 }],
          ['DELETE', `/api/group/member?gid=${g}&uid=${users.member.uid}`],
          ['DELETE', `/api/group/member/exit?gid=${g}`],
          ['GET', `/api/group/get-announcement-list?gid=${g}`],
          ['GET', `/api/group/get-admin-announcement-list?gid=${g}`],
          ['POST', '/api/group/announcement', { title: 't', content: 'c', status: 0, gid: g }],
          ['PUT', '/api/group/announcement', { id: aid, title: 't', content: 'c', status: 0 }],
          ['DELETE', `/api/group/announcement?aid=${aid}`],
          ['POST', `/api/file/upload-group-avatar?gid=${g}`, undefined],
        );
      }
      // applying to the private group without its code must not reveal it either
      paths.push(
        ['POST', `/api/group/member?gid=${gid}&reason=hello%20there`],
        ['POST', `/api/group/member?gid=${hidden}&reason=hello%20there`],
      );
      const gidOf = (url: string, body: unknown) =>
        Number(
          /[?&]gid=(\d+)/.exec(url)?.[1] ??
            (body as { gid?: number; id?: number } | undefined)?.gid ??
            (body as { id?: number } | undefined)?.id,
        );
      let calls = 0;
      for (const r of ['anon', 'user', 'sadmin'] as RoleName[]) {
        for (const [method, url, body] of paths) {
          const res = await req(r, method as 'GET', url, body);
          calls++;
          const text = JSON.stringify(res.body);
          for (const s of secrets) expect(text.includes(s), `${r} ${method} ${url} told ${s}`).toBe(false);
          for (const u of [users.member, users.applicant])
            expect(text.includes(`"${u.username}"`), `${r} ${method} ${url} told a member's name`).toBe(
              false,
            );
          // what a signed-in non-member may read: the list, and the visible group's card, access flag and level
          const open =
            url.startsWith('/api/get-group-list') ||
            (r !== 'anon' && gidOf(url, body) === gid && /get-group-(detail|access|auth)/.test(url));
          if (!open) expect(res.status, `${r} ${method} ${url}`).toBeGreaterThanOrEqual(400);
          else expect(res.status, `${r} ${method} ${url}`).toBe(200);
        }
      }
      // nothing changed
      expect(await levelIn(gid, users.member.uid)).toBe(MemberAuth.MEMBER);
      expect(await levelIn(gid, users.applicant.uid)).toBe(MemberAuth.APPLYING);
      expect(
        (
          await app.ctx.database.db
            .selectFrom('group')
            .select('name')
            .where('id', '=', gid)
            .executeTakeFirst()
        )?.name,
      ).not.toBe('Hacked name here');
      expect(calls).toBe(3 * paths.length);
    });
  });
}
