import { mkdirSync } from 'node:fs';
import { crc32, deflateSync } from 'node:zlib';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';

/** Signs root in to the back office through its login page (/manage/login), in English. */
export async function adminLogin(page: Page): Promise<void> {
  await page.goto('/manage/login?l=en-US');
  await page.getByPlaceholder('Username').fill('root');
  await page.getByPlaceholder('Password').fill(process.env.E2E_ROOT_PASSWORD!);
  await page.getByTestId('manage-login-submit').click();
  await expect(page).toHaveURL(/\/manage$/);
}

/** Logs in as root (created on first start with ROOT_PASSWORD) through the API; returns the token. */
export async function rootToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/login', {
    data: { username: 'root', password: process.env.E2E_ROOT_PASSWORD },
  });
  expect(res.status()).toBe(200);
  const token = res.headers()['authorization'];
  expect(token).toBeTruthy();
  return token;
}

/**
 * Reads the newest 6-digit code mailed to `email` from the server's outbox (root-only
 * GET /api/admin/mail/outbox; with no SMTP configured every mail lands there). Mails with an id
 * of `afterId` or less are ignored.
 */
export async function readMailCode(request: APIRequestContext, email: string, afterId = 0): Promise<string> {
  const token = await rootToken(request);
  let code = '';
  await expect
    .poll(
      async () => {
        const res = await request.get('/api/admin/mail/outbox?currentPage=1&limit=20', {
          headers: { Authorization: token, 'Url-Type': 'admin' },
        });
        const body = (await res.json()) as {
          data?: { records?: { id: number; to: string; text: string }[] };
        };
        const mail = body.data?.records?.find((r) => r.to === email && r.id > afterId);
        code = mail ? (/\b(\d{6})\b/.exec(mail.text)?.[1] ?? '') : '';
        return code;
      },
      { timeout: 15_000, message: `no mail with a code for ${email} in the outbox` },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** Id of the newest mail in the outbox now (0 when empty). */
export async function lastMailId(request: APIRequestContext): Promise<number> {
  const token = await rootToken(request);
  const res = await request.get('/api/admin/mail/outbox?currentPage=1&limit=1', {
    headers: { Authorization: token, 'Url-Type': 'admin' },
  });
  const body = (await res.json()) as { data?: { records?: { id: number }[] } };
  return body.data?.records?.[0]?.id ?? 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td) >>> 0);
  return Buffer.concat([len, td, crc]);
}

