// The problem list's main call, in one place: the page reads it, and the router starts it on a cold
// load beside the page's chunk (router/routes/helpers.tsx), so the list's request does not wait for
// the page's first render. Its arguments come from the URL alone.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@judge/shared';
import { getProblemList } from '../../api/problem';
import { pageOf, URL_LIST_FRESH_MS } from '../../utils/useUrlList';

/** `tagId` of the URL: a JSON array or a comma list of ids. */
export function parseTagParam(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const v: unknown = JSON.parse(raw);
    return Array.isArray(v) ? v.map(Number).filter((n) => Number.isInteger(n)) : [];
  } catch {
    return raw
      .split(',')
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  }
}

/** The call's arguments from the page's URL. */
export function problemListArgs(params: URLSearchParams) {
  const keyword = params.get('keyword') ?? '';
  const difficulty = params.get('difficulty');
  const tagIds = parseTagParam(params.get('tagId'));
  return {
    keyword: keyword || undefined,
    difficulty: difficulty === null ? undefined : Number(difficulty),
    oj: params.get('oj') ?? 'Mine',
    tagId: tagIds.length ? tagIds.join(',') : undefined,
    ...pageOf(params, PAGE_SIZES.problems),
  };
}

export const problemListQuery = (args: ReturnType<typeof problemListArgs>) =>
  queryOptions({
    queryKey: ['problem-list', args],
    queryFn: () => getProblemList(args),
    staleTime: URL_LIST_FRESH_MS,
  });

export const prefetchProblemList = (qc: QueryClient, search: URLSearchParams) =>
  qc.prefetchQuery(problemListQuery(problemListArgs(search)));
