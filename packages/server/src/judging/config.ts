// Judge settings read from the environment (see README: JUDGE_* variables).
import os from 'node:os';

export interface JudgeConfig {
  /** Shared secret of remote workers (JUDGE_TOKEN); unset → the worker endpoints refuse every call. */
  token: string | undefined;
  /** Programs run at once by this process: its sandbox slots (JUDGE_CONCURRENCY; default CPU count). */
  concurrency: number;
  /**
   * Submissions in progress at once (JUDGE_TASKS; default slots + 1, HOJ's judge-server default):
   * one more than the slots, so that while a submission runs its cases on some slots the next one
   * is already compiling on a free one. The slots bound the CPU use either way.
   */
  tasks: number;
  /** Judge caches: precompiled headers, checkers (JUDGE_CACHE_DIR; default DATA_DIR/judge-cache). */
  cacheDir: string | undefined;
  /**
   * Judge every language's A+B at start, hiding those that fail (JUDGE_VERIFY_LANGUAGES): by default
   * in the background, one language at a time, so a fresh start judges at once; `sync` finishes the
   * check before judging; `0` skips it.
   */
  verifyLanguages: boolean | 'background';
  /**
   * Judge in this process. Default: yes without REDIS_URL (in-process queue), no with it (workers
   * started with `npm run judge` take the BullMQ jobs); JUDGE_EMBEDDED=1 makes a server with Redis
   * consume jobs too.
   */
  embedded: boolean | undefined;
  /** Name shown in the judge-server list (JUDGE_NAME; default the host name). */
  name: string;
  /** BullMQ job lock: a worker silent this long loses its job to another (JUDGE_LOCK_MS). */
  lockMs: number;
  /** Heartbeat period; a judge silent for 3 periods is shown offline (JUDGE_HEARTBEAT_MS). */
  heartbeatMs: number;
  /** Submissions in progress untouched this long are judged again (JUDGE_STALE_MS; HOJ: 15 min). */
  staleMs: number;
}

function int(v: string | undefined, dflt: number): number {
  const n = Number(v);
  return v && Number.isFinite(n) && n > 0 ? Math.floor(n) : dflt;
}

export function loadJudgeConfig(env: NodeJS.ProcessEnv): JudgeConfig {
  const concurrency = int(env.JUDGE_CONCURRENCY, os.availableParallelism());
  return {
    token: env.JUDGE_TOKEN || undefined,
    concurrency,
    tasks: int(env.JUDGE_TASKS, concurrency + 1),
    cacheDir: env.JUDGE_CACHE_DIR || undefined,
    verifyLanguages:
      env.JUDGE_VERIFY_LANGUAGES === '0'
        ? false
        : env.JUDGE_VERIFY_LANGUAGES === 'sync'
          ? true
          : 'background',
    embedded:
      env.JUDGE_EMBEDDED === undefined || env.JUDGE_EMBEDDED === '' ? undefined : env.JUDGE_EMBEDDED === '1',
    name: env.JUDGE_NAME || os.hostname(),
    lockMs: int(env.JUDGE_LOCK_MS, 30_000),
    heartbeatMs: int(env.JUDGE_HEARTBEAT_MS, 10_000),
    staleMs: int(env.JUDGE_STALE_MS, 15 * 60_000),
  };
}
