// A/B of two sbx-runner binaries on the same load: batches of 50 runs of a static `true` alternate
// between a bare fork+exec (bare.c), runner A and runner B, each runner behind its own 2-slot
// Sandbox. Run as root from the repository root after `tsc -b packages/sandbox`:
//   node bench/sandbox/ab.mjs <runner A> <runner B> [rounds=10]
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const { Sandbox } = await import(path.resolve(here, '../../packages/sandbox/dist/index.js'));
const [a, b, roundsArg] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: node bench/sandbox/ab.mjs <runner A> <runner B> [rounds]');
const ROUNDS = Number(roundsArg ?? 10);
const BATCH = 50;

const work = mkdtempSync(path.join(os.tmpdir(), 'sbx-ab-'));
chmodSync(work, 0o755);
const box = path.join(work, 'box');
mkdirSync(box);
execFileSync('gcc', ['-static', '-O2', '-o', path.join(work, 'true'), path.join(here, 'true.c')]);
execFileSync('gcc', ['-O2', '-o', path.join(work, 'bare'), path.join(here, 'bare.c')]);
const req = { profile: 'static', path: '/prog/true', workDir: box, cpuMs: 1000, memoryKb: 64 * 1024, binds: [{ src: path.join(work, 'true'), dst: '/prog/true' }] };

const boxes = { A: new Sandbox({ slots: 2, uidBase: 62000, runnerPath: a }), B: new Sandbox({ slots: 2, uidBase: 62100, runnerPath: b }) };
for (const s of Object.values(boxes)) await s.start();
for (const s of Object.values(boxes)) for (let i = 0; i < 20; i++) await s.run(req); // warm-up
const t = { bare: [], A: [], B: [] };
const wall = { A: [], B: [] };
const loads = [];
for (let r = 0; r < ROUNDS; r++) {
  t.bare.push(...JSON.parse(execFileSync(path.join(work, 'bare'), [String(BATCH), '5', path.join(work, 'true')]).toString()).samplesUs);
  for (const k of ['A', 'B']) {
    for (let i = 0; i < BATCH; i++) {
      const t0 = performance.now();
      const res = await boxes[k].run(req);
      t[k].push((performance.now() - t0) * 1000);
      wall[k].push(res.raw.wallUs);
      if (res.status !== 'OK') throw new Error(JSON.stringify(res));
    }
  }
  loads.push(os.loadavg()[0]);
}
for (const s of Object.values(boxes)) await s.close();
rmSync(work, { recursive: true, force: true });
const med = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
const ms = (us) => (us / 1000).toFixed(3);
console.log(`load average (1 min, mean over rounds) ${(loads.reduce((x, y) => x + y, 0) / loads.length).toFixed(1)}, ${t.A.length} runs each`);
console.log(`bare fork+exec ${ms(med(t.bare))} ms`);
for (const k of ['A', 'B']) console.log(`runner ${k}: via client ${ms(med(t[k]))} ms (ratio to bare ${(med(t[k]) / med(t.bare)).toFixed(2)}), box wall ${ms(med(wall[k]))} ms`);
