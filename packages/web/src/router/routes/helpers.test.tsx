import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
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

    const done = preloadRoutePages(routes, '/contest/7/problems');
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
    await expect(preloadRoutePages([{ path: '/x', element: el(Broken) }], '/x')).resolves.toBeDefined();
  });
});
