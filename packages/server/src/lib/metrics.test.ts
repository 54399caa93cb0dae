// lib/metrics.ts alone: registries of two apps do not collide, a scrape-time gauge whose reading
// hangs or fails is left out of that scrape within the collect timeout (and counted), and the
// bearer-token check.
import { describe, expect, it } from 'vitest';
import { bearerTokenMatches, createAppMetrics, scrapeGauge } from './metrics.js';

describe('app metrics', () => {
  it('two apps in one process keep their own registries (default metrics included)', async () => {
    const a = createAppMetrics();
    const b = createAppMetrics();
    a.httpRequests.inc({ method: 'GET', route: '/x', status_class: '2xx' });
    expect(await a.registry.metrics()).toContain(
      'http_requests_total{method="GET",route="/x",status_class="2xx"} 1',
    );
    expect(await b.registry.metrics()).not.toContain('route="/x"');
    expect(await b.registry.metrics()).toContain('process_resident_memory_bytes');
  });

  it('a hanging reading is given up after the collect timeout; a failing one too; both are counted', async () => {
    const m = createAppMetrics({ collectTimeoutMs: 100, defaultMetrics: false });
    const k = ['k'] as const;
    scrapeGauge(m, { name: 'slow_gauge', help: 'never answers', labelNames: k }, () => new Promise(() => {}));
    scrapeGauge(m, { name: 'broken_gauge', help: 'fails', labelNames: k }, () =>
      Promise.reject(new Error('db down')),
    );
    scrapeGauge(m, { name: 'good_gauge', help: 'answers', labelNames: k }, async () => [
      { labels: { k: 'a' }, value: 7 },
    ]);
    const t = performance.now();
    const text = await m.registry.metrics();
    expect(performance.now() - t).toBeLessThan(1000);
    expect(text).not.toMatch(/^slow_gauge/m);
    expect(text).not.toMatch(/^broken_gauge/m);
    expect(text).toContain('good_gauge{k="a"} 7');
    // the failures of a scrape show from the next one on (the registry reads every metric at once)
    const next = await m.registry.metrics();
    expect(next).toContain('metrics_collect_failures_total{metric="slow_gauge"} 1');
    expect(next).toContain('metrics_collect_failures_total{metric="broken_gauge"} 1');
  });

  it('bearer token: exact token with the Bearer scheme only', () => {
    expect(bearerTokenMatches('s3cret', 'Bearer s3cret')).toBe(true);
    expect(bearerTokenMatches('s3cret', 'bearer   s3cret')).toBe(true);
    for (const h of [undefined, '', 's3cret', 'Bearer s3cre', 'Bearer s3cret2', 'Basic s3cret', 'Bearer '])
      expect(bearerTokenMatches('s3cret', h), String(h)).toBe(false);
  });
});
