// The whole route table, assembled from one file per area (routes/<area>.tsx): a new area adds
// its file and one line here.
import type { RouteObject } from 'react-router';
import MainLayout from '../layouts/MainLayout';
import Root from './Root';
import { adminRoutes } from './routes/admin';
import { contestRoutes } from './routes/contest';
import { groupRoutes } from './routes/group';
import { problemRoutes } from './routes/problem';
import {
  aboutRoutes,
  accountRoutes,
  discussionRoutes,
  entryRoutes,
  messageRoutes,
  notFoundRoute,
  rankRoutes,
} from './routes/site';
import { trainingRoutes } from './routes/training';

export { manageRoutes } from './routes/admin';
export { preloadRoutePages } from './routes/helpers';

/** Routes under the site layout (site.md §2, groups-accounts-admin.md §2 "Full route table"). */
export const siteRoutes: RouteObject[] = [
  ...entryRoutes,
  ...problemRoutes,
  ...trainingRoutes,
  ...contestRoutes,
  ...rankRoutes,
  ...accountRoutes,
  ...discussionRoutes('openPublicDiscussion'),
  ...groupRoutes,
  ...aboutRoutes,
  ...messageRoutes,
  notFoundRoute,
];

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [...adminRoutes, { path: '/', element: <MainLayout />, children: siteRoutes }],
  },
];
