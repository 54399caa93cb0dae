// Structured pino logs. Passwords, codes and tokens never reach the log.
import type { FastifyServerOptions } from 'fastify';

const SECRET_QUERY = /([?&](?:code|token|password|captcha|key)=)[^&#]*/gi;

export function sanitizeUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1***');
}

export const REDACT_PATHS = [
  'req.headers.authorization',
  'res.headers.authorization',
  'headers.authorization',
  'password',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.emailPassword',
  '*.code',
  'body.password',
];

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: REDACT_PATHS, censor: '***' },
    serializers: {
      req(req: { method: string; url: string; ip?: string; headers?: Record<string, unknown> }) {
        return { method: req.method, url: sanitizeUrl(req.url), ip: req.ip, ua: req.headers?.['user-agent'] };
      },
    },
  };
}
