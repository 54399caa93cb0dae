import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import MainLayout from '../layouts/MainLayout';
import Root from './Root';
import PageLoading from '../components/PageLoading';
import type { AccessSwitch, RouteMeta } from './meta';

type Lazy = LazyExoticComponent<ComponentType>;
const el = (C: Lazy) => (
  <Suspense fallback={<PageLoading />}>
    <C />
  </Suspense>
);

// Route-level code splitting: every page is its own chunk.
const FeaturePage = lazy(() => import('../components/FeaturePage'));
const LoginHome = lazy(() => import('../pages/account/LoginHome'));
const Home = lazy(() => import('../pages/home/Home'));
const NotFound = lazy(() => import('../pages/NotFound'));
const Introduction = lazy(() => import('../pages/about/Introduction'));
const Developer = lazy(() => import('../pages/about/Developer'));
const Logout = lazy(() => import('../pages/account/Logout'));
const ResetPassword = lazy(() => import('../pages/account/ResetPassword'));
const Setting = lazy(() => import('../pages/account/Setting'));
const UserHome = lazy(() => import('../pages/account/UserHome'));
const ContestShell = lazy(() => import('../pages/contest/ContestShell'));
const TrainingShell = lazy(() => import('../pages/training/TrainingShell'));
const GroupShell = lazy(() => import('../pages/group/GroupShell'));
const MessageShell = lazy(() => import('../pages/message/MessageShell'));
const AdminLayout = lazy(() => import('../layouts/AdminLayout'));
const ManageLogin = lazy(() => import('../pages/admin/ManageLogin'));
const AdminDashboard = lazy(() => import('../pages/admin/Dashboard'));
const AdminProblemList = lazy(() => import('../pages/admin/problem/ProblemList'));
const AdminProblemEdit = lazy(() => import('../pages/admin/problem/ProblemEdit'));
const AdminTag = lazy(() => import('../pages/admin/tag/TagAdmin'));
const AdminLanguages = lazy(() => import('../pages/admin/language/LanguageList'));
const AdminImportExport = lazy(() => import('../pages/admin/problem/ImportExport'));
const ProblemList = lazy(() => import('../pages/problem/ProblemList'));
const ProblemDetail = lazy(() => import('../pages/problem/ProblemDetail'));
const CompilerHelp = lazy(() => import('../pages/problem/CompilerHelp'));
const SubmissionList = lazy(() => import('../pages/submission/SubmissionList'));
const SubmissionDetail = lazy(() => import('../pages/submission/SubmissionDetail'));

/** A page of a later feature: its title and an empty state (layout, navigation and guard are real). */
const feature = (
  path: string,
  title: string,
  meta: Omit<RouteMeta, 'title'> = {},
  index = false,
): RouteObject =>
  index
    ? { index: true, element: el(FeaturePage), handle: { title, ...meta } satisfies RouteMeta }
    : { path, element: el(FeaturePage), handle: { title, ...meta } satisfies RouteMeta };

/** A built page at `path` with its route facts. */
const page = (path: string, C: Lazy, meta: RouteMeta): RouteObject => ({
  path,
  element: el(C),
  handle: meta,
});

const full: RouteMeta = { hideFooter: true };

/** Children of a training (site and group): introduction, problems, a problem, record list. */
const trainingChildren = (): RouteObject[] => [
  feature('', 'Training_Introduction', {}, true),
  feature('problems', 'Problem_List'),
  feature('problem/:problemID', 'Problem_Details', full),
  feature('rank', 'Record_List'),
];

/** Discussion list, problem discussion and detail, behind the site's or the group's switch. */
const discussionRoutes = (access: AccessSwitch): RouteObject[] => [
  feature('discussion', 'NavBar_Discussion', { access }),
  feature('discussion/:problemID', 'NavBar_Discussion', { access }),
  feature('discussion-detail/:discussionID', 'Discussion_Details', { access }),
];

