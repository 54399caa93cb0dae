// Who may do what in contests: pure functions, enforced by the server and used by the web to show or hide.
import { isAdminRole, isProblemAdminRole, isRoot } from '../roles.js';
import { isGroupAdmin, isGroupMember, isGroupRoot } from '../group.js';
import { ContestAuth, ContestStatus, ContestType, contestStatusAt, matchesAccountLimit } from '../contest.js';
import { isActive, type Actor } from './actor.js';

export interface ContestRef {
  uid?: string | null;
  auth: number;
  startTime: number;
  endTime: number;
  allowEndSubmit?: boolean;
  gid?: number | null;
  /** Account-limit rule (§5.2), checked for non-admins when `openAccountLimit` is on. */
  openAccountLimit?: boolean;
  accountLimitRule?: string | null;
  /** The facts below feed the participant rules (visibility, seal); the back office does not need them. */
  /** 0 ACM, 1 OI */
  type?: number;
  /** Hidden contests (visible off) exist only for their admins. */
  visible?: boolean;
  sealRank?: boolean;
  /** epoch ms; null when the board never seals */
  sealRankTime?: number | null;
  /** Unseal at the end (default true); off keeps the board sealed after the end. */
  autoRealRank?: boolean;
  /** Outside board open to everyone (and the problem list to anonymous visitors once started). */
  openRank?: boolean;
}

export interface ContestViewerState {
  /** Registered (entered the password / joined) for this contest. */
  registered?: boolean;
  /** Group member level in the contest's group, if any. */
  groupAuth?: number | null;
}

/** Someone as `holdsContestAdmin` sees them: a user id, a site role and a level in the contest's group. */
export interface ContestAdminCandidate {
  uid: string;
  role: number;
  /** Member level in the contest's group (group contests only). */
  groupAuth?: number | null;
}

/**
 * The one rule of who is an admin of a contest (site.md §6, hoj-behaviour §5.2, §5.3): a site
 * root, its creator, or for a group contest whoever manages it besides those
 * (`canManageGroupContest`: the group's roots; a group admin manages only contests they created,
 * and the creator is already in). Used for callers (`isContestAdmin`) and for whole sets of users
 * (the board, first blood, awards, AC info and statistics leave these out), so both always agree.
 * It does not look at bans: a banned root's test submissions stay off the board too.
 */
export function holdsContestAdmin(who: ContestAdminCandidate, c: Pick<ContestRef, 'uid' | 'gid'>): boolean {
  if (isRoot(who.role) || (!!c.uid && c.uid === who.uid)) return true;
  return c.gid != null && isGroupRoot(who.groupAuth);
}

/** Is the caller an admin of the contest (`holdsContestAdmin`, signed in and not banned)? */
export function isContestAdmin(u: Actor | null | undefined, c: ContestRef, view: ContestViewerState = {}): boolean {
  if (!isActive(u)) return false;
  return holdsContestAdmin({ uid: u.uid, role: u.role, groupAuth: view.groupAuth }, c);
}


// ---- Back office (hoj-behaviour §5.1, §7.3; hoj-api-paths §1.8) --------------------------------

/**
 * May the user edit this contest in the back office (form, visibility, problems, announcements,
 * clone)? Root, or its creator while they hold a back-office role. HOJ compared the caller with a
 * uid the client sent; we compare with the stored creator, so a forged body cannot pass.
 */
export function canManageContest(u: Actor | null | undefined, c: Pick<ContestRef, 'uid'>): boolean {
  if (!isActive(u) || !isAdminRole(u.role)) return false;
  return isRoot(u.role) || (!!c.uid && c.uid === u.uid);
}

/** Deleting a contest (and its submissions, records, announcements) is for root alone. */
export const canDeleteContest = (u: Actor | null | undefined): boolean => isActive(u) && isRoot(u.role);

/** The back-office contest list: root and problem admins see every contest, admins their own. */
export const seesAllContests = (u: Actor | null | undefined): boolean => isActive(u) && isProblemAdminRole(u.role);

/**
 * Taking a problem out of a contest (its submissions in that contest go with it): whoever manages
 * the contest, and problem admins (HOJ lets root and problem admins do it on any contest).
 */
export function canRemoveContestProblem(u: Actor | null | undefined, c: Pick<ContestRef, 'uid'>): boolean {
  return canManageContest(u, c) || (isActive(u) && isProblemAdminRole(u.role));
}


