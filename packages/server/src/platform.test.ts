// Platform behaviour on every database target: envelope, errors, languages, limits, OpenAPI, SPA, headers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbTargets } from '../test/helpers/targets.js';
import { call, makeApp } from '../test/helpers/app.js';
import { z } from 'zod';
import type { BuiltApp } from './app.js';
import { zodApp } from './lib/route.js';
import { ok, responses } from './lib/envelope.js';
import { BizError } from './lib/errors.js';

/** Test-only routes exercising the error path through the real plumbing. */
function probeRoutes(fastify: import('fastify').FastifyInstance) {
  const app = zodApp(fastify);
  app.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({
          username: z.string({ error: 'Username_Check_Required' }).max(20, 'Username_Check_Max'),
          n: z.number().int().min(0).max(9).optional(),
          level: z.enum(['a', 'b']).optional(),
          tags: z.array(z.string().max(5)).max(2).optional(),
        }),
        response: responses(z.object({ username: z.string() })),
      },
      config: { auth: 'anon' },
    },
    async (req) => ok({ username: req.body.username }),
  );
  app.get('/api/test/biz', { config: { auth: 'anon' } }, async () => {
    throw new BizError('The_username_already_exists');
  });
  app.get('/api/test/crash', { config: { auth: 'anon' } }, async () => {
    throw new Error('boom: secret internals');
  });
}

