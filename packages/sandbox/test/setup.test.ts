// Refusing without isolation, and the explicit unsafe development mode.
import { spawnSync } from 'node:child_process';
import { copyFileSync, chmodSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultRunnerPath } from '../src/index.js';
import { buildFixtures } from './helpers.js';

/** The runner copied where an unprivileged user can execute it. */
function runnerCopy(): string {
  buildFixtures();
  const d = mkdtempSync(path.join(tmpdir(), 'sbx-runner-'));
  chmodSync(d, 0o755);
  const p = path.join(d, 'sbx-runner');
  copyFileSync(defaultRunnerPath(), p);
  chmodSync(p, 0o755);
  return p;
}

describe('setup', () => {
  it('refuses to start without root and says what is missing', () => {
    const r = spawnSync(runnerCopy(), ['--check'], { uid: 65534, gid: 65534, env: { PATH: '/usr/bin:/bin' } });
    expect(r.status).toBe(2);
    const line = JSON.parse(r.stdout.toString().split('\n')[0]);
    expect(line.fatal).toMatch(/not running as root/);
    expect(line.fatal).toMatch(/SANDBOX_UNSAFE=1/);
  });

  it('SANDBOX_UNSAFE=1 runs without isolation and says so loudly', () => {
    const r = spawnSync(runnerCopy(), ['--check'], { uid: 65534, gid: 65534, env: { PATH: '/usr/bin:/bin', SANDBOX_UNSAFE: '1' } });
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout.toString().split('\n')[0])).toMatchObject({ ready: true, unsafe: true });
    expect(r.stderr.toString()).toMatch(/NO ISOLATION/);
  });

  it('refuses without cgroups and names what is missing (runner and client)', async () => {
    // the runner in a mount namespace of its own where no cgroup hierarchy is mounted
    const d = mkdtempSync(path.join(tmpdir(), 'sbx-nocg-'));
    const wrapper = path.join(d, 'runner-without-cgroups');
    writeFileSync(wrapper, `#!/bin/sh\nexec unshare -m --propagation private sh -c 'umount -R /sys/fs/cgroup && exec "$0" "$@"' ${defaultRunnerPath()} "$@"\n`);
    chmodSync(wrapper, 0o755);
    const r = spawnSync(wrapper, ['--check'], { env: { PATH: '/usr/bin:/bin:/usr/sbin:/sbin' } });
    expect(r.status).toBe(2);
    expect(JSON.parse(r.stdout.toString().split('\n')[0]).fatal).toBe("no cgroup v2 with memory+pids and no cgroup v1 'memory' hierarchy mounted");
    const { Sandbox, SandboxUnavailableError } = await import('../src/index.js');
    const sb = new Sandbox({ slots: 1, runnerPath: wrapper });
    const err = await sb.start().then(() => null, (e: unknown) => e);
    await sb.close();
    expect(err).toBeInstanceOf(SandboxUnavailableError);
    expect(String((err as Error).message)).toMatch(/no cgroup v2 with memory\+pids and no cgroup v1 'memory' hierarchy mounted/);
  });

  it('as root it reports the cgroup version it found', () => {
    const r = spawnSync(defaultRunnerPath(), ['--check'], { env: { PATH: '/usr/bin:/bin' } });
    expect(r.status).toBe(0);
    const info = JSON.parse(r.stdout.toString().split('\n')[0]);
    expect(info.unsafe).toBe(false);
    expect([1, 2]).toContain(info.cgroup);
  });
});

describe('unsafe mode runs', () => {
  it('runs a program with plain fork + rlimits and marks the result', async () => {
    const { Sandbox } = await import('../src/index.js');
    const { hostile, read } = await import('./helpers.js');
    const sb = new Sandbox({ slots: 1, unsafe: true });
    try {
      const info = await sb.start();
      expect(info.unsafe).toBe(true);
      const req = hostile('measure', ['output', '3']);
      // no mounts in unsafe mode: point at the host path of the binary
      const r = await sb.run({ ...req, path: req.binds![0].src });
      expect(r.status).toBe('OK');
      expect(r.raw.unsafe).toBe(true);
      expect(read(req.stdout!)).toBe('xxx');
      const e = await sb.run({ ...hostile('measure', ['exit', '7']), path: req.binds![0].src });
      expect(e.status).toBe('RE');
      expect(e.exitCode).toBe(7);
    } finally {
      await sb.close();
      (await import('./helpers.js')).cleanupScratch();
    }
  });
});

describe('runner crash recovery', () => {
  it('a killed slot worker fails nothing silently and the next run works', async () => {
    const { Sandbox } = await import('../src/index.js');
    const { hostile } = await import('./helpers.js');
    const { readdirSync, readFileSync } = await import('node:fs');
    const sb = new Sandbox({ slots: 2, uidBase: 62000 });
    try {
      const info = await sb.start();
      expect((await sb.run(hostile('measure', ['exit', '0']))).status).toBe('OK');
      const workers = readdirSync('/proc')
        .filter((d) => /^\d+$/.test(d))
        .filter((d) => {
          try {
            return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${d}/status`, 'utf8'))?.[1]) === info.pid;
          } catch {
            return false;
          }
        });
      expect(workers.length).toBe(2);
      process.kill(Number(workers[0]), 'SIGKILL');
      await new Promise((r) => setTimeout(r, 200));
      const r = await sb.run(hostile('measure', ['exit', '3']));
      expect(r.status).toBe('RE');
      expect(r.exitCode).toBe(3);
    } finally {
      await sb.close();
      (await import('./helpers.js')).cleanupScratch();
    }
  });
});
