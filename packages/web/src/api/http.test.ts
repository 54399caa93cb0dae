import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, http, retryOnce, urlTypeOf, withQuery } from './http';
import { REQUEST_TIMEOUT_MS } from '../constants';
import { initI18n } from '../i18n';
import { session } from '../stores/session';
import { setNavigate } from '../router/navigation';

vi.mock('../utils/feedback', () => ({
  showServerError: vi.fn(),
  toast: { success: vi.fn(), error: vi.fn(), warning: vi.fn(), info: vi.fn() },
  isMobile: () => false,
}));
import { showServerError } from '../utils/feedback';

initI18n('en-US');

type Reply = { status?: number; data?: unknown; headers?: Record<string, string> };
type Seen = { url: string; method: string; headers: Headers; body: unknown };
let seen: Seen[] = [];
/** Answers every fetch with `reply` (or rejects as the reply function does) and records the call. */
function serve(reply: Reply | ((init: RequestInit) => Reply | Promise<never>)): void {
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    seen.push({ url, method: init.method ?? 'GET', headers: new Headers(init.headers), body: init.body });
    const r = typeof reply === 'function' ? await reply(init) : reply;
    const headers = r.headers ?? { 'content-type': 'application/json' };
    const body = r.data instanceof Blob || r.data === undefined ? (r.data ?? null) : JSON.stringify(r.data);
    return new Response(body as BodyInit | null, { status: r.status ?? 200, headers });
  });
}

