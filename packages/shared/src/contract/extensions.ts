// Routes the server registers that are no call of HOJ's clients: each is listed here with the reason
// it exists, so that the contract tests can tell a deliberate extension from a route that lost its
// row (or was added without one).

export interface Extension {
  /** HTTP method, or '*' for every method of the path. */
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | '*';
  /** Exact path, or a prefix ending in `*` (e.g. `/api/judge/*`). */
  path: string;
  /** Why the product has it although HOJ's clients never call it. */
  reason: string;
}

export const EXTENSIONS: readonly Extension[] = [
  {
    method: 'GET',
    path: '/api/openapi.json',
    reason: 'The OpenAPI document generated from the zod schemas (DESIGN.md: one schema per body).',
  },
  {
    method: 'GET',
    path: '/api/docs*',
    reason: 'The interactive API documentation page (swagger-ui) over /api/openapi.json.',
  },
  {
    method: '*',
    path: '/api/judge/*',
    reason:
      "The judge worker protocol (claim, progress, finish, test results, heartbeats, test data): servers and workers talk over it; HOJ's judge servers use their own internal calls instead.",
  },
  {
    method: 'GET',
    path: '/api/health',
    reason: 'Liveness and readiness probe for operators and load balancers.',
  },
  {
    method: 'GET',
    path: '/api/admin/audit',
    reason:
      'The audit log of back-office actions (who, what, when, before and after) for its /manage/audit page (issue 24, Operations); super admin only.',
  },
  {
    method: 'GET',
    path: '/api/metrics',
    reason:
      'Prometheus metrics for operators (requests, judge queue, verdicts, judge heartbeats), behind METRICS_TOKEN.',
  },
  {
    method: 'GET',
    path: '/api/get-slide-captcha',
    reason: 'The slide puzzle captcha the spec adds for sign-in and submission throttling.',
  },
  {
    method: 'GET',
    path: '/api/submission-status-stream',
    reason: 'Server-sent events with submission verdicts, so the web client need not poll check-submissions-status.',
  },
  {
    method: 'GET',
    path: '/api/test-judge-stream',
    reason:
      "Server-sent events with one test run's result (the body of get-test-judge-result, read once), so the online test's answer is pushed instead of polled.",
  },
  {
    method: 'GET',
    path: '/api/contest-board-events',
    reason:
      'Server-sent events telling open scoreboards of a contest that it changed (no results; the client refetches the board through get-contest-rank), so a verdict shows within a second instead of at the next 30 s poll.',
  },
  {
    method: 'GET',
    path: '/api/contest-admin-events',
    reason:
      "Server-sent events for a contest's admins: `print`, `acInfo` or `clarification` when the print queue, the balloons or the clarifications changed (no content; the tabs refetch through their calls), so they show at once instead of at the next 10 s poll.",
  },
  {
    method: 'GET',
    path: '/api/contest-announcement-events',
    reason:
      'Server-sent events telling an open contest that announcements were published (ids only; the client fetches them through get-contest-not-read-announcement), so they show within a second instead of at the next 60 s poll.',
  },
  {
    method: 'GET',
    path: '/api/msg/stream',
    reason:
      "Server-sent events of the signed-in user's own messages: `unread` (the five counts, at once and whenever a comment, reply, like or notice arrives) and `announcement` (a site announcement was published), so the header badge rises at once instead of at the next 120 s poll.",
  },
  {
    method: 'GET',
    path: '/api/public/*',
    reason:
      'Serves stored avatars and markdown uploads by name (HOJ lets nginx serve its file folder under /api/public/).',
  },
  {
    method: 'POST',
    path: '/api/file/import-polygon-problem',
    reason:
      'Imports Codeforces Polygon full packages (root, answered like the other import calls); HOJ imports no Polygon packages.',
  },
  {
    method: 'GET',
    path: '/api/admin/mail/outbox',
    reason:
      'The mails the server wrote (the outbox when no SMTP server is configured), for root to read codes and check the e-mail settings.',
  },
  {
    method: 'GET',
    path: '/api/admin/languages',
    reason:
      "The local judge's languages with their versions for the back office's problem editor and languages view; HOJ's editor uses /api/languages.",
  },
  {
    method: 'GET',
    path: '/api/admin/tag/list',
    reason:
      "The back office's tag list (every tag of an OJ, for the editor and the tag manager, admins only); HOJ's pages read /api/get-all-problem-tags instead.",
  },
  {
    method: 'PUT',
    path: '/api/admin/config/home-carousel/order',
    reason:
      'Orders the home carousel images (issue 20: upload, order, delete); HOJ shows them in upload order and has no way to change it.',
  },
  {
    method: 'PUT',
    path: '/api/admin/config/judge-server',
    reason:
      "Switches a judge server on or off (issue 20: judge servers with an enabled toggle); HOJ's judge servers leave only when their process stops.",
  },
];

/** True when the path matches the extension's path (exact, or a prefix ending in `*`). */
export const extensionMatches = (e: Extension, method: string, path: string): boolean =>
  (e.method === '*' || e.method === method.toUpperCase()) &&
  (e.path.endsWith('*') ? path.startsWith(e.path.slice(0, -1)) : path === e.path);

/** The extension a registered route is, if any. */
export const extensionFor = (method: string, path: string): Extension | undefined =>
  EXTENSIONS.find((e) => extensionMatches(e, method, path));
