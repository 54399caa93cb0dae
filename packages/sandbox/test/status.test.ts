// Every status and every measurement, with programs of known behaviour.
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { hostile, outFile, read, useSandbox } from './helpers.js';

const sb = useSandbox(2);

describe('statuses', () => {
  it('OK with output and exit code 0', async () => {
    const r = hostile('measure', ['output', '5']);
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
    expect(res.exitCode).toBe(0);
    expect(res.signal).toBeNull();
    expect(read(r.stdout!)).toBe('xxxxx');
  });

  it('stdout and stderr to one file (a compile log) keep both, in order, as 2>&1', async () => {
    const log = outFile('log');
    const r = { ...hostile('measure', ['exit', '0']), profile: 'native' as const, path: '/bin/sh' };
    r.args = ['-c', 'echo out-one; echo err-two-is-longer-than-the-first >&2; echo out-three'];
    r.stdout = log;
    r.stderr = log;
    expect((await sb.run(r)).status).toBe('OK');
    expect(read(log)).toBe('out-one\nerr-two-is-longer-than-the-first\nout-three\n');
  });

  it('RE with the exit code', async () => {
    const res = await sb.run(hostile('measure', ['exit', '42']));
    expect(res.status).toBe('RE');
    expect(res.exitCode).toBe(42);
  });

  it.each([
    ['segv', 11],
    ['abort', 6],
    ['fpe', 8],
  ])('RE with signal for %s', async (mode, sig) => {
    const res = await sb.run(hostile('measure', [mode]));
    expect(res.status).toBe('RE');
    expect(res.signal).toBe(sig);
    expect(res.exitCode).toBeNull();
  });

  it('TLE on an infinite loop, killed close to the limit', async () => {
    const res = await sb.run(hostile('measure', ['loop'], { cpuMs: 300 }));
    expect(res.status).toBe('TLE');
    expect(res.raw.killedCpu).toBe(true);
    expect(res.cpuMs).toBeGreaterThanOrEqual(300);
    expect(res.cpuMs).toBeLessThan(300 + 15);
  });

  it('TLE (wall) on sleep', async () => {
    const res = await sb.run(hostile('measure', ['sleep', '100'], { cpuMs: 1000, wallMs: 300 }));
    expect(res.status).toBe('TLE');
    expect(res.raw.killedWall).toBe(true);
    expect(res.wallMs).toBeGreaterThanOrEqual(300);
    expect(res.wallMs).toBeLessThan(400);
    expect(res.cpuMs).toBeLessThan(50);
  });

  it('MLE on a known allocation above the limit', async () => {
    const res = await sb.run(hostile('measure', ['alloc', '100'], { memoryKb: 64 * 1024 }));
    expect(res.status).toBe('MLE');
    expect(res.memoryKb).toBeGreaterThan(60 * 1024);
    expect(res.memoryKb).toBeLessThanOrEqual(64 * 1024);
  });

  it('OLE when stdout reaches the output cap, without buffering it', async () => {
    const r = hostile('measure', ['output', String(3 * 1024 * 1024)], { outputKb: 1024 });
    const res = await sb.run(r);
    expect(res.status).toBe('OLE');
    expect(res.signal).toBe(25); // SIGXFSZ
    expect(statSync(r.stdout!).size).toBe(1024 * 1024);
  });

  it('output exactly below the cap is OK', async () => {
    const r = hostile('measure', ['output', String(1024 * 1024 - 1)], { outputKb: 1024 });
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
    expect(statSync(r.stdout!).size).toBe(1024 * 1024 - 1);
  });

  it('SE with the syscall number', async () => {
    const res = await sb.run(hostile('escape', ['syscall', '165'])); // mount
    expect(res.status).toBe('SE');
    expect(res.syscall).toBe(165);
  });

  it('IE at once when the runner refuses a request (too many args): the reply carries its id', async () => {
    const t = Date.now();
    const res = await sb.run(hostile('measure', Array.from({ length: 300 }, () => 'x'), { cpuMs: 5000, wallMs: 20000 }));
    expect(res.status).toBe('IE');
    expect(res.error).toMatch(/too many args/);
    expect(Date.now() - t).toBeLessThan(5000); // not the request's 20 s timeout
    expect((await sb.run(hostile('measure', ['exit', '0']))).status).toBe('OK');
  });

  it('IE when the executable does not exist', async () => {
    const res = await sb.run({ ...hostile('measure', []), path: '/box/missing' });
    expect(res.status).toBe('IE');
    expect(res.error).toMatch(/missing/);
  });

  it('stdin file and stderr file are wired', async () => {
    const input = outFile('in');
    const { writeFileSync } = await import('node:fs');
    writeFileSync(input, 'abc\n');
    const r = hostile('measure', ['echo'], { stdin: input, stderr: outFile('err') });
    const res = await sb.run(r);
    expect(res.status).toBe('OK');
    expect(read(r.stdout!)).toBe('abc\n');
    const r2 = hostile('measure', ['stderr'], { stderr: outFile('err') });
    await sb.run(r2);
    expect(read(r2.stderr!)).toBe('to stderr\n');
    expect(read(r2.stdout!)).toBe('to stdout\n');
  });
});

describe('measurements', () => {
  it('CPU time of a busy loop within ±3 %', async () => {
    for (const ms of [200, 500]) {
      const res = await sb.run(hostile('measure', ['busy', String(ms)], { cpuMs: 2000 }));
      expect(res.status).toBe('OK');
      // the program measures its own thread CPU time; exec and exit add < 2 ms
      expect(Math.abs(res.cpuMs - ms) / ms).toBeLessThan(0.03);
    }
  });

  it('CPU of threads is summed', async () => {
    const res = await sb.run(hostile('measure', ['threads', '200'], { processes: 4 }));
    expect(res.status).toBe('OK');
    expect(res.cpuMs).toBeGreaterThan(400 * 0.97);
    expect(res.cpuMs).toBeLessThan(400 * 1.03 + 5);
  });

  it('peak memory of a known allocation', async () => {
    const res = await sb.run(hostile('measure', ['alloc', '50'], { memoryKb: 256 * 1024 }));
    expect(res.status).toBe('OK');
    expect(res.memoryKb).toBeGreaterThan(50 * 1024);
    expect(res.memoryKb).toBeLessThan(50 * 1024 + 4 * 1024);
  });

  it('identical verdicts over repeats at 0.6x and 1.5x the limit', async () => {
    const limit = 100;
    for (let i = 0; i < 10; i++) {
      const lo = await sb.run(hostile('measure', ['busy', String(limit * 0.6)], { cpuMs: limit }));
      const hi = await sb.run(hostile('measure', ['busy', String(limit * 1.5)], { cpuMs: limit }));
      expect(lo.status).toBe('OK');
      expect(hi.status).toBe('TLE');
    }
  });
});