/** A w×h RGB PNG with a diagonal gradient (an avatar to upload). */
export function makePng(w = 320, h = 240): Buffer {
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const o = y * (w * 3 + 1) + 1 + x * 3;
      raw[o] = (x * 255) / w;
      raw[o + 1] = (y * 255) / h;
      raw[o + 2] = 160;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/**
 * Clicks the problem page's Submit and waits for that submission's final verdict (HOJ status
 * codes below 5). The status area names its submission (data-submit-id): waiting for a new id
 * first keeps the previous submission's verdict from being read as this one's.
 */
export async function submitAndWait(page: Page, timeout = 120_000): Promise<{ status: number; ms: number }> {
  const area = page.getByTestId('submit-status-area');
  const before = (await area.getAttribute('data-submit-id')) ?? '';
  const started = Date.now();
  await page.getByTestId('submit-code').click();
  await expect(area).not.toHaveAttribute('data-submit-id', before, { timeout });
  await expect(area).not.toHaveAttribute('data-submit-id', '', { timeout });
  const tag = area.getByTestId('status-tag');
  await expect
    .poll(async () => Number(await tag.getAttribute('data-status')), { timeout, intervals: [50] })
    .toBeLessThan(5);
  const status = Number(await tag.getAttribute('data-status'));
  return { status, ms: Date.now() - started };
}

/**
 * Picks the option labelled `label` in an antd Select and waits until the select shows it. Clicking
 * an option row directly is racy: a dropdown still closing from the previous select can take the
 * click, and antd's virtual list re-renders (detaches) rows while it scrolls. So the option is looked
 * for in the open dropdown only, by its exact text; with `search` the label is typed first (selects
 * with showSearch), so no scrolling is needed; and the whole pick is retried until the select shows
 * the label (its options may also arrive after the first click).
 */
export async function pickOption(
  page: Page,
  select: Locator,
  label: string,
  { search = false }: { search?: boolean } = {},
): Promise<void> {
  const exact = new RegExp(`^\\s*${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  await expect(async () => {
    await select.click();
    if (search) {
      await page.keyboard.press('Control+A');
      await page.keyboard.insertText(label);
    }
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option')
      .filter({ hasText: exact })
      .first()
      .click({ timeout: 5_000 });
    await expect(select).toContainText(label, { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
}

/** Picks a language in the problem page's editor select (searchable). */
export async function chooseLanguage(page: Page, name: string): Promise<void> {
  await pickOption(page, page.getByTestId('editor-language'), name, { search: true });
}

/** A signed-in account as the specs use it: its name, token and the login answer's user info. */
export interface Session {
  username: string;
  token: string;
  user: unknown;
}

/** Signs in through the API: the token (response header) and the user info (body). */
export async function login(
  request: APIRequestContext,
  username: string,
  password: string,
): Promise<{ token: string; user: unknown }> {
  const res = await request.post('/api/login', { data: { username, password } });
  expect(res.status(), await res.text()).toBe(200);
  return { token: res.headers()['authorization'], user: ((await res.json()) as { data: unknown }).data };
}

/**
 * Registers a new account through the API with the e-mail code from the outbox, then signs it in.
 * The name is the prefix and a time stamp unless one is given.
 */
export async function registerUser(
  request: APIRequestContext,
  prefix = 'user',
  username = `${prefix}${Date.now() % 10_000_000}`,
): Promise<Session> {
  const email = `${username}@example.com`;
  const password = 'Passw0rd1';
  const from = await lastMailId(request);
  expect((await request.get(`/api/get-register-code?email=${encodeURIComponent(email)}`)).status()).toBe(200);
  const code = await readMailCode(request, email, from);
  const res = await request.post('/api/register', { data: { username, password, email, code } });
  expect(res.status(), await res.text()).toBe(200);
  return { username, ...(await login(request, username, password)) };
}

/** Puts a session into the page's storage, from a page of the site, as the login dialog would. */
export async function signIn(
  page: Page,
  token: string,
  user: unknown,
  from = '/home?l=en-US',
): Promise<void> {
  await page.goto(from);
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('token', t as string);
      localStorage.setItem('userInfo', JSON.stringify(u));
    },
    [token, user],
  );
}

/**
 * Collects what a page must not show: uncaught errors, console errors and failed calls (by method
 * and path; the console's own "Failed to load resource" line says less). A spec takes out the
 * refusals it expects.
 */
export function watchErrors(page: Page, errors: string[]): void {
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('response', (r) => {
    if (r.status() >= 400) errors.push(`${r.status()} ${r.request().method()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) errors.push(m.text());
  });
}

/**
 * A contest form as the back office sends it (POST /api/admin/contest, /api/group/contest): a visible
 * public ACM contest without seal, print or outside board, starting `startIn` ms from now and lasting
 * `hours`; `extra` sets or overrides any field (type, auth, gid, …).
 */
export function contestForm(
  title: string,
  { startIn = 0, hours = 3, ...extra }: { startIn?: number; hours?: number } & Record<string, unknown> = {},
): Record<string, unknown> {
  const start = Date.now() + startIn;
  return {
    title,
    description: `Welcome to **${title}**.`,
    type: 0,
    auth: 0,
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + hours * 3600_000).toISOString(),
    sealRank: false,
    autoRealRank: true,
    visible: true,
    openPrint: false,
    openRank: false,
    rankShowName: 'username',
    oiRankScoreType: 'Recent',
    starAccount: [],
    awardType: 0,
    awardConfigList: [],
    ...extra,
  };
}

/** The body of a problem create call (`/api/admin/problem`, `/api/group/problem` with a gid in
 *  `extra`): an ACM problem with one sample, 1 s and 256 MB, public unless `extra` says otherwise. */
