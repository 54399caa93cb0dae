// Group routes (groups-accounts-admin.md §2): list, focus mode on group problems, a group with its tabs.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { el, feature, full, fullScreenProblem, page, shell } from './helpers';
import type { RouteMeta } from '../meta';
import { discussionRoutes } from './site';
import { TrainingShell, trainingChildren } from './training';

const GroupShell = lazy(() => import('../../pages/group/GroupShell'));
const GroupList = lazy(() => import('../../pages/group/GroupList'));
const GroupHome = lazy(() => import('../../pages/group/GroupHome'));
const GroupAnnouncements = lazy(() => import('../../pages/group/GroupAnnouncements'));
const GroupMembers = lazy(() => import('../../pages/group/GroupMembers'));
const GroupSetting = lazy(() => import('../../pages/group/GroupSetting'));
const GroupRank = lazy(() => import('../../pages/group/GroupRank'));

export const groupRoutes: RouteObject[] = [
  page('group', GroupList, { title: 'Group_List' }),
  fullScreenProblem('group/:groupID/problem/:problemID/full-screen', 'group'),
  fullScreenProblem('group/:groupID/training/:trainingID/problem/:problemID/full-screen', 'training'),
  shell('group/:groupID', GroupShell, { title: 'Group_Details', requireAuth: true }, [
    { index: true, element: el(GroupHome), handle: { title: 'Group_Home' } satisfies RouteMeta },
    page('announcement', GroupAnnouncements, { title: 'Group_Announcement' }),
    feature('problem', 'Problem_List'),
    feature('problem/:problemID', 'Problem_Details', { ...full, fullWidth: true }),
    feature('training', 'Training_List'),
    shell(
      'training/:trainingID',
      TrainingShell,
      { title: 'Training_Details', fullWidth: true },
      trainingChildren(),
    ),
    feature('contest', 'Contest_List'),
    feature('status', 'NavBar_Status', { fullWidth: true }),
    feature('submission-detail/:submitID', 'Submission_Details', { fullWidth: true }),
    ...discussionRoutes('openGroupDiscussion'),
    page('member', GroupMembers, { title: 'Group_Member' }),
    page('setting', GroupSetting, { title: 'Group_Setting' }),
    page('rank', GroupRank, { title: 'Group_Rank' }),
  ]),
];
