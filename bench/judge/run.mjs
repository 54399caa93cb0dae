// Judge benchmark: submit → final verdict latency for C++ and Python A+B (10 cases), and the
// throughput of a burst of 200 C++ submissions beside its compile-bound limit
// (compile time × count ÷ cores). Real app (SQLite in a temp dir), real HTTP, embedded judge with
// the real sandbox (run as root). Run after `npm run build`:
//   node bench/judge/run.mjs [--latency N] [--burst N]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../packages/server/dist/config.js';
import { buildApp } from '../../packages/server/dist/app.js';
import {
  activeCases,
  findProblemByDisplayId,
} from '../../packages/server/dist/modules/problem/repo.js';
import { judgeProblemOf } from '../../packages/server/dist/judging/task-builder.js';

const arg = (name, dflt) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : dflt;
};
const LAT_N = arg('latency', 30);
const BURST_N = arg('burst', 200);
const cores = os.availableParallelism();

const CPP =
  '#include <bits/stdc++.h>\nusing namespace std;\nint main(){long long a,b;cin>>a>>b;cout<<a+b<<endl;}\n';
const PY = 'a, b = map(int, input().split())\nprint(a + b)\n';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-bench-'));
const config = loadConfig({
  DATA_DIR: dir,
  LOG_LEVEL: 'silent',
  ROOT_PASSWORD: 'BenchPass1',
  RATE_LIMIT_MAX: '1000000',
  JUDGE_VERIFY_LANGUAGES: '0',
  JUDGE_CACHE_DIR: process.env.JUDGE_CACHE_DIR ?? path.join(os.tmpdir(), 'judge-bench-cache'),
  ...(process.env.JUDGE_CONCURRENCY ? { JUDGE_CONCURRENCY: process.env.JUDGE_CONCURRENCY } : {}),
  ...(process.env.JUDGE_TASKS ? { JUDGE_TASKS: process.env.JUDGE_TASKS } : {}),
});
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const base = `http://127.0.0.1:${app.server.address().port}`;
await app.ctx.siteConfig.setSwitches({ defaultSubmitInterval: 0 });

const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'root', password: 'BenchPass1' }),
});
const token = login.headers.get('authorization');

// Per-submission timestamps from the judge's own events (no client polling delay).
const marks = new Map();
const mark = (id) => marks.get(id) ?? marks.set(id, {}).get(id);
app.ctx.judge.events.on('update', ({ submitId, status }) => {
  const m = mark(submitId);
  if (status === 6) m.compiling ??= performance.now();
  if (status === 7) m.judging ??= performance.now();
});
const waiters = new Map();
app.ctx.judge.events.on('finished', ({ submitId, status }) => {
  const m = mark(submitId);
  m.done = performance.now();
  m.status = status;
  waiters.get(submitId)?.();
});

