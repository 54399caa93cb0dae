// Two builds of the web app timed turn about in one browser: cold and warm load-to-content of the
// main pages, as bench/web/load.mjs measures them, alternating A and B load by load (the order
// flips every round) so that the machine's drift weighs on both alike.
// Run from the repository root after `node scripts/build.mjs`:
//   node bench/web/turnabout.mjs <distA> <distB> [rounds=9]
// (a dist is a `vite build` output directory, e.g. packages/web/dist and another commit's build).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const [distA, distB] = process.argv.slice(2, 4);
const ROUNDS = Number(process.argv[4] ?? 9);
if (!distA || !distB) throw new Error('usage: node bench/web/turnabout.mjs <distA> <distB> [rounds]');
const builds = [
  { name: 'A', dist: path.resolve(distA), port: 18211 },
  { name: 'B', dist: path.resolve(distB), port: 18212 },
];
const PAGES = [
  { route: '/login', url: '/login?l=en-US', ready: '[data-testid="login-panel"] form' },
  { route: '/problem', url: '/problem?l=en-US', ready: '[data-testid="problem-list"] tbody tr.ant-table-row' },
  { route: '/problem/:id', url: '/problem/P1000?l=en-US', ready: '[data-testid="problem-statement"] .katex' },
  { route: '/status', url: '/status?l=en-US', ready: '[data-testid="submission-list"] .ant-table' },
];

const servers = builds.map((b) =>
  spawn('node', ['packages/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(b.port),
      HOST: '127.0.0.1',
      WEB_DIST: b.dist,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-web-')),
      ROOT_PASSWORD: 'BenchPass123',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: 'ignore',
  }),
);
process.on('exit', () => servers.forEach((s) => s.kill('SIGTERM')));
for (const b of builds)
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${b.port}/api/get-website-config`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
});

/** One cold then one warm load of a page from a build (ms to content), as load.mjs does them. */
async function loadTimes(b, p) {
  const base = `http://127.0.0.1:${b.port}`;
  const ctx = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.goto(`${base}/favicon.svg`);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let t = Date.now();
  await page.goto(base + p.url, { waitUntil: 'commit' });
  await page.waitForSelector(p.ready, { timeout: 30_000 });
  const cold = Date.now() - t;
  await page.waitForLoadState('networkidle');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await page.goto(base + p.url);
  await page.waitForSelector(p.ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  t = Date.now();
  await page.goto(base + p.url, { waitUntil: 'commit' });
  await page.waitForSelector(p.ready, { timeout: 30_000 });
  const warm = Date.now() - t;
  await ctx.close();
  return { cold, warm };
}

const times = {};
for (let r = 0; r < ROUNDS; r++)
  for (const p of PAGES)
    for (const b of r % 2 ? [...builds].reverse() : builds) {
      const { cold, warm } = await loadTimes(b, p);
      const k = `${p.route} ${b.name}`;
      (times[k] ??= { cold: [], warm: [] }).cold.push(cold);
      times[k].warm.push(warm);
    }
await browser.close();

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`A = ${builds[0].dist}\nB = ${builds[1].dist}\nmedian of ${ROUNDS}, ms to content`);
for (const p of PAGES) {
  const [a, b] = builds.map((x) => times[`${p.route} ${x.name}`]);
  const pct = (x, y) => `${Math.round((100 * (median(y) - median(x))) / median(x))} %`;
  console.log(
    `${p.route.padEnd(14)} cold ${median(a.cold)} → ${median(b.cold)} (${pct(a.cold, b.cold)})  ` +
      `warm ${median(a.warm)} → ${median(b.warm)} (${pct(a.warm, b.warm)})`,
  );
}
process.exit(0);
