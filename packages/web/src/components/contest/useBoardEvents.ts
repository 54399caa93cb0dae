// A contest's push channels, read with api/eventStream.ts (fetch, so the Authorization header goes
// with it): the board's (event `board` on /api/contest-board-events, issue 16 item 4: boards and
// submission lists refetch when a verdict of the contest lands) and the contest admins' (`print`,
// `acInfo`, `clarification` on /api/contest-admin-events, issue 17: the admin tabs refetch). A
// notice says only "changed": the page refetches through its own checked call, at most once a
// second, and once more after a reconnect in case something came in between. Each page keeps its
// poll as the fallback when the channel is down or refuses.
import { useEffect, useRef } from 'react';
import type { ContestAdminNoticeKind } from '@judge/shared/schemas/contest-ops';
import { boardEventsUrl } from '../../api/contest';
import { adminEventsUrl } from '../../api/contest-ops';
import { openEventStream } from '../../api/eventStream';

const MIN_GAP_MS = 1_000;
const RETRY_MS = 3_000;

/** Calls `onChange` (throttled) for each event named `name` on the stream at `url` while enabled. */
export function useNotices(url: string, name: string, enabled: boolean, onChange: () => void) {
  const cb = useRef(onChange);
  cb.current = onChange;
  useEffect(() => {
    if (!enabled) return;
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | null = null;
    const fire = () => {
      const wait = last + MIN_GAP_MS - Date.now();
      if (wait <= 0) {
        last = Date.now();
        cb.current();
      } else if (!pending) {
        pending = setTimeout(() => {
          pending = null;
          last = Date.now();
          cb.current();
        }, wait);
      }
    };
    const stop = openEventStream(url, {
      onEvent: (event) => event === name && fire(),
      onReconnect: fire,
      retryMs: RETRY_MS,
    });
    return () => {
      stop();
      if (pending) clearTimeout(pending);
    };
  }, [url, name, enabled]);
}

/** The board of contest `cid` changed (a verdict, a new try, a back-office edit). */
export function useBoardEvents(cid: number, enabled: boolean, onChange: () => void) {
  useNotices(boardEventsUrl(cid), 'board', enabled, onChange);
}

/** Something of this kind changed for the admins of contest `cid` (their stream refuses anyone else). */
export function useContestAdminNotices(
  cid: number,
  kind: ContestAdminNoticeKind,
  enabled: boolean,
  onChange: () => void,
) {
  useNotices(adminEventsUrl(cid), kind, enabled, onChange);
}
