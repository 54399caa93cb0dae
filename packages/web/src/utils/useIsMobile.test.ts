// A page-level Row's gutter under 992 px is at most 10 px (the content's padding is 5 px a side and
// a Row sticks out by half its gutter): wider, the page scrolled sideways at 375 px.
import { afterEach, describe, expect, it } from 'vitest';
import { renderHook } from '@testing-library/react';
import { MOBILE_PAGE_GUTTER, usePageGutter } from './useIsMobile';

const width = window.innerWidth;
const setWidth = (w: number) => Object.defineProperty(window, 'innerWidth', { configurable: true, value: w });
afterEach(() => setWidth(width));

describe('page gutter', () => {
  it('keeps the gutter from 992 px up and caps it at 10 px below', () => {
    setWidth(1400);
    expect(renderHook(() => usePageGutter(20, 20)).result.current).toEqual([20, 20]);
    setWidth(375);
    expect(renderHook(() => usePageGutter(20, 20)).result.current).toEqual([MOBILE_PAGE_GUTTER, 20]);
    expect(renderHook(() => usePageGutter(8, 16)).result.current).toEqual([8, 16]);
    expect(MOBILE_PAGE_GUTTER / 2).toBeLessThanOrEqual(5);
  });
});
