// Everything a route needs, created once per app (adapters chosen from configuration).
import type { Redis } from 'ioredis';
import type { AppConfig } from './config.js';
import type { Database } from './db/index.js';
import type { KvStore } from './lib/kv.js';
import type { PasswordHasher } from './lib/password.js';
import type { TokenService } from './lib/auth/tokens.js';
import type { AuthService } from './lib/auth/index.js';
import type { Mailer } from './lib/mail.js';
import type { SiteConfigService } from './modules/site/service.js';
import type { JudgeRuntime } from './judging/runtime.js';
import type { ContestBoardHub } from './modules/contest/board/hub.js';
import type { UserEvents } from './modules/message/live.js';
import type { AppMetrics } from './lib/metrics.js';
import type { ChangeClock } from './lib/change-clock.js';

export interface AppContext {
  config: AppConfig;
  database: Database;
  redis: Redis | null;
  kv: KvStore;
  hasher: PasswordHasher;
  tokens: TokenService;
  auth: AuthService;
  mailer: Mailer;
  siteConfig: SiteConfigService;
  /** Judge queue, embedded judge, test data (modules/judge/runtime.ts). */
  judge: JudgeRuntime;
  /** Contest boards' change notices and computed boards (one per app: verdicts, back office and streams share it). */
  contestBoard: ContestBoardHub;
  /** "Your messages changed" notices for the users' own streams (message/live.ts; Redis-fanned in scaled mode). */
  userEvents: UserEvents;
  /** Prometheus registry of this app (lib/metrics.ts); null unless METRICS_TOKEN is set. */
  metrics: AppMetrics | null;
  /** Moves when rows may have changed, here or (scaled mode) on another server (lib/change-clock.ts). */
  changes: ChangeClock;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
