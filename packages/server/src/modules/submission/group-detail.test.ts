// A group submission's detail and case results: the group's status tab lists its members'
// submissions, so its members open them too (code hidden unless shared, as on the site), its roots
// also see the code (HOJ's getSubmission: group root), and anyone outside the group sees nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, MemberAuth } from '@judge/shared';
import { apiOf } from '../../../test/helpers/app.js';
import { dbVariants } from '../../../test/helpers/accounts.js';
import {
  groupMember,
  groupOf,
  problemWithCases,
  submissionWithVerdict,
  useApp,
  userOfRole,
  type TestUser,
} from '../../../test/fixtures/index.js';

for (const v of dbVariants()) {
  describe(`group submission detail [${v.name}]`, () => {
    const app = useApp(v);
    const api = apiOf(app);
    let owner: TestUser;
    let groupRoot: TestUser;
    let member: TestUser;
    let submitter: TestUser;
    let outsider: TestUser;
    let submitId: number;

    beforeAll(async () => {
      [owner, groupRoot, member, submitter, outsider] = await Promise.all(
        [1, 2, 3, 4, 5].map(() => userOfRole(app())),
      );
      const gid = await groupOf(app(), owner, { name: 'Detail group', shortName: 'dgrp1', auth: 1 });
      await groupMember(app(), gid, owner, MemberAuth.ROOT);
      await groupMember(app(), gid, groupRoot, MemberAuth.ROOT);
      await groupMember(app(), gid, member, MemberAuth.MEMBER);
      await groupMember(app(), gid, submitter, MemberAuth.MEMBER);
      const pid = await problemWithCases(app(), 'DGRP1A');
      await app().ctx.database.db.updateTable('problem').set({ gid }).where('id', '=', pid).execute();
      submitId = await submissionWithVerdict(app(), submitter, pid, {
        status: JudgeStatus.WRONG_ANSWER,
        gid,
      });
    });

    const detail = (u?: TestUser) =>
      api('GET', `/api/get-submission-detail?submitId=${submitId}`, undefined, u?.token);
    const cases = (u?: TestUser) =>
      api('GET', `/api/get-all-case-result?submitId=${submitId}`, undefined, u?.token);

    it('a member reads another member’s group submission without its code', async () => {
      const r = await detail(member);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data.submission.code).toBeNull();
      expect((await cases(member)).body.data).not.toBeNull();
    });

    it('the group roots (the owner among them) see its code', async () => {
      for (const u of [owner, groupRoot]) {
        const r = await detail(u);
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        expect(r.body.data.submission.code).toBe('int main(){return 0;}');
      }
    });

    it('outside the group: nothing', async () => {
      expect((await detail(outsider)).status).toBe(403);
      expect((await detail()).status).toBe(403);
      expect((await cases(outsider)).body.data).toBeNull();
    });
  });
}
