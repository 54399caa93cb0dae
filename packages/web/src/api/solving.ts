// Calls of the solving pages that the other api files do not have yet (issue 15). Types come from
// the shared schemas; type-only imports, so zod stays out of the bundle.
import type { z } from 'zod';
import type { recentProblemSchema } from '@judge/shared/schemas/problem';
import { api } from './http';

export type RecentProblem = z.infer<typeof recentProblemSchema>;

/** The five public problems modified last (home page, "Latest Problem"). */
export const getRecentUpdatedProblems = () => api.get<RecentProblem[]>('/api/get-recent-updated-problem');
