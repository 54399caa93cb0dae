import { describe, expect, it } from 'vitest';
import { SPLIT_DEFAULT, SPLIT_KEY, SPLIT_MAX, SPLIT_MIN, clampSplit, loadSplit, saveSplit } from './split';

describe('problem page split', () => {
  it('is remembered and kept within bounds', () => {
    expect(loadSplit()).toBe(SPLIT_DEFAULT);
    saveSplit(38.26);
    expect(localStorage.getItem(SPLIT_KEY)).toBe('38.3');
    expect(loadSplit()).toBe(38.3);
    saveSplit(5);
    expect(loadSplit()).toBe(SPLIT_MIN);
    localStorage.setItem(SPLIT_KEY, '99');
    expect(loadSplit()).toBe(SPLIT_MAX);
    localStorage.setItem(SPLIT_KEY, 'garbage');
    expect(loadSplit()).toBe(SPLIT_DEFAULT);
    expect(clampSplit(Number.NaN)).toBe(SPLIT_DEFAULT);
  });
});
