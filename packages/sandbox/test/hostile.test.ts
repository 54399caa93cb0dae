// Hostile programs: each must be contained with the right status and leave the host and a
// concurrent box untouched.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, linkSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { RunRequest } from '../src/index.js';
import { defaultRunnerPath } from '../src/runner-path.js';
import { BIN_DIR, hostile, outFile, read, TEST_UID_BASE, useSandbox, workDir } from './helpers.js';

const sb = useSandbox(3);

/** Processes descending from our runner daemon that run as a box uid. Other
 * sandboxes (e.g. the judge's tests) may be running on the same machine with the same uids.
 * Not counted: a kept box's launcher waiting for the slot's next request, which is still the
 * runner's own code (its executable is the runner binary; a box's program cannot become one). */
function boxUidProcesses(): string[] {
  const daemon = sb.info?.pid;
  const runner = statSync(defaultRunnerPath());
  const isRunner = (pid: string) => {
    try {
      const st = statSync(`/proc/${pid}/exe`);
      return st.ino === runner.ino && st.dev === runner.dev;
    } catch {
      return false;
    }
  };
  const procs = new Map<number, { ppid: number; uid: number; name: string }>();
  for (const pid of readdirSync('/proc').filter((d) => /^\d+$/.test(d))) {
    try {
      const st = readFileSync(`/proc/${pid}/status`, 'utf8');
      procs.set(Number(pid), {
        ppid: Number(/^PPid:\s+(\d+)/m.exec(st)?.[1]),
        uid: Number(/^Uid:\s+(\d+)/m.exec(st)?.[1]),
        name: /^Name:\s+(.*)$/m.exec(st)?.[1] ?? '',
      });
    } catch {
      /* gone */
    }
  }
  const descends = (pid: number): boolean => {
    for (let p = procs.get(pid)?.ppid, n = 0; p && n < 64; p = procs.get(p)?.ppid, n++) if (p === daemon) return true;
    return false;
  };
  return [...procs]
    .filter(([pid, p]) => p.uid >= TEST_UID_BASE && p.uid < TEST_UID_BASE + 64 && descends(pid) && !isRunner(String(pid)))
    .map(([pid, p]) => `${pid}:${p.name}`);
}

const native = (args: string[], extra: Partial<RunRequest> = {}) => hostile('escape', args, { profile: 'native', ...extra });

describe('process and thread bombs', () => {
  it('fork bomb under a no-process profile is SE (clone without CLONE_THREAD)', async () => {
    const res = await sb.run(hostile('bombs', ['fork']));
    expect(res.status).toBe('SE');
    expect(res.syscall).toBe(56);
  });

  it('fork bomb under the compiler profile is held by pids.max and killed at the CPU limit', async () => {
    const res = await sb.run(hostile('bombs', ['fork'], { profile: 'compiler', processes: 16, cpuMs: 500 }));
    expect(res.status).toBe('TLE');
    expect(res.raw.pidsMaxHits).toBeGreaterThan(0);
    expect(boxUidProcesses()).toEqual([]);
  });

  it('forks stop at the process limit', async () => {
    const r = hostile('bombs', ['fork-report'], { profile: 'compiler', processes: 10 });
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
    expect(Number(read(r.stdout!))).toBe(9);
    expect(boxUidProcesses()).toEqual([]);
  });

  it('thread bomb stops at the process limit', async () => {
    const r = hostile('bombs', ['thread'], { processes: 8, cpuMs: 500, wallMs: 700 });
    const res = await sb.run(r);
    expect(res.status).toBe('TLE');
    expect(res.raw.killedWall).toBe(true);
    expect(Number(read(r.stdout!))).toBe(7);
    expect(res.raw.pidsMaxHits).toBeGreaterThan(0);
  });
});

