// The online test: the result pushed by the test-run stream (read with the user's token, no poll),
// polling only when the stream is refused; and the poll's pace.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { POLLING_MS } from '@judge/shared';
import { initI18n } from '../../i18n';
import { session } from '../../stores/session';
import TestJudgePanel, { testPollDelay } from './TestJudgePanel';
import { envelope, sseResponse } from '../../test/responses';

initI18n('en-US');

describe('online test polling', () => {
  it('re-asks quickly at first, then no faster than the spec’s interval', () => {
    expect([1, 5, 10].map(testPollDelay)).toEqual([100, 100, 100]);
    expect([11, 12, 13].map(testPollDelay)).toEqual([200, 400, 800]);
    expect(testPollDelay(14)).toBe(POLLING_MS.testJudge);
    expect(testPollDelay(50)).toBe(POLLING_MS.testJudge);
  });
});

const RESULT = {
  status: 0,
  time: 12,
  memory: 3000,
  userOutput: '42\n',
  stderr: null,
  userInput: '20 22',
  expectedOutput: '42',
  problemJudgeMode: 'default',
};

/** Stubs fetch: the submit answers `key1`; `stream` answers the test-run stream; the poll answers RESULT. */
function stubServer(stream: () => Response) {
  const calls: { url: string; auth?: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const headers = init?.headers;
      const auth =
        headers instanceof Headers
          ? (headers.get('Authorization') ?? undefined)
          : (headers as Record<string, string>)?.Authorization;
      calls.push({ url, auth });
      if (url.includes('/api/submit-problem-test-judge')) return envelope('key1');
      if (url.includes('/api/test-judge-stream')) return stream();
      if (url.includes('/api/get-test-judge-result')) return envelope(RESULT);
      return new Response('{}', { status: 404 });
    }),
  );
  return calls;
}

const panel = () =>
  render(<TestJudgePanel problemId="P1000" language="Python3" code="print(42)" validate={() => true} />);

afterEach(() => {
  vi.unstubAllGlobals();
  session.clear();
});

describe('online test result', () => {
  it('arrives by the stream, read with the token, and nothing polls', async () => {
    session.setToken('tok-3');
    const calls = stubServer(() => sseResponse(`event: result\ndata: ${JSON.stringify(RESULT)}\n\n`));
    panel();
    fireEvent.click(screen.getByTestId('test-run'));
    await waitFor(() => expect(screen.getByTestId('test-output').textContent).toBe('42\n'));
    const stream = calls.find((c) => c.url.includes('/api/test-judge-stream'));
    expect(stream).toEqual({ url: '/api/test-judge-stream?testJudgeKey=key1', auth: 'tok-3' });
    expect(calls.some((c) => c.url.includes('/api/get-test-judge-result'))).toBe(false);
  });

  it('a refused stream falls back to the poll', async () => {
    const calls = stubServer(() => new Response('{}', { status: 503 }));
    panel();
    fireEvent.click(screen.getByTestId('test-run'));
    await waitFor(() => expect(screen.getByTestId('test-output').textContent).toBe('42\n'));
    expect(calls.some((c) => c.url.includes('/api/get-test-judge-result'))).toBe(true);
  });
});
