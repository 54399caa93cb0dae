// The participant rules of policies/contest.ts (pure, hand-checked cases per role and per moment)
// and contestAccess, the one server call that loads a contest and answers or refuses with the
// reference's status and message (on SQLite and PostgreSQL).
import { describe, expect, it } from 'vitest';
import {
  ContestAuth,
  ContestType,
  Role,
  canEnterContest,
  canSeeContest,
  contestCasesHidden,
  hasEntryProfile,
  isContestSealed,
  isResultSealed,
  ownResultsSealedFrom,
  problemFactsHidden,
  statsHidden,
  type Actor,
  type ContestRef,
} from '@judge/shared';
import { dbVariants } from '../../../test/helpers/accounts.js';
import {
  contestOf,
  contestRegistration,
  useApp,
  userOfRole,
  type ContestOverrides,
} from '../../../test/fixtures/index.js';
import { BizError } from '../../lib/errors.js';
import { contestAccess } from './access.js';

const actor = (uid: string, role: number = Role.USER, status = 0): Actor => ({
  uid,
  username: uid,
  role,
  status,
});
const root = actor('root', Role.ROOT);
const creator = actor('creator', Role.ADMIN);
const alice = actor('alice');
const bob = actor('bob');
// start 1000, seal 8000, end 10000 (ms).
const base: ContestRef = {
  uid: 'creator',
  auth: ContestAuth.PUBLIC,
  startTime: 1000,
  endTime: 10_000,
  type: ContestType.ACM,
  visible: true,
  sealRank: true,
  sealRankTime: 8000,
  autoRealRank: true,
};

describe('seal state', () => {
  it('from the seal time to the end; for good when automatic unsealing is off; never without a seal', () => {
    expect([7999, 8000, 9999, 10_000].map((t) => isContestSealed(base, t))).toEqual([
      false,
      true,
      true,
      false,
    ]);
    expect(
      [7999, 8000, 10_000, 99_999].map((t) => isContestSealed({ ...base, autoRealRank: false }, t)),
    ).toEqual([false, true, true, true]);
    expect(isContestSealed({ ...base, sealRank: false }, 9000)).toBe(false);
    expect(isContestSealed({ ...base, sealRankTime: null }, 9000)).toBe(false);
  });
});

describe('sealed results per role', () => {
  const after = { submitTime: 8500 };
  const before = { submitTime: 7000 };
  it('ACM: others’ results from the seal time on are hidden; one’s own never; admins see all', () => {
    expect(isResultSealed(alice, base, { uid: 'bob', ...after }, {}, 9000)).toBe(true);
    expect(isResultSealed(alice, base, { uid: 'bob', ...before }, {}, 9000)).toBe(false);
    expect(isResultSealed(alice, base, { uid: 'alice', ...after }, {}, 9000)).toBe(false);
    expect(isResultSealed(null, base, { uid: 'bob', ...after }, {}, 9000)).toBe(true);
    for (const a of [creator, root])
      expect(isResultSealed(a, base, { uid: 'bob', ...after }, {}, 9000)).toBe(false);
    // Unsealed at the end.
    expect(isResultSealed(alice, base, { uid: 'bob', ...after }, {}, 10_000)).toBe(false);
  });
  it('OI: one’s own too, and per-problem statuses from the seal time on', () => {
    const oi = { ...base, type: ContestType.OI };
    expect(isResultSealed(alice, oi, { uid: 'alice', ...after }, {}, 9000)).toBe(true);
    expect(isResultSealed(alice, oi, { uid: 'alice', ...before }, {}, 9000)).toBe(false);
    expect(ownResultsSealedFrom(alice, oi, {}, 9000)).toBe(8000);
    expect(ownResultsSealedFrom(alice, oi, {}, 7000)).toBeNull();
    expect(ownResultsSealedFrom(creator, oi, {}, 9000)).toBeNull();
    expect(ownResultsSealedFrom(alice, base, {}, 9000)).toBeNull();
  });
});

describe('stats, cases, problem facts', () => {
  it('others’ time/memory/length hidden while running only; case results per rule; facts hidden while running', () => {
    expect([500, 5000, 10_000].map((t) => statsHidden(alice, base, { uid: 'bob' }, {}, t))).toEqual([
      false,
      true,
      false,
    ]);
    expect(statsHidden(alice, base, { uid: 'alice' }, {}, 5000)).toBe(false);
    expect(statsHidden(creator, base, { uid: 'bob' }, {}, 5000)).toBe(false);
    // ACM: hidden while running; OI: while sealed; anonymous: always; admins: never.
    expect([5000, 9000, 10_000].map((t) => contestCasesHidden(alice, base, {}, t))).toEqual([
      true,
      true,
      false,
    ]);
    const oi = { ...base, type: ContestType.OI };
    expect([5000, 9000, 10_000].map((t) => contestCasesHidden(alice, oi, {}, t))).toEqual([
      false,
      true,
      false,
    ]);
    expect(contestCasesHidden(null, base, {}, 20_000)).toBe(true);
    expect(contestCasesHidden(root, base, {}, 5000)).toBe(false);
    expect([500, 5000, 10_000].map((t) => problemFactsHidden(alice, base, {}, t))).toEqual([
      false,
      true,
      false,
    ]);
    expect(problemFactsHidden(creator, base, {}, 5000)).toBe(false);
  });
});

