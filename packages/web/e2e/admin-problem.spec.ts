import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { strToU8, zipSync } from 'fflate';
import { snap, adminLogin, rootToken } from './helpers';

// The problem back office: root signs in to /manage, creates an OI problem with a zip of test
// cases (scores split 33/33/34), finds it in the list and edits it; a submission is then judged
// on the new test-data version (partial score).

function casesZip(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-zip-'));
  const file = path.join(dir, 'cases.zip');
  const zip = zipSync({
    '1.in': strToU8('1 2\n'),
    '1.out': strToU8('3\n'),
    '2.in': strToU8('5 7\n'),
    '2.out': strToU8('12\n'),
    '10.in': strToU8('100 200\n'),
    '10.ans': strToU8('300\n'),
  });
  writeFileSync(file, zip);
  return file;
}

test('root creates an OI problem with a zip of cases, sees it in the list, edits the scores, and a submission gets the new partial score', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await adminLogin(page);
  const dashboard = page.getByTestId('admin-dashboard');
  await expect(dashboard).toContainText('Users');
  await expect(dashboard).toContainText('Submissions today');
  await expect(dashboard).toContainText('Your previous login');

  await page.goto('/manage/problem/create');
  const form = page.getByTestId('problem-edit');
  await expect(form).toBeVisible();
  await page.getByTestId('f-problemId').fill('e2e-ab');
  await expect(page.getByTestId('f-problemId')).toHaveValue('E2E-AB');
  await page.getByTestId('f-title').fill('E2E A+B');
  await page.getByTestId('f-description').fill('Add **two** numbers $a+b$.');
  await expect(form.locator('.md-editor-preview').first().locator('strong')).toHaveText('two');
  await page.getByTestId('f-input').fill('Two integers.');
  await page.getByTestId('f-output').fill('Their sum.');
  await page.getByTestId('f-type').getByText('OI').click();
  await page.getByTestId('tag-input').locator('input').fill('e2e-tag');
  await page.getByTestId('tag-add').click();
  await expect(form).toContainText('e2e-tag');

  await page.getByTestId('cases-editor').locator('input[type=file]').setInputFiles(casesZip());
  const uploaded = page.getByTestId('uploaded-cases');
  await expect(uploaded.locator('tbody tr')).toHaveCount(3);
  await expect(uploaded.locator('tbody tr').nth(2)).toContainText('10.ans');
  await expect(page.getByTestId('case-score-0')).toHaveValue('33');
  await expect(page.getByTestId('case-score-2')).toHaveValue('34');
  await snap(page, { path: test.info().outputPath('problem-create.png'), fullPage: true });

  await page.getByTestId('problem-save').click();
  await expect(page).toHaveURL(/\/manage\/problems$/);
  await page.getByTestId('problem-search').locator('input').fill('E2E');
  await page.getByTestId('problem-search').locator('input').press('Enter');
  const row = page.locator('tr', { hasText: 'E2E-AB' });
  await expect(row).toContainText('E2E A+B');
  await expect(row).toContainText('OI');
  await snap(page, { path: test.info().outputPath('problem-list.png'), fullPage: true });

  await page.getByTestId('edit-E2E-AB').click();
  await expect(page).toHaveURL(/\/manage\/problem\/edit\/\d+$/);
  await expect(page.getByTestId('f-title')).toHaveValue('E2E A+B');
  await expect(page.getByTestId('uploaded-cases').locator('tbody tr')).toHaveCount(3);
  await page.getByTestId('f-title').fill('E2E A+B (edited)');
  await page.getByTestId('case-score-0').fill('50');
  await page.getByTestId('case-score-1').fill('25');
  await page.getByTestId('case-score-2').fill('25');
  await page.getByTestId('problem-save').click();
  await expect(page.getByText('Update Successfully')).toBeVisible();

  await page.goto('/manage/problems');
  await expect(page.locator('tr', { hasText: 'E2E-AB' })).toContainText('E2E A+B (edited)');
  // the changed scores are a new test-data version, read back by the editor
  await page.getByTestId('edit-E2E-AB').click();
  await expect(page.getByTestId('case-score-0')).toHaveValue('50');
  expect(errors).toEqual([]);

  // The judge uses the new test-data version at once: wrong only on case 10 (25 points) → 75.
  const token = await rootToken(page.request);
  const code =
    '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a<100?a+b:0);}\n';
  const sub = await page.request.post('/api/submit-problem-judge', {
    headers: { Authorization: token },
    data: { pid: 'E2E-AB', language: 'C++', code, cid: 0 },
  });
  expect(sub.status(), await sub.text()).toBe(200);
  const submitId = ((await sub.json()) as { data: { submitId: number } }).data.submitId;
  let final: { status: number; score: number | null } = { status: 5, score: null };
  await expect
    .poll(
      async () => {
        const r = await page.request.get(`/api/get-submission-detail?submitId=${submitId}`, {
          headers: { Authorization: token },
        });
        final = ((await r.json()) as { data: { submission: { status: number; score: number | null } } }).data
          .submission;
        return final.status;
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBe(8);
  expect(final.score).toBe(75);
});

test('a checker must compile: the Compile button shows the compiler error, then success', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await adminLogin(page);
  await page.goto('/manage/problem/create');
  await page.getByTestId('checker-editor').getByText('Special Judge').click();
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('checker-language').click();
  await page.getByTitle('C++', { exact: true }).click();
  await page.getByTestId('checker-code').fill('int main( {');
  await page.getByTestId('compile-checker').click();
  // the first compile may wait for the embedded judge to start
  await expect(page.getByTestId('compile-error')).toBeVisible({ timeout: 120_000 });
  await expect(page.locator('.ant-modal-confirm-title', { hasText: 'Compile Error' })).toBeVisible();
  await expect(page.getByTestId('compile-error')).toContainText('error');
  await snap(page, { path: test.info().outputPath('compile-error.png') });
  await page.getByRole('button', { name: 'OK' }).click();
  await page.getByTestId('checker-code').fill('int main(){ return 0; }');
  await page.getByTestId('compile-checker').click();
  await expect(page.locator('.ant-modal-confirm-title', { hasText: 'Compiled Successfully' })).toBeVisible({
    timeout: 60_000,
  });
});

