import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { QueryClient } from '@tanstack/react-query';
import { el, lazyPage, preloadRoutePages } from './helpers';

/** A page module whose load the test resolves by hand. */
function deferredPage(text: string) {
  let resolve!: () => void;
  const ready = new Promise<void>((r) => (resolve = r));
  const load = vi.fn(() => ready.then(() => ({ default: () => <p>{text}</p> })));
  return { load, resolve };
}

describe('lazyPage and preloadRoutePages', () => {
  it('fetches the chunks of the matched routes only, and renders a preloaded page without a fallback', async () => {
    const shell = deferredPage('shell');
    const tab = deferredPage('tab');
    const other = deferredPage('other');
    const Shell = lazyPage(shell.load);
    const Tab = lazyPage(tab.load);
    const Other = lazyPage(other.load);
    const tabElement = el(Tab);
    const routes: RouteObject[] = [
      { path: '/contest/:id', element: el(Shell), children: [{ path: 'problems', element: tabElement }] },
      { path: '/other', element: el(Other) },
    ];

    const done = preloadRoutePages(routes, '/contest/7/problems', new QueryClient());
    expect(shell.load).toHaveBeenCalledTimes(1);
    expect(tab.load).toHaveBeenCalledTimes(1);
    expect(other.load).not.toHaveBeenCalled();
    shell.resolve();
    tab.resolve();
    await done;

    // The first render shows the page itself: no suspension, so no loading placeholder.
    render(tabElement);
    expect(screen.getByText('tab')).toBeTruthy();
    expect(tab.load).toHaveBeenCalledTimes(1);
  });

  it('suspends behind the fallback when the page was not preloaded, then shows it', async () => {
    const page = deferredPage('late');
    const Late = lazyPage(page.load);
    render(el(Late));
    expect(screen.queryByText('late')).toBeNull();
    page.resolve();
    expect(await screen.findByText('late')).toBeTruthy();
  });

  it('resolves even when a chunk fails to load (the page reports it when it renders)', async () => {
    const Broken = lazyPage(() => Promise.reject(new Error('chunk gone')));
    await expect(
      preloadRoutePages([{ path: '/x', element: el(Broken) }], '/x', new QueryClient()),
    ).resolves.toBeDefined();
  });

  it("starts a matched page's data with the route's params, beside its chunk", async () => {
    const qc = new QueryClient();
    const page = deferredPage('detail');
    const prefetch = vi.fn((client: QueryClient, params: Record<string, string | undefined>) =>
      client.prefetchQuery({ queryKey: ['detail', params.problemID], queryFn: () => 'statement' }),
    );
    const Detail = lazyPage(page.load, prefetch);
    const done = preloadRoutePages(
      [{ path: '/problem/:problemID', element: el(Detail) }],
      '/problem/P1000',
      qc,
      '?cid=3',
    );
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch.mock.calls[0][1]).toMatchObject({ problemID: 'P1000' });
    // The URL's query too, for pages whose call is made of it (the problem list's filters).
    expect((prefetch.mock.calls[0] as unknown[])[2]).toEqual(new URLSearchParams('cid=3'));
    page.resolve();
    await done;
    await vi.waitFor(() => expect(qc.getQueryData(['detail', 'P1000'])).toBe('statement'));
  });

  it('a failing prefetch leaves the page to load and ask again itself', async () => {
    const page = deferredPage('p');
    const Failing = lazyPage(page.load, () => Promise.reject(new Error('offline')));
    const done = preloadRoutePages([{ path: '/p', element: el(Failing) }], '/p', new QueryClient());
    page.resolve();
    await expect(done).resolves.toBeDefined();
  });
});
