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
