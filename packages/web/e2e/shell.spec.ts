import { expect, test } from '@playwright/test';
import { snap } from './helpers';

// The web shell (issue 2 item 9): home in both languages, 404, guard redirect, mobile drawer.

test('home page in Chinese and in English, switching re-renders the strings', async ({ page }) => {
  await page.goto('/?l=zh-CN');
  const nav = page.getByTestId('navbar');
  await expect(nav.getByText('题目', { exact: true })).toBeVisible();
  await expect(nav.getByText('比赛', { exact: true })).toBeVisible();
  await expect(page.getByTestId('login-panel')).toContainText('登录');
  await expect(page).toHaveTitle(/^登录 - /);

  await page.goto('/?l=en-US');
  await expect(nav.getByText('Problem', { exact: true })).toBeVisible();
  await expect(nav.getByText('Contest', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Login - /);
  await expect(page.getByTestId('login-panel')).toContainText('Forget Password');
  await snap(page, { path: test.info().outputPath('home-en.png'), fullPage: true });

  // The stored choice wins over the browser language on the next visit; the logo toggles it.
  await page.goto('/introduction');
  await expect(nav.getByText('Problem', { exact: true })).toBeVisible();
  await expect(page).toHaveTitle(/^Introduction - /);
  await page.getByTestId('logo').click();
  await expect(nav.getByText('题目', { exact: true })).toBeVisible();
  await expect(page.getByTestId('introduction')).toContainText('评测结果说明');
  await expect(page).toHaveTitle(/^简介 - /);
});

test('unknown path shows the 404 page with Go Home and Back', async ({ page }) => {
  await page.goto('/introduction?l=en-US');
  await page.goto('/no/such/page');
  const nf = page.getByTestId('not-found');
  await expect(nf).toContainText("Sorry, the page can't be found");
  await expect(nf.getByRole('button', { name: 'Go Home' })).toBeVisible();
  await nf.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/introduction/);
});

test('a missing problem is asked for once and its page says it is not there', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === '/api/get-problem-detail') asked.push(r.url());
  });
  await page.goto('/problem/NO-SUCH-PROBLEM?l=en-US');
  await expect(page.locator('.ant-result-404')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the route's prefetch got the refusal; the page mounting a moment later shows it, not asks again
  expect(asked).toHaveLength(1);
});

test('a login-only route redirects to /login with "Please login first"', async ({ page }) => {
  await page.goto('/setting?l=en-US');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fsetting/);
  await expect(page.getByText('Please login first!').first()).toBeVisible();
  await expect(page.getByTestId('login-panel')).toBeVisible();
});

test('an admin route without an admin session goes to /manage/login', async ({ page }) => {
  await page.goto('/manage/user?l=en-US');
  await expect(page).toHaveURL(/\/manage\/login$/);
  await expect(page.getByText('Please login again with the administrator account!').first()).toBeVisible();
});

test('mobile layout at 375 px uses the side drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto('/introduction?l=en-US');
  await expect(page.getByTestId('mobile-appbar')).toBeVisible();
  await expect(page.getByTestId('navbar')).toHaveCount(0);
  await page.getByTestId('drawer-button').click();
  const drawer = page.locator('.oj-drawer');
  await expect(drawer.getByText('Contest', { exact: true })).toBeVisible();
  await snap(page, { path: test.info().outputPath('mobile-drawer.png') }, 400);
  await drawer.getByText('Contest', { exact: true }).click();
  await expect(page).toHaveURL(/\/contest$/);
  await expect(page.getByTestId('drawer-button')).toBeVisible();
});

test("antd's component styles come from the static stylesheet, coloured by the site's theme", async ({
  page,
}) => {
  await page.goto('/login?l=en-US');
  const login = page.getByTestId('login-panel').getByRole('button', { name: 'Login' });
  await expect(login).toBeVisible();
  // The theme's primary colour (main.tsx), not antd's default blue (#1677ff).
  await expect(login).toHaveCSS('background-color', 'rgb(64, 158, 255)');
  const styles = await page.evaluate(() => ({
    sheet: [...document.querySelectorAll('link[rel="stylesheet"]')].some((l) =>
      /\/assets\/index-[\w-]+\.css$/.test((l as HTMLLinkElement).href),
    ),
    // Zero-runtime mode: the page's own <style> elements (antd's) set custom properties only.
    runtime: [...document.querySelectorAll('style')].flatMap((s) =>
      [...(s.sheet?.cssRules ?? [])].map((r) =>
        r instanceof CSSStyleRule && [...r.style].every((p) => p.startsWith('--')) ? 'variables' : r.cssText,
      ),
    ),
  }));
  expect(styles.sheet).toBe(true);
  expect(styles.runtime.length).toBeGreaterThan(0);
  expect(styles.runtime.filter((r) => r !== 'variables')).toEqual([]);
});

