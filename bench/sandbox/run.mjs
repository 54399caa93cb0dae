// Sandbox benchmark: per-run cost of a trivial static binary through the TypeScript client next to
// a bare fork+exec+wait of the same binary (C driver), the same for Python and Java hello world,
// and CPU-time accuracy / verdict stability. Run as root: node bench/sandbox/run.mjs [--quick]
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const quick = process.argv.includes('--quick');
const N = quick ? 200 : 500;
const JAVA_HOME = '/usr/lib/jvm/java-17-openjdk-amd64';

const dist = path.join(root, 'packages/sandbox/dist/index.js');
execFileSync('node', [path.join(root, 'packages/sandbox/build.mjs')], { stdio: 'inherit' });
// keep dist in step with src (incremental, fast when nothing changed)
execFileSync('npx', ['tsc', '-b', path.join(root, 'packages/sandbox')], { stdio: 'inherit', cwd: root });
const { Sandbox, jvmFlags } = await import(dist);

const work = mkdtempSync(path.join(tmpdir(), 'sbx-bench-'));
chmodSync(work, 0o755);
const bin = path.join(work, 'bin');
mkdirSync(bin);
chmodSync(bin, 0o755);
const cc = (src, out) => execFileSync('gcc', ['-O2', ...(out.includes('bare') ? [] : ['-static']), '-o', path.join(bin, out), path.join(here, src)]);
cc('true.c', 'true');
cc('busy.c', 'busy');
cc('bare.c', 'bare');
const box = path.join(work, 'box');
mkdirSync(box);
writeFileSync(path.join(box, 'hello.py'), 'print("hello")\n');
writeFileSync(path.join(box, 'Main.java'), 'public class Main { public static void main(String[] a) { System.out.println("hello"); } }\n');
execFileSync(`${JAVA_HOME}/bin/javac`, ['-d', box, path.join(box, 'Main.java')]);

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
};
const bare = (n, warm, ...argv) => JSON.parse(execFileSync(path.join(bin, 'bare'), [String(n), String(warm), ...argv]).toString()).samplesUs;

const sb = new Sandbox({ slots: 2 });
const info = await sb.start();

/** Per-run cost seen by the caller of sb.run() (µs), and the runner's own wall time of each box. */
const split = { toRunner: [], runnerBefore: [], box: [], runnerAfter: [], fromRunner: [] };
const mono = () => Number(process.hrtime.bigint() / 1000n); // CLOCK_MONOTONIC µs, the runner's clock
async function client(n, req, record = false) {
  const t = [];
  const inner = [];
  for (let i = 0; i < n; i++) {
    const m0 = mono();
    const t0 = performance.now();
    const r = await sb.run(req);
    const dt = performance.now() - t0;
    const m1 = mono();
    if (r.status !== 'OK') throw new Error(`benchmark run failed: ${JSON.stringify(r)}`);
    t.push(dt * 1000);
    inner.push(r.raw.wallUs);
    if (record) {
      const { runnerRecvUs: a, runnerEmitUs: b, wallUs: w } = r.raw;
      split.toRunner.push(a - m0);
      split.box.push(w);
      split.runnerBefore.push(b - a - w); // worker work outside the box's wall time (both sides)
      split.fromRunner.push(m1 - b);
    }
  }
  return { t, inner };
}

const trueReq = { profile: 'static', path: '/prog/true', workDir: box, cpuMs: 1000, memoryKb: 64 * 1024, binds: [{ src: path.join(bin, 'true'), dst: '/prog/true' }] };
const pyReq = { profile: 'python', path: '/usr/bin/python3', args: ['/box/hello.py'], workDir: box, cpuMs: 2000, memoryKb: 256 * 1024 };
const mem = 256 * 1024;
const javaReq = { profile: 'jvm', path: `${JAVA_HOME}/bin/java`, args: [...jvmFlags(mem), '-cp', '/box', 'Main'], workDir: box, cpuMs: 5000, memoryKb: mem };

/** Bare and sandboxed batches alternate, so both see the same background load; medians are taken
 * over all samples of each side. */
async function compare(name, total, batch, req, bareArgv) {
  const b = [];
  const c = [];
  const inner = [];
  bare(Math.max(2, batch), Math.max(2, batch), ...bareArgv); // warm caches
  await client(Math.max(2, batch), req);
  for (let done = 0; done < total; done += batch) {
    b.push(...bare(batch, 0, ...bareArgv));
    const x = await client(batch, req, name === 'static true');
    c.push(...x.t);
    inner.push(...x.inner);
  }
  const row = { runs: c.length, bareMedianUs: median(b), clientMedianUs: median(c), ratio: median(c) / median(b), runnerWallMedianUs: median(inner) };
  console.log(`${name.padEnd(16)} bare ${(row.bareMedianUs / 1000).toFixed(3)} ms   via client ${(row.clientMedianUs / 1000).toFixed(3)} ms   ratio ${row.ratio.toFixed(2)}   (runner's own wall ${(row.runnerWallMedianUs / 1000).toFixed(3)} ms, ${row.runs} runs each)`);
  return row;
}

