// Fresh start → first verdict: starts the built server on an empty DATA_DIR (cold judge caches,
// no precompiled headers), logs in as root, submits the seeded A+B (P1000) in C++ and prints how
// long after the process started the verdict arrived. Run as root from the repository root after
// `npm run build`: `node bench/judge/cold-start.mjs`.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = 18000 + Math.floor(Math.random() * 1000);
const dataDir = mkdtempSync(join(tmpdir(), 'judge-cold-'));
const base = `http://127.0.0.1:${port}`;
const t0 = Date.now();
const server = spawn('node', ['packages/server/dist/main.js'], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ROOT_PASSWORD: 'Root12345',
    LOG_LEVEL: 'warn',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
try {
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {}
    if (Date.now() - t0 > 60_000) throw new Error('server did not start');
    await sleep(100);
  }
  const listening = Date.now() - t0;
  const login = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'root', password: 'Root12345' }),
  });
  const token = login.headers.get('authorization');
  const code = '#include <bits/stdc++.h>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}';
  const tSubmit = Date.now();
  const sub = await (
    await fetch(`${base}/api/submit-problem-judge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: token },
      body: JSON.stringify({ pid: 'P1000', language: 'C++', code }),
    })
  ).json();
  const submitId = sub.data.submitId;
  let status;
  for (;;) {
    const r = await (
      await fetch(`${base}/api/check-submissions-status`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: token },
        body: JSON.stringify({ submitIds: [submitId] }),
      })
    ).json();
    const row = Array.isArray(r.data) ? r.data[0] : (r.data?.[submitId] ?? Object.values(r.data ?? {})[0]);
    status = row?.status;
    if (status !== undefined && ![5, 6, 7].includes(status)) break;
    if (Date.now() - tSubmit > 300_000) throw new Error('no verdict in 300 s');
    await sleep(100);
  }
  const done = Date.now();
  console.log(
    JSON.stringify({
      listeningMs: listening,
      submitToVerdictMs: done - tSubmit,
      startToVerdictMs: done - t0,
      status,
    }),
  );
} finally {
  server.kill('SIGTERM');
  await sleep(500);
  rmSync(dataDir, { recursive: true, force: true });
}
