// The status list's main call, in one place: the page reads it, and the router starts it on a cold
// load beside the page's chunk (router/routes/problem.tsx, group.tsx), so the list's request does
// not wait for the page's first render. Its arguments come from the URL, the route (a group's
// list) and the stored session (a guest's "only mine" is ignored, and the key holds the user).
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { PAGE_SIZES } from '@judge/shared';
import { getSubmissionList } from '../../api/submission';
import { submissionFilters } from '../../components/solving/submissionFilters';
import { isAuthenticated, sessionStore } from '../../stores/session';
import { pageOf, URL_LIST_FRESH_MS } from '../../utils/useUrlList';

/** The call's arguments. */
export function submissionListArgs(params: URLSearchParams, signedIn: boolean, gid?: number) {
  return {
    ...submissionFilters(params, signedIn).query,
    gid,
    ...pageOf(params, PAGE_SIZES.submissions),
  };
}

export const submissionListQuery = (args: ReturnType<typeof submissionListArgs>, uid?: string) =>
  queryOptions({
    queryKey: ['submission-list', args, uid],
    queryFn: () => getSubmissionList(args),
    staleTime: URL_LIST_FRESH_MS,
  });

export function prefetchSubmissionList(qc: QueryClient, route: Params, search: URLSearchParams) {
  const session = sessionStore.get();
  const gid = route.groupID ? Number(route.groupID) : undefined;
  return qc.prefetchQuery(
    submissionListQuery(submissionListArgs(search, isAuthenticated(session), gid), session.user?.uid),
  );
}
