// The contest submissions tab listens to the contest's push channel (the board's own hook,
// useBoardEvents): a `board` notice refetches the list at once; other events (`ready`) do not.
// The notice carries the contest id and a version only, so the list is read again through the
// call that applies the caller's seal.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { initI18n } from '../../i18n';
import { getContestSubmissions } from '../../api/contest';
import { fakeChannel, renderContestTab } from '../../test/contestTab';
import ContestSubmissions from './ContestSubmissions';

vi.mock('../../api/contest', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/contest')>()),
  getContestSubmissions: vi.fn(async () => ({ records: [], total: 0, size: 30, current: 1, pages: 0 })),
  checkContestSubmissionsStatus: vi.fn(async () => ({})),
}));

initI18n('en-US');

const renderTab = (cid: number) => renderContestTab(<ContestSubmissions />, { cid, admin: false });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.mocked(getContestSubmissions).mockClear();
});

describe('contest submissions tab', () => {
  it('refetches its list when the contest board-changed notice arrives', async () => {
    const channel = fakeChannel();
    vi.stubGlobal('fetch', channel.fetchMock);
    renderTab(7);
    await waitFor(() => expect(getContestSubmissions).toHaveBeenCalledTimes(1));
    // The one channel of this contest, as the board opens it.
    await waitFor(() => expect(channel.fetchMock).toHaveBeenCalled());
    expect(String((channel.fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/contest-board-events?cid=7');
    channel.push('ready', { cid: 7 });
    await new Promise((r) => setTimeout(r, 50));
    expect(getContestSubmissions).toHaveBeenCalledTimes(1);
    channel.push('board', { cid: 7, version: 3 });
    await waitFor(() => expect(getContestSubmissions).toHaveBeenCalledTimes(2));
    expect(vi.mocked(getContestSubmissions).mock.calls[1][0]).toMatchObject({ contestID: 7 });
  });
});
