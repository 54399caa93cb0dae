// Answers for a stubbed fetch in unit tests: the server's JSON envelope, and a text/event-stream
// body that holds the given events and then ends.
export const envelope = (data: unknown) =>
  new Response(JSON.stringify({ status: 200, msg: 'success', data }), {
    status: 200,
    headers: { 'content-type': 'application/json' },
  });

/** A stream body of `text` (`event: …\ndata: …\n\n` blocks), closed after it. */
export const sse = (text: string) =>
  new ReadableStream<Uint8Array>({
    start(c) {
      c.enqueue(new TextEncoder().encode(text));
      c.close();
    },
  });

/** A whole text/event-stream answer of `text`. */
export const sseResponse = (text: string) =>
  new Response(sse(text), { status: 200, headers: { 'content-type': 'text/event-stream' } });
