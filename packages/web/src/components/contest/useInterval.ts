import { useEffect, useRef } from 'react';

/** Calls `fn` every `ms` milliseconds; `null` stops it. */
export function useInterval(fn: () => void, ms: number | null) {
  const cb = useRef(fn);
  cb.current = fn;
  useEffect(() => {
    if (ms === null) return;
    const h = setInterval(() => cb.current(), ms);
    return () => clearInterval(h);
  }, [ms]);
}
