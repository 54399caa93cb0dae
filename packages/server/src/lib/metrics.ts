// Prometheus metrics of one app (issue 24, "Operations"): a registry per app instance (tests build
// several apps in one process, so nothing goes to prom-client's global registry), the process'
// default metrics, and the HTTP request counter and latency histogram by route template. Gauges that
// read the database or the queue are computed when Prometheus scrapes (`scrapeGauge`), each under a
// short timeout, so a slow database slows at most the scrape, never a request.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** How long one scrape-time reading (database, queue) may take before it is given up. */
export const DEFAULT_COLLECT_TIMEOUT_MS = 1000;
/** Label of the requests no route matched (404s of random paths share it: bounded cardinality). */
export const UNMATCHED_ROUTE = '<unmatched>';

export interface AppMetrics {
  registry: Registry;
  collectTimeoutMs: number;
  httpRequests: Counter<'method' | 'route' | 'status_class'>;
  httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  /** Scrape-time readings that failed or ran out of time, by the gauge they feed. */
  collectFailures: Counter<'metric'>;
}

export function createAppMetrics(
  opts: { collectTimeoutMs?: number; defaultMetrics?: boolean } = {},
): AppMetrics {
  const registry = new Registry();
  if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_class'] as const;
  return {
    registry,
    collectTimeoutMs: opts.collectTimeoutMs ?? DEFAULT_COLLECT_TIMEOUT_MS,
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status class (2xx, 4xx...).',
      labelNames,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from receiving a request to its answer being sent, by method, route template and status class.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    collectFailures: new Counter({
      name: 'metrics_collect_failures_total',
      help: 'Scrape-time readings (database, queue) that failed or exceeded the collect timeout, by metric.',
      labelNames: ['metric'],
      registers: [registry],
    }),
  };
}

/** The route template a request matched (`/api/get-problem/:id`), never its raw URL. */
export function routeLabel(req: FastifyRequest): string {
  return req.routeOptions?.url ?? UNMATCHED_ROUTE;
}

/** Counts and times every answer of the app (hooks at the root apply to every route and the 404 handler). */
export function registerHttpMetrics(app: FastifyInstance, m: AppMetrics): void {
  app.addHook('onResponse', async (req, reply) => {
    const labels = {
      method: req.method,
      route: routeLabel(req),
      status_class: `${Math.floor(reply.statusCode / 100)}xx`,
    };
    m.httpRequests.inc(labels);
    m.httpDuration.observe(labels, reply.elapsedTime / 1000);
  });
}

/** Constant-time check of `Authorization: Bearer <token>` (both sides hashed, so lengths leak nothing). */
export function bearerTokenMatches(expected: string, header: string | undefined): boolean {
  const m = /^Bearer\s+(.+)$/i.exec(header ?? '');
  if (!m) return false;
  const digest = (s: string) => createHash('sha256').update(s).digest();
  return timingSafeEqual(digest(expected), digest(m[1].trim()));
}

class CollectTimeout extends Error {}

/** `read()`, or a rejection once `ms` have passed (the reading itself is left to finish alone). */
export async function withTimeout<T>(read: () => Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CollectTimeout(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([read(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A gauge computed at scrape time: `read` returns its series (labels → value). A reading that fails
 * or takes longer than the collect timeout leaves the gauge empty for this scrape (absent series, so
 * alerts on `absent()` fire; give the gauge at least one label, prom-client prints a label-less
 * gauge as 0) and counts in `metrics_collect_failures_total` (seen from the next scrape on: the
 * registry reads all metrics at once).
 */
export function scrapeGauge<L extends string>(
  m: AppMetrics,
  spec: { name: string; help: string; labelNames: readonly L[] },
  read: () => Promise<{ labels: Partial<Record<L, string>>; value: number }[]>,
): Gauge<L> {
  return new Gauge<L>({
    name: spec.name,
    help: spec.help,
    labelNames: spec.labelNames,
    registers: [m.registry],
    async collect() {
      this.reset();
      try {
        const series = await withTimeout(read, m.collectTimeoutMs);
        for (const s of series) this.set(s.labels as Partial<Record<L, string | number>>, s.value);
      } catch {
        m.collectFailures.inc({ metric: spec.name });
      }
    },
  });
}