describe('memory bombs', () => {
  it('heap bomb is MLE', async () => {
    const res = await sb.run(hostile('bombs', ['heap'], { memoryKb: 64 * 1024 }));
    expect(res.status).toBe('MLE');
    expect(res.raw.oomKills).toBeGreaterThan(0);
  });

  it('stack bomb is MLE when the stack may use all memory', async () => {
    const res = await sb.run(hostile('bombs', ['stack'], { memoryKb: 64 * 1024 }));
    expect(res.status).toBe('MLE');
  });

  it('stack bomb is RE (SIGSEGV) under a smaller stack limit', async () => {
    const res = await sb.run(hostile('bombs', ['stack'], { memoryKb: 64 * 1024, stackKb: 8 * 1024 }));
    expect(res.status).toBe('RE');
    expect(res.signal).toBe(11);
  });

  it('1 GiB static (bss) array touched is MLE; untouched it costs nothing', async () => {
    const touched = await sb.run(hostile('bss', ['touch'], { memoryKb: 64 * 1024 }));
    expect(touched.status).toBe('MLE');
    const untouched = await sb.run(hostile('bss', [], { memoryKb: 64 * 1024 }));
    expect(untouched.status).toBe('OK');
    expect(untouched.memoryKb).toBeLessThan(4 * 1024);
  });

  it('shared anonymous memory (shmem) counts: MLE', async () => {
    const res = await sb.run(hostile('bombs', ['shared'], { memoryKb: 64 * 1024 }));
    expect(res.status).toBe('MLE');
  });

  it('memory hidden in a memfd is a file: stopped at the output cap (SIGXFSZ) and charged to the box', async () => {
    // memfd_create is there for runtimes (V8, the JVM) only
    const res = await sb.run(hostile('bombs', ['memfd'], { profile: 'node', memoryKb: 64 * 1024, outputKb: 4096 }));
    expect(res.status).toBe('OLE');
    expect(res.memoryKb).toBeGreaterThanOrEqual(4096);
  });

  it('kernel memory in pipe buffers is charged to the box and bounded by the fd limit', async () => {
    const r = hostile('bombs', ['pipes'], { memoryKb: 64 * 1024 });
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
    const held = Number(/hold (\d+)/.exec(read(r.stdout!))?.[1]) * 64; // KiB in pipe buffers
    expect(held).toBeGreaterThan(8 * 1024);
    expect(res.memoryKb).toBeGreaterThanOrEqual(held);
    expect(held).toBeLessThanOrEqual(32 * 1024); // 64 fds = at most 32 pipes of 1 MiB
  });
});

describe('CPU burnt elsewhere', () => {
  it('a program that stops itself (SIGSTOP) ends at the wall limit, and the box is clean after', async () => {
    const res = await sb.run(hostile('bombs', ['stop'], { cpuMs: 500, wallMs: 400 }));
    expect(res.status).toBe('TLE');
    expect(res.raw.killedWall).toBe(true);
    expect(res.wallMs).toBeLessThan(600);
    expect((await sb.run(native(['tmp-check']))).status).toBe('OK');
    expect(boxUidProcesses()).toEqual([]);
  });

  it('in threads: TLE on the summed CPU', async () => {
    const res = await sb.run(hostile('bombs', ['threads-cpu'], { processes: 4, cpuMs: 300 }));
    expect(res.status).toBe('TLE');
    expect(res.cpuMs).toBeGreaterThanOrEqual(300);
    expect(res.cpuMs).toBeLessThan(320);
  });

  it('in children: TLE and the children die', async () => {
    const res = await sb.run(hostile('bombs', ['children-cpu'], { profile: 'compiler', processes: 4, cpuMs: 300 }));
    expect(res.status).toBe('TLE');
    expect(res.cpuMs).toBeLessThan(320);
    expect(boxUidProcesses()).toEqual([]);
  });

  it('in the kernel: system time counts', async () => {
    const res = await sb.run(hostile('measure', ['kernel'], { cpuMs: 300 }));
    expect(res.status).toBe('TLE');
    expect(res.cpuMs).toBeGreaterThanOrEqual(300);
  });
});