test('the navbar Login button opens the 370-wide modal; Register and Reset switch inside it', async ({
  page,
}) => {
  await page.goto('/introduction?l=en-US');
  await page.getByTestId('nav-login').click();
  const modal = page.getByRole('dialog');
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Login - OJ');
  const width = await modal.evaluate((el) => (el.closest('.ant-modal') as HTMLElement).offsetWidth);
  expect(Math.round(width)).toBe(370);
  // The switches are reached with Tab after the Login button and open with Enter or Space.
  await modal.getByTestId('login-submit').focus();
  await page.keyboard.press('Tab');
  await expect(modal.getByTestId('to-register')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(modal).toContainText('Register - OJ');
  await modal.getByText('Already registed? Login now!').click();
  await modal.getByTestId('login-submit').focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(modal.getByTestId('to-reset')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(modal).toContainText('Reset Password - OJ');
  await expect(modal.locator('img.captcha-img')).toHaveAttribute('src', /^data:image\/svg\+xml/);
  await modal.getByRole('button', { name: 'Send Password Reset Email' }).click();
  await expect(modal.getByText('The email is required.')).toBeVisible();
  await expect(modal.getByText('The captcha is required.')).toBeVisible();
  await snap(page, { path: test.info().outputPath('reset-modal.png') });
});

test('the reset-password page takes username and code from the query; username is read-only', async ({
  page,
}) => {
  await page.goto('/reset-password?username=someone&code=abc&l=en-US');
  const card = page.getByTestId('reset-password');
  await expect(card.getByLabel('Username')).toHaveValue('someone');
  await expect(card.getByLabel('Username')).toBeDisabled();
  // A short password: one message (Pass_Strength), not a length message beside it.
  const newPassword = card.getByLabel('New Password', { exact: true });
  await newPassword.fill('ab1');
  await expect(
    card.getByText('The password must be 6-20 characters and contain at least one letter and one digit.'),
  ).toBeVisible();
  await expect(card.getByText('The length of the password is between 6 and 20.')).toHaveCount(0);
  await newPassword.fill('abcdefgh');
  await card.getByLabel('Confirm New Password').fill('abcdefgx');
  await card.getByRole('button', { name: 'Reset Password' }).click();
  await expect(
    card.getByText('The password must be 6-20 characters and contain at least one letter and one digit.'),
  ).toBeVisible();
  await expect(card.getByText('Password does not match.')).toBeVisible();
  await expect(card.getByText('The username does not exist.')).toBeVisible();
});

test('on /login the panel switches are reached with Tab and open with Enter', async ({ page }) => {
  await page.goto('/login?l=en-US');
  const panel = page.getByTestId('login-panel');
  await panel.getByTestId('login-submit').focus();
  await page.keyboard.press('Tab');
  await expect(panel.getByTestId('to-register')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByTestId('to-reset')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toContainText('Reset Password - OJ');
});

test('nothing scrolls sideways at 375 px: the problem and discussion lists', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  for (const [url, ready] of [
    ['/problem?l=en-US', 'problem-list'],
    ['/discussion?l=zh-CN', 'discussion-list'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByTestId(ready)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), url).toBeLessThanOrEqual(375);
  }
});

test('a visitor’s /status?onlyMine=true drops the filter, asks to log in and never sends onlyMine', async ({
  page,
}) => {
  const calls: URL[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (u.pathname === '/api/get-submission-list') calls.push(u);
  });
  await page.goto('/status?onlyMine=true&l=en-US');
  await expect(page).toHaveURL(/\/status\?l=en-US$/);
  await expect(page.getByText('Please login first!').first()).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText('Login - OJ');
  await expect(page.getByTestId('submission-list')).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  expect(calls.filter((u) => u.searchParams.has('onlyMine')).map(String)).toEqual([]);
});
