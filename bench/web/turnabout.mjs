// Two builds of the web app timed turn about in one browser: cold and warm load-to-content of the
// main pages, as bench/web/load.mjs measures them, alternating A and B load by load (the order
// flips every round) so that the machine's drift weighs on both alike.
// Run from the repository root after `node scripts/build.mjs`:
//   node bench/web/turnabout.mjs <distA> <distB> [rounds=9]
// (a dist is a `vite build` output directory, e.g. packages/web/dist and another commit's build).
import { PAGES, coldAndWarm, launchBrowser, median, startServer } from './browser-load.mjs';

const [distA, distB] = process.argv.slice(2, 4);
const ROUNDS = Number(process.argv[4] ?? 9);
if (!distA || !distB) throw new Error('usage: node bench/web/turnabout.mjs <distA> <distB> [rounds]');
const builds = [
  { name: 'A', dist: distA, ...(await startServer(18211, distA)) },
  { name: 'B', dist: distB, ...(await startServer(18212, distB)) },
];
const browser = await launchBrowser();
const times = {};
for (let r = 0; r < ROUNDS; r++)
  for (const p of PAGES)
    for (const b of r % 2 ? [...builds].reverse() : builds) {
      const { cold, warm } = await coldAndWarm(browser, b.base, p);
      const k = `${p.route} ${b.name}`;
      (times[k] ??= { cold: [], warm: [] }).cold.push(cold);
      times[k].warm.push(warm);
    }
await browser.close();

console.log(`A = ${distA}\nB = ${distB}\nmedian of ${ROUNDS}, ms to content`);
const pct = (a, b) => `${Math.round((100 * (median(b) - median(a))) / median(a))} %`;
for (const p of PAGES) {
  const [a, b] = builds.map((x) => times[`${p.route} ${x.name}`]);
  console.log(
    `${p.route.padEnd(14)} cold ${median(a.cold)} → ${median(b.cold)} (${pct(a.cold, b.cold)})  ` +
      `warm ${median(a.warm)} → ${median(b.warm)} (${pct(a.warm, b.warm)})`,
  );
}
process.exit(0);
