import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { lastMailId, readMailCode } from './helpers';

// Settings → user info and e-mail, and how the user home shows them.

async function registerByApi(request: APIRequestContext, username: string, email: string, password: string) {
  const from = await lastMailId(request);
  expect((await request.get(`/api/get-register-code?email=${encodeURIComponent(email)}`)).status()).toBe(200);
  const code = await readMailCode(request, email, from);
  const r = await request.post('/api/register', { data: { username, password, email, code } });
  expect(r.status()).toBe(200);
}

async function signIn(page: Page, username: string, password: string) {
  await page.goto('/login?l=en-US');
  const form = page.getByTestId('login-panel').getByTestId('login-form');
  await form.getByPlaceholder('Username').fill(username);
  await form.getByPlaceholder('Password').fill(password);
  await form.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/home$/);
}

test('user info and e-mail changes show on the user home', async ({ page, request }) => {
  const s = String(Date.now() % 100_000_000);
  const username = `pf${s}`;
  const password = 'Passw0rd1';
  await registerByApi(request, username, `pf${s}@example.com`, password);
  await signIn(page, username, password);

  await page.goto('/setting');
  await page.getByRole('tab', { name: 'User Info Setting' }).click();
  const info = page.getByTestId('user-info-form');
  await info.getByLabel('Nickname').fill('Tester');
  await info.getByLabel('School').fill('Judge University');
  await info.getByLabel('Github').fill('https://github.com/example');
  await info.getByLabel('Female').check();
  await info.getByLabel('Signature').fill('## About me\n\nI like **graphs**.');
  await info.getByTestId('user-info-submit').click();
  await expect(page.getByText('Update Successfully').first()).toBeVisible();

  // New e-mail with a code from the outbox.
  await page.getByRole('tab', { name: 'Change Email' }).click();
  const mail = page.getByTestId('change-email-form');
  const newEmail = `pf${s}.new@example.com`;
  await mail.getByLabel('Current Password').fill(password);
  await mail.getByLabel('New Email').fill(newEmail);
  const from = await lastMailId(request);
  await mail.getByRole('button', { name: 'Get Captcha' }).click();
  const code = await readMailCode(request, newEmail, from);
  await mail.getByLabel('Captcha').fill(code);
  await mail.getByRole('button', { name: 'Update Email' }).click();
  await expect(page.getByText('Update Successfully').first()).toBeVisible();
  await expect(mail.getByLabel('Old Email')).toHaveValue(newEmail);

  await page.getByTestId('user-menu').hover();
  await page.locator('.ant-dropdown:visible').getByRole('menuitem', { name: 'Home' }).click();
  await expect(page).toHaveURL(/\/user-home$/);
  const home = page.getByTestId('user-home');
  await expect(home).toContainText(username);
  await expect(home).toContainText('Tester');
  await expect(home).toContainText('Judge University');
  await expect(home.locator('.gender-female')).toBeVisible();
  await expect(home.getByRole('link', { name: /GitHub/ })).toHaveAttribute(
    'href',
    'https://github.com/example',
  );
  await expect(home.getByRole('heading', { name: 'About me' })).toBeVisible();
  await expect(home.locator('strong', { hasText: 'graphs' })).toBeVisible();
  await home.getByRole('tab', { name: 'Solved Problems' }).click();
  await expect(home).toContainText('The guy is so lazy that has not solved any problem yet.');
});
