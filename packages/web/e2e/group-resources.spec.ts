import { mkdirSync } from 'node:fs';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import {
  contestForm,
  chooseLanguage,
  login,
  pickOption,
  registerUser,
  signedInPage,
  submitAndWait,
  watchErrors,
  pickerTime,
  setDate,
  shootBoth,
} from './helpers';

// A group's problems, trainings, contests and submissions (groups-accounts-admin.md §2): root makes
// a public group, a group problem (A+B, judged on its sample), a group training holding it and a
// group contest through the API; a second account joins. The member sees each tab's row, opens the
// problem inside the group and gets Accepted, finds the run on the group's status tab, opens the
// training (intro, problems, the problem inside the training) and the contest's own shell. The group's
// owner creates a second training and a second contest with the tabs' Create (the back-office forms
// in group mode).
// Screenshots of each tab at 1400 and 375 px in both languages go to /tmp/shots/group-resources.

const SHOTS = '/tmp/shots/group-resources';
const A_PLUS_B =
  '#include <cstdio>\nint main(){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);}\n';

type Session = { token: string; user: unknown };

/** A call with the session's token that must succeed; returns `data` of the envelope. */
async function call<T>(
  request: APIRequestContext,
  s: Session,
  method: 'get' | 'post' | 'put',
  url: string,
  data?: unknown,
): Promise<T> {
  const res = await request[method](url, { headers: { Authorization: s.token }, ...(data ? { data } : {}) });
  const body = (await res.json()) as { data: T; msg?: string };
  expect(res.status(), `${method} ${url}: ${JSON.stringify(body)}`).toBe(200);
  return body.data;
}

const signedInGroupPage = (browser: Browser, session: Session, errors: string[]) =>
  signedInPage(browser, session, '/group?l=en-US', (page) => watchErrors(page, errors));

const shoot = (page: Page, url: string, name: string, ready: (p: Page) => Promise<void>) =>
  shootBoth(page, url, `${SHOTS}/${name}`, ready, { noOverflow: true });

