import { expect, test } from '@playwright/test';
import { snap, lastMailId, makePng, readMailCode } from './helpers';

// Accounts through the UI (issue 3 item 7): register with the e-mailed code, log in, change the
// avatar and the password, log out, and the old tokens are refused by the server.

const suffix = String(Date.now() % 100_000_000);
const username = `e2e${suffix}`;
const email = `e2e${suffix}@example.com`;
const password = 'Passw0rd1';
const newPassword = 'N3wPassw0rd';

test('register, log in, change avatar and password, log out; old tokens refused', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('/?l=en-US');
  await page.getByTestId('login-panel').getByTestId('to-register').click();
  const form = page.getByTestId('register-form');
  await expect(page.getByTestId('login-panel')).toContainText('Register - ');

  // Validation messages at their fields.
  await form.getByPlaceholder('Please Enter Email').fill('not-an-email');
  await form.getByPlaceholder('Please Enter Password', { exact: true }).fill('abcdef');
  await form.getByPlaceholder('Please Enter Password Again').fill('abcdeg');
  await form.getByTestId('register-submit').click();
  await expect(form.getByText('The email format is incorrect.')).toBeVisible();
  await expect(
    form.getByText('The password must be 6-20 characters and contain at least one letter and one digit.'),
  ).toBeVisible();
  await expect(form.getByText('Password does not match.')).toBeVisible();
  await expect(form.getByText('The e-mail code is required.')).toBeVisible();

  // Real values; the code comes from the server's outbox.
  await form.getByPlaceholder('Please Enter Username').fill(username);
  await form.getByPlaceholder('Please Enter Email').fill(email);
  const from = await lastMailId(request);
  await form.getByTestId('send-code').click();
  await expect(form.getByTestId('send-code')).toContainText(/Resend in \d+ s/);
  const code = await readMailCode(request, email, from);
  await form.getByPlaceholder('Please Enter the captcha from the email').fill(code);
  await form.getByPlaceholder('Please Enter Password', { exact: true }).fill(password);
  await form.getByPlaceholder('Please Enter Password Again').fill(password);
  await form.getByTestId('register-submit').click();
  await expect(page.getByText('Thanks for your registering, you can login now.')).toBeVisible();

  // Log in (the username is filled in after registering).
  const login = page.getByTestId('login-form');
  await expect(login.getByPlaceholder('Username')).toHaveValue(username);
  await login.getByPlaceholder('Password').fill(password);
  await login.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByTestId('user-menu')).toContainText(username);
  const firstToken = await page.evaluate(() => localStorage.getItem('token'));
  expect(firstToken).toBeTruthy();

  // Avatar: choose a picture, crop, upload.
  await page.goto('/setting');
  await page.getByRole('tab', { name: 'Avatar' }).click();
  await page.locator('[data-testid="avatar-setting"] input[type=file]').setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: makePng(),
  });
  await expect(page.getByTestId('avatar-cropper')).toBeVisible();
  await snap(page, { path: test.info().outputPath('avatar-crop.png') });
  await page.getByTestId('avatar-upload').click();
  await expect(page.getByText('Upload avatar successfully')).toBeVisible();
  const avatarSrc = await page.getByTestId('navbar').locator('.ant-avatar img').getAttribute('src');
  expect(avatarSrc).toBeTruthy();
  const img = await request.get(avatarSrc!);
  expect(img.ok()).toBe(true);
  expect(img.headers()['content-type']).toContain('image/png');

  // Password: wrong confirmation first, then the real change, which signs us out everywhere.
  await page.getByRole('tab', { name: 'Change Password' }).click();
  const pw = page.getByTestId('change-password-form');
  await pw.getByLabel('Old Password').fill(password);
  await pw.getByLabel('New Password', { exact: true }).fill(newPassword);
  await pw.getByLabel('Confirm New Password').fill(newPassword + 'x');
  await pw.getByTestId('change-password-submit').click();
  await expect(pw.getByText('Password does not match.')).toBeVisible();
  await pw.getByLabel('Confirm New Password').fill(newPassword);
  await pw.getByTestId('change-password-submit').click();
  await expect(page).toHaveURL(/\/login/);

  // The token from before the change is refused.
  const refused = await request.get('/api/get-user-auth-info', { headers: { Authorization: firstToken! } });
  expect(refused.status()).toBe(401);

  // Log in with the new password, then log out through the user menu.
  await page.goto('/login?l=en-US');
  const login2 = page.getByTestId('login-panel').getByTestId('login-form');
  await login2.getByPlaceholder('Username').fill(username);
  await login2.getByPlaceholder('Password').fill(newPassword);
  await login2.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
  const secondToken = await page.evaluate(() => localStorage.getItem('token'));
  const ok = await request.get('/api/get-user-auth-info', { headers: { Authorization: secondToken! } });
  expect(ok.status()).toBe(200);

  await page.getByTestId('user-menu').click();
  const logoutItem = page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Logout' });
  await expect(logoutItem).toBeVisible();
  await snap(page, { path: test.info().outputPath('user-menu.png') });
  await logoutItem.click();
  await expect(page).toHaveURL(/\/$|\/login/);
  await expect(page.getByTestId('nav-login')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

  const afterLogout = await request.get('/api/get-user-auth-info', {
    headers: { Authorization: secondToken! },
  });
  expect(afterLogout.status()).toBe(401);
  expect(errors).toEqual([]);
});

