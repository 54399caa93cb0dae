import { expect, test } from '@playwright/test';
import { adminLogin, dateInput, pickOption, pickerTime, setDate } from './helpers';

// The contest back office: root creates a private contest with a password (after the form refuses
// an end before the start), adds the public problem P1002 under display id A (an ACM problem, as the picker offers
// the contest's type; P1000 stays public for the specs that solve it), edits its display title, and hides then shows the contest from the list.

test('root creates a private contest, adds a public problem as A, edits it and toggles visibility', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await adminLogin(page);

  await page.goto('/manage/contest/create');
  await expect(page.getByTestId('contest-edit')).toBeVisible();
  const title = `E2E Cup ${Date.now() % 100000}`;
  await page.getByTestId('c-title').fill(title);
  await page.getByTestId('c-description').fill('Welcome to the **cup**.');

  const start = new Date(Date.now() + 24 * 3600_000);
  start.setSeconds(0, 0);
  const before = new Date(start.getTime() - 3600_000);
  const after = new Date(start.getTime() + 3 * 3600_000);
  await setDate(page, 'c-start', pickerTime(start));
  await setDate(page, 'c-end', pickerTime(before));
  // End before start: the duration says so and saving is refused with the form's message.
  await expect(page.getByTestId('c-duration')).toHaveText('The end time must be after the start time');
  await page.getByTestId('c-save').click();
  await expect(page.locator('.ant-message')).toContainText(
    'The duration of the contest cannot be less than or equal to zero!',
  );
  await expect(page).toHaveURL(/\/manage\/contest\/create$/);

  await setDate(page, 'c-end', pickerTime(after));
  await expect(page.getByTestId('c-duration')).toHaveText('3 hours');

  await pickOption(page, page.getByTestId('c-auth'), 'Private');
  // Private without a password: refused.
  await page.getByTestId('c-save').click();
  await expect(page.locator('.ant-message')).toContainText('A private or protected contest needs a password');
  await page.getByTestId('c-pwd').fill('s3cret');
  await page.getByTestId('c-save').click();

  await expect(page).toHaveURL(/\/manage\/contest$/);
  await page.getByTestId('contest-search').locator('input').fill(title);
  await page.getByTestId('contest-search').locator('input').press('Enter');
  const row = page.locator('tr', { hasText: title });
  await expect(row).toContainText('Private');
  await expect(row).toContainText('Scheduled');

  // Visibility: off, then on again.
  const visible = row.locator('[data-testid^="visible-"]');
  await expect(visible).toHaveAttribute('aria-checked', 'true');
  await visible.click();
  await expect(page.locator('.ant-message')).toContainText('Update Successfully');
  await expect(visible).toHaveAttribute('aria-checked', 'false');
  await visible.click();
  await expect(visible).toHaveAttribute('aria-checked', 'true');

  // The saved form reads back (password kept).
  await row.locator('[data-testid^="edit-contest-"]').click();
  await expect(page).toHaveURL(/\/manage\/contest\/\d+\/edit$/);
  await expect(page.getByTestId('c-title')).toHaveValue(title);
  await expect(page.getByTestId('c-pwd')).toHaveValue('s3cret');
  await expect(dateInput(page, 'c-end')).toHaveValue(pickerTime(after));
  const cid = /contest\/(\d+)\/edit/.exec(page.url())![1];

  // Problems: add P1002 as A from the public set, then edit its display title.
  await page.goto(`/manage/contest/${cid}/problems`);
  await expect(page.locator('.ant-empty')).toContainText('No problem in this contest yet');
  await page.getByTestId('add-from-public').click();
  await page.getByTestId('picker-display-id').fill('A');
  await page.getByTestId('picker-search').locator('input').fill('P1002');
  await page.getByTestId('picker-search').locator('input').press('Enter');
  await page.getByTestId('pick-P1002').click();
  await expect(page.locator('.ant-message')).toContainText('Add Successfully');
  await page
    .getByRole('dialog', { name: 'Add From Public Problem' })
    .getByRole('button', { name: 'Close', exact: true })
    .click();
  await expect(page.getByTestId('display-P1002')).toHaveText('A');

  await page.getByTestId('edit-cp-P1002').click();
  await page.getByTestId('cp-display-title').fill('Warm-up');
  await page
    .getByRole('dialog', { name: 'Edit Contest Problem' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(page.locator('.ant-message')).toContainText('Update Successfully');
  await expect(page.locator('tr', { hasText: 'P1002' })).toContainText('Warm-up');

  expect(errors).toEqual([]);
});
