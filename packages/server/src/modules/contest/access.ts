// Who may open what of a contest, in one server call (hoj-behaviour §5.2; site.md §4, §6).
//
//   const a = await contestAccess(database, actor, cid, 'board');
//
// loads the contest and answers for the actor (null = anonymous):
//   - `need` = 'info'   : the contest exists for them (visible, or they are its admin; group contests
//                         only for the group's members) — else 404 Contest_Not_Exist / 403 Not_Group_Member;
//   - `need` = 'inside' : also its problems, submissions, board and announcements: admins always;
//                         others need a sign-in (401), a started contest (403 Contest_Not_Started), and
//                         for private contests a registration (403 Contest_Not_Registered) with a name
//                         fitting the account rule when it is on (403 Contest_Account_Limit_Enter).
//                         Protected contests are open to view; only submitting needs a registration.
// and returns the facts every participant call needs: the row, its policy view (`ref`), the status
// now, `admin` (root / creator / group root), `registered`, `sealed` (the board is sealed now) and
// `live` (the caller sees live results: sealed or not, results, statistics and the real board).
// All the rules are the pure ones of @judge/shared policies/contest.ts; this file only loads facts.
import {
  MemberAuth,
  Role,
  canEnterContest,
  canSeeContest,
  holdsContestAdmin,
  isContestAdmin,
  isContestSealed,
  seesLiveResults,
  type Actor,
  type ContestRef,
  type ContestRefusal,
  type ContestStatusValue,
  type ContestViewerState,
} from '@judge/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/index.js';
import type { DB } from '../../db/types.js';
import { readBool, readTime } from '../../db/columns.js';
import type { ContestRow } from '../../db/rows.js';
import { BizError, forbidden, notFound, unauthorized } from '../../lib/errors.js';
import { memberLevel } from '../group/access.js';
import { findContest, isRegistered } from './repo.js';
import { contestStatusOf } from './rules.js';

export type ContestNeed = 'info' | 'inside';

export interface ContestAccess {
  contest: ContestRow;
  /** The contest as the shared policies see it (every participant fact filled). */
  ref: ContestRef;
  view: ContestViewerState;
  status: ContestStatusValue;
  /** Root, the creator or the group's root: bypasses every access rule (§5.2). */
  admin: boolean;
  /** Holds a valid registration. */
  registered: boolean;
  /** The board is sealed now. */
  sealed: boolean;
  /** Sees live results (the contest's admins). */
  live: boolean;
  /** The moment the answer was made (epoch ms); pass it on so one request sees one clock. */
  now: number;
}

const ms = (v: Date | string | null) => (v === null ? null : readTime(v)!.getTime());

/** The contest row as the shared policies see it, with every participant fact. */
export function contestFactsOf(c: ContestRow): ContestRef {
  return {
    uid: c.uid,
    auth: c.auth,
    startTime: ms(c.start_time)!,
    endTime: ms(c.end_time)!,
    allowEndSubmit: readBool(c.allow_end_submit),
    gid: c.gid,
    openAccountLimit: readBool(c.open_account_limit),
    accountLimitRule: c.account_limit_rule,
    type: c.type,
    visible: readBool(c.visible),
    sealRank: readBool(c.seal_rank),
    sealRankTime: ms(c.seal_rank_time),
    autoRealRank: readBool(c.auto_real_rank),
    openRank: readBool(c.open_rank),
  };
}

const REFUSALS: Record<ContestRefusal, () => BizError> = {
  login_required: () => unauthorized('Please_login_first'),
  contest_not_found: () => notFound('Contest_Not_Exist'),
  not_group_member: () => forbidden('Contest_Not_Group_Member'),
  contest_not_started: () => forbidden('Contest_Not_Started'),
  contest_not_registered: () => forbidden('Contest_Not_Registered'),
  contest_account_limit: () => forbidden('Contest_Account_Limit_Enter'),
};

/** The error a refusal answers with (HTTP status and message key). */
export const contestRefusalError = (reason: ContestRefusal): BizError => REFUSALS[reason]();

type Db = Kysely<DB> | Transaction<DB>;

/**
 * The facts of one contest for one caller, or the reference's error when `need` is not met.
 * See the top of this file.
 */
export async function contestAccess(
  database: Database | { db: Db },
  actor: Actor | null,
  cid: number,
  need: ContestNeed = 'info',
  now = Date.now(),
): Promise<ContestAccess> {
  const db = database.db;
  const contest = Number.isInteger(cid) && cid > 0 ? await findContest(db, cid) : undefined;
  if (!contest) throw notFound('Contest_Not_Exist');
  return accessOf(db, contest, actor, need, now);
}

/** `contestAccess` for a contest row already loaded. */
export async function accessOf(
  db: Db,
  contest: ContestRow,
  actor: Actor | null,
  need: ContestNeed = 'info',
  now = Date.now(),
): Promise<ContestAccess> {
  const ref = contestFactsOf(contest);
  // Both reads at once (one round trip's wait instead of two): a board read is a hot path.
  const [registered, groupAuth] = await Promise.all([
    actor ? isRegistered(db, Number(contest.id), actor.uid) : false,
    // A group contest is its group's members' (and its admins'): the caller's level decides.
    contest.gid != null && actor ? memberLevel(db, contest.gid, actor.uid) : null,
  ]);
  const view: ContestViewerState = { registered, groupAuth };
  const decision =
    need === 'inside' ? canEnterContest(actor, ref, view, now) : canSeeContest(actor, ref, view);
  if (!decision.ok) throw contestRefusalError(decision.reason);
  return {
    contest,
    ref,
    view,
    status: contestStatusOf(contest, now),
    admin: isContestAdmin(actor, ref, view),
    registered,
    sealed: isContestSealed(ref, now),
    live: seesLiveResults(actor, ref, view),
    now,
  };
}

/**
 * Every admin of a contest by `holdsContestAdmin` (the same rule as `admin` above): site roots, the
 * creator and, for a group contest, its managers in the group. Their submissions are tests, never
 * competition: the board, first blood, awards, AC info and the problem statistics leave them out.
 */
export async function contestAdminUids(db: Db, contest: Pick<ContestRow, 'uid' | 'gid'>): Promise<Set<string>> {
  const [roots, members] = await Promise.all([
    db.selectFrom('user_role').select('uid').where('role_id', '=', Role.ROOT).execute(),
    // Group members who may hold it; the rule decides (a plain member never does).
    contest.gid != null
      ? db
          .selectFrom('group_member')
          .select(['uid', 'auth'])
          .where('gid', '=', contest.gid)
          .where('auth', '>=', MemberAuth.ADMIN)
          .execute()
      : Promise.resolve([]),
  ]);
  const ref = { uid: contest.uid, gid: contest.gid };
  const out = new Set<string>();
  for (const r of roots) if (holdsContestAdmin({ uid: r.uid, role: Role.ROOT }, ref)) out.add(r.uid);
  if (contest.uid && holdsContestAdmin({ uid: contest.uid, role: Role.USER }, ref)) out.add(contest.uid);
  // A member's site role only matters when it is root, and roots are in already.
  for (const m of members)
    if (holdsContestAdmin({ uid: m.uid, role: Role.USER, groupAuth: m.auth }, ref)) out.add(m.uid);
  return out;
}
