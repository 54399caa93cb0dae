// One per app: the "board changed" notices (events.ts) and the computed boards they invalidate
// (cache.ts). Made at start-up (app.ts) and kept in the context, because more than the board's
// own routes raise changes: verdicts (the judge runtime), and the back office when a contest's
// problems change (manage-service.ts), which must reach the same listeners and the same cache.
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { EventEmitter } from 'node:events';
import type { Database } from '../../../db/index.js';
import { BoardCache } from './cache.js';
import { boardEvents, type BoardEvents } from './events.js';

export interface ContestBoardHub {
  events: BoardEvents;
  cache: BoardCache;
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
  return { events, cache };
}