export function problemForm(
  problemId: string,
  title: string,
  languages: { id: number; name: string }[],
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    problem: {
      problemId,
      title,
      type: 0,
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      description: `${title}.`,
      input: 'In.',
      output: 'Out.',
      auth: 1,
      difficulty: 0,
      judgeMode: 'default',
      judgeCaseMode: 'default',
      ...extra,
    },
    samples: [{ input: '1\n', output: '1\n' }],
    isUploadTestCase: false,
    languages,
    tags: [],
    codeTemplates: [],
  };
}

/** The input of an antd date picker (the test id sits on the picker or on its input). */
export const dateInput = (page: Page, id: string) =>
  page.locator(`[data-testid="${id}"] input, input[data-testid="${id}"]`).first();

/** Types a time into an antd date picker and checks it took. */
export async function setDate(page: Page, id: string, value: string): Promise<void> {
  const input = dateInput(page, id);
  await input.click();
  await input.fill(value);
  await input.press('Enter');
  await expect(input).toHaveValue(value);
}

/** A local time as the pickers show it: `YYYY-MM-DD HH:mm:00`. */
export function pickerTime(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}:00`;
}

/**
 * Screenshots are for people to look at. `E2E_SHOTS=off` (what `npm test` sets unless the caller
 * set E2E_SHOTS) skips them: in CI nobody looks, and on a 2-core machine each full-page picture
 * and the page loads made only for it cost the suite about a minute. Run the specs with
 * `npx playwright test` (or E2E_SHOTS=on) to get the pictures.
 */
export const SHOTS = process.env.E2E_SHOTS !== 'off';

/**
 * `page.screenshot(options)` when pictures are wanted (SHOTS), after `settleMs` for a fade or slide
 * to end; nothing otherwise.
 */
export async function snap(
  page: Page,
  options: Parameters<Page['screenshot']>[0],
  settleMs = 0,
): Promise<void> {
  if (!SHOTS) return;
  if (settleMs) await page.waitForTimeout(settleMs);
  await page.screenshot(options);
}

/**
 * The (language, width) views a page is checked and shot in: all four with pictures; without, each
 * language and each width once (English wide, Chinese narrow), so that every check of a view still
 * runs in both languages and at both widths.
 */
export const VIEWS: ReadonlyArray<readonly [lang: 'en-US' | 'zh-CN', width: number]> = SHOTS
  ? [
      ['en-US', 1400],
      ['en-US', 375],
      ['zh-CN', 1400],
      ['zh-CN', 375],
    ]
  : [
      ['en-US', 1400],
      ['zh-CN', 375],
    ];

/**
 * Screenshots of a page in both languages at 1400 and 375 px (`${file}-${lang}-${width}.png`), each
 * after `ready`; with `noOverflow`, the page must not be wider than the screen (tables scroll
 * inside their card).
 */
export async function shootBoth(
  page: Page,
  url: string,
  file: string,
  ready: (p: Page) => Promise<void>,
  opts: { noOverflow?: boolean } = {},
): Promise<void> {
  for (const [lang, width] of VIEWS) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}l=${lang}`);
    await ready(page);
    await snap(page, { path: `${file}-${lang}-${width}.png`, fullPage: true }, 300);
    if (opts.noOverflow) {
      const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(wide, `${file} ${lang} ${width} wider than the screen`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1400, height: 900 });
}

/**
 * A public, visible group made through the API by the caller of `headers` (root's token in
 * most specs); answers its id. `shortName` is padded to the spec's minimum of 5.
 */
export async function createGroup(
  request: APIRequestContext,
  headers: Record<string, string>,
  g: { name: string; shortName: string; brief: string; description: string },
): Promise<number> {
  const made = await request.post('/api/group', {
    headers,
    data: { ...g, shortName: g.shortName.slice(0, 10).padEnd(5, 'x'), auth: 1, visible: true },
  });
  expect(made.status(), await made.text()).toBe(200);
  const groups = await request.get(`/api/get-group-list?keyword=${encodeURIComponent(g.name)}&limit=10`, {
    headers,
  });
  return ((await groups.json()) as { data: { records: { id: number }[] } }).data.records[0].id;
}

/** Headers of a back-office call (`Url-Type: admin`) by the holder of `token`. */
export const adminHeaders = (token: string): Record<string, string> => ({
  Authorization: token,
  'Url-Type': 'admin',
});

