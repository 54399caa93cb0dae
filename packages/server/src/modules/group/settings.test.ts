// A group's rank rows, its avatar upload and its status, on SQLite and PostgreSQL (the QA findings
// on groups):
// - the rank rows carry the score in both types, and the real name for the group's admins, the
//   owner and the site root only;
// - the avatar form is read whole before anything is decided: the gid after the image is found,
//   and a bad file is the file-type refusal whatever the order of the parts;
// - the status (1 banned): the site root bans and lifts the ban through PUT /api/group, and a
//   banned group is gone for its members; nobody else changes it (the setting form may send it
//   back unchanged).
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, MemberAuth } from '@judge/shared';
import { call, EN, type Json } from '../../../test/helpers/app.js';
import { dbVariants } from '../../../test/helpers/accounts.js';
import {
  columnOf,
  groupMember,
  groupOf,
  problemWithCases,
  rootToken,
  submissionWithVerdict,
  useApp,
  userOfRole,
  type TestUser,
} from '../../../test/fixtures/index.js';
import { encodePng } from '../../lib/puzzle.js';
import type { BuiltApp } from '../../app.js';

type Who = 'member' | 'gadmin' | 'owner' | 'sroot';

/** A multipart body with its parts in the given order: [name, value] fields and one file. */
function orderedForm(
  parts: ({ field: string; value: string } | { file: string; filename: string; data: Buffer })[],
) {
  const boundary = `----b${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts)
    if ('field' in p)
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"\r\n\r\n${p.value}\r\n`,
        ),
      );
    else
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${p.file}"; filename="${p.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        p.data,
        Buffer.from('\r\n'),
      );
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

