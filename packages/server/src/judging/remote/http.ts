// A small browser-like HTTP client for the adapters: a cookie jar per session, form posts, a
// timeout on every request, and network failures turned into RemoteError('network').
import { RemoteError } from './types.js';

/** Read per client so tests (and operators) can shorten it: REMOTE_JUDGE_TIMEOUT_MS. */
export const requestTimeoutMs = () => Number(process.env.REMOTE_JUDGE_TIMEOUT_MS) || 15_000;

export interface HttpResponse {
  status: number;
  url: string;
  text: string;
  headers: Headers;
}

export class HttpClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    private readonly timeoutMs = requestTimeoutMs(),
  ) {}

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private store(headers: Headers) {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq > 0) this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
  }

  async request(
    method: 'GET' | 'POST',
    path: string,
    opts: { form?: Record<string, string>; headers?: Record<string, string>; redirects?: number } = {},
  ): Promise<HttpResponse> {
    let url = new URL(path, this.baseUrl).toString();
    let body: string | undefined = opts.form ? new URLSearchParams(opts.form).toString() : undefined;
    let m = method;
    // Redirects are followed by hand so that every Set-Cookie on the way is kept.
    for (let hop = 0; hop <= (opts.redirects ?? 5); hop++) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: m,
          redirect: 'manual',
          signal: AbortSignal.timeout(this.timeoutMs),
          headers: {
            'user-agent': 'Mozilla/5.0 (online judge remote client)',
            ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
            ...(this.cookies.size
              ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') }
              : {}),
            ...(opts.headers ?? {}),
          },
          body,
        });
      } catch (e) {
        const err = e as Error;
        const why = err.name === 'TimeoutError' ? `timed out after ${this.timeoutMs} ms` : err.message;
        throw new RemoteError('network', `${new URL(url).host} could not be reached: ${why}`);
      }
      this.store(res.headers);
      const loc = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && loc) {
        await res.arrayBuffer().catch(() => undefined);
        url = new URL(loc, url).toString();
        m = 'GET';
        body = undefined;
        continue;
      }
      let text: string;
      try {
        text = await res.text();
      } catch (e) {
        throw new RemoteError('network', `${new URL(url).host} broke off its answer: ${(e as Error).message}`);
      }
      if (res.status >= 500)
        throw new RemoteError('network', `${new URL(url).host} answered HTTP ${res.status}`);
      return { status: res.status, url, text, headers: res.headers };
    }
    throw new RemoteError('network', `${new URL(url).host} redirects too often`);
  }

  get(path: string, headers?: Record<string, string>) {
    return this.request('GET', path, { headers });
  }

  post(path: string, form: Record<string, string>, headers?: Record<string, string>) {
    return this.request('POST', path, { form, headers });
  }
}
