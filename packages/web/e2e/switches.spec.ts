import { expect, test } from '@playwright/test';
import { snap, adminLogin, rootToken } from './helpers';

// Feature switches of the site config hide menu items and block their routes with 'No Access'.

test('closing public discussion hides the menu item and blocks /discussion', async ({ page, request }) => {
  const token = await rootToken(request);
  const headers = { Authorization: token, 'Url-Type': 'admin' };
  const set = async (open: boolean) => {
    const r = await request.put('/api/admin/switch/update', {
      headers,
      data: { openPublicDiscussion: open, openGroupDiscussion: open, openContestComment: open },
    });
    expect(r.status()).toBe(200);
  };
  await set(false);
  try {
    await page.goto('/discussion?l=en-US');
    await expect(page.getByTestId('no-access')).toContainText(
      'No Access: There is no open discussion area on the website!',
    );
    await expect(page.getByTestId('navbar').getByText('Discussion', { exact: true })).toHaveCount(0);
    await expect(page.getByTestId('navbar').getByText('Group', { exact: true })).toBeVisible();
    await snap(page, { path: test.info().outputPath('no-access.png') });
  } finally {
    await set(true);
  }
  await page.goto('/discussion?l=en-US');
  await expect(page.getByTestId('no-access')).toHaveCount(0);
  await expect(page.getByTestId('navbar').getByText('Discussion', { exact: true })).toBeVisible();
});

test('root flips the public-discussion switch in /manage/switch and a visitor sees the site change', async ({
  page,
  browser,
  request,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto('/discussion?l=en-US');
  await expect(visitor.getByTestId('no-access')).toHaveCount(0);
  await expect(visitor.getByTestId('navbar').getByText('Discussion', { exact: true })).toBeVisible();

  await adminLogin(page);
  await page.goto('/manage/switch?l=en-US');
  const toggle = page.getByTestId('switch-openPublicDiscussion');
  await expect(toggle).toBeChecked();
  try {
    await toggle.click();
    await page.getByTestId('switch-save').click();
    await expect(page.getByText('Update Successfully')).toBeVisible();
    // the form shows what was stored
    await page.reload();
    await expect(page.getByTestId('switch-openPublicDiscussion')).not.toBeChecked();

    await visitor.reload();
    await expect(visitor.getByTestId('no-access')).toContainText(
      'There is no open discussion area on the website!',
    );
    await expect(visitor.getByTestId('navbar').getByText('Discussion', { exact: true })).toHaveCount(0);

    // and back on
    await page.getByTestId('switch-openPublicDiscussion').click();
    await page.getByTestId('switch-save').click();
    await expect(page.getByText('Update Successfully').last()).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByTestId('no-access')).toHaveCount(0);
    await expect(visitor.getByTestId('navbar').getByText('Discussion', { exact: true })).toBeVisible();
  } finally {
    const r = await request.put('/api/admin/switch/update', {
      headers: { Authorization: await rootToken(request), 'Url-Type': 'admin' },
      data: { openPublicDiscussion: true },
    });
    expect(r.status()).toBe(200);
  }
  expect(errors).toEqual([]);
});
