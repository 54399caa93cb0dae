// Bad input never crashes a call: every documented /api route, as root and as a guest, with
// values of the wrong type, out of range, oversized, NUL characters and path tricks, answers with a
// 4xx envelope — never a 5xx. PostgreSQL refuses values SQLite stores (NUL, ids past the integer
// range, malformed numbers), so the suite runs on both.
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { call } from '../test/helpers/app.js';
import { dbVariants, loginToken, ROOT_PASSWORD } from '../test/helpers/accounts.js';
import { useApp } from '../test/fixtures/index.js';
import { nulPath } from './lib/input-guard.js';
import { classifyError } from './lib/error-handler.js';

/** Calls whose effects would end the sweep (sign-out, restore) or that stream instead of answering. */
const SKIP = /logout|backup|restore|stream|events|docs/;

/** Values that are wrong for most fields: types, ranges, sizes, NUL, markup and path tricks. */
const VALUES: unknown[] = [
  '',
  'abc',
  -1,
  1.5,
  1e20,
  '99999999999999999999',
  true,
  null,
  [],
  {},
  'x'.repeat(5000),
  'a\0b',
  '../../etc/passwd',
];
const PATH_VALUES = ['abc', '-1', '99999999999', '%00'];

type Doc = {
  paths: Record<
    string,
    Record<string, { parameters?: { in: string; name: string }[]; requestBody?: unknown }>
  >;
  components?: { schemas?: Record<string, { properties?: Record<string, unknown> }> };
};

/** The body's top-level field names from the OpenAPI schema (a `$ref` resolved once). */
function fieldsOf(doc: Doc, requestBody: unknown): string[] {
  const schema = (
    requestBody as { content?: Record<string, { schema?: { $ref?: string; properties?: object } }> }
  )?.content?.['application/json']?.schema;
  const resolved = schema?.$ref ? doc.components?.schemas?.[schema.$ref.split('/').pop()!] : schema;
  return Object.keys(resolved?.properties ?? {});
}

describe('input guard', () => {
  it('finds a NUL character in any string or key, with its path', () => {
    expect(nulPath({ a: 'ok', b: ['x', 'y\0'] })).toBe('b.1');
    expect(nulPath({ training: { title: 'a\0' } })).toBe('training.title');
    expect(nulPath({ 'k\0': 1 })).toBe('k\\0');
    expect(nulPath('\0')).toBe('body');
    expect(nulPath({ a: 'fine', n: 1, z: null })).toBeNull();
    expect(nulPath(Buffer.from([0, 1]))).toBeNull();
  });

  it("maps PostgreSQL's data exceptions (SQLSTATE 22xxx) to 400 and nothing else", () => {
    const pgError = (code: string) => Object.assign(new Error('db'), { code, severity: 'ERROR' });
    expect(classifyError(pgError('22003'), 1).status).toBe(400);
    expect(classifyError(pgError('22P02'), 1).key).toBe('Param_Out_Of_Range');
    expect(classifyError(pgError('23505'), 1).status).toBe(500);
    expect(classifyError(Object.assign(new Error('x'), { code: '22003' }), 1).status).toBe(500);
  });
});

