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
