import { expect, test, type Page } from '@playwright/test';
import { snap, contestForm, rootToken } from './helpers';

// Signed-in pages: /home in both languages, menus by role, no console errors (e.g. CSP refusals).

async function signInAsRoot(page: Page, token: string) {
  const res = await page.request.get('/api/get-user-auth-info', { headers: { Authorization: token } });
  expect(res.status()).toBe(200);
  await page.addInitScript(
    ([t]) => {
      localStorage.setItem('token', t);
      localStorage.setItem('userInfo', JSON.stringify({ uid: 'root', username: 'root', roleList: ['root'] }));
    },
    [token],
  );
}

test('signed-in home page in Chinese and English, with the super-admin menus', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/\/api\/msg\/unread|404/.test(m.text())) problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  await signInAsRoot(page, await rootToken(request));

  await page.goto('/home?l=zh-CN');
  await expect(page.getByTestId('home')).toContainText('欢迎来到');
  await expect(page.getByTestId('home')).toContainText('考试倒计时');
  await expect(page).toHaveTitle(/^首页 - /);
  const nav = page.getByTestId('navbar');
  await expect(nav.getByText('评测', { exact: true })).toBeVisible(); // /status: super admin only
  await snap(page, { path: test.info().outputPath('home-zh.png'), fullPage: true });

  await page.getByTestId('user-menu').hover();
  const menu = page.locator('.ant-dropdown:visible');
  await expect(menu.getByRole('menuitem', { name: '后台管理' })).toBeVisible();
  await expect(menu.getByRole('menuitem', { name: '退出登录' })).toBeVisible();

  // Switching language re-renders every visible string without a reload.
  await page.getByTestId('language-menu').hover();
  await page.locator('.ant-dropdown:visible').getByText('English').click();
  await expect(page.getByTestId('home')).toContainText('Welcome to');
  await expect(nav.getByText('Status', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Home - /);
  await expect(page.getByTestId('footer')).toContainText('Judging Queue');

  await page.getByTestId('message-menu').click();
  const box = page.locator('.ant-dropdown:visible');
  for (const name of ['Discuss', 'Reply', 'Likes', 'System', 'Mine'])
    await expect(box.getByText(name, { exact: true })).toBeVisible();

  await page.goto('/introduction');
  await expect(page.getByTestId('introduction')).toContainText('Accepted');
  await page.goto('/developer');
  await expect(page.getByTestId('developer')).toContainText('npm install && npm start');
  expect(problems).toEqual([]);
});

test('a token removed in another tab is dropped when the tab becomes visible', async ({ page, request }) => {
  await signInAsRoot(page, await rootToken(request));
  await page.goto('/setting?l=en-US');
  await expect(page.getByTestId('setting')).toBeVisible();
  await page.evaluate(() => {
    localStorage.removeItem('token');
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByTestId('nav-login')).toBeVisible();
});

test('a guest sees the home page; a recent contest asks to sign in first', async ({ page, request }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // A contest starting within the week, so the recent-contest card has a row to click.
  const token = await rootToken(request);
  const title = `Guest cup ${Date.now() % 100000}`;
  const made = await request.post('/api/admin/contest', {
    headers: { Authorization: token, 'Url-Type': 'admin' },
    data: contestForm(title, { startIn: 3 * 24 * 3600_000 }),
  });
  expect(made.status(), await made.text()).toBe(200);

  await page.goto('/home?l=en-US');
  await expect(page).toHaveURL(/\/home/);
  const recent = page.getByTestId('home-recent-contests');
  const link = recent.getByRole('link', { name: title });
  await expect(link).toHaveAttribute('href', /\/contest\/\d+$/);
  await link.click();
  await expect(page.locator('.ant-message')).toContainText('Please login first');
  await expect(page).toHaveURL(/\/home/);

  // On a phone the English card titles ("Statistics: Submissions In The Last Week") wrap: none is cut.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByText('Statistics: Submissions In The Last Week')).toBeVisible();
  const cut = await page
    .locator('.home-card .ant-card-head-title')
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth).map((e) => e.textContent));
  expect(cut).toEqual([]);
  expect(problems).toEqual([]);
});
