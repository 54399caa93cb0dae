// Profile edit, avatar upload and serving, user home and heatmap.
import { beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/app.js';
import { dbVariants, registerUser } from '../../../test/helpers/accounts.js';
import { encodePng } from '../../lib/puzzle.js';
import type { BuiltApp } from '../../app.js';
import { submissionWithVerdict, useApp } from '../../../test/fixtures/index.js';
import { multipart, postFile } from '../../../test/helpers/multipart.js';
import { chinaDay } from '../../lib/china-day.js';

for (const v of dbVariants()) {
  describe(`user [${v.name}]`, () => {
    const appOf = useApp(v);
    let app: BuiltApp;
    beforeAll(() => void (app = appOf()));

    const upload = (token: string, filename: string, content: Buffer, lang = 'en-US') =>
      postFile(app, `/api/file/upload-avatar?l=${lang}`, multipart('image', filename, content), token);

    it('change-userInfo updates the given fields, ignores read-only ones, and checks lengths', async () => {
      const u = await registerUser(app);
      // Every field a user may edit; uid and username are read-only.
      const profile = {
        nickname: 'Neo',
        realname: '张三',
        school: 'MIT',
        number: '2024001',
        gender: 'female',
        github: 'https://github.com/neo',
        blog: 'https://neo.dev',
        cfUsername: 'neo',
        signature: '# Hi\n**bold**',
        course: 'CS',
      };
      const r = await call(
        app,
        'POST',
        '/api/change-userInfo?l=en-US',
        { uid: 'x', username: 'hacker', ...profile },
        { token: u.token },
      );
      expect(r.status).toBe(200);
      expect(r.body.msg).toBe('Update Successfully');
      expect(r.body.data).toMatchObject({ uid: u.uid, username: u.username, ...profile });
      const clear = await call(app, 'POST', '/api/change-userInfo', { nickname: '' }, { token: u.token });
      expect(clear.body.data.nickname).toBeNull();
      expect(clear.body.data.school).toBe('MIT');
      const limits: [string, number][] = [
        ['realname', 50],
        ['nickname', 20],
        ['school', 100],
        ['number', 200],
        ['github', 255],
        ['blog', 255],
        ['cfUsername', 255],
      ];
      /** A value of `n` characters for the field (the links are URLs). */
      const fill = (field: string, n: number) =>
        field === 'github' || field === 'blog' ? 'https://e.org/'.padEnd(n, 'x') : 'x'.repeat(n);
      for (const [field, max] of limits) {
        const bad = await call(
          app,
          'POST',
          '/api/change-userInfo?l=en-US',
          { [field]: fill(field, max + 1) },
          { token: u.token },
        );
        expect(bad.status, field).toBe(400);
        expect(bad.body.msg).toBe(`'${field}' cannot exceed ${max} characters.`);
        expect(
          (await call(app, 'POST', '/api/change-userInfo', { [field]: fill(field, max) }, { token: u.token }))
            .status,
          field,
        ).toBe(200);
      }
      const gender = await call(
        app,
        'POST',
        '/api/change-userInfo?l=en-US',
        { gender: 'robot' },
        { token: u.token },
      );
      expect(gender.body.msg).toBe('Gender must be male, female or secrecy.');
      expect((await call(app, 'POST', '/api/change-userInfo', { nickname: 'x' })).status).toBe(401);
    });

    it('change-userInfo takes http(s) links only for blog and github; empty clears them', async () => {
      const u = await registerUser(app);
      const edit = (body: object, lang = 'en-US') =>
        call(app, 'POST', `/api/change-userInfo?l=${lang}`, body, { token: u.token });
      const good = await edit({ blog: 'https://neo.dev/posts', github: 'http://github.com/neo' });
      expect(good.status).toBe(200);
      const bad: [string, string][] = [
        ['blog', 'javascript:alert(8)'],
        ['github', 'javascript:alert(9)'],
        ['blog', ' JavaScript:alert(1)'],
        ['blog', 'data:text/html,<script>alert(1)</script>'],
        ['github', 'vbscript:msgbox(1)'],
        ['blog', 'neo.dev'],
        ['github', 'neo'],
        ['blog', '//evil.example/x'],
        ['github', 'ftp://github.com/neo'],
      ];
      for (const [field, value] of bad) {
        const r = await edit({ [field]: value });
        expect([r.status, r.body.msg], value).toEqual([
          400,
          `'${field}' must be a link starting with http:// or https://.`,
        ]);
      }
      const zh = await edit({ blog: 'javascript:alert(8)' }, 'zh-CN');
      expect(zh.body.msg).toBe('“blog”必须是以 http:// 或 https:// 开头的链接！');
      const kept = await app.ctx.database.db
        .selectFrom('user_info')
        .select(['blog', 'github'])
        .where('uuid', '=', u.uid)
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ blog: 'https://neo.dev/posts', github: 'http://github.com/neo' });
      const cleared = await edit({ blog: '', github: null });
      expect([cleared.status, cleared.body.data.blog, cleared.body.data.github]).toEqual([200, null, null]);
    });

    it('change-email: code to the new address, password and code checked, 5 failures lock it', async () => {
      const u = await registerUser(app);
      const other = await registerUser(app);
      const taken = await call(
        app,
        'GET',
        `/api/get-change-email-code?email=${other.email}&l=en-US`,
        undefined,
        { token: u.token },
      );
      expect(taken.body.msg).toBe('The email already exists.');
      const same = await call(app, 'GET', `/api/get-change-email-code?email=${u.email}&l=en-US`, undefined, {
        token: u.token,
      });
      expect(same.body.msg).toBe('The new e-mail is the same as the current one.');
      const newEmail = `new-${u.username}@example.com`;
      expect(
        (
          await call(app, 'GET', `/api/get-change-email-code?email=${newEmail}`, undefined, {
            token: u.token,
          })
        ).status,
      ).toBe(200);
      const mail = await app.ctx.database.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('to_addr', '=', newEmail)
        .executeTakeFirstOrThrow();
      const code = /\d{6}/.exec(mail.text)![0];
      /** POST /api/change-email as u (answering in English unless `query` says otherwise). */
      const changeEmail = (body: object, query = '?l=en-US') =>
        call(app, 'POST', `/api/change-email${query}`, body, { token: u.token });
      const wrongPw = await changeEmail({ password: 'Wrong000', newEmail, code });
      expect(wrongPw.body.msg).toBe(
        'The password is wrong! 4 attempts left before this feature is locked for 30 minutes.',
      );
      const wrongCode = await changeEmail({
        password: u.password,
        newEmail,
        code: code === '000000' ? '000001' : '000000',
      });
      expect(wrongCode.body.msg).toBe(
        'The e-mail code is wrong or has expired! 3 attempts left before this feature is locked for 30 minutes.',
      );
      expect((await changeEmail({ password: 'Wrong000', newEmail, code })).body.msg).toMatch(
        / 2 attempts left /,
      );
      expect((await changeEmail({ password: 'Wrong000', newEmail, code })).body.msg).toBe(
        'The password is wrong! 1 attempt left before this feature is locked for 30 minutes.',
      );
      const ok = await changeEmail({ password: u.password, newEmail, code });
      expect(ok.status).toBe(200);
      expect(ok.body.data).toMatchObject({
        code: 200,
        msg: 'E-mail changed successfully.',
        userInfo: { email: newEmail },
      });
      for (let i = 0; i < 5; i++)
        await changeEmail({ password: 'Wrong000', newEmail: 'z@example.com', code: '123456' }, '');
      const locked = await changeEmail({ password: u.password, newEmail: 'z@example.com', code: '123456' });
      expect(locked.body.msg).toMatch(
        /^Too many failures: changing the e-mail is locked\. Try again in (29|30) minutes\.$/,
      );
    });

    it('get-verify-email-code sends a code to the bound e-mail only', async () => {
      const u = await registerUser(app);
      const notMine = await call(
        app,
        'GET',
        '/api/get-verify-email-code?email=x@example.com&l=en-US',
        undefined,
        { token: u.token },
      );
      expect(notMine.body.msg).toBe('This is not the e-mail address bound to your account.');
      const r = await call(app, 'GET', `/api/get-verify-email-code?email=${u.email}`, undefined, {
        token: u.token,
      });
      expect(r.body.data).toEqual({ email: u.email, expire: 600 });
    });

    it('avatar upload: png accepted, stored and served safely; old file replaced', async () => {
      const u = await registerUser(app);
      const png = encodePng(2, 2, new Uint8Array(16).fill(200));
      const r = await upload(u.token, 'me.png', png);
      expect(r.statusCode).toBe(200);
      const body = r.json();
      expect(body.msg).toBe('Upload avatar successfully');
      expect(body.data.avatar).toMatch(/^\/api\/public\/img\/[a-f0-9]{32}\.png$/);
      const img = await app.inject({ method: 'GET', url: body.data.avatar });
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['x-content-type-options']).toBe('nosniff');
      expect(img.headers['content-security-policy']).toContain('sandbox');
      expect(img.rawPayload.equals(png)).toBe(true);
      // a second upload replaces the first file
      const jpg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(100)]);
      const r2 = await upload(u.token, 'me.JPEG', jpg);
      expect(r2.json().data.avatar).toMatch(/\.jpg$/);
      expect((await app.inject({ method: 'GET', url: body.data.avatar })).statusCode).toBe(404);
      // up to 2 MB is accepted (beyond the 1 MB JSON body limit)
      const large = Buffer.concat([encodePng(1, 1, new Uint8Array(4)), Buffer.alloc(1_900_000)]);
      expect((await upload(u.token, 'large.png', large)).statusCode).toBe(200);
      const r3 = await upload(u.token, 'me.JPEG', jpg);
      expect(r3.statusCode).toBe(200);
      const home = await call(app, 'GET', `/api/get-user-home-info?uid=${u.uid}`);
      expect(home.body.data.avatar).toBe(r3.json().data.avatar);
    });

    it('avatar upload refuses other types (by name and by content), > 2 MB, no file, no login', async () => {
      const u = await registerUser(app);
      const svg = await upload(u.token, 'x.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
      expect(svg.statusCode).toBe(400);
      expect(svg.json().msg).toBe(
        'File type not support: only gif, jpg, jpeg, png, bmp and webp images are allowed.',
      );
      const fake = await upload(u.token, 'x.png', Buffer.from('<html><script>alert(1)</script></html>'));
      expect(fake.statusCode).toBe(400);
      const big = await upload(
        u.token,
        'big.png',
        Buffer.concat([encodePng(1, 1, new Uint8Array(4)), Buffer.alloc(2 * 1024 * 1024)]),
        'zh-CN',
      );
      expect(big.statusCode).toBe(413);
      expect(big.json()).toEqual({
        status: 413,
        msg: '文件大小错误, 您只能上传不大于2MB的图片文件！',
        data: null,
      });
      const none = await app.inject({
        method: 'POST',
        url: '/api/file/upload-avatar?l=en-US',
        headers: { authorization: u.token, 'content-type': 'application/json' },
        payload: {},
      });
      expect(none.statusCode).toBe(400);
      expect(none.json().msg).toBe('Please choose a file to upload.');
      const anon = await app.inject({
        method: 'POST',
        url: '/api/file/upload-avatar',
        ...multipart('image', 'a.png', encodePng(1, 1, new Uint8Array(4))),
      });
      expect(anon.statusCode).toBe(401);
      expect(
        (await app.inject({ method: 'GET', url: '/api/public/img/..%2F..%2Fjudge.db' })).statusCode,
      ).toBe(400);
    });

    it('user home: by uid, by username, or the caller; last login and registration time; unknown user refused', async () => {
      const u = await registerUser(app);
      const byName = await call(app, 'GET', `/api/get-user-home-info?username=${u.username}`);
      expect(byName.status).toBe(200);
      const d = byName.body.data;
      expect(d).toMatchObject({
        uid: u.uid,
        username: u.username,
        gender: 'secrecy',
        total: 0,
        rating: null,
        scoreList: [],
        solvedList: [],
        solvedGroupByDifficulty: {},
      });
      expect(new Date(d.gmtCreate).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(new Date(d.recentLoginTime).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect((await call(app, 'GET', `/api/get-user-home-info?uid=${u.uid}`)).body.data.username).toBe(
        u.username,
      );
      expect(
        (await call(app, 'GET', '/api/get-user-home-info', undefined, { token: u.token })).body.data.uid,
      ).toBe(u.uid);
      const none = await call(app, 'GET', '/api/get-user-home-info?l=en-US');
      expect(none.body.msg).toBe("The parameter 'uid' is required");
      const unknown = await call(app, 'GET', '/api/get-user-home-info?username=nobody-x&l=en-US');
      expect(unknown.body).toEqual({ status: 400, msg: 'The user does not exist.', data: null });
    });

    it('calendar heatmap: endDate today and the per-day list', async () => {
      const u = await registerUser(app);
      const r = await call(app, 'GET', `/api/get-user-calendar-heatmap?username=${u.username}`);
      expect(r.status).toBe(200);
      expect(r.body.data.endDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Array.isArray(r.body.data.dataList)).toBe(true);
    });

    it('stats and heatmap count main-site submissions only: totals, AC list by difficulty, best OI score per problem', async () => {
      const u = await registerUser(app);
      const { db, cols } = app.ctx.database;
      const problems = await db
        .selectFrom('problem')
        .select(['id', 'problem_id', 'difficulty'])
        .orderBy('id')
        .execute();
      expect(problems.length).toBeGreaterThanOrEqual(2);
      const [p1, p2] = problems;
      const submit = (
        p: typeof p1,
        at: string,
        o: { status?: number; cid?: number; gid?: number; oi?: number } = {},
      ) =>
        submissionWithVerdict(app, u, Number(p.id), {
          status: o.status ?? -1,
          cid: o.cid,
          gid: o.gid,
          oiRankScore: o.oi,
          at: new Date(at),
        });
      const today = new Date().toISOString().slice(0, 10);
      const ac = await submit(p1, `${today}T01:00:00Z`, { status: 0 });
      await submit(p1, `${today}T02:00:00Z`);
      await submit(p2, `${today}T03:00:00Z`, { oi: 4 });
      await submit(p2, `${today}T04:00:00Z`, { oi: 9 });
      await submit(p2, `${today}T05:00:00Z`, { cid: 7, oi: 50 }); // contest: not counted
      await submit(p2, `${today}T06:00:00Z`, { gid: 3, status: 0 }); // group: not counted
      // 20:00 UTC yesterday is 04:00 today in China time, the site's calendar (as the home page's week)
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      await submit(p2, `${yesterday}T20:00:00Z`);
      const now = cols.time(new Date());
      await db
        .insertInto('user_acproblem')
        .values({ uid: u.uid, pid: p1.id, submit_id: ac, gmt_create: now, gmt_modified: now })
        .execute();

      const home = (await call(app, 'GET', `/api/get-user-home-info?username=${u.username}`)).body.data;
      expect(home.total).toBe(5);
      expect(home.solvedList).toEqual([p1.problem_id]);
      expect(home.scoreList).toEqual([9]);
      expect(home.solvedGroupByDifficulty).toEqual({
        [String(p1.difficulty)]: [
          { id: Number(p1.id), problemId: p1.problem_id, difficulty: Number(p1.difficulty) },
        ],
      });
      const heat = (await call(app, 'GET', `/api/get-user-calendar-heatmap?username=${u.username}`)).body
        .data;
      expect(heat.dataList).toEqual([{ date: chinaDay(new Date(`${today}T12:00:00Z`)), count: 5 }]);
      expect(heat.endDate).toBe(chinaDay(new Date()));
    });
  });
}
