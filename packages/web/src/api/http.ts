import type { z } from 'zod';
import type { Envelope } from '@judge/shared';
import type { authInfoSchema } from '@judge/shared/schemas/account';
import i18n, { currentLanguage } from '../i18n';
import { REQUEST_TIMEOUT_MS, SECOND_MS } from '../constants';
import { session } from '../stores/session';
import { showServerError } from '../utils/feedback';
import { navigateTo } from '../router/navigation';

// The client is `fetch` (and XMLHttpRequest for an upload that reports its progress) with the
// site's rules around it: ~19 kB gzip less on every page than the HTTP library it replaced.

/** Options of one call. */
export interface RequestConfig {
  /** The query: empty values (undefined, null) are left out, an array repeats its key. */
  params?: object;
  headers?: Record<string, string>;
  /** Do not show the error toast/notification for this call (the caller shows the error itself). */
  silent?: boolean;
  /** Milliseconds before the call is given up; 0 = never (uploads, large downloads). */
  timeout?: number;
  /** 'blob': the answer is a file (a JSON answer is then the server's refusal). */
  responseType?: 'json' | 'blob';
  /** The body of a DELETE. */
  data?: unknown;
  /** Called as an upload is sent (the call then goes through XMLHttpRequest). */
  onUploadProgress?: (loaded: number, total: number) => void;
}

/** An answer: its body (parsed JSON, text or a Blob), its status and its headers (lower-case names). */
export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Record<string, string>;
}

/** Every JSON answer of the server (`{status, msg, data}`, `status` mirroring HTTP) and its paged lists. */
export type { Envelope, Page } from '@judge/shared';

/**
 * A list query as the web sends it: the server's query schema's input with the page and its size
 * always given (the server's defaults are HOJ's; the web's page sizes are its own).
 */
export type Paged<Q> = Omit<Q, 'currentPage' | 'limit'> & { currentPage: number; limit: number };

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly handled: boolean,
    /** `data` of the failed envelope, when there was one (e.g. a login that now needs the slide puzzle). */
    readonly data: unknown = null,
  ) {
    super(message);
  }
}

/**
 * Whether a failed read is tried once more (TanStack Query's `retry`): a network failure or a server
 * error may pass, but a refusal or a missing item (4xx) answers the same again, and retrying it only
 * delayed the page's error (a missing problem showed a second later, after a second 404).
 */
export const retryOnce = (failures: number, error: unknown): boolean =>
  failures < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

const NO_TOKEN_PATHS = ['/api/login', '/api/admin/login'];

/** `Url-Type: admin` when the path's second segment is `admin` (`/api/admin/...`), else `general`. */
export const urlTypeOf = (url = '') => (url.split('?')[0].split('/')[2] === 'admin' ? 'admin' : 'general');

/** The URL with `params` appended as a query. */
export function withQuery(url: string, params?: object): string {
  if (!params) return url;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) {
    for (const item of Array.isArray(v) ? v : [v]) {
      if (item === undefined || item === null) continue;
      q.append(
        k,
        item instanceof Date
          ? item.toISOString()
          : typeof item === 'object'
            ? JSON.stringify(item)
            : String(item),
      );
    }
  }
  const s = q.toString();
  return s ? `${url}${url.includes('?') ? '&' : '?'}${s}` : url;
}

/** The headers every call carries: the token (not on login calls), Url-Type and the UI language. */
function requestHeaders(url: string, extra: Record<string, string> = {}): Record<string, string> {
  const headers: Record<string, string> = {
    'Url-Type': urlTypeOf(url),
    'Accept-Language': currentLanguage(),
  };
  if (session.token && !NO_TOKEN_PATHS.includes(url.split('?')[0])) headers.Authorization = session.token;
  return { ...headers, ...extra };
}

/** JSON for plain values; FormData, Blob and strings go as they are. */
function encodeBody(body: unknown, headers: Record<string, string>): BodyInit | undefined {
  if (body === undefined) return undefined;
  if (
    body instanceof FormData ||
    body instanceof Blob ||
    body instanceof ArrayBuffer ||
    typeof body === 'string'
  )
    return body;
  headers['Content-Type'] = 'application/json';
  return JSON.stringify(body);
}

