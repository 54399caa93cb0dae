// E-mail delivery: SMTP round trip (SMTP_URL and the site's SMTP settings) against a local sink,
// the outbox fallback, and root-only access to the outbox and the test mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, makeApp } from '../../test/helpers/app.js';
import { ROOT_PASSWORD, codeIn, loginToken, registerUser } from '../../test/helpers/accounts.js';
import { dbTargets } from '../../test/helpers/targets.js';
import { mailBody, startSmtpSink } from '../../test/helpers/smtp-sink.js';
import type { BuiltApp } from '../app.js';

const [target] = dbTargets();

describe('mail', () => {
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(async () => {
    await sink.close();
    await target.cleanup();
  });

  it('SMTP_URL: the registration code travels over SMTP and registers the user', async () => {
    const app = await makeApp(
      await target.makeConfig({
        rootPassword: ROOT_PASSWORD,
        smtpUrl: `smtp://judge%40example.org:pw@127.0.0.1:${sink.port}`,
      }),
    );
    try {
      expect(await app.ctx.mailer.mode()).toBe('smtp-url');
      const next = sink.next();
      const r = await call(app, 'GET', '/api/get-register-code?email=smtp-user@example.com&l=en-US');
      expect(r.status).toBe(200);
      const mail = await next;
      expect(mail.to).toEqual(['smtp-user@example.com']);
      expect(mail.from).toBe('judge@example.org');
      expect(mail.auth).not.toBeNull();
      expect(mail.data).toMatch(/Subject: OJ: your registration code/);
      const text = mailBody(mail.data);
      expect(text).toMatch(/Your registration code is \d{6}\./);
      const reg = await call(app, 'POST', '/api/register', {
        username: 'smtpuser',
        password: 'Passw0rd',
        email: 'smtp-user@example.com',
        code: codeIn(text),
      });
      expect(reg.status).toBe(200);
      const row = await app.ctx.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_addr', '=', 'smtp-user@example.com')
        .executeTakeFirstOrThrow();
      expect(row.status).toBe('sent');
    } finally {
      await app.close();
    }
  });

  it('site SMTP settings are used when SMTP_URL is unset; zh-CN text; a refused delivery is reported and the cooldown released', async () => {
    const app = await makeApp(await target.makeConfig({ rootPassword: ROOT_PASSWORD }));
    try {
      expect(await app.ctx.mailer.mode()).toBe('outbox');
      const root = await loginToken(app, 'root', ROOT_PASSWORD);
      const set = await call(
        app,
        'PUT',
        '/api/admin/config/set-email-config',
        {
          emailHost: '127.0.0.1',
          emailPort: sink.port,
          emailSsl: false,
          emailUsername: 'noreply@oj.test',
          emailPassword: 'secret',
        },
        { token: root },
      );
      expect(set.status).toBe(200);
      expect(await app.ctx.mailer.mode()).toBe('site-smtp');
      const cfg = await call(app, 'GET', '/api/get-website-config');
      expect(cfg.body.data.email).toBe('noreply@oj.test');
      const next = sink.next();
      const test = await call(
        app,
        'POST',
        '/api/admin/config/test-email?l=en-US',
        { email: 'admin@example.com' },
        { token: root },
      );
      expect(test.body).toEqual({ status: 200, msg: 'A test e-mail has been sent.', data: null });
      const mail = await next;
      expect(mail.from).toBe('noreply@oj.test');
      expect(mailBody(mail.data)).toContain('the mail settings of OJ work');

      const next2 = sink.next();
      expect((await call(app, 'GET', '/api/get-register-code?email=zh@example.com')).status).toBe(200);
      expect(mailBody((await next2).data)).toMatch(/^您的注册验证码为 \d{6}/);

      // a dead SMTP server: the error is reported, the mail recorded as failed, and the user may retry at once
      await call(app, 'PUT', '/api/admin/config/set-email-config', { emailPort: 1 }, { token: root });
      const dead = await call(app, 'GET', '/api/get-register-code?email=dead@example.com&l=en-US');
      expect(dead.status).toBe(500);
      expect(dead.body.msg).toMatch(/^Sending the e-mail failed: /);
      const failed = await app.ctx.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_addr', '=', 'dead@example.com')
        .executeTakeFirstOrThrow();
      expect(failed.status).toBe('failed');
      await call(app, 'PUT', '/api/admin/config/set-email-config', { emailHost: '' }, { token: root });
      expect((await call(app, 'GET', '/api/get-register-code?email=dead@example.com')).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('outbox: root reads it (newest first, paged); others are refused', async () => {
    const app: BuiltApp = await makeApp(await target.makeConfig({ rootPassword: ROOT_PASSWORD }));
    try {
      const u = await registerUser(app);
      const root = await loginToken(app, 'root', ROOT_PASSWORD);
      const r = await call(app, 'GET', '/api/admin/mail/outbox?currentPage=0&limit=1', undefined, {
        token: root,
      });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({ total: 1, size: 1, current: 1, pages: 1 });
      expect(r.body.data.records[0]).toMatchObject({
        to: u.email,
        status: 'outbox',
        subject: '【OJ】注册验证码',
      });
      const denied = await call(app, 'GET', '/api/admin/mail/outbox', undefined, { token: u.token });
      expect(denied.status).toBe(403);
      expect((await call(app, 'GET', '/api/admin/mail/outbox')).status).toBe(401);
    } finally {
      await app.close();
    }
  });
});
