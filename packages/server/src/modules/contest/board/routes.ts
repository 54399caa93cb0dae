// Contest boards over HTTP (hoj-api-paths §4, §7): the board inside a contest, the outside board and
// its contest info, and the "board changed" stream. HTTP only: parse, authorise, call, present.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  boardCidQuery,
  contestOutsideInfoVO,
  contestRankDto,
  contestRankPage,
} from '@judge/shared/schemas/contest-board';
import { routeOptions, zodApp } from '../../../lib/route.js';
import { ok } from '../../../lib/envelope.js';
import { actorOfRequest } from '../../../lib/auth/actor.js';
import { boardService } from './service.js';
import type { BoardEvents } from './events.js';

const HEARTBEAT_MS = 15_000;
/** A stream never lives longer than this (the client reconnects; the 30 s poll is the fallback). */
const MAX_LIFETIME_MS = 30 * 60_000;

export async function contestBoardRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const ctx = fastify.ctx;
  // The app's hub (hub.ts): verdicts and back-office edits raise changes on it too; app.ts closes it.
  const { events, cache } = ctx.contestBoard;
  const service = boardService(ctx, cache);
  // Open streams end before the server closes (it would wait for them).
  const open = new Set<() => void>();
  fastify.addHook('preClose', async () => {
    for (const finish of [...open]) finish();
  });
  const route = routeOptions(['contest']);

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

  app.get(
    '/api/get-contest-outsize-info',
    route(
      'anon',
      'Contest and problems for the outside board; 403 unless the contest opens it and has started',
      contestOutsideInfoVO,
      { querystring: boardCidQuery },
    ),
    async (req) => ok(await service.outsideInfo(req.query.cid)),
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
      streamBoard(events, open, req, reply, req.query.cid);
    },
  );
}

function streamBoard(
  events: BoardEvents,
  open: Set<() => void>,
  req: FastifyRequest,
  reply: FastifyReply,
  cid: number,
) {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  let closed = false;
  const send = (event: string, data: unknown) => {
    if (!closed) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  const unsubscribe = events.subscribe(cid, (e) => send('board', e));
  const heartbeat = setInterval(() => !closed && raw.write(': ping\n\n'), HEARTBEAT_MS);
  const lifetime = setTimeout(() => finish(), MAX_LIFETIME_MS);
  function finish() {
    if (closed) return;
    closed = true;
    open.delete(finish);
    clearInterval(heartbeat);
    clearTimeout(lifetime);
    unsubscribe();
    raw.end();
  }
  open.add(finish);
  raw.on('close', finish);
  req.raw.on('close', finish);
  raw.write('retry: 3000\n\n');
  send('ready', { cid });
}
