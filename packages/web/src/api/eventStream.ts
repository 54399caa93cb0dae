// Server-sent events read with fetch rather than EventSource: EventSource cannot send the
// Authorization header, and a token must never go into a URL (logs, history). The server's streams
// end after a while (their longest lifetime) or the network drops them: `openEventStream`
// reconnects after `retryMs` and calls `onReconnect` so the caller can refetch what it may have
// missed; a refusal (401, 403, 404) stops it: the caller's poll stays the fallback.
import { session } from '../stores/session';

export type StreamEvent = (name: string, data: unknown) => void;

/** Calls `onEvent(name, data)` for each event of a text/event-stream body until it ends. */
export async function readEvents(body: ReadableStream<Uint8Array>, onEvent: StreamEvent) {
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
      const raw = /^data: ?(.*)$/m.exec(block)?.[1];
      if (raw === undefined) continue;
      let data: unknown = raw;
      try {
        data = JSON.parse(raw);
      } catch {
        /* not JSON: the text as it came */
      }
      onEvent(name, data);
    }
  }
}

/** How one reading of a stream ended: it closed, the server refused it, or the network failed it. */
export type StreamEnd = 'ended' | 'refused' | 'failed';

/**
 * Reads the stream at `url` once, with the session's token in the Authorization header, calling
 * `onEvent` for each event until it ends or `signal` aborts it.
 */
export async function readStreamOnce(
  url: string,
  onEvent: StreamEvent,
  signal: AbortSignal,
): Promise<StreamEnd> {
  if (typeof fetch === 'undefined' || typeof TextDecoder === 'undefined') return 'failed';
  try {
    const headers: Record<string, string> = { Accept: 'text/event-stream' };
    if (session.token) headers.Authorization = session.token;
    const res = await fetch(url, { headers, signal });
    if (!res.ok || !res.body) return 'refused';
    await readEvents(res.body, onEvent);
    return 'ended';
  } catch {
    return 'failed';
  }
}

/** Opens the stream at `url` with the session's token and keeps it open; returns `stop`. */
export function openEventStream(
  url: string,
  opts: { onEvent: StreamEvent; onReconnect?: () => void; retryMs?: number },
): () => void {
  if (typeof fetch === 'undefined' || typeof TextDecoder === 'undefined') return () => {};
  const abort = new AbortController();
  let retry: ReturnType<typeof setTimeout> | null = null;
  const connect = async () => {
    const end = await readStreamOnce(url, opts.onEvent, abort.signal);
    if (end !== 'refused' && !abort.signal.aborted)
      retry = setTimeout(() => {
        opts.onReconnect?.();
        void connect();
      }, opts.retryMs ?? 3000);
  };
  void connect();
  return () => {
    abort.abort();
    if (retry) clearTimeout(retry);
  };
}
