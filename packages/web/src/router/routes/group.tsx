// Group routes (groups-accounts-admin.md §2): list, focus mode on group problems, a group with its tabs.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { feature, full, fullScreenProblem, shell } from './helpers';
import { discussionRoutes } from './site';
import { TrainingShell, trainingChildren } from './training';

const GroupShell = lazy(() => import('../../pages/group/GroupShell'));

export const groupRoutes: RouteObject[] = [
  feature('group', 'Group_List'),
  fullScreenProblem('group/:groupID/problem/:problemID/full-screen', 'group'),
  fullScreenProblem('group/:groupID/training/:trainingID/problem/:problemID/full-screen', 'training'),
  shell('group/:groupID', GroupShell, { title: 'Group_Details', requireAuth: true }, [
    feature('', 'Group_Home', {}, true),
    feature('announcement', 'Group_Announcement'),
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
    feature('member', 'Group_Member'),
    feature('setting', 'Group_Setting'),
    feature('rank', 'Group_Rank'),
  ]),
];
