import { mkdirSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { adminLogin, rootToken, shootBoth, watchErrors } from './helpers';

// The audit log (issue 24, Operations): root edits an announcement in the back office, then finds
// the change on /manage/audit (filtered by action) with the title before and after in the opened
// row. Screenshots of the page with a row opened at 1400/375 px in both languages; no console error.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-audit';
const OLD = `Audit e2e ${Date.now()}`;
const NEW = `${OLD} (edited)`;

/** Filters the log to announcement updates and opens the newest row. */
async function openUpdate(page: Page) {
  await expect(page.getByTestId('admin-audit')).toBeVisible();
  await page.getByTestId('audit-action').fill('announcement.update');
  await page.getByTestId('audit-search').click();
  const row = page.locator('.ant-table-row', { hasText: 'announcement.update' }).first();
  await expect(row).toBeVisible();
  await row.click();
  const title = page.locator('.audit-diff tr[data-field="title"]').first();
  await expect(title.locator('.audit-before')).toHaveText(OLD);
  await expect(title.locator('.audit-after')).toHaveText(NEW);
}

test('an edit in the back office shows on the audit page with its before and after', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors: string[] = [];
  watchErrors(page, errors);
  const headers = { Authorization: await rootToken(request), 'Url-Type': 'admin' };
  const created = await request.post('/api/admin/announcement', {
    headers,
    data: { title: OLD, content: 'Body' },
  });
  expect(created.status()).toBe(200);

  await adminLogin(page);
  // ---- the edit, through the announcement page's dialog
  await page.goto('/manage/announcement?l=en-US');
  const row = page.getByTestId('admin-announcements').locator('.ant-table-row', { hasText: OLD });
  await row.locator('button:has(.anticon-edit)').click();
  await page.getByTestId('announcement-title').fill(NEW);
  await page.locator('.ant-modal:visible').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByTestId('admin-announcements')).toContainText(NEW);

  // ---- the menu leads to the log; the entry names root, the action and the resource
  await page.goto('/manage/dashboard?l=en-US');
  await page.getByRole('menuitem', { name: 'General' }).click();
  await page.getByRole('menuitem', { name: 'Audit Log' }).click();
  await expect(page).toHaveURL(/\/manage\/audit/);
  await openUpdate(page);
  const entry = page.locator('.ant-table-row', { hasText: 'announcement.update' }).first();
  await expect(entry).toContainText('root');
  await expect(entry).toContainText(/Announcement #\d+/);
  await expect(entry).toContainText('PUT /api/admin/announcement');
  // unchanged fields on request; the logged request below
  const diff = page.locator('.audit-diff').first();
  await expect(diff.locator('tr[data-field="content"]')).toHaveCount(0);
  await diff.getByRole('switch').click();
  await expect(diff.locator('tr[data-field="content"]')).toBeVisible();
  await diff.getByText('Request').click();
  await expect(diff.locator('.audit-request pre')).toContainText(NEW);

  // ---- filters: another user's name finds nothing (the empty state)
  await page.getByTestId('audit-user').fill('nobody-at-all');
  await page.getByTestId('audit-search').click();
  await expect(page.getByTestId('admin-audit')).toContainText('No back-office action recorded');
  await page.getByTestId('audit-reset').click();
  await expect(page.locator('.ant-table-row').first()).toBeVisible();

  await shootBoth(page, '/manage/audit', `${SHOTS}/audit`, openUpdate, { noOverflow: true });
  expect(errors).toEqual([]);
});
