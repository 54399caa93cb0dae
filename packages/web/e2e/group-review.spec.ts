import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminLogin, confirmPopover, createGroup, problemForm, rootToken, shootBoth } from './helpers';

// The back office's group-problem review (groups-accounts-admin.md §2 group-problem/apply;
// hoj-api-paths §1.6): a group admin (root here) asks for a group problem to join the public set;
// the reviewer sees it as Applying, accepts it after a confirmation, and the problem is public.
// Screenshots at 1400 and 375 px in both languages go to /tmp/shots/group-review.

const SHOTS = '/tmp/shots/group-review';

test('the back office accepts a group problem applying to the public set', async ({ page, request }) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const H = { Authorization: await rootToken(request) };
  const stamp = String(Date.now() % 100000);
  const name = `Review group ${stamp}`;
  const gid = await createGroup(request, H, {
    name,
    shortName: `rv${stamp}`,
    brief: 'A group whose problem goes public',
    description: 'Reviewed',
  });

  const langs = (
    (await (await request.get('/api/languages')).json()) as { data: { id: number; name: string }[] }
  ).data
    .filter((l) => l.name === 'C++')
    .map((l) => ({ id: l.id, name: l.name }));
  const title = `Reviewed problem ${stamp}`;
  const created = await request.post('/api/group/problem', {
    headers: H,
    data: problemForm(`rv${stamp}`, title, langs, { gid }),
  });
  expect(created.status(), await created.text()).toBe(200);
  const mine = await request.get(`/api/group/get-admin-problem-list?gid=${gid}&limit=50`, { headers: H });
  const row = (
    (await mine.json()) as { data: { records: { id: number; title: string; problemId: string }[] } }
  ).data.records.find((r) => r.title === title)!;

  // the group's problem admin view applies (and can withdraw) with a confirmation
  await adminLogin(page);
  await page.goto(`/group/${gid}/problem/admin?l=en-US`);
  const groupRow = page.getByTestId('group-problem-admin').locator('.ant-table-row', { hasText: title });
  const applyButton = groupRow.getByTestId(`apply-public-${row.problemId}`);
  await expect(applyButton).toHaveText('Apply Public');
  await applyButton.click();
  await confirmPopover(page);
  await expect(groupRow).toContainText('Applying');
  await expect(applyButton).toHaveText('Withdraw');
  await page.goto('/manage/group-problem/apply?l=en-US');
  const review = page.getByTestId('group-problem-apply');
  const line = review.locator('.ant-table-row', { hasText: title });
  await expect(line).toContainText('Applying');
  await shootBoth(
    page,
    '/manage/group-problem/apply',
    `${SHOTS}/review`,
    (p) => expect(p.getByTestId('group-problem-apply').locator('.ant-table-row').first()).toBeVisible(),
    { noOverflow: true },
  );
  await page.goto('/manage/group-problem/apply?l=en-US');
  await line.getByTestId(`review-accept-${row.id}`).click();
  await confirmPopover(page);
  await expect(page.locator('.ant-message')).toContainText('Update Successfully');
  await expect(line).toContainText('Accepted');
  await expect(line.getByTestId(`review-accept-${row.id}`)).toHaveCount(0);

  // Accepted: the problem is in the main site's back-office list now.
  const site = await request.get(
    `/api/admin/problem/get-problem-list?keyword=${encodeURIComponent(title)}&limit=10`,
    {
      headers: { ...H, 'Url-Type': 'admin' },
    },
  );
  expect(JSON.stringify(await site.json())).toContain(title);
  // and it left the group's own problems (is_group false, hoj-behaviour §8)
  await page.goto(`/group/${gid}/problem/admin?l=en-US`);
  await expect(page.getByTestId('group-problem-admin')).toContainText('No data');
  await expect(groupRow).toHaveCount(0);
});
