// Contest boards over HTTP (hoj-api-paths §4, §7): the board inside a contest, the outside board and
// its contest info, and the "board changed" stream. HTTP only: parse, authorise, call, present.
import type { FastifyInstance } from 'fastify';
import {
  boardCidQuery,
  contestOutsideInfoVO,
  contestRankDto,
  contestRankPage,
} from '@judge/shared/schemas/contest-board';
import { routeOptions, zodApp, readRoutes } from '../../../lib/route.js';
import { ok } from '../../../lib/envelope.js';
import { actorOfRequest } from '../../../lib/auth/actor.js';
import { boardService } from './service.js';
import { noticeStreams } from '../notice-stream.js';

/** A stream never lives longer than this (the client reconnects; the 30 s poll is the fallback). */
const MAX_LIFETIME_MS = 30 * 60_000;

export async function contestBoardRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const ctx = fastify.ctx;
  // The app's hub (hub.ts): verdicts and back-office edits raise changes on it too; app.ts closes it.
  const { events, cache } = ctx.contestBoard;
  const service = boardService(ctx, cache);
  const streams = noticeStreams(fastify, { maxLifetimeMs: MAX_LIFETIME_MS });
  const route = routeOptions(['contest']);

  const read = readRoutes(app, route, actorOfRequest);

  app.post(
    '/api/get-contest-rank',
    route(
      'login',
      'The board of a contest (ACM or OI rows, paged): sealed per role, star users, followed users pinned, awards',
      contestRankPage,
      { body: contestRankDto },
    ),
    async (req) => ok(await service.rank(actorOfRequest(req), req.body)),
  );

  app.post(
    '/api/get-contest-outside-scoreboard',
    route(
      'anon',
      'The outside board of a contest that opens it (no sign-in needed), as participants see it',
      contestRankPage,
      { body: contestRankDto },
    ),
    async (req) => ok(await service.outsideRank(actorOfRequest(req), req.body)),
  );

  read(
    '/api/get-contest-outsize-info',
    'anon',
    'Contest and problems for the outside board; 403 unless the contest opens it and has started',
    contestOutsideInfoVO,
    boardCidQuery,
    (caller, q) => service.outsideInfo(caller, q.cid),
  );

  app.get(
    '/api/contest-board-events',
    route(
      'anon',
      'Server-sent events: `board` {cid, version} when the board of the contest changed (no results: refetch the board)',
      null,
      { querystring: boardCidQuery },
    ),
    async (req, reply) => {
      await service.checkWatch(actorOfRequest(req), req.query.cid);
      const cid = req.query.cid;
      await streams.serve(req, reply, cid, (send) => events.subscribe(cid, (e) => send('board', e)));
    },
  );
}
