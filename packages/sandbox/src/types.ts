/** Syscall profile: which seccomp allow-list and which read-only system directories a box gets. */
export type Profile =
  | 'static' // statically linked binary: nothing but /box, /tmp and /dev/{null,zero,random,urandom}
  | 'native' // dynamically linked C/C++/Rust/Pascal: + /usr (read-only)
  | 'python' // CPython from /usr/bin/python3
  | 'jvm' // Java: + /proc, /etc/java-17-openjdk
  | 'node' // Node.js: + /proc
  | 'go' // Go binaries
  | 'compiler' // gcc/g++/javac/...: may create processes and exec
  | 'checker' // testlib checkers and interactors
  | 'pypy' // PyPy 3 from /usr/bin/pypy3: JIT and GC threads
  | 'php' // PHP CLI from /usr/bin/php
  | 'ruby' // CRuby from /usr/bin/ruby: its timer thread
  | 'mono'; // Mono (C#): + /proc, /etc/mono; threads may set SCHED_OTHER priorities

export const PROFILES: readonly Profile[] = [
  'static',
  'native',
  'python',
  'jvm',
  'node',
  'go',
  'compiler',
  'checker',
  'pypy',
  'php',
  'ruby',
  'mono',
];

/** A read-only (or explicitly writable) bind of a host path into the box. */
export interface Bind {
  /** Absolute host path (file or directory). */
  src: string;
  /** Absolute path inside the box; must not be inside /box. */
  dst: string;
  writable?: boolean;
}

export interface RunRequest {
  profile: Profile;
  /** Executable, as a path inside the box (e.g. `/box/main`, `/usr/bin/python3`). */
  path: string;
  /** Arguments after argv[0]. */
  args?: string[];
  /** argv[0]; defaults to `path`. */
  argv0?: string;
  /** Complete environment; defaults to PATH, HOME=/box, LANG=C.UTF-8. Nothing is inherited. */
  env?: Record<string, string>;
  /** Host directory mounted at /box; owned by the slot's uid (mode 0700) for the run. */
  workDir: string;
  /** Whether /box is writable (compilers); default false. */
  workDirWritable?: boolean;
  /**
   * The only files of the work dir the program may write (plain names, at most 8; file-IO output,
   * an interactor's log). Each is made empty if missing and owned by the slot uid for the run; the
   * directory stays root's (mode 0750), so the program can create, remove or rename nothing in it
   * and what it writes to /box is at most these files x `outputKb`. Not with `workDirWritable`.
   */
  writableFiles?: string[];
  /** Working directory inside the box; default /box. */
  cwd?: string;
  /** Host file for stdin; default /dev/null. Opened by the runner (O_NOFOLLOW), never mounted. */
  stdin?: string | null;
  /** Host file for stdout; default /dev/null. Truncated; keep it outside workDir. */
  stdout?: string | null;
  /** Host file for stderr; default /dev/null. */
  stderr?: string | null;
  /** CPU time limit of the whole process tree (all threads, children, kernel time), ms. */
  cpuMs: number;
  /** Wall clock limit, ms; default 2 x cpuMs + 1000. */
  wallMs?: number;
  /** Memory limit (cgroup: RSS + page cache + kernel memory of the box), KiB. */
  memoryKb: number;
  /** RLIMIT_STACK, KiB; default = memoryKb. */
  stackKb?: number;
  /** Largest file the program may write (stdout, stderr and any file), KiB; default 65536. */
  outputKb?: number;
  /** Size of the fresh /tmp tmpfs, KiB (charged to the memory limit); default 16384. */
  tmpKb?: number;
  /** Max processes + threads alive at once (pids.max); default per profile. */
  processes?: number;
  /** RLIMIT_NOFILE; default 64. */
  openFiles?: number;
  /** Extra binds (read-only unless writable). */
  binds?: Bind[];
}

export type Status =
  | 'OK' // exited with code 0 within every limit
  | 'TLE' // CPU time above the limit (killed or finished late), or wall time limit hit
  | 'MLE' // OOM-killed, or died abnormally with peak memory at the limit
  | 'OLE' // wrote a file (stdout/stderr/other) up to the output limit (SIGXFSZ)
  | 'RE' // nonzero exit code or killed by a signal
  | 'SE' // forbidden system call (number in `syscall`) or non-native syscall ABI
  | 'IE'; // internal error: the sandbox could not run the program (see `error`)

/** Raw measurements behind a verdict, as the runner reported them. */
export interface RawMeasurements {
  cpuUs: number; // cgroup CPU usage, microseconds (user + system, all processes)
  wallUs: number; // from clone of the box to the end of its program, microseconds
  peakKb: number; // cgroup peak memory
  maxrssKb: number; // ru_maxrss of the program (largest single process), for debugging
  utimeUs: number; // rusage of the program and the children it reaped
  stimeUs: number;
  oomKills: number; // OOM kills in the box's cgroup
  pidsMaxHits: number; // failed forks/clones because of the process limit
  killedCpu: boolean; // the runner killed the box at the CPU limit
  killedWall: boolean; // the runner killed the box at the wall limit (or interactive grace)
  killedSyscall: boolean; // the runner killed the box on a forbidden syscall
  outputExceeded: boolean; // SIGXFSZ or an output file at the cap
  exited: boolean;
  cgroup: number; // 1 or 2 (0 in unsafe mode)
  unsafe: boolean;
  runnerRecvUs: number; // CLOCK_MONOTONIC µs (process.hrtime's clock) when the runner read the request
  runnerEmitUs: number; // ... and when it wrote the result (for cost breakdowns)
}

export interface RunResult {
  status: Status;
  /** Exit code when the program exited normally, else null. */
  exitCode: number | null;
  /** Terminating signal number, else null. */
  signal: number | null;
  /** Forbidden syscall number for SE (x86_64 numbering), else null. */
  syscall: number | null;
  cpuMs: number;
  wallMs: number;
  /** Peak memory of the box's cgroup, KiB. */
  memoryKb: number;
  /** Why the run is IE (or an exec failure); empty otherwise. */
  error: string;
  raw: RawMeasurements;
}

export interface InteractiveResult {
  solution: RunResult;
  interactor: RunResult;
}
