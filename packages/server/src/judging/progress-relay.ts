// The judge's progress events (`update`: a submission's status moved; `case`: one test point's
// result; `test`: a test run's result is stored) happen in the server process a judge worker
// reported to, but a user's status or test-run stream may be open on any server behind the proxy.
// In scaled mode this relay publishes each of them on one Redis channel and re-emits, in every other
// process, what the others published, so every open stream hears every step. Only these three events cross: `finished` has its own consumers (boards, AC info)
// that already fan out through Redis and must run once. Events carry ids and keys only, never
// results: streams re-read what their caller may see.
import type { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

const RELAYED = ['update', 'case', 'test'] as const;
type Relayed = (typeof RELAYED)[number];

interface Log {
  warn(obj: object, msg: string): void;
}

export interface ProgressRelay {
  close(): Promise<void>;
}

/** Without Redis (one process) there is nothing to relay. */
export function relayJudgeProgress(deps: {
  events: EventEmitter;
  redis: Redis | null;
  channel: string;
  log?: Log;
}): ProgressRelay {
  const { events, redis, channel, log } = deps;
  if (!redis) return { close: async () => {} };
  const origin = randomUUID();
  /** Events this relay emits itself (from another process) are not published again. */
  const echoes = new WeakSet<object>();
  const outgoing = RELAYED.map((kind) => {
    const fn = (e: object) => {
      if (echoes.has(e)) return;
      redis
        .publish(channel, JSON.stringify({ origin, kind, e }))
        .catch((err: Error) =>
          log?.warn({ err: err.message, channel }, 'judge progress relay: publish failed'),
        );
    };
    events.on(kind, fn);
    return [kind, fn] as const;
  });
  const sub = redis.duplicate();
  sub.on('error', (err) => log?.warn({ err: err.message, channel }, 'judge progress relay: redis error'));
  sub.on('message', (_ch: string, raw: string) => {
    let m: { origin?: string; kind?: string; e?: unknown };
    try {
      m = JSON.parse(raw) as typeof m;
    } catch {
      return;
    }
    if (m.origin === origin || !RELAYED.includes(m.kind as Relayed) || !m.e || typeof m.e !== 'object')
      return;
    echoes.add(m.e);
    events.emit(m.kind as Relayed, m.e);
  });
  void sub
    .subscribe(channel)
    .catch((err: Error) =>
      log?.warn({ err: err.message, channel }, 'judge progress relay: subscribe failed'),
    );
  return {
    async close() {
      for (const [kind, fn] of outgoing) events.off(kind, fn);
      await sub.quit().catch(() => sub.disconnect());
    },
  };
}
