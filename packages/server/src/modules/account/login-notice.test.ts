// The "remote login" notice (hoj-behaviour §9): a sign-in from another address than the previous
// one leaves a notice in the user's Mine box, in both languages, with the addresses as inline code
// (a hostile User-Agent cannot add markup); the first sign-in and one from the same address do not.
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/app.js';
import { dbVariants, registerUser } from '../../../test/helpers/accounts.js';
import { useApp } from '../../../test/fixtures/index.js';

for (const v of dbVariants()) {
  describe(`sign-in from a new address [${v.name}]`, () => {
    const app = useApp(v);
    const login = async (username: string, password: string, ip: string, agent = 'Mozilla/5.0 test') => {
      const res = await app().inject({
        method: 'POST',
        url: '/api/login',
        remoteAddress: ip,
        headers: { 'user-agent': agent },
        payload: { username, password },
      });
      expect(res.statusCode, res.body).toBe(200);
      return res.headers.authorization as string;
    };
    const mine = async (token: string) =>
      (await call(app(), 'GET', '/api/msg/mine?limit=20', undefined, { token })).body.data.records as {
        title: string;
        content: string;
      }[];

    it('tells the user once the address changes, not for the same address', async () => {
      // registerUser signs in once (the first session: no notice)
      const u = await registerUser(app());
      const first = await mine(u.token);
      expect(first.filter((n) => n.title.includes('new address'))).toHaveLength(0);
      const sessions = await app()
        .ctx.database.db.selectFrom('session')
        .select('ip')
        .where('uid', '=', u.uid)
        .execute();
      const lastIp = sessions[sessions.length - 1].ip;
      await login(u.username, u.password, lastIp);
      expect((await mine(u.token)).filter((n) => n.title.includes('new address'))).toHaveLength(0);

      const token = await login(
        u.username,
        u.password,
        '203.0.113.7',
        'Evil` **bold** <img src=x onerror=alert(1)>',
      );
      const notices = (await mine(token)).filter((n) => n.title.includes('new address'));
      expect(notices).toHaveLength(1);
      expect(notices[0].title).toBe('账号异地登录提醒 / Sign-in from a new address');
      expect(notices[0].content).toContain('`203.0.113.7`');
      expect(notices[0].content).toContain(`\`${lastIp}\``);
      expect(notices[0].content).toContain('在 `203.0.113.7`');
      // the agent stays one inline code span: its backtick is gone
      expect(notices[0].content).toContain('`Evil  **bold** <img src=x onerror=alert(1)>`');
      // again from the same new address: nothing more
      await login(u.username, u.password, '203.0.113.7');
      expect((await mine(token)).filter((n) => n.title.includes('new address'))).toHaveLength(1);
    });
  });
}
