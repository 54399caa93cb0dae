// The submission filters read from the URL: "only mine" drops the author and is ignored for a
// guest; empty filters stay out of the list call; live statuses lay over the rows in progress.
import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { JudgeStatus } from '@judge/shared';
import type { SubmissionRow } from '../../api/submission';
import { submissionFilters, useLiveRows } from './submissionFilters';

describe('submission filters', () => {
  it('reads the URL and leaves empty filters out of the call', () => {
    const f = submissionFilters(new URLSearchParams('status=0&problemID=P1'));
    expect(f.query).toEqual({ onlyMine: false, status: 0, problemID: 'P1', username: undefined });
    expect(submissionFilters(new URLSearchParams('')).status).toBeUndefined();
  });

  it('drops the author when only mine, and ignores only mine for a guest', () => {
    const params = new URLSearchParams('onlyMine=true&username=bob');
    expect(submissionFilters(params).query.username).toBeUndefined();
    const guest = submissionFilters(params, false);
    expect(guest.onlyMine).toBe(false);
    expect(guest.query.onlyMine).toBeUndefined();
    expect(guest.query.username).toBe('bob');
  });

  it('lays live statuses over the rows in progress until reset', () => {
    const rows = [
      { submitId: 1, status: JudgeStatus.PENDING },
      { submitId: 2, status: JudgeStatus.ACCEPTED },
    ] as SubmissionRow[];
    const { result } = renderHook(() => useLiveRows(rows));
    expect(result.current.pending).toEqual([1]);
    act(() => result.current.merge({ '1': { submitId: 1, status: JudgeStatus.WRONG_ANSWER } as never }));
    expect(result.current.rows[0].status).toBe(JudgeStatus.WRONG_ANSWER);
    expect(result.current.pending).toEqual([]);
    act(() => result.current.reset());
    expect(result.current.pending).toEqual([1]);
  });
});
