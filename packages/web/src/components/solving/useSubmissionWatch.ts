// Live status of submissions: the SSE stream first (/api/submission-status-stream, read with the
// user's token); when it is not available, polling check-submissions-status every 2 s up to 300
// times (site.md §4), stopping when nothing is in progress any more.
import { useEffect, useRef } from 'react';
import { POLLING_MS, isInProgress } from '@judge/shared';
import { checkSubmissionsStatus, statusStreamUrl, type Submission } from '../../api/submission';
import { checkContestSubmissionsStatus } from '../../api/contest';
import { readStreamOnce } from '../../api/eventStream';

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
    // The stream is read with the user's token (a fetch, not EventSource, which cannot send it), so
    // it shows what polling would: the user's own verdicts in private problems and contests too.
    const stream = new AbortController();
    let done = false;
    void readStreamOnce(
      statusStreamUrl(watched),
      (name, data) => {
        if (name === 'status') {
          const m = data as StatusMap;
          for (const [id, s] of Object.entries(m)) seen.set(Number(id), s.status);
          cb.current(m);
        } else if (name === 'done') {
          done = true;
          stream.abort();
          // What the stream could not show (not the caller's to see): polling answers for it.
          const unknown = watched.some((id) => !seen.has(id) || isInProgress(seen.get(id)!));
          if (unknown && !stopped && !timer) void poll();
        }
      },
      stream.signal,
    ).then(() => {
      // Refused, failed (or no fetch here), or closed before `done`: poll from here.
      if (!done && !stopped && !timer) void poll();
    });
    return () => {
      stopped = true;
      stream.abort();
      if (timer) clearTimeout(timer);
    };
  }, [key, cid]);
}
