import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { adminLogin } from './helpers';

// The user back office (issue 20): root imports users from a UTF-8 CSV in /manage/user (a file
// with a bad row is refused whole and its rows reported), edits one of them (real name, title,
// a new password), and that user signs in with the new password while the imported one fails.
// Root generates ten accounts and reads their .xlsx sheet (fflate, as the server writes it); a ban
// ends the banned user's open session in another browser with the reason.

const s = String(Date.now() % 100_000_000);
const alice = `csva${s}`;
const bob = `csvb${s}`;

/** Root signed in on /manage/user; the page's uncaught errors are collected in the list returned. */
async function rootOnUserAdmin(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await adminLogin(page);
  await page.goto('/manage/user?l=en-US');
  return errors;
}

function csvFile(name: string, text: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'e2e-csv-')), name);
  // a byte-order mark as spreadsheet programs write it
  writeFileSync(file, `\uFEFF${text}`, 'utf8');
  return file;
}

test('root imports two users from a CSV, edits one, and that user signs in with the new password', async ({
  page,
  browser,
  request,
}) => {
  const errors = await rootOnUserAdmin(page);
  await expect(page.getByText('root', { exact: true }).first()).toBeVisible();

  // A file with a bad row: nothing is imported, the row is reported.
  const card = page.getByTestId('import-users-card');
  await card
    .locator('input[type=file]')
    .setInputFiles(
      csvFile('bad.csv', `username,password,email\n${alice},Passw0rd1,${alice}@example.com\n${bob},123,\n`),
    );
  await card.getByTestId('import-users-submit').click();
  await expect(card.getByTestId('import-report')).toContainText(
    '1 row(s) have errors; no user was imported.',
  );
  await expect(card).toContainText('The password must be 6 to 25 characters long.');
  expect(
    (await request.post('/api/login', { data: { username: alice, password: 'Passw0rd1' } })).status(),
  ).toBe(400);

  // The corrected file: both users, with real names, gender, school and class.
  await card
    .locator('input[type=file]')
    .setInputFiles(
      csvFile(
        'users.csv',
        'username,password,email,realname,gender,nickname,school,class\n' +
          `${alice},Passw0rd1,${alice}@example.com,张三,female,Ann,"No.1 School, East",Class 3\n` +
          `${bob},Passw0rd2,,Bob B,0,,,\n`,
      ),
    );
  await expect(card).toContainText('No.1 School, East');
  await card.getByTestId('import-users-submit').click();
  await expect(page.getByText('2 user(s) imported.')).toBeVisible();

  // Find Alice and edit her: title and a new password.
  await page.getByTestId('user-search').locator('input').fill(alice);
  await page.getByTestId('user-search').locator('input').press('Enter');
  await expect(page.getByTestId(`edit-user-${bob}`)).toHaveCount(0);
  await page.getByTestId(`edit-user-${alice}`).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('Real Name')).toHaveValue('张三');
  await dialog.getByTestId('edit-user-title').fill('Champion');
  await dialog.getByTestId('edit-user-set-password').click();
  await dialog.getByTestId('edit-user-password').fill('Changed99');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update Successfully')).toBeVisible();
  await expect(page.locator('.ant-table-row', { hasText: alice })).toContainText('Champion');

  // Alice signs in (own browser context) with the new password; the imported one is refused.
  expect(
    (await request.post('/api/login', { data: { username: alice, password: 'Passw0rd1' } })).status(),
  ).toBe(400);
  const ctx = await browser.newContext();
  const userPage = await ctx.newPage();
  await userPage.goto('/login?l=en-US');
  const form = userPage.getByTestId('login-panel').getByTestId('login-form');
  await form.getByPlaceholder('Username').fill(alice);
  await form.getByPlaceholder('Password').fill('Changed99');
  await form.getByTestId('login-submit').click();
  await expect(userPage).toHaveURL(/\/home$/);
  await expect(userPage.getByTestId('user-menu')).toContainText(alice);
  await ctx.close();
  // Bob's imported password works as it was.
  expect(
    (await request.post('/api/login', { data: { username: bob, password: 'Passw0rd2' } })).status(),
  ).toBe(200);
  expect(errors).toEqual([]);
});

/** The text cells of the first sheet of an .xlsx (the server writes inline strings), row by row. */
function sheetRows(xlsx: Buffer): string[][] {
  const xml = strFromU8(unzipSync(new Uint8Array(xlsx))['xl/worksheets/sheet1.xml']);
  return [...xml.matchAll(/<row [^>]*>(.*?)<\/row>/g)].map((r) =>
    [...r[1].matchAll(/<t[^>]*>(.*?)<\/t>/g)].map((c) => c[1]),
  );
}

test('root generates ten accounts, downloads their sheet, bans one and its open session ends', async ({
  page,
  browser,
  request,
}) => {
  const errors = await rootOnUserAdmin(page);
  const prefix = `g${s}x`;

  // Ten accounts prefix1…prefix10; the sheet downloads by itself.
  const card = page.getByTestId('generate-users-card');
  await card.getByTestId('generate-prefix').fill(prefix);
  await card.getByTestId('generate-from').fill('1');
  await card.getByTestId('generate-to').fill('10');
  const downloading = page.waitForEvent('download');
  await card.getByTestId('generate-users-submit').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^users-.*\.xlsx$/);
  const rows = sheetRows(readFileSync(await download.path()));
  expect(rows[0]).toEqual(['Username', 'Password']);
  expect(rows.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 10 }, (_, i) => `${prefix}${i + 1}`));
  for (const [, password] of rows.slice(1)) expect(password).toMatch(/^[A-Za-z0-9]{6}$/);
  // Every one of them signs in with the password of the sheet.
  for (const [username, password] of rows.slice(1))
    expect((await request.post('/api/login', { data: { username, password } })).status(), username).toBe(200);

  // The seventh signs in in its own browser.
  const [name, password] = rows[7];
  const ctx = await browser.newContext();
  const userPage = await ctx.newPage();
  await userPage.goto('/login?l=en-US');
  const form = userPage.getByTestId('login-panel').getByTestId('login-form');
  await form.getByPlaceholder('Username').fill(name);
  await form.getByPlaceholder('Password').fill(password);
  await form.getByTestId('login-submit').click();
  await expect(userPage).toHaveURL(/\/home$/);
  await expect(userPage.getByTestId('user-menu')).toContainText(name);

  // Root bans it in the back office.
  await page.getByTestId('user-search').locator('input').fill(name);
  await page.getByTestId('user-search').locator('input').press('Enter');
  await page.getByTestId(`edit-user-${name}`).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Banned').check();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Update Successfully')).toBeVisible();

  // Its open session ends at its next call: signed out, on the login page, told why.
  await userPage.goto('/status?l=en-US');
  await expect(
    userPage.getByText('This account has been banned. Please contact an administrator.').first(),
  ).toBeVisible();
  await expect(userPage).toHaveURL(/\/login/);
  await expect(userPage.getByTestId('user-menu')).toHaveCount(0);
  expect(await userPage.evaluate(() => localStorage.getItem('token'))).toBeFalsy();
  // and it cannot sign in again
  expect((await request.post('/api/login', { data: { username: name, password } })).status()).not.toBe(200);
  await ctx.close();
  expect(errors).toEqual([]);
});
