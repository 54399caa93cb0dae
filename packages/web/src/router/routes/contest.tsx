// Contest routes (site.md §2): list, outside scoreboards (no login), a contest with its tabs,
// focus mode on a contest problem.
import type { RouteObject } from 'react-router';
import { el, full, fullScreenProblem, lazyPage, page, ProblemDetail, shell } from './helpers';
import type { RouteMeta } from '../meta';

const ContestShell = lazyPage(() => import('../../pages/contest/ContestShell'));
const ContestList = lazyPage(() => import('../../pages/contest/ContestList'));
const ContestOverview = lazyPage(() => import('../../pages/contest/ContestOverview'));
const ContestProblems = lazyPage(() => import('../../pages/contest/ContestProblems'));
const ContestSubmissions = lazyPage(() => import('../../pages/contest/ContestSubmissions'));
const ContestAnnouncements = lazyPage(() => import('../../pages/contest/ContestAnnouncements'));
const ContestRank = lazyPage(() => import('../../pages/contest/ContestRank'));
const OutsideBoard = lazyPage(() => import('../../pages/contest/OutsideBoard'));
// Contest operations (issue 17).
const ContestAcInfo = lazyPage(() => import('../../pages/contest/ops/ContestAcInfo'));
const ContestRejudge = lazyPage(() => import('../../pages/contest/ops/ContestRejudge'));
const ContestClarifications = lazyPage(() => import('../../pages/contest/ops/ContestClarifications'));
const ContestPrint = lazyPage(() => import('../../pages/contest/ops/ContestPrint'));
const ContestAdminPrint = lazyPage(() => import('../../pages/contest/ops/ContestAdminPrint'));
const ContestScrollBoardSetup = lazyPage(() => import('../../pages/contest/ops/ContestScrollBoardSetup'));
const ScrollBoard = lazyPage(() => import('../../pages/contest/ops/ScrollBoard'));
// A contest problem is the problem page with a contest context (submit with the cid, no statistics).
const SubmissionDetail = lazyPage(() => import('../../pages/submission/SubmissionDetail'));

export const contestRoutes: RouteObject[] = [
  page('contest', ContestList, { title: 'Contest_List' }),
  page('contest/acm-scoreboard/:contestID', OutsideBoard, { title: 'ACM_Contest_Rank' }),
  page('contest/oi-scoreboard/:contestID', OutsideBoard, { title: 'OI_Contest_Rank' }),
  fullScreenProblem('contest/:contestID/problem/:problemID/full-screen', 'contest'),
  shell('contest/:contestID', ContestShell, { title: 'Contest_Details', requireAuth: true }, [
    { index: true, element: el(ContestOverview), handle: { title: 'Overview' } satisfies RouteMeta },
    page('submissions', ContestSubmissions, { title: 'Contest_Submission' }),
    page('problem/:problemID/submission-detail/:submitID', SubmissionDetail, { title: 'Submission_Details' }),
    page('problems', ContestProblems, { title: 'Contest_Problem_List' }),
    page('problem/:problemID', ProblemDetail, { title: 'Problem_Details', ...full }),
    page('announcements', ContestAnnouncements, { title: 'Contest_Announcement' }),
    page('rank', ContestRank, { title: 'NavBar_Contest_Rank' }),
    page('ac-info', ContestAcInfo, { title: 'AC_Info' }),
    page('rejudge', ContestRejudge, { title: 'Contest_Rejudge', requireSuperAdmin: true }),
    page('comment', ContestClarifications, { title: 'Contest_Comment', access: 'openContestComment' }),
    page('print', ContestPrint, { title: 'Print' }),
    page('admin-print', ContestAdminPrint, { title: 'Admin_Print' }),
    page('scroll-board', ContestScrollBoardSetup, { title: 'Scroll_Board' }),
  ]),
  page('scrollBoard', ScrollBoard, { title: 'Scroll_Board', fullWidth: true, hideFooter: true }),
];
