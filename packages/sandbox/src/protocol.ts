// Wire format of the runner daemon (see native/protocol.c): request frames are a u32 LE length
// followed by NUL-terminated "key=value" tokens; results are one JSON line per request.
import type { RunRequest, RunResult, RawMeasurements, Status } from './types.js';
import { DEFAULT_ENV, profileDefaults } from './profiles.js';

export interface BoxSpec {
  req: RunRequest;
  slot: number;
}

function tok(out: string[], key: string, value: string | number): void {
  const v = String(value);
  if (v.includes('\0')) throw new Error(`sandbox: ${key} must not contain NUL`);
  out.push(`${key}=${v}`);
}

function encodeBox(out: string[], { req, slot }: BoxSpec): void {
  const d = profileDefaults(req.profile);
  tok(out, 'box', slot);
  tok(out, 'profile', req.profile);
  tok(out, 'slot', slot);
  tok(out, 'path', req.path);
  tok(out, 'arg', req.argv0 ?? req.path);
  for (const a of req.args ?? []) tok(out, 'arg', a);
  for (const [k, v] of Object.entries(req.env ?? DEFAULT_ENV)) {
    if (k.includes('=')) throw new Error(`sandbox: bad env name ${k}`);
    tok(out, 'env', `${k}=${v}`);
  }
  tok(out, 'workdir', req.workDir);
  tok(out, 'workdir_rw', req.workDirWritable ? 1 : 0);
  // names, their number and the conflict with workdir_rw are checked by the runner (protocol.c)
  for (const f of req.writableFiles ?? []) tok(out, 'wfile', f);
  if (req.cwd) tok(out, 'cwd', req.cwd);
  tok(out, 'stdin', req.stdin ?? '');
  tok(out, 'stdout', req.stdout ?? '');
  tok(out, 'stderr', req.stderr ?? '');
  for (const b of req.binds ?? []) {
    if (b.src.includes('\n') || b.dst.includes('\n')) throw new Error('sandbox: bind paths must not contain newlines');
    tok(out, 'bind', `${b.writable ? 'w' : 'r'}${b.src}\n${b.dst}`);
  }
  const int = (name: string, v: number | undefined) => {
    if (v === undefined) return;
    if (!Number.isFinite(v) || v < 0) throw new Error(`sandbox: ${name} must be a non-negative number`);
    tok(out, name, Math.ceil(v));
  };
  int('cpu_ms', req.cpuMs);
  int('wall_ms', req.wallMs ?? req.cpuMs * 2 + 1000);
  int('mem_kb', req.memoryKb);
  int('stack_kb', req.stackKb);
  int('output_kb', req.outputKb ?? d.outputKb);
  int('tmp_kb', req.tmpKb ?? d.tmpKb);
  int('nproc', req.processes ?? d.processes);
  int('nofile', req.openFiles ?? d.openFiles);
}

export function encodeRequest(id: string, boxes: BoxSpec[], graceMs?: number): Buffer {
  const out: string[] = [];
  tok(out, 'id', id);
  tok(out, 'mode', boxes.length === 2 ? 'interactive' : 'single');
  if (graceMs !== undefined) tok(out, 'grace_ms', Math.ceil(graceMs));
  for (const b of boxes) encodeBox(out, b);
  const body = Buffer.from(out.join('\0') + '\0', 'utf8');
  const frame = Buffer.alloc(4 + body.length);
  frame.writeUInt32LE(body.length, 0);
  body.copy(frame, 4);
  return frame;
}

interface WireBox {
  status: Status;
  exited: boolean;
  exitCode: number;
  signal: number;
  syscall: number;
  cpuUs: number;
  wallUs: number;
  peakKb: number;
  maxrssKb: number;
  utimeUs: number;
  stimeUs: number;
  oomKills: number;
  pidsMaxHits: number;
  killedCpu: boolean;
  killedWall: boolean;
  killedSyscall: boolean;
  outputExceeded: boolean;
  error: string;
}

export interface WireResult {
  id: string;
  /** CLOCK_MONOTONIC µs: the worker had read the request / was about to write this result. */
  recvUs?: number;
  emitUs?: number;
  unsafe?: boolean;
  cgroup?: number;
  boxes?: WireBox[];
  error?: string;
}

export function toRunResult(w: WireBox, cgroup: number, unsafe: boolean, timing?: { recvUs?: number; emitUs?: number }): RunResult {
  const raw: RawMeasurements = {
    cpuUs: w.cpuUs,
    wallUs: w.wallUs,
    peakKb: w.peakKb,
    maxrssKb: w.maxrssKb,
    utimeUs: w.utimeUs,
    stimeUs: w.stimeUs,
    oomKills: w.oomKills,
    pidsMaxHits: w.pidsMaxHits,
    killedCpu: w.killedCpu,
    killedWall: w.killedWall,
    killedSyscall: w.killedSyscall,
    outputExceeded: w.outputExceeded,
    exited: w.exited,
    cgroup,
    unsafe,
    runnerRecvUs: timing?.recvUs ?? 0,
    runnerEmitUs: timing?.emitUs ?? 0,
  };
  return {
    status: w.status,
    exitCode: w.exited ? w.exitCode : null,
    signal: w.signal ? w.signal : null,
    syscall: w.syscall >= 0 ? w.syscall : null,
    cpuMs: Math.round(w.cpuUs / 100) / 10,
    wallMs: Math.round(w.wallUs / 100) / 10,
    memoryKb: w.peakKb,
    error: w.error,
    raw,
  };
}

/** A result for a request the daemon could not run at all. */
export function internalError(message: string): RunResult {
  return toRunResult(
    {
      status: 'IE', exited: false, exitCode: 0, signal: 0, syscall: -1, cpuUs: 0, wallUs: 0, peakKb: 0, maxrssKb: 0,
      utimeUs: 0, stimeUs: 0, oomKills: 0, pidsMaxHits: 0, killedCpu: false, killedWall: false, killedSyscall: false,
      outputExceeded: false, error: message,
    },
    0,
    false,
  );
}
