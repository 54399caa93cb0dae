// The problem list's call from its URL: the same arguments for the page and for the cold load's
// prefetch, so the page finds the prefetched answer instead of asking again.
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';

const getProblemList = vi.fn(async (q: unknown) => ({ records: [], total: 0, q }));
vi.mock('../../api/problem', () => ({ getProblemList: (q: unknown) => getProblemList(q) }));

const { parseTagParam, prefetchProblemList, problemListArgs, problemListQuery } = await import('./listQuery');

describe('problem list call', () => {
  it('reads its arguments from the URL with the page defaults', () => {
    expect(problemListArgs(new URLSearchParams(''))).toEqual({
      keyword: undefined,
      difficulty: undefined,
      oj: 'Mine',
      tagId: undefined,
      currentPage: 1,
      limit: 15,
    });
    expect(
      problemListArgs(
        new URLSearchParams('keyword=ab&difficulty=0&oj=ALL&tagId=[3,4]&currentPage=2&limit=30'),
      ),
    ).toEqual({ keyword: 'ab', difficulty: 0, oj: 'ALL', tagId: '3,4', currentPage: 2, limit: 30 });
  });

  it('takes tag ids as a JSON array or a comma list, and drops what is not an id', () => {
    expect(parseTagParam('[1,"2",3.5]')).toEqual([1, 2]);
    expect(parseTagParam('5,x,-1,6')).toEqual([5, 6]);
    expect(parseTagParam(null)).toEqual([]);
  });

  it('a prefetched page is the mounting page’s answer: asked once', async () => {
    const qc = new QueryClient();
    const search = new URLSearchParams('currentPage=3');
    await prefetchProblemList(qc, search);
    expect(getProblemList).toHaveBeenCalledTimes(1);
    const page = problemListQuery(problemListArgs(new URLSearchParams('currentPage=3')));
    // The page's query (same key) is fresh: useQuery would not fetch it again on mount.
    expect(qc.getQueryState(page.queryKey)?.status).toBe('success');
    await qc.fetchQuery(page);
    expect(getProblemList).toHaveBeenCalledTimes(1);
  });
});
