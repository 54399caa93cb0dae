// Contests on the site, for participants (site.md §7 "Contest"; hoj-api-paths §4, §6, §7). HTTP
// only: parse, authorise (sign-in here; per-contest access in the service through access.ts and
// policies/contest.ts), call, present. The boards (get-contest-rank, the outside board) are in
// board/; the back office in manage-routes.ts.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { routeOptions, zodApp, readRoutes } from '../../lib/route.js';
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

  const read = readRoutes(app, route, currentUser);
  // Reads open to anonymous callers: the user when signed in, else null.
  const readAnyone = readRoutes(app, route, (req) => req.user);

  readAnyone(
    '/api/get-contest-list',
    'anon',
    'Contests of the main site (10 a page): scheduled, running, ended, newest start first; rule type, status and keyword filters',
    contestVOPage,
    contestPublicListQuery,
    (user, q) => service.list(user, q),
  );

  read(
    '/api/get-contest-info',
    'login',
    'A contest’s overview (ContestVO, with the server clock and the participant count)',
    contestVO,
    contestCidQuery,
    (user, q) => service.info(user, q.cid),
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

  read(
    '/api/get-contest-access',
    'login',
    'Has the caller registered for the contest (a registration the account rule no longer fits is removed)',
    contestAccessVO,
    contestCidQuery,
    (user, q) => service.access(user, q.cid),
  );

  readAnyone(
    '/api/get-contest-problem',
    'open',
    'The contest’s problems by display id, with AC/total counts (null without real-time permission)',
    z.array(contestProblemStatVO),
    contestProblemsQuery,
    (user, q) => service.problems(user, q.cid, q.containsEnd),
  );

  read(
    '/api/get-contest-problem-details',
    'login',
    'A contest problem’s page under its display id (source, author, difficulty hidden while running)',
    contestProblemDetailVO,
    contestProblemDetailsQuery,
    (user, q) => service.problemDetails(user, q.cid, q.displayId, q.containsEnd),
  );

  read(
    '/api/get-contest-announcement',
    'login',
    'The contest’s visible announcements, newest first (10 a page unless `limit` says)',
    contestAnnouncementPage,
    contestAnnouncementQuery,
    (user, q) => service.announcements(user, q),
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

  read(
    '/api/contest-submissions',
    'login',
    'The contest’s submissions (30 a page unless `limit` says) with its visibility rules: seal, hidden stats while running, before-start filter for admins',
    contestSubmissionPage,
    contestSubmissionsQuery,
    (user, q) => service.submissionList(user, q),
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
