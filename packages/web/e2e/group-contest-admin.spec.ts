import { mkdirSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminLogin, contestForm, createGroup, rootToken, shootBoth, watchErrors } from './helpers';

// A group contest's admin view (groups-accounts-admin.md §2: "announcement list (create), and a
// download dialog for accepted submissions"): from the group's contest table, the contest's
// announcements page in group mode (create, then the participants' announcement list shows it) and
// the accepted-code download dialog (defaults: split by user, admins excluded) that hands over a zip.

const SHOTS = '/tmp/shots/group-contest-admin';

test("a group contest's announcements and accepted-code download from the group's contest table", async ({
  page,
  request,
}) => {
  test.setTimeout(240_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors: string[] = [];
  watchErrors(page, errors);
  const H = { Authorization: await rootToken(request) };
  const stamp = String(Date.now() % 100000);
  const name = `Contest group ${stamp}`;
  const gid = await createGroup(request, H, {
    name,
    shortName: `cg${stamp}`,
    brief: 'A group that runs contests',
    description: 'Contests inside',
  });
  const title = `Group cup ${stamp}`;
  const created = await request.post('/api/group/contest', { headers: H, data: contestForm(title, { gid }) });
  expect(created.status(), await created.text()).toBe(200);
  const list = await request.get(`/api/group/get-admin-contest-list?gid=${gid}&limit=10`, { headers: H });
  const cid = (
    (await list.json()) as { data: { records: { id: number; title: string }[] } }
  ).data.records.find((c) => c.title === title)!.id;

  await adminLogin(page);
  await page.goto(`/group/${gid}/contest/admin?l=en-US`);
  const table = page.getByTestId('contest-admin');
  await expect(table).toContainText(title);

  // announcements in group mode: the page, its create dialog, and back to the group's table
  await page.getByTestId(`announcements-${cid}`).click();
  await expect(page).toHaveURL(new RegExp(`/group/${gid}/contest/announcement/${cid}$`));
  await expect(page.getByText(`Contest Announcement · ${title}`)).toBeVisible();
  const heading = `Room change ${stamp}`;
  await page.getByTestId('announcement-create').click();
  await page.getByTestId('announcement-title').fill(heading);
  await page.getByTestId('announcement-content').fill('The contest moves to **room 2**.');
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/group/contest-announcement',
  );
  await page.locator('.ant-modal:visible').getByRole('button', { name: 'OK' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.locator('.ant-table')).toContainText(heading);
  // participants read it in the contest
  const shown = await request.get(`/api/get-contest-announcement?cid=${cid}&currentPage=1&limit=10`, {
    headers: H,
  });
  expect(JSON.stringify(await shown.json())).toContain(heading);
  await shootBoth(
    page,
    `/group/${gid}/contest/announcement/${cid}`,
    `${SHOTS}/group-contest-announcements`,
    (p) => expect(p.locator('.ant-table')).toContainText(heading),
    { noOverflow: true },
  );
  await page.goto(`/group/${gid}/contest/announcement/${cid}?l=en-US`);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(new RegExp(`/group/${gid}/contest/admin$`));

  // the accepted-code download dialog: its defaults, and a zip handed over
  await page.getByTestId(`ac-code-${cid}`).click();
  const dialog = page.locator('.ant-modal:visible');
  await expect(dialog).toContainText(`Accepted code as a zip · ${title}`);
  await expect(dialog.getByRole('radio', { name: 'By user' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Exclude admins' })).toBeChecked();
  await dialog.getByRole('radio', { name: 'By problem' }).check();
  const download = page.waitForEvent('download');
  const asked = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/file/download-contest-ac-submission',
  );
  await dialog.getByRole('button', { name: /Download/ }).click();
  const answer = await asked;
  expect(answer.status()).toBe(200);
  expect(new URL(answer.url()).searchParams.get('splitType')).toBe('problem');
  expect(new URL(answer.url()).searchParams.get('excludeAdmin')).toBe('true');
  expect((await download).suggestedFilename()).toMatch(/\.zip$/);
  expect(errors).toEqual([]);
});