test('user home shows the profile, stat cards and heatmap', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' && !/404/.test(m.text())) problems.push(m.text()); // e.g. a CSP refusal
  });
  page.on('pageerror', (e) => problems.push(e.message));
  // Root exists on every fresh start; its home page is public.
  await page.goto('/user-home?username=root&l=en-US');
  await expect(page.getByTestId('user-home')).toBeVisible();
  await expect(page.getByTestId('user-home')).toContainText('root');
  await expect(page.getByTestId('user-stats')).toContainText('Days since registration');
  await expect(page.getByTestId('user-stats')).toContainText('--');
  await expect(page.locator('[data-testid="user-home"] canvas').first()).toBeVisible();
  await expect(page.getByText("This guy is lazy. He doesn't write anything.")).toBeVisible();
  await snap(page, { path: test.info().outputPath('user-home.png'), fullPage: true });
  // At 375 px the year scrolls inside its box, opened at the recent end (today in view); the page
  // itself does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/user-home?username=root&l=zh-CN');
  await expect(page.locator('[data-testid="user-home"] canvas').first()).toBeVisible();
  const box = await page.getByTestId('heatmap-scroll').evaluate((e) => ({
    left: e.scrollLeft,
    max: e.scrollWidth - e.clientWidth,
  }));
  expect(box.max).toBeGreaterThan(0);
  expect(box.left).toBeGreaterThanOrEqual(box.max - 1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  expect(problems).toEqual([]);
});

test('admin login page lets root in and shows the admin menu', async ({ page }) => {
  await page.goto('/manage/login?l=en-US');
  await page.getByPlaceholder('Username').fill('root');
  await page.getByPlaceholder('Password').fill(process.env.E2E_ROOT_PASSWORD!);
  await page.getByTestId('manage-login-submit').click();
  await expect(page).toHaveURL(/\/manage$/);
  const menu = page.getByTestId('admin-menu');
  await expect(menu).toContainText('Dashboard');
  await expect(menu).toContainText('General');
  // Every sub-menu open: no label is cut short (long English ones wrap instead).
  for (const title of await menu.locator('.ant-menu-submenu-title').all()) {
    if ((await title.locator('xpath=..').getAttribute('class'))?.includes('ant-menu-submenu-open')) continue;
    await title.click();
  }
  await expect(menu).toContainText('Group Problem Examine');
  const cut = await menu
    .locator('.ant-menu-title-content')
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.textContent));
  expect(cut).toEqual([]);
  await snap(page, { path: test.info().outputPath('admin.png'), fullPage: true });
});
