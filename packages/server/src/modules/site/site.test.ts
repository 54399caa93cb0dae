// Site configuration and switches: defaults (hoj-behaviour §10), root-only admin calls, validation.
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/helpers/app.js';
import { dbVariants, registerUser, setRole } from '../../../test/helpers/accounts.js';
import type { BuiltApp } from '../../app.js';
import { useRootApp } from '../../../test/fixtures/index.js';

for (const v of dbVariants()) {
  describe(`site config [${v.name}]`, () => {
    let app: BuiltApp;
    let root: string;
    useRootApp(v, (built, rootToken) => {
      app = built;
      root = rootToken;
    });

    it('switch defaults follow hoj-behaviour §10', async () => {
      const r = await call(app, 'GET', '/api/admin/switch/info', undefined, { token: root });
      expect(r.status).toBe(200);
      expect(r.body.data).toMatchObject({
        openPublicDiscussion: true,
        openGroupDiscussion: true,
        openContestComment: true,
        openPublicJudge: true,
        openGroupJudge: true,
        openContestJudge: true,
        hideNonContestSubmissionCode: false,
        defaultSubmitInterval: 8,
        defaultCreateGroupDailyLimit: 2,
        defaultCreateGroupLimit: 5,
        defaultCreateGroupACInitValue: 20,
        defaultCreateDiscussionDailyLimit: 5,
        defaultCreateDiscussionACInitValue: 10,
        defaultCreateCommentACInitValue: 10,
        hduUsernameList: [],
        cfPasswordList: [],
        libreojUsernameList: [],
      });
    });

    it('root updates web config and switches (partial), and the public config follows', async () => {
      const web = await call(app, 'GET', '/api/admin/config/get-web-config', undefined, { token: root });
      expect(Object.keys(web.body.data).sort()).toEqual(
        [
          'baseUrl',
          'description',
          'name',
          'projectName',
          'projectUrl',
          'recordName',
          'recordUrl',
          'register',
          'shortName',
        ].sort(),
      );
      const set = await call(
        app,
        'PUT',
        '/api/admin/config/set-web-config?l=en-US',
        { name: '测试 Judge', shortName: 'TJ', recordName: 'ICP 1' },
        { token: root },
      );
      expect(set.body).toEqual({ status: 200, msg: 'Update Successfully', data: null });
      const sw = await call(
        app,
        'PUT',
        '/api/admin/switch/update',
        { openPublicDiscussion: false, defaultSubmitInterval: 3, cfUsernameList: ['a', 'b'] },
        { token: root },
      );
      expect(sw.status).toBe(200);
      const pub = (await call(app, 'GET', '/api/get-website-config')).body.data;
      expect(pub).toMatchObject({
        name: '测试 Judge',
        shortName: 'TJ',
        recordName: 'ICP 1',
        openPublicDiscussion: false,
        openGroupDiscussion: true,
        register: true,
      });
      const after = (await call(app, 'GET', '/api/admin/switch/info', undefined, { token: root })).body.data;
      expect(after).toMatchObject({
        openPublicDiscussion: false,
        defaultSubmitInterval: 3,
        cfUsernameList: ['a', 'b'],
        openContestComment: true,
      });
      const bad = await call(
        app,
        'PUT',
        '/api/admin/switch/update?l=en-US',
        { defaultSubmitInterval: -1 },
        { token: root },
      );
      expect(bad.status).toBe(400);
      expect(bad.body.msg).toMatch(/^Invalid parameter 'defaultSubmitInterval'/);
      const badType = await call(
        app,
        'PUT',
        '/api/admin/config/set-web-config',
        { register: 'yes' },
        { token: root },
      );
      expect(badType.status).toBe(400);
      // the footer's links are links: no script scheme
      const script = await call(
        app,
        'PUT',
        '/api/admin/config/set-web-config?l=en-US',
        { recordUrl: 'javascript:alert(1)' },
        { token: root },
      );
      expect([script.status, script.body.msg]).toEqual([400, "Invalid parameter 'recordUrl': an http(s) address"]);
      const email = await call(app, 'GET', '/api/admin/config/get-email-config', undefined, { token: root });
      expect(email.body.data).toEqual({
        emailHost: '',
        emailPort: 465,
        emailUsername: '',
        emailPassword: '',
        emailSsl: true,
        emailBGImg: '',
      });
    });

    it('config calls are root only (perm system_info_admin): admin and users get 403, anonymous 401', async () => {
      const u = await registerUser(app);
      const calls: ['GET' | 'PUT', string][] = [
        ['GET', '/api/admin/config/get-web-config'],
        ['PUT', '/api/admin/config/set-web-config'],
        ['GET', '/api/admin/config/get-email-config'],
        ['PUT', '/api/admin/config/set-email-config'],
        ['GET', '/api/admin/switch/info'],
        ['PUT', '/api/admin/switch/update'],
      ];
      for (const role of [1002, 1001, 1008]) {
        await setRole(app, u.uid, role);
        for (const [m, url] of calls) {
          const r = await call(app, m, `${url}?l=en-US`, m === 'PUT' ? {} : undefined, { token: u.token });
          expect(r.status, `${role} ${url}`).toBe(403);
          expect(r.body.msg).toBe('You do not have permission to do this!');
        }
      }
      for (const [m, url] of calls) {
        const r = await call(app, m, url, m === 'PUT' ? {} : undefined);
        expect(r.status, url).toBe(401);
        expect(r.headers['url-type']).toBe('admin');
      }
    });
  });
}