/** Site routes (site.md §2, groups-accounts-admin.md §2 "Full route table"). */
export const siteRoutes: RouteObject[] = [
  {
    index: true,
    element: el(LoginHome),
    handle: { title: 'Dialog_Login', hideFooter: true } satisfies RouteMeta,
  },
  page('login', LoginHome, { title: 'Dialog_Login', hideFooter: true }),
  page('home', Home, { title: 'NavBar_Home', requireAuth: true }),

  page('problem', ProblemList, { title: 'Problem_List' }),
  page('problem/:problemID', ProblemDetail, { title: 'Problem_Details', ...full }),
  page('compiler', CompilerHelp, { title: 'Compiler_Help' }),

  feature('training', 'Training_List'),
  feature('training/:trainingID/problem/:problemID/full-screen', 'Problem_Details', {
    ...full,
    navMode: 'training',
    requireAuth: true,
  }),
  {
    path: 'training/:trainingID',
    element: el(TrainingShell),
    handle: { title: 'Training_Details', requireAuth: true } satisfies RouteMeta,
    children: trainingChildren(),
  },

  feature('contest', 'Contest_List'),
  feature('contest/acm-scoreboard/:contestID', 'ACM_Contest_Rank'),
  feature('contest/oi-scoreboard/:contestID', 'OI_Contest_Rank'),
  feature('contest/:contestID/problem/:problemID/full-screen', 'Problem_Details', {
    ...full,
    navMode: 'contest',
    requireAuth: true,
  }),
  {
    path: 'contest/:contestID',
    element: el(ContestShell),
    handle: { title: 'Contest_Details', requireAuth: true } satisfies RouteMeta,
    children: [
      feature('', 'Overview', {}, true),
      feature('submissions', 'Contest_Submission'),
      feature('problem/:problemID/submission-detail/:submitID', 'Submission_Details'),
      feature('problems', 'Contest_Problem_List'),
      feature('problem/:problemID', 'Problem_Details', full),
      feature('announcements', 'Contest_Announcement'),
      feature('rank', 'NavBar_Contest_Rank'),
      feature('ac-info', 'AC_Info'),
      feature('rejudge', 'Contest_Rejudge', { requireSuperAdmin: true }),
      feature('comment', 'Contest_Comment', { access: 'openContestComment' }),
      feature('print', 'Print'),
      feature('admin-print', 'Admin_Print'),
      feature('scroll-board', 'Scroll_Board'),
    ],
  },

  page('status', SubmissionList, { title: 'NavBar_Status' }),
  page('submission-detail/:submitID', SubmissionDetail, { title: 'Submission_Details' }),
  feature('acm-rank', 'NavBar_ACM_Rank'),
  feature('oi-rank', 'NavBar_OI_Rank'),

  page('reset-password', ResetPassword, { title: 'Dialog_Reset_Password' }),
  page('user-home', UserHome, { title: 'NavBar_UserHome' }),
  page('setting', Setting, { title: 'NavBar_Setting', requireAuth: true }),
  page('logout', Logout, { title: 'NavBar_Logout' }),

  ...discussionRoutes('openPublicDiscussion'),

  feature('group', 'Group_List'),
  feature('group/:groupID/problem/:problemID/full-screen', 'Problem_Details', {
    ...full,
    navMode: 'group',
    requireAuth: true,
  }),
  feature('group/:groupID/training/:trainingID/problem/:problemID/full-screen', 'Problem_Details', {
    ...full,
    navMode: 'training',
    requireAuth: true,
  }),
  {
    path: 'group/:groupID',
    element: el(GroupShell),
    handle: { title: 'Group_Details', requireAuth: true } satisfies RouteMeta,
    children: [
      feature('', 'Group_Home', {}, true),
      feature('announcement', 'Group_Announcement'),
      feature('problem', 'Problem_List'),
      feature('problem/:problemID', 'Problem_Details', { ...full, fullWidth: true }),
      feature('training', 'Training_List'),
      {
        path: 'training/:trainingID',
        element: el(TrainingShell),
        handle: { title: 'Training_Details', fullWidth: true } satisfies RouteMeta,
        children: trainingChildren(),
      },
      feature('contest', 'Contest_List'),
      feature('status', 'NavBar_Status', { fullWidth: true }),
      feature('submission-detail/:submitID', 'Submission_Details', { fullWidth: true }),
      ...discussionRoutes('openGroupDiscussion'),
      feature('member', 'Group_Member'),
      feature('setting', 'Group_Setting'),
      feature('rank', 'Group_Rank'),
    ],
  },

  page('introduction', Introduction, { title: 'NavBar_Introduction' }),
  page('developer', Developer, { title: 'NavBar_Developer' }),

  {
    path: 'message',
    element: el(MessageShell),
    handle: { title: 'Message_Center', requireAuth: true } satisfies RouteMeta,
    children: [
      { index: true, element: <Navigate to="discuss" replace /> },
      feature('discuss', 'DiscussMsg'),
      feature('reply', 'ReplyMsg'),
      feature('like', 'LikeMsg'),
      feature('sys', 'SysMsg'),
      feature('mine', 'MineMsg'),
    ],
  },

  feature('announcement/:announcementID', 'Announcement'),

  page('*', NotFound, { title: 'Page_Not_Found_Title' }),
];

