// What the configuration page shows about this server: its runtime (HOJ's get-service-info keys,
// filled with our own figures: HOJ had a service registry, we have none) and where the database
// and Redis are. Both come from the environment at start-up; secrets are never sent back.
import os from 'node:os';
import { SECRET_MASK, type DbAndRedisConfig, type DbAndRedisInfo, type ServiceInfo } from '@judge/shared/schemas/config';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';

const pct = (x: number) => `${(Math.max(0, Math.min(1, x)) * 100).toFixed(2)}%`;
const mask = (secret: string) => (secret ? SECRET_MASK : '');

function parseUrl(raw: string | undefined) {
  if (!raw) return null;
  try {
    return new URL(raw);
  } catch {
    return null;
  }
}

export async function serviceInfo(ctx: AppContext, version: string): Promise<ServiceInfo> {
  const cores = os.cpus().length || 1;
  const [load1] = os.loadavg();
  const mail = await ctx.mailer.mode();
  return {
    nacos: {
      status: 'UP',
      version,
      nodeVersion: process.version,
      platform: `${os.type()} ${os.release()} (${os.arch()})`,
      uptimeSeconds: Math.round(process.uptime()),
      database: ctx.config.databaseUrl ? 'postgres' : 'sqlite',
      queue: ctx.config.redisUrl ? 'redis' : 'in-process',
      mail,
    },
    backupCores: cores,
    backupService: [
      {
        serviceId: 'judge-server',
        host: os.hostname(),
        port: ctx.config.port,
        pid: process.pid,
        memoryRssMb: Math.round(process.memoryUsage().rss / 1048576),
      },
    ],
    backupPercentCpuLoad: pct(load1 / cores),
    backupPercentMemoryLoad: pct(1 - os.freemem() / os.totalmem()),
  };
}

export function dbAndRedisInfo(ctx: AppContext): DbAndRedisInfo {
  const { config } = ctx;
  const pg = parseUrl(config.databaseUrl);
  const redis = parseUrl(config.redisUrl);
  return {
    dbType: config.databaseUrl ? 'postgres' : 'sqlite',
    dbName: pg ? decodeURIComponent(pg.pathname.replace(/^\//, '')) : 'judge.db',
    dbHost: pg ? pg.hostname : config.dataDir,
    dbPort: pg ? Number(pg.port || 5432) : 0,
    dbUsername: pg ? decodeURIComponent(pg.username) : '',
    dbPassword: mask(pg ? pg.password : ''),
    dbSchema: config.databaseSchema ?? '',
    redisEnabled: !!redis,
    redisHost: redis ? redis.hostname : '',
    redisPort: redis ? Number(redis.port || 6379) : 0,
    redisPassword: mask(redis ? redis.password : ''),
  };
}

/**
 * The database and Redis are chosen by DATABASE_URL and REDIS_URL when the server starts; a running
 * server cannot move its data. Saving the settings shown (unchanged) succeeds; any change is
 * refused with where to make it, and nothing is stored.
 */
export function checkDbAndRedisUnchanged(ctx: AppContext, body: Partial<DbAndRedisConfig>): void {
  const now = dbAndRedisInfo(ctx);
  const keys = Object.keys(body) as (keyof DbAndRedisConfig)[];
  const changed = keys.filter((k) => {
    const v = body[k];
    if (v === undefined) return false;
    // a masked or empty secret means "keep the one in use"
    if ((k === 'dbPassword' || k === 'redisPassword') && (v === SECRET_MASK || v === '')) return false;
    return String(v) !== String(now[k]);
  });
  if (changed.length) throw badRequest('Db_Config_From_Environment', { fields: changed.join(', ') });
}
