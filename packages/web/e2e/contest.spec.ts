import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  addContestProblem,
  chooseLanguage,
  contestForm,
  createContest,
  DERANGEMENT,
  IDENTITY,
  pickOption,
  registerUser,
  shootContest,
  startContestTest,
  signIn,
  submitAndWait,
  submitToContest,
  watchErrors,
} from './helpers';

// Contests on the site (issue 16 items 2, 3, 5): root sets up a running private ACM contest with
// P1002 (a special-judge derangement) and a public OI contest with P1001 through the back-office
// API; a new user finds the ACM contest on /contest, registers through the dialog with the
// password and the entry profile, opens the problem, submits an accepted solution, and another tab
// on the rank tab shows their row WITHOUT reloading. The ACM and OI boards (inside and outside)
// are screenshotted in both languages at 1400 and 375 px. No console errors.

const SHOTS = '/tmp/shots/contest';
const SUM =
  '#include <cstdio>\nint main() {\n  int n;\n  long long s = 0, x;\n  scanf("%d", &n);\n  while (n--) { scanf("%lld", &x); s += x; }\n  printf("%lld\\n", s);\n  return 0;\n}\n';

async function createAcmOrOiContest(
  request: APIRequestContext,
  token: string,
  c: { title: string; type: number; auth: number; pwd?: string },
): Promise<number> {
  const form = {
    startIn: -60_000,
    type: c.type,
    auth: c.auth,
    pwd: c.pwd ?? null,
    duration: 3 * 3600,
    openRank: true,
  };
  return createContest(request, token, contestForm(c.title, form));
}

const shoot = (page: Page, name: string, url: string, ready: (p: Page) => Promise<void>) =>
  shootContest(page, SHOTS, name, url, ready);

