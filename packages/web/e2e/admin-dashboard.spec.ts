import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { VIEWS, snap, adminLogin, rootToken, watchErrors } from './helpers';

// The back-office dashboard (issue 20): the figures and the judge servers (name, cores, languages,
// load, last heartbeat), with root's switch that takes a judge out of service and back; the server
// keeps what root chose. Screenshots of the page (and of /manage/switch) at 1400/375 px in both languages.

const SHOTS = process.env.SHOTS_DIR ?? '/tmp/shots-d';

test('the dashboard shows the figures and the judge servers; root switches the judge off and on', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  watchErrors(page, errors);
  const headers = { Authorization: await rootToken(request), 'Url-Type': 'admin' };
  // The embedded judge has heartbeated once it started (the server starts it on boot).
  let name = '';
  await expect
    .poll(
      async () => {
        const r = await request.get('/api/admin/config/get-judge-service-info', { headers });
        const list = ((await r.json()) as { data: { name: string }[] }).data;
        name = list[0]?.name ?? '';
        return list.length;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toBeGreaterThan(0);

  await adminLogin(page);
  const card = page.getByTestId('judge-servers-card');
  await expect(page.getByTestId('admin-dashboard')).toContainText('Users');
  const row = card.getByTestId(`judge-server-${name}`);
  await expect(row).toContainText('Online');
  await expect(row).toContainText('Embedded');
  await expect(row).toContainText(/\d+ languages/);
  await expect(row).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
  const toggle = card.getByTestId(`judge-enabled-${name}`);
  await expect(toggle).toBeChecked();
  try {
    // Off asks first; the server keeps it (heartbeats do not switch it back on).
    await toggle.click();
    await page.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Update Successfully')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expect(row).toContainText('Switched off');
    const r = await request.get('/api/admin/config/get-judge-service-info', { headers });
    const me = ((await r.json()) as { data: { name: string; enabled: boolean }[] }).data.find(
      (s) => s.name === name,
    );
    expect(me?.enabled).toBe(false);
    await page.reload();
    await expect(page.getByTestId(`judge-enabled-${name}`)).not.toBeChecked();
    // On again needs no confirmation.
    await page.getByTestId(`judge-enabled-${name}`).click();
    await expect(page.getByTestId(`judge-enabled-${name}`)).toBeChecked();
    await expect(page.getByTestId(`judge-server-${name}`)).not.toContainText('Switched off');
  } finally {
    // Other specs judge on this server: it never stays off.
    const r = await request.put('/api/admin/config/judge-server', { headers, data: { name, enabled: true } });
    expect(r.status()).toBe(200);
  }

  mkdirSync(SHOTS, { recursive: true });
  for (const [lang, width] of VIEWS) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 800 });
    await page.goto(`/manage?l=${lang}`);
    await expect(page.getByTestId(`judge-server-${name}`)).toBeVisible();
    await expect(page.locator('.ant-spin-spinning, .ant-skeleton')).toHaveCount(0);
    await snap(page, { path: `${SHOTS}/dashboard-${lang}-${width}.png`, fullPage: true }, 300);
    // The switches page, whose Save changed with this issue.
    await page.goto(`/manage/switch?l=${lang}`);
    await expect(page.getByTestId('switch-save')).toBeVisible();
    await snap(page, { path: `${SHOTS}/switch-${lang}-${width}.png`, fullPage: true }, 300);
  }
  expect(errors).toEqual([]);
});
