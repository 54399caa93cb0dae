// The contest's push channel (issue 16 item 4): the server says "board changed" on
// /api/contest-board-events?cid= when a verdict of the contest lands; boards and submission
// lists refetch then (at most once a second), so a new verdict shows without reloading. The
// 30 s poll stays as the fallback when the channel is down.
import { useEffect, useRef } from 'react';
import { boardEventsUrl } from '../../api/contest';

/** Event names the channel may use; an unnamed message counts too. */
const EVENTS = ['board', 'changed', 'board-changed'];
const MIN_GAP_MS = 1_000;

export function useBoardEvents(cid: number, enabled: boolean, onChange: () => void) {
  const cb = useRef(onChange);
  cb.current = onChange;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
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
    const es = new EventSource(boardEventsUrl(cid));
    es.onmessage = fire;
    for (const name of EVENTS) es.addEventListener(name, fire);
    // EventSource reconnects by itself after an error; nothing else to do here.
    return () => {
      es.close();
      if (pending) clearTimeout(pending);
    };
  }, [cid, enabled]);
}
