// Probe: time a sandboxed g++ compile of A+B (with the precompiled header) against the same compile
// outside the sandbox, to see what the box adds. Usage: node bench/judge/compile-probe.mjs <pchDir> <src.cpp> [extra g++ flags...]
import { Sandbox } from '../../packages/sandbox/dist/index.js';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, copyFileSync, chownSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
const [pch, src, ...extra] = process.argv.slice(2);
const flags = ['-DONLINE_JUDGE', '-w', '-fmax-errors=1', '-std=c++14', '-O2', ...extra];
const sb = new Sandbox({ slots: 2, uidBase: 62000 });
await sb.start();
const n = 15;
const box = [], bare = [], cpu = [];
for (let i = 0; i < n; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'cp-'));
  chmodSync(dir, 0o755);
  copyFileSync(src, join(dir, 'main.cpp'));
  let t = process.hrtime.bigint();
  const r = await sb.run({ profile: 'compiler', path: '/usr/bin/g++', args: [...flags, `-I${pch}`, 'main.cpp', '-o', 'main'],
    env: { PATH: '/usr/bin:/bin', HOME: '/box', LANG: 'C.UTF-8' }, workDir: dir, workDirWritable: true, cpuMs: 10000, wallMs: 20000,
    memoryKb: 512 * 1024, outputKb: 256 * 1024, processes: 128, binds: [{ src: pch, dst: pch }], stderr: join(tmpdir(), 'cp.log') });
  box.push(Number(process.hrtime.bigint() - t) / 1e6); cpu.push(r.cpuMs);
  if (r.status !== 'OK') console.log(r);
  t = process.hrtime.bigint();
  execFileSync('/usr/bin/g++', [...flags, `-I${pch}`, 'main.cpp', '-o', 'main2'], { cwd: dir });
  bare.push(Number(process.hrtime.bigint() - t) / 1e6);
}
const med = (a) => [...a].sort((x, y) => x - y)[a.length >> 1].toFixed(1);
console.log(`box ${med(box)} ms (cpu ${med(cpu)} ms), bare ${med(bare)} ms`);
await sb.close();
