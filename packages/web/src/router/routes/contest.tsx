// Contest routes (site.md §2): list, scoreboards, a contest with its tabs, focus mode on a contest problem.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { feature, full, fullScreenProblem, shell } from './helpers';

const ContestShell = lazy(() => import('../../pages/contest/ContestShell'));

export const contestRoutes: RouteObject[] = [
  feature('contest', 'Contest_List'),
  feature('contest/acm-scoreboard/:contestID', 'ACM_Contest_Rank'),
  feature('contest/oi-scoreboard/:contestID', 'OI_Contest_Rank'),
  fullScreenProblem('contest/:contestID/problem/:problemID/full-screen', 'contest'),
  shell('contest/:contestID', ContestShell, { title: 'Contest_Details', requireAuth: true }, [
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
  ]),
];
