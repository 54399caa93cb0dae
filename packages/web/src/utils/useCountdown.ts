import { useCallback, useEffect, useState } from 'react';
import { SECOND_MS } from '../constants/time';

/**
 * A resend countdown in seconds. With `storageKey` the start time is kept in localStorage so the
 * countdown survives a page reload (register code, site.md §4).
 */
export function useCountdown(seconds: number, storageKey?: string) {
  const remainingFrom = useCallback(
    (startedAt: number) => Math.max(0, Math.ceil(seconds - (Date.now() - startedAt) / SECOND_MS)),
    [seconds],
  );
  const [left, setLeft] = useState(() => {
    const saved = storageKey ? Number(localStorage.getItem(storageKey) ?? 0) : 0;
    return saved ? remainingFrom(saved) : 0;
  });
  const [startedAt, setStartedAt] = useState(() =>
    storageKey ? Number(localStorage.getItem(storageKey) ?? 0) : 0,
  );

  useEffect(() => {
    if (!startedAt) return;
    const tick = () => {
      const l = remainingFrom(startedAt);
      setLeft(l);
      if (l === 0 && storageKey) localStorage.removeItem(storageKey);
    };
    tick();
    const id = window.setInterval(tick, SECOND_MS);
    return () => window.clearInterval(id);
  }, [startedAt, remainingFrom, storageKey]);

  const start = useCallback(() => {
    const now = Date.now();
    if (storageKey) localStorage.setItem(storageKey, String(now));
    setStartedAt(now);
    setLeft(seconds);
  }, [seconds, storageKey]);

  return { left, running: left > 0, start };
}
