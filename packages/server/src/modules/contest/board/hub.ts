// One per app: the "board changed" notices (events.ts) and the computed boards they invalidate
// (cache.ts), and the contest admins' notices (../ops/events.ts: print queue, balloons,
// clarifications). Made at start-up (app.ts) and kept in the context, because more than the board's
// own routes raise changes: verdicts (the judge runtime), the back office when a contest's problems
// change (manage-service.ts), prints and clarifications, which must reach the same listeners and
// the same cache. Both kinds of notice go through Redis pub/sub in scaled mode.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { EventEmitter } from 'node:events';
import type { Database } from '../../../db/index.js';
import { contestAdminEvents, type ContestAdminEvents } from '../ops/events.js';
import { BoardCache } from './cache.js';
import { boardEvents, type BoardEvents } from './events.js';

export interface ContestBoardHub {
  events: BoardEvents;
  cache: BoardCache;
  /** Notices for the contest's admins (ops/events.ts). */
  admin: ContestAdminEvents;
  close(): Promise<void>;
}

export function contestBoardHub(deps: {
  database: Database;
  redis: Redis | null;
  redisKeyPrefix: string;
  judgeEvents?: EventEmitter;
  log?: FastifyBaseLogger;
}): ContestBoardHub {
  const cache = new BoardCache();
  const events = boardEvents({ ...deps, onChange: (cid) => cache.drop(cid) });
  const admin = contestAdminEvents(deps);
  return {
    events,
    cache,
    admin,
    async close() {
      await Promise.all([events.close(), admin.close()]);
    },
  };
}
