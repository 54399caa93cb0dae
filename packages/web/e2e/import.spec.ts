import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { snap, adminLogin, rootToken } from './helpers';

// The back office's problem import with a display-id clash: a Hydro zip whose pid P1000 already
// exists (the seeded A+B) is imported under a free id derived from it (the default policy); the
// report says which id each problem got and how its type was chosen. With "skip", the clashing
// problem is left out and the report says why. Screenshots of the report at 1400 and 375 px.

const SHOTS = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

/** Two Hydro problem folders: `P1000` (clashes) with subtasks, `E2E-NEW` (free) with per-case scores. */
function hydroZip(): string {
  const zip = zipSync({
    'clash/problem.yaml': strToU8('title: Imported A+B\ntag:\n  - e2e\npid: P1000\n'),
    'clash/problem.md': strToU8('## Description\nAdd.\n## Input\nTwo ints.\n## Output\nSum.\n'),
    'clash/testdata/config.yaml': strToU8(
      'type: default\ntime: 1s\nmemory: 256m\nsubtasks:\n  - score: 40\n    cases:\n      - input: 1.in\n        output: 1.out\n  - score: 60\n    cases:\n      - input: 2.in\n        output: 2.out\n',
    ),
    'clash/testdata/1.in': strToU8('1 2\n'),
    'clash/testdata/1.out': strToU8('3\n'),
    'clash/testdata/2.in': strToU8('20 30\n'),
    'clash/testdata/2.out': strToU8('50\n'),
    'fresh/problem.yaml': strToU8('title: Fresh problem\npid: E2E-NEW\n'),
    'fresh/problem.md': strToU8('## Description\nEcho.\n## Input\nA line.\n## Output\nThe line.\n'),
    'fresh/testdata/config.yaml': strToU8('cases:\n  - input: a.in\n    output: a.out\n    score: 100\n'),
    'fresh/testdata/a.in': strToU8('x\n'),
    'fresh/testdata/a.out': strToU8('x\n'),
  });
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-import-'));
  const file = path.join(dir, 'hydro-clash.zip');
  writeFileSync(file, zip);
  return file;
}

test('root imports a Hydro zip whose id clashes: renamed by default, skipped on request; the report says so', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await adminLogin(page);
  const file = hydroZip();
  await page.goto('/manage/problem/batch-operation');
  await page.getByTestId('import-format').getByText('Hydro', { exact: true }).click();
  await expect(page.getByTestId('import-policy').getByText('Give a free ID (1000 → 1000-1)')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(file);

  const report = page.getByTestId('import-report');
  await expect(report.locator('tr', { hasText: 'clash/problem.yaml' })).toContainText('P1000-1');
  await expect(report).toContainText('Imported under a new ID');
  await expect(report).toContainText('The ID P1000 exists: imported as P1000-1');
  await expect(report).toContainText('Type OI with subtasks: 2 subtasks (100 points)');
  await expect(report.locator('tr', { hasText: 'fresh/problem.yaml' })).toContainText('E2E-NEW');

  mkdirSync(SHOTS, { recursive: true });
  // Full-page screenshots need no scrolling; a resize re-renders the report (a table on wide
  // screens, cards on phones), so wait for it to show again rather than hold an element from before.
  await page.setViewportSize({ width: 1400, height: 900 });
  await expect(report).toBeVisible();
  await snap(page, { path: path.join(SHOTS, 'import-report-1400.png'), fullPage: true });
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(report).toBeVisible();
  // (phones show the report as cards, not table rows)
  await expect(report).toContainText('E2E-NEW');
  await snap(page, { path: path.join(SHOTS, 'import-report-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1400, height: 900 });

  // the same zip again with "skip": both ids exist now, nothing is imported and the report says why
  await page.getByTestId('import-policy').getByText('Skip the problem').click();
  await page.locator('input[type=file]').setInputFiles(file);
  await expect(report.locator('tr', { hasText: 'clash/problem.yaml' })).toContainText(
    'The problem ID P1000 already exists',
  );
  await expect(report.locator('tr', { hasText: 'fresh/problem.yaml' })).toContainText('Skipped');

  // the seeded P1000 is untouched, the import lives beside it (the back-office list: another spec may
  // have put P1000 into a contest, which takes it out of the public list)
  const token = await rootToken(page.request);
  const list = await page.request.get('/api/admin/problem/get-problem-list?keyword=P1000&limit=50', {
    headers: { Authorization: token, 'Url-Type': 'admin' },
  });
  const ids = ((await list.json()) as { data: { records: { problemId: string }[] } }).data.records.map(
    (r) => r.problemId,
  );
  expect(ids).toEqual(expect.arrayContaining(['P1000', 'P1000-1']));
});