const navigate = vi.fn();
beforeEach(() => {
  seen = [];
  navigate.mockReset();
  vi.mocked(showServerError).mockReset();
  setNavigate(navigate);
  session.clear();
});
afterEach(() => {
  session.clear();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('HTTP client (site.md §8)', () => {
  it('sends the token, Url-Type and language; returns data.data', async () => {
    session.setToken('tok');
    serve({ data: { status: 200, msg: 'ok', data: { a: 1 } } });
    expect(await api.get('/api/admin/x')).toEqual({ a: 1 });
    expect(seen[0].headers.get('Authorization')).toBe('tok');
    expect(seen[0].headers.get('Url-Type')).toBe('admin');
    expect(seen[0].headers.get('Accept-Language')).toBe('en-US');
    expect(urlTypeOf('/api/get-problem-list')).toBe('general');
  });
  it('does not send the token on login calls', async () => {
    session.setToken('tok');
    serve({ data: { status: 200, msg: '', data: null } });
    await api.post('/api/login', {});
    expect(seen[0].headers.get('Authorization')).toBeFalsy();
  });
  it('adopts a refreshed token from the Authorization header when Refresh-Token is true', async () => {
    session.setToken('old');
    serve({ data: { status: 200, data: 1 }, headers: { 'refresh-token': 'true', authorization: 'new' } });
    await api.get('/api/x');
    expect(session.token).toBe('new');
    expect(localStorage.getItem('token')).toBe('new');
  });
  it('401 clears the session and goes to /login (/manage/login for admin calls)', async () => {
    session.setToken('t');
    session.setUser({ uid: '1', username: 'u', roleList: [] });
    serve({ status: 401, data: { status: 401, msg: 'login state expired', data: null } });
    await expect(api.get('/api/x')).rejects.toBeInstanceOf(ApiError);
    expect(session.token).toBe('');
    expect(session.user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', undefined);
    expect(showServerError).toHaveBeenCalledWith('login state expired');
    await expect(api.get('/api/admin/y')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenLastCalledWith('/manage/login', undefined);
  });
  it('403 on an admin call goes to /manage', async () => {
    serve({ status: 403, data: { status: 403, msg: 'no', data: null } });
    await expect(api.get('/api/admin/z')).rejects.toMatchObject({ status: 403 });
    expect(navigate).toHaveBeenCalledWith('/manage', undefined);
  });
  it('404 shows the fixed query-error message; others the server message or the fallback', async () => {
    serve({ status: 404, data: { status: 404, msg: 'x', data: null } });
    await expect(api.get('/api/q')).rejects.toThrow('Query error! Unable to find the resource to request!');
    serve({ status: 400, data: { status: 400, msg: 'Bad thing', data: null } });
    await expect(api.get('/api/q')).rejects.toThrow('Bad thing');
    serve({ status: 500, data: {} });
    await expect(api.get('/api/q')).rejects.toThrow('Server error! Please refresh again!');
  });
  it('envelope status other than 200 in a 200 answer is an error', async () => {
    serve({ data: { status: 400, msg: 'nope', data: { needPuzzle: true } } });
    const e = await api.get('/api/q').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).data).toEqual({ needPuzzle: true });
  });
  it('timeout and network errors have their own messages', async () => {
    vi.useFakeTimers();
    // an answer that never comes: the call gives up after the request time-out (90 s)
    serve(
      (init) =>
        new Promise<never>((_, reject) =>
          init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
        ),
    );
    const late = api.get('/api/q').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
    expect(showServerError).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await late).toMatchObject({ message: 'Request timed out! Please try again later!', status: 0 });
    vi.useRealTimers();
    serve(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(api.get('/api/q')).rejects.toThrow(
      'Network error! Abnormal link with server, Please try again later!',
    );
  });
  it('binary answers pass through; a JSON answer to a download shows its msg', async () => {
    serve({ data: new Blob(['PK']), headers: { 'content-type': 'application/zip' } });
    const res = await http.get('/api/file/x', { responseType: 'blob' });
    expect(res.data).toBeInstanceOf(Blob);
    serve({
      data: new Blob([JSON.stringify({ status: 400, msg: 'quota used up' })]),
      headers: { 'content-type': 'application/json' },
    });
    await expect(http.get('/api/file/x', { responseType: 'blob' })).rejects.toThrow('quota used up');
    serve({ data: new Blob(['not json']), headers: { 'content-type': 'application/json' } });
    await expect(http.get('/api/file/x', { responseType: 'blob' })).rejects.toThrow('Invalid file format');
  });
  it('uses the 90 s timeout', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(90_000);
  });
  it('puts params in the query (empty values left out, arrays repeated) and sends JSON bodies', async () => {
    serve({ data: { status: 200, msg: '', data: null } });
    await api.get('/api/q', { a: 1, b: undefined, c: null, d: 'x y', e: [1, 2] });
    expect(seen[0].url).toBe('/api/q?a=1&d=x+y&e=1&e=2');
    expect(withQuery('/api/q?x=1', { y: 2 })).toBe('/api/q?x=1&y=2');
    await api.delete('/api/group', { params: { gid: 3 }, data: { code: 'c' } });
    expect(seen[1]).toMatchObject({ url: '/api/group?gid=3', method: 'DELETE', body: '{"code":"c"}' });
    expect(seen[1].headers.get('Content-Type')).toBe('application/json');
    const form = new FormData();
    form.append('file', new Blob(['x']), 'x.txt');
    await api.post('/api/file/upload', form);
    expect(seen[2].body).toBe(form);
    expect(seen[2].headers.get('Content-Type')).toBeNull(); // the browser sets the multipart boundary
  });
  it('a 2xx answer that is not an envelope passes as it is', async () => {
    serve({ data: 'plain', headers: { 'content-type': 'text/plain' } });
    expect((await http.get('/api/text')).data).toBe('plain');
  });
});

describe('submitProblemJudge', () => {
  it('sends its Idempotency-Key, and newSubmitKey makes a fresh valid one each time', async () => {
    const { submitProblemJudge, newSubmitKey } = await import('./submission');
    const a = newSubmitKey();
    const b = newSubmitKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(b).not.toBe(a);
    serve({ data: { status: 200, msg: 'success', data: { submitId: 7 } } });
    await submitProblemJudge({ pid: 'P1000', language: 'C', code: 'x' }, a);
    await submitProblemJudge({ pid: 'P1000', language: 'C', code: 'x' });
    expect(seen[0].headers.get('Idempotency-Key')).toBe(a);
    expect(seen[1].headers.get('Idempotency-Key')).toBeNull();
    expect(JSON.parse(seen[0].body as string)).toMatchObject({ pid: 'P1000', cid: 0, isRemote: false });
  });
});

describe("retryOnce (the queries' retry rule)", () => {
  it('tries a network failure or a server error once more, a 4xx answer never', () => {
    expect(retryOnce(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(retryOnce(0, new ApiError('busy', 503, true))).toBe(true);
    expect(retryOnce(1, new ApiError('busy', 503, true))).toBe(false);
    for (const status of [400, 401, 403, 404, 429])
      expect(retryOnce(0, new ApiError('no', status, true)), String(status)).toBe(false);
  });
});
