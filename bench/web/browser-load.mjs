// What bench/web/load.mjs and turnabout.mjs share: the pages, a server on a fresh data directory,
// Debian's Chromium, and one cold plus one warm load of a page timed to its content.
// Cold = the page loaded with the browser's cache disabled, in a context whose renderer is already
// up; warm = the same page loaded again with the cache on (hashed assets from the cache).
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';

/** The pages timed, each with the selector that says its data is on screen. */
export const PAGES = [
  { route: '/login', url: '/login?l=en-US', ready: '[data-testid="login-panel"] form' },
  {
    route: '/problem',
    url: '/problem?l=en-US',
    ready: '[data-testid="problem-list"] tbody tr.ant-table-row',
  },
  { route: '/problem/:id', url: '/problem/P1000?l=en-US', ready: '[data-testid="problem-statement"] .katex' },
  { route: '/status', url: '/status?l=en-US', ready: '[data-testid="submission-list"] .ant-table' },
];

export const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * The built server (SQLite, a fresh data directory) on a port, serving `webDist` or the default
 * build; resolves once it answers, with its base URL and a stop function (also called on exit).
 */
export async function startServer(port, webDist) {
  const server = spawn('node', ['packages/server/dist/main.js'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      ...(webDist ? { WEB_DIST: path.resolve(webDist) } : {}),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bench-web-')),
      ROOT_PASSWORD: 'BenchPass123',
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: 'ignore',
  });
  const stop = () => server.kill('SIGTERM');
  process.on('exit', stop);
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/api/get-website-config`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 600) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return { base, stop };
}

export const launchBrowser = () =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });

/**
 * One cold then one warm load of a page (ms from navigation to content), in a context of its own
 * whose renderer is started on a small file of the site first (so its ~300 ms start-up is not
 * counted); also the JavaScript bytes the cold load received (as sent), lazy chunks included.
 */
export async function coldAndWarm(browser, base, p) {
  const ctx = await browser.newContext({ locale: 'en-US', viewport: { width: 1400, height: 900 } });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await page.goto(`${base}/favicon.svg`);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const js = [];
  const onScript = (req) => {
    if (req.resourceType() === 'script')
      js.push(req.sizes().then((s) => s.responseBodySize + s.responseHeadersSize));
  };
  page.on('requestfinished', onScript);
  let t = Date.now();
  await page.goto(base + p.url, { waitUntil: 'commit' });
  await page.waitForSelector(p.ready, { timeout: 30_000 });
  const cold = Date.now() - t;
  await page.waitForLoadState('networkidle');
  page.off('requestfinished', onScript);
  const jsKb = (await Promise.all(js)).reduce((a, b) => a + b, 0) / 1000;
  // warm: the cache on, filled by one load, then the load measured
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
  await page.goto(base + p.url);
  await page.waitForSelector(p.ready, { timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  t = Date.now();
  await page.goto(base + p.url, { waitUntil: 'commit' });
  await page.waitForSelector(p.ready, { timeout: 30_000 });
  const warm = Date.now() - t;
  await ctx.close();
  return { cold, warm, jsKb };
}
