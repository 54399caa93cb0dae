// Cold and warm load-to-content of the main pages in Chromium (/usr/bin/chromium via
// playwright-core) against the real server serving the built SPA (precompressed assets), on a
// fresh data directory. Cold = the page loaded with the browser's cache disabled, in a context
// whose renderer is already up; warm = the same page loaded again with the cache on (hashed assets
// from the cache). "Content" = the page's data on screen.
// Also sums the JavaScript bytes each cold load transferred (as sent: brotli).
// Run from the repository root after `node scripts/build.mjs`: node bench/web/load.mjs [runs=5] [out]
// (out: where the results go, default bench/web/results.json; WEB_DIST=<dir> serves another build
// of the web app, e.g. an older commit's, for a side-by-side comparison on the same machine).
import { spawn } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

const RUNS = Number(process.argv[2] ?? 5);
const PORT = 18201;
const BASE = `http://127.0.0.1:${PORT}`;
const PAGES = [
  { route: '/login', url: '/login?l=en-US', ready: '[data-testid="login-panel"] form' },
  {
    route: '/problem',
    url: '/problem?l=en-US',
    ready: '[data-testid="problem-list"] tbody tr.ant-table-row',
  },
  { route: '/problem/:id', url: '/problem/P1000?l=en-US', ready: '[data-testid="problem-statement"] .katex' },
  { route: '/status', url: '/status?l=en-US', ready: '[data-testid="submission-list"] .ant-table' },
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-web-'));
const server = spawn('node', ['packages/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ROOT_PASSWORD: 'BenchPass123',
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
  },
  stdio: 'ignore',
});
const stop = () => server.kill('SIGTERM');
process.on('exit', stop);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${BASE}/api/get-website-config`)).ok) break;
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
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
for (const p of PAGES) {
  const cold = [];
  const warm = [];
  const jsKb = [];
  for (let r = 0; r < RUNS; r++) {
    // One context per run, its renderer started on a small file of the site first: a cold load is
    // then the page's own (empty cache, no renderer start-up, ~300 ms on this VM, counted in).
    const ctx = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
    const page = await ctx.newPage();
    const cdp = await ctx.newCDPSession(page);
    await page.goto(`${BASE}/favicon.svg`);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    const js = [];
    const onScript = (req) => {
      if (req.resourceType() === 'script')
        js.push(req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
    };
    page.on('requestfinished', onScript);
    let t = Date.now();
    await page.goto(BASE + p.url, { waitUntil: 'commit' });
    await page.waitForSelector(p.ready, { timeout: 30_000 });
    cold.push(Date.now() - t);
    await page.waitForLoadState('networkidle');
    page.off('requestfinished', onScript);
    jsKb.push((await Promise.all(js)).reduce((a, b) => a + b, 0) / 1000);
    // warm: the cache on, filled by one load, then the load measured
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await page.goto(BASE + p.url);
    await page.waitForSelector(p.ready, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    t = Date.now();
    await page.goto(BASE + p.url, { waitUntil: 'commit' });
    await page.waitForSelector(p.ready, { timeout: 30_000 });
    warm.push(Date.now() - t);
    await ctx.close();
  }
  results[p.route] = {
    coldMs: median(cold),
    warmMs: median(warm),
    jsTransferredKb: Math.round(median(jsKb)),
  };
  console.log(
    `${p.route.padEnd(14)} cold ${String(median(cold)).padStart(5)} ms  warm ${String(median(warm)).padStart(5)} ms  JS sent ${Math.round(median(jsKb))} kB`,
  );
}
await browser.close();
stop();
writeFileSync(
  process.argv[3] ?? path.join(path.dirname(new URL(import.meta.url).pathname), 'results.json'),
  JSON.stringify(
    { runs: RUNS, at: new Date().toISOString(), webDist: process.env.WEB_DIST, results },
    null,
    2,
  ) + '\n',
);
process.exit(0);
