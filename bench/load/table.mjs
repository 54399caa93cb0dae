// Markdown table of a load run's results (bench/load/run.mjs --out FILE):
//   node bench/load/table.mjs bench/load/results-sqlite-1m.json
// One row per call; per rate "achieved req/s · p50 / p99 ms · errors" (errors = socket errors and
// timeouts + non-2xx answers; "—" where the call was not driven at that rate because p99 had passed
// 1 s below it), and the server's CPU per request (lowest over the rates) where the run started it.
import fs from 'node:fs';

const r = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const rates = [...new Set(Object.values(r.calls).flatMap((rows) => rows.map((x) => x.rate)))].sort(
  (a, b) => a - b,
);
const withCpu = Object.values(r.calls).some((rows) => rows.some((x) => x.cpuMsPerRequest != null));
const head = [
  'call',
  ...rates.map((x) => `${x}/s: got · p50 / p99 · err`),
  ...(withCpu ? ['CPU ms/req'] : []),
];
const lines = [`| ${head.join(' | ')} |`, `| ${head.map((_, i) => (i ? '---:' : '---')).join(' | ')} |`];
for (const [name, rows] of Object.entries(r.calls)) {
  const cells = rates.map((rate) => {
    const x = rows.find((y) => y.rate === rate);
    return x ? `${Math.round(x.achieved)} · ${x.p50} / ${x.p99} · ${x.errors + x.non2xx}` : '—';
  });
  const cpu = Math.min(...rows.map((x) => x.cpuMsPerRequest ?? Infinity));
  lines.push(
    `| ${[name, ...cells, ...(withCpu ? [Number.isFinite(cpu) ? cpu.toFixed(2) : ''] : [])].join(' | ')} |`,
  );
}
console.log(
  `${r.when} · ${r.target} · ${r.seed.db}${r.seed.schema ? ` (${r.seed.schema})` : ''} · ${r.seed.counts.submissions} submissions · ${r.durationS} s per step · load ${r.loadAtStart} → ${r.loadAtEnd}\n`,
);
console.log(lines.join('\n'));
