// Load benchmark (issue 24 Deliver 2): the main read calls at rising fixed request rates, with
// autocannon beside the server on this machine. Seed first (bench/load/seed.ts), build
// (`node scripts/build.mjs`), then from the repository root:
//   node bench/load/run.mjs --seed /tmp/load-1m/load-seed.json [--rates 100,250,500,1000]
//        [--duration 10] [--calls submission-list,unread] [--out bench/load/results-sqlite-1m.json]
//        [--driver paced|autocannon] [--url http://127.0.0.1:18500]   (an already running server, e.g. the cluster's proxy;
//                                          without it the built server is started on the seed's data)
// Each call at each rate: the open-loop paced driver (paced.mjs: request i due at start + i / rate,
// latency from its due time), or with `--driver autocannon` autocannon's `overallRate` (bursty: see
// paced.mjs), after a 2 s warm-up at the lowest rate. A call whose p99 passes 1 s is not driven at the higher rates. The started
// server's CPU time per request (/proc) is reported beside, as the machine is shared.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { loadCalls } from './calls.mjs';
import { paced } from './paced.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : def;
};
const seed = JSON.parse(fs.readFileSync(opt('seed'), 'utf8'));
const RATES = opt('rates', '100,250,500,1000').split(',').map(Number);
const DURATION = Number(opt('duration', '10'));
const ONLY = opt('calls', '') ? new Set(opt('calls').split(',')) : null;
const OUT = opt('out');
const PORT = Number(opt('port', '18591'));
const log = (...xs) => console.log(`[${new Date().toISOString().slice(11, 19)}]`, ...xs);
const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');

// ---- the server -------------------------------------------------------------------------------------
let server = null;
let base = opt('url');
if (!base) {
  base = `http://127.0.0.1:${PORT}`;
  const env = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: seed.dataDir,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    ROOT_PASSWORD: seed.rootPassword,
    ...(seed.schema
      ? {
          DATABASE_URL: process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test',
          DATABASE_SCHEMA: seed.schema,
        }
      : {}),
  };
  server = spawn(process.execPath, ['packages/server/dist/main.js'], {
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 300) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}
const stop = () => server?.kill('SIGTERM');
process.on('exit', stop);

async function login(username, password) {
  const r = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  const token = r.headers.get('authorization');
  if (!r.ok || !token) throw new Error(`login ${username}: ${r.status} ${await r.text()}`);
  return token;
}
const token = await login(seed.user.username, seed.user.password);

const calls = loadCalls(seed);

/** The started server's CPU time (user + system) in ms, from /proc (null for a server started elsewhere). */
function serverCpuMs() {
  if (!server?.pid) return null;
  const fields = fs.readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, clock ticks of 10 ms
}

const DRIVER = opt('driver', 'paced');
const requestOf = (call) => ({
  url: base + call.path,
  method: call.method,
  headers: {
    'content-type': 'application/json',
    'accept-language': 'en-US',
    ...(call.auth ? { authorization: token } : {}),
  },
  ...(call.body ? { body: call.body } : {}),
});

/** One step with autocannon's `overallRate` (bursts at the top of each second: see paced.mjs). */
async function autocannonStep(call, rate, duration) {
  const r = await autocannon({
    ...requestOf(call),
    connections: Math.max(10, Math.ceil(rate / 10)),
    overallRate: rate,
    duration,
    timeout: 5,
  });
  return {
    achieved: +(r.requests.total / duration).toFixed(1),
    requests: r.requests.total,
    p50: r.latency.p50,
    p90: r.latency.p90,
    p99: r.latency.p99,
    max: r.latency.max,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
  };
}

async function drive(call, rate, duration) {
  const cpu0 = serverCpuMs();
  const r =
    DRIVER === 'autocannon'
      ? await autocannonStep(call, rate, duration)
      : await paced({ ...requestOf(call), rate, duration, timeout: 5 });
  return {
    rate,
    ...r,
    // The server's own CPU per request: what a request costs whatever else the machine runs.
    cpuMsPerRequest:
      cpu0 === null ? null : +((serverCpuMs() - cpu0) / Math.max(1, r.requests)).toFixed(2),
    load: load(),
  };
}

const results = {
  when: new Date().toISOString(),
  target: base,
  seed: { db: seed.db, schema: seed.schema, counts: seed.counts },
  machine: `${os.cpus().length} cores ${os.cpus()[0].model}`,
  loadAtStart: load(),
  durationS: DURATION,
  driver: DRIVER,
  calls: {},
};
for (const [name, call] of Object.entries(calls)) {
  if (ONLY && !ONLY.has(name)) continue;
  // A first request: it must succeed (a wrong path or a refused call would measure nothing).
  const first = await fetch(base + call.path, {
    method: call.method,
    headers: { 'content-type': 'application/json', ...(call.auth ? { authorization: token } : {}) },
    ...(call.body ? { body: call.body } : {}),
  });
  if (!first.ok) throw new Error(`${name}: ${first.status} ${(await first.text()).slice(0, 300)}`);
  await drive(call, RATES[0], 2);
  const rows = [];
  for (const rate of RATES) {
    const row = await drive(call, rate, DURATION);
    rows.push(row);
    log(
      `${name.padEnd(28)} ${String(rate).padStart(5)}/s: achieved ${row.achieved}, p50 ${row.p50} ms, p99 ${row.p99} ms, errors ${row.errors}, non-2xx ${row.non2xx}, timeouts ${row.timeouts}, server CPU ${row.cpuMsPerRequest} ms/request (load ${row.load})`,
    );
    if (row.p99 > 1000) break;
  }
  results.calls[name] = rows;
}
results.loadAtEnd = load();
if (OUT) {
  fs.mkdirSync(path.dirname(OUT), { recursive: true });
  fs.writeFileSync(OUT, JSON.stringify(results, null, 2) + '\n');
  log(`wrote ${OUT}`);
}
stop();
process.exit(0);
