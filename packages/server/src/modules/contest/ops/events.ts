// "Something changed" notices for a contest's admins (issue 17): the admin-print tab (`print`: a
// new print, one marked printed), the AC info / balloons tab (`acInfo`: a user's first AC of a
// problem within the contest time, a balloon checked) and the clarifications (`clarification`: a
// new contest comment or reply). Raised by the ops service, the comment service and verdicts applied
// in this process (the judge runtime's `finished` event), fanned out to every server process
// through Redis like the board's notices (lib/fanout.ts). A notice carries the contest id only: the tab
// refetches through its own call, which checks the caller again, so nothing leaks through it.
// The tabs keep their 10 s poll for what no notice covers (a manual verdict, Redis down).
import type { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { JudgeStatus } from '@judge/shared';
import {
  CONTEST_ADMIN_NOTICES,
  type ContestAdminNotice,
  type ContestAdminNoticeKind,
} from '@judge/shared/schemas/contest-ops';
import type { Database } from '../../../db/index.js';
import { readTime } from '../../../db/columns.js';
import { contestAdminUids } from '../access.js';
import { fanout } from '../../../lib/fanout.js';

export type AdminListener = (kind: ContestAdminNoticeKind, e: ContestAdminNotice) => void;

export interface ContestAdminEvents {
  /** Something of this kind changed in the contest: tell its admins on every process. */
  notify(cid: number, kind: ContestAdminNoticeKind): void;
  /** Listens to one contest's notices; returns the unsubscribe function. */
  subscribe(cid: number, fn: AdminListener): () => void;
  listeners(cid: number): number;
  close(): Promise<void>;
}

/**
 * Is this submission a new balloon: Accepted, in its contest's time, by no admin of the contest,
 * and the user's first AC of the problem there (the rows AC info lists, ops/service.ts)?
 */
export async function newBalloonContest(database: Database, submitId: number): Promise<number | null> {
  const { db, cols } = database;
  const s = await db
    .selectFrom('judge')
    .select(['cid', 'uid', 'pid', 'status', 'submit_time'])
    .where('submit_id', '=', submitId)
    .executeTakeFirst();
  if (!s || s.cid <= 0 || s.status !== JudgeStatus.ACCEPTED) return null;
  const contest = await db.selectFrom('contest').selectAll().where('id', '=', s.cid).executeTakeFirst();
  if (!contest) return null;
  const start = readTime(contest.start_time)!;
  const end = readTime(contest.end_time)!;
  const at = readTime(s.submit_time)!.getTime();
  if (at < start.getTime() || at >= end.getTime()) return null;
  if ((await contestAdminUids(db, contest)).has(s.uid)) return null;
  const first = await db
    .selectFrom('contest_record')
    .select('submit_id')
    .where('cid', '=', s.cid)
    .where('uid', '=', s.uid)
    .where('pid', '=', s.pid)
    .where('status', '=', 1)
    .where('submit_time', '>=', cols.time(start))
    .where('submit_time', '<', cols.time(end))
    .orderBy('submit_time')
    .orderBy('submit_id')
    .limit(1)
    .executeTakeFirst();
  return first && Number(first.submit_id) === submitId ? Number(s.cid) : null;
}

export function contestAdminEvents(deps: {
  database: Database;
  redis: Redis | null;
  redisKeyPrefix: string;
  judgeEvents?: EventEmitter;
  log?: FastifyBaseLogger;
}): ContestAdminEvents {
  const { database, log } = deps;
  // Keys "cid:kind"; a burst of one key reaches the listeners once (lib/fanout.ts).
  const fan = fanout({ redis: deps.redis, channel: `${deps.redisKeyPrefix}contest-admin`, log });
  const keyOf = (cid: number, kind: ContestAdminNoticeKind) => `${cid}:${kind}`;
  const counts = new Map<number, number>();
  let closed = false;

  function notify(cid: number, kind: ContestAdminNoticeKind) {
    if (!closed) fan.publish(keyOf(cid, kind));
  }

  // A verdict applied here that gives a new balloon.
  const onFinished = (e: { submitId: number; status: number }) => {
    if (e.status !== JudgeStatus.ACCEPTED || closed) return;
    void newBalloonContest(database, e.submitId)
      .then((cid) => cid && notify(cid, 'acInfo'))
      .catch((err: Error) => log?.warn({ err: err.message }, 'ac info notice failed'));
  };
  deps.judgeEvents?.on('finished', onFinished);

  return {
    notify,
    subscribe(cid, fn) {
      const offs = CONTEST_ADMIN_NOTICES.map((kind) => fan.subscribe(keyOf(cid, kind), () => fn(kind, { cid })));
      counts.set(cid, (counts.get(cid) ?? 0) + 1);
      let done = false;
      return () => {
        if (done) return;
        done = true;
        for (const off of offs) off();
        const n = (counts.get(cid) ?? 1) - 1;
        if (n > 0) counts.set(cid, n);
        else counts.delete(cid);
      };
    },
    listeners: (cid) => counts.get(cid) ?? 0,
    async close() {
      closed = true;
      deps.judgeEvents?.off('finished', onFinished);
      await fan.close();
    },
  };
}
