// Remote judge worker (`npm run judge`): takes jobs from BullMQ, fetches test data by hash from the
// server (cached), reports progress and verdicts to the server, heartbeats. Needs only REDIS_URL,
// SERVER_URL and JUDGE_TOKEN — never the database. A worker whose heartbeats fail (server
// unreachable, token refused) pauses until they succeed again, so it takes no work it cannot report.
import os from 'node:os';
import path from 'node:path';
import { loadJudgeConfig } from '../config.js';
import { bullPrefix, startBullWorker } from '../queue/bullmq.js';
import { executeJob } from './execute.js';
import { httpHost } from './http-host.js';
import { localJudge } from './local-judge.js';
import type { HeartbeatBody, JudgeJob } from '../protocol.js';

const VERSION = '0.1.0';
/** Heartbeats that may fail in a row before the worker stops taking jobs. */
const MISSED_BEFORE_PAUSE = 2;

function required(name: string): string {
  const v = process.env[name];
  if (!v) {
    process.stderr.write(`judge worker: ${name} is required (REDIS_URL, SERVER_URL, JUDGE_TOKEN)\n`);
    process.exit(2);
  }
  return v;
}

function log(level: 'info' | 'warn' | 'error', msg: string, extra: Record<string, unknown> = {}) {
  process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), level, msg, ...extra })}\n`);
}

function loadPercent() {
  const cpu = (os.loadavg()[0] / Math.max(1, os.availableParallelism())) * 100;
  const mem = (1 - os.freemem() / os.totalmem()) * 100;
  return { percentCpuLoad: `${cpu.toFixed(2)}%`, percentMemoryLoad: `${mem.toFixed(2)}%` };
}

async function main() {
  const redisUrl = required('REDIS_URL');
  const serverUrl = required('SERVER_URL');
  const token = required('JUDGE_TOKEN');
  const cfg = loadJudgeConfig(process.env);
  const prefix = bullPrefix(process.env.REDIS_KEY_PREFIX || 'judge:');
  const host = httpHost(serverUrl, token);
  const cacheDir = cfg.cacheDir ?? path.join(os.tmpdir(), 'judge-worker-cache');

  const judgePromise = localJudge({
    cacheDir,
    concurrency: cfg.concurrency,
    verifyLanguages: cfg.verifyLanguages,
    fetchTestData: (hash) => host.fetchTestData(hash),
  });
  const judge = await judgePromise.catch((e: Error) => {
    log(
      'error',
      `JUDGE UNAVAILABLE: ${e.message} — run the worker as root (sandbox), or SANDBOX_UNSAFE=1 for development only`,
    );
    process.exit(1);
  });
  const d = judge.describe();
  const heartbeatBody = (running: number): HeartbeatBody => ({
    name: cfg.name,
    version: VERSION,
    cpuCores: os.availableParallelism(),
    maxTasks: cfg.tasks,
    runningTasks: running,
    languages: d.languages,
    runner: d.runner,
    isolated: d.isolated,
    ...loadPercent(),
  });
  log('info', 'judge ready', {
    name: cfg.name,
    runner: d.runner,
    languages: d.languages.length,
    slots: d.concurrency,
  });

  // Take no job before the server has accepted a heartbeat: a wrong token or an unreachable server
  // would otherwise burn the jobs' attempts.
  let first: { enabled: boolean };
  for (;;) {
    try {
      first = await host.heartbeat(heartbeatBody(0));
      break;
    } catch (e) {
      const msg = (e as Error).message;
      if (/HTTP 40[13]/.test(msg)) {
        log('error', `the server refused JUDGE_TOKEN (${msg}); not starting`);
        process.exit(1);
      }
      log('warn', 'server not reachable yet; retrying before taking jobs', { err: msg });
      await new Promise((r) => setTimeout(r, cfg.heartbeatMs));
    }
  }

  // Paused while the heartbeats fail or while root has switched this judge off; either reason keeps
  // it paused (jobs stay queued for the other judges).
  let missed = 0;
  let unreachable = false;
  let switchedOff = !first.enabled;
  let paused = false;
  let running = 0;
  const worker = startBullWorker(
    {
      redisUrl,
      prefix,
      concurrency: cfg.tasks,
      lockDurationMs: cfg.lockMs,
      stalledIntervalMs: cfg.lockMs,
    },
    async (job: JudgeJob) => {
      running++;
      try {
        const outcome = await executeJob(judgePromise, host, job, cfg.name);
        log('info', 'job done', { job: job.kind === 'judge' ? job.submitId : job.key, outcome });
        return outcome;
      } catch (e) {
        log('warn', 'job failed', {
          job: job.kind === 'judge' ? job.submitId : job.key,
          err: (e as Error).message,
        });
        throw e;
      } finally {
        running--;
      }
    },
    () => !switchedOff,
  );

  const apply = async () => {
    const pause = unreachable || switchedOff;
    if (pause === paused) return;
    paused = pause;
    if (pause) await worker.pause(true);
    else await worker.resume();
  };
  const beat = async () => {
    try {
      const { enabled } = await host.heartbeat(heartbeatBody(running));
      missed = 0;
      if (unreachable) log('info', 'server reachable again');
      unreachable = false;
      if (switchedOff === enabled)
        log(
          'info',
          enabled ? 'switched on by the server: taking jobs' : 'switched off by the server: not taking jobs',
        );
      switchedOff = !enabled;
    } catch (e) {
      missed++;
      if (missed >= MISSED_BEFORE_PAUSE && !unreachable) {
        unreachable = true;
        log('error', 'heartbeat failing: not taking jobs until the server answers', {
          err: (e as Error).message,
        });
      }
    }
    await apply();
  };
  if (switchedOff) log('info', 'switched off by the server: not taking jobs');
  await apply();
  const timer = setInterval(() => void beat(), cfg.heartbeatMs);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log('info', 'shutting down', { signal });
    clearInterval(timer);
    const force = setTimeout(() => process.exit(1), 30_000);
    force.unref();
    await worker.close().catch(() => {});
    await judge.close().catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((e) => {
  process.stderr.write(`judge worker failed: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}\n`);
  process.exit(1);
});