for (const target of dbTargets()) {
  describe(`platform [${target.name}]`, () => {
    let app: BuiltApp;
    beforeAll(async () => {
      app = await makeApp(await target.makeConfig({ bodyLimit: 4096 }), probeRoutes);
    });
    afterAll(async () => {
      await app?.close();
      await target.cleanup();
    });

    it('GET /api/get-website-config returns the envelope with the default site config', async () => {
      const r = await call(app, 'GET', '/api/get-website-config');
      expect(r.status).toBe(200);
      expect(r.body.status).toBe(200);
      expect(typeof r.body.msg).toBe('string');
      expect(r.body.data).toEqual({
        baseUrl: '',
        name: 'Online Judge',
        shortName: 'OJ',
        register: true,
        recordName: '',
        recordUrl: '',
        description: expect.any(String),
        email: '',
        projectName: 'Judge',
        projectUrl: '',
        openPublicDiscussion: true,
        openGroupDiscussion: true,
        openContestComment: true,
      });
    });

    it('unknown /api path → 404 envelope, translated, zh-CN by default', async () => {
      const r = await call(app, 'GET', '/api/no-such-call');
      expect(r.status).toBe(404);
      expect(r.body).toEqual({ status: 404, msg: '接口不存在：GET /api/no-such-call', data: null });
      const p = await call(app, 'POST', '/api/no-such-call', { a: 1 });
      expect(p.status).toBe(404);
      expect(p.body.status).toBe(404);
    });

    it('language: ?l= wins over Accept-Language, which wins over the zh-CN default', async () => {
      const en = await call(app, 'GET', '/api/nope', undefined, {
        headers: { 'accept-language': 'en-US,en;q=0.9' },
      });
      expect(en.body.msg).toBe('No such API: GET /api/nope');
      const q = await call(app, 'GET', '/api/nope?l=zh-CN', undefined, {
        headers: { 'accept-language': 'en' },
      });
      expect(q.body.msg).toBe('接口不存在：GET /api/nope');
      const qEn = await call(app, 'GET', '/api/nope?l=en-US');
      expect(qEn.body.msg).toMatch(/^No such API/);
      const ranked = await call(app, 'GET', '/api/nope', undefined, {
        headers: { 'accept-language': 'fr;q=1, en;q=0.5, zh;q=0.3' },
      });
      expect(ranked.body.msg).toMatch(/^No such API/);
      const other = await call(app, 'GET', '/api/nope', undefined, { headers: { 'accept-language': 'fr' } });
      expect(other.body.msg).toMatch(/^接口不存在/);
    });

    /** POST /api/test/echo with a raw body of a content type (what call() cannot send). */
    const rawEcho = (
      query: string,
      contentType: string,
      payload: string,
      headers: Record<string, string> = {},
    ) =>
      app.inject({
        method: 'POST',
        url: `/api/test/echo${query}`,
        headers: { 'content-type': contentType, ...headers },
        payload,
      });

    it('malformed JSON → 400 with a clear message; empty JSON body too', async () => {
      const res = await rawEcho('', 'application/json', '{"username": ', { 'accept-language': 'en' });
      expect(res.statusCode).toBe(400);
      const b = res.json();
      expect(b.status).toBe(400);
      expect(b.msg).toMatch(/^The request body is not valid JSON/);
      expect(b.data).toBeNull();
      const empty = await rawEcho('', 'application/json', '');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().msg).toMatch(/^请求体不是合法的 JSON/);
    });

    it('validation errors become translated messages with the field', async () => {
      const missing = await call(app, 'POST', '/api/test/echo', {}, { headers: { 'accept-language': 'en' } });
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual({ status: 400, msg: 'The username is required.', data: null });
      const long = await call(app, 'POST', '/api/test/echo', { username: 'x'.repeat(21) });
      expect(long.body.msg).toBe('用户名长度不能超过20位');
      const wrongType = await call(
        app,
        'POST',
        '/api/test/echo',
        { username: 'a', n: 'x' },
        { headers: { 'accept-language': 'en' } },
      );
      expect(wrongType.status).toBe(400);
      expect(wrongType.body.msg).toBe("Invalid parameter 'n': a number is expected");
      // zod's own refusals come in the caller's language too, not in zod's English
      const refusal = async (body: Record<string, unknown>, lang: string) =>
        (await call(app, 'POST', '/api/test/echo', { username: 'a', ...body }, { headers: { 'accept-language': lang } }))
          .body.msg;
      expect(await refusal({ n: 10 }, 'zh-CN')).toBe('参数“n”不合法：不能大于 9');
      expect(await refusal({ n: -1 }, 'en')).toBe("Invalid parameter 'n': at least 0");
      expect(await refusal({ n: 1.5 }, 'en')).toBe("Invalid parameter 'n': a whole number is expected");
      expect(await refusal({ level: 'c' }, 'en')).toBe("Invalid parameter 'level': must be one of a, b");
      expect(await refusal({ tags: ['abcdefg'] }, 'zh-CN')).toBe('参数“tags.0”不合法：最多 5 个字符');
      expect(await refusal({ tags: ['a', 'b', 'c'] }, 'en')).toBe("Invalid parameter 'tags': at most 2 items");
      const good = await call(app, 'POST', '/api/test/echo', { username: 'alice' });
      expect(good.body).toEqual({ status: 200, msg: 'success', data: { username: 'alice' } });
    });

    it('business errors and crashes go through the same envelope; crashes hide internals', async () => {
      const biz = await call(app, 'GET', '/api/test/biz?l=en-US');
      expect(biz.status).toBe(400);
      expect(biz.body).toEqual({ status: 400, msg: 'The username already exists.', data: null });
      const crash = await call(app, 'GET', '/api/test/crash?l=en-US');
      expect(crash.status).toBe(500);
      expect(crash.body).toEqual({ status: 500, msg: 'Server error! Please refresh again!', data: null });
      // the process is still serving
      expect((await call(app, 'GET', '/api/health')).status).toBe(200);
    });

    it('oversized body → 413 envelope; unsupported content type → 415', async () => {
      const big = JSON.stringify({ username: 'a'.repeat(10_000) });
      const res = await rawEcho('?l=en-US', 'application/json', big);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toEqual({
        status: 413,
        msg: 'The request body is too large (limit 4096 bytes)',
        data: null,
      });
      const xml = await rawEcho('', 'application/xml', '<a/>');
      expect(xml.statusCode).toBe(415);
      expect(xml.json().status).toBe(415);
    });

    it('security headers and CSP are set; Url-Type is echoed', async () => {
      const r = await call(app, 'GET', '/api/get-website-config', undefined, {
        headers: { 'url-type': 'general' },
      });
      const csp = String(r.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(csp).toContain("font-src 'self' data:");
      expect(csp).not.toContain('unsafe-eval');
      expect(r.headers['x-content-type-options']).toBe('nosniff');
      expect(r.headers['url-type']).toBe('general');
      const admin = await call(app, 'GET', '/api/admin/switch/info');
      expect(admin.headers['url-type']).toBe('admin');
    });

    it('health reports the database', async () => {
      const r = await call(app, 'GET', '/api/health');
      expect(r.status).toBe(200);
      expect(r.body.data.database).toMatchObject({ ok: true, dialect: target.name });
    });

    it('OpenAPI document lists every /api route with request and response schemas; docs page served', async () => {
      const r = await call(app, 'GET', '/api/openapi.json');
      expect(r.status).toBe(200);
      const doc = r.body as unknown as { openapi: string; paths: Record<string, Record<string, any>> }; // eslint-disable-line @typescript-eslint/no-explicit-any
      expect(doc.openapi).toMatch(/^3\./);
      const documented = new Set(
        Object.entries(doc.paths).flatMap(([p, ms]) => Object.keys(ms).map((m) => `${m.toUpperCase()} ${p}`)),
      );
      const apiRoutes = app.routeList.filter(
        (r) =>
          r.url.startsWith('/api/') && !r.hidden && !r.url.startsWith('/api/docs') && r.method !== 'HEAD',
      );
      expect(apiRoutes.length).toBeGreaterThan(5);
      for (const r of apiRoutes)
        expect(
          documented.has(`${r.method} ${r.url.replace(/:(\w+)/g, '{$1}')}`),
          `${r.method} ${r.url} documented`,
        ).toBe(true);
      for (const [p, methods] of Object.entries(doc.paths)) {
        for (const [m, op] of Object.entries(methods)) {
          expect(op.responses?.['200'], `${m} ${p} has a 200 schema`).toBeDefined();
          if (m === 'post' || m === 'put')
            expect(op.requestBody ?? op.parameters, `${m} ${p} has a request schema`).toBeDefined();
        }
      }
      const docs = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(docs.statusCode).toBe(200);
      expect(docs.headers['content-type']).toContain('text/html');
    });

    it('without a built SPA, page routes explain how to build it', async () => {
      const res = await app.inject({ method: 'GET', url: '/problem/1000', headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('npm run build');
    });
  });
}
