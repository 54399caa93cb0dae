// Builds everything `npm start` needs: the sandbox runner (C), the TypeScript packages and the SPA.
// Runs as the root `postinstall`, so `npm install && npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, cwd = root) => {
  const t = Date.now();
  execSync(cmd, { cwd, stdio: 'inherit', env: process.env });
  console.log(`[build] ${cmd} (${Date.now() - t} ms)`);
};

if (existsSync(path.join(root, 'packages/sandbox/build.mjs'))) run('node packages/sandbox/build.mjs');
run('npx tsc -b');
if (existsSync(path.join(root, 'packages/web/index.html'))) run('npx vite build', path.join(root, 'packages/web'));
