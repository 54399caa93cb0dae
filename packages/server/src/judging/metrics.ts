// The judge's Prometheus metrics (issue 24): throughput and verdicts as this server stores them
// (the `finished` event of results.ts fires once per stored final verdict, in the process that
// stored it, and is never relayed between servers, so summing the servers' counters counts each
// submission once), failed jobs of this process' embedded judge, and, read at scrape time, the
// queue depth and the judge servers' heartbeats (table judge_server, every judge of the cluster).
import { JUDGE_STATUS_INFO, JudgeStatus, type JudgeStatusCode } from '@judge/shared';
import { Counter } from 'prom-client';
import type { Database } from '../db/index.js';
import { scrapeGauge, type AppMetrics } from '../lib/metrics.js';
import { listJudgeServers } from './judge-servers.js';
import type { JudgeRuntime } from './runtime.js';

export function statusName(status: number): string {
  return JUDGE_STATUS_INFO[status as JudgeStatusCode]?.name ?? 'Unknown';
}

export function registerJudgeMetrics(
  m: AppMetrics,
  deps: { judge: JudgeRuntime; database: Database; heartbeatMs: number },
): void {
  const { judge, database, heartbeatMs } = deps;
  const registers = [m.registry];
  const judged = new Counter({
    name: 'judge_submissions_judged_total',
    help: 'Submissions whose final verdict this server stored (its judges and the workers reporting to it).',
    registers,
  });
  const verdicts = new Counter({
    name: 'judge_verdicts_total',
    help: 'Final verdicts stored by this server, by status name (Accepted, Wrong Answer, System Error...).',
    labelNames: ['status'],
    registers,
  });
  const systemErrors = new Counter({
    name: 'judge_system_errors_total',
    help: 'Final verdicts that are System Error (sandbox unavailable, missing test data, judge failure).',
    registers,
  });
  const jobFailures = new Counter({
    name: 'judge_job_failures_total',
    help: "Jobs of this process' embedded judge that ended in an error (retried by BullMQ, logged in-process).",
    labelNames: ['kind'],
    registers,
  });
  judge.events.on('finished', (e: { status: number }) => {
    judged.inc();
    verdicts.inc({ status: statusName(e.status) });
    if (e.status === JudgeStatus.SYSTEM_ERROR) systemErrors.inc();
  });
  judge.events.on('job-failed', (e: { kind: string }) => jobFailures.inc({ kind: e.kind }));

  scrapeGauge(
    m,
    {
      name: 'judge_queue_jobs',
      help: 'Judge jobs waiting and running, by queue (judge: the shared queue, in-process or BullMQ; remote: other sites, per server).',
      labelNames: ['queue', 'state'] as const,
    },
    async () => {
      const [local, remote] = await Promise.all([judge.queue.counts(), judge.remote.queue.counts()]);
      return [
        { labels: { queue: 'judge', state: 'waiting' }, value: local.waiting },
        { labels: { queue: 'judge', state: 'active' }, value: local.active },
        { labels: { queue: 'remote', state: 'waiting' }, value: remote.waiting },
        { labels: { queue: 'remote', state: 'active' }, value: remote.active },
      ];
    },
  );

  // One reading of judge_server feeds the three gauges below: a scrape collects them at once, so
  // they share the reading in flight.
  type JudgeServerRow = Awaited<ReturnType<typeof listJudgeServers>>[number];
  let reading: Promise<JudgeServerRow[]> | null = null;
  const judgeServers = () =>
    (reading ??= listJudgeServers(database, heartbeatMs).finally(() => {
      reading = null;
    }));
  const perJudge = (name: string, help: string, value: (r: JudgeServerRow) => number) =>
    scrapeGauge(m, { name, help, labelNames: ['judge'] as const }, async () =>
      (await judgeServers()).map((r) => ({ labels: { judge: r.name }, value: value(r) })),
    );
  perJudge(
    'judge_server_heartbeat_age_seconds',
    'Seconds since each registered judge server last sent a heartbeat (offline after 3 heartbeat periods).',
    (r) => Math.max(0, (Date.now() - Date.parse(r.lastHeartbeat)) / 1000),
  );
  perJudge(
    'judge_server_running_tasks',
    'Submissions each judge server was judging at its last heartbeat.',
    (r) => r.runningTasks,
  );
  perJudge(
    'judge_server_error',
    'Whether each judge server reported a failure at its last heartbeat (1: sandbox or judge unavailable).',
    (r) => (r.error ? 1 : 0),
  );
}
