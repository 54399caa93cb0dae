// The resolver model: starts sealed, reveals from the bottom row up one cell at a time, a climbing
// row takes the cursor's place to the row that slid down, medals by rank, reset, GMT+8 dates.
import { describe, expect, it } from 'vitest';
import { JudgeStatus } from './judge-status.js';
import { createResolver, medalsByPercent, parseGmt8, resolveAll, type ResolverSubmission } from './scroll-board.js';

const info = { startTime: '2026/01/01 09:00:00', sealRankTime: '2026/01/01 09:30:00', starUserList: ['star'], displayIds: ['A', 'B'] };
const at = (user: string, id: string, hhmm: string, status: number = JudgeStatus.ACCEPTED, submitId = 0): ResolverSubmission => ({
  uid: user,
  username: user,
  displayId: id,
  submitTime: `2026/01/01 ${hhmm}:00`,
  status,
  submitId,
});

describe('scroll board resolver', () => {
  it('parses GMT+8 dates and rounds medal proportions down', () => {
    expect(parseGmt8('2026/01/01 09:00:00')).toBe(Date.UTC(2026, 0, 1, 1, 0, 0));
    expect(medalsByPercent(25, [10, 20, 30])).toEqual([2, 5, 7]);
  });

  it('reveals bottom-up; a climbing row hands its place to the row that slid down', () => {
    const r = createResolver(
      info,
      [
        at('ann', 'A', '09:10'),
        at('bob', 'A', '09:20'),
        // Sealed: cat's A leaves cat last, its B (after a wrong try) lifts cat to first.
        at('cat', 'A', '09:40'),
        at('cat', 'B', '09:45', JudgeStatus.WRONG_ANSWER),
        at('cat', 'B', '09:50'),
        at('star', 'A', '09:05'),
      ],
      [1, 1, 1],
    );
    expect(r.rows.map((x) => x.username)).toEqual(['star', 'ann', 'bob', 'cat']);
    expect(r.cursor).toBe(3);
    let ev = r.step();
    expect(ev).toMatchObject({ kind: 'reveal', uid: 'cat', displayId: 'A', solved: true, from: 3, to: 3 });
    expect(r.cursor).toBe(3);
    ev = r.step();
    expect(ev).toMatchObject({ kind: 'reveal', uid: 'cat', displayId: 'B', solved: true, from: 3, to: 0 });
    expect(r.rows.map((x) => x.username)).toEqual(['cat', 'star', 'ann', 'bob']);
    // bob slid into the cursor's place and has nothing pending: announced and the cursor moves up.
    ev = r.step();
    expect(ev).toMatchObject({ kind: 'next-row', uid: 'bob', rank: 3, medal: 2 });
    const final = resolveAll(r);
    expect(final.map((x) => [x.username, x.rank, x.medal])).toEqual([
      ['cat', 1, 0],
      ['star', -1, null],
      ['ann', 2, 1],
      ['bob', 3, 2],
    ]);
    expect(final.find((x) => x.username === 'cat')!.cells.B).toMatchObject({ acTime: 50 * 60, errorNum: 1, pending: 0 });
    expect(final.find((x) => x.username === 'cat')!.totalTime).toBe((40 + 50 + 20) * 60);
    r.reset();
    expect(r.rows.map((x) => x.username)).toEqual(['star', 'ann', 'bob', 'cat']);
    expect(r.done).toBe(false);
  });
});
