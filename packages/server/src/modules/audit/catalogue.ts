// The catalogue of back-office calls: for each one, either how it is audited (action name, resource
// type, where its resource id is) or that it only reads. The audit trail (trail.ts) records every
// back-office call that is not a read, catalogued or not (an uncatalogued one gets a name derived
// from its path); audit.test.ts enumerates the app's routes and fails on any back-office route
// missing here, so a new route is named here (or declared a read) before it can land.
//
// Group routes (/api/group/*) are not here: group owners and group admins are ordinary users
// managing their own group (spec: groups-accounts-admin.md §1), not the site's back office; the
// log is the operators' record of what the site's staff changed. The group call that is the back
// office's (a reviewer accepting a group problem into the public set) is /api/admin/... and is here.

/** Where a call's values are: its query, body and path parameters, and (after it) its answer's data. */
export interface CallParts {
  query: unknown;
  body: unknown;
  params: unknown;
  data?: unknown;
}

type IdOf = (c: CallParts) => unknown;

export interface AuditSpec {
  /** `<resource>.<verb>`: what the log and its filter show. */
  action: string;
  /** Resource type (a key of snapshots.ts for before/after, or a name only). */
  resource: string;
  /** The resource id(s) of the call; read before the handler, and from the answer (`data`) after it. */
  id?: IdOf;
  /** Keep the answer's data as `after` (e.g. an import's per-problem report), for types without a loader. */
  keepAnswer?: boolean;
  /** The request as logged, before redaction (e.g. to blank a password column of an import row). */
  request?: (c: CallParts) => unknown;
  /**
   * Moderation through a public route: recorded only when the caller holds a back-office role
   * (root, admin, problem admin); the same call by an author on their own post is no back-office action.
   */
  staffOnly?: boolean;
}

/** A read of the back office (no change), or a call kept out of the log, with why. */
export interface NotAudited {
  skip: string;
}

export type CatalogueEntry = AuditSpec | NotAudited;

const READ = { skip: 'read' } as const;

/** Value at a dotted path (`body.problem.id`) of the call's parts. */
export const at =
  (path: string): IdOf =>
  (c) =>
    path
      .split('.')
      .reduce<unknown>(
        (v, k) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[k] : undefined),
        c,
      );

/** The usual entry: an action on a resource whose id is at a dotted path of the call. */
const on = (action: string, resource: string, idPath?: string): AuditSpec => ({
  action,
  resource,
  ...(idPath ? { id: at(idPath) } : {}),
});

/** A problem import: its per-problem report kept as `after` (the problems it made or overwrote). */
const imported = (format: string): AuditSpec => ({
  ...on(`problem.import.${format}`, 'problem'),
  keepAnswer: true,
});

/** A link row's id `a:b` from two places (contest_problem cid:pid, training_problem tid:pid). */
const pair =
  (a: string, b: string): IdOf =>
  (c) => {
    const x = at(a)(c);
    const y = at(b)(c);
    return x == null || y == null ? undefined : `${x}:${y}`;
  };
const constant =
  (v: string): IdOf =>
  () =>
    v;

/** The password column (second) of each imported account row blanked before redaction. */
const importRows = (c: CallParts) => {
  const body = c.body as { users?: unknown[] } | undefined;
  if (!body || !Array.isArray(body.users)) return { query: c.query, body };
  return {
    query: c.query,
    body: {
      ...body,
      users: body.users.map((r) =>
        Array.isArray(r) ? r.map((x, i) => (i === 1 && x ? '[redacted]' : x)) : r,
      ),
    },
  };
};

const crud = (resource: string, action = resource) => ({
  create: on(`${action}.create`, resource, 'data.id'),
  update: on(`${action}.update`, resource, 'body.id'),
});

