import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  VIEWS,
  snap,
  adminLogin,
  chooseLanguage,
  newSolver,
  rootToken,
  submitAndWait,
  writeCode,
} from './helpers';
// The stand-in is plain JS from the server's build (npm run build comes before every e2e run).
import { startHduStandIn } from '../../server/dist/judging/remote/standin/hdu.js';

// Remote judge (issue 25) against a local HDU stand-in (127.0.0.1:18191, no network beyond it):
// an admin imports HDU-1000 through the back office's dialog, a user submits to it on the problem
// page and gets the site's verdict; with the site down the run ends Submitted Failed and the
// resubmit icon of the submission list judges it again once the site is back. playwright.config.ts
// tells the server where the stand-in is (REMOTE_OJ_URLS) and to poll it quickly.

const PORT = 18191;
const SHOTS = '/tmp/shots/remote-judge';
const AB_CPP =
  '#include <cstdio>\nint main() {\n  int a, b;\n  scanf("%d %d", &a, &b);\n  printf("%d\\n", a + b);\n}\n';

type Site = Awaited<ReturnType<typeof startHduStandIn>>;
let site: Site;

test.skip(
  !(process.env.REMOTE_OJ_URLS ?? '').includes(String(PORT)),
  `the server needs REMOTE_OJ_URLS pointing HDU at 127.0.0.1:${PORT} (see the header of this file)`,
);

test.beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  site = await startHduStandIn(PORT);
});
test.afterAll(async () => {
  await site?.close();
});

async function shoot(page: Page, name: string) {
  for (const [lang, width] of VIEWS) {
    await page.setViewportSize({ width, height: 900 });
    const url = new URL(page.url());
    url.searchParams.set('l', lang);
    await page.goto(url.toString());
    // The lists are what the shots are for: wait until their rows are on screen.
    await expect(page.locator('.ant-table-row').first()).toBeVisible({ timeout: 20_000 });
    await snap(page, { path: `${SHOTS}/${name}-${lang}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

test('an admin imports HDU-1000 and a user gets the site verdict; Submitted Failed is resubmitted', async ({
  page: adminPage,
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  let page = adminPage;
  // Back office: the import dialog, a refused id, then the real import.
  await adminLogin(page);
  await page.goto('/manage/problems?l=en-US');
  await page.getByRole('button', { name: 'Import remote problem' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Remote OJ');
  await dialog.getByTestId('remote-import-id').fill('4242');
  await page.getByTestId('remote-import-ok').click();
  await expect(dialog.getByTestId('remote-import-error')).toContainText('4242');
  await snap(page, { path: `${SHOTS}/import-error-en-US-1400.png` });
  await dialog.getByTestId('remote-import-id').fill('1000');
  await snap(page, { path: `${SHOTS}/import-dialog-en-US-1400.png` });
  await page.getByTestId('remote-import-ok').click();
  await expect(page.getByText('Imported HDU-1000')).toBeVisible();
  await expect(page.locator('.ant-table')).toContainText('HDU-1000');

  // Accounts of the site, as the switch page stores them.
  const root = await rootToken(request);
  const sw = await request.put('/api/admin/switch/update', {
    headers: { Authorization: root, 'Url-Type': 'admin' },
    data: { hduUsernameList: ['judge_bot'], hduPasswordList: ['secret'], defaultSubmitInterval: 0 },
  });
  expect(sw.status()).toBe(200);

  // A user: the remote bank lists it; the problem page submits it to the stand-in.
  // The user browses in a browser context of their own (no admin session around).
  const userContext = await browser.newContext({ baseURL: info.project.use.baseURL, locale: 'en-US' });
  page = await userContext.newPage();
  const user = await newSolver(page, request, 'remote');
  await page.goto('/problem?oj=HDU&l=en-US');
  await expect(page.getByTestId('bank-HDU')).toHaveClass(/checked/);
  await expect(page.locator('.ant-table')).toContainText('HDU-1000');
  await shoot(page, 'problem-list-hdu-bank');
  await page.goto('/problem/HDU-1000?l=en-US');
  await expect(page.getByText('A + B Problem (1000)').first()).toBeVisible();
  await chooseLanguage(page, 'C++');
  await writeCode(page, AB_CPP);
  site.state.nextScript = ['Queuing', 'Running', 'Accepted'];
  const ac = await submitAndWait(page, 60_000);
  expect(ac.status).toBe(0);
  expect(site.state.runs[0].code).toContain('scanf');
  expect(site.state.runs[0].user).toBe('judge_bot');
  await expect(page.locator('header, .ant-layout-header').first()).toContainText(user.username);

  // The site goes down: the run ends Submitted Failed, never stuck; resubmit once it is back.
  site.state.mode = 'down';
  await page.keyboard.insertText('// again\n');
  await page.getByTestId('submit-code').click();
  await expect
    .poll(
      async () =>
        page.getByTestId('submit-status-area').getByTestId('status-tag').getAttribute('data-status'),
      {
        timeout: 60_000,
      },
    )
    .toBe('10');
  site.state.mode = 'ok';
  site.state.nextScript = ['Accepted'];
  await page.goto('/status?l=en-US');
  const resubmit = page.getByTestId('resubmit').first();
  await expect(resubmit).toBeVisible();
  await snap(page, { path: `${SHOTS}/submission-list-sf-en-US-1400.png` });
  await resubmit.click();
  await expect(page.locator('[data-testid="status-tag"][data-status="0"]').first()).toBeVisible({
    timeout: 60_000,
  });
  await expect(page.getByTestId('resubmit')).toHaveCount(0);
  await shoot(page, 'submission-list-after-resubmit');
  await userContext.close();
});
