// Test set-up for a contest tab: a stand-in for a push channel (text/event-stream) and the tab
// rendered inside a contest's context, query client, router and antd App.
import { vi } from 'vitest';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App } from 'antd';
import { ReadableStream } from 'node:stream/web';
import type { ReactNode } from 'react';
import { ContestStatus, ContestType } from '@judge/shared';
import { ContestContext, type ContestState } from '../components/contest/context';
import type { ContestVO } from '../api/contest';

/** A stand-in for the server's text/event-stream: `push` writes one event. */
export function fakeChannel() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  const fetchMock = vi.fn(async () => ({ ok: true, body }));
  return {
    fetchMock,
    push: (event: string, data: unknown) =>
      controller.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
  };
}

/** `tab` inside a running ACM contest `cid` that the caller has entered; `admin`: as its admin. */
export function renderContestTab(tab: ReactNode, { cid, admin }: { cid: number; admin: boolean }) {
  const state: ContestState = {
    cid,
    contest: { id: cid, type: ContestType.ACM } as ContestVO,
    status: ContestStatus.RUNNING,
    admin,
    entered: true,
    menuDisabled: false,
    openRegister: () => {},
    refresh: async () => {},
  };
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter>
        <App>
          <ContestContext.Provider value={state}>{tab}</ContestContext.Provider>
        </App>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}
