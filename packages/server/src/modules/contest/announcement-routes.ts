// Contest announcements pushed when published (issue 16 item 5): GET
// /api/contest-announcement-events?cid= is a server-sent event stream that says `announcement`
// {cid, ids} as soon as announcements of the contest become visible (new, or switched from hidden
// to shown). Like the board's notices it carries no text: the client asks
// get-contest-not-read-announcement (with its token, through the access rules) for them, and keeps
// the 60 s poll as the fallback.
//
// The source is a watcher per server process that, while some stream of a contest is open here,
// reads the ids of its visible announcements once a second (one indexed query per watched contest).
// It sees announcements published through any process, so it needs no message bus.
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { contestCidQuery } from '@judge/shared/schemas/contest-public';
import type { DB } from '../../db/types.js';
import { routeOptions, zodApp } from '../../lib/route.js';
import { addListener } from '../../lib/listeners.js';
import { actorOfRequest } from '../../lib/auth/actor.js';
import { contestAccess } from './access.js';
import { contestAnnouncements } from './public-repo.js';
import { noticeStreams } from './notice-stream.js';

export const ANNOUNCEMENT_WATCH_MS = 1000;
/** A stream never lives longer than this (EventSource reconnects by itself). */
const MAX_LIFETIME_MS = 10 * 60_000;

export interface AnnouncementNotice {
  cid: number;
  /** Ids of the announcements that became visible. */
  ids: number[];
}
type Listener = (n: AnnouncementNotice) => void;

/** Watches the visible announcements of the contests that have listeners in this process. */
export function announcementWatcher(db: Kysely<DB>, periodMs = ANNOUNCEMENT_WATCH_MS) {
  const listeners = new Map<number, Set<Listener>>();
  /** Visible announcement ids last seen, per watched contest (the baseline of the next tick). */
  const seen = new Map<number, Set<number>>();
  let ticking = false;
  let closed = false;

  const visibleIds = async (cid: number) =>
    new Set((await contestAnnouncements(db, cid).select('a.id').execute()).map((r) => Number(r.id)));

  async function tick() {
    for (const [cid, set] of listeners) {
      const before = seen.get(cid);
      if (!before || set.size === 0) continue;
      const now = await visibleIds(cid);
      const fresh = [...now].filter((id) => !before.has(id)).sort((a, b) => a - b);
      seen.set(cid, now);
      if (fresh.length) for (const fn of [...set]) fn({ cid, ids: fresh });
    }
  }

  const timer = setInterval(() => {
    if (ticking || closed || listeners.size === 0) return;
    ticking = true;
    void tick()
      .catch(() => {})
      .finally(() => (ticking = false));
  }, periodMs);
  timer.unref();

  return {
    /** Listens to one contest; resolves once the baseline is read (so old news is never announced). */
    async subscribe(cid: number, fn: Listener): Promise<() => void> {
      const off = addListener(listeners, cid, fn, () => seen.delete(cid));
      if (!seen.has(cid)) seen.set(cid, await visibleIds(cid));
      return off;
    },
    listeners: (cid: number) => listeners.get(cid)?.size ?? 0,
    close() {
      closed = true;
      clearInterval(timer);
    },
  };
}
export type AnnouncementWatcher = ReturnType<typeof announcementWatcher>;

export async function contestAnnouncementRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const route = routeOptions(['contest']);
  const { database } = fastify.ctx;
  const watcher = announcementWatcher(database.db);
  const streams = noticeStreams(fastify, { maxLifetimeMs: MAX_LIFETIME_MS });
  fastify.addHook('onClose', async () => watcher.close());

  app.get(
    '/api/contest-announcement-events',
    route(
      'anon',
      'Server-sent events: `announcement` {cid, ids} when announcements of the contest are published (no text: fetch the unread ones)',
      null,
      { querystring: contestCidQuery },
    ),
    async (req, reply) => {
      // The contest must exist for the caller (hidden ones only for their admins); the texts go
      // through get-contest-not-read-announcement and its access rules.
      await contestAccess(database, actorOfRequest(req), req.query.cid, 'info');
      const cid = req.query.cid;
      await streams.serve(req, reply, cid, (send) => watcher.subscribe(cid, (n) => send('announcement', n)));
    },
  );
}
