// Submit → verdict on screen: C++ A+B submitted from the problem page (P1000) in Chromium, timed
// from the Submit click to the verdict's tag on screen, with when the submit call and the status
// stream's last bytes arrived. Root submits (the server's first start creates it); the site's
// minimum interval between a user's submissions is waited out between runs. The first run after
// the server starts includes the compiler's cold start. Then the online test: Run → result on screen.
// Run from the repository root after `node scripts/build.mjs`: node bench/web/verdict.mjs [runs=5]
import { launchBrowser, median, startServer } from './browser-load.mjs';

const RUNS = Number(process.argv[2] ?? 5);
const SUBMIT_INTERVAL_MS = 9_000;
const AB_CPP =
  '#include <cstdio>\nint main() {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n';

const { base, stop } = await startServer(18221);
const login = await fetch(`${base}/api/login`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ username: 'root', password: 'BenchPass123' }),
});
const token = login.headers.get('authorization');
const user = (await login.json()).data;

const browser = await launchBrowser();
const ctx = await browser.newContext({ viewport: { width: 1400, height: 900 } });
await ctx.addInitScript(
  ([t, u]) => {
    localStorage.setItem('token', t);
    localStorage.setItem('userInfo', JSON.stringify(u));
  },
  [token, user],
);
const page = await ctx.newPage();
await page.goto(`${base}/problem/P1000?l=en-US`);
await page.waitForSelector('.cm-content');
await page.getByTestId('editor-language').click();
await page.keyboard.type('C++');
await page.keyboard.press('Enter');
await page.waitForTimeout(500);

const cdp = await ctx.newCDPSession(page);
await cdp.send('Network.enable');
const watched = new Map();
let started = 0;
let marks = {};
cdp.on('Network.requestWillBeSent', (e) => {
  if (/submit-problem-judge|submission-status-stream/.test(e.request.url))
    watched.set(e.requestId, e.request.url.includes('stream') ? 'stream' : 'submit');
});
// The page closes the stream itself once it has the verdict (a failed load to the browser).
const ended = (e) => {
  if (watched.has(e.requestId) && started) marks[`${watched.get(e.requestId)}Done`] = Date.now() - started;
};
cdp.on('Network.loadingFinished', ended);
cdp.on('Network.loadingFailed', ended);

const rows = [];
for (let i = 0; i < RUNS; i++) {
  await page.locator('.cm-content').click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(`${AB_CPP}// run ${i}\n`);
  const before = (await page.getByTestId('submit-status-area').getAttribute('data-submit-id')) ?? '';
  marks = {};
  started = Date.now();
  await page.getByTestId('submit-code').click();
  await page.waitForFunction(
    (previous) => {
      const area = document.querySelector('[data-testid="submit-status-area"]');
      const id = area?.getAttribute('data-submit-id');
      const tag = area?.querySelector('[data-testid="status-tag"]');
      return id && id !== previous && tag && Number(tag.getAttribute('data-status')) < 5;
    },
    before,
    { polling: 10, timeout: 60_000 },
  );
  const row = { onScreen: Date.now() - started, ...marks };
  rows.push(row);
  console.log(`run ${i + 1}: ${JSON.stringify(row)}`);
  await page.waitForTimeout(SUBMIT_INTERVAL_MS);
}
const warm = rows.slice(1).map((r) => r.onScreen);
if (warm.length) console.log(`after the first: median ${median(warm)} ms to the verdict on screen`);

// Online test: Run click → the result on screen (the trivial A+B), pushed by the test-run
// stream; a poll of get-test-judge-result would be counted in `polls`.
let polls = 0;
page.on('request', (r) => {
  if (r.url().includes('/api/get-test-judge-result')) polls++;
});
await page.getByTestId('online-test').click();
const runs = [];
for (let i = 0; i < RUNS; i++) {
  // A new input each run, so that the previous run's output on screen is never taken for this one's.
  await page.getByTestId('test-input').fill(`${i + 100} 1`);
  const t = Date.now();
  await page.getByTestId('test-run').click();
  await page.waitForFunction(
    (want) => document.querySelector('[data-testid="test-output"]')?.textContent === want,
    `${i + 101}\n`,
    { polling: 10, timeout: 60_000 },
  );
  runs.push(Date.now() - t);
  console.log(`online test ${i + 1}: ${runs[i]} ms`);
  await page.waitForTimeout(SUBMIT_INTERVAL_MS); // test runs keep the same interval as submissions
}
console.log(`online test: median ${median(runs)} ms to the result on screen; ${polls} polls`);
await browser.close();
stop();
process.exit(0);
