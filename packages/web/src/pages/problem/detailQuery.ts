// The problem page's main call, in one place: the page reads it, and the router starts it on a cold
// load before the page's chunk has arrived (router/routes/helpers.tsx), so the statement's request
// does not wait for the first render.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { getContestProblemDetails } from '../../api/contest';
import { getProblemDetail } from '../../api/problem';
import { hasMath } from '../../components/markdown/math';

/** How long a fetched statement counts as current (a submission's verdict invalidates it anyway). */
export const DETAIL_FRESH_MS = 10_000;

/** The problem detail of a page: the contest's call inside a contest, else the public one. */
export const problemDetailQuery = (problemID: string, contestID: string | undefined) => {
  const cid = contestID ? Number(contestID) : 0;
  return queryOptions({
    queryKey: ['problem-detail', problemID, cid || null],
    queryFn: () => (cid ? getContestProblemDetails(cid, problemID) : getProblemDetail(problemID)),
    retry: false,
    // The prefetched answer is the page's first: not asked again when the page mounts a moment later.
    staleTime: DETAIL_FRESH_MS,
  });
};

/**
 * Fetches the problem of a route's params into the cache, then KaTeX when its texts have math
 * (the statement renders with it at once instead of asking for it after its first render).
 */
export async function prefetchProblemDetail(qc: QueryClient, params: Record<string, string | undefined>) {
  const query = problemDetailQuery(params.problemID ?? '', params.contestID);
  await qc.prefetchQuery(query);
  const p = qc.getQueryData(query.queryKey)?.problem;
  if (p && [p.description, p.input, p.output, p.hint].some((t) => t && hasMath(t)))
    await import('../../components/Markdown').then((m) => m.preloadMath());
}
