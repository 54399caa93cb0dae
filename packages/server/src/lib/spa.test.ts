// The built SPA is served with history fallback and the right cache headers; /api stays JSON.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig, tmpDir } from '../../test/helpers/targets.js';
import { makeApp } from '../../test/helpers/app.js';
import type { BuiltApp } from '../app.js';
import { accepts } from './spa.js';

describe('SPA serving', () => {
  let app: BuiltApp;
  let dir: string;
  beforeAll(async () => {
    dir = tmpDir();
    const dist = path.join(dir, 'dist');
    fs.mkdirSync(path.join(dist, 'assets'), { recursive: true });
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><body><div id="root">SPA</div></body></html>',
    );
    fs.writeFileSync(path.join(dist, 'assets', 'index-B2x9Kq1z.js'), 'console.log(1)');
    // what the build's precompression step writes beside a file
    fs.writeFileSync(path.join(dist, 'assets', 'index-B2x9Kq1z.js.br'), 'BROTLI');
    fs.writeFileSync(path.join(dist, 'assets', 'index-B2x9Kq1z.js.gz'), 'GZIP');
    fs.writeFileSync(path.join(dist, 'favicon.ico'), 'ico');
    app = await makeApp(testConfig(dir, { webDist: dist }));
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache and security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('SPA');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('hashed assets get a one-year immutable cache', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-B2x9Kq1z.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the precompressed brotli or gzip file to a client that accepts it, immutable too', async () => {
    const url = '/assets/index-B2x9Kq1z.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.body).toBe('BROTLI');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(br.headers['vary'])).toMatch(/accept-encoding/i);
    const gz = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.body).toBe('GZIP');
    const plain = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('client routes (known or not) fall back to index.html', async () => {
    for (const url of [
      '/problem/1000',
      '/contest/3/rank',
      '/user-home?username=x',
      '/no/such/page',
      '/reset-password?username=a&code=b',
    ]) {
      const res = await app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('SPA');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('a missing asset is a 404, not index.html; /api stays JSON', async () => {
    const miss = await app.inject({ method: 'GET', url: '/assets/missing-12345678.js' });
    expect(miss.statusCode).toBe(404);
    expect(miss.body).not.toContain('SPA');
    const api = await app.inject({ method: 'GET', url: '/api/unknown', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404, data: null });
    const cfg = await app.inject({ method: 'GET', url: '/api/get-website-config' });
    expect(cfg.json().status).toBe(200);
  });

  it('an asset a later build wrote (not read at start) is sent from the disk, cached the same', async () => {
    fs.writeFileSync(path.join(dir, 'dist', 'assets', 'later-C7d8e9f0.js'), 'console.log(2)');
    const res = await app.inject({ method: 'GET', url: '/assets/later-C7d8e9f0.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(2)');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A name that is not a plain file name never reaches the disk: no file beside assets/ leaks.
    fs.writeFileSync(path.join(dir, 'dist', 'secret.txt'), 'TOP-SECRET');
    fs.writeFileSync(path.join(dir, 'dist', 'assets', '.hidden'), 'TOP-SECRET');
    for (const url of ['/assets/.hidden', '/assets/%2e%2e%2fsecret.txt', '/assets/..%2fsecret.txt']) {
      const bad = await app.inject({ method: 'GET', url });
      expect(bad.body, url).not.toContain('TOP-SECRET');
    }
  });

  it('an asset held in memory keeps its type and length; a coding refused with q=0 is not sent', async () => {
    const url = '/assets/index-B2x9Kq1z.js';
    const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br;q=0, gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers['content-length']).toBe(String('GZIP'.length));
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
  });
});

describe('accepts (Accept-Encoding)', () => {
  it('takes a listed coding unless its q is 0', () => {
    expect(accepts('gzip, deflate, br', 'br')).toBe(true);
    expect(accepts('gzip;q=0.5', 'gzip')).toBe(true);
    expect(accepts('br;q=0, gzip', 'br')).toBe(false);
    expect(accepts('identity', 'gzip')).toBe(false);
    expect(accepts('', 'br')).toBe(false);
    expect(accepts('BR', 'br')).toBe(true);
  });
});
