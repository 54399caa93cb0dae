// The contest admins' tabs listen to their push channel (/api/contest-admin-events, issue 17): the
// admin-print tab refetches on `print`, the AC info tab on `acInfo`, the clarifications on
// `clarification`, each at once and only on its own kind (a notice carries the contest id only,
// so the tab reads its data again through its own checked call). Participants open no channel.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initI18n } from '../../../i18n';
import { fakeChannel, renderContestTab } from '../../../test/contestTab';
import { getContestAcInfo, getContestPrintList } from '../../../api/contest-ops';
import { getComments } from '../../../api/comment';
import ContestAdminPrint from './ContestAdminPrint';
import ContestAcInfo from './ContestAcInfo';
import ContestClarifications from './ContestClarifications';

const emptyPage = { records: [], total: 0, size: 15, current: 1, pages: 0 };
vi.mock('../../../api/contest-ops', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/contest-ops')>()),
  getContestPrintList: vi.fn(async () => emptyPage),
  getContestAcInfo: vi.fn(async () => emptyPage),
}));
vi.mock('../../../api/comment', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../api/comment')>()),
  getComments: vi.fn(async () => ({ commentList: emptyPage, commentLikeMap: {} })),
}));

initI18n('en-US');

const renderTab = (tab: ReactNode, admin = true, cid = 9) => renderContestTab(tab, { cid, admin });

const settle = () => new Promise((r) => setTimeout(r, 60));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

describe('contest admin tabs and their push channel', () => {
  it('admin print refetches on `print`, not on the other kinds', async () => {
    const channel = fakeChannel();
    vi.stubGlobal('fetch', channel.fetchMock);
    const view = renderTab(<ContestAdminPrint />);
    await waitFor(() => expect(getContestPrintList).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(channel.fetchMock).toHaveBeenCalled());
    expect(String((channel.fetchMock.mock.calls[0] as unknown[])[0])).toBe('/api/contest-admin-events?cid=9');
    channel.push('ready', { cid: 9 });
    channel.push('acInfo', { cid: 9 });
    channel.push('clarification', { cid: 9 });
    await settle();
    expect(getContestPrintList).toHaveBeenCalledTimes(1);
    channel.push('print', { cid: 9 });
    await waitFor(() => expect(getContestPrintList).toHaveBeenCalledTimes(2));
    view.unmount();
  });

  it('AC info refetches on `acInfo`', async () => {
    const channel = fakeChannel();
    vi.stubGlobal('fetch', channel.fetchMock);
    const view = renderTab(<ContestAcInfo />);
    await waitFor(() => expect(getContestAcInfo).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(channel.fetchMock).toHaveBeenCalled());
    channel.push('print', { cid: 9 });
    await settle();
    expect(getContestAcInfo).toHaveBeenCalledTimes(1);
    channel.push('acInfo', { cid: 9 });
    await waitFor(() => expect(getContestAcInfo).toHaveBeenCalledTimes(2));
    view.unmount();
  });

  it('clarifications refetch on `clarification` for admins; participants open no channel', async () => {
    const channel = fakeChannel();
    vi.stubGlobal('fetch', channel.fetchMock);
    const view = renderTab(<ContestClarifications />);
    await waitFor(() => expect(getComments).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(channel.fetchMock).toHaveBeenCalled());
    channel.push('print', { cid: 9 });
    await settle();
    expect(getComments).toHaveBeenCalledTimes(1);
    channel.push('clarification', { cid: 9 });
    await waitFor(() => expect(getComments).toHaveBeenCalledTimes(2));
    expect(vi.mocked(getComments).mock.calls[1][0]).toEqual({ cid: 9 });
    view.unmount();

    const other = fakeChannel();
    vi.stubGlobal('fetch', other.fetchMock);
    const participant = renderTab(<ContestClarifications />, false);
    await waitFor(() => expect(getComments).toHaveBeenCalledTimes(3));
    await settle();
    expect(other.fetchMock).not.toHaveBeenCalled();
    participant.unmount();
  });
});
