// The one error path: validation errors, business errors, protocol errors and crashes → translated envelope.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { BizError } from './errors.js';
import { isMessageKey, type MsgParams } from './i18n.js';

interface Classified {
  status: number;
  key: string;
  params: MsgParams;
  data: unknown;
  /** A part of the message translated on its own first (then passed as `params.detail`). */
  detail?: { key: string; params: MsgParams };
}

/** zod's own issue as fastify-type-provider-zod hands it over: its code and its other fields. */
interface ValidationItem {
  keyword?: string;
  message?: string;
  params?: { origin?: string; maximum?: number | bigint; minimum?: number | bigint; inclusive?: boolean; expected?: string; values?: unknown[]; format?: string };
}

/** zod's sizes by what was measured: a text's length, a number's value, a list's items. */
const SIZE_KEYS: Record<string, [string, string]> = {
  string: ['Zod_Too_Long', 'Zod_Too_Short'],
  number: ['Zod_Too_Large', 'Zod_Too_Small'],
  bigint: ['Zod_Too_Large', 'Zod_Too_Small'],
  int: ['Zod_Too_Large', 'Zod_Too_Small'],
  array: ['Zod_Too_Many', 'Zod_Too_Few'],
  set: ['Zod_Too_Many', 'Zod_Too_Few'],
};
const TYPE_NAMES = new Set(['string', 'number', 'int', 'boolean', 'array', 'object', 'date', 'bigint']);

/**
 * zod's built-in refusals (a bound, a type, a choice, a format) in the caller's language: zod writes
 * them in English ("Too big: expected string to have <=100 characters"), so each code has a key of
 * its own. Null for what has no key; the English text is shown then.
 */
export function zodDetail(item: ValidationItem | undefined): { key: string; params: MsgParams } | null {
  const p = item?.params ?? {};
  const bound = (v: number | bigint | undefined, up: boolean) => {
    if (v === undefined) return '';
    const n = Number(v);
    // an exclusive bound on whole numbers reads as the inclusive one next to it (`< 10` → at most 9)
    return p.inclusive === false && Number.isInteger(n) ? String(up ? n - 1 : n + 1) : String(n);
  };
  switch (item?.keyword) {
    case 'too_big': {
      const key = SIZE_KEYS[p.origin ?? '']?.[0];
      return key ? { key, params: { max: bound(p.maximum, true) } } : null;
    }
    case 'too_small': {
      const key = SIZE_KEYS[p.origin ?? '']?.[1];
      return key ? { key, params: { min: bound(p.minimum, false) } } : null;
    }
    case 'invalid_type':
      return p.expected && TYPE_NAMES.has(p.expected) ? { key: `Zod_Type_${p.expected}`, params: {} } : null;
    case 'invalid_value':
      return p.values?.length ? { key: 'Zod_One_Of', params: { values: p.values.map(String).join(', ') } } : null;
    case 'invalid_format':
      return { key: 'Zod_Format', params: { format: p.format ?? '' } };
    default:
      return null;
  }
}

