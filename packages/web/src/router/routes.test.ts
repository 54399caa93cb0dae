import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { Role, type Actor, type RoleId } from '@judge/shared';
import { routes } from './routes';
import type { RouteMeta } from './meta';
import en from '../i18n/en-US.json';
import zh from '../i18n/zh-CN.json';
import { mainMenu, MESSAGE_MENU, modeMenu, userMenu } from '../components/navbar/menus';
import { adminMenu } from '../layouts/adminMenu';
import { contestTabs } from '../pages/contest/ContestShell';
import { groupTabs } from '../pages/group/GroupShell';

interface Flat {
  path: string;
  meta: RouteMeta;
}

function flatten(rs: RouteObject[], base = '', inherited: RouteMeta = {}): Flat[] {
  return rs.flatMap((r) => {
    const path = r.index
      ? base || '/'
      : r.path === undefined
        ? base
        : r.path.startsWith('/')
          ? r.path
          : `${base.replace(/\/$/, '')}/${r.path}`;
    const h = (r.handle ?? {}) as RouteMeta;
    const meta = {
      ...inherited,
      ...h,
      requireAuth: inherited.requireAuth || h.requireAuth,
      requireAdmin: inherited.requireAdmin || h.requireAdmin,
    };
    const self = r.element && (r.index || r.path !== undefined) ? [{ path, meta }] : [];
    return [...self, ...(r.children ? flatten(r.children, path, meta) : [])];
  });
}

const all = flatten(routes);
const paths = new Set(all.map((r) => r.path));
// The deepest route of a path (an index route after its layout).
const meta = (p: string) => [...all].reverse().find((r) => r.path === p)?.meta;

/** The back-office screens only the super admin reaches (groups-accounts-admin.md §2). */
const ROOT_ONLY_MANAGE = [
  '/manage/user',
  '/manage/announcement',
  '/manage/notice',
  '/manage/conf',
  '/manage/switch',
];

// The full route tables of site.md §2 and groups-accounts-admin.md §2.
const SPEC_PATHS = [
  '/',
  '/login',
  '/home',
  '/problem',
  '/problem/:problemID',
  '/training',
  '/training/:trainingID',
  '/training/:trainingID/problems',
  '/training/:trainingID/problem/:problemID',
  '/training/:trainingID/rank',
  '/training/:trainingID/problem/:problemID/full-screen',
  '/contest',
  '/contest/acm-scoreboard/:contestID',
  '/contest/oi-scoreboard/:contestID',
  '/contest/:contestID',
  '/contest/:contestID/submissions',
  '/contest/:contestID/problem/:problemID/submission-detail/:submitID',
  '/contest/:contestID/problems',
  '/contest/:contestID/problem/:problemID',
  '/contest/:contestID/announcements',
  '/contest/:contestID/rank',
  '/contest/:contestID/ac-info',
  '/contest/:contestID/rejudge',
  '/contest/:contestID/comment',
  '/contest/:contestID/print',
  '/contest/:contestID/admin-print',
  '/contest/:contestID/scroll-board',
  '/contest/:contestID/problem/:problemID/full-screen',
  '/status',
  '/submission-detail/:submitID',
  '/acm-rank',
  '/oi-rank',
  '/reset-password',
  '/user-home',
  '/setting',
  '/logout',
  '/discussion',
  '/discussion/:problemID',
  '/discussion-detail/:discussionID',
  '/group',
  '/group/:groupID',
  '/group/:groupID/announcement',
  '/group/:groupID/problem',
  '/group/:groupID/problem/:problemID',
  '/group/:groupID/training',
  '/group/:groupID/training/:trainingID',
  '/group/:groupID/training/:trainingID/problems',
  '/group/:groupID/training/:trainingID/problem/:problemID',
  '/group/:groupID/training/:trainingID/rank',
  '/group/:groupID/contest',
  '/group/:groupID/status',
  '/group/:groupID/submission-detail/:submitID',
  '/group/:groupID/discussion',
  '/group/:groupID/discussion/:problemID',
  '/group/:groupID/discussion-detail/:discussionID',
  '/group/:groupID/member',
  '/group/:groupID/setting',
  '/group/:groupID/rank',
  '/group/:groupID/problem/:problemID/full-screen',
  '/group/:groupID/training/:trainingID/problem/:problemID/full-screen',
  '/introduction',
  '/developer',
  '/message/discuss',
  '/message/reply',
  '/message/like',
  '/message/sys',
  '/message/mine',
  '/announcement/:announcementID',
  '/*',
  '/manage/login',
  '/manage',
  '/manage/dashboard',
  ...ROOT_ONLY_MANAGE,
  '/manage/problems',
  '/manage/problem/create',
  '/manage/problem/edit/:problemId',
  '/manage/problem/tag',
  '/manage/group-problem/apply',
  '/manage/problem/batch-operation',
  '/manage/training',
  '/manage/training/create',
  '/manage/training/:trainingId/edit',
  '/manage/training/:trainingId/problems',
  '/manage/training/category',
  '/manage/contest',
  '/manage/contest/create',
  '/manage/contest/:contestId/edit',
  '/manage/contest/:contestId/announcement',
  '/manage/contest/:contestId/problems',
  '/manage/contest/:contestId/problem/create',
  '/manage/contest/:contestId/problem/:problemId/edit',
  '/manage/discussion',
];

