// Serves the built SPA: hashed assets (from memory) cached for a year, index.html never cached,
// and every non-/api path without a file falls back to index.html (client-side routing).
// The build writes `.br` / `.gz` beside each text file; those are sent to clients that accept
// them (Vary: Accept-Encoding), so no request pays for compression.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE_CACHE } from './http.js';

const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|ttf|eot|svg|png|jpe?g|gif|webp|ico|wasm|map)$/;

export function spaAvailable(webDist: string): boolean {
  return fs.existsSync(path.join(webDist, 'index.html'));
}

/** Content types of what the build writes into assets/ (text ones in UTF-8). */
const ASSET_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.wasm': 'application/wasm',
};

interface Asset {
  type: string;
  body: Buffer;
  gzip?: Buffer;
  br?: Buffer;
}

/**
 * The build's hashed assets (dist/assets, a few MB with their precompressed copies), read once at
 * start and answered from memory. A cold page load asks for ~20-45 of them at once; through the
 * static plugin each cost a stat of every precompressed candidate, an open and a stream (2.8-5.7 ms
 * a file, sequential), and the browser's six connections queued behind them for ~350 ms of a
 * cold load. Names are content hashes, so what is read at start stays right; a file a later build
 * wrote is sent from the disk (`serveAssets`).
 */
export function loadAssets(dir: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  if (!fs.existsSync(dir)) return assets;
  const names = new Set(fs.readdirSync(dir));
  for (const name of names) {
    const type = ASSET_TYPES[path.extname(name)];
    if (!type) continue; // the .gz / .br copies, read beside their file below
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const copy = (suffix: string) => (names.has(name + suffix) ? fs.readFileSync(file + suffix) : undefined);
    assets.set(name, { type, body: fs.readFileSync(file), gzip: copy('.gz'), br: copy('.br') });
  }
  return assets;
}

/** Whether `accept` (an Accept-Encoding header) takes `coding` (listed, and not with q=0). */
export function accepts(accept: string, coding: 'br' | 'gzip'): boolean {
  return accept.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (name.trim().toLowerCase() !== coding) return false;
    const q = params.map((x) => x.trim()).find((x) => x.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** An asset's file name: no path, no dot file. */
const SAFE_NAME = /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/;

function serveAssets(app: FastifyInstance, assets: Map<string, Asset>) {
  app.get('/assets/:name', { schema: { hide: true } }, async (req, reply) => {
    const name = (req.params as { name: string }).name;
    const asset = assets.get(name);
    // Not read at start (a build written since): from the disk, through the static plugin.
    if (!asset) return SAFE_NAME.test(name) ? reply.sendFile(`assets/${name}`) : reply.callNotFound();
    const accept = String(req.headers['accept-encoding'] ?? '');
    const [coding, body] =
      asset.br && accepts(accept, 'br')
        ? ['br', asset.br]
        : asset.gzip && accepts(accept, 'gzip')
          ? ['gzip', asset.gzip]
          : [null, asset.body];
    reply
      .header('Content-Type', asset.type)
      .header('Cache-Control', IMMUTABLE_CACHE)
      .header('Content-Length', body.length);
    if (asset.br || asset.gzip) reply.header('Vary', 'Accept-Encoding');
    if (coding) reply.header('Content-Encoding', coding);
    return reply.send(body);
  });
}

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!spaAvailable(webDist)) return false;
  serveAssets(app, loadAssets(path.join(webDist, 'assets')));
  await app.register(fastifyStatic, {
    root: webDist,
    wildcard: true,
    index: ['index.html'],
    preCompressed: true,
    cacheControl: false,
    dotfiles: 'ignore',
    schemaHide: true,
    setHeaders(res, filePath) {
      const name = path.basename(filePath);
      if (name === 'index.html') res.header('Cache-Control', 'no-cache');
      else if (HASHED.test(name) || filePath.includes(`${path.sep}assets${path.sep}`)) {
        res.header('Cache-Control', IMMUTABLE_CACHE);
      } else res.header('Cache-Control', 'public, max-age=3600');
    },
  });
  return true;
}

/** True when a request for a missing path should get index.html (a page route, not a missing asset). */
export function wantsSpaFallback(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const pathname = req.url.split('?')[0];
  if (pathname === '/api' || pathname.startsWith('/api/')) return false;
  const accept = String(req.headers.accept ?? '');
  if (accept.includes('text/html')) return true;
  const last = pathname.split('/').pop() ?? '';
  return !last.includes('.');
}

export function sendIndex(reply: FastifyReply): FastifyReply {
  return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
}
