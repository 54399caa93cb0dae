// One per app: "your messages may have changed" notices for the signed-in users' own streams
// (GET /api/msg/stream, stream.ts), so the header badge rises without waiting for the 120 s poll.
// Sources, in order of speed:
//  1. the services that write a message say so: a comment, reply or like (reminders), a system
//     notice of the back office (one user, or EVERYONE for the broadcasts), a new site
//     announcement (ANNOUNCEMENTS); through lib/fanout.ts, so in scaled mode every server process
//     hears it over Redis pub/sub;
//  2. a watcher that, while some stream is open here, compares the newest message id of those users
//     (and of the broadcasts) with the database every WATCH_INTERVAL_MS, so messages written by code
//     that raises no notice (the automatic notices of groups, contests, the back office), on any
//     process, or whose transaction was not yet committed when the notice went, still arrive.
// A notice carries no content: the stream re-reads the user's counts through the message service.
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Database } from '../../db/index.js';
import { EVERYONE, fanout, type Fanout } from '../../lib/fanout.js';

/** The key every stream listens to for "a site announcement was published". */
export const ANNOUNCEMENTS = '#announcement';
/** How often the newest message ids of the users with open streams are compared. */
export const WATCH_INTERVAL_MS = 3000;
/** Users per stamp query (IN lists stay small). */
const CHUNK = 500;

export interface UserEvents {
  /** These users' messages may have changed (nulls and repeats are ignored). */
  changed(...uids: (string | null | undefined)[]): void;
  /** Every signed-in user's messages may have changed (a notice to all, or to the admins). */
  everyone(): void;
  /** A site announcement was published. */
  announced(): void;
  /** Listens to one user's notices (`unread`) and to announcements (`announcement`). */
  subscribe(uid: string, fn: (kind: 'unread' | 'announcement') => void): () => void;
  /** Open listeners of a user in this process (tests). */
  listeners(uid: string): number;
  close(): Promise<void>;
}

export function userEvents(deps: {
  database: Database;
  redis: Redis | null;
  redisKeyPrefix: string;
  log?: { warn(obj: object, msg: string): void };
  /** Watcher period in ms; 0 turns it off (tests of the explicit notices). */
  watchIntervalMs?: number;
}): UserEvents {
  const { db } = deps.database;
  const hub: Fanout = fanout({
    redis: deps.redis,
    channel: `${deps.redisKeyPrefix}user-events`,
    log: deps.log,
  });

  // ---- watcher ------------------------------------------------------------------------------------
  /** Last stamp seen per watched user ("remind id|notice id"), and of the broadcasts. */
  const known = new Map<string, string>();
  let knownBroadcast: string | null = null;
  let ticking = false;
  let closed = false;

  async function maxIdsByRecipient(table: 'msg_remind' | 'user_sys_notice', uids: string[]) {
    const out = new Map<string, number>();
    for (let i = 0; i < uids.length; i += CHUNK) {
      const rows = await db
        .selectFrom(table)
        .select(['recipient_id', (eb) => eb.fn.max<number>('id').as('m')])
        .where('recipient_id', 'in', uids.slice(i, i + CHUNK))
        .groupBy('recipient_id')
        .execute();
      for (const r of rows) out.set(r.recipient_id, Number(r.m));
    }
    return out;
  }

  async function tick() {
    const uids = hub.keys().filter((k) => k !== ANNOUNCEMENTS);
    for (const uid of known.keys()) if (!uids.includes(uid)) known.delete(uid);
    if (!uids.length) {
      knownBroadcast = null;
      return;
    }
    const [reminds, notices, broadcast] = await Promise.all([
      maxIdsByRecipient('msg_remind', uids),
      maxIdsByRecipient('user_sys_notice', uids),
      db
        .selectFrom('admin_sys_notice')
        .select((eb) => eb.fn.max<number>('id').as('m'))
        .where('type', 'in', ['All', 'Admin'])
        .where('state', '=', sql<boolean>`(1 = 1)`)
        .executeTakeFirst(),
    ]);
    const b = String(broadcast?.m ?? 0);
    if (knownBroadcast !== null && knownBroadcast !== b) hub.here(EVERYONE);
    knownBroadcast = b;
    for (const uid of uids) {
      const stamp = `${reminds.get(uid) ?? 0}|${notices.get(uid) ?? 0}`;
      const before = known.get(uid);
      known.set(uid, stamp);
      // The first look only records (no news); a stream sends the counts when it opens anyway.
      if (before !== undefined && before !== stamp) hub.here(uid);
    }
  }

  const period = deps.watchIntervalMs ?? WATCH_INTERVAL_MS;
  const timer =
    period > 0
      ? setInterval(() => {
          if (ticking || closed || hub.keys().length === 0) return;
          ticking = true;
          void tick()
            .catch((e: Error) => deps.log?.warn({ err: e.message }, 'user events watcher failed'))
            .finally(() => (ticking = false));
        }, period)
      : null;
  timer?.unref();

  return {
    changed(...uids) {
      for (const uid of new Set(uids)) if (uid) hub.publish(uid);
    },
    everyone: () => hub.publish(EVERYONE),
    announced: () => hub.publish(ANNOUNCEMENTS),
    subscribe(uid, fn) {
      const offUser = hub.subscribe(uid, () => fn('unread'));
      const offAnn = hub.subscribe(ANNOUNCEMENTS, () => fn('announcement'));
      return () => {
        offUser();
        offAnn();
      };
    },
    listeners: (uid) => hub.listeners(uid),
    async close() {
      closed = true;
      if (timer) clearInterval(timer);
      await hub.close();
    },
  };
}