describe('output and disk floods', () => {
  it('stdout flood is OLE at the cap', async () => {
    const r = hostile('measure', ['output', String(1 << 30)], { outputKb: 2048 });
    const res = await sb.run(r);
    expect(res.status).toBe('OLE');
    expect(statSync(r.stdout!).size).toBe(2048 * 1024);
  });

  it('a file flood in a writable /box is OLE at the cap', async () => {
    const wd = workDir();
    const res = await sb.run(hostile('bombs', ['file', '/box/big'], { workDir: wd, workDirWritable: true, outputKb: 4096 }));
    expect(res.status).toBe('OLE');
    expect(statSync(path.join(wd, 'big')).size).toBe(4096 * 1024);
  });

  it('with writable files, /box takes nothing else: no new files, no mkdir/chmod/rename/unlink', async () => {
    const wd = workDir();
    writeFileSync(path.join(wd, 'staged'), 'input');
    writeFileSync(path.join(wd, 'output.txt'), 'stale');
    const r = native(['box-files', '/box/output.txt', '/box/log'], { workDir: wd, writableFiles: ['output.txt', 'log'] });
    const res = await sb.run(r);
    expect(res.status, read(r.stdout!)).toBe('OK');
    expect(readdirSync(wd).sort()).toEqual(['log', 'output.txt', 'staged']);
    expect(read(path.join(wd, 'output.txt'))).toBe('data\n');
    expect(read(path.join(wd, 'log'))).toBe('data\n');
    expect(read(path.join(wd, 'staged'))).toBe('input');
    expect(statSync(wd).uid).toBe(0);
  });

  it('a flood through a writable file is OLE at the cap', async () => {
    const wd = workDir();
    const res = await sb.run(hostile('bombs', ['file', '/box/out'], { workDir: wd, writableFiles: ['out'], outputKb: 4096 }));
    expect(res.status).toBe('OLE');
    expect(statSync(path.join(wd, 'out')).size).toBe(4096 * 1024);
  });

  it('a writable file name that a link, a directory or a second link took is refused (IE), nothing followed', async () => {
    const target = outFile('host-file');
    writeFileSync(target, 'host');
    for (const plant of ['symlink', 'dir', 'hardlink'] as const) {
      const wd = workDir();
      const p = path.join(wd, 'out');
      if (plant === 'symlink') symlinkSync(target, p);
      else if (plant === 'dir') mkdirSync(p);
      else linkSync(target, p);
      const res = await sb.run(native(['write', '/box/x'], { workDir: wd, writableFiles: ['out'] }));
      expect(res.status, plant).toBe('IE');
      expect(res.error).toMatch(/writable file out/);
    }
    expect(read(target)).toBe('host');
    expect(statSync(target).uid).toBe(0);
  });

  it('writable file names must be plain names, and not with a writable work dir (refused by the runner)', async () => {
    const wd = workDir();
    const ie = async (extra: Partial<RunRequest>, why: RegExp) => {
      const res = await sb.run(native(['fds'], { workDir: wd, ...extra }));
      expect(res.status).toBe('IE');
      expect(res.error).toMatch(why);
    };
    for (const bad of ['', '.', '..', '../x', 'a/b', '/etc/passwd', 'x\ny']) await ie({ writableFiles: [bad] }, /plain file name/);
    await ie({ writableFiles: ['a'], workDirWritable: true }, /not writable/);
    await ie({ writableFiles: Array.from({ length: 9 }, (_, i) => `f${i}`) }, /at most 8/);
    expect(readdirSync(wd)).toEqual([]);
  });

  it('/tmp flood fills only the box tmpfs', async () => {
    const r = hostile('bombs', ['tmpfs'], { tmpKb: 8 * 1024 });
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
    expect(read(r.stdout!)).toMatch(/failed|stopped/);
    // 1 MiB files: an 8 MiB /tmp (not the 16 MiB default the pre-spawned init prepared) stops at 8
    expect(Number(/file (\d+)/.exec(read(r.stdout!))?.[1])).toBeLessThanOrEqual(8);
  });

  it('a huge file without writing (ftruncate, fallocate) is refused in /box and /tmp', async () => {
    const wd = workDir();
    for (const [file, extra] of [['/box/f', { workDir: wd, writableFiles: ['f'] }], ['/tmp/f', {}]] as const) {
      const r = hostile('bombs', ['big-file', file], { outputKb: 4096, ...extra });
      const res = await sb.run(r);
      expect(res.status, read(r.stdout!)).toBe('OK'); // exits 1 if either call succeeded
    }
    expect(statSync(path.join(wd, 'f')).size).toBe(0);
  });

  it('writing to a read-only /box, /usr or / fails', async () => {
    const res = await sb.run(native(['write', '/box/x', '/usr/x', '/x', '/etc/x', '/dev/x']));
    expect(res.status).toBe('OK');
  });
});

