// `npm test`: every test of the project, in one command.
//   0. the system packages of scripts/system-packages.txt (chromium, CJK fonts, the judge's
//      toolchains): installed when missing if it runs as root with apt-get, otherwise it stops at
//      once with one message naming them and the command to install them;
//   1. build (sandbox runner, TypeScript packages, SPA), type-check the web package and the
//      server's tests (packages/server/tsconfig.test.json);
//      then the layering lint (`npm run lint:layers`, when the script exists);
//   2. vitest over every package (packages/*/vitest.config.ts). Database suites run on SQLite and,
//      when TEST_DATABASE_URL is set, also on PostgreSQL; Redis suites run when TEST_REDIS_URL is set;
//   3. Playwright end-to-end tests in Debian's chromium against the real server.
// Ends with the plain line `N passed, N failed` and a non-zero exit code on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureSystemPackages } from './system-packages.mjs';

// 0. System packages first: without them the results below would be failures (no browser) or
// silently skipped languages (no toolchain), not a verdict on the code.
const system = ensureSystemPackages();
if (!system.ok) {
  console.error(`\n${system.message}\n`);
  process.exit(1);
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });

let passed = 0;
let failed = 0;
const problems = [];

/** Runs one step, its output straight through; resolves to whether it passed. */
function step(name, cmd, args, { env = {} } = {}) {
  const t = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', (e) => console.log(`=== ${name}: could not start: ${e.message}`));
    child.on('close', (code, signal) => {
      console.log(`=== ${name}: exit ${code ?? signal} in ${((Date.now() - t) / 1000).toFixed(1)} s`);
      resolve(code === 0);
    });
  });
}

// 1. Build and type-check. A broken build is one failure: nothing below can be trusted without it.
if (!(await step('build', 'node', ['scripts/build.mjs']))) {
  failed++;
  problems.push('build');
}
// The two type-checks (the web package; the server's tests and test helpers, which its build config
// leaves out) side by side, one per core: each is one failure if broken.
const checks = [];
if (
  existsSync(path.join(root, 'packages/web/tsconfig.json')) &&
  existsSync(path.join(root, 'packages/web/src'))
)
  checks.push(['typecheck web', ['tsc', '-p', 'packages/web/tsconfig.json']]);
if (existsSync(path.join(root, 'packages/server/tsconfig.test.json')))
  checks.push(['typecheck server tests', ['tsc', '--noEmit', '-p', 'packages/server/tsconfig.test.json']]);
await Promise.all(
  checks.map(async ([name, args]) => {
    if (!(await step(name, 'npx', args))) {
      failed++;
      problems.push(name);
    }
  }),
);

// The layering rules (which package / module may import which) as one step: one failure if broken.
if (!(await step('lint:layers', 'npm', ['run', '--if-present', 'lint:layers']))) {
  failed++;
  problems.push('lint:layers');
}

// 2. Unit and integration tests (vitest, all packages).
const vitestJson = path.join(tmp, 'vitest.json');
rmSync(vitestJson, { force: true });
const vitestOk = await step('vitest', 'npx', [
  'vitest',
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += r.numPassedTests ?? 0;
  failed += r.numFailedTests ?? 0;
  if (!vitestOk && !(r.numFailedTests > 0)) {
    failed++; // e.g. a suite that failed to load, or an unhandled error
    problems.push('vitest (suite error)');
  } else if (r.numFailedTests > 0) problems.push('vitest');
} else if (!vitestOk) {
  failed++;
  problems.push('vitest (no report)');
}

// 3. End-to-end tests in a real browser.
const pwConfig = path.join(root, 'packages/web/playwright.config.ts');
if (existsSync(pwConfig)) {
  const pwJson = path.join(tmp, 'playwright.json');
  rmSync(pwJson, { force: true });
  // No screenshots unless asked for (E2E_SHOTS=on): they are for a person to look at, and on a
  // 2-core machine they and the page loads made only for them cost the run about a minute.
  const ok = await step('playwright', 'npx', ['playwright', 'test', '-c', pwConfig, '--reporter=list,json'], {
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson, E2E_SHOTS: process.env.E2E_SHOTS ?? 'off' },
  });
  if (existsSync(pwJson)) {
    const report = JSON.parse(readFileSync(pwJson, 'utf8'));
    const s = report.stats ?? {};
    for (const title of flakyTitles(report))
      console.log(`flaky (failed, then passed on its retry): ${title}`);
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    if (s.unexpected > 0) problems.push('playwright');
    else if (!ok) {
      failed++;
      problems.push('playwright (run error)');
    }
  } else if (!ok) {
    failed++;
    problems.push('playwright (no report)');
  }
}

/** Titles of the Playwright tests whose outcome was 'flaky' (a failure, then a pass on retry). */
function flakyTitles(report) {
  const out = [];
  const walk = (suite, prefix) => {
    for (const spec of suite.specs ?? [])
      for (const t of spec.tests ?? []) if (t.status === 'flaky') out.push(`${prefix}${spec.title}`);
    for (const child of suite.suites ?? []) walk(child, `${prefix}${child.title ? `${child.title} › ` : ''}`);
  };
  for (const suite of report.suites ?? []) walk(suite, `${suite.title} › `);
  return out;
}

console.log('');
if (problems.length) console.log(`Failing: ${problems.join(', ')}`);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
