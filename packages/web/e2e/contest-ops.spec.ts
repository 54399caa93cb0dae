import { expect, test, type Page } from '@playwright/test';
import {
  VIEWS,
  snap,
  addContestProblem,
  adminHeaders,
  contestForm,
  createContest,
  DERANGEMENT,
  IDENTITY,
  registerUser,
  shootContest,
  startContestTest,
  signIn,
  submitToContest,
  watchErrors,
} from './helpers';

// Contest operations (issue 17): in a running public ACM contest with printing on (P1002 as A), a
// participant sends a text to print (a short one is refused first) and sees the success dialog,
// while root's admin-print tab, open already, shows it without a reload before its 10 s poll (the
// admins' push channel); two more solve A. Root works the admin-print tab (mark printed) and the AC
// info tab (balloon delivered goes last). The contest is then ended with its board sealed for the
// whole contest and one solver made a star, and the scroll board is played from the setup tab to
// the final standings, which match the board: the star shown as *, without a medal, gold and
// silver for the two others. Screenshots at 1400 and 375 px in both languages; no console errors.

const SHOTS = '/tmp/shots/contest-ops';
const PRINT_TEXT =
  '#include <cstdio>\n// Team seat 12: please print this page for us, thank you very much!\nint main() { return 0; }\n';

const shoot = (page: Page, name: string, url: string, ready: (p: Page) => Promise<void>) =>
  shootContest(page, SHOTS, name, url, ready, { retry: true });

