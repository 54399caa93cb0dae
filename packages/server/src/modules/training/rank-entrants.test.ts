// Who is on a private training's rank (hoj-behaviour §6; HOJ's TrainingManager.getTrainingRank
// builds it from training records): a registered user appears once they have a counted submission
// (PE, CE, WA, AC, TLE, MLE, RE, PA) of its problems - a user who registered and submitted nothing
// counted is not listed; the author, the site roots and, for a group training, the group's roots
// (its owner among them) are never listed, while a group admin (4) who solves competes.
import { beforeAll, describe, expect, it } from 'vitest';
import { JudgeStatus, MemberAuth } from '@judge/shared';
import { apiOf, type Json } from '../../../test/helpers/app.js';
import { dbVariants } from '../../../test/helpers/accounts.js';
import {
  groupMember,
  groupOf,
  problemWithCases,
  submissionWithVerdict,
  trainingOf,
  trainingProblemOf,
  useApp,
  userOfRole,
  type TestUser,
} from '../../../test/fixtures/index.js';
import { withTrainings } from './tables.js';

for (const v of dbVariants()) {
  describe(`training rank entrants [${v.name}]`, () => {
    const app = useApp(v);
    const api = apiOf(app);
    let author: TestUser;
    let solver: TestUser;
    let idle: TestUser;
    let systemErrorOnly: TestUser;

    /** Make a training private with a password. */
    const makePrivate = (tid: number) =>
      withTrainings(app().ctx.database.db)
        .updateTable('training')
        .set({ auth: 'Private', private_pwd: 'pw1234' })
        .where('id', '=', tid)
        .execute();
    const register = async (tid: number, u: TestUser) =>
      expect((await api('POST', '/api/register-training', { tid, password: 'pw1234' }, u.token)).status).toBe(
        200,
      );
    const rankOf = async (tid: number, u: TestUser) => {
      const r = await api('GET', `/api/get-training-rank?tid=${tid}`, undefined, u.token);
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return r.body.data as { total: number; records: Json[] };
    };

    beforeAll(async () => {
      author = await userOfRole(app());
      solver = await userOfRole(app());
      idle = await userOfRole(app());
      systemErrorOnly = await userOfRole(app());
    });

    it('a registered user with no counted submission is not on the rank', async () => {
      const pid = await problemWithCases(app(), 'RE1001');
      const tid = await trainingOf(app(), { title: 'Entrants', author: author.username });
      await trainingProblemOf(app(), tid, pid, 'A', 1);
      await makePrivate(tid);
      for (const u of [solver, idle, systemErrorOnly]) await register(tid, u);
      await submissionWithVerdict(app(), solver, pid, { status: JudgeStatus.WRONG_ANSWER });
      // A system error is not a counted verdict: it makes no training record in HOJ.
      await submissionWithVerdict(app(), systemErrorOnly, pid, { status: JudgeStatus.SYSTEM_ERROR });
      const rank = await rankOf(tid, solver);
      expect(rank.records.map((r) => [r.rank, r.username, r.ac])).toEqual([[1, solver.username, 0]]);
      expect(rank.total).toBe(1);
      // Once idle submits a counted verdict, idle is on it.
      await submissionWithVerdict(app(), idle, pid, { status: JudgeStatus.ACCEPTED });
      expect((await rankOf(tid, solver)).records.map((r) => r.username)).toEqual([
        idle.username,
        solver.username,
      ]);
    });

    it("a group training's rank leaves out the group's roots (the owner among them), not its admins", async () => {
      const owner = await userOfRole(app());
      const groupRoot = await userOfRole(app());
      const groupAdmin = await userOfRole(app());
      const member = await userOfRole(app());
      const gid = await groupOf(app(), owner, { name: 'Rank roots', shortName: 'rroot', auth: 1 });
      await groupMember(app(), gid, owner, MemberAuth.ROOT);
      await groupMember(app(), gid, groupRoot, MemberAuth.ROOT);
      await groupMember(app(), gid, groupAdmin, MemberAuth.ADMIN);
      await groupMember(app(), gid, member, MemberAuth.MEMBER);
      const pid = await problemWithCases(app(), 'RE1002');
      await app().ctx.database.db.updateTable('problem').set({ gid }).where('id', '=', pid).execute();
      const tid = await trainingOf(app(), { title: 'Group entrants', author: groupAdmin.username, gid });
      await trainingProblemOf(app(), tid, pid, 'A', 1);
      await makePrivate(tid);
      for (const u of [owner, groupRoot, member]) await register(tid, u);
      const other = await userOfRole(app());
      await groupMember(app(), gid, other, MemberAuth.ADMIN);
      await register(tid, other);
      for (const u of [owner, groupRoot, member, other])
        await submissionWithVerdict(app(), u, pid, { status: JudgeStatus.ACCEPTED, gid });
      // groupAdmin wrote the training: left out as its author.
      await submissionWithVerdict(app(), groupAdmin, pid, { status: JudgeStatus.ACCEPTED, gid });
      const names = (await rankOf(tid, member)).records.map((r) => r.username).sort();
      expect(names).toEqual([member.username, other.username].sort());
    });
  });
}
