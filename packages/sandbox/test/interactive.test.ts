// Interactive runs (two boxes wired both ways) and checker runs (three read-only files).
import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkerRequest } from '../src/index.js';
import { BIN_DIR, hostile, outFile, read, useSandbox, workDir } from './helpers.js';

const sb = useSandbox(4);

describe('interactive', () => {
  it('solution and interactor talk both ways', async () => {
    const sol = hostile('guesser', [], { stdout: null });
    const inter = hostile('interactor', ['37'], { stdout: null, stderr: outFile('ierr') });
    const r = await sb.runInteractive(sol, inter);
    expect(r.interactor.status).toBe('OK');
    expect(r.solution.status).toBe('OK');
    expect(read(inter.stderr!)).toMatch(/found in \d/);
  });

  it('deadlock (both wait to read) ends at the wall limit', async () => {
    const sol = hostile('guesser', ['silent'], { stdout: null, wallMs: 500 });
    const inter = hostile('interactor', [], { stdout: null, wallMs: 500 });
    const r = await sb.runInteractive(sol, inter);
    expect(r.solution.status).toBe('TLE');
    expect(r.solution.raw.killedWall).toBe(true);
    // the interactor either hits its own wall limit or sees EOF when the solution is killed first
    expect(['TLE', 'RE']).toContain(r.interactor.status);
  });

  it('each box has its own limits; the solution spinning is TLE on its CPU', async () => {
    const sol = hostile('guesser', ['spin'], { stdout: null, cpuMs: 200 });
    const inter = hostile('interactor', [], { stdout: null, cpuMs: 5000, wallMs: 3000 });
    const r = await sb.runInteractive(sol, inter);
    expect(r.solution.status).toBe('TLE');
    expect(r.solution.raw.killedCpu).toBe(true);
    expect(r.interactor.status).toBe('RE'); // EOF on its stdin: "no guess", exit 1
    expect(r.interactor.wallMs).toBeLessThan(1500);
  });

  it('the solution is killed after the grace period once the interactor has ended', async () => {
    const sol = hostile('guesser', ['spin'], { stdout: null, cpuMs: 5000, wallMs: 5000 });
    // the interactor exits at once; the spinning solution would run for 5 s
    const inter = hostile('measure', ['exit', '0'], { stdout: null });
    const r = await sb.runInteractive(sol, inter, { graceMs: 100 });
    expect(r.interactor.error).toBe('');
    expect(r.interactor.status).toBe('OK');
    expect(r.solution.raw.killedWall).toBe(true);
    expect(r.solution.wallMs).toBeLessThan(1000);
  });
});

describe('checker', () => {
  it('sees input, output and answer read-only, and nothing of the submission', async () => {
    const dir = workDir();
    const input = path.join(dir, 'in');
    const output = path.join(dir, 'out');
    const answer = path.join(dir, 'ans');
    writeFileSync(input, '1 2\n');
    writeFileSync(output, '3\n');
    writeFileSync(answer, '3\n');
    const checker = path.join(workDir(), 'check');
    copyFileSync(path.join(BIN_DIR, 'checker'), checker);
    const submissionBox = workDir();
    writeFileSync(path.join(submissionBox, 'secret'), 's');
    const req = checkerRequest({ checker, input, output, answer, workDir: workDir(), stderr: outFile('msg'), extraArgs: [path.join(submissionBox, 'secret')] });
    const ok = await sb.run(req);
    expect(ok.status).toBe('OK');
    expect(read(req.stderr!)).toBe('ok\n');
    writeFileSync(output, '4\n');
    const wa = await sb.run(req);
    expect(wa.status).toBe('RE');
    expect(wa.exitCode).toBe(1);
    // writing to the bound files is refused
    const w = hostile('escape', ['write', '/data/input', '/data/output', '/data/answer'], { profile: 'checker', binds: req.binds });
    expect((await sb.run(w)).status).toBe('OK');
  });
});