// ---- Participants (hoj-behaviour §5.2–§5.5; site.md §4, §6) ------------------------------------

/** Why a participant call is refused (the server maps each to a message and an HTTP status). */
export type ContestRefusal =
  | 'login_required'
  | 'contest_not_found'
  | 'not_group_member'
  | 'contest_not_started'
  | 'contest_not_registered'
  | 'contest_account_limit';
export type ContestDecision = { ok: true } | { ok: false; reason: ContestRefusal };
const yes: ContestDecision = { ok: true };
const no = (reason: ContestRefusal): ContestDecision => ({ ok: false, reason });

/**
 * Is the board sealed at time `at` (epoch ms)? From the seal time on, when the contest seals at all;
 * until the end, or for good when automatic unsealing (`autoRealRank`) is off.
 */
export function isContestSealed(
  c: Pick<ContestRef, 'sealRank' | 'sealRankTime' | 'autoRealRank' | 'endTime'>,
  at: number,
): boolean {
  if (!c.sealRank || c.sealRankTime == null) return false;
  if (at < c.sealRankTime) return false;
  return at < c.endTime || c.autoRealRank === false;
}

/**
 * Who sees live results of a contest (real board, every verdict, statistics through the seal):
 * its admins, i.e. roots, the creator and the root of its group.
 */
export const seesLiveResults = (u: Actor | null | undefined, c: ContestRef, view: ContestViewerState = {}): boolean =>
  isContestAdmin(u, c, view);

/** Does the contest exist for this caller? Hidden ones and other groups' ones are its admins' only. */
export function canSeeContest(u: Actor | null | undefined, c: ContestRef, view: ContestViewerState = {}): ContestDecision {
  if (isContestAdmin(u, c, view)) return yes;
  if (c.visible === false) return no('contest_not_found');
  if (c.gid != null && !isGroupMember(view.groupAuth)) return no('not_group_member');
  return yes;
}

/**
 * May the caller open the inside of a contest: its problems, submissions, board and announcements
 * (§5.2)? Admins always; others once it has started, and for private contests only with a
 * registration (and a name that fits the account rule when it is on). Protected contests are open
 * to view; they ask for a registration only to submit (canSubmit). Anonymous callers: only the
 * problem list of a started contest with an open outside board (`anonymousProblemList`).
 */
export function canEnterContest(
  u: Actor | null | undefined,
  c: ContestRef,
  view: ContestViewerState = {},
  now = Date.now(),
): ContestDecision {
  const seen = canSeeContest(u, c, view);
  if (!seen.ok) return seen;
  if (isContestAdmin(u, c, view)) return yes;
  if (!isActive(u)) return no('login_required');
  if (contestStatusAt(c.startTime, c.endTime, now) === ContestStatus.SCHEDULED) return no('contest_not_started');
  if (c.auth === ContestAuth.PRIVATE) {
    if (!view.registered) return no('contest_not_registered');
    if (c.openAccountLimit && !matchesAccountLimit(u.username, c.accountLimitRule)) return no('contest_account_limit');
  }
  return yes;
}

/** Is the contest's outside board open at `now`: shown, with openRank on, and started? */
export const outsideBoardOpen = (c: ContestRef, now = Date.now()): boolean =>
  c.visible !== false && !!c.openRank && now >= c.startTime;

/**
 * May the caller see the outside board (get-contest-outsize-info, get-contest-outside-scoreboard,
 * its change stream)? A site contest's open board: everyone, signed in or not (HOJ). A group
 * contest's: the group's members and the site root only (the spec names the outside-board button
 * of the group's contest list, whose viewers are members; group content is member-only,
 * hoj-behaviour §8).
 */
export function canSeeOutsideBoard(
  u: Actor | null | undefined,
  c: ContestRef,
  view: ContestViewerState = {},
  now = Date.now(),
): boolean {
  if (!outsideBoardOpen(c, now)) return false;
  if (c.gid == null) return true;
  return isActive(u) && (isRoot(u.role) || isGroupMember(view.groupAuth));
}

/** Without a sign-in the problem list of a contest shows only once it has started, with the outside board open. */
export const anonymousProblemList = (c: ContestRef, now = Date.now()): boolean =>
  canSeeOutsideBoard(null, c, {}, now);

/** Registration needs a password for private and protected contests; public ones need none. */
export const needsRegistration = (c: Pick<ContestRef, 'auth'>): boolean => c.auth !== ContestAuth.PUBLIC;