async function submit(language, code) {
  const t0 = performance.now();
  const res = await fetch(`${base}/api/submit-problem-judge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ pid: 'P1000', language, code, cid: 0 }),
  });
  const body = await res.json();
  const answered = performance.now();
  if (body.status !== 200) throw new Error(JSON.stringify(body));
  const id = body.data.submitId;
  const m = mark(id);
  m.start = t0;
  m.answered = answered;
  const done = m.done ? Promise.resolve() : new Promise((r) => waiters.set(id, r));
  return { id, done };
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)];
};
const ms = (x) => `${(x * 1).toFixed(0)} ms`;

async function latency(language, code) {
  for (let i = 0; i < 2; i++) await (await submit(language, code)).done; // warm-up (PCH, caches)
  const total = [];
  const compile = [];
  const intake = [];
  const runs = [];
  for (let i = 0; i < LAT_N; i++) {
    const s = await submit(language, code);
    await s.done;
    const m = marks.get(s.id);
    if (m.status !== 0) throw new Error(`${language}: status ${m.status}`);
    total.push(m.done - m.start);
    compile.push(m.judging - m.compiling);
    intake.push(m.answered - m.start);
    runs.push(m.done - m.judging);
  }
  console.log(
    `  ${language} phases (medians): HTTP answer ${ms(pct(intake, 50))}, compile ${ms(pct(compile, 50))}, 10 runs + verdict ${ms(pct(runs, 50))}`,
  );
  return { total, compile };
}

console.log(
  `judge bench: ${cores} cores (${os.cpus()[0].model}), load ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}, Node ${process.version}`,
);
const j = await app.ctx.judge.judge();
console.log(
  `runner ${j.runner.name}, judge slots ${j.describe().concurrency}, submissions at once (JUDGE_TASKS) ${config.judge.tasks}`,
);

const cpp = await latency('C++ With O2', CPP);
console.log(
  `C++ With O2 A+B, 10 cases: submit→verdict median ${ms(pct(cpp.total, 50))}, p95 ${ms(pct(cpp.total, 95))} (compile median ${ms(pct(cpp.compile, 50))}, n=${LAT_N})`,
);
const py = await latency('Python3', PY);
console.log(
  `Python3 A+B, 10 cases:     submit→verdict median ${ms(pct(py.total, 50))}, p95 ${ms(pct(py.total, 95))} (n=${LAT_N})`,
);

// The judge alone (no HTTP, no database), interleaved C++ / Python on the same problem: what the
// server adds is the difference from the lines above.
{
  const { db } = app.ctx.database;
  const p = await findProblemByDisplayId(db, 'P1000');
  const problem = await judgeProblemOf(p, await activeCases(db, p.id), 'path', app.ctx.judge.blobs);
  const direct = { 'C++ With O2': [], Python3: [] };
  for (let i = 0; i < LAT_N; i++)
    for (const [language, code] of [
      ['C++ With O2', CPP],
      ['Python3', PY],
    ]) {
      const t = performance.now();
      const r = await j.judge({ language, code, problem });
      if (r.status !== 0) throw new Error(`direct ${language}: ${r.status}`);
      direct[language].push(performance.now() - t);
    }
  for (const [language, xs] of Object.entries(direct))
    console.log(
      `judge.judge() alone, ${language}: median ${ms(pct(xs, 50))}, p95 ${ms(pct(xs, 95))} (n=${LAT_N})`,
    );
}

const compileS = pct(cpp.compile, 50) / 1000;
if (BURST_N > 0) {
  const t0 = performance.now();
  const burst = await Promise.all(Array.from({ length: BURST_N }, () => submit('C++ With O2', CPP)));
  await Promise.all(burst.map((s) => s.done));
  const elapsed = (performance.now() - t0) / 1000;
  const bad = burst.filter((s) => marks.get(s.id).status !== 0).length;
  // Where a burst submission's time goes: its compile and its runs as the judge saw them.
  const bm = burst.map((s) => marks.get(s.id));
  console.log(
    `  burst phases (medians): compile ${ms(
      pct(
        bm.map((m) => m.judging - m.compiling),
        50,
      ),
    )}, 10 runs + verdict ${ms(
      pct(
        bm.map((m) => m.done - m.judging),
        50,
      ),
    )}, first compile after ${ms(Math.min(...bm.map((m) => m.compiling)) - t0)}`,
  );
  const limitS = (compileS * BURST_N) / cores;
  console.log(
    `burst of ${BURST_N} C++ With O2: ${elapsed.toFixed(1)} s = ${(BURST_N / elapsed).toFixed(2)} submissions/s` +
      ` | compile-bound limit ${compileS.toFixed(3)} s × ${BURST_N} ÷ ${cores} = ${limitS.toFixed(1)} s = ${(BURST_N / limitS).toFixed(2)} submissions/s` +
      ` | ${((limitS / elapsed) * 100).toFixed(0)} % of the limit${bad ? ` | ${bad} not Accepted!` : ''}`,
  );
}
console.log(
  `load after: ${os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`,
);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
process.exit(0);
