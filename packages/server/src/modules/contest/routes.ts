// Contests on the site, for participants (site.md §7 "Contest"; hoj-api-paths §4, §6, §7). HTTP
// only: parse, authorise (sign-in here; per-contest access in the service through access.ts and
// policies/contest.ts), call, present. The boards (get-contest-rank, the outside board) are in
// board/; the back office in manage-routes.ts.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp } from '../../lib/route.js';
import { ok, okAfter } from '../../lib/envelope.js';
import { currentUser } from '../../lib/auth/index.js';
import {
  announcementEntity,
  contestAccessVO,
  contestAnnouncementPage,
  contestAnnouncementQuery,
  contestCidQuery,
  contestProblemDetailVO,
  contestProblemDetailsQuery,
  contestProblemStatVO,
  contestProblemsQuery,
  contestPublicListQuery,
  contestSubmissionPage,
  contestSubmissionStatusMap,
  contestSubmissionsQuery,
  contestSubmissionsStatusBody,
  contestVO,
  contestVOPage,
  notReadAnnouncementBody,
  registerContestBody,
} from '@judge/shared/schemas/contest-public';
import { contestService } from './service.js';
import { contestAnnouncementRoutes } from './announcement-routes.js';

export async function contestRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const service = contestService(fastify.ctx);
  const route = routeOptions(['contest']);
  // The push stream of new announcements (its own watcher and lifetime).
  await fastify.register(contestAnnouncementRoutes);

  app.get(
    '/api/get-contest-list',
    route(
      'anon',
      'Contests of the main site (10 a page): scheduled, running, ended, newest start first; rule type, status and keyword filters',
      contestVOPage,
      { querystring: contestPublicListQuery },
    ),
    async (req) => ok(await service.list(req.user, req.query)),
  );

  app.get(
    '/api/get-contest-info',
    route(
      'login',
      'A contest’s overview (ContestVO, with the server clock and the participant count)',
      contestVO,
      {
        querystring: contestCidQuery,
      },
    ),
    async (req) => ok(await service.info(currentUser(req), req.query.cid)),
  );

  app.post(
    '/api/register-contest',
    route(
      'login',
      'Register for a private or protected contest with its password (entry profile complete, account rule, once)',
      z.null(),
      { body: registerContestBody },
    ),
    async (req) =>
      okAfter(
        req,
        'Register_Contest_Successfully',
        service.register(currentUser(req), req.body.cid, req.body.password),
      ),
  );

  app.get(
    '/api/get-contest-access',
    route(
      'login',
      'Has the caller registered for the contest (a registration the account rule no longer fits is removed)',
      contestAccessVO,
      {
        querystring: contestCidQuery,
      },
    ),
    async (req) => ok(await service.access(currentUser(req), req.query.cid)),
  );

  app.get(
    '/api/get-contest-problem',
    route(
      'open',
      'The contest’s problems by display id, with AC/total counts (null without real-time permission)',
      z.array(contestProblemStatVO),
      { querystring: contestProblemsQuery },
    ),
    async (req) => ok(await service.problems(req.user, req.query.cid, req.query.containsEnd)),
  );

  app.get(
    '/api/get-contest-problem-details',
    route(
      'login',
      'A contest problem’s page under its display id (source, author, difficulty hidden while running)',
      contestProblemDetailVO,
      { querystring: contestProblemDetailsQuery },
    ),
    async (req) =>
      ok(
        await service.problemDetails(
          currentUser(req),
          req.query.cid,
          req.query.displayId,
          req.query.containsEnd,
        ),
      ),
  );

  app.get(
    '/api/get-contest-announcement',
    route('login', 'The contest’s visible announcements, newest first (5 a page)', contestAnnouncementPage, {
      querystring: contestAnnouncementQuery,
    }),
    async (req) => ok(await service.announcements(currentUser(req), req.query)),
  );

  app.post(
    '/api/get-contest-not-read-announcement',
    route(
      'login',
      'The contest’s visible announcements whose ids the client has not listed as read',
      z.array(announcementEntity),
      { body: notReadAnnouncementBody },
    ),
    async (req) =>
      ok(
        await service.notReadAnnouncements(
          currentUser(req),
          req.body.cid,
          req.body.readAnnouncementList ?? [],
        ),
      ),
  );

  app.get(
    '/api/contest-submissions',
    route(
      'login',
      'The contest’s submissions (15 a page) with its visibility rules: seal, hidden stats while running, before-start filter for admins',
      contestSubmissionPage,
      { querystring: contestSubmissionsQuery },
    ),
    async (req) => ok(await service.submissionList(currentUser(req), req.query)),
  );

  app.post(
    '/api/check-contest-submissions-status',
    route(
      'login',
      'Current state of some of the contest’s submissions, keyed by submitId (no code, no error text)',
      contestSubmissionStatusMap,
      { body: contestSubmissionsStatusBody },
    ),
    async (req) => ok(await service.submissionStatus(currentUser(req), req.body.cid, req.body.submitIds)),
  );
}
