// Measures the password hash cost (argon2id with the production parameters) and a full
// POST /api/login through the real app (SQLite in a temp dir). Run after `npm run build`:
//   node bench/server/login.mjs
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../packages/server/dist/config.js';
import { buildApp } from '../../packages/server/dist/app.js';
import { passwordHasher } from '../../packages/server/dist/lib/password.js';

const N = 20;
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return `median ${s[Math.floor(s.length / 2)].toFixed(1)} ms, min ${s[0].toFixed(1)}, max ${s.at(-1).toFixed(1)} (n=${s.length})`;
};

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'judge-bench-'));
const config = {
  ...loadConfig({
    DATA_DIR: dir,
    LOG_LEVEL: 'silent',
    ROOT_PASSWORD: 'BenchPass1',
    RATE_LIMIT_MAX: '100000',
  }),
};
console.log('argon2id parameters:', config.argon2, `(${os.cpus().length} cores, ${os.cpus()[0].model})`);

const hasher = passwordHasher(config.argon2);
await hasher.hash('warmup1');
const hashT = [],
  verifyT = [];
let h;
for (let i = 0; i < N; i++) {
  let t = performance.now();
  h = await hasher.hash(`Passw0rd${i}`);
  hashT.push(performance.now() - t);
  t = performance.now();
  await hasher.verify(h, `Passw0rd${i}`);
  verifyT.push(performance.now() - t);
}
console.log('hash:  ', stats(hashT));
console.log('verify:', stats(verifyT));

const app = await buildApp(config);
await app.ready();
const loginT = [];
for (let i = 0; i < N; i++) {
  const t = performance.now();
  const r = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: 'root', password: 'BenchPass1' },
  });
  loginT.push(performance.now() - t);
  if (r.statusCode !== 200) throw new Error(r.body);
}
console.log('POST /api/login (inject, SQLite):', stats(loginT));
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
