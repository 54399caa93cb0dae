// Contest operations over HTTP (hoj-api-paths §3, §4): print queue, AC info / balloons, the scroll
// board's data and the exports, plus the daily clean-up of print texts. HTTP only: parse,
// authorise (sign-in here; per-contest rules in the service through policies/contest-ops.ts),
// call, present.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  acSubmissionFileQuery,
  adminEventsQuery,
  checkAcBody,
  contestAcPage,
  contestPrintPage,
  opsPageQuery,
  printFileQuery,
  printStatusQuery,
  printTextBody,
  rankFileQuery,
  scrollBoardInfo,
  scrollBoardQuery,
  scrollBoardSubmission,
} from '@judge/shared/schemas/contest-ops';
import { routeOptions, zodApp, readRoutes } from '../../../lib/route.js';
import { sendAttachment, XLSX_TYPE } from '../../../lib/http.js';
import { okAfter } from '../../../lib/envelope.js';
import { actorOfRequest, signedInActor } from '../../../lib/auth/actor.js';
import { boardService } from '../board/service.js';
import { noticeStreams } from '../notice-stream.js';
import { contestExports } from './exports.js';
import { contestOpsService, purgeOldPrints } from './service.js';

/** An admin stream never lives longer than this (the tab reconnects; its 10 s poll is the fallback). */
const ADMIN_STREAM_MAX_MS = 30 * 60_000;
/** How often the clean-up job looks for print texts older than a day. */
const PURGE_EVERY_MS = 3600_000;

export async function contestOpsRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const ctx = fastify.ctx;
  const service = contestOpsService(ctx);
  const exports = contestExports(ctx, service, boardService(ctx));
  const route = routeOptions(['contest-ops']);
  const me = signedInActor;
  const streams = noticeStreams(fastify, { maxLifetimeMs: ADMIN_STREAM_MAX_MS });
  const read = readRoutes(app, route, me);
  // The scroll board is public: the caller when signed in, else null.
  const readAnyone = readRoutes(app, route, actorOfRequest);

  // Print texts older than a day go: once at start (a server restarted more often than hourly
  // would never reach the first tick), then every hour.
  const purgeNow = () => void purgeOldPrints(ctx.database).catch((e: unknown) => fastify.log.warn(e));
  const purge = setInterval(purgeNow, PURGE_EVERY_MS);
  purge.unref();
  fastify.addHook('onReady', async () => purgeNow());
  fastify.addHook('onClose', async () => clearInterval(purge));

  // ---- Notices for the contest's admins (ops/events.ts) ---------------------------------------------
  app.get(
    '/api/contest-admin-events',
    route(
      'login',
      'Server-sent events for the contest’s admins: `print`, `acInfo`, `clarification` {cid} when that tab’s data changed (no content: refetch the tab)',
      null,
      { querystring: adminEventsQuery },
    ),
    async (req, reply) => {
      // The same identity as every call (the Authorization header); 403 unless an admin of the contest.
      const a = await service.adminAccess(me(req), req.query.cid);
      const cid = Number(a.contest.id);
      await streams.serve(req, reply, cid, (send) => ctx.contestBoard.admin.subscribe(cid, send));
    },
  );

  // ---- Print ------------------------------------------------------------------------------------
  app.post(
    '/api/submit-print-text',
    route('login', 'Send a text to the contest’s print queue (≥ 50 characters, one every 30 s)', z.null(), {
      body: printTextBody,
    }),
    async (req) =>
      okAfter(req, 'Success_submit_tips', service.submitPrint(me(req), req.body.cid, req.body.content)),
  );

  read(
    '/api/get-contest-print',
    'login',
    'The contest’s print queue for its admins: waiting first, newest first (30 a page unless `limit` says)',
    contestPrintPage,
    opsPageQuery,
    (caller, q) => service.printList(caller, q),
  );

  app.put(
    '/api/check-contest-print-status',
    route('login', 'Mark a print as printed (contest admins)', z.null(), { querystring: printStatusQuery }),
    async (req) => okAfter(req, null, service.markPrinted(me(req), req.query.id, req.query.cid)),
  );

  app.get(
    '/api/file/download-contest-print-text',
    route('login', 'One print as a text file (contest admins)', null, { querystring: printFileQuery }),
    async (req, reply) => {
      const f = await service.printFile(me(req), req.query.id);
      return sendAttachment(reply, 'text/plain; charset=utf-8', f.name, f.content);
    },
  );

  // ---- AC info / balloons -----------------------------------------------------------------------
  read(
    '/api/get-contest-ac-info',
    'login',
    'Each user’s first AC per problem in contest time, first blood, balloon colour; unchecked first (30 a page unless `limit` says)',
    contestAcPage,
    opsPageQuery,
    (caller, q) => service.acInfo(caller, q),
  );

  app.put(
    '/api/check-contest-ac-info',
    route('login', 'Mark a balloon delivered or not (contest admins)', z.null(), { body: checkAcBody }),
    async (req) => okAfter(req, null, service.checkAc(me(req), req.body)),
  );

  // ---- Scroll board -----------------------------------------------------------------------------
  readAnyone(
    '/api/get-contest-scroll-board-info',
    'anon',
    'What the scroll board needs of an ended, sealed ACM contest (dates GMT+8)',
    scrollBoardInfo,
    scrollBoardQuery,
    (caller, q) => service.scrollInfo(caller, q.cid),
  );

  readAnyone(
    '/api/get-contest-scroll-board-submission',
    'anon',
    'Every submission before the end of an ended, sealed ACM contest (creator and roots left out)',
    z.array(scrollBoardSubmission),
    scrollBoardQuery,
    (caller, q) => service.scrollSubmissions(caller, q.cid, !!q.removeStar),
  );

  // ---- Exports ----------------------------------------------------------------------------------
  app.get(
    '/api/file/download-contest-rank',
    route('login', 'The contest board as an .xlsx sheet (contest admins)', null, {
      querystring: rankFileQuery,
    }),
    async (req, reply) => {
      const f = await exports.rankSheet(me(req), req.query, (k, p) => req.t(k, p));
      return sendAttachment(reply, XLSX_TYPE, f.name, Buffer.from(f.bytes));
    },
  );

  app.get(
    '/api/file/download-contest-ac-submission',
    route('login', 'The contest’s accepted code as a zip, by user or by problem (contest admins)', null, {
      querystring: acSubmissionFileQuery,
    }),
    async (req, reply) => {
      const f = await exports.acceptedZip(me(req), req.query);
      return sendAttachment(reply, 'application/zip', f.name, f.stream);
    },
  );
}
