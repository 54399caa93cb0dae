// The fetch-read SSE client: events parsed (JSON data, names), the token sent as the Authorization
// header and never in the URL, a refusal stops it, a stream that ends is reopened (onReconnect).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openEventStream, readEvents } from './eventStream';
import { session } from '../stores/session';

const body = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      // split mid-event: the reader must join chunks
      const bytes = new TextEncoder().encode(text);
      c.enqueue(bytes.slice(0, 7));
      c.enqueue(bytes.slice(7));
      c.close();
    },
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('eventStream', () => {
  it('reads named events with JSON data, skipping comments and retry hints', async () => {
    const got: [string, unknown][] = [];
    await readEvents(
      body(
        'retry: 3000\n\n: ping\n\nevent: unread\ndata: {"comment":2}\n\nevent: announcement\ndata: {}\n\n',
      ),
      (n, d) => got.push([n, d]),
    );
    expect(got).toEqual([
      ['unread', { comment: 2 }],
      ['announcement', {}],
    ]);
  });

  it('sends the token as a header, never in the URL; reopens an ended stream; stops on a refusal', async () => {
    vi.useFakeTimers();
    session.setToken('tok-123');
    const calls: { url: string; headers: Record<string, string> }[] = [];
    let n = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, headers: init.headers as Record<string, string> });
        n++;
        if (n === 1) return new Response(body('event: unread\ndata: {"like":1}\n\n'), { status: 200 });
        return new Response('{}', { status: 401 });
      }),
    );
    const events: string[] = [];
    const reconnects = vi.fn();
    const stop = openEventStream('/api/msg/stream', {
      onEvent: (name) => events.push(name),
      onReconnect: reconnects,
      retryMs: 1000,
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(events).toEqual(['unread']);
    expect(calls[0].url).toBe('/api/msg/stream');
    expect(calls[0].headers.Authorization).toBe('tok-123');
    await vi.advanceTimersByTimeAsync(1000);
    expect(reconnects).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
    // refused: no third try
    await vi.advanceTimersByTimeAsync(5000);
    expect(calls).toHaveLength(2);
    expect(calls.every((c) => !c.url.includes('tok-123'))).toBe(true);
    stop();
  });
});