test('root exports a problem and imports the zip back with a per-problem report', async ({ page }) => {
  await adminLogin(page);
  const token = await rootToken(page.request);
  expect(token).toBeTruthy();
  const list = await page.request.get('/api/admin/problem/get-problem-list?keyword=P1000', {
    headers: { Authorization: token },
  });
  const pid = ((await list.json()) as { data: { records: { id: number }[] } }).data.records[0].id;
  const exported = await page.request.get(`/api/file/export-problem?pid=${pid}`, {
    headers: { Authorization: token },
  });
  expect(exported.status()).toBe(200);
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-export-'));
  const file = path.join(dir, 'export.zip');
  writeFileSync(file, await exported.body());

  await page.goto('/manage/problem/batch-operation');
  // the default policy would import it as P1000-1 (e2e/import.spec.ts); "skip" refuses the existing id
  await page.getByTestId('import-policy').getByText('Skip the problem').click();
  await page.locator('input[type=file]').setInputFiles(file);
  // P1000 still exists: the report says why it was not imported
  await expect(page.getByText('The problem ID P1000 already exists')).toBeVisible();
  await snap(page, { path: test.info().outputPath('import-report.png'), fullPage: true });
});

test('tag admin adds a classification and a tag; languages view; zh-CN editor', async ({ page }) => {
  await adminLogin(page);
  await page.goto('/manage/problem/tag');
  await page.getByRole('button', { name: 'Add classification' }).click();
  const classDialog = page.locator('.ant-modal', { hasText: 'Add classification' });
  await page.getByTestId('class-name').fill('E2E Class');
  await classDialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('tr', { hasText: 'E2E Class' })).toBeVisible();
  await page.getByRole('button', { name: 'Add tag' }).click();
  const tagDialog = page.locator('.ant-modal', { hasText: 'Add tag' });
  await page.getByTestId('tag-name').fill('E2E Graphs');
  await tagDialog.getByRole('button', { name: 'OK' }).click();
  await expect(page.locator('tr', { hasText: 'E2E Graphs' })).toBeVisible();
  await snap(page, { path: test.info().outputPath('tag-admin.png'), fullPage: true });
  // At a phone's width the tables scroll inside their cards: the page is not wider than the screen.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.locator('tr', { hasText: 'E2E Graphs' })).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => document.scrollingElement!.scrollWidth - window.innerWidth))
    .toBeLessThanOrEqual(0);
  await page.setViewportSize({ width: 1280, height: 720 });

  await page.goto('/manage/problem/language');
  await expect(page.locator('tr', { hasText: 'C++ With O2' })).toBeVisible();

  await page.goto('/manage/problem/create?l=zh-CN');
  await expect(page.getByTestId('problem-edit')).toContainText('题目 ID');
  await expect(page.getByTestId('problem-edit')).toContainText('测试数据');
  await snap(page, { path: test.info().outputPath('editor-zh.png') });
});
