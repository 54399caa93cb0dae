// Training routes (site.md §2): list, a training with its tabs, focus mode on a training problem.
import type { RouteObject } from 'react-router';
import { el, full, fullScreenProblem, lazyPage, page, ProblemDetail, shell } from './helpers';
import type { RouteMeta } from '../meta';

export const TrainingShell = lazyPage(() => import('../../pages/training/TrainingShell'));
const TrainingList = lazyPage(() => import('../../pages/training/TrainingList'));
const TrainingIntro = lazyPage(() => import('../../pages/training/TrainingIntro'));
const TrainingProblems = lazyPage(() => import('../../pages/training/TrainingProblems'));
const TrainingRank = lazyPage(() => import('../../pages/training/TrainingRank'));
// A training problem is the problem page: its display id in a training is the problem's own id.

/** Children of a training, the site's or a group's: introduction (or the password card), problems, a problem, rank. */
export const trainingChildren = (): RouteObject[] => [
  { index: true, element: el(TrainingIntro), handle: { title: 'Training_Introduction' } satisfies RouteMeta },
  page('problems', TrainingProblems, { title: 'Problem_List' }),
  page('problem/:problemID', ProblemDetail, { title: 'Problem_Details', ...full }),
  page('rank', TrainingRank, { title: 'Record_List' }),
];

export const trainingRoutes: RouteObject[] = [
  page('training', TrainingList, { title: 'Training_List' }),
  fullScreenProblem('training/:trainingID/problem/:problemID/full-screen', 'training'),
  shell(
    'training/:trainingID',
    TrainingShell,
    { title: 'Training_Details', requireAuth: true },
    trainingChildren(),
  ),
];
