// Server-sent events of one test run (issue 15: the online test's answer pushed, not polled):
// GET /api/test-judge-stream?testJudgeKey=… sends one `result` event, the body get-test-judge-result
// answers for a finished run (and, like it, reads the result once), as soon as the judge reports it
// (the judge runtime's `test` event, relayed between processes in scaled mode), then closes.
// A key that is not the caller's, or is gone, is refused before the stream opens, as the poll is;
// the client polls get-test-judge-result when the stream is refused or fails.
import type { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isInProgress } from '@judge/shared';
import type { AuthUser } from '../../lib/auth/index.js';
import { openSse, type Sse } from '../../lib/sse.js';
import { TEST_PENDING_TTL_MS } from '../../judging/test-judge-store.js';

interface TestResultReader {
  testResult(user: AuthUser, key: string): Promise<{ status: number }>;
}

export async function streamTestResult(
  events: EventEmitter,
  intake: TestResultReader,
  user: AuthUser,
  req: FastifyRequest,
  reply: FastifyReply,
  key: string,
) {
  let sse: Sse | null = null;
  // Listening starts before the first read; a result that lands before the stream opens is read
  // by the second read below.
  const onTest = (e: { key?: string }) => {
    if (e.key === key && sse) void deliver();
  };
  events.on('test', onTest);
  const stop = () => events.off('test', onTest);

  let reading = Promise.resolve();
  const deliver = () =>
    (reading = reading.then(async () => {
      if (!sse || sse.closed) return;
      try {
        const r = await intake.testResult(user, key);
        if (isInProgress(r.status)) return;
        sse.send('result', r);
      } catch {
        /* read meanwhile (another tab) or expired: nothing more will come */
      }
      sse.finish();
    }));

  let first: { status: number };
  try {
    first = await intake.testResult(user, key);
  } catch (e) {
    stop();
    throw e;
  }
  sse = openSse(req, reply, { retryMs: 1000, maxLifetimeMs: TEST_PENDING_TTL_MS, onFinish: stop });
  if (!isInProgress(first.status)) {
    sse.send('result', first);
    sse.finish();
  } else await deliver();
}
