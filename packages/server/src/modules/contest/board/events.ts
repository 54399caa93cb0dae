// "Board changed" notices for open boards (issue 16 item 4). Sources, in order of speed:
//  1. a verdict applied in this process (the judge runtime's `finished` event), or a back-office
//     change of the contest's problems (manage-service.ts) → `changed(cid)`;
//     with Redis (scaled mode) it is published on one channel, and every server process (this one
//     included) hears it and tells its own listeners, so a board open on any process updates;
//  2. a watcher that, while some board of a contest is open here, compares its stamp (board version
//     bumped in the transaction of every record change, and the contest's last edit) once a second,
//     so rejudges, manual verdicts, new tries and back-office edits made anywhere reach it too.
// A notice carries the contest id and the board version only, never a result: the client refetches
// the board through the call that applies the caller's seal.
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { EventEmitter } from 'node:events';
import type { Database } from '../../../db/index.js';
import { readTime } from '../../../db/columns.js';
import { addListener } from '../../../lib/listeners.js';
import type { BoardChangedEvent } from '@judge/shared/schemas/contest-board';

export type BoardListener = (e: BoardChangedEvent) => void;

/** Notices of one contest closer than this are sent once. */
const COALESCE_MS = 50;
/** How often open boards' stamps are compared with the database. */
export const WATCH_INTERVAL_MS = 1000;

export interface BoardEventsDeps {
  database: Database;
  redis: Redis | null;
  redisKeyPrefix: string;
  judgeEvents?: EventEmitter;
  log?: FastifyBaseLogger;
  /** Watcher period in ms (default WATCH_INTERVAL_MS); 0 turns the watcher off (tests of pub/sub). */
  watchIntervalMs?: number;
  /** Called before listeners hear of a change (the board cache drops the contest). */
  onChange?: (cid: number) => void;
}

export interface BoardEvents {
  /** A contest's board changed here: tell every process (Redis) or this one. */
  changed(cid: number): void;
  /** Listens to one contest's notices; returns the unsubscribe function. */
  subscribe(cid: number, fn: BoardListener): () => void;
  /** Open listeners (tests, metrics). */
  listeners(cid: number): number;
  close(): Promise<void>;
}

export function boardEvents(deps: BoardEventsDeps): BoardEvents {
  const { database, redis, log } = deps;
  const channel = `${deps.redisKeyPrefix}contest-board`;
  const listeners = new Map<number, Set<BoardListener>>();
  /** Last stamp told to this process's listeners, per watched contest. */
  const known = new Map<number, string>();
  const pending = new Map<number, NodeJS.Timeout>();
  let closed = false;

  async function stampOf(cid: number): Promise<{ stamp: string; version: number }> {
    const [b, c] = await Promise.all([
      database.db.selectFrom('contest_board').select('version').where('cid', '=', cid).executeTakeFirst(),
      database.db.selectFrom('contest').select('gmt_modified').where('id', '=', cid).executeTakeFirst(),
    ]);
    const version = b?.version ?? 0;
    return { version, stamp: `${version}|${c ? readTime(c.gmt_modified)!.getTime() : 0}` };
  }

  async function flush(cid: number) {
    pending.delete(cid);
    if (closed) return;
    deps.onChange?.(cid);
    const set = listeners.get(cid);
    if (!set?.size) return;
    const { stamp, version } = await stampOf(cid);
    known.set(cid, stamp);
    for (const fn of [...set]) fn({ cid, version });
  }

  /** Tells this process's listeners (coalesced). */
  function local(cid: number) {
    if (closed || pending.has(cid)) return;
    pending.set(
      cid,
      setTimeout(
        () => void flush(cid).catch((e: Error) => log?.warn({ err: e.message }, 'board notice failed')),
        COALESCE_MS,
      ),
    );
  }

  // ---- Redis: one subscriber connection per process --------------------------------------------
  let sub: Redis | null = null;
  if (redis) {
    sub = redis.duplicate();
    sub.on('error', (e) => log?.warn({ err: e.message }, 'board events: redis error'));
    void sub
      .subscribe(channel)
      .catch((e: Error) => log?.warn({ err: e.message }, 'board events: subscribe failed'));
    sub.on('message', (ch, msg) => {
      if (ch !== channel) return;
      const cid = Number(msg);
      if (Number.isInteger(cid) && cid > 0) local(cid);
    });
  }

  function changed(cid: number) {
    if (closed) return;
    if (redis) {
      // Every process hears it, this one too; when Redis fails, at least this process's boards move.
      redis.publish(channel, String(cid)).catch(() => local(cid));
    } else local(cid);
  }

  // ---- verdicts applied in this process ------------------------------------------------------------
  const onFinished = (e: { submitId: number }) => {
    void database.db
      .selectFrom('judge')
      .select('cid')
      .where('submit_id', '=', e.submitId)
      .executeTakeFirst()
      .then((r) => {
        if (r && r.cid > 0) changed(r.cid);
      })
      .catch(() => {});
  };
  deps.judgeEvents?.on('finished', onFinished);

  // ---- watcher of open boards -------------------------------------------------------------------------
  let ticking = false;
  const period = deps.watchIntervalMs ?? WATCH_INTERVAL_MS;
  const timer = setInterval(
    () => {
      if (period <= 0) return;
      if (ticking || closed || listeners.size === 0) return;
      ticking = true;
      void (async () => {
        for (const cid of listeners.keys()) {
          const { stamp } = await stampOf(cid);
          if (known.get(cid) !== stamp && !pending.has(cid)) await flush(cid);
        }
      })()
        .catch((e: Error) => log?.warn({ err: e.message }, 'board watcher failed'))
        .finally(() => (ticking = false));
    },
    period > 0 ? period : 60_000,
  );
  timer.unref();

  return {
    changed,
    subscribe(cid, fn) {
      // The first listener of a contest starts from its current stamp, so that the first tick does
      // not announce old news.
      if (!listeners.has(cid))
        void stampOf(cid)
          .then(({ stamp }) => !known.has(cid) && known.set(cid, stamp))
          .catch(() => {});
      return addListener(listeners, cid, fn, () => known.delete(cid));
    },
    listeners: (cid) => listeners.get(cid)?.size ?? 0,
    async close() {
      closed = true;
      clearInterval(timer);
      for (const t of pending.values()) clearTimeout(t);
      pending.clear();
      deps.judgeEvents?.off('finished', onFinished);
      if (sub) {
        await sub.quit().catch(() => sub!.disconnect());
      }
    },
  };
}
