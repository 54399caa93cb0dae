import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  VIEWS,
  snap,
  AB_CPP,
  chooseLanguage,
  newSolver,
  rootToken,
  submitAndWait,
  warmJudgeWithoutSubmitInterval,
  writeCode,
} from './helpers';

// The solving experience of issue 15 in Chromium: the online test shows a Python traceback and the
// result comes into view; P1004's subtask table renders as a table with math; the problem page is
// a split whose panes scroll on their own; a compile error shows under the editor; the recently
// passed code asks before replacing the editor's; the solved state and the problem's links show on
// reopening; /status asks before a rejudge. Screenshots at 1400 and 375 px in both languages go to
// /tmp/shots/ (looked at by a person). No page may log a console error.

const SHOTS = '/tmp/shots';
const CPP_CE = 'int main() {\n  return x;\n}\n';
const PY_RE = 'print(1/0)\n';

function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`console: ${m.text()} @ ${m.location().url}`);
  });
  return errors;
}

/**
 * Each test: its time, the shots folder, a console watch (answered with the new user's name) and a
 * new user on a wide page.
 */
async function start(
  page: Page,
  request: APIRequestContext,
): Promise<{ errors: string[]; username: string }> {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors = watchConsole(page);
  await page.setViewportSize({ width: 1400, height: 900 });
  const { username } = await newSolver(page, request, 'split');
  return { errors, username };
}

warmJudgeWithoutSubmitInterval();