for (const v of dbVariants()) {
  describe(`group settings [${v.name}]`, () => {
    const appOf = useApp(v);
    let app: BuiltApp;
    let root: string;
    const users = {} as Record<Exclude<Who, 'sroot'>, TestUser>;
    let gid: number;

    const tokenOf = (w: Who) => (w === 'sroot' ? root : users[w].token);
    const req = (w: Who, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call(app, method, url, body, { token: tokenOf(w), headers: EN });
    const statusOf = (id: number) => columnOf(app, 'group', id, 'status');

    beforeAll(async () => {
      app = appOf();
      root = await rootToken(app);
      for (const w of ['member', 'gadmin', 'owner'] as const) users[w] = await userOfRole(app);
      gid = await groupOf(app, users.owner, { name: 'Settings fix group', shortName: 'SFIXG' });
      await groupMember(app, gid, users.owner, MemberAuth.ROOT);
      await groupMember(app, gid, users.gadmin, MemberAuth.ADMIN);
      await groupMember(app, gid, users.member, MemberAuth.MEMBER);
      await app.ctx.database.db
        .updateTable('user_info')
        .set({ realname: 'Real Member Name' })
        .where('uuid', '=', users.member.uid)
        .execute();
    });

    it('rank rows: the score in both types; the real name for group admins, the owner and root only', async () => {
      const pid = await problemWithCases(app, 'SFIXP1', { gid });
      await submissionWithVerdict(app, users.member, pid, {
        gid,
        status: JudgeStatus.ACCEPTED,
        oiRankScore: 70,
      });
      for (const type of [0, 1]) {
        for (const w of ['gadmin', 'owner', 'sroot'] as const) {
          const res = await req(w, 'GET', `/api/get-group-rank-list?gid=${gid}&type=${type}`);
          expect(res.status, JSON.stringify(res.body)).toBe(200);
          const row = (res.body.data.records as Json[]).find((r) => r.username === users.member.username);
          expect(row, `${w} type ${type}`).toMatchObject({ realname: 'Real Member Name', score: 70, ac: 1 });
        }
        const res = await req('member', 'GET', `/api/get-group-rank-list?gid=${gid}&type=${type}`);
        const rows = res.body.data.records as Json[];
        expect(rows.every((r) => !('realname' in r))).toBe(true);
        expect(JSON.stringify(res.body)).not.toMatch(/Real Member Name/);
        expect(rows.find((r) => r.username === users.member.username)).toMatchObject({ score: 70 });
      }
    });

    describe('avatar upload: every part is read before deciding', () => {
      const png = encodePng(2, 2, new Uint8Array(16).fill(100));
      /**
       * Sends the form as a stream whose last 60 bytes (the end of the last part) arrive 150 ms after
       * the rest, as a slow network delivers them: a field after the file arrives after the file is read.
       */
      const upload = (parts: Parameters<typeof orderedForm>[0], w: Who = 'owner') => {
        const body = orderedForm(parts);
        const cut = body.payload.length - 60;
        const stream = new Readable({ read() {} });
        stream.push(body.payload.subarray(0, cut));
        setTimeout(() => {
          stream.push(body.payload.subarray(cut));
          stream.push(null);
        }, 150);
        return app.inject({
          method: 'POST',
          url: '/api/file/upload-group-avatar?l=en-US',
          payload: stream,
          headers: { ...body.headers, authorization: tokenOf(w) },
        });
      };
      const bad = { file: 'image', filename: 'a.png', data: Buffer.from('<svg onload=alert(1)>') };
      const good = { file: 'image', filename: 'a.png', data: png };

      it('a bad file is the file-type refusal, the gid before or after it', async () => {
        const answers = [];
        for (let i = 0; i < 3; i++) {
          const after = await upload([bad, { field: 'gid', value: String(gid) }]);
          const before = await upload([{ field: 'gid', value: String(gid) }, bad]);
          answers.push([after.statusCode, after.json().msg], [before.statusCode, before.json().msg]);
        }
        const first = answers[0]!;
        expect(first[0]).toBe(400);
        expect(String(first[1])).not.toMatch(/not found/i);
        expect(answers.every((a) => a[0] === first[0] && a[1] === first[1])).toBe(true);
      });

      it('a good file with the gid after it is stored', async () => {
        const res = await upload([good, { field: 'gid', value: String(gid) }]);
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().data.avatar).toMatch(/./);
        // and the group's rules still apply: a member is refused
        const member = await upload([good, { field: 'gid', value: String(gid) }], 'member');
        expect(member.statusCode).toBe(403);
      });
    });

    it('status: the site root bans (the group is gone for its members) and lifts the ban; nobody else changes it', async () => {
      const g = await groupOf(app, users.owner, { name: 'Status fix group', shortName: 'SFIXS' });
      await groupMember(app, g, users.owner, MemberAuth.ROOT);
      await groupMember(app, g, users.member, MemberAuth.MEMBER);
      // the owner (group root) may send it back unchanged, as the setting form does, but not change it
      expect(
        (await req('owner', 'PUT', '/api/group', { id: g, status: 0, brief: 'Another brief' })).status,
      ).toBe(200);
      const refused = await req('owner', 'PUT', '/api/group', { id: g, status: 1 });
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toMatch(/super admin/);
      expect(await statusOf(g)).toBe(0);
      expect((await req('sroot', 'PUT', '/api/group', { id: g, status: 7 })).status).toBe(400);
      // banned by the site root: the members lose it, the root keeps it
      const ban = await req('sroot', 'PUT', '/api/group', { id: g, status: 1 });
      expect(ban.status, JSON.stringify(ban.body)).toBe(200);
      expect(await statusOf(g)).toBe(1);
      for (const w of ['member', 'owner'] as const) {
        expect((await req(w, 'GET', `/api/get-group-detail?gid=${g}`)).status, w).toBe(404);
        expect((await req(w, 'GET', `/api/group/get-problem-list?gid=${g}`)).status, w).toBe(404);
      }
      expect((await req('sroot', 'GET', `/api/get-group-detail?gid=${g}`)).status).toBe(200);
      // lifted
      expect((await req('sroot', 'PUT', '/api/group', { id: g, status: 0 })).status).toBe(200);
      expect(await statusOf(g)).toBe(0);
      expect((await req('member', 'GET', `/api/get-group-detail?gid=${g}`)).status).toBe(200);
    });
  });
}
