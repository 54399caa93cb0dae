// The contest's push channel (issue 16 item 4): the server says "board changed" (event `board`)
// on /api/contest-board-events?cid= when a verdict of the contest lands; boards and submission
// lists refetch then (at most once a second), so a new verdict shows without reloading. The
// 30 s poll stays as the fallback when the channel is down.
//
// The stream is read with fetch rather than EventSource: EventSource cannot send the
// Authorization header, and without it a private contest's channel would refuse the viewer.
import { useEffect, useRef } from 'react';
import { boardEventsUrl } from '../../api/contest';
import { session } from '../../stores/session';

const MIN_GAP_MS = 1_000;
const RETRY_MS = 3_000;

/** Calls `onEvent(name)` for each event of a text/event-stream body until it ends. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (name: string) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const name = /^event: ?(.*)$/m.exec(block)?.[1]?.trim() ?? 'message';
      if (/^data:/m.test(block)) onEvent(name);
    }
  }
}

export function useBoardEvents(cid: number, enabled: boolean, onChange: () => void) {
  const cb = useRef(onChange);
  cb.current = onChange;
  useEffect(() => {
    if (!enabled || typeof fetch === 'undefined' || typeof TextDecoder === 'undefined') return;
    const abort = new AbortController();
    let last = 0;
    let pending: ReturnType<typeof setTimeout> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
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
    const connect = async () => {
      try {
        const headers: Record<string, string> = { Accept: 'text/event-stream' };
        if (session.token) headers.Authorization = session.token;
        const res = await fetch(boardEventsUrl(cid), { headers, signal: abort.signal });
        // Refused (not allowed, no such contest): the poll alone keeps the board fresh.
        if (!res.ok || !res.body) return;
        await readEvents(res.body, (name) => {
          if (name === 'board') fire();
        });
      } catch {
        if (abort.signal.aborted) return;
      }
      // The server ends a stream after a while, or the network dropped it: connect again, and
      // refetch once in case a change came in between.
      if (!abort.signal.aborted) {
        retry = setTimeout(() => {
          fire();
          void connect();
        }, RETRY_MS);
      }
    };
    void connect();
    return () => {
      abort.abort();
      if (pending) clearTimeout(pending);
      if (retry) clearTimeout(retry);
    };
  }, [cid, enabled]);
}
