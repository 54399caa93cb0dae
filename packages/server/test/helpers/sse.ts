// Reads a text/event-stream answer in a test: `next(name, ms)` waits for the next event of that name
// (after those already taken), `close()` ends the connection.
export interface SseEvent {
  event: string;
  data: unknown;
  at: number;
}

export interface SseReader {
  status: number;
  contentType: string;
  events: SseEvent[];
  next(event: string, timeoutMs: number): Promise<SseEvent>;
  close(): Promise<void>;
}

export async function openSseReader(url: string, headers: Record<string, string> = {}): Promise<SseReader> {
  const res = await fetch(url, { headers });
  const events: SseEvent[] = [];
  const waiter: { wake: (() => void) | null } = { wake: null };
  const reader = res.ok && res.body ? res.body.getReader() : null;
  if (reader)
    void (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      for (;;) {
        const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let i;
        while ((i = buffer.indexOf('\n\n')) >= 0) {
          const chunk = buffer.slice(0, i);
          buffer = buffer.slice(i + 2);
          const ev = /^event: (.*)$/m.exec(chunk)?.[1];
          const data = /^data: (.*)$/m.exec(chunk)?.[1];
          if (ev && data) events.push({ event: ev, data: JSON.parse(data), at: performance.now() });
          waiter.wake?.();
        }
      }
    })();
  else await res.body?.cancel().catch(() => {});
  let seen = 0;
  return {
    status: res.status,
    contentType: res.headers.get('content-type') ?? '',
    events,
    async next(event, timeoutMs) {
      const deadline = performance.now() + timeoutMs;
      for (;;) {
        const i = events.findIndex((e, k) => k >= seen && e.event === event);
        if (i >= 0) {
          seen = i + 1;
          return events[i];
        }
        const left = deadline - performance.now();
        if (left <= 0) throw new Error(`no ${event} event within ${timeoutMs} ms`);
        await new Promise<void>((r) => {
          waiter.wake = r;
          setTimeout(r, Math.min(left, 50));
        });
      }
    },
    async close() {
      await reader?.cancel().catch(() => {});
    },
  };
}

/** GET /api/contest-board-events on a real socket; throws unless it answers an event stream. */
export async function openBoardStream(base: string, cid: number, token?: string): Promise<SseReader> {
  const s = await openSseReader(
    `${base}/api/contest-board-events?cid=${cid}`,
    token ? { authorization: token } : {},
  );
  if (s.status !== 200 || !/text\/event-stream/.test(s.contentType))
    throw new Error(`board stream of ${cid}: ${s.status} ${s.contentType}`);
  return s;
}
