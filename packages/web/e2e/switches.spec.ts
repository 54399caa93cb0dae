import { expect, test } from '@playwright/test';
import { rootToken } from './helpers';

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
    await page.screenshot({ path: test.info().outputPath('no-access.png') });
  } finally {
    await set(true);
  }
  await page.goto('/discussion?l=en-US');
  await expect(page.getByTestId('no-access')).toHaveCount(0);
  await expect(page.getByTestId('navbar').getByText('Discussion', { exact: true })).toBeVisible();
});
