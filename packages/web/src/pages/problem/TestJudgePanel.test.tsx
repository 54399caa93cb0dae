import { describe, expect, it } from 'vitest';
import { POLLING_MS } from '@judge/shared';
import { testPollDelay } from './TestJudgePanel';

describe('online test polling', () => {
  it('re-asks quickly at first, then no faster than the spec’s interval', () => {
    expect([1, 5, 10].map(testPollDelay)).toEqual([100, 100, 100]);
    expect([11, 12, 13].map(testPollDelay)).toEqual([200, 400, 800]);
    expect(testPollDelay(14)).toBe(POLLING_MS.testJudge);
    expect(testPollDelay(50)).toBe(POLLING_MS.testJudge);
  });
});
