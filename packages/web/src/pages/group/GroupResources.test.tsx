// The group's problem, training and contest tabs: each asks for its group's list (10 a page), and
// a row leads inside the group (a problem, a training) or to the contest's own shell; the problem
// tab's status icons come from the group's status call; empty lists say so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { JudgeStatus, Role } from '@judge/shared';
import { initI18n } from '../../i18n';
import { getGroupContestList, getGroupProblemList, getGroupTrainingList } from '../../api/group';
import { getUserProblemStatus } from '../../api/problem';
import GroupProblems from './GroupProblems';
import GroupTrainings from './GroupTrainings';
import GroupContests from './GroupContests';
import { contestVO } from '../../test/contests';

const ME = { uid: 'u-me', username: 'me', role: Role.USER, status: 0 };
const page = <T,>(records: T[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });
const counts = { total: 4, ac: 1, mle: 0, tle: 0, re: 0, pe: 0, ce: 0, wa: 3, se: 0, pa: 0 };

vi.mock('../../api/group', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/group')>()),
  getGroupProblemList: vi.fn(),
  getGroupTrainingList: vi.fn(),
  getGroupContestList: vi.fn(),
}));
vi.mock('../../api/problem', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../api/problem')>()),
  getUserProblemStatus: vi.fn(async () => ({ '11': { status: JudgeStatus.ACCEPTED, score: null } })),
}));
vi.mock('../../stores/session', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../stores/session')>()),
  useSession: () => ({ token: 't', user: ME, actor: ME, isAuthenticated: true }),
}));
const standing = vi.hoisted(() => ({ admin: false }));
vi.mock('../../components/group/useGroup', () => ({
  useGroup: () => ({
    gid: 7,
    level: standing.admin ? 4 : 3,
    member: true,
    admin: standing.admin,
    root: false,
  }),
}));

initI18n('en-US');

function Where() {
  const { pathname } = useLocation();
  return <div data-testid="where">{pathname}</div>;
}

function renderAt(path: string, element: React.ReactNode) {
  const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={qc}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/group/:groupID/:tab" element={element} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
  standing.admin = false;
});

describe('group problem tab', () => {
  it("lists the group's problems with the caller's status, and a row opens the problem in the group", async () => {
    vi.mocked(getGroupProblemList).mockResolvedValue(
      page([
        {
          pid: 11,
          problemId: 'G7-1',
          title: 'Group sum',
          difficulty: 0,
          type: 0,
          tags: [],
          score: null,
          ...counts,
        },
      ]),
    );
    renderAt('/group/7/problem', <GroupProblems />);
    expect(await screen.findByText('Group sum')).toBeTruthy();
    expect(getGroupProblemList).toHaveBeenCalledWith({ gid: 7, currentPage: 1, limit: 10 });
    await waitFor(() => expect(getUserProblemStatus).toHaveBeenCalledWith([11], 7));
    expect(await screen.findByTestId('problem-ac-icon')).toBeTruthy();
    expect(screen.getByText('25.00%')).toBeTruthy();
    fireEvent.click(screen.getByText('G7-1'));
    expect((await screen.findByTestId('where')).textContent).toBe('/group/7/problem/G7-1');
  });

  it('says so when the group has no problem', async () => {
    vi.mocked(getGroupProblemList).mockResolvedValue(page([]));
    renderAt('/group/7/problem', <GroupProblems />);
    expect(await screen.findByText('No problem')).toBeTruthy();
  });
});

describe('group training tab', () => {
  it('a row opens the training inside the group', async () => {
    vi.mocked(getGroupTrainingList).mockResolvedValue(
      page([
        {
          id: 5,
          title: 'Warm-up',
          description: null,
          author: 'root',
          auth: 'Public',
          categoryId: 1,
          categoryName: 'Basics',
          categoryColor: '#409eff',
          rank: 0,
          problemCount: 2,
          acCount: 1,
          gid: 7,
          gmtModified: new Date().toISOString(),
        },
      ]),
    );
    renderAt('/group/7/training', <GroupTrainings />);
    expect(await screen.findByText('Warm-up')).toBeTruthy();
    expect(getGroupTrainingList).toHaveBeenCalledWith({ gid: 7, currentPage: 1, limit: 10 });
    fireEvent.click(screen.getByText('Basics'));
    expect((await screen.findByTestId('where')).textContent).toBe('/group/7/training/5');
  });
});

describe("group training tab's Create", () => {
  it('a member sees no Create', async () => {
    vi.mocked(getGroupTrainingList).mockResolvedValue(page([]));
    renderAt('/group/7/training', <GroupTrainings />);
    expect(await screen.findByText('No training')).toBeTruthy();
    expect(screen.queryByTestId('group-training-create')).toBeNull();
  });
  it('a group admin goes to /group/:gid/training/create', async () => {
    standing.admin = true;
    vi.mocked(getGroupTrainingList).mockResolvedValue(page([]));
    renderAt('/group/7/training', <GroupTrainings />);
    fireEvent.click(await screen.findByTestId('group-training-create'));
    expect((await screen.findByTestId('where')).textContent).toBe('/group/7/training/create');
  });
});

describe('group contest tab', () => {
  it("a card opens the contest's own shell", async () => {
    const start = new Date(Date.now() + 3_600_000);
    vi.mocked(getGroupContestList).mockResolvedValue(
      page([
        contestVO(start.getTime(), {
          id: 9,
          title: 'Group cup',
          status: -1,
          now: new Date().toISOString(),
          endTime: new Date(start.getTime() + 3_600_000).toISOString(),
          duration: 3600,
          gid: 7,
        }),
      ]),
    );
    renderAt('/group/7/contest', <GroupContests />);
    fireEvent.click(await screen.findByText('Group cup'));
    expect((await screen.findByTestId('where')).textContent).toBe('/contest/9');
  });

  it("says 'No contest' when the group has none; a member has no Create", async () => {
    vi.mocked(getGroupContestList).mockResolvedValue(page([]));
    renderAt('/group/7/contest', <GroupContests />);
    expect(await screen.findByTestId('contest-empty')).toBeTruthy();
    expect(screen.queryByTestId('group-contest-create')).toBeNull();
  });

  it("a group admin's Create opens /group/:gid/contest/create", async () => {
    standing.admin = true;
    vi.mocked(getGroupContestList).mockResolvedValue(page([]));
    renderAt('/group/7/contest', <GroupContests />);
    fireEvent.click(await screen.findByTestId('group-contest-create'));
    expect((await screen.findByTestId('where')).textContent).toBe('/group/7/contest/create');
  });
});
