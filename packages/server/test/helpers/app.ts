// Helpers to build an app per test and to call it.
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuiltApp } from '../../src/app.js';
import type { AppConfig } from '../../src/config.js';

/** Builds the real app; `extra` may add test-only routes before it is ready. */
export async function makeApp(
  config: AppConfig,
  extra?: (app: FastifyInstance) => void | Promise<void>,
): Promise<BuiltApp> {
  const app = await buildApp(config);
  if (extra) await extra(app);
  await app.ready();
  return app;
}

export interface CallOptions {
  token?: string;
  headers?: Record<string, string>;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Json = any;

export async function call(
  app: BuiltApp,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  opts: CallOptions = {},
) {
  const res = await app.inject({
    method,
    url,
    headers: { ...(opts.token ? { authorization: opts.token } : {}), ...(opts.headers ?? {}) },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
  let json: { status: number; msg: string; data: Json } | null = null;
  try {
    json = res.json();
  } catch {
    json = null;
  }
  return { res, status: res.statusCode, body: json!, headers: res.headers };
}

/** Accept-Language headers of a call: answers in English or in Chinese. */
export const EN = { 'accept-language': 'en-US' };
export const ZH = { 'accept-language': 'zh-CN' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * A suite's caller: call() on its app (a getter, as useApp gives it) with the body before the
 * token, answering in English unless `headers` say otherwise.
 */
export const apiOf =
  (app: () => BuiltApp) =>
  (method: Method, url: string, body?: unknown, token?: string, headers: Record<string, string> = EN) =>
    call(app(), method, url, body, { token, headers });

/** The same with the token before the body, for the suites written as `api(method, url, token, body)`. */
export const apiAs =
  (app: () => BuiltApp) =>
  (method: Method, url: string, token?: string, body?: unknown, headers: Record<string, string> = EN) =>
    call(app(), method, url, body, { token, headers });
