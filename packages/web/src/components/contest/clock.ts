// The contest clock (site.md §4): the server's time when it answered plus the time elapsed here,
// ticking every second, so a contest turns from scheduled to running to ended without a reload and
// the countdown does not depend on the visitor's clock being right.
import { useEffect, useMemo, useState } from 'react';
import {
  ContestStatus,
  POLLING_MS,
  contestStatusAt,
  isContestAdmin,
  type Actor,
  type ContestStatusValue,
} from '@judge/shared';
import type { ContestVO } from '../../api/contest';

const ms = (v: string | number | null | undefined) =>
  v === null || v === undefined ? NaN : typeof v === 'number' ? v : Date.parse(v);

/** Server time minus local time, taken from the `now` of a contest answer (0 when absent). */
export function clockOffset(contest: Pick<ContestVO, 'now'> | undefined): number {
  const n = ms(contest?.now);
  return Number.isFinite(n) ? n - Date.now() : 0;
}

export interface ContestClock {
  now: number;
  start: number;
  end: number;
  status: ContestStatusValue;
  /** 0 while scheduled, 100 once ended, elapsed/duration while running. */
  progress: number;
  /** seconds to the start (scheduled) or to the end (running); 0 once ended */
  remaining: number;
  /** seconds since the start (0 while scheduled) */
  elapsed: number;
}

export function clockAt(contest: Pick<ContestVO, 'startTime' | 'endTime'>, now: number): ContestClock {
  const start = ms(contest.startTime);
  const end = ms(contest.endTime);
  const status = contestStatusAt(start, end, now);
  const duration = Math.max(1, end - start);
  const progress =
    status === ContestStatus.SCHEDULED
      ? 0
      : status === ContestStatus.ENDED
        ? 100
        : ((now - start) / duration) * 100;
  const remaining =
    status === ContestStatus.SCHEDULED
      ? (start - now) / 1000
      : status === ContestStatus.RUNNING
        ? (end - now) / 1000
        : 0;
  return {
    now,
    start,
    end,
    status,
    progress,
    remaining,
    elapsed: Math.max(0, Math.min(now, end) - start) / 1000,
  };
}

/** Ticks every second while the contest is not over. */
export function useContestClock(contest: ContestVO | undefined): ContestClock | null {
  const offset = useMemo(() => clockOffset(contest), [contest]);
  const [now, setNow] = useState(() => Date.now() + offset);
  useEffect(() => {
    setNow(Date.now() + offset);
    const h = setInterval(() => setNow(Date.now() + offset), POLLING_MS.contestClock);
    return () => clearInterval(h);
  }, [offset]);
  return contest ? clockAt(contest, now) : null;
}

/** Is the board sealed for a viewer without real-time permission (hoj-behaviour §5.3)? */
export function isSealedNow(contest: ContestVO, now: number): boolean {
  if (!contest.sealRank || !contest.sealRankTime) return false;
  const seal = ms(contest.sealRankTime);
  return now >= seal && now < ms(contest.endTime);
}

/**
 * The contest's status, re-rendering only when it changes (at the start and at the end), for
 * the parts that do not show the ticking clock.
 */
export function useContestStatus(contest: ContestVO | undefined): ContestStatusValue | null {
  const offset = useMemo(() => clockOffset(contest), [contest]);
  const [, bump] = useState(0);
  const status = contest ? clockAt(contest, Date.now() + offset).status : null;
  useEffect(() => {
    if (!contest) return;
    const now = Date.now() + offset;
    const next = [ms(contest.startTime), ms(contest.endTime)].find((b) => b > now);
    if (next === undefined) return;
    // setTimeout takes at most 2^31-1 ms: a far boundary is re-checked after that long.
    const h = setTimeout(() => bump((n) => n + 1), Math.min(next - now + 50, 2 ** 31 - 1));
    return () => clearTimeout(h);
  }, [contest, offset, status]);
  return status;
}

/** Root, the creator (when the server names them), or a group root: a hint for the web only. */
export function contestAdminOf(actor: Actor | null, contest: ContestVO | undefined): boolean {
  if (!contest) return false;
  return isContestAdmin(actor, {
    uid: contest.uid ?? null,
    auth: contest.auth,
    startTime: ms(contest.startTime),
    endTime: ms(contest.endTime),
    gid: contest.gid,
  });
}
