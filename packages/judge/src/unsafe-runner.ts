/**
 * DEVELOPMENT ONLY. Runs programs directly on the host with rlimits and a polling watchdog: no
 * namespaces, no seccomp, no cgroup, no uid drop. It exists so the pipeline logic can be built
 * and tested while the real sandbox is not available, and is refused unless SANDBOX_UNSAFE=1.
 *
 * A small Python helper (the system /usr/bin/python3) does fork/exec/wait4, because Node cannot
 * report the rusage of a child nor wire two children's pipes to each other.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { writeFile, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expandPlaceholders,
  type BoxSpec,
  type InteractiveResult,
  type RunResult,
  type Runner,
} from './runner.js';

const HELPER = String.raw`
import os, sys, json, time, resource, signal, math

def start(b, in_fd, out_fd):
    r, w = os.pipe2(os.O_CLOEXEC)
    pid = os.fork()
    if pid == 0:
        try:
            os.close(r)
            os.setsid()
            os.chdir(b['cwd'])
            fi = in_fd if in_fd is not None else os.open(b.get('stdin') or '/dev/null', os.O_RDONLY)
            fo = out_fd if out_fd is not None else os.open(b.get('stdout') or '/dev/null', os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            # stderr to stdout's file: the same open file (one offset, as 2>&1), not a second open
            same = out_fd is None and b.get('stderr') and b.get('stderr') == b.get('stdout')
            fe = fo if same else os.open(b.get('stderr') or '/dev/null', os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.dup2(fi, 0); os.dup2(fo, 1); os.dup2(fe, 2)
            os.closerange(3, w)
            os.closerange(w + 1, 65536)
            cpu = int(math.ceil(b['cpuMs'] / 1000.0)) + 1
            resource.setrlimit(resource.RLIMIT_CPU, (cpu, cpu + 1))
            fs = b['outputKb'] * 1024
            resource.setrlimit(resource.RLIMIT_FSIZE, (fs, fs))
            st = b.get('stackKb') or b['memoryKb']
            resource.setrlimit(resource.RLIMIT_STACK, (st * 1024, st * 1024))
            resource.setrlimit(resource.RLIMIT_CORE, (0, 0))
            signal.signal(signal.SIGPIPE, signal.SIG_DFL)
            signal.signal(signal.SIGXFSZ, signal.SIG_DFL)
            os.execve(b['argv'][0], b['argv'], b['env'])
        except BaseException as e:
            try: os.write(w, str(e).encode()[:200])
            except BaseException: pass
            os._exit(127)
    os.close(w)
    return pid, r

def tree_stat(pid):
    # cpu (ms) of the leader incl. reaped children, rss (KB) of the leader
    cpu, rss = 0, 0
    try:
        with open('/proc/%d/stat' % pid) as f:
            parts = f.read().rsplit(')', 1)[1].split()
        tck = os.sysconf('SC_CLK_TCK')
        cpu = (int(parts[11]) + int(parts[12]) + int(parts[13]) + int(parts[14])) * 1000 // tck
        with open('/proc/%d/status' % pid) as f:
            for line in f:
                if line.startswith('VmRSS:'):
                    rss = int(line.split()[1])
    except Exception:
        pass
    return cpu, rss

def main():
    spec = json.load(open(sys.argv[1]))
    boxes = spec['boxes']
    fds = [(None, None)] * len(boxes)
    extra = []
    if len(boxes) == 2:
        a_r, a_w = os.pipe()  # solution stdout -> interactor stdin
        b_r, b_w = os.pipe()  # interactor stdout -> solution stdin
        fds = [(b_r, a_w), (a_r, b_w)]
        extra = [a_r, a_w, b_r, b_w]
    procs = []
    t0 = time.monotonic()
    for i, b in enumerate(boxes):
        pid, errp = start(b, fds[i][0], fds[i][1])
        procs.append({'pid': pid, 'err': errp, 'box': b, 'done': False, 'res': None, 'peak': 0, 'cpu': 0, 'kill': None})
    for fd in extra:
        os.close(fd)
    ended_at = None
    while not all(p['done'] for p in procs):
        now = time.monotonic()
        for i, p in enumerate(procs):
            if p['done']:
                continue
            pid = p['pid']
            wpid, status, ru = os.wait4(pid, os.WNOHANG)
            if wpid == pid:
                try: os.killpg(pid, signal.SIGKILL)
                except Exception: pass
                err = b''
                try: err = os.read(p['err'], 256)
                except Exception: pass
                os.close(p['err'])
                cpu = int((ru.ru_utime + ru.ru_stime) * 1000)
                p['done'] = True
                p['res'] = {'status': status, 'cpu': max(cpu, p['cpu']), 'wall': int((now - t0) * 1000),
                            'mem': max(ru.ru_maxrss, p['peak']), 'err': err.decode(errors='replace')}
                if i == 1 and ended_at is None:
                    ended_at = now
                continue
            b = p['box']
            cpu, rss = tree_stat(pid)
            p['cpu'] = max(p['cpu'], cpu); p['peak'] = max(p['peak'], rss)
            reason = None
            if cpu > b['cpuMs']: reason = 'cpu'
            elif (now - t0) * 1000 > b['wallMs']: reason = 'wall'
            elif rss > b['memoryKb']: reason = 'mem'
            elif i == 0 and ended_at is not None and (now - ended_at) * 1000 > spec.get('graceMs', 200): reason = 'grace'
            if reason and p['kill'] is None:
                p['kill'] = reason
                try: os.killpg(pid, signal.SIGKILL)
                except Exception: pass
        time.sleep(0.002)
    out = []
    for p in procs:
        b, r = p['box'], p['res']
        st = r['status']
        exit_code = os.WEXITSTATUS(st) if os.WIFEXITED(st) else None
        sig = os.WTERMSIG(st) if os.WIFSIGNALED(st) else None
        kind = 'OK'
        if r['err']:
            kind = 'IE'
        elif p['kill'] in ('cpu', 'wall') or r['cpu'] > b['cpuMs'] or sig == signal.SIGXCPU:
            kind = 'TLE'
        elif p['kill'] == 'mem' or r['mem'] > b['memoryKb']:
            kind = 'MLE'
        elif sig == signal.SIGXFSZ:
            kind = 'OLE'
        elif sig is not None or (exit_code or 0) != 0:
            kind = 'RE'
        out.append({'status': kind, 'exitCode': exit_code, 'signal': sig, 'cpuMs': r['cpu'], 'wallMs': r['wall'],
                    'memoryKb': r['mem'], 'error': r['err'] or None})
    print(json.dumps(out))

main()
`;

export class UnsafeLocalRunner implements Runner {
  readonly name = 'unsafe-local';
  readonly isolated = false;
  private readonly helperPath: string;
  private readonly helperDir: string;

  constructor() {
    if (process.env.SANDBOX_UNSAFE !== '1') {
      throw new Error(
        'UnsafeLocalRunner runs untrusted code without isolation; set SANDBOX_UNSAFE=1 to use it (development only)',
      );
    }
    this.helperDir = mkdtempSync(join(tmpdir(), 'judge-unsafe-'));
    this.helperPath = join(this.helperDir, 'run.py');
    writeFileSync(this.helperPath, HELPER);
  }

  async close(): Promise<void> {
    rmSync(this.helperDir, { recursive: true, force: true });
  }

  supportsProfile(): boolean {
    return true;
  }

  async run(box: BoxSpec): Promise<RunResult> {
    const [r] = await this.exec([box], 0);
    return r;
  }

  async runInteractive(solution: BoxSpec, interactor: BoxSpec, graceMs: number): Promise<InteractiveResult> {
    const [s, i] = await this.exec([solution, interactor], graceMs);
    return { solution: s, interactor: i };
  }

  private async exec(boxes: BoxSpec[], graceMs: number): Promise<RunResult[]> {
    const spec = {
      graceMs,
      boxes: boxes.map((b) => ({
        ...b,
        cwd: b.workDir,
        argv: b.argv.map((a) => expandPlaceholders(a, b.workDir)),
        env: Object.fromEntries(
          Object.entries(b.env ?? {}).map(([k, v]) => [k, expandPlaceholders(v, b.workDir)]),
        ),
      })),
    };
    const specPath = `${this.helperPath}.${process.pid}.${Math.random().toString(36).slice(2)}.json`;
    await writeFile(specPath, JSON.stringify(spec));
    try {
      const out = await new Promise<string>((resolve, reject) => {
        const child = spawn('/usr/bin/python3', ['-S', this.helperPath, specPath], {
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let stdout = '';
        let stderr = '';
        child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
        child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
        child.on('error', reject);
        child.on('close', (code) =>
          code === 0 ? resolve(stdout) : reject(new Error(`unsafe runner helper failed: ${stderr}`)),
        );
      });
      return (JSON.parse(out) as RunResult[]).map((r) => ({ ...r, error: r.error ?? undefined }));
    } finally {
      await unlink(specPath).catch(() => {});
    }
  }
}
