// One long-lived runner process (`sbx-runner --daemon`): requests go in as frames on its stdin,
// results come back as JSON lines on its stdout, matched by id. A crashed daemon fails its pending
// requests and is started again on the next request.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import type { Writable } from 'node:stream';
import type { WireResult } from './protocol.js';

export interface DaemonInfo {
  pid: number;
  cgroup: number;
  unsafe: boolean;
  slots: number;
  ncpu: number;
  uidBase: number;
}

interface Pending {
  slot: number;
  resolve: (r: WireResult) => void;
  reject: (e: Error) => void;
  timer: NodeJS.Timeout;
}

/** Thrown when the runner refuses to start (not root, no cgroups...) with the reason it gave. */
export class SandboxUnavailableError extends Error {}

export class Daemon {
  private proc: ChildProcessWithoutNullStreams | null = null;
  private starting: Promise<DaemonInfo> | null = null;
  private pending = new Map<string, Pending>();
  private stderrTail = '';
  info: DaemonInfo | null = null;

  constructor(
    private readonly runnerPath: string,
    private readonly slots: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  start(): Promise<DaemonInfo> {
    if (this.starting) return this.starting;
    this.starting = new Promise<DaemonInfo>((resolve, reject) => {
      // fd 3+N carries slot N's requests straight to that slot's worker (no hop through the
      // daemon's main loop); stdin only tells the daemon when to shut down
      const proc = spawn(this.runnerPath, ['--daemon', '--slots', String(this.slots), '--slot-fds'], {
        stdio: ['pipe', 'pipe', 'pipe', ...Array.from({ length: this.slots }, () => 'pipe' as const)],
        env: this.env,
      }) as ChildProcessWithoutNullStreams;
      this.proc = proc;
      let ready = false;
      // a dying runner makes its pipes fail (EPIPE); the 'exit' handler below reports it
      for (const st of proc.stdio) (st as NodeJS.EventEmitter | null)?.on('error', () => {});
      proc.stderr.on('data', (d: Buffer) => {
        this.stderrTail = (this.stderrTail + d.toString()).slice(-4000);
        // unsafe mode's warnings and SBX_TIMING's per-phase stamps are for the operator
        if (this.env.SANDBOX_UNSAFE === '1' || this.env.SBX_TIMING) process.stderr.write(d);
      });
      // result lines are split by hand: readline's line editing costs tens of µs per run here
      let partial = '';
      const onLine = (line: string) => {
        let msg: WireResult & { ready?: boolean; fatal?: string } & Partial<DaemonInfo>;
        try {
          msg = JSON.parse(line);
        } catch {
          return;
        }
        if (!ready) {
          if (msg.fatal) {
            reject(new SandboxUnavailableError(`sandbox unavailable: ${msg.fatal}`));
            return;
          }
          if (msg.ready) {
            ready = true;
            this.info = { pid: msg.pid!, cgroup: msg.cgroup!, unsafe: !!msg.unsafe, slots: msg.slots!, ncpu: msg.ncpu!, uidBase: msg.uidBase! };
            resolve(this.info);
          }
          return;
        }
        if (!msg.id && typeof (msg as { slot?: number }).slot === 'number') {
          // a slot worker died: its stream may be mid-frame, so start over with a fresh runner
          const why = `sandbox runner: ${msg.error ?? 'slot worker died'}`;
          for (const [id, p] of this.pending) {
            clearTimeout(p.timer);
            p.reject(new Error(why));
            this.pending.delete(id);
          }
          this.kill();
          return;
        }
        const p = this.pending.get(msg.id);
        if (!p) return;
        this.pending.delete(msg.id);
        clearTimeout(p.timer);
        p.resolve(msg);
      };
      proc.stdout.setEncoding('utf8');
      proc.stdout.on('data', (chunk: string) => {
        let start = 0;
        for (let nl = chunk.indexOf('\n'); nl >= 0; nl = chunk.indexOf('\n', start)) {
          const line = partial + chunk.slice(start, nl);
          partial = '';
          start = nl + 1;
          onLine(line);
        }
        partial += chunk.slice(start);
      });
      proc.on('error', (e) => {
        if (!ready) reject(e);
      });
      proc.on('exit', (code, sig) => {
        if (this.proc === proc) {
          this.proc = null;
          this.starting = null;
          this.info = null;
        }
        const why = `sandbox runner exited (${sig ?? code})${this.stderrTail ? ': ' + this.stderrTail.trim().slice(-500) : ''}`;
        if (!ready) reject(new SandboxUnavailableError(why));
        for (const [id, p] of this.pending) {
          clearTimeout(p.timer);
          p.reject(new Error(why));
          this.pending.delete(id);
        }
      });
    });
    this.starting.catch(() => {
      this.starting = null;
    });
    return this.starting;
  }

  async request(id: string, slot: number, frame: Buffer, timeoutMs: number): Promise<WireResult> {
    await this.start();
    const proc = this.proc;
    if (!proc) throw new Error('sandbox runner is not running');
    const stream = proc.stdio[3 + slot] as Writable | null;
    if (!stream) throw new Error(`sandbox runner has no stream for slot ${slot}`);
    return new Promise<WireResult>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new Error(`sandbox: no answer for request ${id} within ${timeoutMs} ms; restarting the runner`));
        this.kill();
      }, timeoutMs);
      this.pending.set(id, { slot, resolve, reject, timer });
      stream.write(frame);
    });
  }

  kill(): void {
    this.proc?.kill('SIGKILL');
  }

  /** Graceful stop: closing stdin makes the daemon kill its jobs, remove its cgroups and exit. */
  async stop(): Promise<void> {
    const proc = this.proc;
    if (!proc) return;
    await new Promise<void>((resolve) => {
      const t = setTimeout(() => proc.kill('SIGKILL'), 5000);
      proc.once('exit', () => {
        clearTimeout(t);
        resolve();
      });
      proc.stdin.end();
    });
  }
}
