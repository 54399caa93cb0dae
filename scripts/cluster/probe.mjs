// Small network probes for scripts/cluster.sh (node: built-ins only, so it runs before any build):
//   node probe.mjs tcp <url>                 exit 0 when the URL's host:port accepts a connection
//   node probe.mjs health <url> [timeoutMs]  GET <url>; prints "<status> <body>"; exit 0 on 200
//   node probe.mjs wait <url> <timeoutMs>    repeats `health` until 200 or the time is up
import net from 'node:net';

const [cmd, url, ms] = process.argv.slice(2);

function tcp(u) {
  const { hostname, port, protocol } = new URL(u);
  const dflt = { 'postgres:': 5432, 'postgresql:': 5432, 'redis:': 6379, 'http:': 80 }[protocol] ?? 80;
  return new Promise((resolve) => {
    const s = net.connect({ host: hostname || '127.0.0.1', port: Number(port) || dflt });
    s.setTimeout(2000, () => (s.destroy(), resolve(false)));
    s.on('connect', () => (s.end(), resolve(true)));
    s.on('error', () => resolve(false));
  });
}

async function health(u, timeoutMs = 3000) {
  try {
    const r = await fetch(u, { signal: AbortSignal.timeout(timeoutMs) });
    return { ok: r.status === 200, line: `${r.status} ${(await r.text()).slice(0, 200)}` };
  } catch (e) {
    return { ok: false, line: `no answer (${e.cause?.code ?? e.name})` };
  }
}

if (cmd === 'tcp') process.exit((await tcp(url)) ? 0 : 1);
if (cmd === 'health') {
  const h = await health(url, Number(ms) || 3000);
  console.log(h.line);
  process.exit(h.ok ? 0 : 1);
}
if (cmd === 'wait') {
  const end = Date.now() + (Number(ms) || 60_000);
  let h;
  do {
    h = await health(url);
    if (h.ok) process.exit(0);
    await new Promise((r) => setTimeout(r, 500));
  } while (Date.now() < end);
  console.log(h.line);
  process.exit(1);
}
console.error('usage: probe.mjs tcp|health|wait <url> [ms]');
process.exit(2);