/** Keys are `METHOD path` as registered. */
export const CATALOGUE: Readonly<Record<string, CatalogueEntry>> = {
  // ---- site configuration, carousel, judge servers, mail (root) ----
  'GET /api/admin/config/get-web-config': READ,
  'PUT /api/admin/config/set-web-config': {
    action: 'config.web.update',
    resource: 'site_config',
    id: constant('web'),
  },
  'GET /api/admin/config/get-email-config': READ,
  'PUT /api/admin/config/set-email-config': {
    action: 'config.email.update',
    resource: 'site_config',
    id: constant('email'),
  },
  'POST /api/admin/config/test-email': on('config.email.test', 'mail', 'body.email'),
  'GET /api/admin/switch/info': READ,
  'PUT /api/admin/switch/update': {
    action: 'config.switch.update',
    resource: 'site_config',
    id: constant('switch'),
  },
  'GET /api/admin/config/get-service-info': READ,
  'GET /api/admin/config/get-db-and-redis-config': READ,
  'PUT /api/admin/config/set-db-and-redis-config': on('config.db-redis.update', 'site_config'),
  'DELETE /api/admin/config/home-carousel': on('carousel.delete', 'carousel', 'query.id'),
  'PUT /api/admin/config/home-carousel/order': on('carousel.reorder', 'carousel', 'body.ids'),
  'POST /api/file/upload-carouse-img': on('carousel.create', 'carousel', 'data.id'),
  'GET /api/admin/config/get-judge-service-info': READ,
  'PUT /api/admin/config/judge-server': on('judge-server.switch', 'judge_server', 'body.name'),
  'GET /api/admin/mail/outbox': READ,
  // ---- session, dashboard ----
  'GET /api/admin/logout': READ,
  'GET /api/admin/dashboard/get-dashboard-info': READ,
  'POST /api/admin/dashboard/get-sessions': {
    skip: 'a read that HOJ makes a POST (the caller’s own sessions)',
  },
  // ---- problems, languages, tags, transfer ----
  'GET /api/admin/problem/get-problem-list': READ,
  'GET /api/admin/problem': READ,
  'GET /api/admin/problem/get-problem-cases': READ,
  'GET /api/admin/languages': READ,
  'POST /api/admin/problem': crud('problem').create,
  'PUT /api/admin/problem': on('problem.update', 'problem', 'body.problem.id'),
  'DELETE /api/admin/problem': on('problem.delete', 'problem', 'query.pid'),
  'PUT /api/admin/problem/change-problem-auth': on('problem.auth', 'problem', 'body.id'),
  'POST /api/admin/problem/compile-spj': on('problem.compile-spj', 'problem', 'body.pid'),
  'POST /api/admin/problem/compile-interactive': on('problem.compile-interactive', 'problem', 'body.pid'),
  'GET /api/admin/problem/import-remote-oj-problem': on('problem.import-remote', 'problem'),
  'GET /api/admin/tag/list': READ,
  'POST /api/admin/tag': crud('tag').create,
  'PUT /api/admin/tag': crud('tag').update,
  'DELETE /api/admin/tag': on('tag.delete', 'tag', 'query.tid'),
  'GET /api/admin/tag/classification': READ,
  'POST /api/admin/tag/classification': crud('tag_classification', 'tag.classification').create,
  'PUT /api/admin/tag/classification': crud('tag_classification', 'tag.classification').update,
  'DELETE /api/admin/tag/classification': on('tag.classification.delete', 'tag_classification', 'query.tcid'),
  'GET /api/file/export-problem': READ,
  'POST /api/file/import-problem': imported('hoj'),
  'POST /api/file/import-qdoj-problem': imported('qduoj'),
  'POST /api/file/import-fps-problem': imported('fps'),
  'POST /api/file/import-hydro-problem': imported('hydro'),
  'POST /api/file/import-polygon-problem': imported('polygon'),
  'GET /api/admin/group-problem/list': READ,
  'PUT /api/admin/group-problem/change-progress': on(
    'problem.public-application.review',
    'problem',
    'body.pid',
  ),
  // ---- submissions (HOJ's verdict calls are GETs that change the submission) ----
  'GET /api/admin/judge/rejudge': on('submission.rejudge', 'submission', 'query.submitId'),
  'GET /api/admin/judge/rejudge-contest-problem': {
    action: 'contest.problem.rejudge',
    resource: 'contest_problem',
    id: pair('query.cid', 'query.pid'),
  },
  'GET /api/admin/judge/cancel-judge': on('submission.cancel', 'submission', 'query.submitId'),
  'GET /api/admin/judge/manual-judge': on('submission.manual-judge', 'submission', 'query.submitId'),
  // ---- system notices ----
  'GET /api/admin/msg/notice': READ,
  'POST /api/admin/msg/notice': on('notice.create', 'notice'),
  'PUT /api/admin/msg/notice': crud('notice').update,
  'DELETE /api/admin/msg/notice': on('notice.delete', 'notice', 'query.id'),
  // ---- contests ----
  'GET /api/admin/contest/get-contest-list': READ,
  'GET /api/admin/contest': READ,
  'POST /api/admin/contest': on('contest.create', 'contest'),
  'PUT /api/admin/contest': crud('contest').update,
  'DELETE /api/admin/contest': on('contest.delete', 'contest', 'query.cid'),
  'GET /api/admin/contest/clone': on('contest.clone', 'contest', 'query.cid'),
  'PUT /api/admin/contest/change-contest-visible': on('contest.visibility', 'contest', 'query.cid'),
  'GET /api/admin/contest/get-problem-list': READ,
  'GET /api/admin/contest/problem': READ,
  'POST /api/admin/contest/problem': on('contest.problem.create', 'problem', 'data.pid'),
  'PUT /api/admin/contest/problem': on('contest.problem.update', 'problem', 'body.problem.id'),
  'DELETE /api/admin/contest/problem': on('contest.problem.remove', 'problem', 'query.pid'),
  'GET /api/admin/contest/contest-problem': READ,
  'PUT /api/admin/contest/contest-problem': {
    action: 'contest.problem.set',
    resource: 'contest_problem',
    id: pair('body.cid', 'body.pid'),
  },
  'POST /api/admin/contest/add-problem-from-public': {
    action: 'contest.problem.add',
    resource: 'contest_problem',
    id: pair('body.cid', 'body.pid'),
  },
  'GET /api/admin/contest/import-remote-oj-problem': on(
    'contest.problem.import-remote',
    'contest',
    'query.cid',
  ),
  'GET /api/admin/contest/announcement': READ,
  'POST /api/admin/contest/announcement': on('contest.announcement.create', 'announcement'),
  'PUT /api/admin/contest/announcement': on(
    'contest.announcement.update',
    'announcement',
    'body.announcement.id',
  ),
  'DELETE /api/admin/contest/announcement': on('contest.announcement.delete', 'announcement', 'query.aid'),
  // ---- trainings ----
  'GET /api/admin/training/get-training-list': READ,
  'GET /api/admin/training': READ,
  'POST /api/admin/training': on('training.create', 'training'),
  'PUT /api/admin/training': on('training.update', 'training', 'body.training.id'),
  'DELETE /api/admin/training': on('training.delete', 'training', 'query.tid'),
  'PUT /api/admin/training/change-training-status': on('training.status', 'training', 'query.tid'),
  'GET /api/admin/training/get-problem-list': READ,
  'PUT /api/admin/training/problem': {
    action: 'training.problem.update',
    resource: 'training_problem',
    id: pair('body.tid', 'body.pid'),
  },
  'DELETE /api/admin/training/problem': {
    action: 'training.problem.remove',
    resource: 'training_problem',
    id: pair('query.tid', 'query.pid'),
  },
  'POST /api/admin/training/add-problem-from-public': {
    action: 'training.problem.add',
    resource: 'training_problem',
    id: pair('body.tid', 'body.pid'),
  },
  'GET /api/admin/training/import-remote-oj-problem': on(
    'training.problem.import-remote',
    'training',
    'query.tid',
  ),
  'POST /api/admin/training/category': crud('training_category', 'training.category').create,
  'PUT /api/admin/training/category': crud('training_category', 'training.category').update,
  'DELETE /api/admin/training/category': on('training.category.delete', 'training_category', 'query.cid'),
  // ---- users ----
  'GET /api/admin/user/get-user-list': READ,
  'PUT /api/admin/user/edit-user': on('user.update', 'user', 'body.uid'),
  'DELETE /api/admin/user/delete-user': on('user.delete', 'user', 'body.ids'),
  'POST /api/admin/user/insert-batch-user': { action: 'user.import', resource: 'user', request: importRows },
  'POST /api/admin/user/generate-user': on('user.generate', 'user'),
  'GET /api/file/generate-user-excel': READ,
  // ---- site announcements ----
  'GET /api/admin/announcement': READ,
  'POST /api/admin/announcement': on('announcement.create', 'announcement'),
  'PUT /api/admin/announcement': crud('announcement').update,
  'DELETE /api/admin/announcement': on('announcement.delete', 'announcement', 'query.aid'),
  // ---- discussions: the back office's calls, and moderation through the public ones ----
  'POST /api/discussion-category': {
    action: 'discussion.category.update',
    resource: 'discussion_category',
    id: constant('all'),
  },
  'PUT /api/admin/discussion': on('discussion.moderate', 'discussion', 'body.id'),
  'DELETE /api/admin/discussion': on('discussion.delete', 'discussion', 'body'),
  'GET /api/admin/discussion-report': READ,
  'PUT /api/admin/discussion-report': on('discussion.report.update', 'discussion_report', 'body.id'),
  'PUT /api/discussion': {
    action: 'discussion.update',
    resource: 'discussion',
    id: at('body.id'),
    staffOnly: true,
  },
  'DELETE /api/discussion': {
    action: 'discussion.delete',
    resource: 'discussion',
    id: at('query.did'),
    staffOnly: true,
  },
  'DELETE /api/comment': {
    action: 'comment.delete',
    resource: 'comment',
    id: at('body.id'),
    staffOnly: true,
  },
  'DELETE /api/reply': {
    action: 'reply.delete',
    resource: 'reply',
    id: at('body.reply.id'),
    staffOnly: true,
  },
  // ---- the audit log itself ----
  'GET /api/admin/audit': READ,
};

export const isAudited = (e: CatalogueEntry | undefined): e is AuditSpec => !!e && !('skip' in e);

/** The name an uncatalogued back-office call gets: `admin.<path after /api/admin/ or /api/>.<verb>`. */
export function derivedSpec(method: string, url: string): AuditSpec {
  const verb =
    { POST: 'create', PUT: 'update', DELETE: 'delete', PATCH: 'update' }[method] ?? method.toLowerCase();
  const path = url.replace(/^\/api\/(admin\/)?/, '').replace(/[/:]+/g, '.');
  return { action: `${path}.${verb}`, resource: path.split('.')[0] || 'unknown' };
}
