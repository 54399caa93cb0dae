// Builds everything `npm start` needs: the sandbox runner (C), the TypeScript packages and the SPA.
// Runs as the root `postinstall`, so `npm install && npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

/**
 * What the SPA is built from, as git sees it: the committed trees of the web and shared packages and
 * the lock file, or null when any of them has uncommitted changes (or there is no git). A build whose
 * stamp matches is not redone: `npm ci` builds in its postinstall and `npm test` builds again
 * right after, ~20 s of the same work on a fresh clone.
 */
function webInputs() {
  const paths = ['packages/web', 'packages/shared', 'package-lock.json'];
  try {
    const git = (args) => execSync(`git ${args}`, { cwd: root, stdio: ['ignore', 'pipe', 'ignore'] }).toString();
    if (git(`status --porcelain -- ${paths.join(' ')}`).trim()) return null;
    return createHash('sha256')
      .update(git(`rev-parse ${paths.map((p) => `HEAD:${p}`).join(' ')}`))
      .digest('hex');
  } catch {
    return null;
  }
}

const web = path.join(root, 'packages/web');
if (existsSync(path.join(web, 'index.html'))) {
  const stampFile = path.join(web, 'dist/.inputs');
  const inputs = webInputs();
  const built = existsSync(path.join(web, 'dist/index.html')) && existsSync(stampFile);
  if (inputs && built && readFileSync(stampFile, 'utf8') === inputs) {
    console.log('[build] web: dist is built from the committed sources already');
  } else {
    rmSync(stampFile, { force: true }); // a build of uncommitted sources is not stamped
    run('npx vite build', web);
    if (inputs) writeFileSync(stampFile, inputs);
  }
}