function adoptRefreshedToken(headers: Record<string, string>) {
  if (headers['refresh-token'] === 'true' && headers['authorization'])
    session.setToken(headers['authorization']);
}

/** JSON when the text is JSON, else the text itself (an answer that is not an envelope). */
function parseText(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Why a call got no answer: `timeout` or `network`. */
class NoAnswer extends Error {
  constructor(readonly reason: 'timeout' | 'network') {
    super(reason);
  }
}

/** The raw exchange, through fetch; the answer whatever its status. */
async function exchange(
  method: string,
  url: string,
  body: unknown,
  config: RequestConfig,
): Promise<HttpResponse<unknown>> {
  const headers = requestHeaders(url, config.headers);
  const init: RequestInit = { method, headers, body: encodeBody(body, headers) };
  if (config.onUploadProgress) return exchangeXhr(method, url, init, config);
  const timeout = config.timeout ?? REQUEST_TIMEOUT_MS;
  const abort = new AbortController();
  let timedOut = false;
  const timer = timeout > 0 ? setTimeout(() => ((timedOut = true), abort.abort()), timeout) : undefined;
  try {
    const res = await fetch(url, { ...init, signal: abort.signal });
    const resHeaders = Object.fromEntries(res.headers);
    const json = (resHeaders['content-type'] ?? '').includes('application/json');
    const data = config.responseType === 'blob' && !json ? await res.blob() : parseText(await res.text());
    return { data, status: res.status, headers: resHeaders };
  } catch {
    throw new NoAnswer(timedOut ? 'timeout' : 'network');
  } finally {
    clearTimeout(timer);
  }
}

/** The same exchange through XMLHttpRequest, which reports an upload's progress (fetch cannot). */
function exchangeXhr(
  method: string,
  url: string,
  init: RequestInit,
  config: RequestConfig,
): Promise<HttpResponse<unknown>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    for (const [k, v] of Object.entries(init.headers as Record<string, string>)) xhr.setRequestHeader(k, v);
    xhr.timeout = config.timeout ?? REQUEST_TIMEOUT_MS;
    xhr.upload.onprogress = (e) => config.onUploadProgress?.(e.loaded, e.lengthComputable ? e.total : 0);
    xhr.onload = () => {
      const headers: Record<string, string> = {};
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({ data: parseText(xhr.responseText), status: xhr.status, headers });
    };
    xhr.ontimeout = () => reject(new NoAnswer('timeout'));
    xhr.onerror = () => reject(new NoAnswer('network'));
    xhr.send(init.body as XMLHttpRequestBodyInit | null);
  });
}

/** Reaction to a failed answer, per site.md §8. Returns the message shown. */
function handleFailure(
  status: number,
  msg: string | undefined,
  config: RequestConfig & { url: string },
): string {
  const silent = !!config.silent;
  const adminCall = urlTypeOf(config.url) === 'admin';
  const loginCall = NO_TOKEN_PATHS.includes(config.url.split('?')[0]);
  let text: string;
  switch (loginCall && status !== 404 ? 0 : status) {
    case 401:
      text = msg || i18n.t('Please_login_first');
      if (!silent || msg) showServerError(text);
      session.clear();
      navigateTo(adminCall || window.location.pathname.startsWith('/manage') ? '/manage/login' : '/login');
      return text;
    case 403:
      text = msg || i18n.t('Server_error_please_refresh_again');
      if (!silent) showServerError(text);
      void refreshRoles();
      if (adminCall) navigateTo('/manage');
      return text;
    case 404:
      text = i18n.t('Query_error_unable_to_find_the_resource_to_request');
      if (!silent) showServerError(text);
      return text;
    default:
      text = msg || i18n.t('Server_error_please_refresh_again');
      if (!silent) showServerError(text);
      return text;
  }
}

async function refreshRoles() {
  if (!session.token) return;
  try {
    const res = await http.get<Envelope<z.infer<typeof authInfoSchema>>>('/api/get-user-auth-info', {
      silent: true,
    });
    if (res.data?.data?.roles) session.setRoles(res.data.data.roles);
  } catch {
    /* the failure was already reported */
  }
}

/**
 * One call with the site's rules (site.md §8): a refreshed token is adopted; an envelope whose
 * `status` is not 200 (or an HTTP error) is an {@link ApiError} after its message was shown
 * (unless `silent`); a file answer that is JSON is the server's refusal.
 */
