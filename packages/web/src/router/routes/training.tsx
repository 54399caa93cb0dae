// Training routes (site.md §2): list, a training with its tabs, focus mode on a training problem.
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { feature, full, fullScreenProblem, shell } from './helpers';

export const TrainingShell = lazy(() => import('../../pages/training/TrainingShell'));

/** Children of a training (site and group): introduction, problems, a problem, record list. */
export const trainingChildren = (): RouteObject[] => [
  feature('', 'Training_Introduction', {}, true),
  feature('problems', 'Problem_List'),
  feature('problem/:problemID', 'Problem_Details', full),
  feature('rank', 'Record_List'),
];

export const trainingRoutes: RouteObject[] = [
  feature('training', 'Training_List'),
  fullScreenProblem('training/:trainingID/problem/:problemID/full-screen', 'training'),
  shell(
    'training/:trainingID',
    TrainingShell,
    { title: 'Training_Details', requireAuth: true },
    trainingChildren(),
  ),
];
