import { expect, test } from '@playwright/test';
import { snap } from './helpers';

// After 5 failed logins the server demands the slide puzzle (issue 3 item 3); the login form shows it,
// the server's picture is drawn, and a wrong slide is refused with a fresh puzzle.

test('the login form shows the server-issued slide puzzle after 5 failures', async ({ page, request }) => {
  const username = `nobody${Date.now() % 1_000_000}`;
  for (let i = 0; i < 5; i++) {
    const r = await request.post('/api/login', { data: { username, password: 'wrongpass1' } });
    expect(r.status()).toBe(400);
  }

  await page.goto('/login?l=en-US');
  const form = page.getByTestId('login-panel').getByTestId('login-form');
  await form.getByPlaceholder('Username').fill(username);
  await form.getByPlaceholder('Password').fill('wrongpass1');
  await form.getByTestId('login-submit').click();
  await expect(
    page.getByText('Too many failed logins: please complete the slide verification first.').first(),
  ).toBeVisible();

  const puzzle = form.getByTestId('slide-puzzle');
  await expect(puzzle).toBeVisible();
  await expect(puzzle.getByText('Please slide right to verify')).toBeVisible();
  const background = puzzle.locator('img').first();
  await expect(background).toHaveAttribute('src', /^data:image\/png;base64,/);
  const firstSrc = await background.getAttribute('src');
  await snap(page, { path: test.info().outputPath('slide-puzzle.png') });

  // Slide like a person (slowly), to a position that is almost surely wrong.
  const handle = puzzle.getByTestId('slide-handle');
  const box = (await handle.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  for (let i = 1; i <= 10; i++) {
    await page.mouse.move(box.x + box.width / 2 + i * 2, box.y + box.height / 2, { steps: 2 });
    await page.waitForTimeout(30);
  }
  await page.mouse.up();
  await expect(
    page.getByText(/Slide verification failed|Username or password is wrong/).first(),
  ).toBeVisible();
  await expect.poll(() => background.getAttribute('src')).not.toBe(firstSrc);
});
