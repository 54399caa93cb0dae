// Every throttle of issue 3 item 3, enforced by the server.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/app.js';
import { appVariants, codeIn, lastMail, login, registerUser } from '../../../test/helpers/accounts.js';
import type { BuiltApp } from '../../app.js';
import { useApp, type TestUser } from '../../../test/fixtures/index.js';

for (const v of appVariants()) {
  describe(`throttles [${v.name}]`, () => {
    const appOf = useApp(v);
    let app: BuiltApp;
    beforeAll(() => void (app = appOf()));

    const puzzleX = async (key: string) => JSON.parse((await app.ctx.kv.get(`puzzle:${key}`))!).x as number;

    it('5 failed logins (username + address) → the next login needs a solved slide puzzle, verified ±3 px, single use', async () => {
      const u = await registerUser(app);
      for (let i = 1; i <= 5; i++) {
        const r = await login(app, u.username, 'Wrong000');
        expect(r.body.data).toEqual({ needPuzzle: i >= 5 });
      }
      // correct password but no puzzle → refused, and does not count as a failure
      const skip = await call(app, 'POST', '/api/login?l=en-US', {
        username: u.username,
        password: u.password,
      });
      expect(skip.status).toBe(400);
      expect(skip.body).toEqual({
        status: 400,
        msg: 'Too many failed logins: please complete the slide verification first.',
        data: { needPuzzle: true },
      });
      // another address is not affected
      const other = await app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: u.username, password: u.password },
        remoteAddress: '10.1.1.1',
      });
      expect(other.statusCode).toBe(200);

      const p = await call(app, 'GET', `/api/get-slide-captcha?username=${u.username}`);
      expect(p.status).toBe(200);
      expect(p.body.data).toMatchObject({
        width: 325,
        height: 100,
        captchaKey: expect.any(String),
        y: expect.any(Number),
      });
      expect(p.body.data.img).toMatch(/^data:image\/png;base64,/);
      expect(p.body.data.pieceImg).toMatch(/^data:image\/png;base64,/);
      expect(JSON.stringify(p.body.data)).not.toContain('"x"');
      const png = Buffer.from(p.body.data.img.split(',')[1], 'base64');
      expect(png.readUInt32BE(16)).toBe(325);
      expect(png.readUInt32BE(20)).toBe(100);
      const x = await puzzleX(p.body.data.captchaKey);

      const far = await call(app, 'POST', '/api/login?l=en-US', {
        username: u.username,
        password: u.password,
        captchaKey: p.body.data.captchaKey,
        slideX: x + 4,
      });
      expect(far.body).toMatchObject({
        status: 400,
        msg: 'Slide verification failed, please try again.',
        data: { needPuzzle: true },
      });
      // the puzzle was consumed by the failed try
      const reuse = await call(app, 'POST', '/api/login', {
        username: u.username,
        password: u.password,
        captchaKey: p.body.data.captchaKey,
        slideX: x,
      });
      expect(reuse.status).toBe(400);

      const p2 = (await call(app, 'GET', '/api/get-slide-captcha')).body.data;
      const x2 = await puzzleX(p2.captchaKey);
      const good = await call(app, 'POST', '/api/login', {
        username: u.username,
        password: u.password,
        captchaKey: p2.captchaKey,
        slideX: x2 - 3,
      });
      expect(good.status).toBe(200);
      // success resets the count: no puzzle needed now
      expect((await login(app, u.username, u.password)).status).toBe(200);
    });

    it('a solved puzzle with a wrong password still counts as a failure', async () => {
      const u = await registerUser(app);
      for (let i = 0; i < 5; i++) await login(app, u.username, 'Wrong000');
      const p = (await call(app, 'GET', '/api/get-slide-captcha')).body.data;
      const r = await call(app, 'POST', '/api/login?l=en-US', {
        username: u.username,
        password: 'Wrong000',
        captchaKey: p.captchaKey,
        slideX: await puzzleX(p.captchaKey),
      });
      expect(r.body).toEqual({
        status: 400,
        msg: 'Username or password is wrong! Please check and try again!',
        data: { needPuzzle: true },
      });
      expect(await app.ctx.kv.get(`loginfail:${u.username}:127.0.0.1`)).toBe('6');
    });

    it('20 failures → locked 30 minutes for that username and address, even with the right password', async () => {
      const u = await registerUser(app);
      const ip = '10.2.2.2';
      const attempt = async (password: string, extra: Record<string, unknown> = {}) =>
        app.inject({
          method: 'POST',
          url: '/api/login?l=en-US',
          payload: { username: u.username, password, ...extra },
          remoteAddress: ip,
        });
      for (let i = 1; i <= 20; i++) {
        let extra = {};
        if (i > 5) {
          const p = (await call(app, 'GET', '/api/get-slide-captcha')).body.data;
          extra = { captchaKey: p.captchaKey, slideX: await puzzleX(p.captchaKey) };
        }
        const r = await attempt('Wrong000', extra);
        if (i < 20) expect(r.json().msg, `try ${i}`).toMatch(/^Username or password is wrong/);
        else
          expect(r.json().msg).toBe(
            'Too many failed logins: this account is locked for this address. Try again in 30 minutes.',
          );
      }
      const right = await attempt(u.password);
      expect(right.statusCode).toBe(400);
      expect(right.json().msg).toMatch(/locked for this address\. Try again in (29|30) minutes\./);
      const ttl = await app.ctx.kv.ttl(`loginfail:${u.username}:${ip}`);
      expect(ttl).toBeGreaterThan(29 * 60_000);
      expect(ttl).toBeLessThanOrEqual(30 * 60_000);
      // the lock is per address
      expect((await login(app, u.username, u.password)).status).toBe(200);
    });

    /** change-password as `u`, answering in English. */
    const changePassword = (u: TestUser, oldPassword: string, newPassword: string) =>
      call(app, 'POST', '/api/change-password?l=en-US', { oldPassword, newPassword }, { token: u.token });

    it('change-password: wrong old password counted, 5 → locked 30 minutes; same password refused', async () => {
      const u = await registerUser(app);
      const same = await changePassword(u, u.password, u.password);
      expect(same.body.msg).toBe("The new password doesn't change.");
      const weak = await changePassword(u, u.password, 'abcdefgh');
      expect(weak.body.msg).toBe(
        'The password must be 6-20 characters and contain at least one letter and one digit.',
      );
      for (let i = 1; i <= 4; i++) {
        const r = await changePassword(u, 'Wrong000', 'NewPass123');
        expect(r.body.msg).toBe(
          `The old password is wrong! ${5 - i} ${i === 4 ? 'attempt' : 'attempts'} left before this feature is locked for 30 minutes.`,
        );
      }
      const fifth = await changePassword(u, 'Wrong000', 'NewPass123');
      expect(fifth.body.msg).toBe(
        'Too many wrong passwords: changing the password is locked. Try again in 30 minutes.',
      );
      const right = await changePassword(u, u.password, 'NewPass123');
      expect(right.status).toBe(400);
      expect(right.body.msg).toMatch(/^Too many wrong passwords/);
    });

    it('change-password success revokes the old tokens; the new password logs in', async () => {
      const u = await registerUser(app);
      const r = await changePassword(u, u.password, 'NewPass123');
      expect(r.body).toEqual({
        status: 200,
        msg: 'Password changed. Please login again.',
        data: { code: 200, msg: 'Password changed. Please login again.', userInfo: null },
      });
      expect((await call(app, 'GET', '/api/get-user-auth-info', undefined, { token: u.token })).status).toBe(
        401,
      );
      expect((await login(app, u.username, u.password)).status).toBe(400);
      await new Promise((res) => setTimeout(res, 5));
      expect((await login(app, u.username, 'NewPass123')).status).toBe(200);
    });

    it('e-mail code resend cooldowns: register 60 s, reset 90 s, change e-mail 30 s', async () => {
      const r1 = await call(app, 'GET', '/api/get-register-code?email=cool@example.com');
      expect(r1.status).toBe(200);
      const r2 = await call(app, 'GET', '/api/get-register-code?email=cool@example.com&l=en-US');
      expect(r2.status).toBe(400);
      expect(r2.body.msg).toMatch(
        /^Codes are sent too often: please wait (59|60) seconds before asking again\.$/,
      );
      expect(await app.ctx.kv.ttl('cooldown:register:cool@example.com')).toBeGreaterThan(58_000);
      // another address is independent
      expect((await call(app, 'GET', '/api/get-register-code?email=cool2@example.com')).status).toBe(200);

      const u = await registerUser(app);
      const cap = async () => {
        const c = (await call(app, 'GET', '/api/captcha')).body.data;
        return { captchaKey: c.captchaKey, captcha: (await app.ctx.kv.get(`captcha:${c.captchaKey}`))! };
      };
      expect(
        (await call(app, 'POST', '/api/apply-reset-password', { email: u.email, ...(await cap()) })).status,
      ).toBe(200);
      const again = await call(app, 'POST', '/api/apply-reset-password?l=en-US', {
        email: u.email,
        ...(await cap()),
      });
      expect(again.body.msg).toMatch(/^Codes are sent too often: please wait (89|90) seconds/);

      const c1 = await call(app, 'GET', '/api/get-change-email-code?email=new-addr@example.com', undefined, {
        token: u.token,
      });
      expect(c1.status).toBe(200);
      const c2 = await call(
        app,
        'GET',
        '/api/get-change-email-code?email=new-addr@example.com&l=en-US',
        undefined,
        { token: u.token },
      );
      expect(c2.body.msg).toMatch(/^Codes are sent too often: please wait (29|30) seconds/);
    });

    it('e-mail codes: 6 digits, valid 10 minutes, thrown away after 5 wrong guesses', async () => {
      await call(app, 'GET', '/api/get-register-code?email=guess@example.com');
      const code = codeIn((await lastMail(app, 'guess@example.com'))!.text);
      expect(code).toMatch(/^\d{6}$/);
      const ttl = await app.ctx.kv.ttl('code:register:guess@example.com');
      expect(ttl).toBeGreaterThan(9 * 60_000);
      expect(ttl).toBeLessThanOrEqual(10 * 60_000);
      const wrong = code === '999999' ? '999998' : '999999';
      for (let i = 0; i < 5; i++)
        await call(app, 'POST', '/api/register', {
          username: 'guesser',
          password: 'Passw0rd',
          email: 'guess@example.com',
          code: wrong,
        });
      const right = await call(app, 'POST', '/api/register?l=en-US', {
        username: 'guesser',
        password: 'Passw0rd',
        email: 'guess@example.com',
        code,
      });
      expect(right.body.msg).toBe('The e-mail code is wrong or has expired.');
    });

    it('captcha: SVG, case-insensitive, single use (consumed even when wrong)', async () => {
      const u = await registerUser(app);
      const c = (await call(app, 'GET', '/api/captcha?type=char')).body.data;
      expect(c.img).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(c.img.split(',')[1], 'base64').toString()).toMatch(/^<svg/);
      const answer = (await app.ctx.kv.get(`captcha:${c.captchaKey}`))!;
      expect(answer).toMatch(/^[a-z0-9]{4}$/);
      const wrong = await call(app, 'POST', '/api/apply-reset-password?l=en-US', {
        email: u.email,
        captcha: 'zzzz',
        captchaKey: c.captchaKey,
      });
      expect(wrong.body.msg).toBe('The captcha is wrong or has expired.');
      const reuse = await call(app, 'POST', '/api/apply-reset-password?l=en-US', {
        email: u.email,
        captcha: answer,
        captchaKey: c.captchaKey,
      });
      expect(reuse.body.msg).toBe('The captcha is wrong or has expired.');
      const c2 = (await call(app, 'GET', '/api/captcha?type=char')).body.data;
      const a2 = (await app.ctx.kv.get(`captcha:${c2.captchaKey}`))!;
      const upper = await call(app, 'POST', '/api/apply-reset-password?l=en-US', {
        email: u.email,
        captcha: a2.toUpperCase(),
        captchaKey: c2.captchaKey,
      });
      expect(upper.body).toMatchObject({ status: 200 });
      const math = (await call(app, 'GET', '/api/captcha')).body.data;
      expect(await app.ctx.kv.get(`captcha:${math.captchaKey}`)).toMatch(/^-?\d+$/);
      const long = await call(app, 'POST', '/api/apply-reset-password?l=en-US', {
        email: u.email,
        captcha: '123456789',
        captchaKey: math.captchaKey,
      });
      expect(long.body.msg).toBe('The captcha is 1 to 8 characters long.');
    });
  });
}
