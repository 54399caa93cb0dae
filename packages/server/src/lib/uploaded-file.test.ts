// The single-file reader over a real socket: a refused upload is answered, never reset, and the
// accepted one arrives whole with its form fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify, { type FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { BizError } from './errors.js';
import { uploadedFile } from './uploaded-file.js';

const MAX = 2 * 1024 * 1024;

describe('uploadedFile', () => {
  let app: FastifyInstance;
  let base = '';
  beforeAll(async () => {
    app = Fastify();
    await app.register(multipart, { limits: { fileSize: MAX, files: 1, fields: 10 } });
    app.setErrorHandler((err, _req, reply) => {
      const key = err instanceof BizError ? err.key : 'crash';
      void reply.code(err instanceof BizError ? err.httpStatus : 500).send({ key });
    });
    app.post('/upload', async (req) => {
      const f = await uploadedFile(req, { field: 'image', maxBytes: MAX });
      return { name: f.filename, size: f.buf.length, gid: f.field('gid') ?? null };
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => app.close());

  const send = async (field: string, bytes: number, extra: Record<string, string> = {}) => {
    const fd = new FormData();
    for (const [k, v] of Object.entries(extra)) fd.append(k, v);
    fd.append(field, new Blob([Buffer.alloc(bytes, 65)]), 'a.png');
    try {
      const r = await fetch(`${base}/upload`, { method: 'POST', body: fd });
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    } catch (e) {
      return { status: 0, body: { reset: String(e) } };
    }
  };

  it('answers a part under the wrong name with File_Required, even while the client still sends', async () => {
    for (const bytes of [1000, 100_000, 1_500_000, 1_500_000, 1_500_000, 1_900_000]) {
      const r = await send('file', bytes);
      expect(r, `${bytes} bytes`).toEqual({ status: 400, body: { key: 'File_Required' } });
    }
  });

  it('refuses a file past the limit with File_Too_Large', async () => {
    const r = await send('image', MAX + 1000);
    expect(r).toEqual({ status: 400, body: { key: 'File_Too_Large' } });
  });

  it('reads the file whole, with the fields sent before it', async () => {
    const r = await send('image', 300_000, { gid: '7' });
    expect(r).toEqual({ status: 200, body: { name: 'a.png', size: 300_000, gid: '7' } });
  });

  it('refuses a request that is not multipart', async () => {
    const r = await fetch(`${base}/upload`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(r.status).toBe(400);
    expect(await r.json()).toEqual({ key: 'File_Required' });
  });
});
