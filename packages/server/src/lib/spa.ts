// Serves the built SPA: hashed assets cached for a year, index.html never cached,
// and every non-/api path without a file falls back to index.html (client-side routing).
// The build writes `.br` / `.gz` beside each text file; those are sent to clients that accept
// them (Vary: Accept-Encoding), so no request pays for compression.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const HASHED = /[-.][A-Za-z0-9_-]{8,}\.(js|mjs|css|woff2?|ttf|eot|svg|png|jpe?g|gif|webp|ico|wasm|map)$/;

export function spaAvailable(webDist: string): boolean {
  return fs.existsSync(path.join(webDist, 'index.html'));
}

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<boolean> {
  if (!spaAvailable(webDist)) return false;
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
        res.header('Cache-Control', 'public, max-age=31536000, immutable');
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
