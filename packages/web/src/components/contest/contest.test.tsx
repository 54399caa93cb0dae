// The contest pieces that carry rules: the clock (status, progress, countdown), the board's
// decorated cells and rank boxes, the tab list while access is blocked.
import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { ContestStatus, Role } from '@judge/shared';
import { initI18n } from '../../i18n';
import type { AcmRankRow, ContestVO, OiRankRow } from '../../api/contest';
import { clockAt, isSealedNow } from './clock';
import BoardTable from './board/BoardTable';
import { contestTabs } from '../../pages/contest/ContestShell';
import { contestVO } from '../../test/contests';

initI18n('en-US');

const T0 = Date.parse('2026-01-01T10:00:00Z');
const contest = (over: Partial<ContestVO> = {}): ContestVO => contestVO(T0, over);

describe('contest clock', () => {
  it('is scheduled with progress 0 and counts down to the start', () => {
    const c = clockAt(contest(), T0 - 90_000);
    expect(c.status).toBe(ContestStatus.SCHEDULED);
    expect(c.progress).toBe(0);
    expect(c.remaining).toBe(90);
  });
  it('runs with elapsed / duration and counts down to the end', () => {
    const c = clockAt(contest(), T0 + 1800_000);
    expect(c.status).toBe(ContestStatus.RUNNING);
    expect(c.progress).toBe(25);
    expect(c.remaining).toBe(5400);
    expect(c.elapsed).toBe(1800);
  });
  it('is ended at 100 % with nothing remaining', () => {
    const c = clockAt(contest(), T0 + 3 * 3600_000);
    expect(c.status).toBe(ContestStatus.ENDED);
    expect(c.progress).toBe(100);
    expect(c.remaining).toBe(0);
  });
  it('is sealed from the seal time to the end only', () => {
    const c = contest({ sealRank: true, sealRankTime: new Date(T0 + 3600_000).toISOString() });
    expect(isSealedNow(c, T0 + 3599_000)).toBe(false);
    expect(isSealedNow(c, T0 + 3600_000)).toBe(true);
    expect(isSealedNow(c, T0 + 2 * 3600_000)).toBe(false);
    expect(isSealedNow(contest(), T0 + 3600_000)).toBe(false);
  });
});

const base = {
  isWinAward: false,
  awardName: null,
  awardBackground: null,
  awardColor: null,
  realname: null,
  nickname: null,
  school: null,
  gender: null,
  avatar: null,
};
const acmRow = (over: Partial<AcmRankRow>): AcmRankRow => ({
  ...base,
  rank: 1,
  uid: 'u1',
  username: 'alice',
  totalTime: 0,
  total: 0,
  ac: 0,
  submissionInfo: {},
  ...over,
});
const problems = [
  { id: 1, displayId: 'A', cid: 7, pid: 1, displayTitle: 'A', color: '#ff4500', ac: 2, total: 5 },
  { id: 2, displayId: 'B', cid: 7, pid: 2, displayTitle: 'B', color: null, ac: 0, total: 1 },
  { id: 3, displayId: 'C', cid: 7, pid: 3, displayTitle: 'C', color: null, ac: 1, total: 1 },
];

function board(rows: (AcmRankRow | OiRankRow)[], c = contest(), me?: string) {
  render(
    <MemoryRouter>
      <BoardTable
        contest={c}
        problems={problems}
        rows={rows}
        loading={false}
        pagination={false as never}
        followed={['u2']}
        me={me}
        showRealname={false}
      />
    </MemoryRouter>,
  );
}

