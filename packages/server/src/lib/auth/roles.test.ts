// Roles 1000–1008 (hoj-behaviour §7.3) enforced by the server through src/lib/auth.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { call, makeApp } from '../../../test/helpers/app.js';
import { ROOT_PASSWORD, registerUser, setRole } from '../../../test/helpers/accounts.js';
import { dbTargets } from '../../../test/helpers/targets.js';
import { ADMIN_ROLES, hasPermission, permissionsOf, refusalKey, ROLE_NAMES } from './roles.js';
import { assertPermission, currentUser } from './index.js';
import { zodApp } from '../route.js';
import { ok, responses } from '../envelope.js';
import type { BuiltApp } from '../../app.js';

describe('role table', () => {
  it('matches hoj-behaviour §7.3', () => {
    expect(ROLE_NAMES).toEqual({
      1000: 'root',
      1001: 'admin',
      1002: 'default_user',
      1003: 'no_submit_user',
      1004: 'no_discuss_user',
      1005: 'mute_user',
      1006: 'no_submit_no_discuss_user',
      1007: 'no_submit_mute_user',
      1008: 'problem_admin',
    });
    expect([...ADMIN_ROLES].sort()).toEqual([1000, 1001, 1008]);
    const rootOnly = ['rejudge', 'announcement_admin', 'user_admin', 'system_info_admin'] as const;
    for (const p of rootOnly)
      for (let r = 1000; r <= 1008; r++) expect(hasPermission(r, p), `${r} ${p}`).toBe(r === 1000);
    const submit = [1000, 1001, 1002, 1004, 1005, 1008];
    for (let r = 1000; r <= 1008; r++)
      expect(hasPermission(r, 'submit'), `${r} submit`).toBe(submit.includes(r));
    const discussAdd = [1000, 1001, 1002, 1003, 1008];
    for (let r = 1000; r <= 1008; r++)
      expect(hasPermission(r, 'discussion_add'), `${r}`).toBe(discussAdd.includes(r));
    const comment = [1000, 1001, 1002, 1003, 1004, 1006, 1008];
    for (let r = 1000; r <= 1008; r++)
      expect(hasPermission(r, 'comment_add'), `${r}`).toBe(comment.includes(r));
    expect(permissionsOf(1007).sort()).toEqual(['discussion_del', 'discussion_edit']);
    expect(permissionsOf(4242)).toEqual([]);
    expect(refusalKey('submit')).toBe('No_Permission_Submit');
    expect(refusalKey('discussion_add')).toBe('No_Permission_Discuss');
    expect(refusalKey('reply_add')).toBe('No_Permission_Comment');
  });
});

const [target] = dbTargets();

/** Routes guarded the way feature modules guard theirs. */
function guarded(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  app.post(
    '/api/test/submit',
    { schema: { response: responses(z.null()) }, config: { auth: { perm: 'submit' } } },
    async () => ok(null),
  );
  app.post(
    '/api/test/comment',
    { schema: { response: responses(z.null()) }, config: { auth: 'login' } },
    async (req) => {
      assertPermission(currentUser(req), 'comment_add');
      return ok(null);
    },
  );
  app.post(
    '/api/test/discuss',
    { schema: { response: responses(z.null()) }, config: { auth: 'login' } },
    async (req) => {
      assertPermission(currentUser(req), 'discussion_add');
      return ok(null);
    },
  );
}

describe('restricted users get the translated refusal from the server', () => {
  let app: BuiltApp;
  beforeAll(async () => {
    app = await makeApp(await target.makeConfig({ rootPassword: ROOT_PASSWORD }), guarded);
  });
  afterAll(async () => {
    await app.close();
    await target.cleanup();
  });

  it('no-submit, no-posting and muted roles', async () => {
    const u = await registerUser(app);
    const tryAll = async () => ({
      submit: await call(app, 'POST', '/api/test/submit?l=en-US', {}, { token: u.token }),
      comment: await call(app, 'POST', '/api/test/comment?l=en-US', {}, { token: u.token }),
      discuss: await call(app, 'POST', '/api/test/discuss?l=en-US', {}, { token: u.token }),
    });
    let r = await tryAll();
    expect([r.submit.status, r.comment.status, r.discuss.status]).toEqual([200, 200, 200]);

    await setRole(app, u.uid, 1003); // no submit
    r = await tryAll();
    expect(r.submit.status).toBe(403);
    expect(r.submit.body.msg).toBe('Your account is not allowed to submit code!');
    expect(r.discuss.status).toBe(200);

    await setRole(app, u.uid, 1004); // no posting
    r = await tryAll();
    expect(r.submit.status).toBe(200);
    expect(r.discuss.body).toEqual({
      status: 403,
      msg: 'Your account is not allowed to post discussions!',
      data: null,
    });
    expect(r.comment.status).toBe(200);

    await setRole(app, u.uid, 1005); // muted
    r = await tryAll();
    expect(r.comment.body.msg).toBe('Your account has been muted and cannot comment or reply!');
    expect(r.discuss.status).toBe(403);
    const zh = await call(app, 'POST', '/api/test/comment', {}, { token: u.token });
    expect(zh.body.msg).toBe('对不起，您的账号已被禁言，无法评论或回复！');

    await setRole(app, u.uid, 1007);
    r = await tryAll();
    expect([r.submit.status, r.comment.status, r.discuss.status]).toEqual([403, 403, 403]);
    expect((await call(app, 'POST', '/api/test/submit', {})).status).toBe(401);
  });
});