function fieldName(instancePath: string | undefined, context: string | undefined): string {
  const p = (instancePath ?? '').replace(/^\//, '').replace(/\//g, '.');
  return p || context || 'body';
}

export function classifyError(err: unknown, bodyLimit: number): Classified {
  if (err instanceof BizError)
    return { status: err.httpStatus, key: err.key, params: err.params, data: err.data };
  if (hasZodFastifySchemaValidationErrors(err)) {
    const first = err.validation[0];
    const field = fieldName(first?.instancePath, (err as FastifyError).validationContext);
    const message = first?.message ?? '';
    // A schema message is an i18n key, optionally with parameters: `Field_Too_Long|max=50`.
    const [key, ...rawParams] = message.split('|');
    if (isMessageKey(key)) {
      const params: MsgParams = { field };
      for (const kv of rawParams) {
        const i = kv.indexOf('=');
        if (i > 0) params[kv.slice(0, i)] = kv.slice(i + 1);
      }
      return { status: 400, key, params, data: null };
    }
    if (/received undefined/.test(message))
      return { status: 400, key: 'Param_Required', params: { field }, data: null };
    const detail = zodDetail(first as ValidationItem);
    return { status: 400, key: 'Param_Invalid', params: { field, detail: message }, data: null, ...(detail ? { detail } : {}) };
  }
  const fe = err as Partial<FastifyError> & { statusCode?: number };
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, key: 'Invalid_JSON', params: { detail: fe.message ?? '' }, data: null };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, key: 'Body_Too_Large', params: { limit: bodyLimit }, data: null };
    case 'FST_REQ_FILE_TOO_LARGE':
      return { status: 413, key: 'File_Exceed_Tips', params: {}, data: null };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, key: 'Unsupported_Media_Type', params: { type: '' }, data: null };
    case 'FST_ERR_VALIDATION':
      return {
        status: 400,
        key: 'Param_Invalid',
        params: { field: fe.validationContext ?? 'body', detail: fe.message ?? '' },
        data: null,
      };
  }
  if (err instanceof SyntaxError && fe.statusCode === 400) {
    return { status: 400, key: 'Invalid_JSON', params: { detail: err.message }, data: null };
  }
  if (
    typeof fe.statusCode === 'number' &&
    fe.statusCode >= 400 &&
    fe.statusCode < 500 &&
    !isResponseSerializationError(err)
  ) {
    const key =
      fe.statusCode === 404
        ? 'Query_error_unable_to_find_the_resource_to_request'
        : fe.statusCode === 405
          ? 'Method_Not_Allowed'
          : 'Bad_Request';
    return { status: fe.statusCode, key, params: {}, data: null };
  }
  if (isDataException(err)) return { status: 400, key: 'Param_Out_Of_Range', params: {}, data: null };
  if (isStoreUnavailable(err)) return { status: 503, key: 'Service_Busy', params: {}, data: null };
  return { status: 500, key: 'Server_error_please_refresh_again', params: {}, data: null };
}

/**
 * PostgreSQL's "data exception" class (SQLSTATE 22xxx): a value the column cannot hold, such as
 * an id past the integer range or a malformed number. The request's value is at fault, not the
 * server (SQLite, which stores any value, never raises these): a 400, not a 500. Schemas bound what
 * they know; this answers for what slips past them.
 */
function isDataException(err: unknown): boolean {
  const e = err as { code?: unknown; severity?: unknown };
  return (
    err instanceof Error &&
    typeof e.severity === 'string' &&
    typeof e.code === 'string' &&
    /^22[0-9A-Z]{3}$/.test(e.code)
  );
}

/** Connection failures of the network and of PostgreSQL (SQLSTATE class 08, 57P0x: shutting down). */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);

/**
 * A store the call needs is away for a moment, not broken: Redis restarting (ioredis gives up on a
 * command after its retries, or its connection is closed), PostgreSQL refusing or dropping
 * connections, SQLite still locked by a writer after its busy timeout. The caller may try again
 * (503 with Retry-After), and nothing it sent was at fault.
 */
function isStoreUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const e = err as Error & { code?: unknown };
  const code = typeof e.code === 'string' ? e.code : '';
  return (
    e.name === 'MaxRetriesPerRequestError' ||
    e.message === 'Connection is closed.' ||
    UNREACHABLE.has(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    /^57P0[1-3]$/.test(code) ||
    code === 'SQLITE_BUSY' ||
    /timeout exceeded when trying to connect|Connection terminated/i.test(e.message)
  );
}

export function registerErrorHandler(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((err: unknown, req: FastifyRequest, reply: FastifyReply) => {
    const c = classifyError(err, bodyLimit);
    if (c.status >= 500) req.log.error({ err }, 'request failed');
    else if (c.key === 'Param_Out_Of_Range') req.log.warn({ err }, 'value refused by the database');
    else req.log.info({ status: c.status, key: c.key }, 'request refused');
    if (c.status === 415) c.params = { type: String(req.headers['content-type'] ?? '') };
    if (c.detail) c.params = { ...c.params, detail: req.t(c.detail.key, c.detail.params) };
    if (c.status === 503) void reply.header('Retry-After', '5');
    void reply
      .code(c.status)
      .type('application/json; charset=utf-8')
      .send({ status: c.status, msg: req.t(c.key, c.params), data: c.data ?? null });
  });
}