describe('ACM board', () => {
  it('decorates first blood, solved after a wrong try, frozen and tried cells', () => {
    board(
      [
        acmRow({
          uid: 'u1',
          username: 'alice',
          ac: 1,
          totalTime: 125,
          submissionInfo: {
            A: { errorNum: 0, isAC: true, isFirstAC: true, ACTime: 125 },
            B: { errorNum: 1, tryNum: 2 },
            C: { errorNum: 3 },
          },
        }),
        acmRow({
          rank: 2,
          uid: 'u2',
          username: 'bob',
          ac: 1,
          totalTime: 1200 + 1500,
          submissionInfo: { A: { errorNum: 1, isAC: true, ACTime: 1500 } },
        }),
      ],
      contest(),
      'u1',
    );
    const alice = screen.getAllByRole('row').find((r) => r.textContent?.includes('alice'))!;
    const cells = within(alice).getAllByTestId('board-cell');
    expect(cells.map((c) => c.dataset.state)).toEqual(['first-ac', 'try', 'wa']);
    expect(cells[0].textContent).toBe('2(1 try)');
    expect(cells[1].textContent).toBe('?(1+2 tries)');
    expect(cells[2].textContent).toBe('(3 tries)');
    expect(within(alice).getByTestId('board-penalty').textContent).toBe('2');
    expect(alice.className).toContain('board-row-own');
    expect(alice.textContent).toContain('Own');
    const bob = screen.getAllByRole('row').find((r) => r.textContent?.includes('bob'))!;
    expect(within(bob).getByTestId('board-cell').dataset.state).toBe('ac');
    expect(within(bob).getByTestId('board-cell').textContent).toBe('25(2 tries)');
    expect(within(bob).getByTestId('board-penalty').textContent).toBe('45');
    expect(bob.className).toContain('board-row-followed');
  });
  it('shows * for star users and the award colours on the rank box', () => {
    board([
      acmRow({
        uid: 'g',
        username: 'gold',
        isWinAward: true,
        awardName: 'Gold',
        awardBackground: '#e6bf25',
        awardColor: '#fff',
      }),
      acmRow({ rank: -1, uid: 's', username: 'star' }),
    ]);
    const boxes = screen.getAllByTestId('rank-box');
    expect(boxes[0].textContent).toBe('1');
    expect(boxes[0].getAttribute('style')).toContain('#e6bf25');
    expect(boxes[1].textContent).toBe('*');
    expect(screen.getByText('Star')).toBeTruthy();
  });
  it('marks an accepted-after-the-end cell with a star', () => {
    board([
      acmRow({ submissionInfo: { A: { errorNum: 0, isAC: true, ACTime: 7300, isAfterContest: true } } }),
    ]);
    const cell = screen.getByTestId('board-cell');
    expect(cell.dataset.state).toBe('after-ac');
    expect(cell.textContent).toBe('121*(1 try)');
  });
});

describe('OI board', () => {
  it('colours full, partial and zero scores and shows total score and time', () => {
    const row: OiRankRow = {
      ...base,
      rank: 1,
      uid: 'u1',
      username: 'alice',
      totalScore: 140,
      totalTime: 15,
      submissionInfo: { A: 100, B: 40, C: 0 },
      timeInfo: { A: 15 },
    };
    board([row], contest({ type: 1 }));
    const cells = screen.getAllByTestId('board-cell');
    expect(cells.map((c) => c.dataset.state)).toEqual(['oi-full', 'oi-partial', 'oi-zero']);
    expect(cells[0].textContent).toBe('100(15ms)');
    expect(screen.getByTestId('board-score').textContent).toBe('140');
  });
});

describe('contest tabs', () => {
  const as = (role: number) => ({ uid: 'x', username: 'x', role });
  it('close every tab but the overview while access is blocked', () => {
    const tabs = contestTabs({
      openContestComment: false,
      actor: as(Role.USER),
      contest: { type: 0, openPrint: false },
      contestAdmin: false,
      menuDisabled: true,
    });
    expect(tabs.filter((t) => !t.disabled).map((t) => t.key)).toEqual(['']);
    expect(tabs.map((t) => t.key)).toEqual(['', 'problems', 'submissions', 'rank', 'announcements']);
  });
  it('give contest admins their tools (AC info and scroll board for ACM only)', () => {
    const keys = (type: number) =>
      contestTabs({
        openContestComment: true,
        actor: as(Role.ROOT),
        contest: { type, openPrint: true },
        contestAdmin: true,
      }).map((t) => t.key);
    expect(keys(0)).toEqual(
      expect.arrayContaining(['ac-info', 'scroll-board', 'admin-print', 'print', 'rejudge']),
    );
    expect(keys(1)).not.toContain('ac-info');
    expect(keys(1)).not.toContain('scroll-board');
  });
});
