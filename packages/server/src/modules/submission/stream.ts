// Server-sent events of submission status: GET /api/submission-status-stream?submitIds=1,2,3.
// Sends a `status` event with every watched submission at once, again on each change the judge
// reports in this process (`update` / `case` events of the judge runtime), and `done` when none is
// in progress any more (then closes). Views follow the same visibility as polling (contest seal
// included); `case` events go only for submissions whose case results the caller may see. Clients keep the 2 s polling as fallback when it fails.
import type { EventEmitter } from 'node:events';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isInProgress } from '@judge/shared';
import type { AppContext } from '../../context.js';
import type { SubmissionService } from './service.js';
import { openSse } from '../../lib/sse.js';

interface EventsHost {
  judge?: { events?: EventEmitter };
}

export const STREAM_MAX_IDS = 100;
/** A stream never lives longer than this (the client reconnects or falls back to polling). */
const MAX_LIFETIME_MS = 10 * 60_000;

export function parseSubmitIds(raw: string): number[] {
  return [
    ...new Set(
      raw
        .split(',')
        .map((x) => Number(x.trim()))
        .filter((n) => Number.isInteger(n) && n > 0),
    ),
  ].slice(0, STREAM_MAX_IDS);
}

export async function streamStatus(
  ctx: AppContext,
  service: SubmissionService,
  req: FastifyRequest,
  reply: FastifyReply,
  ids: number[],
) {
  const events = (ctx as unknown as EventsHost).judge?.events;
  const watched = new Set(ids);
  const casesShown = new Set<number>();
  const sse = openSse(req, reply, {
    retryMs: 2000,
    maxLifetimeMs: MAX_LIFETIME_MS,
    onFinish: () => {
      events?.off('update', onUpdate);
      events?.off('case', onCase);
    },
  });
  const end = () => {
    sse.send('done', {});
    sse.finish();
  };

  let pushing = Promise.resolve();
  const push = (only?: number) =>
    (pushing = pushing
      .then(async () => {
        if (sse.closed) return;
        const { views, caseIds } = await service.statusViewsWithCases(req.user, only ? [only] : [...watched]);
        // Case progress only of submissions whose cases the caller may see (never of a sealed result).
        for (const id of Object.keys(views).map(Number)) {
          if (caseIds.has(id)) casesShown.add(id);
          else casesShown.delete(id);
        }
        sse.send('status', views);
        for (const [id, v] of Object.entries(views)) if (!isInProgress(v.status)) watched.delete(Number(id));
        if (watched.size === 0) end();
      })
      .catch(() => sse.finish()));

  function onUpdate(e: { submitId: number }) {
    if (watched.has(e.submitId)) void push(e.submitId);
  }
  function onCase(e: { submitId: number; seq: number }) {
    if (watched.has(e.submitId) && casesShown.has(e.submitId)) sse.send('case', e);
  }
  events?.on('update', onUpdate);
  events?.on('case', onCase);
  await push();
  // Rows that vanished (unknown ids) are not watched.
  const known = await service.statusViews(req.user, [...watched]);
  for (const id of [...watched]) if (!known[String(id)]) watched.delete(id);
  if (watched.size === 0 && !sse.closed) end();
}
