// The status list's call from its URL, route and session: the same arguments and key for the page
// and for the cold load's prefetch, so the page finds the prefetched answer instead of asking again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { session } from '../../stores/session';

const getSubmissionList = vi.fn(async (q: unknown) => ({ records: [], total: 0, q }));
vi.mock('../../api/submission', () => ({ getSubmissionList: (q: unknown) => getSubmissionList(q) }));

const { prefetchSubmissionList, submissionListArgs, submissionListQuery } = await import('./listQuery');

afterEach(() => {
  session.clear();
  getSubmissionList.mockClear();
});

describe('status list call', () => {
  it('reads its arguments from the URL with the page defaults; a guest’s “only mine” is ignored', () => {
    expect(submissionListArgs(new URLSearchParams(''), false)).toEqual({
      onlyMine: undefined,
      status: undefined,
      problemID: undefined,
      username: undefined,
      gid: undefined,
      currentPage: 1,
      limit: 15,
    });
    const q = new URLSearchParams(
      'onlyMine=true&status=-1&problemID=P1000&username=bob&currentPage=2&limit=30',
    );
    // a guest's call carries no onlyMine at all (the filter needs a login)
    expect(submissionListArgs(q, false, 4)).not.toHaveProperty('onlyMine', expect.anything());
    expect(submissionListArgs(q, false, 4)).toMatchObject({
      status: -1,
      username: 'bob',
      gid: 4,
    });
    expect(submissionListArgs(q, true)).toMatchObject({
      onlyMine: true,
      username: undefined,
      currentPage: 2,
      limit: 30,
    });
  });

  it('a prefetched page is the mounting page’s answer, per user and group: asked once', async () => {
    session.setToken('t');
    session.setUser({ uid: 'u1', username: 'u', roleList: [] });
    const qc = new QueryClient();
    const search = new URLSearchParams('onlyMine=true&currentPage=3');
    await prefetchSubmissionList(qc, { groupID: '7' }, search);
    expect(getSubmissionList).toHaveBeenCalledTimes(1);
    expect(getSubmissionList.mock.calls[0][0]).toMatchObject({ onlyMine: true, gid: 7, currentPage: 3 });
    // the page's query: the same URL, signed in as u1, in group 7
    const page = submissionListQuery(
      submissionListArgs(new URLSearchParams('onlyMine=true&currentPage=3'), true, 7),
      'u1',
    );
    expect(qc.getQueryState(page.queryKey)?.status).toBe('success');
    await qc.fetchQuery(page);
    expect(getSubmissionList).toHaveBeenCalledTimes(1);
    // another user's page is another query
    expect(
      qc.getQueryState(submissionListQuery(submissionListArgs(search, true, 7), 'u2').queryKey),
    ).toBeUndefined();
  });
});