describe('seeing and entering a contest', () => {
  const priv = {
    ...base,
    auth: ContestAuth.PRIVATE,
    openAccountLimit: true,
    accountLimitRule:
      '<prefix>team</prefix><suffix></suffix><start>1</start><end>5</end><extra>alice</extra>',
  };
  it('one row per role and state', () => {
    const rows: [string, Actor | null, ContestRef, { registered?: boolean }, number, string][] = [
      ['anonymous', null, base, {}, 5000, 'login_required'],
      ['user, public, running', bob, base, {}, 5000, 'ok'],
      ['user, scheduled', bob, base, {}, 500, 'contest_not_started'],
      ['creator, scheduled', creator, base, {}, 500, 'ok'],
      ['root, scheduled, private', root, priv, {}, 500, 'ok'],
      ['user, private, not registered', bob, priv, {}, 5000, 'contest_not_registered'],
      [
        'user, private, registered, rule does not fit',
        bob,
        priv,
        { registered: true },
        5000,
        'contest_account_limit',
      ],
      ['user, private, registered, listed in the rule', alice, priv, { registered: true }, 5000, 'ok'],
      ['user, protected, not registered', bob, { ...base, auth: ContestAuth.PROTECTED }, {}, 5000, 'ok'],
      ['user, hidden', bob, { ...base, visible: false }, {}, 5000, 'contest_not_found'],
      ['creator, hidden', creator, { ...base, visible: false }, {}, 5000, 'ok'],
      ['user, group contest', bob, { ...base, gid: 3 }, {}, 5000, 'not_group_member'],
      ['banned creator', actor('creator', Role.ADMIN, 1), base, {}, 500, 'login_required'],
    ];
    for (const [what, u, c, view, now, want] of rows) {
      const d = canEnterContest(u, c, view, now);
      expect(d.ok ? 'ok' : d.reason, what).toBe(want);
    }
    expect(canSeeContest(bob, { ...base, visible: false }).ok).toBe(false);
    expect(canSeeContest(null, base).ok).toBe(true);
  });
  it('entry profile: real name, school, class given (≤ 50 after trimming) and a gender that is not secret', () => {
    const full = { realname: 'Ann', school: 'S', course: 'Senior one', gender: 'male' };
    expect(hasEntryProfile(full)).toBe(true);
    expect(hasEntryProfile({ ...full, gender: 'female' })).toBe(true);
    expect(hasEntryProfile({ ...full, gender: 'secrecy' })).toBe(false);
    expect(hasEntryProfile({ ...full, realname: '  ' })).toBe(false);
    expect(hasEntryProfile({ ...full, school: null })).toBe(false);
    expect(hasEntryProfile({ ...full, course: 'x'.repeat(51) })).toBe(false);
    expect(hasEntryProfile({ ...full, course: ` ${'x'.repeat(50)} ` })).toBe(true);
  });
});

for (const v of dbVariants()) {
  describe(`contestAccess [${v.name}]`, () => {
    const app = useApp(v);
    const refusal = async (p: Promise<unknown>) => {
      try {
        await p;
        return 'ok';
      } catch (e) {
        expect(e).toBeInstanceOf(BizError);
        return `${(e as BizError).httpStatus} ${(e as BizError).key}`;
      }
    };

    it('loads the contest and answers for the actor, or refuses with the status and message of the reference', async () => {
      const owner = await userOfRole(app(), Role.ADMIN);
      const user = await userOfRole(app());
      const now = Date.now();
      const insert = (over: Partial<ContestOverrides>) =>
        contestOf(app(), {
          uid: owner.uid,
          author: owner.username,
          title: 't',
          auth: ContestAuth.PRIVATE,
          pwd: 'p',
          start: now - 60_000,
          end: now + 60_000,
          sealAt: now - 30_000,
          ...over,
        });
      const cid = await insert({});
      const hidden = await insert({ visible: false });
      const soon = await insert({ start: now + 60_000, end: now + 120_000 });
      const userActor: Actor = { uid: user.uid, username: user.username, role: Role.USER, status: 0 };
      const ownerActor: Actor = { uid: owner.uid, username: owner.username, role: Role.ADMIN, status: 0 };
      expect(await refusal(contestAccess(app().ctx.database, userActor, 99_999_999))).toBe(
        '404 Contest_Not_Exist',
      );
      expect(await refusal(contestAccess(app().ctx.database, userActor, hidden))).toBe(
        '404 Contest_Not_Exist',
      );
      expect(await refusal(contestAccess(app().ctx.database, userActor, cid))).toBe('ok');
      expect(await refusal(contestAccess(app().ctx.database, userActor, cid, 'inside'))).toBe(
        '403 Contest_Not_Registered',
      );
      expect(await refusal(contestAccess(app().ctx.database, null, cid, 'inside'))).toBe(
        '401 Please_login_first',
      );
      expect(await refusal(contestAccess(app().ctx.database, userActor, soon, 'inside'))).toBe(
        '403 Contest_Not_Started',
      );
      const a = await contestAccess(app().ctx.database, ownerActor, cid, 'inside');
      expect([a.admin, a.live, a.sealed, a.registered, a.status]).toEqual([true, true, true, false, 0]);
      await contestRegistration(app(), cid, user.uid);
      const b = await contestAccess(app().ctx.database, userActor, cid, 'inside');
      expect([b.admin, b.live, b.sealed, b.registered]).toEqual([false, false, true, true]);
    });
  });
}