/**
 * Is a contest submission's result hidden from the caller at `now` (§5.4, §5.5)? Only while the
 * board is sealed, only for submissions made from the seal time on, never for those who see live
 * results. Others' such results are hidden in both rules; one's own stay visible in ACM and show as
 * "Submitted Unknown Result" in OI.
 */
export function isResultSealed(
  u: Actor | null | undefined,
  c: ContestRef,
  s: { uid: string; submitTime: number },
  view: ContestViewerState = {},
  now = Date.now(),
): boolean {
  if (seesLiveResults(u, c, view) || !isContestSealed(c, now)) return false;
  if (s.submitTime < (c.sealRankTime ?? 0)) return false;
  const own = isActive(u) && u.uid === s.uid;
  return !own || c.type === ContestType.OI;
}

/** Time, memory and length of others' submissions are hidden from non-admins while the contest runs (§5.5). */
export function statsHidden(
  u: Actor | null | undefined,
  c: ContestRef,
  s: { uid: string },
  view: ContestViewerState = {},
  now = Date.now(),
): boolean {
  if (seesLiveResults(u, c, view) || (isActive(u) && u.uid === s.uid)) return false;
  return contestStatusAt(c.startTime, c.endTime, now) === ContestStatus.RUNNING;
}

/** Source, author and difficulty of a contest problem are hidden from non-admins while it runs (§5.1). */
export const problemFactsHidden = (
  u: Actor | null | undefined,
  c: ContestRef,
  view: ContestViewerState = {},
  now = Date.now(),
): boolean =>
  !isContestAdmin(u, c, view) && contestStatusAt(c.startTime, c.endTime, now) === ContestStatus.RUNNING;

/**
 * Per-case results of a contest submission (§5.5): hidden from non-admins while an ACM contest
 * runs and while an OI contest is sealed; anonymous callers never see them.
 */
export function contestCasesHidden(
  u: Actor | null | undefined,
  c: ContestRef,
  view: ContestViewerState = {},
  now = Date.now(),
): boolean {
  if (!isActive(u)) return true;
  if (seesLiveResults(u, c, view)) return false;
  if (c.type === ContestType.OI) return isContestSealed(c, now);
  return contestStatusAt(c.startTime, c.endTime, now) === ContestStatus.RUNNING;
}

/** The entry profile a non-public contest asks for (site.md §5). */
export interface EntryProfile {
  realname?: string | null;
  school?: string | null;
  /** The class (grade) field of the profile. */
  course?: string | null;
  gender?: string | null;
}
export const ENTRY_PROFILE_MAX = 50;

/**
 * Is the profile complete enough to register for a non-public contest: real name, school and class
 * given (blank after trimming is missing; each at most 50 characters) and a gender that is not
 * secret? Otherwise the registration is refused with 'Enter the Confirm Info'.
 */
export function hasEntryProfile(p: EntryProfile): boolean {
  const filled = (v: string | null | undefined) => {
    const t = (v ?? '').trim();
    return t.length > 0 && t.length <= ENTRY_PROFILE_MAX;
  };
  return filled(p.realname) && filled(p.school) && filled(p.course) && (p.gender === 'male' || p.gender === 'female');
}

/**
 * From when (epoch ms) the caller's own results in a contest are unknown to them, or null when they
 * never are: in OI during the seal, for those without live results. Every per-problem status of a
 * contest (the problem list's marks, the full-screen strip, the last accepted code) shows a
 * submission made from then on as Submitted Unknown Result (−5).
 */
export function ownResultsSealedFrom(
  u: Actor | null | undefined,
  c: ContestRef,
  view: ContestViewerState = {},
  now = Date.now(),
): number | null {
  if (c.type !== ContestType.OI || seesLiveResults(u, c, view) || !isContestSealed(c, now)) return null;
  return c.sealRankTime ?? null;
}

/**
 * Edit, delete, show/hide a group contest, its problems and announcements (hoj-api-paths §2.6
 * "owner (contest uid) or GR"): the site root, the group's roots, its creator while a group
 * admin. `groupLevel` is the caller's member level in the contest's group.
 */
export function canManageGroupContest(
  u: Actor | null | undefined,
  c: Pick<ContestRef, 'uid'>,
  groupLevel: number,
): boolean {
  if (!isActive(u)) return false;
  if (isRoot(u.role) || isGroupRoot(groupLevel)) return true;
  return isGroupAdmin(groupLevel) && !!c.uid && c.uid === u.uid;
}
