// Requests Node refuses before Fastify sees them (headers with the URL past the header size limit,
// a request that never finished, malformed HTTP): answered with the site's envelope, as every
// other refusal, instead of Fastify's own `{error, message, statusCode}` body. The request was not
// parsed, so there is no Accept-Language to read: the site's default language answers.
import http from 'node:http';
import type { Socket } from 'node:net';
import { pickLang, t } from './i18n.js';

/** Node's parser and timeout codes → the status and message key of the answer. */
function refusalOf(code: string | undefined): { status: number; key: string } {
  if (code === 'HPE_HEADER_OVERFLOW') return { status: 431, key: 'Headers_Too_Large' };
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return { status: 408, key: 'Request_Timeout' };
  return { status: 400, key: 'Bad_Request' };
}

/** The HTTP answer written to the socket for a client error (exported for its test). */
export function clientErrorResponse(code: string | undefined): string {
  const { status, key } = refusalOf(code);
  const params = { limit: http.maxHeaderSize };
  const body = JSON.stringify({ status, msg: t(pickLang(undefined, undefined), key, params), data: null });
  return (
    `HTTP/1.1 ${status} ${http.STATUS_CODES[status]}\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\n` +
    'Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n' +
    body
  );
}

/** Fastify's `clientErrorHandler`: write the envelope when the socket still takes it, then close. */
export function clientErrorHandler(err: Error & { code?: string }, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) socket.write(clientErrorResponse(err.code));
  socket.destroy(err);
}
