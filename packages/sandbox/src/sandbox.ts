// The public client: a Sandbox owns one runner daemon and its slots, and runs requests through it.
import { Daemon, type DaemonInfo } from './daemon.js';
import { encodeRequest, internalError, toRunResult, type BoxSpec, type WireResult } from './protocol.js';
import { assertRunnerBuilt, defaultRunnerPath } from './runner-path.js';
import { SlotPool } from './slots.js';
import type { InteractiveResult, RunRequest, RunResult } from './types.js';

export interface SandboxOptions {
  /** Concurrent boxes (each has its own uid 60000+N, cgroup and netns). Default: 2. */
  slots?: number;
  /** Path of sbx-runner; default packages/sandbox/build/sbx-runner or $SANDBOX_RUNNER. */
  runnerPath?: string;
  /** Run without isolation (development only). Default: process.env.SANDBOX_UNSAFE === '1'. */
  unsafe?: boolean;
  /** First slot uid (slot N runs as uidBase + N). Default 60000 or $SANDBOX_UID_BASE. Two runners
   * on one host should use distinct ranges. */
  uidBase?: number;
  /** Extra time the client waits for an answer beyond the request's wall limit, ms. Default 10000. */
  answerMarginMs?: number;
}

export interface InteractiveOptions {
  /** How long the solution may keep running after the interactor exited, ms. Default 200. */
  graceMs?: number;
}

export class Sandbox {
  private readonly daemon: Daemon;
  private readonly pool: SlotPool;
  private readonly margin: number;
  private nextId = 1;
  private closed = false;

  constructor(opts: SandboxOptions = {}) {
    const slots = opts.slots ?? 2;
    const runner = opts.runnerPath ?? defaultRunnerPath();
    assertRunnerBuilt(runner);
    const unsafe = opts.unsafe ?? process.env.SANDBOX_UNSAFE === '1';
    // the runner gets a minimal environment of its own; boxes never inherit it anyway
    const env: NodeJS.ProcessEnv = { PATH: '/usr/bin:/bin' };
    if (unsafe) env.SANDBOX_UNSAFE = '1';
    if (opts.uidBase !== undefined) env.SANDBOX_UID_BASE = String(opts.uidBase);
    for (const k of ['SANDBOX_CGROUP', 'SANDBOX_CGROUP_ROOT', 'SANDBOX_FRESH_NETNS', 'SANDBOX_KEEP_RUNS', 'SANDBOX_UID_BASE', 'SBX_TIMING', 'SBX_TEST_CROSS_STDIO']) if (process.env[k] && !env[k]) env[k] = process.env[k];
    this.daemon = new Daemon(runner, slots, env);
    this.pool = new SlotPool(slots);
    this.margin = opts.answerMarginMs ?? 10000;
  }

  /** Starts the runner (also done lazily by the first run). Rejects with SandboxUnavailableError
   * and the exact missing piece when isolation cannot be set up. */
  start(): Promise<DaemonInfo> {
    return this.daemon.start();
  }

  get info(): DaemonInfo | null {
    return this.daemon.info;
  }

  async run(req: RunRequest): Promise<RunResult> {
    const [r] = await this.submit([req]);
    return r;
  }

  /** Solution and interactor in two boxes: solution stdout -> interactor stdin and interactor
   * stdout -> solution stdin. Their own stdin/stdout fields are ignored; stderr is kept. */
  async runInteractive(solution: RunRequest, interactor: RunRequest, opts: InteractiveOptions = {}): Promise<InteractiveResult> {
    const [s, i] = await this.submit([solution, interactor], opts.graceMs ?? 200);
    return { solution: s, interactor: i };
  }

  private async submit(reqs: RunRequest[], graceMs?: number): Promise<RunResult[]> {
    if (this.closed) throw new Error('sandbox is closed');
    await this.daemon.start();
    const slots = await this.pool.acquire(reqs.length);
    try {
      const id = String(this.nextId++);
      const boxes: BoxSpec[] = reqs.map((req, i) => ({ req, slot: slots[i] }));
      let frame: Buffer;
      try {
        frame = encodeRequest(id, boxes, graceMs);
      } catch (e) {
        return reqs.map(() => internalError((e as Error).message));
      }
      const wall = Math.max(...reqs.map((r) => r.wallMs ?? r.cpuMs * 2 + 1000));
      const res: WireResult = await this.daemon.request(id, slots[0], frame, wall + (graceMs ?? 0) + this.margin);
      if (res.error || !res.boxes) return reqs.map(() => internalError(res.error ?? 'no result'));
      return res.boxes.map((b) => toRunResult(b, res.cgroup ?? 0, !!res.unsafe, res));
    } finally {
      this.pool.release(slots);
    }
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.daemon.stop();
  }
}
