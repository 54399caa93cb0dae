// Remote judge workers as real processes (`src/judging/worker/main.ts` through tsx), for the BullMQ suites.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_JUDGE_CACHE, TEST_JUDGE_TOKEN } from './judge.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const WORKER_MAIN = path.resolve(here, '../../src/judging/worker/main.ts');

export interface WorkerProc {
  name: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export function startWorker(opts: {
  name: string;
  redisUrl: string;
  redisKeyPrefix: string;
  serverUrl: string;
  uidBase: number;
  env?: Record<string, string>;
}): WorkerProc {
  const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', WORKER_MAIN], {
    env: {
      ...process.env,
      REDIS_URL: opts.redisUrl,
      REDIS_KEY_PREFIX: opts.redisKeyPrefix,
      SERVER_URL: opts.serverUrl,
      JUDGE_TOKEN: TEST_JUDGE_TOKEN,
      JUDGE_NAME: opts.name,
      JUDGE_CONCURRENCY: '1',
      JUDGE_TASKS: '1',
      JUDGE_CACHE_DIR: TEST_JUDGE_CACHE,
      JUDGE_VERIFY_LANGUAGES: '0',
      JUDGE_LOCK_MS: '3000',
      JUDGE_HEARTBEAT_MS: '1000',
      SANDBOX_UID_BASE: String(opts.uidBase),
      ...opts.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += String(d)));
  child.stderr!.on('data', (d) => (out += String(d)));
  const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
  return { name: opts.name, child, output: () => out, exited };
}

export async function waitFor(cond: () => Promise<boolean> | boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!(await cond())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function stopWorker(w: WorkerProc) {
  if (w.child.exitCode !== null || w.child.signalCode !== null) return;
  w.child.kill('SIGTERM');
  const t = setTimeout(() => w.child.kill('SIGKILL'), 15_000);
  await w.exited;
  clearTimeout(t);
}
