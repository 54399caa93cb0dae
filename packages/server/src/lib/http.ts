// Per-request language, translation helper and the Url-Type area header.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DEFAULT_LANG, pickLang, t, type Lang, type MsgParams } from './i18n.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Lang;
    urlType: 'admin' | 'general';
    t(key: string, params?: MsgParams): string;
  }
}

/**
 * Cache-Control of an answer whose URL names its content (a content hash, a stored upload): any
 * cache may keep it for a year without asking again.
 */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The content type of an .xlsx sheet. */
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Sends `body` as a download named `name`: a file made for this caller at this moment (an export, a
 * sheet, a print), so no cache keeps it.
 */
export function sendAttachment(reply: FastifyReply, contentType: string, name: string, body: unknown) {
  return reply
    .header('Content-Type', contentType)
    .header('Content-Disposition', `attachment; filename="${name}"`)
    .header('Cache-Control', 'no-store')
    .send(body);
}

/** Headers the browser may read on cross-origin answers (hoj-api-paths §0). */
export const EXPOSED_HEADERS = [
  'Refresh-Token',
  'Authorization',
  'Url-Type',
  'Content-Disposition',
  'Content-Type',
];

export function urlTypeOf(req: FastifyRequest): 'admin' | 'general' {
  const h = req.headers['url-type'];
  if (h === 'admin' || h === 'general') return h;
  return req.url.split('?')[0].split('/')[2] === 'admin' ? 'admin' : 'general';
}

export function registerRequestContext(app: FastifyInstance): void {
  app.decorateRequest('lang', DEFAULT_LANG);
  app.decorateRequest('urlType', 'general');
  app.decorateRequest('user', null);
  app.decorateRequest('t', function (this: FastifyRequest, key: string, params?: MsgParams) {
    return t(this.lang, key, params);
  });
  app.addHook('onRequest', async (req, reply) => {
    const q = req.query as Record<string, unknown> | undefined;
    req.lang = pickLang(q?.l, req.headers['accept-language']);
    if (req.url.startsWith('/api/') || req.url === '/api') {
      req.urlType = urlTypeOf(req);
      reply.header('Url-Type', req.urlType);
      reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
    }
  });
}

/** Minimal CORS: only origins listed in CORS_ORIGINS (or `*`) get cross-origin access. */
export function registerCors(app: FastifyInstance, origins: string[]): void {
  if (origins.length === 0) return;
  const any = origins.includes('*');
  app.addHook('onRequest', async (req, reply) => {
    const origin = req.headers.origin;
    if (!origin || (!any && !origins.includes(origin))) return;
    reply.header('Access-Control-Allow-Origin', any ? '*' : origin);
    reply.header('Vary', 'Origin');
    reply.header('Access-Control-Expose-Headers', EXPOSED_HEADERS.join(', '));
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      reply
        .header('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS')
        .header('Access-Control-Allow-Headers', 'Authorization, Content-Type, Url-Type, Accept-Language')
        .header('Access-Control-Max-Age', '600')
        .code(204)
        .send();
      return reply;
    }
  });
}
