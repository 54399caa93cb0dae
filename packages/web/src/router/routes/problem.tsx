// Problem and submission routes of the site (site.md §2): list, detail, compiler help, status, submission detail.
import type { RouteObject } from 'react-router';
import { full, lazyPage, page, ProblemDetail } from './helpers';

// The list's call starts with its chunk on a cold load (its arguments are the URL's query).
const ProblemList = lazyPage(
  () => import('../../pages/problem/ProblemList'),
  (qc, _params, search) =>
    import('../../pages/problem/listQuery').then((m) => m.prefetchProblemList(qc, search)),
);
const CompilerHelp = lazyPage(() => import('../../pages/problem/CompilerHelp'));
// The status list, the site's and a group's: its call starts with its chunk on a cold load.
export const SubmissionList = lazyPage(
  () => import('../../pages/submission/SubmissionList'),
  (qc, params, search) =>
    import('../../pages/submission/listQuery').then((m) => m.prefetchSubmissionList(qc, params, search)),
);
export const SubmissionDetail = lazyPage(() => import('../../pages/submission/SubmissionDetail'));

export const problemRoutes: RouteObject[] = [
  page('problem', ProblemList, { title: 'Problem_List' }),
  page('problem/:problemID', ProblemDetail, { title: 'Problem_Details', ...full }),
  page('compiler', CompilerHelp, { title: 'Compiler_Help' }),
  page('status', SubmissionList, { title: 'NavBar_Status' }),
  page('submission-detail/:submitID', SubmissionDetail, { title: 'Submission_Details' }),
];
