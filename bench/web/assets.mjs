// The server's answer to the built web app's hashed assets: the built server (SQLite, a fresh data
// directory) serving packages/web/dist, asked for 60 of its JavaScript files one after the other
// (ms per file) and all at once (ms for the 60), as a browser's cold load asks for a page's chunks.
// With "gzip" the client (Node's fetch) also inflates each answer, so those figures include that
// work; "identity" is the server's share alone. The site's configuration call is timed beside them
// as a yardstick of one small API answer.
// Run from the repository root after `node scripts/build.mjs`: node bench/web/assets.mjs
import { readdirSync } from 'node:fs';
import { startServer } from './browser-load.mjs';
import { WEB_DIST } from './sizes.mjs';

const { base, stop } = await startServer(18231);
const files = readdirSync(`${WEB_DIST}/assets`)
  .filter((f) => f.endsWith('.js'))
  .sort()
  .slice(0, 60);
const get = async (url, encoding) =>
  (await fetch(`${base}${url}`, { headers: { 'accept-encoding': encoding } })).arrayBuffer();

for (const encoding of ['gzip, deflate', 'identity']) {
  for (const f of files.slice(0, 10)) await get(`/assets/${f}`, encoding); // warm up
  let t = performance.now();
  for (const f of files) await get(`/assets/${f}`, encoding);
  const sequential = (performance.now() - t) / files.length;
  t = performance.now();
  await Promise.all(files.map((f) => get(`/assets/${f}`, encoding)));
  const parallel = performance.now() - t;
  t = performance.now();
  for (let i = 0; i < 60; i++) await get('/api/get-website-config', encoding);
  const config = (performance.now() - t) / 60;
  console.log(
    `${encoding.padEnd(13)} one after the other ${sequential.toFixed(2)} ms a file; ` +
      `${files.length} at once ${parallel.toFixed(0)} ms; get-website-config ${config.toFixed(2)} ms`,
  );
}
stop();
process.exit(0);