test('a new user registers for a private ACM contest, solves A and sees the board update live; ACM and OI boards', async ({
  page,
  request,
  browser,
}) => {
  const { errors, token } = await startContestTest(page, request, SHOTS);
  const stamp = Date.now() % 100000;
  const acmTitle = `E2E ACM Cup ${stamp}`;
  const oiTitle = `E2E OI Cup ${stamp}`;
  const cid = await createAcmOrOiContest(request, token, {
    title: acmTitle,
    type: 0,
    auth: 1,
    pwd: 'letmein',
  });
  await addContestProblem(request, token, cid, 'P1002');
  const oiCid = await createAcmOrOiContest(request, token, { title: oiTitle, type: 1, auth: 0 });
  await addContestProblem(request, token, oiCid, 'P1001');

  const me = await registerUser(request, 'racer');
  await signIn(page, me.token, me.user);

  // The list: both contests, running, with the outside-board button.
  await page.goto(`/contest?keyword=${encodeURIComponent(acmTitle)}&l=en-US`);
  const row = page.getByTestId(`contest-row-${cid}`);
  await expect(row).toContainText(acmTitle);
  await expect(row.getByTestId('contest-status')).toHaveText('Running');
  await expect(row).toContainText('Private');
  await expect(page.getByTestId(`contest-outside-${cid}`)).toBeEnabled();

  // Entering: the tabs are closed and the registration dialog opens.
  await page.getByTestId(`contest-link-${cid}`).click();
  await expect(page).toHaveURL(new RegExp(`/contest/${cid}$`));
  const dialog = page.getByTestId('contest-register-dialog');
  await expect(dialog).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Problem', exact: true })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // A wrong password: refused, as the server says, in the dialog.
  await page.getByTestId('contest-register-password').fill('wrong');
  await page.getByTestId('contest-register-realname').fill('  Ada  Lovelace ');
  await page.getByTestId('contest-register-school').fill('Analytical School');
  await pickOption(page, page.getByTestId('contest-register-class'), 'Senior 2');
  await pickOption(page, page.getByTestId('contest-register-gender'), 'Female');
  await page.getByTestId('contest-register-submit').click();
  await expect(page.getByTestId('contest-register-refusal')).toBeVisible();
  // The expected refusal is not an error of the page.
  expect(errors.splice(0)).toEqual(['400 POST /api/register-contest']);
  await page.getByTestId('contest-register-password').fill('letmein');
  await page.getByTestId('contest-register-submit').click();
  await expect(page.locator('.ant-message')).toContainText('Register contest successfully');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Problem', exact: true })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );

  // A second tab watches the board: no row yet.
  const watcher = await page.context().newPage();
  watchErrors(watcher, errors);
  await watcher.goto(`/contest/${cid}/rank?l=en-US`);
  await expect(watcher.getByTestId('contest-board')).toBeVisible();
  await expect(watcher.locator(`tr[data-username="${me.username}"]`)).toHaveCount(0);

  // The problem: from the list to the page, then an accepted submission.
  await page.getByRole('tab', { name: 'Problem', exact: true }).click();
  await page.getByTestId('contest-problem-A').click();
  await expect(page).toHaveURL(new RegExp(`/contest/${cid}/problem/A$`));
  await expect(page.getByTestId('problem-detail')).toContainText('Any Derangement');
  await expect(page.getByTestId('link-statistics')).toHaveCount(0);
  await chooseLanguage(page, 'C++');
  const content = page.locator('.cm-content');
  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(DERANGEMENT);
  const verdict = await submitAndWait(page, 180_000);
  expect(verdict.status).toBe(0);

  // The watcher's board shows the row without a reload (push channel; the 30 s poll is the fallback).
  const myRow = watcher.locator(`tr[data-username="${me.username}"]`).first();
  await expect(myRow).toBeVisible({ timeout: 35_000 });
  await expect(myRow.getByTestId('board-ac')).toHaveText('1');
  await expect(myRow.getByTestId('board-cell').first()).toHaveAttribute('data-state', 'first-ac');
  await expect(myRow).toContainText('Own');
  await watcher.close();

  // The contest's submissions list it as Accepted.
  await page.goto(`/contest/${cid}/submissions?l=en-US`);
  // (the machine judges and builds for others meanwhile: give the first load time)
  await expect(page.getByTestId('contest-submissions')).toContainText(me.username, { timeout: 30_000 });

  // More participants for fuller boards: one with a wrong try then AC, one OI score.
  const other = await registerUser(request, 'rival');
  const profile = await request.post('/api/change-userInfo', {
    headers: { Authorization: other.token },
    data: { realname: 'Rival', school: 'Other School', course: 'Grade_9', gender: 'male' },
  });
  expect(profile.status(), await profile.text()).toBe(200);
  const reg = await request.post('/api/register-contest', {
    headers: { Authorization: other.token },
    data: { cid, password: 'letmein' },
  });
  expect(reg.status(), await reg.text()).toBe(200);
  await submitToContest(request, other.token, cid, IDENTITY);
  await submitToContest(request, other.token, cid, DERANGEMENT);
  await submitToContest(request, me.token, oiCid, SUM);

  await shoot(page, 'contest-list', '/contest', async (p) => {
    await expect(p.getByTestId(`contest-row-${cid}`)).toBeVisible();
  });
  await shoot(page, 'acm-rank', `/contest/${cid}/rank`, async (p) => {
    await expect(p.locator(`tr[data-username="${other.username}"]`).first()).toBeVisible();
  });
  await shoot(page, 'acm-problem', `/contest/${cid}/problem/A`, async (p) => {
    await expect(p.getByTestId('problem-detail')).toBeVisible();
  });
  await shoot(page, 'oi-rank', `/contest/${oiCid}/rank`, async (p) => {
    await expect(
      p.locator(`tr[data-username="${me.username}"]`).first().getByTestId('board-score'),
    ).toHaveText('100');
  });
  await shootOutside(browser, cid, oiCid, me.username, errors);

  expect(errors).toEqual([]);
});

/** The outside boards need no login. */
async function shootOutside(
  browser: Browser,
  cid: number,
  oiCid: number,
  username: string,
  errors: string[],
) {
  const ctx = await browser.newContext();
  const anon = await ctx.newPage();
  watchErrors(anon, errors);
  await shoot(anon, 'acm-outside', `/contest/acm-scoreboard/${cid}`, async (p) => {
    await expect(p.locator(`tr[data-username="${username}"]`).first()).toBeVisible();
  });
  await shoot(anon, 'oi-outside', `/contest/oi-scoreboard/${oiCid}`, async (p) => {
    await expect(p.locator(`tr[data-username="${username}"]`).first()).toBeVisible();
  });
  await ctx.close();
}
