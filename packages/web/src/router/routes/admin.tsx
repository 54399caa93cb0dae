// Admin area (groups-accounts-admin.md §2 "Admin area"; menu in hoj-ui §4 with /manage for /admin).
import { Navigate, type RouteObject } from 'react-router';
import type { RouteMeta } from '../meta';
import { el, feature, lazyPage, page } from './helpers';

const AdminLayout = lazyPage(() => import('../../layouts/AdminLayout'));
const ManageLogin = lazyPage(() => import('../../pages/admin/ManageLogin'));
const AdminDashboard = lazyPage(() => import('../../pages/admin/Dashboard'));
const AdminProblemList = lazyPage(() => import('../../pages/admin/problem/ProblemList'));
const AdminProblemEdit = lazyPage(() => import('../../pages/admin/problem/ProblemEdit'));
const AdminTag = lazyPage(() => import('../../pages/admin/tag/TagAdmin'));
const AdminLanguages = lazyPage(() => import('../../pages/admin/language/LanguageList'));
const AdminImportExport = lazyPage(() => import('../../pages/admin/problem/ImportExport'));
const AdminGroupProblemApply = lazyPage(() => import('../../pages/admin/problem/GroupProblemApply'));
const AdminContestList = lazyPage(() => import('../../pages/admin/contest/ContestList'));
const AdminContestEdit = lazyPage(() => import('../../pages/admin/contest/ContestEdit'));
const AdminContestProblems = lazyPage(() => import('../../pages/admin/contest/ContestProblems'));
const AdminContestAnnouncements = lazyPage(() => import('../../pages/admin/contest/ContestAnnouncements'));
const AdminTrainingList = lazyPage(() => import('../../pages/admin/training/TrainingList'));
const AdminTrainingEdit = lazyPage(() => import('../../pages/admin/training/TrainingEdit'));
const AdminTrainingProblems = lazyPage(() => import('../../pages/admin/training/TrainingProblems'));
const AdminTrainingCategory = lazyPage(() => import('../../pages/admin/training/CategoryAdmin'));
const AdminAnnouncement = lazyPage(() => import('../../pages/admin/announcement/AnnouncementAdmin'));
const AdminNotice = lazyPage(() => import('../../pages/admin/notice/NoticeAdmin'));
const AdminUser = lazyPage(() => import('../../pages/admin/user/UserAdmin'));
const AdminSystemConfig = lazyPage(() => import('../../pages/admin/conf/SystemConfig'));
const AdminSystemSwitch = lazyPage(() => import('../../pages/admin/switch/SystemSwitch'));
const AdminDiscussion = lazyPage(() => import('../../pages/admin/discussion/DiscussionAdmin'));
const AdminAudit = lazyPage(() => import('../../pages/admin/audit/AuditLog'));

const root: Omit<RouteMeta, 'title'> = { requireSuperAdmin: true };
const toLogin = <Navigate to="/manage/login" replace />;

export const manageRoutes: RouteObject[] = [
  { index: true, element: el(AdminDashboard), handle: { title: 'Dashboard' } satisfies RouteMeta },
  page('dashboard', AdminDashboard, { title: 'Dashboard' }),
  page('user', AdminUser, { title: 'User_Admin', ...root }),
  page('announcement', AdminAnnouncement, { title: 'Announcement_Admin', ...root }),
  page('notice', AdminNotice, { title: 'SysNotice', ...root }),
  page('conf', AdminSystemConfig, { title: 'System_Config', ...root }),
  page('switch', AdminSystemSwitch, { title: 'System_Switch', ...root }),
  page('audit', AdminAudit, { title: 'Audit_Log', ...root }),
  page('problems', AdminProblemList, { title: 'Problem_List' }),
  page('problem/create', AdminProblemEdit, { title: 'Create_Problem' }),
  page('problem/edit/:problemId', AdminProblemEdit, { title: 'Edit_Problem' }),
  page('problem/tag', AdminTag, { title: 'Admin_Tag' }),
  page('problem/language', AdminLanguages, { title: 'Language_List' }),
  page('group-problem/apply', AdminGroupProblemApply, { title: 'Admin_Group_Apply_Problem' }),
  page('problem/batch-operation', AdminImportExport, { title: 'Export_Import_Problem' }),
  page('training', AdminTrainingList, { title: 'Training_List' }),
  page('training/create', AdminTrainingEdit, { title: 'Create_Training' }),
  page('training/:trainingId/edit', AdminTrainingEdit, { title: 'Edit_Training' }),
  page('training/:trainingId/problems', AdminTrainingProblems, { title: 'Training_Problem_List' }),
  page('training/category', AdminTrainingCategory, { title: 'Admin_Category' }),
  page('contest', AdminContestList, { title: 'Contest_List' }),
  page('contest/create', AdminContestEdit, { title: 'Create_Contest' }),
  page('contest/:contestId/edit', AdminContestEdit, { title: 'Edit_Contest' }),
  page('contest/:contestId/announcement', AdminContestAnnouncements, { title: 'Contest_Announcement' }),
  page('contest/:contestId/problems', AdminContestProblems, { title: 'Contest_Problem_List' }),
  feature('contest/:contestId/problem/create', 'Create_Problem'),
  // A contest problem is edited in the problem editor (same ProblemDTO, same rules).
  page('contest/:contestId/problem/:problemId/edit', AdminProblemEdit, { title: 'Edit_Problem' }),
  page('discussion', AdminDiscussion, { title: 'Discussion_Admin' }),
  { path: '*', element: toLogin },
];

/** Top-level routes of the admin area: its login, the guarded layout, and HOJ's old /admin paths. */
export const adminRoutes: RouteObject[] = [
  page('/manage/login', ManageLogin, { title: 'Admin_Login' }),
  {
    path: '/manage',
    element: el(AdminLayout),
    handle: { requireAdmin: true } satisfies RouteMeta,
    children: manageRoutes,
  },
  // Old habit from HOJ: /admin/* goes to the admin login.
  { path: '/admin/*', element: toLogin },
  { path: '/admin', element: toLogin },
];