describe('filesystem escapes', () => {
  it('host files, other boxes and the answer are not visible', async () => {
    const other = workDir();
    writeFileSync(path.join(other, 'secret'), 'x');
    const answer = outFile('answer');
    writeFileSync(answer, '42');
    const r = native(['exists', '/etc/shadow', '/root', '/home', '/work', '/sys/fs/cgroup', '/proc/1/environ', '/run', path.join(other, 'secret'), answer, '/var']);
    const res = await sb.run(r);
    expect(read(r.stdout!)).not.toMatch(/EXISTS/);
    expect(res.status).toBe('OK');
  });

  it('only the synthetic passwd is in /etc', async () => {
    const r = native(['read', '/etc/shadow', '/etc/hosts', '/etc/resolv.conf', '/etc/group']);
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
  });

  it('/proc/self/fd shows no host path of the stdio files (profiles with /proc)', async () => {
    const input = outFile('secret-input');
    writeFileSync(input, '1 2\n');
    for (const profile of ['jvm', 'node', 'compiler', 'mono'] as const) {
      const out = outFile();
      const err = outFile('err');
      const res = await sb.run({ profile, path: '/usr/bin/readlink', args: ['/proc/self/fd/0', '/proc/self/fd/1', '/proc/self/fd/2'], workDir: workDir(), stdin: input, stdout: out, stderr: err, cpuMs: 1000, memoryKb: 64 * 1024 });
      expect(res.status, read(err)).toBe('OK');
      expect(read(out)).toBe('/\n/\n/\n');
    }
  });

  it('no file descriptors beyond stdio are inherited', async () => {
    const res = await sb.run(native(['fds']));
    expect(res.status).toBe('OK');
  });

  it('state left in /tmp is gone for the next run', async () => {
    expect((await sb.run(native(['tmp-write']))).status).toBe('OK');
    const r = native(['tmp-check']);
    expect((await sb.run(r)).status).toBe('OK');
    expect(read(r.stdout!)).toMatch(/absent/);
  });

  it('identity: slot uid, own pid namespace, own hostname, clean environment', async () => {
    const r = native(['ids']);
    await sb.run(r);
    const [uid, gid, pid, nice, policy] = read(r.stdout!).trim().split(' ').map(Number);
    expect(nice).toBe(0); // the runner's workers run at nice -10 or SCHED_FIFO, the program must not
    expect(policy).toBe(0); // SCHED_OTHER
    expect(uid).toBeGreaterThanOrEqual(TEST_UID_BASE);
    expect(uid).toBeLessThan(TEST_UID_BASE + 3);
    expect(gid).toBe(uid);
    // 2 in a new box; a kept box (kept-box.test.ts) counts on from its earlier runs
    expect(pid).toBeGreaterThanOrEqual(2);
    expect(pid).toBeLessThan(1000);
    const h = native(['hostname']);
    await sb.run(h);
    expect(read(h.stdout!).trim()).toBe('sandbox');
    const e = native(['env'], { env: { ONLY: 'this' } });
    await sb.run(e);
    expect(read(e.stdout!)).toBe('ONLY=this\n');
  });
});

describe('network', () => {
  it('no socket, no connection to the host loopback', async () => {
    const r = native(['connect', '22']);
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
    expect(read(r.stdout!)).toMatch(/socket: Permission denied/);
  });

  it('no DNS', async () => {
    const r = native(['dns']);
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
    expect(read(r.stdout!)).not.toMatch(/RESOLVED/);
  });
});

