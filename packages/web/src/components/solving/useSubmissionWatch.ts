// Live status of submissions: the SSE stream first (/api/submission-status-stream); when it is not
// available, polling check-submissions-status every 2 s up to 300 times (site.md §4), stopping when
// nothing is in progress any more.
import { useEffect, useRef } from 'react';
import { POLLING_MS, isInProgress } from '@judge/shared';
import { checkSubmissionsStatus, statusStreamUrl, type Submission } from '../../api/submission';
import { checkContestSubmissionsStatus } from '../../api/contest';

export type StatusMap = Record<string, Submission>;

/** `cid`: the submissions are a contest's, polled through the contest's call (its visibility rules). */
export function useSubmissionWatch(ids: number[], onStatus: (m: StatusMap) => void, cid?: number) {
  const cb = useRef(onStatus);
  cb.current = onStatus;
  const key = [...new Set(ids)].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (!key) return;
    const watched = key.split(',').map(Number);
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | null = null;
    let polls = 0;

    const poll = async () => {
      if (stopped) return;
      polls++;
      try {
        const m = cid
          ? await checkContestSubmissionsStatus(cid, watched)
          : await checkSubmissionsStatus(watched);
        if (stopped) return;
        cb.current(m);
        const busy = Object.values(m).some((s) => isInProgress(s.status));
        if (busy && polls < POLLING_MS.submissionStatusMaxTimes)
          timer = setTimeout(poll, POLLING_MS.submissionStatus);
      } catch {
        /* stop on error (site.md §4) */
      }
    };

    // Last status seen per watched id over the stream (an id the stream may not show stays unknown).
    const seen = new Map<number, number>();
    let es: EventSource | null = null;
    if (typeof EventSource !== 'undefined') {
      es = new EventSource(statusStreamUrl(watched));
      es.addEventListener('status', (e) => {
        try {
          const m = JSON.parse((e as MessageEvent<string>).data) as StatusMap;
          for (const [id, s] of Object.entries(m)) seen.set(Number(id), s.status);
          cb.current(m);
        } catch {
          /* ignore a bad frame */
        }
      });
      es.addEventListener('done', () => {
        es?.close();
        es = null;
        // The stream shows what an anonymous caller may see: poll (with the token) for the rest.
        const unknown = watched.some((id) => !seen.has(id) || isInProgress(seen.get(id)!));
        if (unknown && !stopped && !timer) void poll();
      });
      es.onerror = () => {
        // The stream failed or the server closed it: fall back to polling (one more check at once).
        es?.close();
        es = null;
        if (!stopped && !timer) void poll();
      };
    } else {
      void poll();
    }
    return () => {
      stopped = true;
      es?.close();
      if (timer) clearTimeout(timer);
    };
  }, [key, cid]);
}
