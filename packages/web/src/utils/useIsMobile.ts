import { useEffect, useState } from 'react';
import { MOBILE_MAX_WIDTH } from '../constants';

/** True below 992 px (the mobile app bar + drawer layout). */
export function useIsMobile(maxWidth = MOBILE_MAX_WIDTH) {
  const [mobile, setMobile] = useState(() => window.innerWidth < maxWidth);
  useEffect(() => {
    const on = () => setMobile(window.innerWidth < maxWidth);
    window.addEventListener('resize', on);
    return () => window.removeEventListener('resize', on);
  }, [maxWidth]);
  return mobile;
}

/**
 * The widest horizontal gutter of a page-level Row under 992 px: the content has 5 px side padding
 * there (styles.css `.oj-content`), and a Row sticks out by half its gutter on each side, so a wider
 * one made the page scroll sideways (/problem by 5 px, /discussion by 3 px at 375).
 */
export const MOBILE_PAGE_GUTTER = 10;

/** A page-level Row's `[horizontal, vertical]` gutter: `x` from 992 px up, at most 10 px below. */
export function usePageGutter(x: number, y: number): [number, number] {
  const mobile = useIsMobile();
  return [mobile ? Math.min(x, MOBILE_PAGE_GUTTER) : x, y];
}