/** A page in a browser context of its own, signed in as `u` from `from`; `watch` (an error watcher)
 *  is attached before the first page loads. */
export async function signedInPage(
  browser: Browser,
  u: { token: string; user: unknown },
  from: string,
  watch: (page: Page) => void,
): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  watch(page);
  await signIn(page, u.token, u.user, from);
  return page;
}

/** A new account (`registerUser`), signed in on the problem list of `page`. */
export async function newSolver(page: Page, request: APIRequestContext, prefix: string): Promise<Session> {
  const me = await registerUser(request, prefix);
  await signIn(page, me.token, me.user, '/problem?l=en-US');
  return me;
}

/** A+B (two integers on stdin, their sum on stdout) in C++: Accepted on P1000. */
export const AB_CPP =
  '#include <cstdio>\nint main() {\n  long long a, b;\n  scanf("%lld %lld", &a, &b);\n  printf("%lld\\n", a + b);\n  return 0;\n}\n';

/** Replaces the code in the problem page's editor with `code`. */
export async function writeCode(page: Page, code: string): Promise<void> {
  const content = page.locator('.cm-content');
  await content.click();
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(code);
}

/** Sets the site's submit interval (seconds between a user's submissions; the switch's default is 8). */
async function setSubmitInterval(request: APIRequestContext, seconds: number): Promise<void> {
  const res = await request.put('/api/admin/switch/update', {
    headers: adminHeaders(await rootToken(request)),
    data: { defaultSubmitInterval: seconds },
  });
  expect(res.status()).toBe(200);
}

/**
 * The embedded judge starts on the first job (sandbox, toolchain checks, precompiled headers: about
 * a minute on a fresh data directory). Root submits A+B to P1000 through the API and waits for its
 * Accepted, so that the timings that follow are those of a running judge.
 */
async function warmJudge(request: APIRequestContext): Promise<void> {
  const sub = await request.post('/api/submit-problem-judge', {
    headers: { Authorization: await rootToken(request) },
    data: { pid: 'P1000', language: 'C++', code: AB_CPP, cid: 0 },
  });
  expect(sub.status()).toBe(200);
  const submitId = ((await sub.json()) as { data: { submitId: number } }).data.submitId;
  await expect
    .poll(
      async () => {
        const r = await request.post('/api/check-submissions-status', { data: { submitIds: [submitId] } });
        return ((await r.json()) as { data: Record<string, { status: number }> }).data[String(submitId)]
          ?.status;
      },
      { timeout: 280_000, intervals: [1000] },
    )
    .toBe(0);
}

/**
 * For a spec whose submissions follow each other within seconds: before its tests, no submit
 * interval and a warm judge. The interval is not put back afterwards: specs run two at a time, and
 * putting it back would bring it back under another spec's rapid submissions (the run's server and
 * its data are thrown away at the end).
 */
export function warmJudgeWithoutSubmitInterval(): void {
  test.beforeAll(async ({ request }) => {
    test.setTimeout(300_000);
    await setSubmitInterval(request, 0);
    await warmJudge(request);
  });
}

/** P1002 (a special judge that accepts any derangement of 1..n) in C++: Accepted. */
export const DERANGEMENT =
  '#include <cstdio>\nint main() {\n  int n;\n  scanf("%d", &n);\n  for (int i = 1; i <= n; i++) printf("%d%c", i % n + 1, i == n ? \'\\n\' : \' \');\n  return 0;\n}\n';
/** P1002 in C++: Wrong Answer (the identity leaves every number in place). */
export const IDENTITY =
  '#include <cstdio>\nint main() {\n  int n;\n  scanf("%d", &n);\n  for (int i = 1; i <= n; i++) printf("%d%c", i, i == n ? \'\\n\' : \' \');\n  return 0;\n}\n';

/** Creates a contest in the back office (POST /api/admin/contest, a `contestForm`); answers its id. */
export async function createContest(
  request: APIRequestContext,
  token: string,
  form: Record<string, unknown>,
): Promise<number> {
  const res = await request.post('/api/admin/contest', { headers: adminHeaders(token), data: form });
  expect(res.status(), await res.text()).toBe(200);
  const list = await request.get(
    `/api/admin/contest/get-contest-list?currentPage=1&limit=10&keyword=${encodeURIComponent(String(form.title))}`,
    { headers: adminHeaders(token) },
  );
  const rows = ((await list.json()) as { data: { records: { id: number; title: string }[] } }).data.records;
  const row = rows.find((r) => r.title === form.title);
  expect(row).toBeTruthy();
  return row!.id;
}

