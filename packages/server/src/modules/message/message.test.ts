// The unread counters the navbar reads on every signed-in page (zero until the message box lands).
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/app.js';
import { appVariants } from '../../../test/helpers/accounts.js';
import { useApp, userOfRole } from '../../../test/fixtures/index.js';

for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`messages [${v.name}]`, () => {
    const app = useApp(v);
    it('GET /api/msg/unread answers zero per box when signed in, 401 when not', async () => {
      const user = await userOfRole(app());
      const res = await call(app(), 'GET', '/api/msg/unread', undefined, { token: user.token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
      expect((await call(app(), 'GET', '/api/msg/unread')).status).toBe(401);
    });
  });
}
