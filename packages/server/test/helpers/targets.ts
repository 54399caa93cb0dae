// Database targets for suites that must run on SQLite always and on PostgreSQL when TEST_DATABASE_URL is set.
// Each PostgreSQL target gets a fresh schema (dropped by cleanup) so parallel files don't collide.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig, type AppConfig } from '../../src/config.js';

export interface DbTarget {
  name: 'sqlite' | 'postgres';
  /** Config pointing at a fresh, empty database (plus a temp DATA_DIR). */
  makeConfig(overrides?: Partial<AppConfig>): Promise<AppConfig>;
  cleanup(): Promise<void>;
}

export function testConfig(dataDir: string, overrides: Partial<AppConfig> = {}): AppConfig {
  const base = loadConfig({ LOG_LEVEL: 'silent' } as NodeJS.ProcessEnv);
  return {
    ...base,
    dataDir,
    webDist: path.join(dataDir, 'no-web-dist'),
    tokenTtlSeconds: 3600,
    argon2: { memoryCost: 1024, timeCost: 1, parallelism: 1 },
    rateLimitMax: 100000,
    ...overrides,
  };
}

export function tmpDir(prefix = 'judge-test-'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

export function dbTargets(): DbTarget[] {
  const targets: DbTarget[] = [];
  const dirs: string[] = [];
  targets.push({
    name: 'sqlite',
    async makeConfig(overrides) {
      const dir = tmpDir();
      dirs.push(dir);
      return testConfig(dir, overrides);
    },
    async cleanup() {
      for (const d of dirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
    },
  });
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schemas: string[] = [];
    const pgDirs: string[] = [];
    targets.push({
      name: 'postgres',
      async makeConfig(overrides) {
        const schema = `t_${randomBytes(6).toString('hex')}`;
        schemas.push(schema);
        // Created and committed here, before the app's pool opens connections whose search_path
        // names it (the app's migrate() creates it too; this leaves no window in between).
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          await client.query(`create schema if not exists "${schema}"`);
        } finally {
          await client.end();
        }
        const dir = tmpDir();
        pgDirs.push(dir);
        return testConfig(dir, { databaseUrl: url, databaseSchema: schema, ...overrides });
      },
      async cleanup() {
        const client = new pg.Client({ connectionString: url });
        await client.connect();
        try {
          for (const s of schemas.splice(0)) await client.query(`drop schema if exists "${s}" cascade`);
        } finally {
          await client.end();
        }
        for (const d of pgDirs.splice(0)) fs.rmSync(d, { recursive: true, force: true });
      },
    });
  }
  return targets;
}

/** Redis settings for suites that also run against Redis when TEST_REDIS_URL is set. */
export function redisOverrides(): Partial<AppConfig> | null {
  const url = process.env.TEST_REDIS_URL;
  if (!url) return null;
  return { redisUrl: url, redisKeyPrefix: `test:${randomBytes(6).toString('hex')}:` };
}