const admin = (path: string, title: string, meta: Omit<RouteMeta, 'title'> = {}) =>
  feature(path, title, meta);
const root: Omit<RouteMeta, 'title'> = { requireSuperAdmin: true };

/** Admin area (groups-accounts-admin.md §2 "Admin area"; menu in hoj-ui §4 with /manage for /admin). */
export const manageRoutes: RouteObject[] = [
  { index: true, element: el(AdminDashboard), handle: { title: 'Dashboard' } satisfies RouteMeta },
  page('dashboard', AdminDashboard, { title: 'Dashboard' }),
  admin('user', 'User_Admin', root),
  admin('announcement', 'Announcement_Admin', root),
  admin('notice', 'SysNotice', root),
  admin('conf', 'System_Config', root),
  admin('switch', 'System_Switch', root),
  page('problems', AdminProblemList, { title: 'Problem_List' }),
  page('problem/create', AdminProblemEdit, { title: 'Create_Problem' }),
  page('problem/edit/:problemId', AdminProblemEdit, { title: 'Edit_Problem' }),
  page('problem/tag', AdminTag, { title: 'Admin_Tag' }),
  page('problem/language', AdminLanguages, { title: 'Language_List' }),
  admin('group-problem/apply', 'Admin_Group_Apply_Problem'),
  page('problem/batch-operation', AdminImportExport, { title: 'Export_Import_Problem' }),
  admin('training', 'Training_List'),
  admin('training/create', 'Create_Training'),
  admin('training/:trainingId/edit', 'Edit_Training'),
  admin('training/:trainingId/problems', 'Training_Problem_List'),
  admin('training/category', 'Admin_Category'),
  admin('contest', 'Contest_List'),
  admin('contest/create', 'Create_Contest'),
  admin('contest/:contestId/edit', 'Edit_Contest'),
  admin('contest/:contestId/announcement', 'Contest_Announcement'),
  admin('contest/:contestId/problems', 'Contest_Problem_List'),
  admin('contest/:contestId/problem/create', 'Create_Problem'),
  admin('contest/:contestId/problem/:problemId/edit', 'Edit_Problem'),
  admin('discussion', 'Discussion_Admin'),
  { path: '*', element: <Navigate to="/manage/login" replace /> },
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      page('/manage/login', ManageLogin, { title: 'Admin_Login' }),
      {
        path: '/manage',
        element: el(AdminLayout),
        handle: { requireAdmin: true } satisfies RouteMeta,
        children: manageRoutes,
      },
      // Old habit from HOJ: /admin/* goes to the admin login.
      { path: '/admin/*', element: <Navigate to="/manage/login" replace /> },
      { path: '/admin', element: <Navigate to="/manage/login" replace /> },
      { path: '/', element: <MainLayout />, children: siteRoutes },
    ],
  },
];
