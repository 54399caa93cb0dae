// Input no database can store: a NUL character in any string of a request. PostgreSQL refuses it
// in text ("invalid byte sequence for encoding UTF8: 0x00"), which answered 500 on any call that
// wrote or searched with such a value; SQLite stored it. One rule for both databases, checked once
// for every call before its schema: the request is refused with the field that carries it.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body carries program output as it was (the judge workers' reports: a program may print
     * NUL); the route stores it through its own cleaning instead of being refused.
     */
    programOutput?: boolean;
  }
}

/** How deep a body is searched; deeper values are left to the route's schema (none nest this far). */
const MAX_DEPTH = 32;

/** The path (`a.b.0`) of the first key or string holding a NUL character, or null. */
export function nulPath(value: unknown, at = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? at || 'body' : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const p = nulPath(value[i], at ? `${at}.${i}` : String(i), depth + 1);
      if (p) return p;
    }
    return null;
  }
  // Parsed JSON, query and path objects (the query parser's have a prototype of their own); not
  // bytes or streams (a multipart body's file parts are not text).
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [k, v] of Object.entries(value)) {
    const here = at ? `${at}.${k}` : k;
    if (k.includes('\0')) return here.replace(/\0/g, '\\0');
    const p = nulPath(v, here, depth + 1);
    if (p) return p;
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    if (req.routeOptions.config.programOutput) return;
    const field = nulPath(req.params) ?? nulPath(req.query) ?? nulPath(req.body);
    if (field) throw badRequest('Param_Nul_Character', { field });
  });
}
