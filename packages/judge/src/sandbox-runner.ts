/**
 * Adapter from the judge's `Runner` to `@judge/sandbox` (the C runner daemon).
 * The work dir is mounted at /box; `{box}` in argv/env becomes `/box`.
 */
import {
  PROFILES,
  Sandbox,
  type Profile,
  type RunRequest,
  type RunResult as SandboxResult,
} from '@judge/sandbox';
import {
  expandPlaceholders,
  type BoxSpec,
  type InteractiveResult,
  type RunResult,
  type Runner,
} from './runner.js';

const BOX = '/box';

/** The sandbox profile a language names; every language of the table has its own (pypy, php, ruby, mono…). */
function sandboxProfile(profile: string): Profile | undefined {
  return (PROFILES as readonly string[]).includes(profile) ? (profile as Profile) : undefined;
}

export function toRunRequest(box: BoxSpec, writable: boolean, boxPath: string = BOX): RunRequest {
  const argv = box.argv.map((a) => expandPlaceholders(a, boxPath));
  return {
    profile: sandboxProfile(box.profile) ?? (box.profile as Profile),
    path: argv[0],
    args: argv.slice(1),
    env: box.env
      ? {
          PATH: '/usr/bin:/bin',
          HOME: boxPath,
          LANG: 'C.UTF-8',
          ...Object.fromEntries(Object.entries(box.env).map(([k, v]) => [k, expandPlaceholders(v, boxPath)])),
        }
      : undefined,
    workDir: box.workDir,
    workDirWritable: writable,
    writableFiles: writable ? undefined : box.writableFiles,
    stdin: box.stdin ?? null,
    stdout: box.stdout ?? null,
    stderr: box.stderr ?? null,
    cpuMs: box.cpuMs,
    wallMs: box.wallMs,
    memoryKb: box.memoryKb,
    stackKb: box.stackKb || undefined,
    outputKb: box.outputKb,
    processes: box.processes,
    binds: box.binds?.map((b) => ({ src: b.path, dst: b.path, writable: b.writable })),
  };
}

/**
 * Memory of a run. The cgroup peak also counts the page cache of files the program wrote — its own
 * stdout file included — so a program printing 40 MB under a 16 MB limit would be "MLE" on peak
 * alone. Unless the kernel had to OOM-kill the box, the smaller of the cgroup peak and ru_maxrss
 * (resident memory of the program, no page cache) is used: cgroup peak for ordinary runs (it does
 * not count shared library pages, ru_maxrss does), ru_maxrss when written files inflate the peak.
 * Memory hidden in the box's /tmp tmpfs escapes this measure; that tmpfs is small (16 MiB).
 */
export function runMemoryKb(r: Pick<SandboxResult, 'status' | 'memoryKb' | 'raw'>): number {
  if (r.status === 'MLE' || r.raw.oomKills > 0 || !r.raw.maxrssKb) return r.memoryKb;
  return Math.min(r.memoryKb, r.raw.maxrssKb);
}

function fromSandbox(r: SandboxResult): RunResult {
  return {
    status: r.status,
    exitCode: r.exitCode,
    signal: r.signal,
    cpuMs: r.cpuMs,
    wallMs: r.wallMs,
    memoryKb: runMemoryKb(r),
    error: r.error || (r.syscall !== null ? `syscall ${r.syscall}` : undefined),
  };
}

export class SandboxRunner implements Runner {
  readonly name = 'sandbox';

  private constructor(
    private readonly sandbox: Sandbox,
    readonly isolated: boolean,
  ) {}

  /**
   * Starts the runner daemon; rejects (SandboxUnavailableError) when isolation cannot be set up.
   * `uidBase`: first slot uid — two runners on one host (a judge and a test suite) use distinct ranges.
   */
  static async start(slots: number, uidBase?: number): Promise<SandboxRunner> {
    const sandbox = new Sandbox({ slots, uidBase });
    try {
      const info = await sandbox.start();
      return new SandboxRunner(sandbox, !info.unsafe);
    } catch (err) {
      await sandbox.close().catch(() => {});
      throw err;
    }
  }

  supportsProfile(profile: string): boolean {
    return sandboxProfile(profile) !== undefined;
  }

  /** Where a work dir appears to the program: /box, or the host dir in the sandbox's unsafe mode. */
  private boxPath(box: BoxSpec): string {
    return this.isolated ? BOX : box.workDir;
  }

  async run(box: BoxSpec): Promise<RunResult> {
    // Compilers write their output into the box; file-IO programs and interactors only the
    // files they name (writableFiles).
    const writable = box.profile === 'compiler' || box.writable === true;
    return fromSandbox(await this.sandbox.run(toRunRequest(box, writable, this.boxPath(box))));
  }

  async runInteractive(solution: BoxSpec, interactor: BoxSpec, graceMs: number): Promise<InteractiveResult> {
    const r = await this.sandbox.runInteractive(
      toRunRequest(solution, solution.writable === true, this.boxPath(solution)),
      toRunRequest(interactor, true, this.boxPath(interactor)),
      { graceMs },
    );
    return { solution: fromSandbox(r.solution), interactor: fromSandbox(r.interactor) };
  }

  async close(): Promise<void> {
    await this.sandbox.close();
  }
}