test('print, admin print, AC info and the scroll board of an onsite ACM contest', async ({
  page,
  request,
  browser,
}) => {
  const { errors, token } = await startContestTest(page, request, SHOTS);
  const title = `E2E Onsite ${Date.now() % 100000}`;
  const start = Date.now() - 120_000;
  const cid = await createContest(
    request,
    token,
    contestForm(title, {
      startIn: start - Date.now(),
      hours: 2,
      description: 'Onsite final',
      sealRank: true,
      sealRankTime: new Date(start).toISOString(),
      openPrint: true,
    }),
  );
  await addContestProblem(request, token, cid, 'P1002');

  // ---- A participant prints; root's admin-print tab, already open, shows it at once --------------
  const ada = await registerUser(request, 'printer');
  const bob = await registerUser(request, 'solver');
  const carl = await registerUser(request, 'starry');
  await signIn(page, ada.token, ada.user);
  await page.goto(`/contest/${cid}/print?l=en-US`);
  await page.getByTestId('print-content').fill('too short');
  await page.getByTestId('print-submit').click();
  await expect(page.getByTestId('print-error')).toHaveText('The number of characters cannot be less than 50');
  await page.getByTestId('print-content').fill(PRINT_TEXT);

  const rootLogin = await request.post('/api/login', {
    data: { username: 'root', password: process.env.E2E_ROOT_PASSWORD },
  });
  expect(rootLogin.status()).toBe(200);
  const rootCtx = await browser.newContext();
  const rp = await rootCtx.newPage();
  watchErrors(rp, errors);
  rp.setDefaultTimeout(30_000);
  await signIn(
    rp,
    rootLogin.headers()['authorization'],
    ((await rootLogin.json()) as { data: unknown }).data,
  );
  const listed = rp.waitForResponse((r) => r.url().includes('/api/get-contest-print?'));
  const channel = rp.waitForResponse((r) => r.url().includes('/api/contest-admin-events?'));
  await rp.goto(`/contest/${cid}/admin-print?l=en-US`);
  await listed;
  // The tab's next poll is 10 s after this first read: the print must show before it, pushed.
  const firstRead = Date.now();
  expect((await channel).status()).toBe(200);
  const printRow = rp
    .getByTestId('contest-admin-print')
    .locator('tbody tr.ant-table-row', { hasText: ada.username });
  await expect(printRow).toHaveCount(0);

  await page.getByTestId('print-submit').click();
  await expect(page.locator('.ant-modal-confirm')).toContainText(
    'Please wait patiently for the staff to print',
  );
  await expect(printRow).toContainText('Not printed', {
    timeout: Math.max(1000, firstRead + 9000 - Date.now()),
  });
  await page.locator('.ant-modal-confirm .ant-btn-primary').click();
  await page.getByTestId('print-content').fill('x'.repeat(60));
  await shoot(page, 'print', `/contest/${cid}/print`, async (p) => {
    await expect(p.getByTestId('print-content')).toBeVisible();
  });

  // ---- Two solvers, one AC each for the balloons -------------------------------------------------
  await submitToContest(request, bob.token, cid, IDENTITY);
  await submitToContest(request, bob.token, cid, DERANGEMENT);
  await submitToContest(request, ada.token, cid, DERANGEMENT);

  // ---- Root: admin print and AC info -------------------------------------------------------------
  await rp.goto(`/contest/${cid}/admin-print?l=en-US`);
  await expect(printRow).toContainText('Not printed');
  const download = rp.waitForEvent('download');
  await printRow.getByRole('button', { name: /Download/ }).click();
  expect((await download).suggestedFilename()).toMatch(/^print-\d+-\d+-printer\d+\.txt$/);
  await printRow.getByRole('button', { name: /OK/ }).click();
  await expect(printRow).toContainText('Printed');
  await shoot(rp, 'admin-print', `/contest/${cid}/admin-print`, async (p) => {
    await expect(
      p.getByTestId('contest-admin-print').locator('tbody tr', { hasText: ada.username }),
    ).toBeVisible();
  });

  await rp.goto(`/contest/${cid}/ac-info?l=en-US`);
  const acRows = rp.getByTestId('contest-ac-info').locator('tbody tr.ant-table-row');
  await expect(acRows).toHaveCount(2);
  await expect(acRows.nth(0)).toContainText(bob.username);
  await expect(acRows.nth(0)).toContainText('First blood');
  await expect(acRows.nth(1)).toContainText(ada.username);
  await acRows.nth(0).getByRole('switch').click();
  // The delivered balloon goes after the waiting one.
  await expect(acRows.nth(0)).toContainText(ada.username);
  await expect(acRows.nth(1)).toContainText('Delivered');
  await shoot(rp, 'ac-info', `/contest/${cid}/ac-info`, async (p) => {
    await expect(p.getByTestId('contest-ac-info').locator('tbody tr.ant-table-row')).toHaveCount(2);
  });

  // ---- A third solver, who will be a star -------------------------------------------------------
  await submitToContest(request, carl.token, cid, DERANGEMENT);

  // ---- End the contest (sealed for the whole contest, carl a star) and play the scroll board -----
  const vo = (
    (await (await request.get(`/api/admin/contest?cid=${cid}`, { headers: adminHeaders(token) })).json()) as {
      data: Record<string, unknown>;
    }
  ).data;
  const endSoon = Date.now() + 4000;
  const upd = await request.put('/api/admin/contest', {
    headers: adminHeaders(token),
    data: {
      ...vo,
      endTime: new Date(endSoon).toISOString(),
      sealRankTime: new Date(start).toISOString(),
      starAccount: [carl.username],
    },
  });
  expect(upd.status(), await upd.text()).toBe(200);
  await rp.waitForTimeout(Math.max(0, endSoon - Date.now()) + 1500);
  await shoot(rp, 'scroll-setup', `/contest/${cid}/scroll-board`, async (p) => {
    await expect(p.getByTestId('scroll-board-setup')).toBeVisible();
  });
  await rp.setViewportSize({ width: 1400, height: 900 });
  // Without the star: two rows only.
  await rp.goto(
    `/scrollBoard?cid=${cid}&removeStar=true&mode=number&medals[]=1&medals[]=1&medals[]=0&l=en-US`,
  );
  await expect(rp.getByTestId('sb-row')).toHaveCount(2);
  await expect(rp.locator('[data-testid="sb-row"][data-star]')).toHaveCount(0);
  // With the star: one gold and one silver for the two ranked users.
  const SB = `/scrollBoard?cid=${cid}&removeStar=false&mode=number&medals[]=1&medals[]=1&medals[]=0`;
  await rp.goto(`${SB}&l=en-US`);
  await expect(rp.getByTestId('sb-row')).toHaveCount(3);
  // Sealed: nobody has solved anything yet on the board.
  await expect(rp.locator('.sb-ac')).toHaveCount(0);
  await snap(rp, { path: `${SHOTS}/scroll-board-sealed.png`, fullPage: true });
  for (let i = 0; i < 20 && !(await rp.getByTestId('sb-done').isVisible()); i++)
    await rp.keyboard.press('Enter');
  await expect(rp.getByTestId('sb-done')).toBeVisible();
  await snap(rp, { path: `${SHOTS}/scroll-board-final.png`, fullPage: true }, 800);
  // The final standings equal the board, the star included.
  const board = await request.post('/api/get-contest-rank', {
    headers: { Authorization: token },
    data: { cid, currentPage: 1, limit: 30 },
  });
  const boardRows = ((await board.json()) as { data: { records: { username: string; rank: number }[] } }).data
    .records;
  const finalRows = await rp.getByTestId('sb-row').evaluateAll((els) =>
    els
      .map((e) => ({
        i: Number(e.getAttribute('data-index')),
        username: e.getAttribute('data-username')!,
        rank: Number(e.getAttribute('data-rank')),
      }))
      .sort((a, b) => a.i - b.i)
      .map(({ username, rank }) => ({ username, rank })),
  );
  expect(finalRows).toEqual(boardRows.map((r) => ({ username: r.username, rank: r.rank })));
  // The star is shown as * without a medal; the board's first gets gold (0), its second silver (1).
  const star = rp.locator(`[data-testid="sb-row"][data-username="${carl.username}"]`);
  await expect(star).toHaveAttribute('data-star', 'true');
  await expect(star.locator('.sb-rank')).toHaveText('*');
  await expect(star).not.toHaveAttribute('data-medal');
  const ranked = boardRows.filter((r) => r.username !== carl.username).sort((a, b) => a.rank - b.rank);
  expect(ranked.map((r) => r.rank)).toEqual([1, 2]);
  for (const [medal, r] of ranked.entries())
    await expect(rp.locator(`[data-testid="sb-row"][data-username="${r.username}"]`)).toHaveAttribute(
      'data-medal',
      String(medal),
    );
  // Back to the start with the keyboard.
  await rp.keyboard.press('Home');
  await expect(rp.locator('.sb-ac')).toHaveCount(0);
  for (const [lang, width] of VIEWS) {
    await rp.setViewportSize({ width, height: 800 });
    await rp.goto(`${SB}&l=${lang}`);
    await expect(rp.getByTestId('sb-row')).toHaveCount(3);
    for (let i = 0; i < 20 && !(await rp.getByTestId('sb-done').isVisible()); i++)
      await rp.keyboard.press('Enter');
    await snap(rp, { path: `${SHOTS}/scroll-board-${lang}-${width}.png`, fullPage: true }, 800);
  }
  expect(errors).toEqual([]);
  await rootCtx.close();
});