describe('privileged and unusual syscalls are SE with the number', () => {
  it('exec of a shell', async () => {
    const res = await sb.run(native(['exec']));
    expect(res.status).toBe('SE');
    expect(res.syscall).toBe(59);
  });

  it.each([
    ['setuid', 105],
    ['sethostname', 170],
    ['clock', 227],
  ])('%s', async (mode, nr) => {
    const res = await sb.run(native([mode]));
    expect(res.status).toBe('SE');
    expect(res.syscall).toBe(nr);
  });

  it.each([
    ['mount', 165],
    ['unshare', 272],
    ['bpf', 321],
    ['keyctl', 250],
    ['add_key', 248],
    ['io_uring_setup', 425],
    ['userfaultfd', 323],
    ['perf_event_open', 298],
    ['ptrace', 101],
    ['process_vm_readv', 310],
    ['init_module', 175],
    ['reboot', 169],
    ['setns', 308],
    ['pivot_root', 155],
    ['chroot', 161],
    ['execveat', 322],
    ['shmget', 29],
    ['seccomp', 317],
  ])('%s', async (_name, nr) => {
    const res = await sb.run(native(['syscall', String(nr)]));
    expect(res.status).toBe('SE');
    expect(res.syscall).toBe(nr);
  });

  it('32-bit int 0x80 ABI is killed', async () => {
    const res = await sb.run(native(['int80']));
    // A kernel built without IA32 emulation (or booted with it off) faults on `int 0x80` before any
    // system call is made: SIGSEGV, outside the sandbox too. Only there is RE the right answer.
    const bare = spawnSync(path.join(BIN_DIR, 'escape'), ['int80']);
    if (bare.signal === 'SIGSEGV') {
      expect(res.status).toBe('RE');
      expect(res.signal).toBe(11);
    } else {
      expect(res.status).toBe('SE');
      expect(res.signal).toBe(31);
    }
  });

  it('x32 syscall numbers are killed', async () => {
    const res = await sb.run(native(['x32']));
    expect(res.status).toBe('SE');
    expect(res.signal).toBe(31);
  });

  it('scheduling: SCHED_OTHER/BATCH allowed where a runtime sets them (Mono), real-time policies and nice < 0 refused', async () => {
    const r = hostile('escape', ['sched'], { profile: 'mono' });
    const res = await sb.run(r);
    expect(read(r.stdout!)).toMatch(/other=0 batch=0 param=0 fifo=-1 rr=-1 rtparam=-1 nice=-1 policy=1073741827/); // SCHED_BATCH | SCHED_RESET_ON_FORK
    expect(res.status).toBe('OK');
    // compiled programs may not change their policy at all
    const n = native(['sched']);
    expect((await sb.run(n)).status).toBe('RE');
    expect(read(n.stdout!)).toMatch(/other=-1 batch=-1 param=0 fifo=-1 rr=-1 rtparam=-1 nice=-1 policy=0/);
  });

  it('runtime plumbing (epoll, eventfd, timerfd, signalfd, memfd, splice, socketpair) only for runtime profiles', async () => {
    const expected = { static: 'enosys', native: 'enosys', checker: 'enosys', python: 'enosys', jvm: 'ok', node: 'ok', go: 'ok', mono: 'ok', pypy: 'ok', ruby: 'ok', php: 'ok', compiler: 'ok' } as const;
    for (const [profile, want] of Object.entries(expected)) {
      const r = hostile('escape', ['plumbing'], { profile: profile as keyof typeof expected });
      const res = await sb.run(r);
      expect(res.status, `${profile}: ${read(r.stdout!)}`).toBe('OK');
      expect(read(r.stdout!).trim(), profile).toBe(want === 'ok' ? 'epoll=ok eventfd=ok timerfd=ok signalfd=ok memfd=ok splice=ok socketpair=ok' : 'epoll=ENOSYS eventfd=ENOSYS timerfd=ENOSYS signalfd=ENOSYS memfd=ENOSYS splice=ENOSYS socketpair=EACCES');
    }
  });

  it('raising rlimits is refused', async () => {
    const r = native(['rlimit']);
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
  });
});

describe('other processes', () => {
  it('kill(-1) and ptrace reach nothing outside; a host process with the same uid survives', async () => {
    const victim = spawn('sleep', ['30'], { uid: TEST_UID_BASE, gid: TEST_UID_BASE, stdio: 'ignore' });
    try {
      await new Promise((r) => setTimeout(r, 50));
      const r1 = await sb.run(native(['kill-all']));
      expect(r1.status).toBe('OK');
      const k = native(['kill-pid', String(victim.pid)]);
      const r2 = await sb.run(k);
      expect(r2.status).toBe('OK');
      expect(read(k.stdout!)).toMatch(/No such process/); // host pids do not exist in the box's pid namespace
      const r3 = await sb.run(native(['ptrace', String(victim.pid)]));
      expect(r3.status).toBe('SE');
      expect(victim.exitCode).toBeNull();
      expect(victim.signalCode).toBeNull();
    } finally {
      victim.kill('SIGKILL');
    }
  });

  it('a detached daemon does not survive its run', async () => {
    const r = hostile('bombs', ['daemon'], { profile: 'compiler', processes: 8 });
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
    expect(read(r.stdout!)).toBe('parent exits\n');
    expect(boxUidProcesses()).toEqual([]);
  });

  it('a child holding stdout open does not delay the verdict', async () => {
    const res = await sb.run(hostile('bombs', ['stdout-hold'], { profile: 'compiler', processes: 4, wallMs: 5000 }));
    expect(res.status).toBe('OK');
    expect(res.wallMs).toBeLessThan(1000);
  });

  it('a hostile box does not disturb a concurrent one', async () => {
    const victim = hostile('measure', ['busy', '300'], { cpuMs: 1000 });
    const attacks = [
      hostile('bombs', ['heap'], { memoryKb: 64 * 1024 }),
      hostile('bombs', ['fork-report'], { profile: 'compiler', processes: 64 }),
      native(['kill-all']),
    ];
    const [v, ...rest] = await Promise.all([sb.run(victim), ...attacks.map((a) => sb.run(a))]);
    expect(v.status).toBe('OK');
    expect(Math.abs(v.cpuMs - 300)).toBeLessThan(15);
    expect(rest.map((x) => x.status)).toEqual(['MLE', 'OK', 'OK']);
    expect(existsSync('/tmp')).toBe(true);
  });
});
