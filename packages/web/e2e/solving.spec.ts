import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  snap,
  AB_CPP,
  chooseLanguage,
  newSolver,
  pickOption,
  submitAndWait,
  warmJudgeWithoutSubmitInterval,
  writeCode,
} from './helpers';

// Solving (issue 6): browse the problem list, open A+B, write code in the editor, submit, watch the
// verdict arrive without reloading (SSE, polling fallback), study it on the list and the detail,
// run the online test, share code and read it signed out, switch the editor theme, and screenshot
// the problem page in both languages. The server judges in-process with the real sandbox.

const SHOTS = path.resolve(process.cwd(), '.tmp/solving-shots');
const AB_WRONG =
  '#include <cstdio>\nint main() {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a - b);\n  return 0;\n}\n';
const AB_PY = 'a, b = map(int, input().split())\nprint(a + b)\n';

// Several submissions follow each other within seconds: no submit interval in this test; the
// judge is warmed first, so that the timings below are those of a running judge.
warmJudgeWithoutSubmitInterval();

test('solve A+B through the editor: Accepted in C++ and Python, Wrong Answer with the case grid, test run, share, theme', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  mkdirSync(SHOTS, { recursive: true });
  const { username } = await newSolver(page, request, 'solver');

  // Problem list → A+B.
  await page.goto('/problem?l=en-US');
  const list = page.getByTestId('problem-list');
  await expect(list).toContainText('Problem List');
  await expect(list).toContainText('A+B Problem');
  await list.getByRole('link', { name: 'A+B Problem' }).click();
  await expect(page).toHaveURL(/\/problem\/P1000$/);
  await expect(page.getByTestId('problem-title')).toContainText('A+B Problem');
  await expect(page.getByTestId('problem-statement').locator('.katex').first()).toBeVisible();
  await expect(page.getByTestId('problem-statement')).toContainText('Sample Input 1');

  // C++: Accepted arrives without reloading, pushed by the SSE stream (no polling needed).
  await chooseLanguage(page, 'C++');
  await writeCode(page, AB_CPP);
  const calls: string[] = [];
  page.on('request', (r) => calls.push(new URL(r.url()).pathname));
  const ac = await submitAndWait(page);
  expect(ac.status).toBe(0);
  expect(calls).toContain('/api/submission-status-stream');
  expect(calls).not.toContain('/api/check-submissions-status');
  console.log(`[solving] C++ A+B: Submit click → Accepted on screen in ${ac.ms} ms`);
  await expect(page.getByTestId('submit-status-area')).toContainText('You have solved the problem');

  // The draft survives a reload (saved locally per problem).
  await page.waitForTimeout(500);
  await page.reload();
  await expect(page.locator('.cm-content')).toContainText('a + b');

  // Submission list (mine) and detail.
  await page.goto('/status?onlyMine=true&l=en-US');
  const firstRow = page.getByTestId('submission-list').locator('tbody tr.ant-table-row').first();
  await expect(firstRow.getByTestId('status-tag')).toHaveAttribute('data-status', '0');
  await snap(page, { path: path.join(SHOTS, 'status-en-US.png'), fullPage: true });
  await firstRow.getByTestId('submission-language-link').click();
  await expect(page).toHaveURL(/\/submission-detail\/\d+$/);
  const acUrl = page.url();
  await expect(page.getByTestId('status-banner')).toContainText('Accepted');
  await expect(page.getByTestId('case-box')).toHaveCount(10);
  await expect(page.getByTestId('submission-code')).toContainText('scanf');

  // Share, then read the code signed out.
  await page.getByTestId('share-switch').click();
  await expect(page.getByText('Shared successfully')).toBeVisible();
  const anon = await browser.newContext({ locale: 'en-US' });
  const anonPage = await anon.newPage();
  await anonPage.goto(acUrl + '?l=en-US');
  await expect(anonPage.getByTestId('status-banner')).toContainText('Accepted');
  await expect(anonPage.getByTestId('submission-code')).toContainText('scanf');
  await expect(anonPage.getByTestId('share-switch')).toHaveCount(0);
  await anon.close();

  // Wrong Answer with the case grid.
  await page.goto('/problem/P1000?l=en-US');
  await writeCode(page, AB_WRONG);
  const wa = await submitAndWait(page);
  expect(wa.status).toBe(-1);
  await page.getByTestId('submit-status-area').getByTestId('status-tag').click();
  await expect(page.getByTestId('status-banner')).toContainText('Wrong Answer');
  await expect(page.locator('[data-testid="case-box"][data-status="-1"]').first()).toBeVisible();
  await expect(page.getByTestId('download-wrong-case')).toContainText('(2)');
  await snap(page, { path: path.join(SHOTS, 'submission-wa-en-US.png'), fullPage: true });

  // Python: Accepted.
  await page.goto('/problem/P1000?l=en-US');
  await chooseLanguage(page, 'Python3');
  await writeCode(page, AB_PY);
  const py = await submitAndWait(page);
  expect(py.status).toBe(0);
  console.log(`[solving] Python A+B: Submit click → Accepted on screen in ${py.ms} ms`);

  // Online test on the first sample (input 1 2, expected 3).
  await page.getByTestId('online-test').click();
  await expect(page.getByTestId('test-input')).toHaveValue(/1 2/);
  await page.getByTestId('test-run').click();
  await expect(page.getByTestId('test-result')).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('test-output')).toContainText('3');

  // Theme switch, kept in the local preferences.
  await page.getByTestId('editor-settings-button').click();
  await pickOption(page, page.getByTestId('editor-theme'), 'Dracula');
  await expect(page.getByTestId('code-editor')).toHaveAttribute('data-theme', 'dracula');
  await expect
    .poll(() =>
      page.evaluate(() => JSON.parse(localStorage.getItem('hojIndividualLanguageAndSetting') ?? '{}').theme),
    )
    .toBe('dracula');

  // Screenshots of the problem page in both languages (checked for layout by a person).
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto('/problem/P1000?l=en-US');
  await expect(page.getByTestId('problem-title')).toBeVisible();
  await snap(page, { path: path.join(SHOTS, 'problem-en-US.png'), fullPage: true });
  await page.goto('/problem/P1000?l=zh-CN');
  await expect(page.getByTestId('problem-statement')).toContainText('样例输入');
  await snap(page, { path: path.join(SHOTS, 'problem-zh-CN.png'), fullPage: true });
  await page.goto('/problem?l=zh-CN');
  await expect(page.getByTestId('problem-list')).toContainText('A+B Problem');
  await snap(page, { path: path.join(SHOTS, 'problem-list-zh-CN.png'), fullPage: true });

  expect(username).toBeTruthy();
  expect(errors).toEqual([]);
});
