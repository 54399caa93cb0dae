// Account calls end to end: register, check, login, tokens (refresh, revoke, ban), admin login, auth info.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/app.js';
import {
  ROOT_PASSWORD,
  appVariants,
  codeIn,
  lastMail,
  login,
  loginToken,
  registerUser,
  setRole,
} from '../../../test/helpers/accounts.js';
import type { BuiltApp } from '../../app.js';
import { useApp } from '../../../test/fixtures/index.js';

for (const v of appVariants()) {
  describe(`accounts [${v.name}]`, () => {
    const appOf = useApp(v);
    let app: BuiltApp;
    beforeAll(() => void (app = appOf()));

    it('get-register-code mails a 6-digit code in the caller language and answers {email, expire}', async () => {
      const r = await call(app, 'GET', '/api/get-register-code?email=Alice@Example.com&l=en-US');
      expect(r.status).toBe(200);
      expect(r.body.data).toEqual({ email: 'alice@example.com', expire: 600 });
      expect(r.body.msg).toMatch(/^Verification code has been sent/);
      const mail = await lastMail(app, 'alice@example.com');
      expect(mail?.status).toBe('outbox');
      expect(mail?.subject).toBe('OJ: your registration code');
      expect(mail?.text).toMatch(/Your registration code is \d{6}\./);
      const zh = await call(app, 'GET', '/api/get-register-code?email=bob@example.com', undefined, {
        headers: { 'accept-language': 'zh-CN' },
      });
      expect(zh.status).toBe(200);
      expect((await lastMail(app, 'bob@example.com'))?.text).toMatch(/^您的注册验证码为 \d{6}/);
    });

    it('get-register-code validates the e-mail and refuses a taken one', async () => {
      const bad = await call(app, 'GET', '/api/get-register-code?email=not-an-email&l=en-US');
      expect(bad.body).toEqual({ status: 400, msg: 'The email format is incorrect.', data: null });
      const none = await call(app, 'GET', '/api/get-register-code?l=en-US');
      expect(none.body.msg).toBe('The email is required.');
      const u = await registerUser(app);
      const taken = await call(app, 'GET', `/api/get-register-code?email=${u.email}&l=en-US`);
      expect(taken.body).toMatchObject({ status: 400, msg: 'The email already exists.' });
    });

    it('register: each validation rule answers its message', async () => {
      const base = { username: 'carol', password: 'Passw0rd', email: 'carol@example.com', code: '123456' };
      const cases: [Record<string, unknown>, string][] = [
        [{ ...base, username: '' }, 'The username is required.'],
        [{ ...base, username: undefined }, 'The username is required.'],
        [{ ...base, username: 'x'.repeat(21) }, 'The longest length of a username is 20.'],
        [{ ...base, username: 'a b' }, 'The username cannot contain spaces or control characters.'],
        // invisible format characters (Unicode Cf): `ro\u200bot` must not pass for root
        ...['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u202e', '\u00ad'].map(
          (c): [Record<string, unknown>, string] => [
            { ...base, username: `ro${c}ot` },
            'The username cannot contain spaces or control characters.',
          ],
        ),
        [{ ...base, password: '' }, 'The password is required.'],
        [{ ...base, password: 'a1' }, 'The length of the password is between 6 and 20.'],
        [{ ...base, password: 'a1'.repeat(11) }, 'The length of the password is between 6 and 20.'],
        [
          { ...base, password: 'abcdefgh' },
          'The password must be 6-20 characters and contain at least one letter and one digit.',
        ],
        [
          { ...base, password: '12345678' },
          'The password must be 6-20 characters and contain at least one letter and one digit.',
        ],
        [{ ...base, email: '' }, 'The email is required.'],
        [{ ...base, email: 'carol@' }, 'The email format is incorrect.'],
        [{ ...base, code: '' }, 'The e-mail code is required.'],
        [{ ...base, code: undefined }, 'The e-mail code is required.'],
        [{ ...base, code: '12345' }, 'The e-mail code must be six digits.'],
        [{ ...base, code: 'abcdef' }, 'The e-mail code must be six digits.'],
        [{ ...base }, 'The e-mail code is wrong or has expired.'],
      ];
      for (const [body, msg] of cases) {
        const r = await call(app, 'POST', '/api/register?l=en-US', body);
        expect(r.status, JSON.stringify(body)).toBe(400);
        expect(r.body.msg, JSON.stringify(body)).toBe(msg);
      }
    });

    it('register with the mailed code; duplicates refused; the code is single use', async () => {
      await call(app, 'GET', '/api/get-register-code?email=dave@example.com');
      const code = codeIn((await lastMail(app, 'dave@example.com'))!.text);
      /** Registers dave's address under `username` with `withCode`. */
      const register = (username: string, withCode: string) =>
        call(app, 'POST', '/api/register?l=en-US', {
          username,
          password: 'Passw0rd',
          email: 'dave@example.com',
          code: withCode,
        });
      const wrong = await register('dave', code === '000000' ? '111111' : '000000');
      expect(wrong.body.msg).toBe('The e-mail code is wrong or has expired.');
      const dupName = await register('root', code);
      expect(dupName.body.msg).toBe('The username already exists.');
      const r = await register(' dave ', code);
      expect(r.body).toEqual({
        status: 200,
        msg: 'Thanks for your registering, you can login now.',
        data: null,
      });
      const again = await register('dave2', code);
      expect(again.body.msg).toBe('The e-mail code is wrong or has expired.');
      const role = await app.ctx.database.db
        .selectFrom('user_info as u')
        .innerJoin('user_role as r', 'r.uid', 'u.uuid')
        .select(['r.role_id', 'u.password'])
        .where('u.username', '=', 'dave')
        .executeTakeFirstOrThrow();
      expect(role.role_id).toBe(1002);
      expect(role.password).toMatch(/^\$argon2id\$/);
    });

    it('register: the e-mail code messages in Chinese name the e-mail code', async () => {
      const body = { username: 'carol', password: 'Passw0rd', email: 'carol@example.com', code: '12345' };
      const r = await call(app, 'POST', '/api/register?l=zh-CN', body);
      expect([r.status, r.body.msg]).toEqual([400, '请输入6位数字的邮箱验证码']);
      const none = await call(app, 'POST', '/api/register?l=zh-CN', { ...body, code: '' });
      expect(none.body.msg).toBe('邮箱验证码不能为空');
    });

    it('usernames are unique ignoring case (register, check-username-or-email); login matches the exact name', async () => {
      await call(app, 'GET', '/api/get-register-code?email=casey@example.com');
      const code = codeIn((await lastMail(app, 'casey@example.com'))!.text);
      const register = (username: string) =>
        call(app, 'POST', '/api/register?l=en-US', {
          username,
          password: 'Passw0rd',
          email: 'casey@example.com',
          code,
        });
      for (const name of ['Root', 'ROOT', 'rOoT']) {
        const r = await register(name);
        expect([r.status, r.body.msg], name).toEqual([400, 'The username already exists.']);
        const check = await call(app, 'POST', '/api/check-username-or-email', { username: name });
        expect(check.body.data, name).toEqual({ username: true, email: false });
      }
      expect((await register('Casey')).status).toBe(200);
      await call(app, 'GET', '/api/get-register-code?email=casey2@example.com');
      const code2 = codeIn((await lastMail(app, 'casey2@example.com'))!.text);
      const lower = await call(app, 'POST', '/api/register?l=en-US', {
        username: 'casey',
        password: 'Passw0rd',
        email: 'casey2@example.com',
        code: code2,
      });
      expect([lower.status, lower.body.msg]).toEqual([400, 'The username already exists.']);
      const rows = await app.ctx.database.db
        .selectFrom('user_info')
        .select('username')
        .where('email', '=', 'casey@example.com')
        .execute();
      expect(rows).toEqual([{ username: 'Casey' }]);
      // login keeps comparing the exact name (as stored)
      expect((await login(app, 'Casey', 'Passw0rd')).status).toBe(200);
      expect((await login(app, 'casey', 'Passw0rd')).status).toBe(400);
      expect((await login(app, 'ROOT', ROOT_PASSWORD)).status).toBe(400);
    });

    it('login refuses a username with an invisible character, with the username rule', async () => {
      const r = await call(app, 'POST', '/api/login?l=en-US', {
        username: 'ro\u200bot',
        password: ROOT_PASSWORD,
      });
      expect([r.status, r.body.msg]).toEqual([
        400,
        'The username cannot contain spaces or control characters.',
      ]);
    });

    it('login takes every password the site can set (up to 25); out of range it answers the spec message', async () => {
      const u = await registerUser(app);
      const long = 'Ab3' + 'x'.repeat(22); // 25 characters, as an admin may set
      await app.ctx.database.db
        .updateTable('user_info')
        .set({ password: await app.ctx.hasher.hash(long) })
        .where('uuid', '=', u.uid)
        .execute();
      expect((await login(app, u.username, long)).status).toBe(200);
      for (const bad of ['Ab3' + 'x'.repeat(23), 'a1b2c']) {
        const r = await call(app, 'POST', '/api/login?l=en-US', { username: u.username, password: bad });
        expect([r.status, r.body.msg], bad).toEqual([400, 'The length of the password is between 6 and 20.']);
      }
      // and as the current password of a change
      await new Promise((res) => setTimeout(res, 5));
      const token = String((await login(app, u.username, long)).headers.authorization);
      const change = await call(
        app,
        'POST',
        '/api/change-password?l=en-US',
        { oldPassword: long, newPassword: 'NewPass123' },
        { token },
      );
      expect(change.status, JSON.stringify(change.body)).toBe(200);
    });

    it('registration closed by the site switch', async () => {
      await app.ctx.siteConfig.setWeb({ register: false });
      try {
        const code = await call(app, 'GET', '/api/get-register-code?email=eve@example.com&l=en-US');
        expect(code.status).toBe(403);
        expect(code.body.msg).toBe('Registration is closed on this site.');
        const reg = await call(app, 'POST', '/api/register?l=en-US', {
          username: 'eve',
          password: 'Passw0rd',
          email: 'eve@example.com',
          code: '123456',
        });
        expect(reg.status).toBe(403);
      } finally {
        await app.ctx.siteConfig.setWeb({ register: true });
      }
    });

    it('check-username-or-email answers booleans', async () => {
      const u = await registerUser(app);
      expect(
        (
          await call(app, 'POST', '/api/check-username-or-email', {
            username: u.username,
            email: u.email.toUpperCase(),
          })
        ).body.data,
      ).toEqual({ username: true, email: true });
      expect(
        (
          await call(app, 'POST', '/api/check-username-or-email', {
            username: 'nobody-here',
            email: 'n@x.org',
          })
        ).body.data,
      ).toEqual({ username: false, email: false });
      expect((await call(app, 'POST', '/api/check-username-or-email', {})).body.data).toEqual({
        username: false,
        email: false,
      });
    });

    it('login: token in the Authorization header, UserInfoVO in data, session row stored; wrong password refused', async () => {
      const u = await registerUser(app);
      const r = await login(app, u.username, u.password, {});
      expect(r.status).toBe(200);
      expect(r.body.msg).toBe('欢迎回来~');
      expect(String(r.headers.authorization).split('.')).toHaveLength(3);
      expect(r.body.data).toMatchObject({
        uid: u.uid,
        username: u.username,
        email: u.email,
        gender: 'secrecy',
        roleList: ['default_user'],
      });
      expect(Object.keys(r.body.data).sort()).toEqual(
        [
          'avatar',
          'blog',
          'cfUsername',
          'course',
          'email',
          'gender',
          'github',
          'nickname',
          'number',
          'realname',
          'roleList',
          'school',
          'signature',
          'titleColor',
          'titleName',
          'uid',
          'username',
        ].sort(),
      );
      const sessions = await app.ctx.database.db
        .selectFrom('session')
        .selectAll()
        .where('uid', '=', u.uid)
        .execute();
      expect(sessions.length).toBeGreaterThanOrEqual(2);
      expect(sessions[0].ip).toBe('127.0.0.1');
      const bad = await call(app, 'POST', '/api/login?l=en-US', {
        username: u.username,
        password: 'Wrong000',
      });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        status: 400,
        msg: 'Username or password is wrong! Please check and try again!',
        data: { needPuzzle: false },
      });
      const unknown = await call(app, 'POST', '/api/login?l=en-US', {
        username: 'no-such-user',
        password: 'Wrong000',
      });
      expect(unknown.body.msg).toBe('Username or password is wrong! Please check and try again!');
      const v1 = await call(app, 'POST', '/api/login?l=en-US', { username: '', password: 'x' });
      expect(v1.body.msg).toBe('The username is required.');
      const v2 = await call(app, 'POST', '/api/login?l=en-US', { username: 'a', password: 'x' });
      expect(v2.body.msg).toBe('The length of the password is between 6 and 20.');
    });

    it('get-user-auth-info needs a token and lists role and permissions', async () => {
      const anon = await call(app, 'GET', '/api/get-user-auth-info?l=en-US');
      expect(anon).toMatchObject({
        status: 401,
        body: { status: 401, msg: 'Please login first!', data: null },
      });
      const u = await registerUser(app);
      const r = await call(app, 'GET', '/api/get-user-auth-info', undefined, { token: u.token });
      expect(r.body.data.roles).toEqual(['default_user']);
      expect(r.body.data.permissions).toContain('submit');
      expect(r.body.data.permissions).not.toContain('problem_admin');
      const bearer = await call(app, 'GET', '/api/get-user-auth-info', undefined, {
        headers: { authorization: `Bearer ${u.token}` },
      });
      expect(bearer.status).toBe(200);
      const garbage = await call(app, 'GET', '/api/get-user-auth-info?l=en-US', undefined, {
        token: 'abc.def.ghi',
      });
      expect(garbage.status).toBe(401);
      expect(garbage.body.msg).toBe('Invalid login token, please login again!');
    });

    it('logout revokes every token of the user (all devices); a new login works', async () => {
      const u = await registerUser(app);
      const second = await loginToken(app, u.username, u.password);
      expect((await call(app, 'GET', '/api/get-user-auth-info', undefined, { token: second })).status).toBe(
        200,
      );
      const out = await call(app, 'GET', '/api/logout?l=en-US', undefined, { token: u.token });
      expect(out.body).toEqual({ status: 200, msg: 'Log out successfully', data: null });
      for (const tok of [u.token, second]) {
        const r = await call(app, 'GET', '/api/get-user-auth-info?l=en-US', undefined, { token: tok });
        expect(r.status).toBe(401);
        expect(r.body.msg).toBe('Your login has expired, please login again!');
      }
      // anon endpoints ignore the revoked token, open endpoints refuse it
      expect((await call(app, 'GET', '/api/get-website-config', undefined, { token: u.token })).status).toBe(
        200,
      );
      expect(
        (
          await call(app, 'GET', `/api/get-user-home-info?username=${u.username}`, undefined, {
            token: u.token,
          })
        ).status,
      ).toBe(401);
      const fresh = await loginToken(app, u.username, u.password); // at once, even within the same millisecond
      expect((await call(app, 'GET', '/api/get-user-auth-info', undefined, { token: fresh })).status).toBe(
        200,
      );
      expect((await call(app, 'GET', '/api/logout')).status).toBe(401);
    });

    it('a banned user is refused at once: existing tokens stop working and login is refused', async () => {
      const u = await registerUser(app);
      await app.ctx.database.db
        .updateTable('user_info')
        .set({ status: 1 })
        .where('uuid', '=', u.uid)
        .execute();
      const r = await call(app, 'GET', '/api/get-user-auth-info?l=en-US', undefined, { token: u.token });
      expect(r.status).toBe(401);
      expect(r.body.msg).toBe('This account has been banned. Please contact an administrator.');
      const l = await call(app, 'POST', '/api/login?l=en-US', { username: u.username, password: u.password });
      expect(l.status).toBe(400);
      expect(l.body.msg).toBe('This account has been banned. Please contact an administrator.');
      await app.ctx.database.db
        .updateTable('user_info')
        .set({ status: 0 })
        .where('uuid', '=', u.uid)
        .execute();
      expect((await call(app, 'GET', '/api/get-user-auth-info', undefined, { token: u.token })).status).toBe(
        200,
      );
    });

    it('admin login: root, admin and problem admin only; admin logout', async () => {
      const u = await registerUser(app);
      const refused = await call(app, 'POST', '/api/admin/login?l=en-US', {
        username: u.username,
        password: u.password,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.msg).toBe('This account is not an administrator account!');
      expect(refused.headers.authorization).toBeUndefined();
      for (const role of [1001, 1008]) {
        await setRole(app, u.uid, role);
        const ok = await call(app, 'POST', '/api/admin/login', {
          username: u.username,
          password: u.password,
        });
        expect(ok.status).toBe(200);
        expect(ok.body.msg).toBe('尊敬的管理员，欢迎回来~');
        expect(ok.body.data.roleList).toEqual([role === 1001 ? 'admin' : 'problem_admin']);
      }
      const root = await call(app, 'POST', '/api/admin/login', { username: 'root', password: ROOT_PASSWORD });
      expect(root.status).toBe(200);
      expect(root.body.data.roleList).toEqual(['root']);
      const out = await call(app, 'GET', '/api/admin/logout', undefined, {
        token: String(root.headers.authorization),
      });
      expect(out.status).toBe(200);
      await setRole(app, u.uid, 1002);
      const userOut = await call(app, 'GET', '/api/admin/logout', undefined, {
        token: await loginToken(app, u.username, u.password),
      });
      expect(userOut.status).toBe(403);
    });
  });
}
