// Contest operations (hoj-behaviour §5.6): who may print, run the print queue and the balloons,
// export, and when a scroll board exists. Pure functions, enforced by the server (modules/contest/
// ops) and used by the web to show the tabs.
import { isRoot } from '../roles.js';
import { ContestType } from '../contest.js';
import { isActive, type Actor } from './actor.js';
import { isContestAdmin, type ContestRef, type ContestViewerState } from './contest.js';

/**
 * Print queue, AC info / balloons and the exports: the contest's admins (root, the creator, the
 * group's root) only (hoj-api-paths §4 "login + R, contest uid or GR").
 */
export function canOperateContest(u: Actor | null | undefined, c: ContestRef, view: ContestViewerState = {}): boolean {
  return isContestAdmin(u, c, view);
}

/**
 * May a participant who can open the contest send a text to print? Only when the contest offers
 * printing, and, for non-admins, not after the end (nobody prints for a finished contest).
 */
export function canSubmitPrint(
  u: Actor | null | undefined,
  c: ContestRef & { openPrint: boolean },
  view: ContestViewerState = {},
  now = Date.now(),
): 'ok' | 'closed' | 'ended' {
  if (!isActive(u) || !c.openPrint) return 'closed';
  if (isContestAdmin(u, c, view)) return 'ok';
  return now >= c.endTime ? 'ended' : 'ok';
}

/** The scroll board (resolver) exists for ended ACM contests with a sealed board only. */
export function hasScrollBoard(c: ContestRef, now = Date.now()): boolean {
  return c.type === ContestType.ACM && !!c.sealRank && c.sealRankTime != null && now >= c.endTime;
}

/** Rejudging a whole contest problem is root's (hoj-api-paths §1.9 perm:rejudge). */
export function canRejudgeContestProblem(u: Actor | null | undefined): boolean {
  return isActive(u) && isRoot(u.role);
}