test("a group's problems, trainings, contests and submissions: a member sees, solves and opens them", async ({
  browser,
  request,
}) => {
  test.setTimeout(420_000);
  mkdirSync(SHOTS, { recursive: true });
  const errors: string[] = [];
  const root = await login(request, 'root', process.env.E2E_ROOT_PASSWORD!);
  const suffix = String(Date.now() % 100000);

  // ---- root: a public group ---------------------------------------------------------------------------
  const name = `Lab ${suffix} group`;
  await call(request, root, 'post', '/api/group', {
    name,
    shortName: `lab${suffix}`.slice(0, 10).padEnd(5, 'x'),
    brief: 'A group with its own problems',
    description: 'Problems, trainings and contests of the lab.',
    auth: 1,
    visible: true,
  });
  const groups = await call<{ records: { id: number; name: string }[] }>(
    request,
    root,
    'get',
    `/api/get-group-list?onlyMine=true&limit=60&keyword=${encodeURIComponent(name)}`,
  );
  const gid = groups.records.find((g) => g.name === name)!.id;

  // ---- a group problem: A+B, judged on its sample -------------------------------------------------------
  const languages = await call<{ id: number; name: string }[]>(
    request,
    root,
    'get',
    '/api/languages?all=true',
  );
  const cpp = languages.filter((l) => l.name === 'C++').map((l) => ({ id: l.id, name: l.name }));
  expect(cpp.length).toBe(1);
  const title = `Group sum ${suffix}`;
  await call(request, root, 'post', '/api/group/problem', {
    problem: {
      problemId: `gs${suffix}`,
      title,
      type: 0,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      description: 'Print the sum of two integers.',
      input: 'Two integers a and b.',
      output: 'a + b',
      auth: 1,
      difficulty: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      gid,
    },
    samples: [{ input: '1 2\n', output: '3\n' }],
    isUploadTestCase: false,
    languages: cpp,
    tags: [],
    codeTemplates: [],
  });
  const problems = await call<{ records: { problemId: string; title: string }[] }>(
    request,
    root,
    'get',
    `/api/group/get-admin-problem-list?gid=${gid}&limit=50`,
  );
  const problemId = problems.records.find((p) => p.title === title)!.problemId;

  // ---- a group training holding it (a site category; one is made when there is none) ---------------------
  let categories = await call<{ id: number; name: string }[]>(
    request,
    root,
    'get',
    '/api/get-training-category',
  );
  if (categories.length === 0) {
    await call(request, root, 'post', '/api/admin/training/category', { name: 'Basics', color: '#2d8cf0' });
    categories = await call<{ id: number; name: string }[]>(
      request,
      root,
      'get',
      '/api/get-training-category',
    );
  }
  const trainingTitle = `Warm-up ${suffix}`;
  await call(request, root, 'post', '/api/group/training', {
    training: {
      title: trainingTitle,
      description: 'Start *here*.',
      auth: 'Public',
      status: true,
      rank: 1,
      gid,
    },
    trainingCategory: { id: categories[0].id },
  });
  const trainings = await call<{ records: { id: number; title: string }[] }>(
    request,
    root,
    'get',
    `/api/group/get-admin-training-list?gid=${gid}&limit=50`,
  );
  const tid = trainings.records.find((t) => t.title === trainingTitle)!.id;
  await call(
    request,
    root,
    'post',
    `/api/group/add-training-problem-from-group?problemId=${encodeURIComponent(problemId)}&tid=${tid}`,
  );

  // ---- a group contest, starting in an hour ----------------------------------------------------------------
  const contestTitle = `Lab cup ${suffix}`;
  await call(
    request,
    root,
    'post',
    '/api/group/contest',
    contestForm(contestTitle, { startIn: 3600_000, hours: 2, gid }),
  );
  const contests = await call<{ records: { id: number; title: string }[] }>(
    request,
    root,
    'get',
    `/api/group/get-admin-contest-list?gid=${gid}&limit=50`,
  );
  const cid = contests.records.find((c) => c.title === contestTitle)!.id;

  // ---- a second account joins (public group, no reason: a member at once) ----------------------------------
  const u = await registerUser(request, 'gr');
  await call(request, u, 'post', `/api/group/member?gid=${gid}`);
  const member = await signedInGroupPage(browser, u, errors);

  // ---- problems: the row, the problem inside the group, Accepted ---------------------------------------------
  await member.goto(`/group/${gid}/problem?l=en-US`);
  const row = member.getByTestId('group-problems').locator('.ant-table-row', { hasText: title });
  await expect(row).toContainText(problemId);
  await row.getByText(problemId).click();
  await expect(member).toHaveURL(new RegExp(`/group/${gid}/problem/${problemId}$`));
  await expect(member.getByTestId('problem-detail')).toContainText('Print the sum of two integers.');
  await expect(member.getByTestId('link-submissions')).toHaveAttribute(
    'href',
    `/group/${gid}/status?problemID=${problemId}`,
  );
  await chooseLanguage(member, 'C++');
  await member.locator('.cm-content').click();
  await member.keyboard.press('Control+A');
  await member.keyboard.press('Delete');
  await member.keyboard.insertText(A_PLUS_B);
  const verdict = await submitAndWait(member, 180_000);
  expect(verdict.status).toBe(0);
  // Back on the list the row shows the tick.
  await member.goto(`/group/${gid}/problem?l=en-US`);
  await expect(
    member
      .getByTestId('group-problems')
      .locator('.ant-table-row', { hasText: title })
      .getByTestId('problem-ac-icon'),
  ).toBeVisible();

  // ---- status: the group's submissions, the detail inside the group ------------------------------------------
  await member.goto(`/group/${gid}/status?l=en-US`);
  const run = member.getByTestId('submission-list').locator('.ant-table-row', { hasText: problemId }).first();
  await expect(run).toContainText(u.username);
  await run.getByTestId('submission-language-link').click();
  await expect(member).toHaveURL(new RegExp(`/group/${gid}/submission-detail/\\d+$`));
  await expect(member.getByTestId('submission-detail')).toBeVisible();
  // The site's status list does not carry group runs.
  const site = await call<{ records: { displayPid: string }[] }>(
    request,
    u,
    'get',
    '/api/get-submission-list?onlyMine=true',
  );
  expect(site.records.map((r) => r.displayPid)).not.toContain(problemId);

  // ---- trainings: the row, the training shell inside the group, its problem -------------------------------------
  await member.goto(`/group/${gid}/training?l=en-US`);
  const trow = member.getByTestId('group-trainings').locator('.ant-table-row', { hasText: trainingTitle });
  await expect(trow).toBeVisible();
  // Create is the group admins' (a member has none).
  await expect(member.getByTestId('group-training-create')).toHaveCount(0);
  await trow.getByText(trainingTitle).click();
  await expect(member).toHaveURL(new RegExp(`/group/${gid}/training/${tid}$`));
  await expect(member.getByTestId('training-title')).toHaveText(trainingTitle);
  await member.getByRole('tab', { name: 'Problem List' }).click();
  await expect(member).toHaveURL(new RegExp(`/group/${gid}/training/${tid}/problems$`));
  await member.getByRole('link', { name: title }).click();
  await expect(member).toHaveURL(new RegExp(`/group/${gid}/training/${tid}/problem/${problemId}$`));
  await expect(member.getByTestId('problem-detail')).toContainText('Print the sum of two integers.');

  // ---- contests: the row opens the contest's own shell ------------------------------------------------------------
  await member.goto(`/group/${gid}/contest?l=en-US`);
  await member.getByTestId(`contest-link-${cid}`).click();
  await expect(member).toHaveURL(new RegExp(`/contest/${cid}$`));
  await expect(member.getByText(contestTitle).first()).toBeVisible();

  // ---- the owner's Create on the training tab: the training form in group mode ----------------------------------
  const owner = await signedInGroupPage(browser, root, errors);
  await owner.goto(`/group/${gid}/training?l=en-US`);
  await owner.getByTestId('group-training-create').click();
  await expect(owner).toHaveURL(new RegExp(`/group/${gid}/training/create$`));
  const second = `Second ${suffix}`;
  await owner.getByTestId('t-title').fill(second);
  await owner.getByTestId('t-description').fill('The next step.');
  await pickOption(owner, owner.getByTestId('t-category'), categories[0].name);
  await owner.getByTestId('t-save').click();
  await expect(owner).toHaveURL(new RegExp(`/group/${gid}/training$`));
  await expect(
    owner.getByTestId('group-trainings').locator('.ant-table-row', { hasText: second }),
  ).toBeVisible();
  // It is the group's: not on the site's list.
  const siteTrainings = await call<{ records: { title: string }[] }>(
    request,
    root,
    'get',
    '/api/get-training-list?limit=100',
  );
  expect(siteTrainings.records.map((r) => r.title)).not.toContain(second);

  // ---- the owner's Create on the contest tab: the contest form in group mode ----------------------------------
  await owner.goto(`/group/${gid}/contest?l=en-US`);
  await owner.getByTestId('group-contest-create').click();
  await expect(owner).toHaveURL(new RegExp(`/group/${gid}/contest/create$`));
  const cup2 = `Lab final ${suffix}`;
  await owner.getByTestId('c-title').fill(cup2);
  await owner.getByTestId('c-description').fill('The final.');
  const from = new Date(Date.now() + 2 * 86_400_000);
  await setDate(owner, 'c-start', pickerTime(from));
  await setDate(owner, 'c-end', pickerTime(new Date(from.getTime() + 3 * 3600_000)));
  await owner.getByTestId('c-save').click();
  await expect(owner).toHaveURL(new RegExp(`/group/${gid}/contest$`));
  await expect(owner.getByTestId('group-contests')).toContainText(cup2);
  const siteContests = await call<{ records: { title: string }[] }>(
    request,
    root,
    'get',
    '/api/get-contest-list?limit=100',
  );
  expect(siteContests.records.map((r) => r.title)).not.toContain(cup2);

  // ---- screenshots -------------------------------------------------------------------------------------------------
  await shoot(member, `/group/${gid}/problem`, 'problems', async (p) => {
    await expect(p.getByTestId('group-problems').locator('.ant-table-row').first()).toBeVisible();
  });
  await shoot(member, `/group/${gid}/problem/${problemId}`, 'problem', async (p) => {
    await expect(p.getByTestId('editor-panel')).toBeVisible();
  });
  await shoot(member, `/group/${gid}/training`, 'trainings', async (p) => {
    await expect(p.getByTestId('group-trainings').locator('.ant-table-row').first()).toBeVisible();
  });
  await shoot(member, `/group/${gid}/training/${tid}/problems`, 'training-problems', async (p) => {
    await expect(p.getByRole('link', { name: title })).toBeVisible();
  });
  await shoot(owner, `/group/${gid}/training/create`, 'training-create', async (p) => {
    await expect(p.getByTestId('t-title')).toBeVisible();
  });
  await shoot(owner, `/group/${gid}/contest/create`, 'contest-create', async (p) => {
    await expect(p.getByTestId('c-title')).toBeVisible();
  });
  await shoot(member, `/group/${gid}/contest`, 'contests', async (p) => {
    await expect(p.getByTestId(`contest-row-${cid}`)).toBeVisible();
  });
  await shoot(member, `/group/${gid}/status`, 'status', async (p) => {
    await expect(p.getByTestId('submission-list').locator('.ant-table-row').first()).toBeVisible();
  });
  expect(errors).toEqual([]);
});