for (const v of dbVariants()) {
  describe(`bad input [${v.name}]`, () => {
    const appOf = useApp(v);

    it('a NUL character is refused with the field that carries it, in both languages', async () => {
      const app = appOf();
      const en = await call(app, 'GET', '/api/get-problem-detail?problemId=P1%00', undefined, {
        headers: { 'accept-language': 'en-US' },
      });
      expect(en.status).toBe(400);
      expect(en.body.msg).toContain("'problemId'");
      expect(en.body.msg).toContain('NUL');
      const token = await loginToken(app, 'root', ROOT_PASSWORD);
      const zh = await call(
        app,
        'POST',
        '/api/change-userInfo',
        { realname: 'a\u0000' },
        {
          token,
          headers: { 'accept-language': 'zh-CN' },
        },
      );
      expect(zh.status).toBe(400);
      expect(zh.body.msg).toContain('realname');
      expect(zh.body.msg).toContain('空字符');
    });

    it('a tag id past the integer range is ignored like any id that is not one', async () => {
      const r = await call(appOf(), 'GET', '/api/get-problem-list?tagId=100000000000000000000');
      expect(r.status).toBe(200);
      const plain = await call(appOf(), 'GET', '/api/get-problem-list?tagId=abc');
      expect(r.body.data.total).toBe(plain.body.data.total);
    });

    it("headers past the size limit and malformed HTTP are refused with the envelope, not Fastify's body", async () => {
      const address = await appOf().listen({ port: 0, host: '127.0.0.1' });
      const { port } = new URL(address);
      const raw = (request: string) =>
        new Promise<{ status: number; body: { status: number; msg: string; data: null } }>(
          (resolve, reject) => {
            const socket = net.connect(Number(port), '127.0.0.1', () => socket.write(request));
            let text = '';
            socket.on('data', (d) => (text += d.toString('utf8')));
            socket.on('error', () => undefined);
            socket.on('close', () => {
              const [head, body] = text.split('\r\n\r\n');
              try {
                resolve({ status: Number(head.split(' ')[1]), body: JSON.parse(body) });
              } catch (e) {
                reject(new Error(`${String(e)}: ${text.slice(0, 300)}`));
              }
            });
          },
        );
      const big = await raw(`GET /api/health?x=${'a'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(big.status).toBe(431);
      expect(big.body).toEqual({ status: 431, msg: expect.stringContaining('请求头'), data: null });
      const garbage = await raw('NOT HTTP AT ALL\r\n\r\n');
      expect(garbage.status).toBe(400);
      expect(garbage.body).toMatchObject({ status: 400, data: null });
    });

    it('updating a group training without its id asks for the id', async () => {
      const app = appOf();
      const token = await loginToken(app, 'root', ROOT_PASSWORD);
      const r = await call(app, 'PUT', '/api/group/training', { training: {} }, { token });
      expect(r.status).toBe(400);
      expect(r.body.msg).toContain('training.id');
    });

    it(
      'no documented route answers 5xx to wrong, oversized or malicious values',
      { timeout: 600_000 },
      async () => {
        const app = appOf();
        let token = await loginToken(app, 'root', ROOT_PASSWORD);
        const doc = (await call(app, 'GET', '/api/openapi.json')).body as unknown as Doc;
        const failures: string[] = [];
        let sent = 0;
        const hit = async (
          method: 'GET' | 'POST' | 'PUT' | 'DELETE',
          url: string,
          body: unknown,
          auth: boolean,
        ) => {
          sent++;
          const headers: Record<string, string> = { 'accept-language': 'en-US' };
          if (auth) headers.authorization = token;
          if (body !== undefined) headers['content-type'] = 'application/json';
          const payload = body !== undefined ? JSON.stringify(body) : undefined;
          const r = await app.inject({ method, url, headers, payload });
          if (r.statusCode >= 500)
            failures.push(
              `${method} ${url} ${JSON.stringify(body) ?? ''} → ${r.statusCode} ${r.body.slice(0, 120)}`,
            );
          // A call that changed root's password or session would sign the sweep out: sign in again.
          if (auth && r.statusCode === 401) token = await loginToken(app, 'root', ROOT_PASSWORD);
        };
        for (const [p, methods] of Object.entries(doc.paths)) {
          if (SKIP.test(p)) continue;
          for (const [m, op] of Object.entries(methods)) {
            const method = m.toUpperCase() as 'GET' | 'POST' | 'PUT' | 'DELETE';
            if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method)) continue;
            const query = (op.parameters ?? []).filter((x) => x.in === 'query').map((x) => x.name);
            const urls = p.includes('{') ? PATH_VALUES.map((pv) => p.replace(/\{\w+\}/g, pv)) : [p];
            for (const url of urls) {
              for (const auth of [true, false]) {
                if (method === 'GET' || method === 'DELETE') {
                  await hit(method, url, undefined, auth);
                  for (const q of query)
                    for (const val of VALUES)
                      await hit(
                        method,
                        `${url}?${q}=${encodeURIComponent(typeof val === 'object' ? JSON.stringify(val) : String(val))}`,
                        undefined,
                        auth,
                      );
                } else {
                  const fields = fieldsOf(doc, op.requestBody);
                  await hit(method, url, {}, auth);
                  await hit(method, url, [], auth);
                  for (const f of fields)
                    for (const val of VALUES) await hit(method, url, { [f]: val }, auth);
                  for (const val of VALUES)
                    await hit(method, url, Object.fromEntries(fields.map((f) => [f, val])), auth);
                }
              }
            }
          }
        }
        expect(sent).toBeGreaterThan(5000);
        expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
      },
    );
  });
}
