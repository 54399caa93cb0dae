import { mkdirSync } from 'node:fs';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { login, pickOption, registerUser, shootBoth, signedInPage } from './helpers';

// Groups (issue 23, web): root creates a private group through the create dialog (with its
// 6-character invitation code); a second account finds it, applies with the code and a reason and
// sees "Applying"; root approves the application on the members tab; the member then sees the
// member list and the group rank; root posts in the group's discussion tab, the member reads it and an
// outsider cannot. Screenshots of the list, the shell, members, rank and discussions at 1400 and 375 px
// in both languages go to /tmp/shots/group.

const SHOTS = '/tmp/shots/group';
const CODE = 'Ab12Cd';

const signedInGroupPage = (browser: Browser, session: { token: string; user: unknown }, errors: string[]) =>
  signedInPage(browser, session, '/group?l=en-US', (page) => {
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
  });

const shoot = (page: Page, url: string, name: string, ready: (p: Page) => Promise<void>) =>
  shootBoth(page, url, `${SHOTS}/group-${name}`, ready, { noOverflow: true });

test('a private group: create with a code, join from a second account, approve, members and rank', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors: string[] = [];
  const root = await login(request, 'root', process.env.E2E_ROOT_PASSWORD!);
  const owner = await signedInGroupPage(browser, root, errors);
  const suffix = String(Date.now() % 100000);
  const name = `Class ${suffix} group`;

  // ---- create: the dialog checks the lengths and asks a private group's code ----------------------------
  await owner.goto('/group?l=en-US');
  await owner.getByTestId('group-create').click();
  await owner.getByTestId('group-form-name').fill('abc');
  await owner.getByRole('button', { name: 'OK' }).click();
  await expect(owner.getByText('The length of group name is 5 to 25')).toBeVisible();
  await owner.getByTestId('group-form-name').fill(name);
  await owner.getByTestId('group-form-short').fill(`c${suffix}`.slice(0, 10).padEnd(5, 'x'));
  await owner.getByTestId('group-form-brief').fill('A class run as a group');
  await owner.getByTestId('group-form-description').fill('# Welcome\n\nThe class of this term.');
  await owner.getByTestId('group-form-auth').getByText('Private').click();
  await owner.getByRole('button', { name: 'OK' }).click();
  await expect(owner.getByText('The length of invitation code is 6')).toBeVisible();
  await owner.getByTestId('group-form-code').fill(CODE);
  await owner.getByRole('button', { name: 'OK' }).click();
  await expect(owner.getByTestId('group-create-dialog')).toBeHidden();
  const card = owner.locator('.group-card', { hasText: name });
  await expect(card).toBeVisible();
  await card.click();
  await expect(owner).toHaveURL(/\/group\/\d+$/);
  const gid = Number(/\/group\/(\d+)/.exec(owner.url())![1]);
  await expect(owner.getByTestId('group-info-card')).toContainText(name);
  await expect(owner.getByTestId('group-disband')).toBeVisible();

  // ---- a second account applies with the code -------------------------------------------------------------
  const u = await registerUser(request, 'gm');
  const member = await signedInGroupPage(browser, u, errors);
  await member.goto(`/group/${gid}?l=en-US`);
  await expect(member.getByTestId('group-info-card')).toContainText(name);
  // Not a member yet: the member-only tabs are disabled and their addresses say why.
  await expect(member.getByRole('tab', { name: 'Member' })).toHaveAttribute('aria-disabled', 'true');
  await member.goto(`/group/${gid}/member?l=en-US`);
  await expect(member.getByTestId('group-no-access')).toBeVisible();
  await member.getByTestId('group-apply').click();
  await member.getByTestId('group-apply-code').fill('zzzzzz');
  await member.getByTestId('group-apply-reason').fill('I am in this class');
  await member.getByRole('button', { name: 'Submit' }).click();
  await expect(member.getByTestId('group-apply-form')).toBeVisible(); // wrong code: refused, dialog stays
  await member.getByTestId('group-apply-code').fill(CODE);
  await member.getByRole('button', { name: 'Submit' }).click();
  await expect(member.getByTestId('group-applying')).toBeVisible();

  // ---- the owner approves ------------------------------------------------------------------------------
  await owner.goto(`/group/${gid}/member?l=en-US`);
  await owner.getByTestId(`group-approve-${u.username}`).click();
  await expect(owner.getByTestId('group-members')).toContainText(u.username);

  // ---- the member sees the members and the rank ------------------------------------------------------
  await member.goto(`/group/${gid}/member?l=en-US`);
  await expect(member.getByTestId('group-members')).toContainText(u.username);
  await expect(member.getByTestId('group-members')).toContainText('root');
  await expect(member.getByTestId('group-exit')).toBeVisible();
  await member.goto(`/group/${gid}/rank?l=en-US`);
  await expect(
    member.getByTestId('group-rank').locator('.ant-table-row', { hasText: u.username }),
  ).toBeVisible();
  await member.getByTestId('group-rank-type').getByText('OI').click();
  await expect(member.getByTestId('group-rank').locator('th', { hasText: 'Score' })).toBeVisible();

  // ---- group discussions: the owner posts in the tab, the member reads it, nobody outside does ----------
  const topic = `Group topic ${suffix}`;
  await owner.goto(`/group/${gid}/discussion?l=en-US`);
  await expect(owner.getByTestId('group-discussions')).toBeVisible();
  await owner.getByTestId('discussion-post').click();
  await owner.getByTestId('discussion-title').fill(topic);
  await owner.getByTestId('discussion-description').fill('Homework for this week');
  await pickOption(owner, owner.getByTestId('discussion-category'), '求助');
  await owner.getByTestId('discussion-content').fill('Solve **A+B** before Friday.');
  await owner.getByTestId('discussion-save').click();
  await expect(owner.locator('.discussion-card', { hasText: topic })).toBeVisible();
  // The group admins' view lists it with its switches.
  await owner.getByTestId('group-discussion-view').getByText('Admin').click();
  await expect(
    owner.getByTestId('group-discussions').locator('.ant-table-row', { hasText: topic }),
  ).toBeVisible();

  await member.goto(`/group/${gid}/discussion?l=en-US`);
  const topicCard = member.locator('.discussion-card', { hasText: topic });
  await expect(topicCard).toBeVisible();
  await topicCard.getByRole('link', { name: topic }).click();
  await expect(member).toHaveURL(new RegExp(`/group/${gid}/discussion-detail/\\d+`));
  const did = Number(/discussion-detail\/(\d+)/.exec(member.url())![1]);
  await expect(member.getByTestId('discussion-content').locator('strong')).toHaveText('A+B');

  // An account outside the group: not in the site's list, refused by id (server-side rule).
  const outsider = await registerUser(request, 'gm');
  const site = await request.get('/api/get-discussion-list?limit=50', {
    headers: { Authorization: outsider.token },
  });
  expect(JSON.stringify(await site.json())).not.toContain(topic);
  const byId = await request.get(`/api/get-discussion-detail?did=${did}`, {
    headers: { Authorization: outsider.token },
  });
  expect(byId.status()).toBe(403);

  // ---- screenshots -----------------------------------------------------------------------------------------
  await shoot(member, `/group/${gid}/discussion`, 'discussions', async (p) => {
    await expect(p.locator('.discussion-card').first()).toBeVisible();
  });
  await shoot(member, `/group/${gid}/discussion-detail/${did}`, 'discussion-detail', async (p) => {
    await expect(p.getByTestId('discussion-content')).toBeVisible();
  });
  await shoot(member, '/group', 'list', async (p) => {
    await expect(p.locator('.group-card').first()).toBeVisible();
  });
  await shoot(member, `/group/${gid}`, 'shell', async (p) => {
    await expect(p.getByTestId('group-info-card')).toBeVisible();
  });
  await shoot(owner, `/group/${gid}/member`, 'members', async (p) => {
    await expect(p.getByTestId('group-members').locator('.ant-table-row').first()).toBeVisible();
  });
  await shoot(member, `/group/${gid}/rank`, 'rank', async (p) => {
    await expect(p.getByTestId('group-rank').locator('.ant-table-row').first()).toBeVisible();
  });
  expect(errors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
});