test('online test: a Python traceback in the result, brought into view; statements render; split panes', async ({
  page,
  request,
}) => {
  const { errors } = await start(page, request);

  // P1004: the subtask table is a table (4 columns, 3 rows) with typeset math.
  for (const [lng, width] of VIEWS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.goto(`/problem/P1004?l=${lng}`);
    const statement = page.getByTestId('problem-statement');
    await expect(statement.locator('table th')).toHaveCount(4);
    await expect(statement.locator('table tbody tr')).toHaveCount(3);
    await expect(statement.locator('table .katex').first()).toBeVisible();
    await snap(page, { path: `${SHOTS}/solving-p1004-${lng}-${width}.png`, fullPage: width === 375 });
  }

  // The split at 1400 px: the statement scrolls, the editor stays where it is.
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/problem/P1004?l=en-US');
  await expect(page.getByTestId('problem-split')).toBeVisible();
  await expect(page.locator('.cm-content')).toBeVisible();
  const editorTop = async () => (await page.getByTestId('code-editor').boundingBox())!.y;
  const before = await editorTop();
  await page.getByTestId('split-left').evaluate((el) => el.scrollBy(0, 400));
  await page.getByTestId('split-left').evaluate((el) => el.scrollTop);
  expect(await editorTop()).toBe(before);
  // Drag the handle: the statement's width follows and is remembered after a reload.
  const handle = (await page.getByTestId('split-handle').boundingBox())!;
  await page.mouse.move(handle.x + 5, handle.y + 100);
  await page.mouse.down();
  await page.mouse.move(handle.x - 250, handle.y + 100, { steps: 5 });
  await page.mouse.up();
  const saved = Number(await page.evaluate(() => localStorage.getItem('problemSplit')));
  expect(saved).toBeLessThan(45);
  await page.reload();
  await expect(page.getByTestId('split-handle')).toHaveAttribute('aria-valuenow', String(saved));

  // Online test of a Python program that divides by zero: RE with its traceback, in view.
  await page.goto('/problem/P1000?l=en-US');
  await chooseLanguage(page, 'Python3');
  await writeCode(page, PY_RE);
  await page.getByTestId('online-test').click();
  // The result is pushed by the test-run stream: the page never polls for it.
  const polls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/get-test-judge-result')) polls.push(r.url());
  });
  const started = Date.now();
  await page.getByTestId('test-run').click();
  await expect(page.getByTestId('test-result')).toBeVisible({ timeout: 60_000 });
  console.log(`[solving-page] online test: Run click → result on screen in ${Date.now() - started} ms`);
  expect(polls).toEqual([]);
  await expect(page.getByTestId('test-result').getByTestId('status-tag')).toHaveAttribute('data-status', '3');
  await expect(page.getByTestId('test-stderr')).toContainText('ZeroDivisionError');
  await expect(page.getByTestId('test-stderr')).toContainText('exit status code 1');
  await expect(page.getByTestId('test-result')).toBeInViewport();
  await snap(page, { path: `${SHOTS}/solving-online-test-re-en-US-1400.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('test-result').scrollIntoViewIfNeeded();
  await snap(page, { path: `${SHOTS}/solving-online-test-re-en-US-375.png` });

  // The same in zh-CN (the draft keeps the code).
  await page.setViewportSize({ width: 1400, height: 900 });
  await page.goto('/problem/P1000?l=zh-CN');
  await page.getByTestId('online-test').click();
  await page.getByTestId('test-run').click();
  await expect(page.getByTestId('test-stderr')).toContainText('ZeroDivisionError', { timeout: 60_000 });
  await expect(page.getByTestId('test-result')).toBeInViewport();
  await snap(page, { path: `${SHOTS}/solving-online-test-re-zh-CN-1400.png` });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByTestId('test-result').scrollIntoViewIfNeeded();
  await snap(page, { path: `${SHOTS}/solving-online-test-re-zh-CN-375.png` });

  expect(errors).toEqual([]);
});

test('compile error under the editor, confirm before the passed code, solved state and links, rejudge asks', async ({
  page,
  request,
}) => {
  const { errors, username } = await start(page, request);

  await page.goto('/problem/P1000?l=en-US');
  await chooseLanguage(page, 'C++');
  await writeCode(page, CPP_CE);
  expect((await submitAndWait(page)).status).toBe(-2);
  await expect(page.getByTestId('editor-compile-error')).toContainText('x');

  await writeCode(page, AB_CPP);
  expect((await submitAndWait(page)).status).toBe(0);

  // Reopened: solved, with the problem's links.
  await page.goto('/problem/P1000?l=en-US');
  await expect(page.getByTestId('problem-solved')).toBeVisible();
  await expect(page.getByTestId('solved-tag')).toBeVisible();
  await expect(page.getByTestId('link-discussion')).toHaveAttribute('href', '/discussion/P1000');
  await expect(page.getByTestId('link-submissions')).toHaveAttribute('href', '/status?problemID=P1000');
  await page.getByTestId('link-statistics').click();
  await expect(page.getByTestId('problem-stats')).toContainText('AC');

  // The recently passed code replaces the editor's only after a yes.
  await writeCode(page, '// my unfinished work\n');
  await page.getByTestId('last-ac').click();
  await expect(page.locator('.ant-popconfirm')).toContainText('Replace the code in the editor');
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /cancel|no/i })
    .click();
  await expect(page.locator('.cm-content')).toContainText('my unfinished work');
  await page.getByTestId('last-ac').click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /ok|yes/i })
    .click();
  await expect(page.locator('.cm-content')).toContainText('scanf');

  for (const [lng, width] of VIEWS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.goto(`/problem/P1000?l=${lng}`);
    await expect(page.getByTestId('problem-solved')).toBeVisible();
    await expect(page.locator('.cm-content')).toBeVisible();
    await snap(page, {
      path: `${SHOTS}/solving-problem-${lng}-${width}.png`,
      fullPage: width === 375,
    });
    // Nothing overflows sideways at 375 px.
    if (width === 375)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }

  // Root: /status asks before a rejudge.
  const token = await rootToken(request);
  const root = await request.get('/api/get-user-auth-info', { headers: { Authorization: token } });
  expect(root.status()).toBe(200);
  const login = await request.post('/api/login', {
    data: { username: 'root', password: process.env.E2E_ROOT_PASSWORD },
  });
  const rootUser = ((await login.json()) as { data: unknown }).data;
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('userInfo', JSON.stringify(u));
    },
    [login.headers()['authorization'], rootUser],
  );
  for (const [lng, width] of VIEWS) {
    await page.setViewportSize({ width, height: width === 375 ? 800 : 900 });
    await page.goto(`/status?l=${lng}`);
    const row = page.getByTestId('submission-list').locator('tbody tr.ant-table-row').first();
    await expect(row.getByTestId('status-tag')).toBeVisible();
    await snap(page, { path: `${SHOTS}/solving-status-${lng}-${width}.png`, fullPage: width === 375 });
    if (width === 375)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  }
  await page.setViewportSize({ width: 1400, height: 900 });
  // This user's submissions, whose verdicts are final: the newest row of the whole list may be another
  // spec's submission still being judged, whose status changes by itself meanwhile.
  await page.goto(`/status?l=en-US&username=${encodeURIComponent(username)}`);
  const row = page.getByTestId('submission-list').locator('tbody tr.ant-table-row').first();
  const before = await row.getByTestId('status-tag').getAttribute('data-status');
  await row.getByTestId('rejudge').click();
  await expect(page.locator('.ant-popconfirm')).toContainText('Rejudge submission');
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /cancel|no/i })
    .click();
  await expect(row.getByTestId('status-tag')).toHaveAttribute('data-status', before!);

  expect(errors).toEqual([]);
});
