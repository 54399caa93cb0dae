// Group routes (groups-accounts-admin.md §2): list, focus mode on group problems, a group with its tabs.
import type { RouteObject } from 'react-router';
import { el, full, fullScreenProblem, lazyPage, page, ProblemDetail, shell } from './helpers';
import type { RouteMeta } from '../meta';
import { discussionRoutes } from './site';
import { TrainingShell, trainingChildren } from './training';
import { SubmissionDetail, SubmissionList } from './problem';

const GroupShell = lazyPage(() => import('../../pages/group/GroupShell'));
const GroupList = lazyPage(() => import('../../pages/group/GroupList'));
const GroupHome = lazyPage(() => import('../../pages/group/GroupHome'));
const GroupAnnouncements = lazyPage(() => import('../../pages/group/GroupAnnouncements'));
const GroupMembers = lazyPage(() => import('../../pages/group/GroupMembers'));
const GroupSetting = lazyPage(() => import('../../pages/group/GroupSetting'));
const GroupRank = lazyPage(() => import('../../pages/group/GroupRank'));
const GroupProblems = lazyPage(() => import('../../pages/group/GroupProblems'));
const GroupTrainings = lazyPage(() => import('../../pages/group/GroupTrainings'));
const GroupContests = lazyPage(() => import('../../pages/group/GroupContests'));
// A group's problem, submissions and submission are the site's pages, reading the group from the route.
// The group admins' Create: the back-office training form in group mode.
const TrainingEdit = lazyPage(() => import('../../pages/admin/training/TrainingEdit'));
const TrainingAdminList = lazyPage(() => import('../../pages/admin/training/TrainingList'));
const TrainingProblemsAdmin = lazyPage(() => import('../../pages/admin/training/TrainingProblems'));
const ContestEdit = lazyPage(() => import('../../pages/admin/contest/ContestEdit'));
const ContestAdminList = lazyPage(() => import('../../pages/admin/contest/ContestList'));
const ContestProblemsAdmin = lazyPage(() => import('../../pages/admin/contest/ContestProblems'));
const ContestAnnouncementsAdmin = lazyPage(() => import('../../pages/admin/contest/ContestAnnouncements'));
// ...and the back-office problem editor in group mode (GroupCreateProblem / GroupEditProblem).
const ProblemEdit = lazyPage(() => import('../../pages/admin/problem/ProblemEdit'));
const ProblemAdminList = lazyPage(() => import('../../pages/admin/problem/ProblemList'));

export const groupRoutes: RouteObject[] = [
  page('group', GroupList, { title: 'Group_List' }),
  fullScreenProblem('group/:groupID/problem/:problemID/full-screen', 'group'),
  fullScreenProblem('group/:groupID/training/:trainingID/problem/:problemID/full-screen', 'training'),
  shell('group/:groupID', GroupShell, { title: 'Group_Details', requireAuth: true }, [
    { index: true, element: el(GroupHome), handle: { title: 'Group_Home' } satisfies RouteMeta },
    page('announcement', GroupAnnouncements, { title: 'Group_Announcement' }),
    page('problem', GroupProblems, { title: 'Problem_List' }),
    page('problem/admin', ProblemAdminList, { title: 'Group_Problem_Admin' }),
    page('problem/create', ProblemEdit, { title: 'Create_Problem' }),
    page('problem/edit/:problemId', ProblemEdit, { title: 'Edit_Problem' }),
    page('problem/:problemID', ProblemDetail, { title: 'Problem_Details', ...full, fullWidth: true }),
    page('training', GroupTrainings, { title: 'Training_List' }),
    page('training/admin', TrainingAdminList, { title: 'Group_Training_Admin' }),
    page('training/create', TrainingEdit, { title: 'Create_Training' }),
    page('training/edit/:trainingId', TrainingEdit, { title: 'Edit_Training' }),
    page('training/problems/:trainingId', TrainingProblemsAdmin, { title: 'Training_Problem_List' }),
    shell(
      'training/:trainingID',
      TrainingShell,
      { title: 'Training_Details', fullWidth: true },
      trainingChildren(),
    ),
    page('contest', GroupContests, { title: 'Contest_List' }),
    page('contest/admin', ContestAdminList, { title: 'Group_Contest_Admin' }),
    page('contest/create', ContestEdit, { title: 'Create_Contest' }),
    page('contest/edit/:contestId', ContestEdit, { title: 'Edit_Contest' }),
    page('contest/problems/:contestId', ContestProblemsAdmin, { title: 'Contest_Problem_List' }),
    page('contest/announcement/:contestId', ContestAnnouncementsAdmin, { title: 'Contest_Announcement' }),
    page('status', SubmissionList, { title: 'NavBar_Status', fullWidth: true }),
    page('submission-detail/:submitID', SubmissionDetail, { title: 'Submission_Details', fullWidth: true }),
    ...discussionRoutes('openGroupDiscussion'),
    page('member', GroupMembers, { title: 'Group_Member' }),
    page('setting', GroupSetting, { title: 'Group_Setting' }),
    page('rank', GroupRank, { title: 'Group_Rank' }),
  ]),
];