const results = {};
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
console.log(`runner: cgroup v${info.cgroup}, ${info.slots} slots, ${info.ncpu} CPUs, unsafe=${info.unsafe}; load average ${load()}`);
results.loadBefore = load();
results.staticTrue = await compare('static true', N, 50, trueReq, [path.join(bin, 'true')]);
results.staticTrueSplitMedianUs = {
  clientToRunner: median(split.toRunner),
  runnerOutsideBox: median(split.runnerBefore),
  boxWall: median(split.box),
  runnerToClient: median(split.fromRunner),
};
console.log(`  split (medians, µs): client->runner ${results.staticTrueSplitMedianUs.clientToRunner}, runner work outside the box ${results.staticTrueSplitMedianUs.runnerOutsideBox}, box wall ${results.staticTrueSplitMedianUs.boxWall}, runner->client ${results.staticTrueSplitMedianUs.runnerToClient}`);
results.python = await compare('python3 hello', quick ? 30 : 100, 5, pyReq, ['/usr/bin/python3', path.join(box, 'hello.py')]);
results.java = await compare('java hello', quick ? 10 : 30, 2, javaReq, [`${JAVA_HOME}/bin/java`, ...jvmFlags(mem), '-cp', box, 'Main']);
results.loadAfter = load();

// CPU accuracy: programs that burn a known amount of their own CPU time
// the wall limit is set well above the CPU limit: these checks are about CPU verdicts, and on a
// loaded host the default (2 x CPU + 1 s) can fire for a program that is merely waiting for a core
const busyReq = (ms, limit) => ({ profile: 'static', path: '/prog/busy', args: [String(ms)], workDir: box, cpuMs: limit, wallMs: limit * 20 + 5000, memoryKb: 64 * 1024, binds: [{ src: path.join(bin, 'busy'), dst: '/prog/busy' }] });
const acc2 = [];
for (const ms of [100, 500, 1000]) {
  const errs = [];
  for (let i = 0; i < (quick ? 5 : 10); i++) {
    const r = await sb.run(busyReq(ms, ms * 3));
    errs.push((r.raw.cpuUs / 1000 - ms) / ms);
  }
  const worst = Math.max(...errs.map(Math.abs));
  acc2.push({ trueMs: ms, medianErrorPct: median(errs) * 100, worstErrorPct: worst * 100 });
  console.log(`cpu accuracy ${String(ms).padStart(5)} ms: median error ${(median(errs) * 100).toFixed(2)} %, worst ${(worst * 100).toFixed(2)} %`);
}
results.cpuAccuracy = acc2;

// verdict stability: 100 repeats at 0.6x and 1.5x the limit
const limit = 200;
const repeats = quick ? 20 : 100;
const verdicts = { low: {}, high: {}, odd: [] };
const overshoot = [];
for (let i = 0; i < repeats; i++) {
  const lo = await sb.run(busyReq(limit * 0.6, limit));
  const hi = await sb.run(busyReq(limit * 1.5, limit));
  verdicts.low[lo.status] = (verdicts.low[lo.status] ?? 0) + 1;
  verdicts.high[hi.status] = (verdicts.high[hi.status] ?? 0) + 1;
  if (lo.status !== 'OK') verdicts.odd.push({ run: '0.6x', status: lo.status, cpuMs: lo.cpuMs, wallMs: lo.wallMs, raw: lo.raw });
  overshoot.push(hi.cpuMs - limit);
  if (hi.status !== 'TLE') verdicts.odd.push({ run: '1.5x', status: hi.status, cpuMs: hi.cpuMs, wallMs: hi.wallMs, raw: hi.raw });
}
for (const o of verdicts.odd) console.log('unexpected verdict:', JSON.stringify(o));
console.log(`verdicts over ${repeats} repeats, limit ${limit} ms: 0.6x -> ${JSON.stringify(verdicts.low)}, 1.5x -> ${JSON.stringify(verdicts.high)}`);
console.log(`CPU-limit kill: reported CPU of the 1.5x runs exceeds the limit by median ${median(overshoot).toFixed(1)} ms, max ${Math.max(...overshoot).toFixed(1)} ms`);
results.verdicts = { limitMs: limit, repeats, ...verdicts, killOvershootMedianMs: median(overshoot), killOvershootMaxMs: Math.max(...overshoot) };
await sb.close();
rmSync(work, { recursive: true, force: true });
const outFile = path.join(here, 'results.json');
writeFileSync(outFile, JSON.stringify({ date: new Date().toISOString(), quick, ...results }, null, 2) + '\n');
console.log(`written ${path.relative(root, outFile)}`);
