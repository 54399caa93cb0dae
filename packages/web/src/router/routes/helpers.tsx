// Building blocks of the route tables of every area: a lazily loaded page with its route facts,
// and the placeholder page of a feature that lands later.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from 'react-router';
import PageLoading from '../../components/PageLoading';
import type { RouteMeta } from '../meta';

export type Lazy = LazyExoticComponent<ComponentType>;

/** Route-level code splitting: every page is its own chunk, shown behind one loading fallback. */
export const el = (C: Lazy) => (
  <Suspense fallback={<PageLoading />}>
    <C />
  </Suspense>
);

const FeaturePage = lazy(() => import('../../components/FeaturePage'));

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

// The problem page; in focus mode on its full-screen route (with the strip of a contest or training).
const ProblemDetail = lazy(() => import('../../pages/problem/ProblemDetail'));

/** A problem in focus mode inside a contest, training or group (login required). */
export const fullScreenProblem = (path: string, navMode: RouteMeta['navMode']): RouteObject =>
  page(path, ProblemDetail, { title: 'Problem_Details', ...full, navMode, requireAuth: true });
