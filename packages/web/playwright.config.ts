import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// End-to-end tests drive Debian's chromium (never a downloaded browser) against the REAL server,
// which serves the built SPA (packages/web/dist) on a fresh data directory.
// E2E_SERVER=preview runs them against `vite preview` instead (front-end work before the server exists).
const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');
const PORT = Number(process.env.E2E_PORT ?? 18123);
export const ROOT_PASSWORD = process.env.E2E_ROOT_PASSWORD ?? 'RootPass123';
process.env.E2E_ROOT_PASSWORD = ROOT_PASSWORD;
const preview = process.env.E2E_SERVER === 'preview';
const baseURL = `http://127.0.0.1:${PORT}`;
// One data directory per run, shared with the workers through the environment (they re-read this file).
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'judge-e2e-'));
process.env.E2E_DATA_DIR = DATA_DIR;
/** The server's log: the tests read e-mail codes from its outbox lines (no SMTP in tests). */
export const SERVER_LOG = path.join(DATA_DIR, 'server.log');
process.env.E2E_SERVER_LOG = SERVER_LOG;
// Remote judge: the server sends HDU problems to the local stand-in the remote-judge spec starts
// on 127.0.0.1:18191 (no network beyond loopback), and polls it quickly.
const REMOTE_OJ_URLS = process.env.REMOTE_OJ_URLS ?? JSON.stringify({ HDU: 'http://127.0.0.1:18191' });
process.env.REMOTE_OJ_URLS = REMOTE_OJ_URLS;

/** Specs whose changes are seen by every other spec: none runs beside them (see `workers`). */
const EXCLUSIVE = /[\\/](admin-dashboard|audit|discussion|home|message|switches)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  outputDir: path.join(repoRoot, '.tmp/playwright-results'),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Two workers, a spec file to each: the suite is mostly waiting (on the judge, on pages, on
  // timers), so two share the machine's cores well. Specs that change what the whole site shows
  // (feature switches, the judge on and off, discussion thresholds, notices to every user, the home
  // page, the audit log) run after the rest, one at a time: `exclusive` below.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  projects: [
    { name: 'shared', testIgnore: EXCLUSIVE },
    { name: 'exclusive', testMatch: EXCLUSIVE, dependencies: ['shared'], workers: 1 },
  ],
  // CI (one shared 2-core machine, judging while it builds) retries a failed test once; a test that
  // passes only on its retry is reported as flaky by name in `npm test`'s summary, never hidden.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'list' : [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    locale: 'zh-CN',
    // The site turns antd's animations off for this (main.tsx): no step waits for a fade.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: preview
    ? {
        command: `npx vite preview --port ${PORT} --strictPort`,
        cwd: here,
        url: baseURL,
        reuseExistingServer: !process.env.CI,
        timeout: 60_000,
      }
    : {
        command: `node packages/server/dist/main.js > "${SERVER_LOG}" 2>&1`,
        cwd: repoRoot,
        url: `${baseURL}/api/get-website-config`,
        reuseExistingServer: false,
        timeout: 120_000,
        env: {
          PORT: String(PORT),
          HOST: '127.0.0.1',
          DATA_DIR,
          ROOT_PASSWORD,
          // Embedded defaults: SQLite in DATA_DIR, in-process queue, mails to the outbox.
          DATABASE_URL: '',
          REDIS_URL: '',
          SMTP_URL: '',
          REMOTE_OJ_URLS,
          // Every test's browser and API client is 127.0.0.1, one key of the per-address limit
          // (600 calls a minute): a busy minute of the suite reached it and a page's list call got
          // 429. The limit itself is tested by the server's suites.
          RATE_LIMIT_MAX: process.env.E2E_RATE_LIMIT_MAX ?? '100000',
          REMOTE_JUDGE_POLL_MS: process.env.REMOTE_JUDGE_POLL_MS ?? '300',
          REMOTE_JUDGE_BACKOFF_MS: process.env.REMOTE_JUDGE_BACKOFF_MS ?? '200',
        },
      },
});
