// The live status of a submission: read from the status stream with the user's token (so the
// user's own verdicts arrive by push wherever polling would show them); polling only when the
// stream is refused or ends before `done`.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import { session } from '../../stores/session';
import { useSubmissionWatch, type StatusMap } from './useSubmissionWatch';
import { envelope, sseResponse } from '../../test/responses';

const view = (status: number) => ({ submitId: 7, status, time: 1, memory: 1, score: null });

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('useSubmissionWatch', () => {
  it('reads the stream with the token: each status, then done, and no polling', async () => {
    session.setToken('tok-9');
    const calls: { url: string; auth?: string }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push({ url, auth: (init.headers as Record<string, string>)?.Authorization });
        return sseResponse(
          `event: status\ndata: ${JSON.stringify({ 7: view(5) })}\n\n` +
            `event: status\ndata: ${JSON.stringify({ 7: view(0) })}\n\nevent: done\ndata: {}\n\n`,
        );
      }),
    );
    const seen: number[] = [];
    renderHook(() => useSubmissionWatch([7], (m: StatusMap) => seen.push(m[7].status)));
    await waitFor(() => expect(seen).toEqual([5, 0]));
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([{ url: '/api/submission-status-stream?submitIds=7', auth: 'tok-9' }]);
  });

  it('a refused stream falls back to polling at once', async () => {
    const urls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        if (url.includes('status-stream')) return new Response('{}', { status: 429 });
        return envelope({ 7: view(0) });
      }),
    );
    const seen: number[] = [];
    renderHook(() => useSubmissionWatch([7], (m: StatusMap) => seen.push(m[7].status)));
    await waitFor(() => expect(seen).toEqual([0]));
    expect(urls.some((u) => u.endsWith('/api/check-submissions-status'))).toBe(true);
  });
});
