import axios, {
  AxiosError,
  type AxiosProgressEvent,
  type AxiosRequestConfig,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';
import type { z } from 'zod';
import type { Envelope } from '@judge/shared';
import type { authInfoSchema } from '@judge/shared/schemas/account';
import i18n, { currentLanguage } from '../i18n';
import { REQUEST_TIMEOUT_MS, SECOND_MS } from '../constants';
import { session } from '../stores/session';
import { showServerError } from '../utils/feedback';
import { navigateTo } from '../router/navigation';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Do not show the error toast/notification for this call (the caller shows the error itself). */
    silent?: boolean;
  }
}

/** Every JSON answer of the server (`{status, msg, data}`, `status` mirroring HTTP) and its paged lists. */
export type { Envelope, Page } from '@judge/shared';

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

const NO_TOKEN_PATHS = ['/api/login', '/api/admin/login'];

/** `Url-Type: admin` when the path's second segment is `admin` (`/api/admin/...`), else `general`. */
export const urlTypeOf = (url = '') => (url.split('?')[0].split('/')[2] === 'admin' ? 'admin' : 'general');

export const http = axios.create({ timeout: REQUEST_TIMEOUT_MS });

http.interceptors.request.use((config: InternalAxiosRequestConfig) => {
  const url = config.url ?? '';
  const path = url.split('?')[0];
  if (session.token && !NO_TOKEN_PATHS.includes(path)) config.headers.set('Authorization', session.token);
  config.headers.set('Url-Type', urlTypeOf(url));
  config.headers.set('Accept-Language', currentLanguage());
  return config;
});

function adoptRefreshedToken(res: AxiosResponse | undefined) {
  if (!res) return;
  const refresh = res.headers['refresh-token'];
  const auth = res.headers['authorization'];
  if (String(refresh) === 'true' && typeof auth === 'string' && auth) session.setToken(auth);
}

const isBinary = (config: AxiosRequestConfig) =>
  config.responseType === 'blob' || config.responseType === 'arraybuffer';

async function binaryAsJson(data: unknown): Promise<Partial<Envelope<unknown>> | null> {
  try {
    const text = data instanceof Blob ? await data.text() : new TextDecoder().decode(data as ArrayBuffer);
    return JSON.parse(text) as Envelope<unknown>;
  } catch {
    return null;
  }
}

/** Reaction to a failed answer, per site.md §8. Returns the message shown. */
function handleFailure(status: number, msg: string | undefined, config: AxiosRequestConfig): string {
  const silent = !!config.silent;
  const adminCall = urlTypeOf(config.url) === 'admin';
  const loginCall = NO_TOKEN_PATHS.includes((config.url ?? '').split('?')[0]);
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
    const res = await http.get<Envelope<z.infer<typeof authInfoSchema>>>('/api/get-user-auth-info', { silent: true });
    if (res.data?.data?.roles) session.setRoles(res.data.data.roles);
  } catch {
    /* the failure was already reported */
  }
}

http.interceptors.response.use(
  async (res) => {
    adoptRefreshedToken(res);
    if (isBinary(res.config)) {
      const type = String(res.headers['content-type'] ?? '');
      if (!type.includes('application/json')) return res; // binary passthrough
      const body = await binaryAsJson(res.data);
      const text = body?.msg || i18n.t('Invalid_file_format');
      if (!res.config.silent) showServerError(text);
      throw new ApiError(text, body?.status ?? res.status, true);
    }
    const body = res.data as Partial<Envelope<unknown>> | undefined;
    const status = body && typeof body === 'object' ? body.status : undefined;
    if (status === undefined || status === 200) return res;
    const text = handleFailure(status, body?.msg, res.config);
    throw new ApiError(text, status, true, body?.data ?? null);
  },
  async (error: AxiosError<Partial<Envelope<unknown>>>) => {
    const config: AxiosRequestConfig = error.config ?? {};
    if (error.response) {
      adoptRefreshedToken(error.response);
      let body = error.response.data;
      if (isBinary(config)) body = (await binaryAsJson(body)) ?? {};
      const status = (body && typeof body === 'object' && body.status) || error.response.status;
      const envelope = body && typeof body === 'object' ? body : undefined;
      const text = handleFailure(status, envelope?.msg, config);
      throw new ApiError(text, status, true, envelope?.data ?? null);
    }
    if (axios.isCancel(error)) throw error;
    const timedOut = error.code === 'ECONNABORTED' || error.code === 'ETIMEDOUT';
    const text = i18n.t(
      timedOut
        ? 'Request_timed_out_please_try_again_later'
        : 'Network_error_abnormal_link_with_server_please_try_again_later',
    );
    if (!config.silent) showServerError(text);
    throw new ApiError(text, 0, true);
  },
);

/** Typed helpers: resolve to `data.data` of the envelope. */
export const api = {
  async get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T> {
    return (await http.get<Envelope<T>>(url, { ...config, params })).data.data;
  },
  async post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await http.post<Envelope<T>>(url, body, config)).data.data;
  },
  async put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T> {
    return (await http.put<Envelope<T>>(url, body, config)).data.data;
  },
  async delete<T>(url: string, config?: AxiosRequestConfig): Promise<T> {
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
    onUploadProgress: (e: AxiosProgressEvent) =>
      onProgress(e.total ? Math.round((e.loaded / e.total) * 100) : 0),
  });

/**
 * Downloads a file answer with the session token and saves it under the name the server gives
 * (else `fallbackName`). Resolves to the response, whose headers may say more.
 */
export async function downloadAndSave(url: string, fallbackName: string, config: AxiosRequestConfig = {}) {
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