/** Adds the public problem `problemId` (P1002…) to contest `cid` as its problem A. */
export async function addContestProblem(
  request: APIRequestContext,
  token: string,
  cid: number,
  problemId: string,
): Promise<void> {
  const list = await request.get(`/api/admin/problem/get-problem-list?keyword=${problemId}&limit=50`, {
    headers: adminHeaders(token),
  });
  const records = ((await list.json()) as { data: { records: { id: number; problemId: string }[] } }).data
    .records;
  const pid = records.find((r) => r.problemId === problemId)!.id;
  const res = await request.post('/api/admin/contest/add-problem-from-public', {
    headers: adminHeaders(token),
    data: { cid, pid, displayId: 'A' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Submits `code` (C++) to problem A of contest `cid` through the API and waits for its verdict. */
export async function submitToContest(
  request: APIRequestContext,
  token: string,
  cid: number,
  code: string,
): Promise<void> {
  const sub = await request.post('/api/submit-problem-judge', {
    headers: { Authorization: token },
    data: { pid: 'A', language: 'C++', code, cid },
  });
  expect(sub.status(), await sub.text()).toBe(200);
  const submitId = ((await sub.json()) as { data: { submitId: number } }).data.submitId;
  await expect
    .poll(
      async () => {
        const r = await request.post('/api/check-contest-submissions-status', {
          headers: { Authorization: token },
          data: { submitIds: [submitId], cid },
        });
        return ((await r.json()) as { data: Record<string, { status: number }> }).data?.[String(submitId)]
          ?.status;
      },
      { timeout: 180_000, intervals: [1000] },
    )
    .toBeLessThan(5);
}

/**
 * The opening of a contest spec's test: seven minutes for it, 30 s for each action, the shots
 * folder made, `page` watched for errors (the list answered) and root's token.
 */
export async function startContestTest(
  page: Page,
  request: APIRequestContext,
  shots: string,
): Promise<{ errors: string[]; token: string }> {
  test.setTimeout(420_000);
  page.setDefaultTimeout(30_000);
  mkdirSync(shots, { recursive: true });
  const errors: string[] = [];
  watchErrors(page, errors);
  return { errors, token: await rootToken(request) };
}

/**
 * Screenshots of a contest page in both languages at 1400 and 375 px (`${dir}/${name}-${lang}-${width}.png`),
 * each once `ready` and with no loading overlay or fade left in the picture. With `retry`, a page that
 * did not come up is shot as `…-retry.png` and reloaded once (a chunk swapped by a concurrent build of dist).
 */
export async function shootContest(
  page: Page,
  dir: string,
  name: string,
  url: string,
  ready: (p: Page) => Promise<void>,
  { retry = false }: { retry?: boolean } = {},
): Promise<void> {
  for (const [lang, width] of VIEWS) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 800 });
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}l=${lang}`);
    if (!retry) await ready(page);
    else
      await ready(page).catch(async () => {
        await snap(page, { path: `${dir}/${name}-${lang}-${width}-retry.png`, fullPage: true });
        await page.reload();
        await ready(page);
      });
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await snap(page, { path: `${dir}/${name}-${lang}-${width}.png`, fullPage: true }, 400);
  }
}

/**
 * Answers OK in the open confirmation popover and waits for it to close. A click that lands while
 * the popover is still settling (its table re-rendered under it) is tried again; an OK whose action
 * is still running shows a loading button that ignores a second click, so nothing runs twice.
 */
export async function confirmPopover(page: Page): Promise<void> {
  const popover = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
  await expect(popover).toBeVisible();
  await expect(async () => {
    if (await popover.isVisible())
      await popover.getByRole('button', { name: 'OK' }).click({ timeout: 2_000 });
    await expect(popover).toBeHidden({ timeout: 3_000 });
  }).toPass({ timeout: 20_000 });
}
