// Runtime configuration, read once from the environment (see README.md for the table).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadJudgeConfig, type JudgeConfig } from './judging/config.js';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** unset → SQLite file `<dataDir>/judge.db`; `postgres://…` → PostgreSQL */
  databaseUrl: string | undefined;
  /** PostgreSQL schema to use (search_path); tests use one schema per file. */
  databaseSchema: string | undefined;
  redisUrl: string | undefined;
  /** Prefix for every Redis key this process writes (tests use a random one). */
  redisKeyPrefix: string;
  rootPassword: string | undefined;
  smtpUrl: string | undefined;
  logLevel: string;
  rateLimitMax: number;
  rateLimitWindowMs: number;
  tokenTtlSeconds: number;
  webDist: string;
  /** Comma list of origins allowed cross-origin, or `*`; empty → same-origin only. */
  corsOrigins: string[];
  /** Largest JSON body accepted, bytes. */
  bodyLimit: number;
  /** argon2id cost; tests lower it to keep suites fast. */
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** Trust X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** Judge queue and workers (JUDGE_* variables). */
  judge: JudgeConfig;
  /** Bearer token of `GET /api/metrics` (Prometheus); unset → the endpoint answers 404. */
  metricsToken: string | undefined;
  /** How long the busiest read calls' anonymous answers are kept at most (lib/public-cache.ts); 0 = off. */
  publicCacheTtlMs: number;
  /**
   * The site's public origin as the operator gives it (PUBLIC_URL, e.g. `https://oj.example.org`):
   * links in mails when the site settings' baseUrl is empty. Never taken from a request.
   */
  publicUrl: string | undefined;
}

const here = path.dirname(fileURLToPath(import.meta.url));
/** packages/web/dist, resolved from this file (src/ or dist/ are both one level below the package). */
export const defaultWebDist = path.resolve(here, '../../web/dist');

function int(v: string | undefined, dflt: number, name: string): number {
  if (v === undefined || v === '') return dflt;
  const n = Number(v);
  if (!Number.isFinite(n) || n < 0) throw new Error(`Invalid ${name}: ${v}`);
  return Math.floor(n);
}

/** Parses a duration: plain number = milliseconds, or `<n>s|m|h`. */
function duration(v: string | undefined, dfltMs: number, name: string): number {
  if (v === undefined || v === '') return dfltMs;
  const m = /^(\d+)\s*(ms|s|m|h)?$/.exec(v.trim());
  if (!m) throw new Error(`Invalid ${name}: ${v}`);
  const mult = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[m[2] ?? 'ms'] as number;
  return Number(m[1]) * mult;
}

/** An http(s) origin (a path is kept, a trailing slash dropped); anything else stops the start. */
function publicUrl(v: string | undefined): string | undefined {
  if (!v?.trim()) return undefined;
  let u: URL;
  try {
    u = new URL(v.trim());
  } catch {
    throw new Error(`Invalid PUBLIC_URL: ${v}`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new Error(`Invalid PUBLIC_URL: ${v}`);
  return `${u.origin}${u.pathname}`.replace(/\/+$/, '');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  return {
    port: int(env.PORT, 8080, 'PORT'),
    host: env.HOST || '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR || './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseSchema: env.DATABASE_SCHEMA || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisKeyPrefix: env.REDIS_KEY_PREFIX || 'judge:',
    rootPassword: env.ROOT_PASSWORD || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    rateLimitMax: int(env.RATE_LIMIT_MAX, 600, 'RATE_LIMIT_MAX'),
    rateLimitWindowMs: duration(env.RATE_LIMIT_WINDOW, 60_000, 'RATE_LIMIT_WINDOW'),
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 86_400, 'TOKEN_TTL_SECONDS'),
    webDist: env.WEB_DIST ? path.resolve(env.WEB_DIST) : defaultWebDist,
    corsOrigins: (env.CORS_ORIGINS || '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    bodyLimit: int(env.BODY_LIMIT, 1024 * 1024, 'BODY_LIMIT'),
    argon2: { memoryCost: 47_104, timeCost: 2, parallelism: 1 }, // ≈45 ms per hash on 2 cores (bench/server)
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
    judge: loadJudgeConfig(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    publicCacheTtlMs: duration(env.PUBLIC_CACHE_TTL, 1000, 'PUBLIC_CACHE_TTL'),
    publicUrl: publicUrl(env.PUBLIC_URL),
  };
}
