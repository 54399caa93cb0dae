// The request encodings HOJ's clients send (issue 26): the same call answers the same whether its
// parameters come as JSON, form-encoded, in the query string of a POST/PUT, or not at all (empty
// bodies, with or without a content type); multipart where files go.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from '@judge/shared';
import { appVariants } from '../../test/helpers/accounts.js';
import { problemIdOf, rootToken, submissionWithVerdict, trainingOf, useApp, userOfRole } from '../../test/fixtures/index.js';
import type { BuiltApp } from '../app.js';
import { multipart } from '../../test/helpers/multipart.js';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const JSON_TYPE = { 'content-type': 'application/json' };

/** The call's status and answer (data and message), to compare encodings. */
async function send(
  app: BuiltApp,
  method: 'POST' | 'PUT' | 'GET' | 'DELETE',
  url: string,
  opts: { token?: string; headers?: Record<string, string>; payload?: string | Buffer } = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(opts.token ? { authorization: opts.token } : {}), ...(opts.headers ?? {}) },
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });
  const body = res.json() as { status: number; msg: string; data: unknown };
  return { http: res.statusCode, status: body.status, msg: body.msg, data: body.data };
}


for (const v of appVariants().filter((x) => !x.name.includes('redis'))) {
  describe(`request encodings [${v.name}]`, () => {
    const app = useApp(v);

    it('JSON, form-encoded and query parameters of a POST give the same answer', async () => {
      const a = app();
      const u = await userOfRole(a);
      const fields = { username: u.username, email: 'nobody@example.com' };
      const json = await send(a, 'POST', '/api/check-username-or-email', { headers: JSON_TYPE, payload: JSON.stringify(fields) });
      const form = await send(a, 'POST', '/api/check-username-or-email', {
        headers: FORM,
        payload: new URLSearchParams(fields).toString(),
      });
      const query = await send(a, 'POST', `/api/check-username-or-email?${new URLSearchParams(fields)}`);
      expect(json).toMatchObject({ http: 200, data: { username: true, email: false } });
      expect(form).toEqual(json);
      expect(query).toEqual(json);
    });

    it('form fields become the numbers, booleans and lists the body schema asks for', async () => {
      const a = app();
      const u = await userOfRole(a);
      const pid = await problemIdOf(a, 'P1000');
      const id = await submissionWithVerdict(a, u, pid, { status: JudgeStatus.ACCEPTED });
      const sharedJson = await send(a, 'PUT', '/api/submission', {
        token: u.token,
        headers: JSON_TYPE,
        payload: JSON.stringify({ submitId: id, share: false }),
      });
      const sharedForm = await send(a, 'PUT', '/api/submission', {
        token: u.token,
        headers: FORM,
        payload: `submitId=${id}&share=false`,
      });
      const sharedQuery = await send(a, 'PUT', `/api/submission?submitId=${id}&share=false`, { token: u.token });
      expect(sharedJson.http).toBe(200);
      expect(sharedForm).toEqual(sharedJson);
      expect(sharedQuery).toEqual(sharedJson);

      // A list: repeated fields or a comma list (Spring binds both).
      const statusJson = await send(a, 'POST', '/api/get-user-problem-status', {
        token: u.token,
        headers: JSON_TYPE,
        payload: JSON.stringify({ pidList: [pid, 1] }),
      });
      const repeated = await send(a, 'POST', '/api/get-user-problem-status', {
        token: u.token,
        headers: FORM,
        payload: `pidList=${pid}&pidList=1`,
      });
      const comma = await send(a, 'POST', '/api/get-user-problem-status', {
        token: u.token,
        headers: FORM,
        payload: `pidList=${pid},1`,
      });
      expect(statusJson.http).toBe(200);
      expect((statusJson.data as Record<string, { status: number }>)[String(pid)].status).toBe(JudgeStatus.ACCEPTED);
      expect(repeated).toEqual(statusJson);
      expect(comma).toEqual(statusJson);

      // Bad form input is the same translated 400 as bad JSON input.
      const badForm = await send(a, 'PUT', '/api/submission?l=en-US', { token: u.token, headers: FORM, payload: 'submitId=abc&share=false' });
      const badJson = await send(a, 'PUT', '/api/submission?l=en-US', {
        token: u.token,
        headers: JSON_TYPE,
        payload: JSON.stringify({ submitId: 'abc', share: false }),
      });
      expect(badForm.http).toBe(400);
      expect(badForm.msg).toMatch(/submitId/);
      expect(badForm).toEqual(badJson);
    });

    it('passwords and codes are never taken from the query string of a POST', async () => {
      const a = app();
      const u = await userOfRole(a);
      const r = await send(a, 'POST', `/api/login?username=${u.username}&password=${u.password}&l=en-US`);
      expect(r.http).toBe(400);
      expect(r.msg).toMatch(/password/i);
    });

    it('empty POST bodies, with or without a content type, as HOJ clients send them (get-sessions)', async () => {
      const a = app();
      const root = await rootToken(a);
      const answers = [
        await send(a, 'POST', '/api/admin/dashboard/get-sessions', { token: root, headers: JSON_TYPE, payload: '{}' }),
        await send(a, 'POST', '/api/admin/dashboard/get-sessions', { token: root, headers: FORM, payload: '' }),
        await send(a, 'POST', '/api/admin/dashboard/get-sessions', { token: root, headers: JSON_TYPE, payload: '' }),
        await send(a, 'POST', '/api/admin/dashboard/get-sessions', { token: root }),
      ];
      expect(answers[0].http).toBe(200);
      expect((answers[0].data as { uid: string }).uid).toBeTruthy();
      for (const r of answers.slice(1)) expect(r).toEqual(answers[0]);
      // Still refused for callers outside the back office, whatever the encoding.
      const u = await userOfRole(a);
      expect((await send(a, 'POST', '/api/admin/dashboard/get-sessions', { token: u.token, headers: FORM, payload: '' })).http).toBe(403);
    });

    it('empty PUT bodies where every field is optional; required fields are named when missing', async () => {
      const a = app();
      const root = await rootToken(a);
      const json = await send(a, 'PUT', '/api/admin/switch/update', { token: root, headers: JSON_TYPE, payload: '{}' });
      const none = await send(a, 'PUT', '/api/admin/switch/update', { token: root });
      const form = await send(a, 'PUT', '/api/admin/switch/update', { token: root, headers: FORM, payload: '' });
      expect(json.http).toBe(200);
      expect(none).toEqual(json);
      expect(form).toEqual(json);
      const missing = await send(a, 'POST', '/api/check-username-or-email?l=en-US', { headers: FORM, payload: '' });
      const missingJson = await send(a, 'POST', '/api/check-username-or-email?l=en-US', { headers: JSON_TYPE, payload: '{}' });
      expect(missing).toEqual(missingJson);
    });

    it('GET and DELETE take their parameters from the query string', async () => {
      const a = app();
      const root = await rootToken(a);
      const got = await send(a, 'GET', '/api/get-problem-detail?problemId=P1000');
      expect(got.http).toBe(200);
      const created = await send(a, 'POST', '/api/admin/tag', { token: root, headers: FORM, payload: 'name=encodings&color=%23123456' });
      expect(created.http, created.msg).toBe(200);
      const tid = (created.data as { id: number }).id;
      const del = await send(a, 'DELETE', `/api/admin/tag?tid=${tid}`, { token: root });
      expect(del.http).toBe(200);
    });

    it('a query parameter left empty is absent, and a repeated one is a comma list, as Spring binds them', async () => {
      const a = app();
      const root = await rootToken(a);
      const u = await userOfRole(a);
      const pid = await problemIdOf(a, 'P1000');
      await submissionWithVerdict(a, u, pid, { status: JudgeStatus.ACCEPTED });
      await submissionWithVerdict(a, u, pid, { status: JudgeStatus.WRONG_ANSWER });
      await trainingOf(a, { title: 'Encodings training', author: 'root' });
      const total = async (url: string) => {
        const r = await send(a, 'GET', url, { token: root });
        expect(r.http, `${url}: ${r.msg}`).toBe(200);
        return (r.data as { total: number }).total;
      };
      // `status=` is no filter (it read as 0, Accepted: one of the two)
      expect(await total(`/api/get-submission-list?username=${u.username}&status=`)).toBe(2);
      expect(await total(`/api/get-submission-list?username=${u.username}&status=0`)).toBe(1);
      // the other empty filters of HOJ's lists: a number (0 would be a difficulty, a rule type, a
      // category), a flag, a choice
      for (const [url, empty] of [
        ['/api/get-problem-list?oj=Mine', '&difficulty=&tagId=&keyword='],
        ['/api/get-contest-list', '?type=&status=&keyword='],
        ['/api/get-training-list', '?categoryId=&auth=&keyword='],
        ['/api/get-group-list', '?auth=&onlyMine=&keyword='],
        ['/api/get-discussion-list', '?cid=&pid=&onlyMine='],
        ['/api/admin/msg/notice', '?type='],
      ])
        expect(await total(url + empty), url + empty).toBe(await total(url));
      expect(await total('/api/get-training-list')).toBeGreaterThan(0);
      // `tagId=1&tagId=2` (Spring binds the list) is the comma list `tagId=1,2`
      const tags = await send(a, 'GET', '/api/get-all-problem-tags', { token: root });
      const ids = (tags.data as { id: number }[]).slice(0, 2).map((t) => t.id);
      if (ids.length === 2) {
        const repeated = await send(a, 'GET', `/api/get-problem-list?tagId=${ids[0]}&tagId=${ids[1]}`);
        expect(repeated.http, repeated.msg).toBe(200);
        expect(repeated.data).toEqual((await send(a, 'GET', `/api/get-problem-list?tagId=${ids.join(',')}`)).data);
      }
      const one = await send(a, 'GET', '/api/get-problem-list?tagId=999999&tagId=999998');
      expect(one.http, one.msg).toBe(200);
      expect((one.data as { total: number }).total).toBe(0);
    });

    it('multipart where files go; a form-encoded upload is a translated 400', async () => {
      const a = app();
      const root = await rootToken(a);
      const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
      const m = multipart('image', 'a.png', png, {}, 'image/png');
      const up = await send(a, 'POST', '/api/file/upload-md-img', { token: root, headers: m.headers, payload: m.payload });
      expect(up.http, up.msg).toBe(200);
      const form = await send(a, 'POST', '/api/file/upload-md-img?l=en-US', { token: root, headers: FORM, payload: 'image=x' });
      expect(form.http).toBe(400);
      expect(form.msg.length).toBeGreaterThan(0);
    });
  });
}
