// Forgotten password: captcha + e-mail → mailed link → reset-password; tokens revoked.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/app.js';
import { appVariants, lastMail, login, registerUser } from '../../../test/helpers/accounts.js';
import type { BuiltApp } from '../../app.js';
import { useApp } from '../../../test/fixtures/index.js';

for (const v of appVariants()) {
  describe(`password reset [${v.name}]`, () => {
    const appOf = useApp(v);
    let app: BuiltApp;
    beforeAll(() => void (app = appOf()));

    const captcha = async () => {
      const c = (await call(app, 'GET', '/api/captcha')).body.data;
      return {
        captchaKey: c.captchaKey as string,
        captcha: (await app.ctx.kv.get(`captcha:${c.captchaKey}`))!,
      };
    };

    it('never builds the mailed link from the Host header: with no baseUrl nor PUBLIC_URL the mail carries the code (21 chars) and the path; the code resets once', async () => {
      const u = await registerUser(app);
      const r = await call(
        app,
        'POST',
        '/api/apply-reset-password?l=en-US',
        { email: u.email, ...(await captcha()) },
        { headers: { host: 'evil.example', 'x-forwarded-host': 'evil2.example' } },
      );
      expect(r.body).toEqual({
        status: 200,
        msg: 'A password reset e-mail has been sent. Please follow its instructions within 10 minutes.',
        data: null,
      });
      const mail = (await lastMail(app, u.email))!;
      expect(mail.subject).toBe('OJ: reset your password');
      expect(mail.text).not.toMatch(/evil|https?:/);
      const m =
        /^Hello (\S+), your password reset code is ([A-Za-z0-9]{21}) \. Within 10 minutes, open the page \/reset-password on the OJ website/.exec(
          mail.text,
        );
      expect(m, mail.text).not.toBeNull();
      expect(m![1]).toBe(u.username);
      const code = m![2];

      const weak = await call(app, 'POST', '/api/reset-password?l=en-US', {
        username: u.username,
        password: 'short',
        code,
      });
      expect(weak.body.msg).toBe('The length of the password is between 6 and 20.');
      const noUser = await call(app, 'POST', '/api/reset-password?l=en-US', {
        username: 'nobody-x',
        password: 'NewPass123',
        code,
      });
      expect(noUser.body.msg).toBe('The username does not exist.');
      const wrong = await call(app, 'POST', '/api/reset-password?l=en-US', {
        username: u.username,
        password: 'NewPass123',
        code: 'x'.repeat(21),
      });
      expect(wrong.body.msg).toBe('The reset link is wrong or has expired. Please ask for a new one.');

      const ok = await call(app, 'POST', '/api/reset-password?l=en-US', {
        username: u.username,
        password: 'NewPass123',
        code,
      });
      expect(ok.body).toEqual({ status: 200, msg: 'Your password has been reset.', data: null });
      expect((await call(app, 'GET', '/api/get-user-auth-info', undefined, { token: u.token })).status).toBe(
        401,
      );
      await new Promise((res) => setTimeout(res, 5));
      expect((await login(app, u.username, 'NewPass123')).status).toBe(200);
      const twice = await call(app, 'POST', '/api/reset-password?l=en-US', {
        username: u.username,
        password: 'Other1234',
        code,
      });
      expect(twice.body.msg).toBe('The reset link is wrong or has expired. Please ask for a new one.');
    });

    it('uses the site baseUrl for the link when set; mail text in zh-CN by default', async () => {
      const u = await registerUser(app);
      await app.ctx.siteConfig.setWeb({ baseUrl: 'https://oj.example.org/' });
      try {
        expect(
          (await call(app, 'POST', '/api/apply-reset-password', { email: u.email, ...(await captcha()) }))
            .status,
        ).toBe(200);
        const mail = (await lastMail(app, u.email))!;
        expect(mail.subject).toBe('【OJ】重置密码');
        expect(mail.text).toContain(`https://oj.example.org/reset-password?username=${u.username}&code=`);
      } finally {
        await app.ctx.siteConfig.setWeb({ baseUrl: '' });
      }
    });

    it('reset-password without a code names the reset code (not the captcha), in both languages', async () => {
      for (const [code, lang, msg] of [
        [undefined, 'en-US', 'The reset code is required.'],
        ['  ', 'en-US', 'The reset code is required.'],
        [undefined, 'zh-CN', '重置密码验证码不能为空'],
      ] as const) {
        const r = await call(app, 'POST', `/api/reset-password?l=${lang}`, {
          username: 'someone',
          password: 'NewPass123',
          ...(code === undefined ? {} : { code }),
        });
        expect([r.status, r.body.msg]).toEqual([400, msg]);
      }
    });

    it('refuses unknown e-mails and bad input with the spec messages', async () => {
      const unknown = await call(app, 'POST', '/api/apply-reset-password?l=en-US', {
        email: 'nobody@example.com',
        ...(await captcha()),
      });
      expect(unknown.body.msg).toBe('The email does not exist.');
      const bad = await call(app, 'POST', '/api/apply-reset-password?l=en-US', {
        email: 'nope',
        captcha: '1',
        captchaKey: 'k',
      });
      expect(bad.body.msg).toBe('The email format is incorrect.');
      const noCaptcha = await call(app, 'POST', '/api/apply-reset-password?l=en-US', {
        email: 'a@b.co',
        captcha: '',
        captchaKey: 'k',
      });
      expect(noCaptcha.body.msg).toBe('The captcha is 1 to 8 characters long.');
    });
  });
}

describe('password reset link with PUBLIC_URL', () => {
  const v = appVariants()[0];
  const appOf = useApp({ ...v, extra: { ...v.extra, publicUrl: 'https://oj.public.example/judge' } });

  it('starts the link with PUBLIC_URL whatever the Host header says; a site baseUrl wins over it', async () => {
    const app = appOf();
    const apply = async (email: string) => {
      const c = (await call(app, 'GET', '/api/captcha')).body.data;
      const captcha = (await app.ctx.kv.get(`captcha:${c.captchaKey}`))!;
      const r = await call(
        app,
        'POST',
        '/api/apply-reset-password?l=en-US',
        { email, captcha, captchaKey: c.captchaKey },
        { headers: { host: 'evil.example' } },
      );
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      return (await lastMail(app, email))!.text;
    };
    const u = await registerUser(app);
    const text = await apply(u.email);
    expect(text).not.toContain('evil');
    expect(text).toMatch(
      new RegExp(
        `open this link within 10 minutes to reset your password: https://oj\\.public\\.example/judge/reset-password\\?username=${u.username}&code=[A-Za-z0-9]{21} \\.`,
      ),
    );
    const w = await registerUser(app);
    await app.ctx.siteConfig.setWeb({ baseUrl: 'https://settings.example/' });
    try {
      expect(await apply(w.email)).toContain(
        `https://settings.example/reset-password?username=${w.username}&code=`,
      );
    } finally {
      await app.ctx.siteConfig.setWeb({ baseUrl: '' });
    }
  });
});