async function request<T>(
  method: string,
  url: string,
  body: unknown,
  config: RequestConfig = {},
): Promise<HttpResponse<T>> {
  const full = withQuery(url, config.params);
  const ctx = { ...config, url: full };
  let res: HttpResponse<unknown>;
  try {
    res = await exchange(method, full, body, config);
  } catch (e) {
    const text = i18n.t(
      e instanceof NoAnswer && e.reason === 'timeout'
        ? 'Request_timed_out_please_try_again_later'
        : 'Network_error_abnormal_link_with_server_please_try_again_later',
    );
    if (!config.silent) showServerError(text);
    throw new ApiError(text, 0, true);
  }
  adoptRefreshedToken(res.headers);
  // A JSON answer arrives parsed (exchange reads its content type), a file's or a page's as a Blob
  // or text: only the parsed one can be an envelope.
  const envelope =
    res.data && typeof res.data === 'object' && !(res.data instanceof Blob)
      ? (res.data as Partial<Envelope<unknown>>)
      : undefined;
  if (config.responseType === 'blob') {
    if (res.status < 400 && res.data instanceof Blob) return res as HttpResponse<T>;
    if (res.status < 400) {
      const text = envelope?.msg || i18n.t('Invalid_file_format');
      if (!config.silent) showServerError(text);
      throw new ApiError(text, envelope?.status ?? res.status, true);
    }
  }
  if (res.status < 400 && (envelope?.status === undefined || envelope.status === 200))
    return res as HttpResponse<T>;
  const status = envelope?.status || res.status;
  const text = handleFailure(status, envelope?.msg, ctx);
  throw new ApiError(text, status, true, envelope?.data ?? null);
}

/** Calls that resolve to the whole answer (its headers too). */
export const http = {
  get: <T>(url: string, config?: RequestConfig) => request<T>('GET', url, undefined, config),
  post: <T>(url: string, body?: unknown, config?: RequestConfig) => request<T>('POST', url, body, config),
  put: <T>(url: string, body?: unknown, config?: RequestConfig) => request<T>('PUT', url, body, config),
  delete: <T>(url: string, config?: RequestConfig) => request<T>('DELETE', url, config?.data, config),
};

/** Typed helpers: resolve to `data.data` of the envelope. */
export const api = {
  async get<T>(url: string, params?: object, config?: RequestConfig): Promise<T> {
    return (await http.get<Envelope<T>>(url, { ...config, params })).data.data;
  },
  async post<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T> {
    return (await http.post<Envelope<T>>(url, body, config)).data.data;
  },
  async put<T>(url: string, body?: unknown, config?: RequestConfig): Promise<T> {
    return (await http.put<Envelope<T>>(url, body, config)).data.data;
  },
  async delete<T>(url: string, config?: RequestConfig): Promise<T> {
    return (await http.delete<Envelope<T>>(url, config)).data.data;
  },
};

/** Drops empty values from a query (undefined, null, ''), as the spec says for list queries. */
export const compact = <T extends object>(q: T) =>
  Object.fromEntries(
    Object.entries(q).filter(([, v]) => v !== undefined && v !== null && v !== ''),
  ) as Partial<T>;

/** A multipart body holding one file under `field`. */
export function formWith(field: string, file: Blob, filename?: string): FormData {
  const form = new FormData();
  if (filename === undefined) form.append(field, file);
  else form.append(field, file, filename);
  return form;
}

/** Uploads a file without the request time-out, reporting the percentage sent. */
export const uploadWithProgress = <T>(url: string, form: FormData, onProgress: (percent: number) => void) =>
  api.post<T>(url, form, {
    timeout: 0,
    onUploadProgress: (loaded, total) => onProgress(total ? Math.round((loaded / total) * 100) : 0),
  });

/**
 * Downloads a file answer with the session token and saves it under the name the server gives
 * (else `fallbackName`). Resolves to the response, whose headers may say more.
 */
export async function downloadAndSave(url: string, fallbackName: string, config: RequestConfig = {}) {
  const res = await http.get<Blob>(url, { ...config, responseType: 'blob' });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const href = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = href;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // The browser reads the blob after click() returns: let it go a moment later.
  setTimeout(() => URL.revokeObjectURL(href), SECOND_MS);
  return res;
}
