/**
 * The judge's view of a sandbox: one small interface, so that the pipeline does not depend on
 * how programs are isolated. Two adapters implement it: `SandboxRunner` (the real sandbox,
 * `@judge/sandbox`) and `UnsafeLocalRunner` (development only, no isolation).
 */

/** Outcome of one sandboxed program, as the runner saw it (before any judging). */
export type RunStatus =
  | 'OK' // exited (any exit code: the pipeline decides what a non-zero exit means)
  | 'TLE' // CPU or wall limit hit
  | 'MLE' // memory limit hit
  | 'OLE' // output (file size) limit hit
  | 'RE' // killed by a signal or non-zero exit
  | 'SE' // forbidden system call (security violation)
  | 'IE'; // internal error of the runner itself (the judge reports System Error)

export interface RunResult {
  status: RunStatus;
  /** Exit code when the program exited normally, otherwise null. */
  exitCode: number | null;
  /** Terminating signal number, otherwise null. */
  signal: number | null;
  /** CPU time of the whole process tree, ms. */
  cpuMs: number;
  wallMs: number;
  /** Peak memory, KB. */
  memoryKb: number;
  /** Runner message (internal error, exec failure, forbidden syscall …). */
  error?: string;
}

/** A read-only (unless writable) view of a host path inside the box, at the same path. */
export interface Bind {
  path: string;
  writable?: boolean;
}

/**
 * One program to run. Paths in `argv` may contain `{box}`, replaced by the path under which the
 * work dir is visible to the program (`/box` in the sandbox, the host path otherwise).
 */
export interface BoxSpec {
  /** Syscall/mount profile name of the sandbox (see `languages.ts`). */
  profile: string;
  argv: string[];
  env?: Record<string, string>;
  /** Host directory that becomes the program's working directory. */
  workDir: string;
  /** Host file for stdin; null = /dev/null. */
  stdin?: string | null;
  /** Host file for stdout / stderr (outside the work dir); null = /dev/null. */
  stdout?: string | null;
  stderr?: string | null;
  /** Extra host paths visible at the same path (e.g. the precompiled-header cache). */
  binds?: Bind[];
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  /** Stack limit, KB; 0 or absent = same as memory. */
  stackKb?: number;
  /** Largest file the program may write (stdout included), KB. */
  outputKb: number;
  /** Processes + threads. */
  processes?: number;
  /** The program may write anything into its work dir (compilers). */
  writable?: boolean;
  /**
   * The only files of the work dir the program may write (file IO's output file, an interactor's
   * output for the checker): it can create, remove or rename nothing else there, so what it leaves
   * in the work dir is bounded by these files x `outputKb`.
   */
  writableFiles?: string[];
}

export interface InteractiveResult {
  solution: RunResult;
  interactor: RunResult;
}

export interface Runner {
  readonly name: string;
  /** True when programs are really isolated (false for the development runner). */
  readonly isolated: boolean;
  /** Profiles this runner can honour; a language whose profile is missing is hidden. */
  supportsProfile(profile: string): boolean;
  run(box: BoxSpec): Promise<RunResult>;
  /** Solution stdout → interactor stdin and interactor stdout → solution stdin. */
  runInteractive(solution: BoxSpec, interactor: BoxSpec, graceMs: number): Promise<InteractiveResult>;
  close?(): Promise<void>;
}

/** Replace the placeholders of an argv/env value. */
export function expandPlaceholders(value: string, boxPath: string): string {
  return value.split('{box}').join(boxPath);
}
