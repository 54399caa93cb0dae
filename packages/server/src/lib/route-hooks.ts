// Route-level hooks added from an `onRoute` hook: only the routes that opt in pay for them (the
// public answer cache, the audit trail), instead of an app-wide hook that runs on every request.
import type { RouteOptions } from 'fastify';

/** A value that may be one item or a list, as a list. */
export const asList = <T>(v: T | T[] | undefined): T[] => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

type HookKind = 'onRequest' | 'preHandler' | 'onSend';

/** Runs `hook` after the route's own hooks of that kind. */
export function appendRouteHook(route: RouteOptions, kind: HookKind, hook: unknown): void {
  (route as Record<HookKind, unknown>)[kind] = [...asList(route[kind] as unknown), hook];
}
