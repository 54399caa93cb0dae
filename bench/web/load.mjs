// Cold and warm load-to-content of the main pages in Chromium (/usr/bin/chromium via
// playwright-core) against the real server serving the built SPA (precompressed assets), on a
// fresh data directory (browser-load.mjs says what cold and warm are). "Content" = the page's data
// on screen. Also sums the JavaScript bytes each cold load transferred (as sent).
// Run from the repository root after `node scripts/build.mjs`: node bench/web/load.mjs [runs=5] [out]
// (out: where the results go, default bench/web/results.json; WEB_DIST=<dir> serves another build
// of the web app; turnabout.mjs compares two builds load by load).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PAGES, coldAndWarm, launchBrowser, median, startServer } from './browser-load.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const { base, stop } = await startServer(18201, process.env.WEB_DIST);
const browser = await launchBrowser();
const results = {};
for (const p of PAGES) {
  const runs = [];
  for (let r = 0; r < RUNS; r++) runs.push(await coldAndWarm(browser, base, p));
  const cold = median(runs.map((x) => x.cold));
  const warm = median(runs.map((x) => x.warm));
  const jsKb = Math.round(median(runs.map((x) => x.jsKb)));
  results[p.route] = { coldMs: cold, warmMs: warm, jsTransferredKb: jsKb };
  console.log(
    `${p.route.padEnd(14)} cold ${String(cold).padStart(5)} ms  warm ${String(warm).padStart(5)} ms  JS sent ${jsKb} kB`,
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
