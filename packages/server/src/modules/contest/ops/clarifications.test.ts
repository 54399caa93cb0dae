// Clarifications of a group's contest (issue 17 item 4; site.md §6), on SQLite and PostgreSQL: the
// contest comments follow the contest's own access rule and its admins (contest/access.ts), so
// someone outside the group reads and writes none of them; while it runs a member sees their own
// clarifications and those of the contest's admins (the group's root included), not other
// members'; the group's root, a contest admin, sees them all and posts with the switch off.
import { describe, expect, it } from 'vitest';
import { MemberAuth, Role } from '@judge/shared';
import type { BuiltApp } from '../../../app.js';
import { apiAs } from '../../../../test/helpers/app.js';
import { dbTargets } from '../../../../test/helpers/targets.js';
import { registerUser, setRole } from '../../../../test/helpers/accounts.js';
import { groupMember, groupOf, useRootApp, type TestUser } from '../../../../test/fixtures/index.js';
import { createBoardContest } from '../../../../test/fixtures/board.js';

describe.each(dbTargets())('clarifications of a group contest ($name)', (target) => {
  let app: BuiltApp;
  let root: string;
  const u: Record<string, TestUser> = {};
  let gid: number;
  let cid: number;

  useRootApp({ target }, async (built, rootToken) => {
    app = built;
    root = rootToken;
    for (const n of ['owner', 'groot', 'mem', 'mem2', 'out']) u[n] = await registerUser(app, `cl_${n}`);
    await setRole(app, u.owner.uid, Role.ADMIN);
    gid = await groupOf(app, u.owner, { name: 'Clarify group', shortName: 'clg' });
    await groupMember(app, gid, u.owner, MemberAuth.ROOT);
    await groupMember(app, gid, u.groot, MemberAuth.ROOT);
    await groupMember(app, gid, u.mem, MemberAuth.MEMBER);
    await groupMember(app, gid, u.mem2, MemberAuth.MEMBER);
    cid = (await createBoardContest(app, u.owner, { gid })).cid;
    await app.ctx.siteConfig.setSwitches({ openContestComment: true, defaultCreateCommentACInitValue: 0 });
  });
  const api = apiAs(() => app);
  const post = async (token: string, content: string) => {
    const r = await api('POST', '/api/comment', token, { cid, content });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  };
  const seen = async (token: string) => {
    const r = await api('GET', `/api/comments?cid=${cid}`, token);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    return (r.body.data.commentList.records as { content: string }[]).map((c) => c.content).sort();
  };

  it('someone outside the group reads and posts none', async () => {
    await post(u.mem.token, 'Member question');
    for (const r of [
      await api('GET', `/api/comments?cid=${cid}`, u.out.token),
      await api('POST', '/api/comment', u.out.token, { cid, content: 'Outsider note' }),
    ]) {
      expect(r.status).toBe(403);
      expect(r.body.msg).toMatch(/group/i);
    }
    expect((await api('GET', `/api/comments?cid=${cid}`)).status).toBe(403);
  });

  it('a member sees their own and the contest admins’ while it runs; the group’s root sees all', async () => {
    await post(u.groot.token, 'Group root note');
    await post(u.mem2.token, 'Second member question');
    await post(root, 'Site root note');
    expect(await seen(u.mem.token)).toEqual(['Group root note', 'Member question', 'Site root note']);
    expect(await seen(u.mem2.token)).toEqual(['Group root note', 'Second member question', 'Site root note']);
    expect(await seen(u.groot.token)).toEqual([
      'Group root note',
      'Member question',
      'Second member question',
      'Site root note',
    ]);
  });

  it('the group’s root posts with the switch off; members do not', async () => {
    await app.ctx.siteConfig.setSwitches({ openContestComment: false });
    try {
      expect((await api('POST', '/api/comment', u.mem.token, { cid, content: 'Closed?' })).status).toBe(403);
      await post(u.groot.token, 'Admins still answer');
    } finally {
      await app.ctx.siteConfig.setSwitches({ openContestComment: true });
    }
  });

  it('a note of the group’s root is no thread: members may not reply to it, admins may; a member’s question stays open', async () => {
    const list = async (token: string) =>
      (await api('GET', `/api/comments?cid=${cid}`, token)).body.data.commentList.records as {
        id: number;
        content: string;
      }[];
    const note = (await list(u.mem.token)).find((c) => c.content === 'Group root note')!;
    const question = (await list(u.mem.token)).find((c) => c.content === 'Member question')!;
    const reply = (token: string, commentId: number) =>
      api('POST', '/api/reply', token, { reply: { commentId, content: 'A reply' }, cid });
    const refused = await reply(u.mem2.token, note.id);
    expect([refused.status, refused.body.msg]).toEqual([403, expect.any(String)]);
    expect((await reply(u.owner.token, note.id)).status).toBe(200);
    expect((await reply(u.groot.token, question.id)).status).toBe(200);
    expect((await reply(u.mem.token, question.id)).status).toBe(200);
  });
});