const inBoth = (k: string) => k in en && k in zh;
const as = (role: RoleId): Actor => ({ uid: '1', username: 'u', role });

describe('route table', () => {
  it('registers every route of both specs', () => {
    expect(SPEC_PATHS.filter((p) => !paths.has(p))).toEqual([]);
  });
  it('gives every page a title that exists in both languages', () => {
    const missing = all.filter((r) => r.meta.title && !inBoth(r.meta.title)).map((r) => r.path);
    expect(missing).toEqual([]);
  });
  it('marks login, admin, super-admin and switch routes', () => {
    for (const p of [
      '/setting',
      '/message/sys',
      '/contest/:contestID/problems',
      '/training/:trainingID',
      '/group/:groupID/member',
    ])
      expect(meta(p)?.requireAuth, p).toBe(true);
    for (const p of [
      '/home',
      '/problem',
      '/contest/acm-scoreboard/:contestID',
      '/reset-password',
      '/user-home',
      '/introduction',
    ])
      expect(meta(p)?.requireAuth, p).toBeFalsy();
    expect(meta('/manage/problems')?.requireAdmin).toBe(true);
    for (const p of [...ROOT_ONLY_MANAGE, '/manage/audit', '/contest/:contestID/rejudge'])
      expect(meta(p)?.requireSuperAdmin, p).toBe(true);
    expect(meta('/discussion-detail/:discussionID')?.access).toBe('openPublicDiscussion');
    expect(meta('/group/:groupID/discussion')?.access).toBe('openGroupDiscussion');
    expect(meta('/contest/:contestID/comment')?.access).toBe('openContestComment');
  });
  it('hides the footer on problem details, focus mode and the login home', () => {
    for (const p of [
      '/',
      '/login',
      '/problem/:problemID',
      '/contest/:contestID/problem/:problemID/full-screen',
    ])
      expect(meta(p)?.hideFooter, p).toBe(true);
    expect(meta('/problem')?.hideFooter).toBeFalsy();
  });
  it('uses the focus navigation modes on full-screen routes', () => {
    expect(meta('/contest/:contestID/problem/:problemID/full-screen')?.navMode).toBe('contest');
    expect(meta('/training/:trainingID/problem/:problemID/full-screen')?.navMode).toBe('training');
    expect(meta('/group/:groupID/problem/:problemID/full-screen')?.navMode).toBe('group');
  });
});

describe('menu and tab labels exist in both languages', () => {
  it('covers every menu', () => {
    const labels = [
      ...mainMenu({ actor: as(Role.ROOT), openPublicDiscussion: true }).flatMap((i) => [
        i.label,
        ...(i.children ?? []).map((c) => c.label),
      ]),
      ...(['contest', 'training', 'group'] as const).flatMap((m) =>
        modeMenu(m, { contestID: '1', trainingID: '1', groupID: '1' }).map((i) => i.label),
      ),
      ...userMenu(as(Role.ROOT), 'x').flatMap((e) => (e === 'divider' ? [] : [e.label])),
      ...MESSAGE_MENU.map((m) => m.label),
      ...adminMenu(as(Role.ROOT)).flatMap((g) => [g.label, ...(g.children ?? []).map((c) => c.label)]),
      ...contestTabs({ openContestComment: true, actor: as(Role.ROOT) }).map((t) => t.label),
      ...groupTabs({ openGroupDiscussion: true, actor: as(Role.ROOT) }).map((t) => t.label),
    ];
    expect(labels.filter((l) => !inBoth(l))).toEqual([]);
  });
  it('admin side menu follows hoj-ui §4 by role', () => {
    const keys = (role: RoleId) =>
      adminMenu(as(role)).flatMap((g) => (g.children ? g.children.map((c) => c.key) : [g.key]));
    expect(keys(Role.ROOT)).toEqual([
      '/manage/dashboard',
      ...ROOT_ONLY_MANAGE,
      '/manage/audit',
      '/manage/problems',
      '/manage/problem/create',
      '/manage/problem/tag',
      '/manage/group-problem/apply',
      '/manage/problem/batch-operation',
      '/manage/training',
      '/manage/training/create',
      '/manage/training/category',
      '/manage/contest',
      '/manage/contest/create',
      '/manage/discussion',
    ]);
    const admin = keys(Role.ADMIN);
    expect(admin).not.toContain('/manage/user');
    expect(admin).not.toContain('/manage/audit');
    expect(admin).not.toContain('/manage/group-problem/apply');
    expect(keys(Role.PROBLEM_ADMIN)).toContain('/manage/problem/batch-operation');
    expect(keys(Role.PROBLEM_ADMIN)).not.toContain('/manage/user');
  });
});
