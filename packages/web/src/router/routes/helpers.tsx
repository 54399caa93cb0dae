// Building blocks of the route tables of every area: a lazily loaded page with its route facts,
// and the placeholder page of a feature that lands later.
import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { matchRoutes, type Params, type RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import PageLoading from '../../components/PageLoading';
import type { RouteMeta } from '../meta';

export type Lazy = ComponentType;
/** A page's main data, fetched into the query cache from the route's params and the URL's query (a cold load's start). */
export type Prefetch = (qc: QueryClient, params: Params, search: URLSearchParams) => Promise<unknown>;
interface PageLoad {
  load: () => Promise<unknown>;
  prefetch?: Prefetch;
}

/** Each route element's page loader, so that a matched route's chunk can be fetched early. */
const pageLoads = new WeakMap<Lazy, PageLoad>();
const elementLoads = new WeakMap<ReactElement, PageLoad>();

/**
 * A page in a chunk of its own, loaded on demand. Once its module is in (preloaded, or shown
 * before), the page renders it directly: React.lazy would suspend on its first render even then
 * (its promise settles a microtask later) and React holds a revealed boundary back for up to
 * 300 ms after its fallback showed, which a cold load paid in full (issue 15).
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>, prefetch?: Prefetch): Lazy {
  let loaded: ComponentType | undefined;
  const loadAndKeep = () =>
    load().then((m) => {
      loaded = m.default;
      return m;
    });
  const Pending = lazy(loadAndKeep);
  const Page = () => {
    const C = loaded ?? Pending;
    return <C />;
  };
  pageLoads.set(Page, { load: loadAndKeep, prefetch });
  return Page;
}

/** Route-level code splitting: every page is its own chunk, shown behind one loading fallback. */
export const el = (C: Lazy) => {
  const element = (
    <Suspense fallback={<PageLoading />}>
      <C />
    </Suspense>
  );
  const load = pageLoads.get(C);
  if (load) elementLoads.set(element, load);
  return element;
};

/**
 * Fetches the chunks of the pages `pathname` shows (a shell and its tab, for instance), all at
 * once, and starts their main calls; main.tsx starts this beside the messages and renders when the
 * chunks are in, so the first render shows the page itself. Without it a page's chunk was requested
 * only once the layout had rendered, and its data once the page had, a few hundred ms each into a
 * cold load. A failed fetch resolves too: the page's own load retries it and shows its error.
 */
export function preloadRoutePages(
  routes: RouteObject[],
  pathname: string,
  qc: QueryClient,
  search = '',
): Promise<unknown> {
  const query = new URLSearchParams(search);
  const loads = (matchRoutes(routes, pathname) ?? []).map((m) => {
    const page = m.route.element ? elementLoads.get(m.route.element as ReactElement) : undefined;
    page?.prefetch?.(qc, m.params, query).catch(() => undefined);
    return page?.load().catch(() => undefined);
  });
  return Promise.all(loads);
}

const FeaturePage = lazyPage(() => import('../../components/FeaturePage'));

/** A page of a later feature: its title and an empty state (layout, navigation and guard are real). */
export const feature = (
  path: string,
  title: string,
  meta: Omit<RouteMeta, 'title'> = {},
  index = false,
): RouteObject =>
  index
    ? { index: true, element: el(FeaturePage), handle: { title, ...meta } satisfies RouteMeta }
    : { path, element: el(FeaturePage), handle: { title, ...meta } satisfies RouteMeta };

/** A built page at `path` with its route facts. */
export const page = (path: string, C: Lazy, meta: RouteMeta): RouteObject => ({
  path,
  element: el(C),
  handle: meta,
});

/** A layout route (shell with tabs) whose children render inside it. */
export const shell = (path: string, C: Lazy, meta: RouteMeta, children: RouteObject[]): RouteObject => ({
  path,
  element: el(C),
  handle: meta,
  children,
});

/** Problem pages and focus mode take the whole height: no footer. */
export const full: RouteMeta = { hideFooter: true };

/**
 * The problem page, on the site and in contests, trainings and groups (in focus mode on its
 * full-screen route, with the strip of a contest or training); its statement is fetched with it.
 */
export const ProblemDetail = lazyPage(
  () => import('../../pages/problem/ProblemDetail'),
  (qc, params) => import('../../pages/problem/detailQuery').then((m) => m.prefetchProblemDetail(qc, params)),
);

/** A problem in focus mode inside a contest, training or group (login required). */
export const fullScreenProblem = (path: string, navMode: RouteMeta['navMode']): RouteObject =>
  page(path, ProblemDetail, { title: 'Problem_Details', ...full, navMode, requireAuth: true });
