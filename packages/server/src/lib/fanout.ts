// Keyed "something changed" notices that reach every server process: with Redis (scaled mode) a
// notice is published on one channel and every process, this one included, hears it and tells its
// own listeners of that key; without Redis it goes straight to this process's listeners. Notices
// carry a key only (a uid, a contest id), never content: listeners re-read what they may see.
//
//   const f = fanout({ redis, channel: `${prefix}user-events`, log });
//   const off = f.subscribe('uid-1', () => push());   // an open stream of this process
//   f.publish('uid-1');                                // anywhere, on any process
//   f.publish(EVERYONE);                               // every listener of every key
//
// A burst of notices of one key within `coalesceMs` reaches its listeners once.
import type { Redis } from 'ioredis';
import { addListener } from './listeners.js';

/** The key that reaches every listener of every key (a broadcast). */
export const EVERYONE = '*';

export type FanoutListener = () => void;

export interface Fanout {
  /** Tells every process's listeners of `key` (or of every key with EVERYONE). */
  publish(key: string): void;
  /** Tells only this process's listeners (a change found by this process's own watcher). */
  here(key: string): void;
  /** Listens to one key here; returns the unsubscribe function. */
  subscribe(key: string, fn: FanoutListener): () => void;
  /** Keys with listeners in this process (watchers, tests). */
  keys(): string[];
  /** Listeners of a key in this process. */
  listeners(key: string): number;
  close(): Promise<void>;
}

interface Log {
  warn(obj: object, msg: string): void;
}

export function fanout(deps: {
  redis: Redis | null;
  channel: string;
  log?: Log;
  coalesceMs?: number;
}): Fanout {
  const { redis, channel, log } = deps;
  const coalesceMs = deps.coalesceMs ?? 50;
  const listeners = new Map<string, Set<FanoutListener>>();
  const pending = new Map<string, NodeJS.Timeout>();
  let closed = false;

  function tell(key: string) {
    for (const fn of [...(listeners.get(key) ?? [])]) {
      try {
        fn();
      } catch (e) {
        log?.warn({ err: (e as Error).message }, 'fanout listener failed');
      }
    }
  }

  /** This process's listeners, once per burst. */
  function local(key: string) {
    if (closed || pending.has(key)) return;
    pending.set(
      key,
      setTimeout(() => {
        pending.delete(key);
        if (closed) return;
        if (key === EVERYONE) for (const k of [...listeners.keys()]) tell(k);
        else tell(key);
      }, coalesceMs),
    );
  }

  let sub: Redis | null = null;
  if (redis) {
    sub = redis.duplicate();
    sub.on('error', (e) => log?.warn({ err: e.message, channel }, 'fanout: redis error'));
    void sub
      .subscribe(channel)
      .catch((e: Error) => log?.warn({ err: e.message, channel }, 'fanout: subscribe failed'));
    sub.on('message', (ch, key) => {
      if (ch === channel && key) local(key);
    });
  }

  return {
    publish(key) {
      if (closed || !key) return;
      // When Redis fails, at least this process's listeners hear it.
      if (redis) redis.publish(channel, key).catch(() => local(key));
      else local(key);
    },
    here: local,
    subscribe: (key, fn) => addListener(listeners, key, fn),
    keys: () => [...listeners.keys()],
    listeners: (key) => listeners.get(key)?.size ?? 0,
    async close() {
      closed = true;
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
      listeners.clear();
      if (sub) await sub.quit().catch(() => sub!.disconnect());
    },
  };
}
